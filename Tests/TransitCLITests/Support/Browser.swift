import Foundation

/// Headless Chromium driven by Selenium, as Debian (`chromium`, `chromium-driver`) and PyPI
/// (`selenium`) ship them, through the script `Browser/step_page.py`.
///
/// Tests that need it run wherever it is installed; where it is missing they are skipped,
/// except under CI (`CI` set), where they run and fail, so a CI machine without a browser
/// cannot pass them silently.
enum Browser {
  static let chromium = "/usr/bin/chromium"
  static let chromedriver = "/usr/bin/chromedriver"
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Browser")
  static let script = folder.appendingPathComponent("step_page.py")

  /// Whether CI requires the browser tests to run.
  static let required = ProcessInfo.processInfo.environment["CI"] != nil

  /// What is missing to run the browser tests, or nil when nothing is.
  static let missing: String? = {
    for path in [chromium, chromedriver] where !FileManager.default.isExecutableFile(atPath: path) {
      return "\(path) is missing (apt-get install chromium chromium-driver)"
    }
    let probe = try? run(["python3", "-c", "import selenium"], input: Data(), timeout: 60)
    guard probe?.status == 0 else { return "python3 cannot import selenium (pip install selenium)" }
    return nil
  }()

  /// Whether the browser tests run here: the browser is installed, or CI requires them.
  static var shouldRun: Bool { missing == nil || required }

  /// Runs the Selenium script (`step_page.py`, or another in `Browser/`) on `plan` and returns
  /// what it printed.
  static func drive(_ plan: Data, script name: String = "step_page.py") throws -> Data {
    let path = folder.appendingPathComponent(name).path
    let result = try run(["python3", path], input: plan, timeout: 240)
    guard result.status == 0 else {
      throw BrowserError(message: String(decoding: result.stderr, as: UTF8.self))
    }
    return result.stdout
  }

  struct BrowserError: Error, CustomStringConvertible {
    let message: String
    var description: String { "the Selenium script failed: \(message)" }
  }

  /// Runs `arguments` through `/usr/bin/env`, feeding `input`, and stops it after `timeout`
  /// seconds so that a browser that hangs fails the test instead of holding it. Standard error
  /// goes to a file, so that neither stream can fill its pipe while the other is read.
  static func run(_ arguments: [String], input: Data, timeout: TimeInterval) throws
    -> (status: Int32, stdout: Data, stderr: Data)
  {
    let errorFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("transit-browser-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let errors = try FileHandle(forWritingTo: errorFile)
    defer { try? errors.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    let inPipe = Pipe()
    process.standardOutput = out
    process.standardError = errors
    process.standardInput = inPipe
    try process.run()
    let pid = process.processIdentifier
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
    inPipe.fileHandleForWriting.write(input)
    try inPipe.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    watchdog.cancel()
    return (process.terminationStatus, stdout, (try? Data(contentsOf: errorFile)) ?? Data())
  }
}
