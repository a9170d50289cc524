import Foundation

/// A note in the list.
struct Note {
    var title: String
    var body: String
}
