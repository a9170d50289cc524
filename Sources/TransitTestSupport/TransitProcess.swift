import Foundation

/// Runs the built `transit` binary and captures what it prints.
package enum TransitProcess {
  package struct Result {
    package let status: Int32
    package let stdout: String
    package let stderr: String
  }

  /// The `transit` binary.
  package static var executable: URL { built("transit") }

  /// The `transit-bench` binary.
  package static var benchExecutable: URL { built("transit-bench") }

  /// The binary `name` beside the test bundle, where `swift build` puts it. The test target
  /// depends on the executable's target, so building the tests builds it too and it is never
  /// older than they are.
  private static func built(_ name: String) -> URL {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0])
      .deletingLastPathComponent().appendingPathComponent(name)
    if FileManager.default.isExecutableFile(atPath: besideTests.path) { return besideTests }
    return PackagePaths.root.appendingPathComponent(".build/debug/\(name)")
  }

  /// Runs `program` (the `transit` binary unless told otherwise) with `arguments`, feeding it
  /// `stdin`, and returns its status and everything it printed.
  ///
  /// Standard error is read and standard input written on threads of their own while standard
  /// output is read on this one, so a child that fills one pipe (64 KiB) while the harness
  /// waits on another cannot deadlock.
  package static func run(
    _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
    executable program: URL? = nil, environment: [String: String] = [:]
  ) throws -> Result {
    _ = ignoreBrokenPipes
    let process = Process()
    process.executableURL = program ?? executable
    process.arguments = arguments
    process.currentDirectoryURL = directory ?? PackagePaths.root
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    let stderr = Collected()
    let done = DispatchGroup()
    DispatchQueue.global().async(group: done) {
      stderr.data = err.fileHandleForReading.readDataToEndOfFile()
    }
    DispatchQueue.global().async(group: done) {
      // A child may exit before reading all of its input (that is what some tests check): the
      // write then fails with EPIPE, which is ignored, rather than killing the test process.
      if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
      try? input.fileHandleForWriting.close()
    }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    done.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr.data, as: UTF8.self))
  }

  /// SIGPIPE ignored in the test process, once: writing to a child that has already exited
  /// then fails with EPIPE instead of ending the whole test run with signal 13.
  private static let ignoreBrokenPipes: Void = {
    signal(SIGPIPE, SIG_IGN)
  }()

  /// What a reading thread collected; read only after the thread is done.
  private final class Collected: @unchecked Sendable {
    var data = Data()
  }

  /// A fresh empty folder for a test's files.
  package static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
