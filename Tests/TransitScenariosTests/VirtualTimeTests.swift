import Testing
import TransitTrace

/// The engine's clock takes any number of seconds without trapping.
@Suite("Virtual time")
struct VirtualTimeTests {
  @Test("seconds round to the nearest microsecond")
  func rounding() {
    #expect(VirtualTime(seconds: 0.35).microseconds == 350_000)
    #expect(VirtualTime(seconds: 0.000_000_4).microseconds == 0)
    #expect(VirtualTime(seconds: -1.5).microseconds == -1_500_000)
  }

  @Test(
    "seconds past the clock's range saturate, and NaN is zero",
    arguments: [
      (1e300, Int64.max), (-1e300, Int64.min), (.infinity, .max), (-.infinity, .min),
      (9.3e12, .max), (.nan, 0),
    ] as [(Double, Int64)])
  func saturation(seconds: Double, microseconds: Int64) {
    #expect(VirtualTime(seconds: seconds).microseconds == microseconds)
  }

  @Test("adding past the end stays at the end, and the order of times holds")
  func addition() {
    let late = VirtualTime(microseconds: .max - 10)
    #expect((late + 1).microseconds == .max)
    #expect((late + 1e300).microseconds == .max)
    #expect((VirtualTime(microseconds: .min + 10) + -1).microseconds == .min)
    #expect(VirtualTime(seconds: 86_400) < VirtualTime.zero + 1e300)
    #expect((VirtualTime(seconds: 1) + 0.25).microseconds == 1_250_000)
  }

  @Test("the seconds between the ends of the clock are finite")
  func span() {
    let span = VirtualTime(microseconds: .max).seconds(since: VirtualTime(microseconds: .min))
    #expect(span.isFinite && span > 1.8e13)
    #expect(VirtualTime(seconds: 2).seconds(since: VirtualTime(seconds: 0.5)) == 1.5)
  }
}
