// swift-format-ignore-file: AlwaysUseLowerCamelCase

// Dispatch's C constants keep their C names, as code written for iOS spells them.
/// Mirrors Dispatch's `NSEC_PER_SEC` and its siblings, which Darwin's Dispatch exports.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
public let NSEC_PER_MSEC: UInt64 = 1_000_000
public let USEC_PER_SEC: UInt64 = 1_000_000
