import Foundation
import Testing
import TransitScenarios
import TransitTrace

/// What UIKit's own animators move (docs/lifecycle.md#fact-system-animation-geometry): each
/// animated change of a view they make, as the log writes it, so the step-through page plays
/// the cover's slide, the cross-dissolve's fade and the push's parallax.
@MainActor
@Suite("UIKit's own animations move the views")
struct SystemAnimationGeometryTests {
  /// The animated changes of `view` in the scenario's log, as log lines without their time.
  static func animated(_ view: String, in scenario: String) throws -> [String] {
    let log = try ScenarioLog(scenario)
    return log.records.compactMap { record -> String? in
      guard case .geometry(.set(let set)) = record, set.view == view, set.animation != nil
      else { return nil }
      var bytes: [UInt8] = []
      RecordEncoder.append(record, to: &bytes)
      let line = String(decoding: bytes, as: UTF8.self)
      // `{"type":"set","t":0.5,…` without the time, which the scenario's steps decide.
      return line.replacingOccurrences(
        of: #""t":[0-9.]+,"#, with: "", options: .regularExpression
      ).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }

  @Test("a cover slides up from below the container and back down")
  func coverVertical() throws {
    #expect(
      try Self.animated("vc.settings.view", in: "fullscreen-default") == [
        #"{"type":"set","view":"vc.settings.view","animation":1,"transform":[1,0,0,1,0,0],"from":{"transform":[1,0,0,1,0,852]}}"#,
        #"{"type":"set","view":"vc.settings.view","animation":2,"transform":[1,0,0,1,0,852],"from":{"transform":[1,0,0,1,0,0]}}"#,
      ])
  }

  @Test(
    "a push slides the new view in from the right and the covered one a third left; a pop reverses it"
  )
  func pushAndPop() throws {
    #expect(
      try Self.animated("vc.detail.view", in: "nav-push-pop") == [
        #"{"type":"set","view":"vc.detail.view","animation":1,"transform":[1,0,0,1,0,0],"from":{"transform":[1,0,0,1,393,0]}}"#,
        #"{"type":"set","view":"vc.detail.view","animation":2,"transform":[1,0,0,1,393,0],"from":{"transform":[1,0,0,1,0,0]}}"#,
      ])
    #expect(
      try Self.animated("vc.list.view", in: "nav-push-pop") == [
        #"{"type":"set","view":"vc.list.view","animation":1,"transform":[1,0,0,1,-131,0],"from":{"transform":[1,0,0,1,0,0]}}"#,
        #"{"type":"set","view":"vc.list.view","animation":2,"transform":[1,0,0,1,0,0],"from":{"transform":[1,0,0,1,-131,0]}}"#,
      ])
  }

  @Test("a cross-dissolve fades the presented view in and out")
  func crossDissolve() throws {
    #expect(
      try Self.animated("vc.about.view", in: "about-cross-dissolve") == [
        #"{"type":"set","view":"vc.about.view","animation":1,"alpha":1,"from":{"alpha":0}}"#,
        #"{"type":"set","view":"vc.about.view","animation":2,"alpha":0,"from":{"alpha":1}}"#,
      ])
  }
}
