import Foundation

/// Glue: code this project writes to stand in, for one library of the corpus, for what cannot
/// exist on Linux (a dependency that swizzles, an Objective-C file, an Apple framework's
/// types), so that the report can say which libraries run once only that is given,
/// and what it stands in for.
///
/// A library's glue is the folder `<glue>/<library name>/`: its file `stands-in-for` says in one
/// line what the glue replaces, and each folder in it is compiled with the library, a folder
/// named `App` with the sample's own files, any other as the module of its name (the pod's).
/// The library's own files are never changed: glue adds files, and a glue module named as one
/// of the listed paths' modules (a vendored pod or a fetched dependency that cannot run here)
/// takes its place.
extension BenchCorpus {
  /// One library's glue.
  struct Glue {
    /// What the glue stands in for, from its `stands-in-for` file.
    let standsInFor: String
    /// The glue's folders as `transit run` takes them: `App` plain, the others `PATH:Module`.
    let paths: [String]
    /// The modules the glue gives.
    let modules: Set<String>

    /// Whether `path`, one of the list's, builds a module the glue gives instead.
    func replaces(_ path: String) -> Bool {
      let parts = path.split(separator: ":")
      return parts.count == 2 && modules.contains(String(parts[1]))
    }

    /// The glue for `library` in `folder`, or nil when it has none.
    static func find(for library: Library, in folder: String?) throws -> Glue? {
      guard let folder else { return nil }
      let root = folder + "/" + library.name
      let note = root + "/stands-in-for"
      guard FileManager.default.fileExists(atPath: note) else { return nil }
      let text = try String(contentsOfFile: note, encoding: .utf8)
      let standsInFor = text.split(separator: "\n").first.map(String.init) ?? ""
      guard !standsInFor.isEmpty else {
        throw BenchError("\(note):1: expected one line saying what the glue stands in for")
      }
      let absolute = URL(fileURLWithPath: root).standardizedFileURL.path
      let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted().filter {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: absolute + "/" + $0, isDirectory: &isFolder)
          && isFolder.boolValue
      }
      guard !folders.isEmpty else {
        throw BenchError("\(root): expected a folder of glue (App, or a module's name)")
      }
      return Glue(
        standsInFor: standsInFor,
        paths: folders.map { $0 == "App" ? absolute + "/App" : absolute + "/\($0):\($0)" },
        modules: Set(folders.filter { $0 != "App" }))
    }
  }

  /// The verdict's tail for a library that did not run as written and has glue.
  static func glueVerdict(_ glued: Outcome?) -> String {
    guard let glued else { return "" }
    return glued.ran ? "; runs with glue" : "; with glue, \(glued.reason)"
  }

  /// The summary's words for the libraries that run only with their glue.
  static func glueSummary(_ outcomes: [Outcome], glued: [String: (Glue, Outcome)]) -> String {
    let running = outcomes.compactMap { outcome -> String? in
      guard let (glue, run) = glued[outcome.library.name], run.ran else { return nil }
      return "\(outcome.library.name): \(glue.standsInFor)"
    }
    guard !glued.isEmpty else { return "" }
    return "\(running.count) more run with glue"
      + (running.isEmpty
        ? "" : " standing in for what Linux lacks (" + running.joined(separator: "; ") + ")")
      + "; "
  }
}
