import Testing

@testable import TransitImport

/// The view controllers the screen model says are on screen (`ScreenModel.onScreen`), which a
/// transition's reading takes the one it covers from: a view controller is there from its
/// did-appear callback until its next callback, whatever the table of appearances remembers.
@Suite("The screen's view controllers")
struct ScreenModelTests {
  @Test("a view controller is on screen from its did-appear to its next callback")
  func onScreen() {
    var screen = ScreenModel()
    for id in ["vc.a", "vc.b"] {
      screen.note(.appearing, on: id)
      screen.note(.appeared, on: id)
    }
    #expect(screen.onScreen == ["vc.b", "vc.a"])
    screen.note(.disappearing, on: "vc.a")
    #expect(screen.onScreen == ["vc.b"])
    screen.note(.disappeared, on: "vc.a")
    screen.note(.appearing, on: "vc.a")
    #expect(screen.onScreen == ["vc.b"])
    screen.note(.appeared, on: "vc.a")
    #expect(screen.onScreen == ["vc.a", "vc.b"])
    // A did-appear again moves it to the front, once.
    screen.note(.appeared, on: "vc.b")
    #expect(screen.onScreen == ["vc.b", "vc.a"])
  }

  @Test("one on screen that the table forgot leaves the screen at its next callback")
  func forgottenLeaves() {
    var screen = ScreenModel()
    screen.note(.appearing, on: "vc.a")
    screen.note(.appeared, on: "vc.a")
    // Enough others, none appearing, that the table forgets its oldest half, vc.a among them.
    for index in 0..<ScreenModel.limit {
      screen.note(.appearing, on: "vc.other\(index)")
    }
    #expect(screen.appearance(of: "vc.a") == nil)
    #expect(screen.onScreen == ["vc.a"])
    screen.note(.disappearing, on: "vc.a")
    #expect(screen.onScreen.isEmpty)
  }
}
