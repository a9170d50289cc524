import Foundation

/// The image files of the app's bundle, by file name, with their sizes in pixels: `transit run`
/// registers each PNG and JPEG among the folders it is given when the program starts, and
/// `UIImage(named:)` finds a name among them as UIKit finds it in the bundle.
///
/// A name is looked up as written, then with the screen's scale suffix and the others before
/// its extension (`card` is `card@3x.png`, `card@2x.png`, `card.png`…), as UIKit prefers the
/// variant for the screen's scale (Apple's "Image Size and Resolution"); an image whose file
/// name says `@2x` or `@3x` is of that scale, any other of scale 1.
public enum ImageResources {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var sizes: [String: (width: Int, height: Int)] = [:]

  /// Records the image file `name`, of `pixelWidth` by `pixelHeight` pixels.
  public static func register(_ name: String, pixelWidth: Int, pixelHeight: Int) {
    lock.lock()
    defer { lock.unlock() }
    sizes[name] = (pixelWidth, pixelHeight)
  }

  /// The image `name` finds: its size in pixels and its scale.
  static func find(_ name: String) -> (width: CGFloat, height: CGFloat, scale: CGFloat)? {
    lock.lock()
    defer { lock.unlock() }
    guard !sizes.isEmpty else { return nil }
    let base: Substring
    let extensions: [String]
    if let dot = name.lastIndex(of: "."),
      ["png", "jpg", "jpeg"].contains(
        name[name.index(after: dot)...].lowercased())
    {
      base = name[..<dot]
      extensions = [String(name[dot...])]
    } else {
      base = Substring(name)
      extensions = [".png", ".jpg", ".jpeg"]
    }
    let screen = Int(UIScreen.mainScale)
    let suffixes = ["@\(screen)x"] + ["@3x", "@2x", ""].filter { $0 != "@\(screen)x" }
    for file in [name] + extensions.flatMap({ ext in suffixes.map { base + $0 + ext } }) {
      guard let size = sizes[file] else { continue }
      let scale: CGFloat = file.contains("@3x.") ? 3 : file.contains("@2x.") ? 2 : 1
      return (CGFloat(size.width), CGFloat(size.height), scale)
    }
    return nil
  }
}
