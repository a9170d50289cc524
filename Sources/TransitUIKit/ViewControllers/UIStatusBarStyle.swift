/// Mirrors `UIStatusBarStyle`: what `preferredStatusBarStyle` answers. Kept, not drawn.
public enum UIStatusBarStyle: Int, Sendable {
  case `default`, lightContent
  case darkContent = 3
}

/// Mirrors `UIStatusBarAnimation`: what `preferredStatusBarUpdateAnimation` answers.
public enum UIStatusBarAnimation: Int, Sendable {
  case none, fade, slide
}
