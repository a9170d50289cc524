import TransitLifecycle
import TransitTrace

// Navigation and tab bar controllers across their transitions. A container keeps its delegate,
// so what the log has shown of that delegate holds for every transition of the container: a
// code change that never asks `shouldSelect` is still judged when a tap earlier showed the log
// records the delegate's selection calls (docs/lifecycle.md#order-f).
extension CheckRun {
  /// Notes a call of a navigation or tab bar controller or of its delegate: the delegate's
  /// channels and the optional methods it implements, under the container's id.
  func noteContainer(_ call: Call, _ info: CallInfo) {
    let id: String?
    switch info.container {
    case .none: return
    case .receiver: id = call.receiver
    case .argument(let key): id = call.args[key]?.stringValue
    }
    guard let id else { return }
    // A log with more containers than view controllers followed forgets what it knew of them;
    // their rules then judge only what each transition records itself.
    if containers[id] == nil, containers.count >= limits.viewControllers { containers.removeAll() }
    var record = containers[id] ?? ContainerRecord()
    if let channel = info.channel, ContainerRecord.carried.contains(channel) {
      record.channels.insert(channel)
    }
    if info.isOptional { record.implemented.insert(call.name) }
    containers[id] = record
  }
}

/// What the log has shown of one container's delegate.
struct ContainerRecord: Sendable {
  /// The delegate's channels the log records.
  var channels = ChannelSet()
  /// The delegate's optional methods, among those conditions ask about, seen in the log.
  var implemented: Set<CallName> = []

  /// The channels that carry over: the delegate's, not the container's own calls.
  static let carried: Set<Channel> = [.containerRequests, .containerNotifications]
}
