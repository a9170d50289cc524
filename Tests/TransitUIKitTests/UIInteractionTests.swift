import Foundation
import Testing

@testable import TransitUIKit

/// An app's own `UIInteraction`, told as a view adds and removes it.
@MainActor
@Suite("Interactions")
struct UIInteractionTests {
  final class Tracker: UIInteraction {
    private(set) weak var view: UIView?
    var calls: [String] = []

    func willMove(to view: UIView?) {
      calls.append("will \(view?.tag ?? -1) from \(self.view?.tag ?? -1)")
    }

    func didMove(to view: UIView?) {
      self.view = view
      calls.append("did \(view?.tag ?? -1)")
    }
  }

  private func view(tagged tag: Int) -> UIView {
    let view = UIView()
    view.tag = tag
    return view
  }

  @Test("addInteraction tells willMove, adds, then tells didMove; removal the same with nil")
  func addAndRemove() {
    let photo = view(tagged: 7)
    let tracker = Tracker()
    photo.addInteraction(tracker)
    #expect(tracker.calls == ["will 7 from -1", "did 7"])
    #expect(tracker.view === photo)
    #expect(photo.interactions.count == 1 && photo.interactions.first === tracker)
    photo.addInteraction(tracker)
    #expect(tracker.calls.count == 2)
    photo.removeInteraction(tracker)
    #expect(tracker.calls == ["will 7 from -1", "did 7", "will -1 from 7", "did -1"])
    #expect(photo.interactions.isEmpty && tracker.view == nil)
    photo.removeInteraction(tracker)
    #expect(tracker.calls.count == 4)
  }

  @Test("setting interactions removes the ones left out and adds the new ones, in order")
  func settingInteractions() {
    let photo = view(tagged: 3)
    let first = Tracker()
    let second = Tracker()
    photo.addInteraction(first)
    photo.interactions = [second]
    #expect(first.calls == ["will 3 from -1", "did 3", "will -1 from 3", "did -1"])
    #expect(second.calls == ["will 3 from -1", "did 3"])
    photo.interactions = [first, second]
    #expect(
      photo.interactions.map { ObjectIdentifier($0) } == [first, second].map(ObjectIdentifier.init))
  }
}
