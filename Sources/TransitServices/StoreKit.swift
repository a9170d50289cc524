// What a developer's `import StoreKit` reaches in `transit run` (whose generated `StoreKit`
// module re-exports this one): the review request, which shows no prompt.
import Foundation
import TransitUIKit

/// Mirrors `SKStoreReviewController`. iOS decides whether to show its rating prompt, and shows
/// it outside the app's view controllers, so the app hears nothing of it: here it is never
/// shown.
@preconcurrency @MainActor
open class SKStoreReviewController: NSObject {
  /// Mirrors `requestReview()` (deprecated in iOS 14): no prompt.
  public static func requestReview() {}
  /// Mirrors `requestReview(in:)` (iOS 14): no prompt.
  public static func requestReview(in windowScene: UIWindowScene) {}
}
