import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program timed in the same run as Transit, for figures quoted as ratios (the machines are
/// shared and noisy, so absolute times mean little).
struct PeerProcess {
  struct Measurement {
    /// Wall-clock seconds.
    let seconds: Double
    /// Peak resident memory of the process, in kilobytes, when GNU time could measure it.
    let peakKilobytes: Int?
    let status: Int32
    /// User and system CPU seconds of the process, when GNU time could measure them.
    var cpuSeconds: Double? = nil
  }

  /// Whether `name` is an executable on `PATH`.
  static func isAvailable(_ name: String) -> Bool {
    path(of: name) != nil
  }

  static func path(of name: String) -> String? {
    if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    return folders.map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Runs `arguments` with standard input from `input` (or nothing) and standard output to
  /// `output` (or discarded), timing it on the monotonic clock.
  ///
  /// Peak memory comes from GNU time (`/usr/bin/time`, Debian package `time`), which forks the
  /// program from its own small process. A child spawned straight from Transit would report
  /// Transit's own peak: Linux keeps the high-water mark across `exec`.
  static func measure(_ arguments: [String], input: String? = nil, output: String? = nil) throws
    -> Measurement
  {
    guard let program = path(of: arguments[0]) else {
      throw BenchError("\(arguments[0]) is not installed")
    }
    let gnuTime = "/usr/bin/time"
    let memoryFile = NSTemporaryDirectory() + "transit-bench-rss-\(getpid())"
    defer { unlink(memoryFile) }
    // macOS's /usr/bin/time is BSD's, without `-f`: peers' memory is measured on Linux only.
    #if os(Linux)
      let measuresMemory = FileManager.default.isExecutableFile(atPath: gnuTime)
    #else
      let measuresMemory = false
    #endif
    let command =
      measuresMemory
      ? [gnuTime, "-f", "%M %U %S", "-o", memoryFile, program] + arguments.dropFirst()
      : [program] + arguments.dropFirst()
    let executable = command[0]
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = BenchClock.now()
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, &argv, environ)
    guard spawned == 0 else { throw BenchError("cannot start \(arguments[0]): error \(spawned)") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let seconds = BenchClock.now() - start
    let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    // GNU time's last line: peak kilobytes, user seconds, system seconds.
    let fields =
      measuresMemory
      ? (try? String(contentsOfFile: memoryFile, encoding: .utf8)).map {
        ($0.split(separator: "\n").last ?? "").split(separator: " ").map(String.init)
      } ?? [] : []
    let peak = fields.first.flatMap { Int($0) }
    let cpu =
      fields.count == 3
      ? Double(fields[1]).flatMap { user in Double(fields[2]).map { user + $0 } } : nil
    return Measurement(seconds: seconds, peakKilobytes: peak, status: exitStatus, cpuSeconds: cpu)
  }
}

/// A monotonic clock for benchmarks; the engine itself never reads a clock.
enum BenchClock {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The peak resident memory of this process so far, in kilobytes.
  static func peakKilobytes() -> Int {
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_SELF.rawValue, &usage)
      return usage.ru_maxrss
    #else
      // Darwin counts bytes where Linux counts kilobytes.
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss / 1024
    #endif
  }
}

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
