extension Source {
  // MARK: How an object answers for the messages it is sent

  /// The messaging sources, in the order `docs/sources.md` lists them within their groups.
  static let messaging: [Source] = [
    objcWorkingWithProtocols, objcRespondsTo, objcInstancesRespond, objcForwardingTarget,
    objcMethodExchange, objcClassAddMethod,
  ]

  package static let objcWorkingWithProtocols = Source(
    "objc-working-with-protocols", .guides, .appleGuide,
    "Programming with Objective-C, \"Working with Protocols\"",
    .url(
      "https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/"
        + "ProgrammingWithObjectiveC/WorkingwithProtocols/WorkingwithProtocols.html"),
    status: .unchecked,
    note: "Section \"Check that Optional Methods Are Implemented at Runtime\": a class calls an "
      + "optional method of its delegate only after respondsToSelector: says the delegate "
      + "implements it.")

  package static let objcRespondsTo = page(
    "objc-responds-to", "NSObjectProtocol.responds(to:)", "nsobjectprotocol/responds(to:)",
    framework: "objectivec",
    note: "True if the receiver implements or inherits a method for the selector; sent to super, "
      + "it still tests the object as a whole, not the superclass's implementation.")

  package static let objcInstancesRespond = page(
    "objc-instances-respond", "NSObject.instancesRespond(to:)",
    "nsobject-swift.class/instancesrespond(to:)", framework: "objectivec",
    note: "Whether instances of the class respond to the selector; false for a message the "
      + "instances receive only by forwarding it.")

  package static let objcForwardingTarget = page(
    "objc-forwarding-target", "NSObject.forwardingTarget(for:)",
    "nsobject-swift.class/forwardingtarget(for:)", framework: "objectivec",
    note: "Asked for a selector the receiver does not implement; a non-nil, non-self result "
      + "becomes the new receiver, and the message's dispatch resumes to it.")

  package static let objcMethodExchange = page(
    "objc-method-exchange", "method_exchangeImplementations(_:_:)",
    "method_exchangeimplementations(_:_:)", framework: "objectivec",
    note: "Exchanges the implementations of two methods: each method's entry then runs what the "
      + "other's ran, as method_setImplementation on both would.")

  package static let objcClassAddMethod = page(
    "objc-class-add-method", "class_addMethod(_:_:_:_:)", "class_addmethod(_:_:_:_:)",
    framework: "objectivec",
    note: "Adds a method to a class with a given name and implementation; it may override a "
      + "superclass's, and fails (false) when the class already has one of that name.")
}
