/// The names of modules an Apple SDK (iOS or macOS) or the Swift toolchain provides, which no
/// target or product of the package may take: a target named `CoreGraphics` shadows the SDK's
/// module of that name, which Foundation imports on a Mac.
///
/// Read from the frameworks Apple documents for iOS and macOS (developer.apple.com/documentation)
/// and the modules a Swift toolchain ships. It need not be complete to be useful: every name
/// Transit answers a developer's `import` with is in it.
package enum SDKModuleNames {
  package static let all: Set<String> = [
    "Accelerate", "Accessibility", "AccessorySetupKit", "Accounts", "ActivityKit", "AdServices",
    "AdSupport", "AppClip", "AppIntents", "AppKit", "AppTrackingTransparency", "AssetsLibrary",
    "AudioToolbox", "AudioUnit", "AuthenticationServices", "AVFAudio", "AVFoundation", "AVKit",
    "AVRouting", "BackgroundAssets", "BackgroundTasks", "CallKit", "CarPlay", "CFNetwork",
    "Charts", "ClassKit", "CloudKit", "Cocoa", "Combine", "Contacts", "ContactsUI",
    "CoreAnimation", "CoreAudio", "CoreAudioKit", "CoreBluetooth", "CoreData", "CoreFoundation",
    "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreLocationUI", "CoreML",
    "CoreMedia", "CoreMIDI", "CoreMotion", "CoreNFC", "CoreServices", "CoreSpotlight",
    "CoreTelephony", "CoreText", "CoreTransferable", "CoreVideo", "CoreWLAN", "CryptoKit",
    "CryptoTokenKit", "Darwin", "DeviceActivity", "DeviceCheck", "Dispatch", "Distributed",
    "EventKit", "EventKitUI", "ExtensionFoundation", "ExtensionKit", "ExternalAccessory",
    "FamilyControls", "FileProvider", "FileProviderUI", "Foundation", "FoundationEssentials",
    "FoundationModels", "FoundationNetworking", "FoundationXML", "GameController", "GameKit",
    "GameplayKit", "GLKit", "Glibc", "GroupActivities", "HealthKit", "HealthKitUI", "HomeKit",
    "IdentityLookup", "ImageIO", "Intents", "IntentsUI", "IOKit", "IOSurface", "JavaScriptCore",
    "LinkPresentation", "LocalAuthentication", "ManagedSettings", "MapKit", "MediaPlayer",
    "MediaToolbox", "MessageUI", "Messages", "Metal", "MetalKit", "MetalPerformanceShaders",
    "MetricKit", "MobileCoreServices", "ModelIO", "MultipeerConnectivity", "MusicKit", "Musl",
    "NaturalLanguage", "NearbyInteraction", "Network", "NetworkExtension", "NotificationCenter",
    "ObjectiveC", "Observation", "OpenGLES", "os", "OSLog", "PassKit", "PDFKit", "PencilKit",
    "Photos", "PhotosUI", "PushKit", "QuartzCore", "QuickLook", "QuickLookThumbnailing",
    "RealityKit", "RegexBuilder", "ReplayKit", "SafariServices", "SceneKit", "ScreenCaptureKit",
    "Security", "SensorKit", "ShazamKit", "Social", "SoundAnalysis", "Speech", "SpriteKit",
    "StoreKit", "Swift", "SwiftData", "SwiftUI", "Symbols", "Synchronization",
    "SystemConfiguration", "Testing", "TipKit", "UIKit", "UniformTypeIdentifiers",
    "UserNotifications", "UserNotificationsUI", "Vision", "VisionKit", "WatchConnectivity",
    "WebKit", "WidgetKit", "XCTest",
  ]

  /// The names in `manifest` (a `Package.swift`) that a target or product would take: every
  /// string literal outside comments. A manifest refers to a target by a literal (its name, a
  /// dependency, a product's targets), so a target named after a module shows as one.
  package static func literals(inManifest manifest: String) -> [String] {
    var names: [String] = []
    for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
      var code = Substring(line)
      if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
      let parts = code.split(separator: "\"", omittingEmptySubsequences: false)
      // Parts at odd positions are inside quotes.
      for (index, part) in parts.enumerated() where index % 2 == 1 { names.append(String(part)) }
    }
    return names
  }
}
