@testable import SolvervFormatters
import Testing

// The one-line large cuts each report's large text at its newlines' bytes
// (`Lines.nonEmptyLines`), not by Characters: it must give what
// `split(separator: "\n")` gave, byte for byte, for any text a report can hold.
@Test(arguments: [
    "", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb", "🌔 Waxing gibbous, 94% lit\nMoonset 05:28 · Moonrise 14:01\nThen: 🌕 24 Nov",
    "e\u{301}\n\u{301}x", "❄️\n👩‍👩‍👧\n", "a\r\nb\nc", "\r\n", "x\r\n\ny", "上弦\n下弦",
])
func nonEmptyLinesSplitAsCharactersDo(text: String) {
    let expected = text.split(separator: "\n").map(String.init)
    let got = Lines.nonEmptyLines(text)
    #expect(got.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
}
