import Testing
import TransitLifecycle
import TransitTrace

@testable import TransitImport

/// The number each participant id is given (`Participants.ID`), which the segmenter compares
/// and hashes in place of the id: the same for every line that names one object, and never
/// the same for two ids, a twin's, an anonymous participant's and one named again after
/// `deinit` included.
@Suite("Participants' numbers")
struct ParticipantNumberTests {
  @Test("one object keeps its number; every new id gets a number of its own")
  func numbers() throws {
    var participants = Participants()
    let load = try #require(KnownCall.named(.viewDidLoad))
    let will = try #require(KnownCall.named(.viewWillAppear))
    let did = try #require(KnownCall.named(.viewDidAppear))
    let deinitCall = try #require(KnownCall.named("deinit"))
    let first = PrintedObject(name: "HomeViewController", address: "0x6000", isClass: true)
    let second = PrintedObject(name: "HomeViewController", address: "0x7000", isClass: true)
    let bare = PrintedObject(name: "DetailViewController", address: nil, isClass: true)
    func id(_ object: PrintedObject, _ call: KnownCall?) -> Participants.ID {
      participants.id(
        of: object, run: 0, receiver: .viewController, role: .viewController, receiving: call
      ).id
    }
    let a = id(first, load)
    let b = id(second, load)
    #expect(a.id != b.id && a.number != b.number)
    #expect(id(first, will).number == a.number)
    #expect(id(first, did).number == a.number)
    #expect(id(second, will).number == b.number)
    // A will-callback again while the first's is open is a twin's: a new id, a new number.
    let bareFirst = id(bare, will)
    let twin = id(bare, will)
    #expect(twin.id != bareFirst.id && twin.number != bareFirst.number)
    #expect(id(bare, did).number == bareFirst.number)
    #expect(id(bare, did).number == twin.number)
    // After deinit the class and address name the next object, under a new id and number.
    _ = id(first, deinitCall)
    let again = id(first, load)
    #expect(again.id != a.id && again.number != a.number)
    let anonymous = participants.anonymous(for: .viewController, declaringType: "UIViewController")
    #expect(anonymous.declaration != nil)
    #expect(
      participants.anonymous(for: .viewController, declaringType: "UIViewController").id.number
        == anonymous.id.number)
    let numbers = [a, b, bareFirst, twin, again, anonymous.id].map(\.number)
    #expect(Set(numbers).count == numbers.count)
  }

  @Test("objects of one class are numbered in turn, past nine; a freed one's next keeps counting")
  func numberedIds() throws {
    var participants = Participants()
    let load = try #require(KnownCall.named(.viewDidLoad))
    let deinitCall = try #require(KnownCall.named("deinit"))
    func id(_ address: String, _ call: KnownCall) -> String {
      participants.id(
        of: PrintedObject(
          name: "PhotoViewController", address: PrintedAddress(address), isClass: true),
        run: 0, receiver: .viewController, role: .viewController, receiving: call
      ).id.id
    }
    let ids = (1...12).map { id("0x\($0)0", load) }
    #expect(ids == ["vc.photo"] + (2...12).map { "vc.photo.\($0)" })
    _ = id("0x10", deinitCall)
    #expect(id("0x10", load) == "vc.photo.13")
  }

  @Test("an object first named by its deinit is forgotten at once; a respelled name adds none")
  func madeAndRespelled() throws {
    var participants = Participants()
    let load = try #require(KnownCall.named(.viewDidLoad))
    let will = try #require(KnownCall.named(.viewWillAppear))
    let deinitCall = try #require(KnownCall.named("deinit"))
    func id(_ object: PrintedObject, _ call: KnownCall?) -> (
      id: Participants.ID, declaration: Participant?
    ) {
      participants.id(
        of: object, run: 0, receiver: .viewController, role: .viewController, receiving: call)
    }
    // Made and forgotten by one lookup's answer: the next line names another object.
    let gone = PrintedObject(name: "SheetViewController", address: "0x9000", isClass: true)
    let first = id(gone, deinitCall)
    #expect(first.declaration != nil)
    let next = id(gone, load)
    #expect(next.declaration != nil && next.id.number != first.id.number)
    #expect(id(gone, will).id.number == next.id.number)
    // `NextVc` after `Nextvc` is `Nextvc`'s object, declared once, and leaves nothing of its
    // own in the table: each later line reads it so again.
    let spelled = id(PrintedObject(name: "Nextvc", address: nil, isClass: false), load)
    let declared = participants.declared
    for _ in 0..<3 {
      let respelled = id(PrintedObject(name: "NextVc", address: nil, isClass: false), nil)
      #expect(respelled.declaration == nil && respelled.id.number == spelled.id.number)
    }
    #expect(participants.declared == declared)
    #expect(participants.merges.map(\.printed) == ["NextVc"])
  }

  @Test("one name read as different kinds of object in turn gets each kind's base every time")
  func basesByKind() throws {
    var participants = Participants()
    var address = 0
    func id(_ name: String, isClass: Bool = true, _ receiver: CallDefinition.Receiver) -> String {
      address += 1
      return participants.id(
        of: PrintedObject(
          name: name, address: PrintedAddress("0x\(address)0"), isClass: isClass),
        run: 0, receiver: receiver, role: receiver.role ?? .viewController
      ).id.id
    }
    let ids = [
      id("ZoomTransition", .animator), id("ZoomTransition", .interactionController),
      id("ZoomTransition", .animator), id("ZoomTransition", isClass: false, .animator),
      id("ZoomTransition", .interactionController), id("ZoomTransition", isClass: false, .animator),
    ]
    #expect(
      ids == [
        "animator.zoom", "interactor.zoomTransition", "animator.zoom.2", "ZoomTransition",
        "interactor.zoomTransition.2", "ZoomTransition.2",
      ])
  }
}
