import ArgumentParser
import Foundation
import TransitReporter
import TransitTeaching
import TransitTrace

extension Render {
  /// Refuses the screen's options where they do not apply, and values out of their range.
  func validateScreen() throws {
    if let at {
      guard at >= 1 else { throw ValidationError("--at must be 1 or more") }
      guard format == .diagram(.png) else {
        throw ValidationError("--at draws the screen as a still; it needs --format png")
      }
    }
    let screenOnly = format == .gif || at != nil
    if !screenOnly {
      for (name, given) in [
        ("--speed", speed != 1), ("--fps", fps != 25), ("--scale", scale != 1),
      ] where given {
        throw ValidationError("\(name) goes with --format gif (or --scale with --at)")
      }
    }
    if at != nil, speed != 1 || fps != 25 {
      throw ValidationError("--speed and --fps go with --format gif; a still has no clock")
    }
    guard speed.isFinite, (0.05...4).contains(speed) else {
      throw ValidationError("--speed must be from 0.05 to 4")
    }
    guard (1...50).contains(fps) else { throw ValidationError("--fps must be from 1 to 50") }
    guard scale.isFinite, (0.1...4).contains(scale) else {
      throw ValidationError("--scale must be from 0.1 to 4")
    }
    if screenOnly {
      for (name, given) in [
        ("--transition", transition != nil), ("--from", from != nil), ("--to", to != nil),
        ("--participants", participants != nil), ("--hide", hide != nil),
        ("--pages", pages != nil), ("--preset", preset != nil),
      ] where given {
        throw ValidationError("\(name) shapes the diagram; the screen shows the whole window")
      }
    }
  }

  /// The screen as a GIF, or as a PNG still with `--at`, and the log's scenario.
  @MainActor
  func screenImage() throws -> (bytes: [UInt8], scenario: String) {
    let records = try LogSource.load(path, lenient: lenient).records
    let scenario =
      records.first.flatMap { record -> String? in
        if case .header(let header) = record { return header.scenario }
        return nil
      } ?? ""
    let options = ScreenExport.Options(scale: scale, framesPerSecond: fps, speed: speed)
    do {
      if let at { return (try ScreenExport.png(records, atSeq: at, options: options), scenario) }
      return (try ScreenExport.gif(records, options: options), scenario)
    } catch {
      throw FocusError(error.description)
    }
  }
}
