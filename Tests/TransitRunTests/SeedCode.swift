import Foundation
import TransitTestSupport

/// Where each post's Swift code is in its text, and what had to change for `transit run` to
/// compile it: the manifest the seed tests extract the code with, at test time, from the shared
/// folder. The posts' code is not in the repository; this file holds only line numbers, our
/// own replacement lines, and the few words of the post each edit expects to find (so a change
/// in the text is caught, not silently mis-cut).
///
/// A file that shows no import gets `import UIKit` on top, as a developer pasting it would
/// write; that is not counted as a change. Every other change is an edit below.
struct SeedCode: Sendable, CustomStringConvertible {
  /// The post's file in the shared folder's `seeds/`.
  let file: String
  /// Its folder under `Tests/TransitRunTests/Seeds/`, with the glue and the scenario.
  let folder: String
  /// The post's title, which the README names.
  let post: String
  let parts: [Part]
  let edits: [Edit]
  /// The scenario file in `folder`.
  let scenario: String

  var description: String { folder }

  /// One Swift file cut out of the post: the text's lines in `ranges` (1-based, inclusive),
  /// with `dedent` leading spaces taken off where the text dump indents its code blocks.
  struct Part: Sendable {
    let name: String
    let ranges: [ClosedRange<Int>]
    var addsImport = false
    var dedent = 0
  }

  /// A line of the post replaced, or a line added before or after one.
  struct Edit: Sendable {
    enum Kind: Sendable { case replace, insertBefore, insertAfter }
    let line: Int
    let kind: Kind
    let text: String
    /// What line `line` of the post starts with (after its indentation).
    let expected: String
  }

  static let all: [SeedCode] = [colorZoom, appStoreToday, appStoreMenu, slideTransitions]

  static let colorZoom = SeedCode(
    file: "000_e8229ddcb9a31e50.txt", folder: "000",
    post: "[Swift] UIViewControllerTransitioningDelegate를 사용하여 Transition을 통해 뷰 컨트롤러를 "
      + "Present/Dismiss 해보자 - 2편",
    parts: [
      Part(name: "CustomTransition.swift", ranges: [41...161], addsImport: true),
      Part(name: "CustomPresentingTransitionAnimator.swift", ranges: [185...273], addsImport: true),
      Part(name: "CustomDismissalTransitionAnimator.swift", ranges: [274...349], addsImport: true),
    ],
    edits: [], scenario: "color-zoom.yaml")

  static let appStoreToday = SeedCode(
    file: "001_c87bf3be960cc23b.txt", folder: "001",
    post: "iOS) UIPresentationController 를 알아보고 App Store clone app 를 살펴보자",
    parts: [
      Part(
        name: "TodayViewController.swift", ranges: [28...44, 50...60, 68...80], addsImport: true),
      Part(name: "CardPresentationController.swift", ranges: [183...229]),
      Part(
        name: "CardDetailViewController.swift", ranges: [269...289, 313...325], addsImport: true),
      Part(name: "TodayAnimationTransition.swift", ranges: [342...432]),
    ],
    edits: [
      Edit(
        line: 28, kind: .insertBefore, text: "class TodayViewController: TodayListController {",
        expected: "// TodayViewController.swift"),
      Edit(line: 80, kind: .insertAfter, text: "}", expected: "}"),
      Edit(
        line: 269, kind: .replace, text: "class CardDetailViewController: CardDetailBase {",
        expected: "class CardDetailViewController: UIViewController {"),
      Edit(
        line: 271, kind: .replace,
        text:
          "override init(cell: TodayTableViewCell) { super.init(cell: cell); setupTranstion() }",
        expected: "// ..."),
      Edit(
        line: 313, kind: .replace, text: "extension CardDetailViewController {",
        expected: "extension CardDetailViewController: UIViewControllerTransitioningDelegate {"),
    ],
    scenario: "appstore-today.yaml")

  static let appStoreMenu = SeedCode(
    file: "002_1240c13a49e6ed20.txt", folder: "002",
    post: "iOS) Appstore Transition 따라하기(1) - 기본 구성",
    parts: [
      Part(name: "TabBarViewController.swift", ranges: [46...85], dedent: 4),
      Part(name: "AppStoreMenuViewController.swift", ranges: [96...169], dedent: 4),
      Part(name: "AppCollectionViewCell.swift", ranges: [170...213], dedent: 4),
      Part(name: "AppContentView.swift", ranges: [221...379, 524...548], dedent: 4),
    ],
    edits: [
      Edit(line: 213, kind: .insertAfter, text: "}", expected: "}"),
      Edit(
        line: 226, kind: .replace,
        text:
          "    let scrollView = UIScrollView(), imageView = UIImageView(), "
          + "subDescriptionLabel = UILabel(), descriptionLabel = UILabel(), "
          + "closeButton = UIButton(), contentText = UITextView()",
        expected: "//view 선언부"),
    ],
    scenario: "appstore-menu.yaml")

  static let slideTransitions = SeedCode(
    file: "003_4514fea167a84aa1.txt", folder: "003",
    post: "iOS 사용성 최대로 올려보자! (Part4) - UIViewController Non Interactive Transition",
    parts: [
      Part(name: "Transitions.swift", ranges: [172...176, 182...186, 192...196], addsImport: true)
    ],
    edits: [], scenario: "slide-transitions.yaml")

  /// The committed folder with the glue and the scenario.
  var glueFolder: URL {
    PackagePaths.tests("TransitRunTests").appendingPathComponent("Seeds/\(folder)")
  }

  /// Writes the post's files, edited, and the glue into `destination`. Throws when a line an
  /// edit expects is not there.
  func extract(to destination: URL) throws {
    let lines = try SharedFolder.text("seeds/\(file)").split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let editsByLine = Dictionary(grouping: edits, by: \.line)
    for part in parts {
      var body = part.addsImport ? ["import UIKit", ""] : []
      for (index, range) in part.ranges.enumerated() {
        if index > 0 { body.append("") }
        for number in range {
          var line = lines[number - 1]
          if part.dedent > 0 {
            line =
              line.hasPrefix(String(repeating: " ", count: part.dedent))
              ? String(line.dropFirst(part.dedent))
              : (line.trimmingCharacters(in: .whitespaces).isEmpty ? "" : line)
          }
          var replaced = line
          var after: [String] = []
          for edit in editsByLine[number] ?? [] {
            guard line.trimmingCharacters(in: .whitespaces).hasPrefix(edit.expected) else {
              throw ExtractionError(
                description: "\(file):\(number): expected `\(edit.expected)`, found `\(line)`")
            }
            switch edit.kind {
            case .replace: replaced = edit.text
            case .insertBefore: body.append(edit.text)
            case .insertAfter: after.append(edit.text)
            }
          }
          body.append(replaced)
          body += after
        }
      }
      try (body.joined(separator: "\n") + "\n").write(
        to: destination.appendingPathComponent(part.name), atomically: true, encoding: .utf8)
    }
    for name in try FileManager.default.contentsOfDirectory(atPath: glueFolder.path) {
      try FileManager.default.copyItem(
        at: glueFolder.appendingPathComponent(name), to: destination.appendingPathComponent(name))
    }
  }

  struct ExtractionError: Error, CustomStringConvertible {
    let description: String
  }
}
