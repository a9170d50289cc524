/// The log's vocabulary (`CallName`, `ParticipantRole`, `TransitionState`, `TransitionKind`) is
/// UIKit's, and lives with the rest of what Transit knows about UIKit's lifecycle, in
/// `TransitLifecycle`. A record's fields are typed with it, so every user of this library gets
/// it with `import TransitTrace`; this is the one file that says so.
@_exported import TransitLifecycle
