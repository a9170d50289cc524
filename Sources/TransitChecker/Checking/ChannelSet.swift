import TransitLifecycle

/// A set of channels, kept in one word so that marking one per record costs nothing.
struct ChannelSet: Sendable, Hashable {
  private(set) var bits: UInt32 = 0

  init() {}

  init(_ channels: [Channel]) {
    for channel in channels { insert(channel) }
  }

  mutating func insert(_ channel: Channel) { bits |= 1 << UInt32(channel.rawValue) }

  mutating func formUnion(_ other: ChannelSet) { bits |= other.bits }

  func contains(_ channel: Channel) -> Bool { bits & (1 << UInt32(channel.rawValue)) != 0 }

  /// Whether every channel of `other` is here.
  func contains(all other: ChannelSet) -> Bool { other.bits & ~bits == 0 }
}
