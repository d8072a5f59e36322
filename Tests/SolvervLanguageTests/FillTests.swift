import SolvervLanguage
import XCTest

/// `fill`, which puts text into a translated format: what a translator may
/// write (`%s`, `%d`, `%1$s` reordered, `%%`) comes out as meant, and what
/// a translator may get wrong never crashes and never loses text.
final class FillTests: XCTestCase {
    func testArgumentsInOrder() {
        XCTAssertEqual(fill("%s in %s", "Winter solstice", "29 days"), "Winter solstice in 29 days")
        XCTAssertEqual(fill("in %d days", "5"), "in 5 days")
        XCTAssertEqual(fill("%sh%sm", "4", "07"), "4h07m")
        XCTAssertEqual(fill("no placeholder"), "no placeholder")
        XCTAssertEqual(fill(""), "")
    }

    func testNumberedArgumentsReorder() {
        XCTAssertEqual(fill("%2$s, %1$s", "sunrise", "Tomorrow"), "Tomorrow, sunrise")
        XCTAssertEqual(fill("%1$s: sunrise %2$s · %3$s of daylight", "Mon 21 Dec", "08:35", "6h54m"),
                       "Mon 21 Dec: sunrise 08:35 · 6h54m of daylight")
        XCTAssertEqual(fill("%3$d %1$s %2$s", "a", "b", "3"), "3 a b")
        // A translation may say an argument twice, or leave one out.
        XCTAssertEqual(fill("%1$s (%1$s)", "x", "y"), "x (x)")
        XCTAssertEqual(fill("%2$s", "x", "y"), "y")
    }

    func testPercentSign() {
        XCTAssertEqual(fill("100%% of %s", "daylight"), "100% of daylight")
        XCTAssertEqual(fill("%%s"), "%s")
        XCTAssertEqual(fill("%%%s%%", "5"), "%5%")
    }

    /// Text around the conversions stays whole, in any script.
    func testTextInOtherScripts() {
        XCTAssertEqual(fill("冬至まで%s日", "29"), "冬至まで29日")
        XCTAssertEqual(fill("%s: восход %s", "Завтра", "08:35"), "Завтра: восход 08:35")
        XCTAssertEqual(fill("%2$s年%1$s月", "12", "2026"), "2026年12月")
        XCTAssertEqual(fill("Ø %s ❄", "Oslo"), "Ø Oslo ❄")
    }

    /// A wrong or missing conversion is kept as written; no crash.
    func testMistakesAreKeptAsWritten() {
        XCTAssertEqual(fill("%s and %s", "one"), "one and %s")
        XCTAssertEqual(fill("%3$s", "a", "b"), "%3$s")
        XCTAssertEqual(fill("%0$s", "a"), "%0$s")
        XCTAssertEqual(fill("%x %s", "a"), "%x a")
        XCTAssertEqual(fill("%5.2f", "a"), "%5.2f")
        XCTAssertEqual(fill("%", "a"), "%")
        XCTAssertEqual(fill("ends with %", "a"), "ends with %")
        XCTAssertEqual(fill("%1$", "a"), "%1$")
        XCTAssertEqual(fill("%1", "a"), "%1")
        XCTAssertEqual(fill("%12345$s", "a"), "%12345$s")
        XCTAssertEqual(fill("%99999999999999999999$s", "a"), "%99999999999999999999$s")
        XCTAssertEqual(fill("%s", "%s"), "%s")
        XCTAssertEqual(fill("%s%s", "%", "d"), "%d")
    }
}
