// What a developer's `import LocalAuthentication` reaches in `transit run` (whose generated
// `LocalAuthentication` module re-exports this one): a device with no passcode set and no
// biometrics enrolled, as a simulator is until Face ID is enrolled in its Features menu.
import Foundation
import TransitUIKit

/// Mirrors `LAPolicy`.
public enum LAPolicy: Int, Sendable {
  case deviceOwnerAuthenticationWithBiometrics = 1
  case deviceOwnerAuthentication = 2
}

/// Mirrors `LABiometryType`.
public enum LABiometryType: Int, Sendable {
  case none = 0
  case touchID = 1
  case faceID = 2
  case opticID = 4
}

/// Mirrors `LAErrorDomain`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Mirrors `LAError`: the error an `LAContext` gives, in `LAErrorDomain`. As on iOS, it is an
/// `NSError` of that domain and code when bridged (`(error as NSError).code`).
public struct LAError: CustomNSError, Equatable, Sendable {
  /// Mirrors `LAError.Code`, with Apple's values.
  public enum Code: Int, Sendable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    case biometryNotAvailable = -6
    case biometryNotEnrolled = -7
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case notInteractive = -1004
  }

  public let code: Code
  public init(_ code: Code) { self.code = code }

  public static let authenticationFailed = Code.authenticationFailed
  public static let userCancel = Code.userCancel
  public static let userFallback = Code.userFallback
  public static let systemCancel = Code.systemCancel
  public static let passcodeNotSet = Code.passcodeNotSet
  public static let biometryNotAvailable = Code.biometryNotAvailable
  public static let biometryNotEnrolled = Code.biometryNotEnrolled
  public static let biometryLockout = Code.biometryLockout
  public static let appCancel = Code.appCancel
  public static let invalidContext = Code.invalidContext

  public static var errorDomain: String { LAErrorDomain }
  public var errorCode: Int { code.rawValue }
  public var errorUserInfo: [String: Any] {
    let description =
      switch code {
      case .passcodeNotSet: "Passcode not set."
      case .biometryNotEnrolled: "No identities are enrolled."
      default: "Authentication failed."
      }
    return [NSLocalizedDescriptionKey: description]
  }

  /// The error as `canEvaluatePolicy(_:error:)` gives it, an `NSError` in `LAErrorDomain`.
  var nsError: NSError {
    NSError(domain: LAErrorDomain, code: code.rawValue, userInfo: errorUserInfo)
  }
}

/// Mirrors `LAContext` on a device with no passcode and no enrolled biometrics: it can evaluate
/// neither policy. `canEvaluatePolicy(_:error:)` is false with `biometryNotEnrolled` for
/// biometrics and `passcodeNotSet` for the device owner (whose passcode is the fallback), and
/// `evaluatePolicy(_:localizedReason:reply:)` shows nothing and replies `false` with that error,
/// on the main queue at the run loop's next turn in virtual time (LocalAuthentication replies
/// on a private queue of its own; Transit has one thread, so the reply comes where an app's
/// `DispatchQueue.main.async` inside it would bring it).
@preconcurrency @MainActor
open class LAContext: NSObject {
  /// Mirrors `biometryType`: none until `canEvaluatePolicy(_:error:)` has been asked, and none
  /// after, as no biometrics are enrolled.
  public private(set) var biometryType = LABiometryType.none
  open var localizedFallbackTitle: String?
  open var localizedCancelTitle: String?
  open var localizedReason = ""
  open var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
  open var interactionNotAllowed = false
  /// Mirrors `evaluatedPolicyDomainState`: nil, as nothing is enrolled.
  public var evaluatedPolicyDomainState: Data? { nil }

  public override init() { super.init() }

  /// Why `policy` cannot be evaluated here.
  static func failure(for policy: LAPolicy) -> LAError {
    switch policy {
    case .deviceOwnerAuthenticationWithBiometrics: LAError(.biometryNotEnrolled)
    case .deviceOwnerAuthentication: LAError(.passcodeNotSet)
    }
  }

  /// Mirrors `canEvaluatePolicy(_:error:)`: false, with the reason in `error`.
  open func canEvaluatePolicy(
    _ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?
  ) -> Bool {
    error?.pointee = Self.failure(for: policy).nsError
    return false
  }

  /// Mirrors `evaluatePolicy(_:localizedReason:reply:)`: no sheet, and the reply is `false`
  /// with the reason `canEvaluatePolicy(_:error:)` gives.
  open func evaluatePolicy(
    _ policy: LAPolicy, localizedReason: String,
    reply: @escaping (Bool, (any Error)?) -> Void
  ) {
    let failure = Self.failure(for: policy)
    TransitMainQueue.async { reply(false, failure) }
  }

  /// Mirrors `invalidate()`.
  open func invalidate() {}
}
