import Foundation

#if !canImport(os)
  // Apple's unified logging, as `import os` and `import os.log` give it, where the platform has
  // none (Linux; on Apple's platforms the SDK's own is used). Xcode's console shows what an app
  // logs; here the run's output is that console, so each message enabled is written to
  // standard output as one line, its arguments formatted into it, whatever its privacy (Xcode
  // shows private values while the debugger is attached). `OSLog.disabled` logs nothing.

  /// Mirrors `OSLog`: a subsystem and category to log under.
  public final class OSLog: NSObject, @unchecked Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    /// Mirrors `init(subsystem:category:)`.
    public init(subsystem: String, category: String) {
      self.subsystem = subsystem
      self.category = category
      isEnabled = true
    }

    private init(disabled: Void) {
      subsystem = ""
      category = ""
      isEnabled = false
    }

    /// Mirrors `default`: the log of no subsystem.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// Mirrors `disabled`: a log that keeps nothing.
    public static let disabled = OSLog(disabled: ())

    /// Mirrors `isEnabled(type:)`.
    public func isEnabled(type: OSLogType) -> Bool { isEnabled }
  }

  /// Mirrors `OSLogType`: a message's level.
  public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }

    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)
  }

  /// Mirrors `os_log(_:dso:log:type:_:)`: the format's `%@`, `%d`, `%s`, `%f` and kin (with
  /// `{public}` or `{private}`) take the arguments in turn.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    type: OSLogType = .default, _ args: Any...
  ) {
    guard log.isEnabled else { return }
    print(LogFormat.format("\(message)", args))
  }

  /// Mirrors `os_log(_:dso:log:_:_:)`, the type first.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
    _ message: StaticString, _ args: Any...
  ) {
    guard log.isEnabled else { return }
    print(LogFormat.format("\(message)", args))
  }

  /// Mirrors `Logger` (iOS 14): a log whose messages are interpolated strings.
  public struct Logger: Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) {
      log = OSLog(subsystem: subsystem, category: category)
    }
    public init(_ log: OSLog) { self.log = log }

    public func log(_ message: OSLogMessage) { write(message) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message) }
    public func trace(_ message: OSLogMessage) { write(message) }
    public func debug(_ message: OSLogMessage) { write(message) }
    public func info(_ message: OSLogMessage) { write(message) }
    public func notice(_ message: OSLogMessage) { write(message) }
    public func warning(_ message: OSLogMessage) { write(message) }
    public func error(_ message: OSLogMessage) { write(message) }
    public func critical(_ message: OSLogMessage) { write(message) }
    public func fault(_ message: OSLogMessage) { write(message) }

    private func write(_ message: OSLogMessage) {
      guard log.isEnabled else { return }
      print(message.text)
    }
  }

  /// Mirrors `OSLogMessage`: a string whose interpolations may say their privacy.
  public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: Interpolation) { text = stringInterpolation.text }

    public struct Interpolation: StringInterpolationProtocol {
      var text = ""
      public init(literalCapacity: Int, interpolationCount: Int) {}
      public mutating func appendLiteral(_ literal: String) { text += literal }
      public mutating func appendInterpolation<Value>(
        _ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto
      ) {
        text += String(describing: value())
      }
      public mutating func appendInterpolation<Value>(
        _ value: @autoclosure () -> Value, align: OSLogStringAlignment,
        privacy: OSLogPrivacy = .auto
      ) {
        text += String(describing: value())
      }
    }
  }

  /// Mirrors `OSLogPrivacy`: kept out of the text, which Xcode's console shows whole.
  public struct OSLogPrivacy: Sendable, Equatable {
    let name: String
    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }

    /// Mirrors `OSLogPrivacy.Mask`.
    public struct Mask: Sendable, Equatable {
      let name: String
      public static let hash = Mask(name: "hash")
      public static let none = Mask(name: "none")
    }
  }

  /// Mirrors `OSLogStringAlignment`: kept out of the text.
  public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
  }

  /// A `printf`-style format with `os_log`'s privacy marks, formatted in Swift: Foundation's
  /// `String(format:)` on Linux takes no Swift `String` for `%@`.
  enum LogFormat {
    static func format(_ format: String, _ args: [Any]) -> String {
      var output = ""
      var remaining = args[...]
      var scalars = format.unicodeScalars[...]
      while let scalar = scalars.popFirst() {
        guard scalar == "%" else {
          output.unicodeScalars.append(scalar)
          continue
        }
        if scalars.first == "%" {
          scalars.removeFirst()
          output += "%"
          continue
        }
        // A privacy mark, `{public}`, then flags, width and length, then the conversion.
        if scalars.first == "{", let close = scalars.firstIndex(of: "}") {
          scalars = scalars[scalars.index(after: close)...]
        }
        while let next = scalars.first, "-+ #0123456789.lhqLzjt".unicodeScalars.contains(next) {
          scalars.removeFirst()
        }
        guard let conversion = scalars.popFirst() else { break }
        let argument = remaining.popFirst()
        output += text(of: argument, as: conversion)
      }
      return output
    }

    private static func text(of argument: Any?, as conversion: Unicode.Scalar) -> String {
      guard let argument else { return "" }
      switch (conversion, argument) {
      case ("x", let number as any BinaryInteger): return String(number, radix: 16)
      case ("X", let number as any BinaryInteger): return String(number, radix: 16).uppercased()
      case ("f", let number as Double): return String(format: "%f", number)
      case ("f", let number as Float): return String(format: "%f", Double(number))
      case ("f", let number as CGFloat): return String(format: "%f", Double(number))
      default: return String(describing: argument)
      }
    }
  }
#endif
