// `import UIKit`, as a developer's own files write it, compiles on Linux against Transit's
// simulated UIKit. Apple's UIKit re-exports Foundation, so this module does too: code that
// imports only UIKit still sees `CGRect`, `TimeInterval`, `NotificationCenter` and `Date`.
@_exported import Foundation
@_exported import TransitUIKit
