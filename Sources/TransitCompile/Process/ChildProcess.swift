import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A program run in a child process of its own process group, with a time limit and a limit on
/// what it may print; past either, the whole group is killed.
///
/// A developer's code can loop forever or print without end, and the program `transit run`
/// builds runs it; the limits keep `transit` in charge, and the process group takes any
/// process the program started along with it.
package struct ChildProcess {
  package var executable: String
  package var arguments: [String]
  /// Wall-clock seconds before the group is killed.
  package var timeLimit: Double
  /// Bytes of standard output and standard error together before the group is killed.
  package var outputLimit: Int

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
    }

    package var ending: Ending
    package var standardOutput: [UInt8]
    package var standardError: [UInt8]
  }

  /// Runs the program to its end, or until a limit kills it.
  package func run() throws -> Result {
    var outPipe: [Int32] = [0, 0]
    var errPipe: [Int32] = [0, 0]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      throw RunError.toolMissing("cannot make a pipe: \(String(cString: strerror(errno)))")
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for descriptor in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    posix_spawnattr_setpgroup(&attributes, 0)

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

  /// Reads both pipes until they close, watching the clock and the byte count, then reaps the
  /// child.
  private func collect(pid: pid_t, out: Int32, err: Int32) -> Result {
    var result = Result(ending: .exited(0), standardOutput: [], standardError: [])
    var killedFor: Result.Ending?
    let deadline = Date().addingTimeInterval(timeLimit)
    var open: [Int32] = [out, err]
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !open.isEmpty {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0, killedFor == nil {
        killedFor = .timedOut
        kill(-pid, SIGKILL)
      }
      var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let timeout = killedFor == nil ? Int32(min(max(remaining, 0) * 1000, 1000)) + 1 : 100
      let ready = poll(&polled, nfds_t(polled.count), timeout)
      if ready < 0, errno == EINTR { continue }
      for entry in polled where entry.revents != 0 {
        let count = read(entry.fd, &buffer, buffer.count)
        if count <= 0 {
          close(entry.fd)
          open.removeAll { $0 == entry.fd }
          continue
        }
        if killedFor != nil { continue }
        if entry.fd == out {
          result.standardOutput += buffer[0..<count]
        } else {
          result.standardError += buffer[0..<count]
        }
        if result.standardOutput.count + result.standardError.count > outputLimit {
          killedFor = .printedTooMuch
          kill(-pid, SIGKILL)
        }
      }
    }
    // The pipes are closed; the program may still run (it can close them itself). Wait for
    // it to end, or for the deadline, without reaping it: while it is a zombie its process id,
    // and so its group's id, cannot be reused, so killing the group cannot reach anyone else.
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0,
      info._sifields._sigchld.si_pid == 0
    {
      if killedFor == nil, deadline.timeIntervalSinceNow <= 0 {
        killedFor = .timedOut
        kill(-pid, SIGKILL)
      }
      usleep(5_000)
    }
    // Anything the program started is in its group; none of it outlives the run.
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    if let killedFor {
      result.ending = killedFor
    } else if status & 0x7F == 0 {
      result.ending = .exited((status >> 8) & 0xFF)
    } else {
      result.ending = .signalled(status & 0x7F)
    }
    return result
  }
}
