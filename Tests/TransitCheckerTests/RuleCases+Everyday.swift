import TransitTrace

// A view controller's own view and the everyday UIKit around transitions: each rule kept by a
// golden trace and broken by the same trace with one record moved.
extension RuleCases {
  static let everyday: Cases = [
    "layout.load-view-before-did-load": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the detail's loadView() after its viewDidLoad()") {
        try $0.move(
          .call(.loadView, on: "vc.detail"), after: .call(.viewDidLoad, on: "vc.detail"))
      }
    ),
    "layout.laid-out-after-load": (
      .trace("nav-push-pop"),
      .edited("nav-push-pop", "the detail's viewDidLoad() after its first layout") {
        try $0.move(
          .call(.viewDidLoad, on: "vc.detail"),
          after: .call(.viewDidLayoutSubviews, on: "vc.detail"))
      }
    ),
    "dismiss.alert-handler-after-did-disappear": (
      .trace("alert-action"),
      .edited("alert-action", "the Delete Note handler before the alert's viewDidDisappear") {
        try $0.move(
          .call(.alertActionHandler, on: "vc.noteDetail"),
          after: .call(.viewWillDisappear, on: "vc.alert.2"))
      }
    ),
  ]
}
