import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program run in a child process of its own process group, with a time limit and a limit on
/// what it may print; past either, the whole group is killed.
///
/// A developer's code can loop forever or print without end, and the program `transit run`
/// builds runs it; the limits keep `transit` in charge, and the process group takes any
/// process the program started along with it.
///
/// Being in a group of its own, the child is out of reach of the terminal's Ctrl-C, so once
/// `Interruption` is installed a signal `transit` catches is sent on to the child's group; the
/// child is given `gracePeriod` seconds to end (a program that ignores the signal is then
/// killed) and is always waited for, so nothing it started outlives `transit`.
package struct ChildProcess {
  package var executable: String
  package var arguments: [String]
  /// Wall-clock seconds before the group is killed.
  package var timeLimit: Double
  /// Bytes of standard output and standard error together before the group is killed.
  package var outputLimit: Int
  /// Seconds a child sent an interrupting signal has to end before it is killed.
  package var gracePeriod: Double = 2

  package init(executable: String, arguments: [String], timeLimit: Double, outputLimit: Int) {
    self.executable = executable
    self.arguments = arguments
    self.timeLimit = timeLimit
    self.outputLimit = outputLimit
  }

  package struct Result: Sendable {
    package enum Ending: Sendable, Equatable {
      /// It exited with this status.
      case exited(Int32)
      /// A signal ended it (a crash: a trap from `fatalError` or a force unwrap is SIGILL or
      /// SIGTRAP).
      case signalled(Int32)
      /// It ran past the time limit and was killed.
      case timedOut
      /// It printed past the output limit and was killed.
      case printedTooMuch
      /// `transit` caught this signal, sent it on, and the child ended (or was killed after
      /// the grace period).
      case interrupted(Int32)
    }

    package var ending: Ending
    package var standardOutput: [UInt8]
    package var standardError: [UInt8]
  }

  /// Runs the program to its end, or until a limit kills it.
  package func run() throws -> Result {
    try Interruption.check()
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      throw RunError.toolMissing("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    // Darwin's spawn types are opaque pointers that their `init` functions fill in; Glibc's
    // are structures.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for descriptor in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // The child starts as from a shell: no signal blocked, and those `transit` catches or
    // ignores (SIGPIPE) back to their default actions, so a signal sent on takes effect.
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in Interruption.signals + [SIGPIPE] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
    close(outPipe[1])
    close(errPipe[1])
    guard status == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      throw RunError.toolMissing(
        "cannot run \(executable): \(String(cString: strerror(status)))")
    }
    return collect(pid: pid, out: outPipe[0], err: errPipe[0])
  }

  /// Reads both pipes until they close, watching the clock, the byte count and the signals
  /// `transit` catches, then reaps the child.
  private func collect(pid: pid_t, out: Int32, err: Int32) -> Result {
    var watch = Watch(pid: pid, deadline: Date().addingTimeInterval(timeLimit), grace: gracePeriod)
    var result = Result(ending: .exited(0), standardOutput: [], standardError: [])
    var open: [Int32] = [out, err]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let wait = watch.step()
      var polled = (open + [Interruption.descriptor]).map {
        pollfd(fd: $0, events: Int16(POLLIN), revents: 0)
      }
      let ready = poll(&polled, nfds_t(polled.count), wait)
      if ready < 0, errno == EINTR { continue }
      for entry in polled where entry.revents != 0 {
        if entry.fd == Interruption.descriptor {
          var drained = [UInt8](repeating: 0, count: 16)
          _ = read(entry.fd, &drained, drained.count)
          continue
        }
        let count = read(entry.fd, &buffer, buffer.count)
        if count <= 0 {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
          continue
        }
        if watch.ending != nil { continue }
        if entry.fd == out {
          result.standardOutput += buffer[0..<count]
        } else {
          result.standardError += buffer[0..<count]
        }
        if result.standardOutput.count + result.standardError.count > outputLimit {
          watch.stop(for: .printedTooMuch)
        }
      }
    }
    // The pipes are closed; the program may still run (it can close them itself). Wait for
    // it to end, or for the deadline, without reaping it: while it is a zombie its process id,
    // and so its group's id, cannot be reused, so killing the group cannot reach anyone else.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
      info.childPID == 0
    {
      _ = watch.step()
      usleep(5_000)
    }
    // Anything the program started is in its group; none of it outlives the run.
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    if let ending = watch.ending {
      result.ending = ending
    } else if status & 0x7F == 0 {
      result.ending = .exited((status >> 8) & 0xFF)
    } else {
      result.ending = .signalled(status & 0x7F)
    }
    return result
  }
}

/// What stops a child before it ends by itself: the deadline, too much output, or a signal
/// `transit` caught and sent on, after which the child has a grace period before it is killed.
private struct Watch {
  let pid: pid_t
  let deadline: Date
  let grace: Double
  /// Why the child is being stopped, once it is.
  private(set) var ending: ChildProcess.Result.Ending?
  /// When a child sent a signal is killed if it has not ended.
  private var killAt: Date?

  init(pid: pid_t, deadline: Date, grace: Double) {
    self.pid = pid
    self.deadline = deadline
    self.grace = grace
  }

  /// Acts on the clock and on a caught signal; returns how long `poll` may wait, in ms.
  mutating func step() -> Int32 {
    if ending == nil, let signal = Interruption.caught {
      ending = .interrupted(signal)
      kill(-pid, signal)
      killAt = Date().addingTimeInterval(grace)
    }
    if ending == nil, deadline.timeIntervalSinceNow <= 0 { stop(for: .timedOut) }
    if let killAt, killAt.timeIntervalSinceNow <= 0 {
      kill(-pid, SIGKILL)
      self.killAt = nil
    }
    guard ending == nil else { return 100 }
    return Int32(min(max(deadline.timeIntervalSinceNow, 0) * 1000, 1000)) + 1
  }

  /// Kills the child's group at once, for `reason`.
  mutating func stop(for reason: ChildProcess.Result.Ending) {
    guard ending == nil else { return }
    ending = reason
    kill(-pid, SIGKILL)
  }
}

extension siginfo_t {
  /// The process `waitid` found ended, or 0 when none has yet.
  fileprivate var childPID: pid_t {
    #if canImport(Glibc)
      _sifields._sigchld.si_pid
    #else
      si_pid
    #endif
  }
}
