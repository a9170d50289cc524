import Foundation

/// A fuzz target: one file in `Sources/<Name>/` whose `@main` type conforms, and one line in
/// `Package.swift`. Built with `-sanitize=fuzzer,address -DFUZZING` (`make fuzz`) it is a
/// libFuzzer binary; built plainly (`swift build`, so `make test` keeps it compiling) it
/// replays the files and folders named on its command line through the same `fuzz(_:)`, which
/// is how a saved crash is rerun and how the regression corpus stays fixed.
///
/// Either way, `-transit-seeds=DIR` writes the seed corpus into `DIR` and exits.
public protocol FuzzTarget {
  /// Runs one input. A finding traps (`precondition`), which libFuzzer reports with the input.
  static func fuzz(_ bytes: [UInt8])
  /// The seed corpus, made from the package's own files (the current folder is its root).
  static func seeds() -> [[UInt8]]
  /// Tokens libFuzzer's mutations insert: field names, keywords, troublesome values.
  static var dictionary: [String] { get }
  /// The longest input libFuzzer makes, in bytes.
  static var maximumLength: Int { get }
}

extension FuzzTarget {
  public static var dictionary: [String] { [] }
  public static var maximumLength: Int { 4096 }

  /// The entry point `@main` calls: libFuzzer's driver, or the replayer.
  public static func main() {
    FuzzDriver.run(Self.self)
  }
}

/// Seed corpora from the package's files.
public enum FuzzSeeds {
  /// The files under `folder` (recursively, sorted) whose names end in one of `suffixes`.
  public static func files(under folder: String, endingIn suffixes: [String]) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let name = walker.nextObject() as? String {
      if suffixes.contains(where: name.hasSuffix) { found.append(folder + "/" + name) }
    }
    return found.sorted()
  }

  /// Each file's bytes, cut after the last whole line within `limit` bytes, so that every seed
  /// fits the longest input libFuzzer makes.
  public static func contents(of paths: [String], cutTo limit: Int) -> [[UInt8]] {
    paths.compactMap { FileManager.default.contents(atPath: $0) }.map { data in
      let bytes = [UInt8](data.prefix(limit))
      guard bytes.count == limit, let newline = bytes.lastIndex(of: 0x0A) else { return bytes }
      return Array(bytes[...newline])
    }
  }
}

/// What runs a target: the libFuzzer driver in a fuzzing build, the replayer otherwise.
enum FuzzDriver {
  /// The target's `fuzz(_:)`, for the C callback, which can capture nothing.
  nonisolated(unsafe) static var current: (([UInt8]) -> Void)?

  static func run<Target: FuzzTarget>(_ target: Target.Type) {
    var arguments = CommandLine.arguments
    if let seeds = arguments.first(where: { $0.hasPrefix("-transit-seeds=") }) {
      exit(writeSeeds(Target.seeds(), to: String(seeds.dropFirst("-transit-seeds=".count))))
    }
    current = Target.fuzz
    #if FUZZING
      // The target's own dictionary and input length, unless the command line gives others.
      if !arguments.contains(where: { $0.hasPrefix("-dict=") }), !Target.dictionary.isEmpty {
        let path = NSTemporaryDirectory() + "transit-fuzz-\(getpid()).dict"
        let entries = Target.dictionary.map { "\"" + dictionaryEscaped($0) + "\"" }
        FileManager.default.createFile(
          atPath: path, contents: Data((entries.joined(separator: "\n") + "\n").utf8))
        arguments.append("-dict=" + path)
      }
      if !arguments.contains(where: { $0.hasPrefix("-max_len=") }) {
        arguments.append("-max_len=\(Target.maximumLength)")
      }
      var argc = CInt(arguments.count)
      var argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
        capacity: arguments.count + 1)
      for (index, argument) in arguments.enumerated() { argv[index] = strdup(argument) }
      argv[arguments.count] = nil
      exit(runFuzzerDriver(&argc, &argv, fuzzCallback))
    #else
      exit(replay(Array(arguments.dropFirst())))
    #endif
  }

  /// Runs every file named, and every file in every folder named, through the target; prints
  /// how many, and exits 0 (a finding traps before).
  static func replay(_ paths: [String]) -> Int32 {
    var count = 0
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        FileHandle.standardError.write(Data("\(path): no such file or folder\n".utf8))
        return 2
      }
      let files =
        isFolder.boolValue
        ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map {
          path + "/" + $0
        } : [path]
      for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        current?([UInt8](data))
        count += 1
      }
    }
    print("replayed \(count) inputs")
    return 0
  }

  /// Writes each seed to `folder` as `seed-NNNNN`, making the folder.
  static func writeSeeds(_ seeds: [[UInt8]], to folder: String) -> Int32 {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
      for (index, seed) in seeds.enumerated() {
        let name = "seed-" + String(index + 100_000).dropFirst()
        try Data(seed).write(to: URL(fileURLWithPath: folder + "/" + name))
      }
      print("\(seeds.count) seeds in \(folder)")
      return 0
    } catch {
      FileHandle.standardError.write(Data("\(folder): \(error)\n".utf8))
      return 2
    }
  }

  /// A dictionary entry as libFuzzer reads it: `\` and `"` escaped, other bytes outside
  /// printable ASCII as `\xNN`.
  static func dictionaryEscaped(_ entry: String) -> String {
    var out = ""
    for byte in entry.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): out += "\\\\"
      case UInt8(ascii: "\""): out += "\\\""
      case 0x20...0x7E: out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "\\x" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return out
  }
}

/// The function libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = size == 0 || data == nil ? [] : Array(UnsafeBufferPointer(start: data, count: size))
  FuzzDriver.current?(bytes)
  return 0
}

#if FUZZING
  // SwiftPM links an executable with `main` defined as its module's entry point
  // (`--defsym main=<Module>_main`), so libFuzzer's own `main` is never used: the entry point
  // hands the command line to libFuzzer's driver, which the `-sanitize=fuzzer` runtime exports.
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  private let fuzzCallback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt = {
    fuzzTestOneInput($0, $1)
  }
#endif
