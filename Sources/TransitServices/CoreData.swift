// What a developer's `import CoreData` reaches in `transit run` (whose generated `CoreData`
// module re-exports this one): the Core Data stack Xcode's app templates write into the app
// delegate, which a UIKit sample keeps whether or not its screens use it. The stack is made as
// on iOS and holds no object: a data model file (`.xcdatamodeld`) is not compiled here, so the
// model has no entity, and no managed object, fetch request or fetched results controller is
// simulated.
import Foundation
import TransitUIKit

/// Mirrors `NSSQLiteStoreType`, `NSInMemoryStoreType` and `NSBinaryStoreType`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSSQLiteStoreType = "SQLite"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInMemoryStoreType = "InMemory"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSBinaryStoreType = "Binary"
/// Mirrors the options the templates pass to `addPersistentStore`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSMigratePersistentStoresAutomaticallyOption =
  "NSMigratePersistentStoresAutomaticallyOption"
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"

/// Mirrors `NSManagedObjectModel`: a model with no entity, as no data model file is compiled.
open class NSManagedObjectModel: NSObject {
  /// Mirrors `entitiesByName`: empty.
  open var entitiesByName: [String: Any] { [:] }

  public override init() { super.init() }

  /// Mirrors `init(contentsOf:)`: nil where nothing can be read at `url`, as Apple's page says
  /// for a model that cannot be loaded; a compiled model there (`.momd`, `.mom`) gives the empty
  /// model, as its entities are not read.
  public init?(contentsOf url: URL) {
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    super.init()
  }

  /// Mirrors `mergedModel(from:)`: the empty model.
  open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
    NSManagedObjectModel()
  }
}

/// Mirrors `NSPersistentStore`: a store the coordinator added, which keeps nothing.
open class NSPersistentStore: NSObject {
  public let type: String
  public let configurationName: String
  public let url: URL?
  public let options: [AnyHashable: Any]?

  init(type: String, configurationName: String?, url: URL?, options: [AnyHashable: Any]?) {
    (self.type, self.configurationName, self.url, self.options) = (
      type, configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME", url, options
    )
    super.init()
  }
}

/// Mirrors `NSPersistentStoreCoordinator`: its model and the stores added to it.
open class NSPersistentStoreCoordinator: NSObject {
  public let managedObjectModel: NSManagedObjectModel
  public private(set) var persistentStores: [NSPersistentStore] = []

  public init(managedObjectModel model: NSManagedObjectModel) {
    managedObjectModel = model
    super.init()
  }

  /// Mirrors `addPersistentStore(ofType:configurationName:at:options:)`: adds a store that
  /// writes nothing to `url` (no file is made), and returns it.
  @discardableResult
  open func addPersistentStore(
    ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
    options: [AnyHashable: Any]? = nil
  ) throws -> NSPersistentStore {
    let store = NSPersistentStore(
      type: storeType, configurationName: configuration, url: storeURL, options: options)
    persistentStores.append(store)
    return store
  }
}

/// Mirrors `NSManagedObjectContext`: a context with no object, so it never has changes.
open class NSManagedObjectContext: NSObject {
  /// Mirrors `NSManagedObjectContextConcurrencyType`.
  public enum ConcurrencyType: UInt, Sendable {
    case confinementConcurrencyType = 0
    case privateQueueConcurrencyType = 1
    case mainQueueConcurrencyType = 2
  }

  public let concurrencyType: ConcurrencyType
  open var persistentStoreCoordinator: NSPersistentStoreCoordinator?
  open var automaticallyMergesChangesFromParent = false
  open var name: String?

  /// Mirrors `init()`, the confinement type Apple deprecated in iOS 9, as the iOS 8 template
  /// made its context.
  public override convenience init() { self.init(concurrencyType: .confinementConcurrencyType) }

  public init(concurrencyType ct: ConcurrencyType) {
    concurrencyType = ct
    super.init()
  }

  /// Mirrors `hasChanges`: false, as no object is inserted, changed or deleted here.
  open var hasChanges: Bool { false }

  /// Mirrors `save()`: with no changes, nothing is written.
  open func save() throws {}

  /// Mirrors `performAndWait(_:)`: the block runs before the method returns.
  open func performAndWait(_ block: () -> Void) { block() }
}

/// Mirrors `NSPersistentStoreDescription`: where a container adds its store.
open class NSPersistentStoreDescription: NSObject {
  open var type = NSSQLiteStoreType
  open var url: URL?
  open var configuration: String?
  open var shouldAddStoreAsynchronously = false
  open var shouldMigrateStoreAutomatically = true
  open var shouldInferMappingModelAutomatically = true

  public override init() { super.init() }
  public init(url: URL) {
    self.url = url
    super.init()
  }
}

/// Mirrors `NSPersistentContainer` (iOS 10), the stack the app templates make since then: the
/// model, a coordinator and a main-queue view context.
open class NSPersistentContainer: NSObject {
  public let name: String
  public let managedObjectModel: NSManagedObjectModel
  public let persistentStoreCoordinator: NSPersistentStoreCoordinator
  public let viewContext: NSManagedObjectContext
  /// Mirrors `persistentStoreDescriptions`: one SQLite store named after the container in the
  /// default directory, as Apple's page for the property says.
  open var persistentStoreDescriptions: [NSPersistentStoreDescription]

  /// Mirrors `init(name:)`.
  public convenience init(name: String) {
    self.init(name: name, managedObjectModel: NSManagedObjectModel())
  }

  /// Mirrors `init(name:managedObjectModel:)`.
  public init(name: String, managedObjectModel model: NSManagedObjectModel) {
    self.name = name
    managedObjectModel = model
    persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
    viewContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    viewContext.persistentStoreCoordinator = persistentStoreCoordinator
    persistentStoreDescriptions = [
      NSPersistentStoreDescription(
        url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
    ]
    super.init()
  }

  /// Mirrors `defaultDirectoryURL()`: the app's Application Support folder.
  open class func defaultDirectoryURL() -> URL {
    URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library/Application Support")
  }

  /// Mirrors `loadPersistentStores(completionHandler:)`: adds each described store and calls
  /// the handler once for each, at once, as a description that does not add its store
  /// asynchronously (the default) has it added before the method returns.
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions {
      do {
        try persistentStoreCoordinator.addPersistentStore(
          ofType: description.type, configurationName: description.configuration,
          at: description.url)
        block(description, nil)
      } catch {
        block(description, error)
      }
    }
  }

  /// Mirrors `newBackgroundContext()`: a private-queue context on the container's coordinator.
  open func newBackgroundContext() -> NSManagedObjectContext {
    let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
    context.persistentStoreCoordinator = persistentStoreCoordinator
    return context
  }
}
