import Foundation
import Testing
import TransitTestSupport

/// The Core Data stack Xcode's app templates write into the app delegate (`import CoreData`),
/// which a UIKit sample keeps whether or not its screens use it: the iOS 8 template's model,
/// coordinator and context, and the iOS 10 template's persistent container.
@Suite("transit run: the app template's Core Data stack")
struct RunCoreDataTemplateTests {
  static let app = """
    import UIKit
    import CoreData

    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        lazy var persistentContainer: NSPersistentContainer = {
            let container = NSPersistentContainer(name: "Shelf")
            container.loadPersistentStores(completionHandler: { (storeDescription, error) in
                if let error = error as NSError? {
                    fatalError("Unresolved error \\(error), \\(error.userInfo)")
                }
                print("loaded \\(storeDescription.url?.lastPathComponent ?? "") \\(storeDescription.type)")
            })
            return container
        }()

        lazy var managedObjectModel: NSManagedObjectModel? = {
            let modelURL = Bundle.main.url(forResource: "Shelf", withExtension: "momd")
            return modelURL.flatMap { NSManagedObjectModel(contentsOf: $0) }
        }()

        lazy var managedObjectContext: NSManagedObjectContext = {
            let coordinator = NSPersistentStoreCoordinator(managedObjectModel: NSManagedObjectModel())
            let url = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                .appendingPathComponent("Shelf.sqlite")
            do {
                try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil,
                                                   at: url, options: nil)
            } catch {
                abort()
            }
            let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            context.persistentStoreCoordinator = coordinator
            return context
        }()

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            let context = persistentContainer.viewContext
            print("view context on the main queue \\(context.concurrencyType == .mainQueueConcurrencyType)")
            print("stores \\(persistentContainer.persistentStoreCoordinator.persistentStores.count)")
            print("model found \\(managedObjectModel != nil)")
            print("old stack stores \\(managedObjectContext.persistentStoreCoordinator?.persistentStores.count ?? 0)")
            saveContext(context)
            return true
        }

        func saveContext(_ context: NSManagedObjectContext) {
            if context.hasChanges {
                do { try context.save() } catch { fatalError("\\(error)") }
            } else {
                print("nothing to save")
            }
        }
    }

    """

  @Test("the template's stack is made, loads its store at once, and has nothing to save")
  func templateStack() throws {
    let harness = try RunHarness()
    defer { harness.remove() }
    try harness.write("AppDelegate.swift", Self.app)
    try harness.write("case.yaml", "scenario: case\nsteps:\n  - wait: 0.5\n")
    let result = try harness.transit([
      "run", "AppDelegate.swift", "--scenario", "case.yaml", "--output", "log.jsonl",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    // The container's one store is described as a SQLite file named after it, and loaded
    // before `loadPersistentStores` returns; no compiled model is in the bundle.
    #expect(
      result.stdout.split(separator: "\n") == [
        "loaded Shelf.sqlite SQLite", "view context on the main queue true", "stores 1",
        "model found false", "old stack stores 1", "nothing to save",
      ], "\(result.stdout)")
  }
}
