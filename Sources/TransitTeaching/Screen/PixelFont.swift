/// A small bitmap font of Transit's own: the printable ASCII characters, each 5 pixels wide and
/// 7 high in a cell of 6 by 9, for labels and captions drawn on a screen image without a font
/// library.
enum PixelFont {
  /// A cell's width and height, in pixels at size 1.
  static let cellWidth = 6
  static let cellHeight = 9

  /// The pixels of `character` at (`column`, `row`), 0-based from the top left of its 5 by 7
  /// glyph; a character outside printable ASCII is drawn as `?`.
  static func isSet(_ character: Character, column: Int, row: Int) -> Bool {
    guard (0..<5).contains(column), (0..<7).contains(row) else { return false }
    let code = character.asciiValue.map(Int.init) ?? 63
    let index = (32...126).contains(code) ? code - 32 : 63 - 32
    let bit = 34 - (row * 5 + column)
    return glyphs[index] >> UInt64(bit) & 1 == 1
  }

  /// The text as printable ASCII: what the font lacks becomes `?`, an arrow `->`.
  static func printable(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "\u{2192}": out += "->"
      case "\u{00B7}": out += "|"
      case "\u{2026}": out += "..."
      default:
        if let ascii = character.asciiValue, (32...126).contains(ascii) {
          out.append(character)
        } else {
          out += "?"
        }
      }
    }
    return out
  }

  /// Each glyph's 35 pixels, row by row from the top, the first pixel in the highest bit.
  static let glyphs: [UInt64] = [
    0x0_0000_0000, 0x1_0842_1004, 0x2_9400_0000, 0x2_bea5_2bea, 0x1_1f47_17c4, 0x6_7422_2173,
    0x3_2544_564d, 0x1_0800_0000, 0x0_8884_2082, 0x2_0821_0888, 0x0_0957_5480, 0x0_084f_9080,
    0x0_0000_1888, 0x0_000f_8000, 0x0_0000_018c, 0x0_4422_2110, 0x3_a33a_e62e, 0x1_1842_108e,
    0x3_a211_111f, 0x3_a213_062e, 0x0_8ca9_7c42, 0x7_e1e0_862e, 0x1_910f_462e, 0x7_c222_2108,
    0x3_a317_462e, 0x3_a317_844c, 0x0_18c0_3180, 0x0_18c0_3088, 0x0_8888_2082, 0x0_01f0_7c00,
    0x2_0820_8888, 0x3_a211_1004, 0x3_a37a_de0e, 0x3_a31f_c631, 0x7_a31f_463e, 0x3_a308_422e,
    0x7_2518_c65c, 0x7_e10f_421f, 0x7_e10f_4210, 0x3_a30b_c62f, 0x4_631f_c631, 0x3_8842_108e,
    0x1_c421_0a4c, 0x4_654c_5251, 0x4_2108_421f, 0x4_775a_c631, 0x4_639a_ce31, 0x3_a318_c62e,
    0x7_a31f_4210, 0x3_a318_d64d, 0x7_a31f_5251, 0x3_e107_043e, 0x7_c842_1084, 0x4_6318_c62e,
    0x4_6318_c544, 0x4_631a_d6aa, 0x4_62a2_2a31, 0x4_62a2_1084, 0x7_c222_221f, 0x3_9084_210e,
    0x4_1082_0841, 0x3_8421_084e, 0x1_1510_0000, 0x0_0000_001f, 0x2_0800_0000, 0x0_00e0_be2f,
    0x4_21e8_c63e, 0x0_00e8_422e, 0x0_42f8_c62f, 0x0_00e8_fe0e, 0x1_928e_2108, 0x0_1f18_bc2e,
    0x4_216c_c631, 0x1_00c2_108e, 0x0_8061_0a4c, 0x4_212a_6292, 0x3_0842_108e, 0x0_01aa_d6b1,
    0x0_016c_c631, 0x0_00e8_c62e, 0x0_01e8_fa10, 0x0_00f8_bc21, 0x0_016c_c210, 0x0_00f8_383e,
    0x2_11c4_2126, 0x0_0118_c66d, 0x0_0118_c544, 0x0_0118_d6aa, 0x0_0115_1151, 0x0_0118_bc2e,
    0x0_01f1_111f, 0x0_8844_1082, 0x1_0842_1084, 0x2_0841_1088, 0x0_008a_8800,
  ]
}
