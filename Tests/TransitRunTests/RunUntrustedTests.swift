import Foundation
import Testing
import TransitCompile
import TransitTestSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `transit run` attacked end to end, as the review of issue 25 did: a program planted in a
/// cache someone else can write to, Ctrl-C while the developer's code or the compiler runs, a
/// project that links a private key in, and `#sourceLocation` pointing errors elsewhere.
@Suite("transit run and untrusted input")
struct RunUntrustedTests {
  /// A root view controller whose `viewDidLoad()` runs `body`.
  static func home(_ body: String) -> String {
    """
    import UIKit

    class HomeViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            \(body)
        }
    }

    """
  }

  static let scenario = RunCommandTests.scenario(steps: "  - wait: 1")

  /// `transit ARGUMENTS` started in the harness's folder, not waited for.
  static func start(_ arguments: [String], _ harness: RunHarness, path: String? = nil) throws
    -> Process
  {
    let process = Process()
    process.executableURL = TransitProcess.executable
    process.arguments = arguments
    process.currentDirectoryURL = harness.folder
    var environment = ProcessInfo.processInfo.environment
    environment["TRANSIT_CACHE_DIR"] = harness.cache.path
    if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Waits until `condition` holds, polling; a compile on a busy machine can take minutes.
  static func wait(until condition: () throws -> Bool) rethrows {
    for _ in 0..<6_000 {
      if try condition() { return }
      usleep(100_000)
    }
  }

  /// The command lines of the processes that mention `text`, as `ps` lists them.
  static func processes(mentioning text: String) throws -> [String] {
    let listed = try TransitProcess.run(
      ["-A", "-ww", "-o", "args="], executable: URL(fileURLWithPath: "/bin/ps"))
    return listed.stdout.split(separator: "\n").map(String.init).filter {
      $0.contains(text) && !$0.hasPrefix("/bin/ps")
    }
  }

  static func names(in folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  /// The entries of the cache `folder` that hold a file named `name`.
  static func entries(holding name: String, in folder: URL) -> [String] {
    names(in: folder).filter {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/\(name)").path)
    }
  }

  @Test("a planted program is never run: a shared cache, or a program changed after its build")
  func plantedProgram() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.home("print(\"mine\")"))
    try harness.write("case.yaml", Self.scenario)
    let run = ["run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl"]
    #expect(try harness.transit(run).stdout == "mine\n")
    let key = try #require(Self.entries(holding: "program", in: harness.cache).first)
    let program = harness.cache.appendingPathComponent(key + "/program")
    // The attacker's program, under the key the victim's run computes.
    let planted = harness.folder.appendingPathComponent("planted")
    try FileManager.default.removeItem(at: program)
    try "#!/bin/sh\ntouch \(planted.path)\n".write(to: program, atomically: false, encoding: .utf8)
    chmod(program.path, 0o755)
    let changed = try harness.transit(run)
    #expect(changed.status == 2)
    #expect(changed.stderr.contains("\(program.path) is not the program Transit built"))
    // And in a cache anyone may write to, whatever it holds.
    chmod(harness.cache.path, 0o777)
    let shared = try harness.transit(run)
    #expect(shared.status == 2)
    #expect(shared.stderr.contains("\(harness.cache.path) can be written by any user (mode 777)"))
    #expect(!FileManager.default.fileExists(atPath: planted.path))
  }

  @Test("Ctrl-C stops the developer's program too, and leaves nothing in the cache")
  func interruptProgram() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    let started = harness.folder.appendingPathComponent("started").path
    try harness.write(
      "Home.swift",
      Self.home(
        "FileManager.default.createFile(atPath: \"\(started)\", contents: nil); while true {}"))
    try harness.write("case.yaml", Self.scenario)
    let process = try Self.start(
      ["run", "Home.swift", "--scenario", "case.yaml", "--timeout", "3600", "-o", "log.jsonl"],
      harness)
    Self.wait { FileManager.default.fileExists(atPath: started) || !process.isRunning }
    #expect(try !Self.processes(mentioning: harness.cache.path + "/").isEmpty)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGINT)
    // The program was sent the signal and waited for: nothing runs from the cache any more.
    #expect(try Self.processes(mentioning: harness.cache.path + "/") == [])
    #expect(Self.names(in: harness.cache).allSatisfy { !$0.hasPrefix(".") })
    #expect(!FileManager.default.fileExists(atPath: harness.folder.path + "/log.jsonl"))
  }

  @Test("SIGTERM during a compile stops swiftc and removes the half-made build")
  func interruptCompile() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.home("print(\"never\")"))
    try harness.write("case.yaml", Self.scenario)
    // A `swiftc` first on the PATH that says it has started compiling and then holds the
    // compile until the test has seen it (at most a minute), so the signal surely comes while a
    // compile runs, however busy the machine, rather than racing a fast one.
    let real = try Tool.find("swiftc").path
    let started = harness.folder.appendingPathComponent("compiling").path
    let tools = harness.folder.appendingPathComponent("tools")
    try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
    let wrapper = tools.appendingPathComponent("swiftc").path
    try Data(
      """
      #!/bin/sh
      case " $* " in *" --version "*) exec "\(real)" "$@" ;; esac
      : > "\(started)"
      i=0
      while [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
      exec "\(real)" "$@"

      """.utf8
    ).write(to: URL(fileURLWithPath: wrapper))
    chmod(wrapper, 0o755)
    let process = try Self.start(
      ["run", "Home.swift", "--scenario", "case.yaml", "-o", "log.jsonl"], harness,
      path: tools.path)
    let building = harness.cache.path + "/.building-"
    Self.wait { FileManager.default.fileExists(atPath: started) || !process.isRunning }
    #expect(try !Self.processes(mentioning: building).isEmpty)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGTERM)
    #expect(try Self.processes(mentioning: building) == [])
    // Nothing half-made; the generated modules may have been finished before the signal came.
    #expect(Self.names(in: harness.cache).allSatisfy { !$0.hasPrefix(".") })
    #expect(Self.entries(holding: "program", in: harness.cache) == [])
    #expect(Self.entries(holding: "diagnostics.txt", in: harness.cache) == [])
  }

  @Test("a link to a private key in the project is refused, and nothing of it is read or copied")
  func linkedSecret() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Project/Home.swift", Self.home("print(\"mine\")"))
    try harness.write("case.yaml", Self.scenario)
    let key = try harness.write("id_ed25519", "-----BEGIN OPENSSH PRIVATE KEY-----\nsecret\n")
    chmod(key, 0o600)
    try FileManager.default.createSymbolicLink(
      atPath: harness.folder.path + "/Project/Secrets.swift", withDestinationPath: key)
    let result = try harness.transit(["run", "Project", "--scenario", "case.yaml"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "Error: Project/Secrets.swift: a symbolic link to a file outside the paths given"))
    #expect(!result.stderr.contains("secret") && !result.stdout.contains("secret"))
    #expect(!FileManager.default.fileExists(atPath: harness.cache.path))
  }

  @Test("#sourceLocation cannot send errors elsewhere; cached sources and errors are 0600")
  func sourceLocation() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Home.swift",
      """
      import UIKit

      class HomeViewController: UIViewController {}
      #sourceLocation(file: "/etc/passwd", line: 1)
      let wrong: Int = "x"

      """)
    try harness.write("case.yaml", Self.scenario)
    let result = try harness.transit(["run", "Home.swift", "--scenario", "case.yaml"])
    #expect(result.status == 2)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.first?.hasPrefix("Error: Home.swift:5:18: error: cannot convert value of type") == true,
      "\(result.stderr)")
    #expect(!result.stderr.contains("passwd"))
    // The errors' entry, and the generated modules' entry, hold only the user's files.
    #expect(Self.entries(holding: "diagnostics.txt", in: harness.cache).count == 1)
    #expect(Self.entries(holding: "UIKit.swiftmodule", in: harness.cache).count == 1)
    for build in Self.names(in: harness.cache) {
      let entry = harness.cache.appendingPathComponent(build)
      for name in Self.names(in: entry) where name != "program" {
        var info = stat()
        _ = lstat(entry.path + "/" + name, &info)
        #expect(info.st_mode & 0o077 == 0, "\(build)/\(name)")
      }
    }
  }
}
