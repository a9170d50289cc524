import Foundation

/// The strong references between live objects, read from their stored properties, to say what
/// keeps an object alive.
///
/// Each object's stored properties are listed by Swift's runtime, the one `Mirror` uses, which
/// also says whether a property holds its value strongly: a `weak` or `unowned` property keeps
/// nothing alive and is never followed. Values inside a property (an optional, a struct, an
/// array, a dictionary, an enum's payload, a tuple) are looked into down to the objects they
/// hold. A closure's captures cannot be read, nor can a global or a timer's block: an object
/// held only by those has no path here, and the log says so rather than guess.
///
/// Work is bounded: at most `objectLimit` objects, `elementLimit` elements of a collection and
/// `depthLimit` levels of nested values, and a path of at most `hopLimit` references.
@preconcurrency @MainActor
struct RetainGraph {
  /// A strong reference: how the holder holds it (`.swipe`, `.items[2]`) and to what.
  struct Edge {
    let label: String
    let target: AnyObject
  }

  static let objectLimit = 50_000
  static let elementLimit = 10_000
  static let depthLimit = 8
  static let hopLimit = 16

  private var cache: [ObjectIdentifier: [Edge]] = [:]
  /// Every object looked at, kept alive while the graph is, so that no identity is reused.
  private var kept: [AnyObject] = []

  /// The engine's own bookkeeping, not looked into: the recorder (and its participant
  /// registry, an entry for every object ever named, which a delegate's weak box points to),
  /// the geometry recorder and the lifetimes themselves. They hold app objects weakly or not at all, and they are not UIKit: what they
  /// keep is not what UIKit keeps. Left out, the walk costs the same at every turn of a long
  /// run instead of growing with the registry.
  private static let bookkeeping: Set<ObjectIdentifier> = [
    ObjectIdentifier(Recorder.self), ObjectIdentifier(ParticipantRegistry.self),
    ObjectIdentifier(ParticipantRegistry.Entry.self),
    ObjectIdentifier(GeometryRecorder.self), ObjectIdentifier(Lifetimes.self),
  ]

  /// The strong references `object`'s stored properties hold.
  mutating func edges(of object: AnyObject) -> [Edge] {
    let identity = ObjectIdentifier(object)
    if let known = cache[identity] { return known }
    kept.append(object)
    var edges: [Edge] = []
    guard !Self.bookkeeping.contains(ObjectIdentifier(type(of: object))) else {
      cache[identity] = edges
      return edges
    }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    Self.collectFields(of: type(of: object), at: base, label: "", depth: 0, into: &edges)
    for value in AssociatedObjects.strongValues(of: object) {
      Self.collect(value, label: " (associated object)", depth: 0, into: &edges)
    }
    cache[identity] = edges
    return edges
  }

  /// What `roots` reach through strong stored properties, the roots included; and among those,
  /// the objects a view controller they reach (or one of `owners`, the app's own roots) holds
  /// directly, which the app keeps on purpose: a screen it caches, a child, a screen on a stack.
  ///
  /// With `targets`, the walk stops as soon as each of them is known to be kept on purpose (a
  /// screen held by a screen, anything else reached); the sets are then partial, and complete
  /// whenever one of the targets is not. `proofs` then holds, for each target found kept on
  /// purpose, the chain of objects from a root that shows it (`holds(_:)` checks it again later).
  mutating func reachable(
    from roots: [AnyObject], owners: [AnyObject], targets: [AnyObject] = []
  ) -> (
    all: Set<ObjectIdentifier>, heldByScreens: Set<ObjectIdentifier>,
    proofs: [ObjectIdentifier: [AnyObject]]
  ) {
    let ownerIDs = Set(owners.map(ObjectIdentifier.init))
    var screenTargets = Set<ObjectIdentifier>()
    var otherTargets = Set<ObjectIdentifier>()
    for target in targets {
      if target is UIViewController {
        screenTargets.insert(ObjectIdentifier(target))
      } else {
        otherTargets.insert(ObjectIdentifier(target))
      }
    }
    var seen = Set<ObjectIdentifier>()
    var heldByScreens = Set<ObjectIdentifier>()
    var proofs: [ObjectIdentifier: [AnyObject]] = [:]
    var queue = roots
    /// For each object queued, the index of the one that holds it; -1 for a root.
    var parents = Array(repeating: -1, count: roots.count)
    func chain(to index: Int) -> [AnyObject] {
      var objects: [AnyObject] = []
      var current = index
      while current >= 0 {
        objects.append(queue[current])
        current = parents[current]
      }
      return objects.reversed()
    }
    var next = 0
    while next < queue.count, seen.count < Self.objectLimit {
      let index = next
      let object = queue[next]
      next += 1
      let identity = ObjectIdentifier(object)
      guard seen.insert(identity).inserted else { continue }
      if otherTargets.remove(identity) != nil { proofs[identity] = chain(to: index) }
      // A view controller's navigation item is part of it: what the item keeps (its
      // `searchController`, its bar button items), the screen keeps.
      let isScreen =
        object is UIViewController || object is UINavigationItem || ownerIDs.contains(identity)
      for edge in edges(of: object) {
        let target = ObjectIdentifier(edge.target)
        if isScreen {
          heldByScreens.insert(target)
          if screenTargets.remove(target) != nil {
            proofs[target] = chain(to: index) + [edge.target]
          }
        }
        if !seen.contains(target) {
          queue.append(edge.target)
          parents.append(index)
        }
      }
      if !targets.isEmpty, screenTargets.isEmpty, otherTargets.isEmpty { break }
    }
    kept += queue
    return (seen, heldByScreens, proofs)
  }

  /// Whether `chain`, a proof `reachable(from:owners:targets:)` gave, still holds: each object
  /// holds the next through a strong stored property, and for a screen, the one before it is a
  /// screen (or one of `owners`). Checking it reads a few objects instead of every one.
  mutating func holds(_ chain: [AnyObject], owners: [AnyObject]) -> Bool {
    guard let target = chain.last, chain.count > 1 else { return false }
    for (holder, held) in zip(chain, chain.dropFirst()) {
      guard edges(of: holder).contains(where: { $0.target === held }) else { return false }
    }
    guard target is UIViewController else { return true }
    let holder = chain[chain.count - 2]
    return holder is UIViewController || holder is UINavigationItem
      || owners.contains { $0 === holder }
  }

  /// The shortest chain of strong references to `target`: from `target` itself (a cycle)
  /// if there is one, else from one of `holders`, as `Class.property → … → Class`; nil when
  /// none is found.
  mutating func path(to target: AnyObject, from holders: [AnyObject]) -> String? {
    if let cycle = search(from: [target], to: target) { return Self.describe(cycle, target) }
    return search(from: holders, to: target).map { Self.describe($0, target) }
  }

  /// The chain from `roots` to `target`, which they reach, from the last view controller on it:
  /// `DetailList.transitions → DetailTransitions.animator → SlideUpAnimator.screen → Detail…`.
  mutating func pathFromScreens(to target: AnyObject, roots: [AnyObject]) -> String? {
    guard var hops = search(from: roots, to: target) else { return nil }
    if let last = hops.lastIndex(where: { $0.holder is UIViewController }) {
      hops.removeFirst(last)
    }
    return Self.describe(hops, target)
  }

  /// One strong reference of a chain: the object that holds it, and how.
  typealias Hop = (holder: AnyObject, label: String)

  /// Breadth first from `sources` along strong references until `target`: the hops, in order.
  private mutating func search(from sources: [AnyObject], to target: AnyObject) -> [Hop]? {
    let goal = ObjectIdentifier(target)
    /// A visited object, and how it was reached: the step before it and the edge taken.
    var visited: [(object: AnyObject, parent: Int?, label: String, hops: Int)] = []
    var seen = Set<ObjectIdentifier>()
    for source in sources where seen.insert(ObjectIdentifier(source)).inserted {
      visited.append((source, nil, "", 0))
    }
    var next = 0
    while next < visited.count, visited.count < Self.objectLimit {
      let (object, _, _, hops) = visited[next]
      let index = next
      next += 1
      guard hops < Self.hopLimit else { continue }
      for edge in edges(of: object) {
        let identity = ObjectIdentifier(edge.target)
        if identity == goal {
          var chain: [Hop] = [(visited[index].object, edge.label)]
          var current = index
          while let parent = visited[current].parent {
            chain.append((visited[parent].object, visited[current].label))
            current = parent
          }
          return chain.reversed()
        }
        guard seen.insert(identity).inserted else { continue }
        visited.append((edge.target, index, edge.label, hops + 1))
      }
    }
    return nil
  }

  /// `A.x → B.y → C`.
  private static func describe(_ hops: [Hop], _ target: AnyObject) -> String {
    (hops.map { className(of: $0.holder) + $0.label } + [className(of: target)])
      .joined(separator: " → ")
  }

  private static func className(of object: AnyObject) -> String {
    ParticipantRegistry.className(of: object)
  }

  // MARK: Reading stored properties

  /// The strong references the stored properties of a value of `type` at `base` hold, each
  /// labelled after `label`.
  private static func collectFields(
    of type: Any.Type, at base: UnsafeRawPointer, label: String, depth: Int,
    into edges: inout [Edge]
  ) {
    for field in strongFields(of: type) {
      let fieldLabel = label.isEmpty ? field.label : label + field.label
      let address = base + field.offset
      // The depths a mirror would count: the property's value one level down, an array's
      // elements two.
      switch field.storage {
      case .reference where depth + 1 <= depthLimit:
        guard let pointer = address.load(as: UnsafeRawPointer?.self) else { continue }
        let target = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        edges.append(Edge(label: fieldLabel, target: target))
      case .objects(let array) where depth + 2 <= depthLimit:
        for (index, target) in array.objects(at: address).prefix(elementLimit).enumerated() {
          edges.append(Edge(label: fieldLabel + "[\(index)]", target: target))
        }
      case .optional(let optional):
        guard let value = optional.wrapped(at: address) else { continue }
        collect(value, label: fieldLabel, depth: depth + 1, into: &edges)
      case .inline where depth + 1 <= depthLimit:
        collectFields(
          of: field.type, at: address, label: fieldLabel, depth: depth + 1, into: &edges)
      case .value:
        let value = load(field.type, from: base, offset: field.offset)
        collect(value, label: fieldLabel, depth: depth + 1, into: &edges)
      case .reference, .objects, .inline:
        continue
      }
    }
  }

  /// A stored property that holds its value strongly and may hold an object, as the runtime
  /// lists it.
  private struct Field {
    /// `.swipe`, as a path shows it.
    let label: String
    let type: Any.Type
    let offset: Int
    let storage: Storage

    /// How the property's value is read.
    enum Storage {
      /// A class or an optional class: one pointer, null for nil, read as such without a box
      /// or a mirror.
      case reference
      /// An array, or an optional array, of a class or of a class-bound protocol: its
      /// elements, without a mirror.
      case objects(ObjectArray.Type)
      /// Any other optional: what it wraps, if anything, is looked into.
      case optional(OptionalType.Type)
      /// A struct that does not reflect itself its own way: its stored properties are read
      /// where it lies, without a box.
      case inline
      /// Anything else, looked into through a mirror.
      case value
    }

    init(name: String, type: Any.Type, offset: Int) {
      label = "." + name
      self.type = type
      self.offset = offset
      if type is AnyClass || (type as? OptionalType.Type)?.wrappedType is AnyClass {
        storage = .reference
      } else if let array = type as? ObjectArray.Type {
        storage = .objects(array)
      } else if let optional = type as? OptionalType.Type {
        storage = .optional(optional)
      } else if MetadataKind(type) == .struct, !(type is CustomReflectable.Type) {
        // As a mirror would: a struct that shows itself its own way (an array, a
        // dictionary) is looked into through that.
        storage = .inline
      } else {
        storage = .value
      }
    }
  }

  /// The fields of each type looked at, by type: a type's layout never changes, and asking the
  /// runtime for it (names, types, offsets) is most of the walk's cost.
  private static var fieldsByType: [ObjectIdentifier: [Field]] = [:]

  /// Types whose values hold no object, not looked into (`isLeaf` for a value).
  private static let leafTypes: Set<ObjectIdentifier> = [
    ObjectIdentifier(String.self), ObjectIdentifier(Substring.self), ObjectIdentifier(Bool.self),
    ObjectIdentifier(Int.self), ObjectIdentifier(Double.self), ObjectIdentifier(Float.self),
    ObjectIdentifier(CGFloat.self),
  ]

  /// The strong stored properties of `type` that may hold an object, in declaration order.
  private static func strongFields(of type: Any.Type) -> [Field] {
    let key = ObjectIdentifier(type)
    if let known = fieldsByType[key] { return known }
    var fields: [Field] = []
    for index in 0..<max(reflectionCount(type), 0) {
      var field = FieldReflection()
      let fieldType = reflectionChildType(type, index, &field)
      let name = field.name.map { String(cString: $0) } ?? String(index)
      field.freeName?(field.name)
      guard field.isStrong, !holdsNoObject(fieldType) else { continue }
      fields.append(
        Field(
          name: propertyName(name), type: fieldType, offset: reflectionChildOffset(type, index)))
    }
    fieldsByType[key] = fields
    return fields
  }

  /// The objects `value` holds: itself if it is one, else those inside it.
  private static func collect(_ value: Any, label: String, depth: Int, into edges: inout [Edge]) {
    guard depth <= depthLimit else { return }
    if Swift.type(of: value) is AnyClass {
      edges.append(Edge(label: label, target: value as AnyObject))
      return
    }
    if isLeaf(value) { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .struct?:
      // Opened by its dynamic type: a value held in a property of protocol type arrives boxed
      // twice, and opening the box would give the protocol, which has no fields to read.
      func walk<T>(_: T.Type) {
        guard let concrete = value as? T else { return }
        withUnsafeBytes(of: concrete) { bytes in
          guard let base = bytes.baseAddress else { return }
          collectFields(of: T.self, at: base, label: label, depth: depth, into: &edges)
        }
      }
      _openExistential(Swift.type(of: value), do: walk)
    case .optional?:
      if let wrapped = mirror.children.first {
        collect(wrapped.value, label: label, depth: depth, into: &edges)
      }
    case .collection?, .set?, .dictionary?:
      for (index, child) in mirror.children.prefix(elementLimit).enumerated() {
        collect(child.value, label: label + "[\(index)]", depth: depth + 1, into: &edges)
      }
    case .tuple?, .enum?:
      for (index, child) in mirror.children.enumerated() {
        let part = child.label.map { "." + $0 } ?? ".\(index)"
        collect(child.value, label: label + part, depth: depth + 1, into: &edges)
      }
    default:
      // A closure, a metatype, a number: nothing a stored property can show.
      break
    }
  }

  /// Values that hold no object of the app, not looked into.
  private static func isLeaf(_ value: Any) -> Bool {
    holdsNoObject(Swift.type(of: value))
  }

  /// What `holdsNoObject` found for each type asked about.
  private static var holdsNoObjectByType: [ObjectIdentifier: Bool] = [:]

  /// Whether no value of `type` can hold an object strongly, by the type alone: a listed
  /// leaf; a type the runtime copies bit for bit (a `CGRect`, an enum without payloads); a
  /// closure or a metatype, which a stored property cannot show into; an optional or a
  /// collection of such; a struct whose strong properties are all such. A type that refers to
  /// itself is taken to hold objects, and is looked into value by value.
  private static func holdsNoObject(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let known = holdsNoObjectByType[key] { return known }
    holdsNoObjectByType[key] = false
    let result: Bool
    func isPlainData<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    if leafTypes.contains(key) || _openExistential(type, do: isPlainData) {
      result = true
    } else if type is AnyClass {
      result = false
    } else if let container = type as? ContainerType.Type {
      result = container.elementTypes.allSatisfy(holdsNoObject)
    } else {
      switch MetadataKind(type) {
      case .function, .metatype:
        result = true
      case .struct:
        result = (0..<max(reflectionCount(type), 0)).allSatisfy { index in
          var field = FieldReflection()
          let fieldType = reflectionChildType(type, index, &field)
          field.freeName?(field.name)
          return !field.isStrong || holdsNoObject(fieldType)
        }
      case .other:
        result = false
      }
    }
    holdsNoObjectByType[key] = result
    return result
  }

  /// `swipe` for `swipe`, and for a lazy property's storage `$__lazy_storage_$_swipe`.
  private static func propertyName(_ name: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return name.hasPrefix(lazyPrefix) ? String(name.dropFirst(lazyPrefix.count)) : name
  }

  private static func load(_ type: Any.Type, from base: UnsafeRawPointer, offset: Int) -> Any {
    func open<T>(_: T.Type) -> Any { base.load(fromByteOffset: offset, as: T.self) }
    return _openExistential(type, do: open)
  }
}

/// An `Optional`, whatever it wraps: how a field's type is told to be an optional class, and
/// how what an optional field holds is read.
private protocol OptionalType {
  static var wrappedType: Any.Type { get }
  /// The value the optional at `address` wraps, if any.
  static func wrapped(at address: UnsafeRawPointer) -> Any?
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }

  static func wrapped(at address: UnsafeRawPointer) -> Any? {
    address.load(as: Self.self).map { $0 as Any }
  }
}

/// A type whose values hold only values of `elementTypes` (an optional, a collection).
private protocol ContainerType {
  static var elementTypes: [Any.Type] { get }
}

extension Optional: ContainerType {
  static var elementTypes: [Any.Type] { [Wrapped.self] }
}

extension Array: ContainerType {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension ContiguousArray: ContainerType {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Set: ContainerType {
  static var elementTypes: [Any.Type] { [Element.self] }
}

extension Dictionary: ContainerType {
  static var elementTypes: [Any.Type] { [Key.self, Value.self] }
}

/// An array whose elements are objects: read without a mirror.
private protocol ObjectArray {
  static func objects(at address: UnsafeRawPointer) -> [AnyObject]
}

extension Array: ObjectArray where Element: AnyObject {
  static func objects(at address: UnsafeRawPointer) -> [AnyObject] {
    address.load(as: Self.self).map { $0 }
  }
}

extension Optional: ObjectArray where Wrapped: ObjectArray {
  static func objects(at address: UnsafeRawPointer) -> [AnyObject] {
    guard let array = address.load(as: Self.self) else { return [] }
    return withUnsafePointer(to: array) { Wrapped.objects(at: UnsafeRawPointer($0)) }
  }
}

/// What kind of type a metadata record describes, from its first word (the runtime's ABI:
/// `MetadataKind` in the Swift repository's docs/ABI/TypeMetadata.rst). Only the kinds the
/// retain graph tells apart are named.
private enum MetadataKind: Equatable {
  case `struct`, function, metatype, other

  init(_ type: Any.Type) {
    let word = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
    switch word {
    case 0x200: self = .struct
    case 0x302: self = .function
    case 0x304, 0x306: self = .metatype
    default: self = .other
    }
  }
}

/// What Swift's runtime says of one stored property, as its reflection functions fill it in:
/// the name, how to free it, and whether the property holds its value strongly (`weak`,
/// `unowned` and `unowned(unsafe)` do not).
private struct FieldReflection {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

// The runtime's reflection entry points, which `Mirror` and the standard library's field
// walking are built on.
@_silgen_name("swift_reflectionMirror_recursiveCount")
private func reflectionCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func reflectionChildType(
  _ type: Any.Type, _ index: Int, _ field: UnsafeMutablePointer<FieldReflection>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func reflectionChildOffset(_ type: Any.Type, _ index: Int) -> Int
