import Testing

@testable import TransitTrace

/// The reader recognises a member name from `FieldKey.name` alone, so a field declared there
/// is read without touching anything else.
@Suite("Field names")
struct FieldKeyTests {
  @Test("every key's name is recognised as that key, and nothing close to it is")
  func matcher() {
    let matcher = FieldKeyMatcher.shared
    func match(_ name: String) -> FieldKey? {
      var name = name
      return name.withUTF8 { matcher.match($0) }
    }
    for key in FieldKey.allCases {
      #expect(match(key.name) == key, "\(key.name)")
      #expect(match(key.name + "s") == nil, "\(key.name)s")
      #expect(
        match(String(key.name.dropLast()) + "_") == nil, "\(key.name) with its last byte changed")
      #expect(match(key.name.uppercased()) == nil || key.name == key.name.uppercased())
    }
    #expect(match("") == nil)
    #expect(match("percentCompleted") == nil)
  }

  @Test("no two keys are spelled alike")
  func distinct() {
    #expect(Set(FieldKey.allCases.map(\.name)).count == FieldKey.allCases.count)
  }
}
