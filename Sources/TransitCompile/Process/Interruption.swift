import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C, a `kill` or a closed terminal while `transit run` works: the signal is caught, so
/// that the child it runs (which has a process group of its own, out of the terminal's reach)
/// is sent the same signal and waited for, and what the run made is removed, before `transit`
/// ends by that signal as if it had not caught it.
///
/// The handler only notes the signal and writes a byte to a pipe, which a child's watcher
/// polls with the child's output (the self-pipe pattern); everything else happens in ordinary
/// code, which checks `check()` between its steps.
package enum Interruption {
  /// The signals forwarded: the terminal's interrupt, a polite kill, a terminal that went away.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// The signal caught, 0 while none was; and the pipe the handler writes to. Made once,
  /// before any handler can run, so the handler touches nothing that allocates or locks.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<Int32> = {
    let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 3)
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
      }
    }
    pointer[0] = 0
    pointer[1] = ends[0]
    pointer[2] = ends[1]
    return pointer
  }()

  /// Catches the signals from now on, on the calling thread, which should be the one that
  /// waits for children: they are unblocked there, as a parent may have started `transit` with
  /// them blocked (a thread of a test runner, say), and a blocked signal would stay pending.
  /// Calling it again does nothing more.
  package static func install() {
    _ = installed
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in signals { sigaddset(&mask, signal) }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
  }

  private static let installed: Void = {
    _ = state
    for signal in signals {
      // A signal ignored from the start (SIGHUP under `nohup`) stays ignored.
      var current = sigaction()
      sigaction(signal, nil, &current)
      if current.ignores { continue }
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { caught in Interruption.note(caught) }
      #else
        action.__sigaction_u.__sa_handler = { caught in Interruption.note(caught) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(signal, &action, nil)
    }
  }()

  /// The handler: async-signal-safe, as it only stores and writes.
  private static func note(_ caught: Int32) {
    let pointer = state
    if pointer[0] == 0 { pointer[0] = caught }
    var byte: UInt8 = 1
    _ = write(pointer[2], &byte, 1)
  }

  /// The signal caught so far, if any.
  package static var caught: Int32? {
    let value = state[0]
    return value == 0 ? nil : value
  }

  /// The end of the pipe that becomes readable when a signal is caught, for `poll`.
  static var descriptor: Int32 { state[1] }

  /// Throws `RunError.interrupted` once a signal was caught.
  package static func check() throws {
    if let caught { throw RunError.interrupted(caught) }
  }

  /// Ends `transit` by `signal`, with its default action, so that a shell sees a command
  /// stopped by Ctrl-C (and stops a loop around it), as it would without the handler.
  package static func end(by signal: Int32) -> Never {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = SIG_DFL
    #else
      action.__sigaction_u.__sa_handler = SIG_DFL
    #endif
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    sigaddset(&unblocked, signal)
    sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    raise(signal)
    exit(128 + signal)
  }
}

extension sigaction {
  /// Whether the handler is `SIG_IGN`.
  fileprivate var ignores: Bool {
    #if canImport(Glibc)
      let handler = __sigaction_handler.sa_handler
    #else
      let handler = __sigaction_u.__sa_handler
    #endif
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
