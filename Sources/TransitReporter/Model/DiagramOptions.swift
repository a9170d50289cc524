import TransitTrace

/// What a diagram shows and how: focus, participant order, view records, theme.
package struct DiagramOptions: Sendable, Hashable {
  /// Which `view` records (view-hierarchy changes) become rows.
  package enum Views: String, Sendable, Hashable, CaseIterable {
    /// None: the diagram shows calls only.
    case none
    /// Those made while a transition is in flight, where the container view is built and torn
    /// down (the animator adding the presented view is the step people forget); the views a
    /// `viewDidLoad()` builds before any transition are left out as set-up noise.
    case transitions
    /// Every one.
    case all
  }

  /// What a column of the diagram stands for.
  package enum Lanes: String, Sendable, Hashable, CaseIterable {
    /// One column per role (presenting view controller, delegate, presentation controller,
    /// animator, …): the objects playing a role share its column, and a message names its
    /// object when the column holds several, so a log of many transitions keeps a dozen
    /// columns at most.
    case role
    /// One column per object, as the log declares them.
    case object
  }

  /// Which `note` records (what no source establishes, said where it happens) become rows.
  package enum Notes: String, Sendable, Hashable, CaseIterable {
    /// None: a slide's audience sees the calls; the log keeps the notes.
    case none
    /// Every one.
    case all
  }

  /// Only records of this transition, with the records that caused them (the tap or pan that
  /// started it).
  package var transition: Int?
  /// Only records from this `seq` on.
  package var fromSeq: Int?
  /// Only records up to this `seq`.
  package var toSeq: Int?
  /// Only these participants' columns, and the records between them; nil for all.
  package var participants: [String]?
  /// Participants whose columns, and the records touching them, are left out.
  package var hidden: [String]
  /// Participants to place first, left to right, ahead of the lifecycle order of roles.
  package var order: [String]
  /// Which view-hierarchy changes are shown.
  package var views: Views
  /// Which notes are shown. Warnings (what UIKit does about misuse) and calls to a folded role
  /// are drawn whatever this says: they are findings and calls, not remarks.
  package var notes: Notes = .all
  /// Whether each release of an object is shown. Off by default, as view changes made at
  /// set-up are: a diagram is about the calls. An object still alive after the transition that
  /// should have freed it is a finding, and always shown.
  package var lifetimes = false
  /// What a column stands for.
  package var lanes: Lanes
  /// Roles drawn without a column of their own: their calls become notes on the lane of the
  /// object at the other end, in order.
  package var foldedRoles: [ParticipantRole]
  /// Whether a call that made no call of its own shows its result on its row
  /// (`shouldPresentInFullscreen → true`) instead of on a return arrow below it: a slide's
  /// rows are its scarcest room.
  package var inlineReplies = false
  /// Whether runs of identical calls fold into one row with a count.
  package var fold: Bool
  /// How many rows pass before the participant headers are drawn again; 0 never repeats them.
  package var headerInterval: Int
  /// The colours.
  package var theme: Theme
  /// Whether a legend says what each colour, band, frame and arrow style means.
  package var legend: Bool
  /// The pages SVG, PNG and PDF are cut into, each with the lane headers at its top; nil for
  /// one picture.
  package var pages: PageSize?
  /// Whether each transition starts a page of its own (a slide's).
  package var pagePerTransition = false
  /// How much larger than usual the type is set.
  package var textScale = 1.0
  /// A width in points a single picture is scaled down to when it is wider.
  package var fitWidth: Double?
  /// How many cells a label runs before it wraps; nil for the usual 52 (44 for notes).
  package var labelColumns: Int?

  /// A page size, in points.
  package enum PageSize: String, Sendable, Hashable, CaseIterable {
    /// ISO A4, portrait.
    case a4
    /// US Letter, portrait.
    case letter
    /// A 16:9 slide, PowerPoint's and Keynote's widescreen 13.33 × 7.5 inches.
    case slide

    package var width: Double {
      switch self {
      case .a4: return 595
      case .letter: return 612
      case .slide: return 960
      }
    }

    package var height: Double {
      switch self {
      case .a4: return 842
      case .letter: return 792
      case .slide: return 540
      }
    }
  }

  /// A set of options for one use of a diagram.
  package enum Preset: String, Sendable, Hashable, CaseIterable {
    /// A 16:9 slide: lanes by role, larger type, a legend, a transition per page or image,
    /// the transition context and coordinator folded into notes on the lanes that call them.
    case slide
    /// The width of a printed page (A4, or Letter with `letter`): lanes by role and a legend;
    /// PDF is cut into pages.
    case page

    /// The roles a slide folds unless told otherwise.
    package static let slideFoldedRoles: [ParticipantRole] = [
      .transitionContext, .transitionCoordinator,
    ]

    /// Sets what the preset decides; options given explicitly are applied after it.
    package func apply(to options: inout DiagramOptions, paper: PageSize = .a4) {
      options.lanes = .role
      options.legend = true
      switch self {
      case .slide:
        options.pages = .slide
        options.pagePerTransition = true
        options.textScale = 1.3
        options.views = .none
        // A slide is wide and short: a label wraps at 64 cells, so most calls take one line.
        options.labelColumns = 64
        // A custom transition's context and coordinator add two lanes whose calls are short
        // questions and answers (`containerView → container.1`); as notes on the caller's lane
        // they keep a transition on one slide.
        options.foldedRoles = Self.slideFoldedRoles
        options.inlineReplies = true
      case .page:
        options.fitWidth = paper.width
        // Narrower labels make narrower gaps between lanes, so less scaling down to the page.
        options.labelColumns = 24
      }
    }
  }

  package init(
    transition: Int? = nil, fromSeq: Int? = nil, toSeq: Int? = nil,
    participants: [String]? = nil, hidden: [String] = [], order: [String] = [],
    views: Views = .transitions, lanes: Lanes = .role, foldedRoles: [ParticipantRole] = [],
    fold: Bool = true, headerInterval: Int = 40, theme: Theme = .light, legend: Bool = false,
    lifetimes: Bool = false
  ) {
    self.transition = transition
    self.fromSeq = fromSeq
    self.toSeq = toSeq
    self.participants = participants
    self.hidden = hidden
    self.order = order
    self.views = views
    self.lanes = lanes
    self.foldedRoles = foldedRoles
    self.fold = fold
    self.headerInterval = headerInterval
    self.theme = theme
    self.legend = legend
    self.lifetimes = lifetimes
  }
}
