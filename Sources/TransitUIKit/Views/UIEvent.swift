/// Mirrors `UIEvent`, which hit-testing is handed; Transit's touches carry nothing in it.
@preconcurrency @MainActor
open class UIEvent {
  public init() {}
}
