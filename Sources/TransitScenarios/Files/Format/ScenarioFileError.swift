/// A problem with a scenario file, at a place in it: `my.yaml:14:7: unknown key 'duraton'…`.
public struct ScenarioFileError: Error, CustomStringConvertible, Sendable, Equatable {
  public var path: String
  public var line: Int
  public var column: Int
  public var message: String

  public init(path: String, line: Int, column: Int, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "\(path):\(line):\(column): \(message)" }
}
