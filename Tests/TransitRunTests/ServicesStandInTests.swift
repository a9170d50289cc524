import Foundation
import Testing
import TransitTestSupport
import TransitTrace

/// The frameworks beside UIKit that `transit run` answers with TransitServices (`import
/// MessageUI`, `import LocalAuthentication`, `import AVKit`, `import AVFoundation`, `import
/// StoreKit`, `import UserNotifications`, `import Photos`): a device without a mail account,
/// enrolled biometrics, a passcode or granted permissions, whose view controllers present and
/// dismiss as any does.
@Suite("transit run's stand-ins for Apple's other frameworks")
struct ServicesStandInTests {
  static let screen = """
    import UIKit
    import MessageUI
    import LocalAuthentication
    import AVKit
    import AVFoundation
    import StoreKit
    import UserNotifications
    import Photos

    class HomeViewController: UIViewController, MFMailComposeViewControllerDelegate {
        let sound = AVAudioSession.sharedInstance()

        override func viewDidLoad() {
            super.viewDidLoad()
            for (name, y) in [("mail", 100.0), ("video", 200.0)] {
                let button = UIButton(type: .system)
                button.accessibilityIdentifier = name
                button.frame = CGRect(x: 20, y: y, width: 200, height: 44)
                view.addSubview(button)
            }
            (view.subviews[0] as! UIButton).addTarget(self, action: #selector(mail), for: .touchUpInside)
            (view.subviews[1] as! UIButton).addTarget(self, action: #selector(video), for: .touchUpInside)
            let context = LAContext()
            var error: NSError?
            let can = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error)
            print("biometrics \\(can) \\(error?.domain ?? "") \\(error?.code ?? 0)")
            context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
                print("reply \\(success) \\((error as? LAError)?.code == .passcodeNotSet) \\(Thread.isMainThread)")
                print("bridged \\((error! as NSError).domain) \\((error! as NSError).code)")
            }
            print("asked")
            try? sound.setCategory(.ambient, mode: .default)
            try? sound.setActive(true)
            print("session \\(sound.category == .ambient) \\(sound.isActive)")
            SKStoreReviewController.requestReview()
            print("photos \\(PHPhotoLibrary.authorizationStatus() == .notDetermined)")
            PHPhotoLibrary.requestAuthorization { status in print("photos \\(status == .denied)") }
            let center = UNUserNotificationCenter.current()
            center.requestAuthorization(options: [.alert, .badge]) { granted, error in
                print("notifications \\(granted) \\(error == nil)")
            }
            let content = UNMutableNotificationContent()
            content.body = "Hello"
            let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
            center.add(UNNotificationRequest(identifier: "hello", content: content, trigger: trigger))
            center.getPendingNotificationRequests { print("pending \\($0.map(\\.identifier))") }
            let player = AVAudioPlayer()
            print("playing \\(player.play()) \\(player.isPlaying)")
        }

        @objc func mail() {
            print("canSendMail \\(MFMailComposeViewController.canSendMail())")
            let composer = MFMailComposeViewController()
            composer.mailComposeDelegate = self
            composer.setToRecipients(["someone@example.com"])
            composer.setSubject("Hi")
            present(composer, animated: true)
        }

        @objc func video() {
            let controller = AVPlayerViewController()
            controller.player = AVPlayer(url: URL(string: "https://example.com/a.mp4")!)
            controller.player?.play()
            print("rate \\(controller.player!.rate) \\(controller.player!.timeControlStatus == .playing)")
            present(controller, animated: true)
        }

        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {
            print("finished \\(result == .cancelled) \\(result == .failed) \\(error == nil)")
            controller.dismiss(animated: true)
        }
    }

    """

  /// What `viewDidLoad()` prints: the reply and the handlers come after it, at the main queue's
  /// next turn.
  static let loaded = [
    "biometrics false com.apple.LocalAuthentication -7", "asked", "session true true",
    "photos true", "playing true true", "reply false true true",
    "bridged com.apple.LocalAuthentication -5", "photos true",
    "notifications false true", "pending [\"hello\"]",
  ]

  static let appearing = [
    "loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewSafeAreaInsetsDidChange()",
    "viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
    "viewDidAppear(_:)",
  ]

  @Test(
    "a mail composer's Cancel or Send tells the delegate, which dismisses it; Send fails",
    arguments: [("Cancel", "finished true false true"), ("Send", "finished false true true")])
  func mailComposer(_ button: String, _ finished: String) throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.screen)
    try harness.write(
      "case.yaml",
      RunCommandTests.scenario(
        steps: "  - tap: {id: mail}\n  - wait: 1\n  - tap: {button: \(button)}\n  - wait: 1"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init)
        == Self.loaded + ["canSendMail false", finished])
    let records = try harness.records("log.jsonl")
    #expect(
      calls(to: "MFMailComposeViewController", in: records)
        == Self.appearing + ["viewWillDisappear(_:)", "viewDidDisappear(_:)"])
    let check = try harness.transit(["check", "log.jsonl"])
    #expect(check.status == 0, "\(check.stdout)")
  }

  @Test("a player view controller is presented as any view controller is; nothing plays")
  func playerViewController() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("Home.swift", Self.screen)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - tap: {id: video}"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == Self.loaded + ["rate 1.0 false"])
    let records = try harness.records("log.jsonl")
    #expect(calls(to: "AVPlayerViewController", in: records) == Self.appearing)
  }

  @Test(
    "a video view as media pods write it: Core Media's times compute as Apple's pages say, the asset never loads, nothing is heard"
  )
  func mediaTimesAndAssets() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write(
      "Home.swift",
      """
      import UIKit
      import AVFoundation

      final class VideoView: UIView {
          override class var layerClass: AnyClass { AVPlayerLayer.self }
          var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
      }

      final class HomeViewController: UIViewController {
          let player = AVPlayer()
          var observers: [NSKeyValueObservation] = []
          var ticks: Any?

          override func loadView() { view = VideoView() }

          override func viewDidLoad() {
              super.viewDidLoad()
              let half = CMTimeMake(value: 1, timescale: 2)
              let sum = CMTimeAdd(half, CMTime(value: 3, timescale: 4))
              print("times \\(CMTimeGetSeconds(sum)) \\(sum.timescale) \\(half == CMTime(value: 2, timescale: 4))")
              print("order \\(CMTime.negativeInfinity < .zero) \\(CMTime.indefinite < .positiveInfinity) \\(CMTime.positiveInfinity < .invalid) \\(CMTime(value: 1, timescale: 1, flags: .valid, epoch: 1) > CMTime(value: 5, timescale: 1)) \\(CMTime.indefinite < .invalid)")
              print("nan \\(CMTimeGetSeconds(.indefinite).isNaN) \\(CMTimeAdd(.positiveInfinity, .negativeInfinity).isValid)")
              let rounded = CMTime(seconds: 0.1, preferredTimescale: 3)
              print("rounded \\(rounded.value) \\(rounded.flags.contains(.hasBeenRounded))")
              let range = CMTimeRange(start: half, duration: half)
              print("range \\(NSValue(timeRange: range).timeRangeValue.end.seconds) \\(NSValue(time: sum).timeValue == sum)")

              let asset = AVURLAsset(url: URL(string: "https://example.com/clip.mp4")!, options: .none)
              asset.loadValuesAsynchronously(forKeys: ["playable"]) { print("loaded") }
              var error: NSError?
              print("asset \\(asset.statusOfValue(forKey: "playable", error: &error) == .loading) \\(asset.isPlayable) \\(asset.tracks(withMediaType: .video).count)")
              let item = AVPlayerItem(asset: asset)
              item.preferredPeakBitRate = 800_000
              observers.append(item.observe(\\.isPlaybackLikelyToKeepUp, options: [.new]) { _, _ in print("keeps up") })
              NotificationCenter.default.addObserver(self, selector: #selector(ended), name: .AVPlayerItemDidPlayToEndTime, object: item)
              player.replaceCurrentItem(with: item)
              ticks = player.addPeriodicTimeObserver(forInterval: CMTimeMake(value: 1, timescale: 100), queue: .main) { _ in print("tick") }
              player.seek(to: .zero) { print("sought \\($0)") }
              player.play()
              (view as! VideoView).playerLayer.player = player
              print("item \\(item.status == .unknown) \\(item.isPlaybackBufferEmpty) \\(item.currentTime() == .zero) \\(item.duration.isIndefinite) \\(item.preferredPeakBitRate)")
          }

          @objc func ended(_ note: Notification) { print("ended") }
      }

      """)
    try harness.write("case.yaml", RunCommandTests.scenario(steps: "  - wait: 5"))
    let result = try harness.transit([
      "run", "Home.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.split(separator: "\n").map(String.init) == [
        "times 1.25 4 true", "order true true true true true", "nan true false", "rounded 0 true",
        "range 1.0 true", "asset true false 0", "item true true true true 800000.0",
      ])
  }
}
