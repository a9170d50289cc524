/// An object that takes part in the log: a view controller, a delegate, an animator, UIKit itself.
///
/// Declared by a `"type":"participant"` record before the first event that names it, so a
/// reader needs nothing but the file:
/// `{"type":"participant","id":"vc.home","class":"HomeViewController","role":"presentingViewController"}`.
public struct Participant: Sendable, Hashable {
  /// A short, stable id such as `vc.home`, `pc`, `animator.present` or `ctx.1`.
  public var id: String
  /// The Swift class name as a user would write it, such as `HomeViewController`.
  public var className: String
  /// The part the object plays, which orders the columns of a sequence diagram.
  public var role: ParticipantRole
  /// Whether the id stands for whichever object of its role received a call, because the log
  /// cannot tell them apart: a bare `print(#function)` names no object. Written
  /// `"anonymous":true`; a checker takes nothing about identity from such a participant.
  public var isAnonymous: Bool

  public init(id: String, className: String, role: ParticipantRole, isAnonymous: Bool = false) {
    self.id = id
    self.className = className
    self.role = role
    self.isAnonymous = isAnonymous
  }
}
