import Testing
import TransitLifecycle

/// The one table of participant-id prefixes, which the engine (by role) and the importer (by
/// the receiver a console line names) both read, so one object gets one id either way.
@Suite("Participant-id prefixes")
struct IDPrefixTests {
  @Test("each role's prefix, as a log spells it")
  func roles() {
    let prefixes = ParticipantRole.lifecycleOrder.map { "\($0.rawValue) \($0.idPrefix)" }
    #expect(
      prefixes == [
        "app object", "presentingViewController vc", "viewController vc",
        "navigationController nav",
        "tabBarController tab", "pageViewController page", "splitViewController split",
        "transitioningDelegate delegate", "containerDelegate delegate",
        "presentationController pc", "animator animator", "propertyAnimator propertyAnimator",
        "interactionController interactor", "transitionContext ctx",
        "transitionCoordinator coordinator", "presentedViewController vc", "uikit uikit",
      ])
  }

  @Test("a receiver with a role takes the role's prefix; the others have their own")
  func receivers() {
    for receiver in CallDefinition.Receiver.allCases {
      switch receiver {
      case .view: #expect(receiver.idPrefix == "view")
      case .listDelegate: #expect(receiver.idPrefix == "list")
      case .uikit: #expect(receiver.idPrefix == "app")
      case .pageDelegate: #expect(receiver.idPrefix == "delegate")
      case .viewController: #expect(receiver.idPrefix == "vc")
      case .propertyAnimator: #expect(receiver.idPrefix == "propertyAnimator")
      default:
        #expect(receiver.idPrefix == receiver.role?.idPrefix, "\(receiver)")
      }
    }
  }
}
