// The C library's memory functions as Darwin's headers declare them, on Linux: Darwin's take
// their pointers implicitly unwrapped, where Glibc's headers mark them non-null, so code written
// for iOS that passes an optional pointer (`memcpy(buffer.data, CFDataGetBytePtr(data), n)`,
// whose second argument is optional once bound to a constant) compiles as it does there. A call
// with non-optional pointers still reaches Glibc's own, the better match.
#if canImport(Glibc)
  import Glibc

  /// Mirrors Darwin's `memcpy(_:_:_:)`.
  @discardableResult
  public func memcpy(
    _ destination: UnsafeMutableRawPointer!, _ source: UnsafeRawPointer!, _ count: Int
  ) -> UnsafeMutableRawPointer! {
    Glibc.memcpy(destination, source, count)
  }

  /// Mirrors Darwin's `memmove(_:_:_:)`.
  @discardableResult
  public func memmove(
    _ destination: UnsafeMutableRawPointer!, _ source: UnsafeRawPointer!, _ count: Int
  ) -> UnsafeMutableRawPointer! {
    Glibc.memmove(destination, source, count)
  }

  /// Mirrors Darwin's `memset(_:_:_:)`.
  @discardableResult
  public func memset(_ destination: UnsafeMutableRawPointer!, _ value: Int32, _ count: Int)
    -> UnsafeMutableRawPointer!
  {
    Glibc.memset(destination, value, count)
  }
#endif
