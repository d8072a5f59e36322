import SolvervFormatters
import XCTest

/// The built-in formatters keep a list of names beside a switch (an array
/// of existentials would cost every run its runtime metadata), so a name
/// must never fall through to another entry's `default`.
final class FormatterRegistryTests: XCTestCase {
    func testEveryFormatterNameYieldsThatFormatter() {
        XCTAssertEqual(Formatters.all.map(\.name), Formatters.names)
        for name in Formatters.names { XCTAssertEqual(Formatters.named(name)?.name, name) }
        XCTAssertNil(Formatters.named("lemonbar"))
        XCTAssertEqual(Set(Formatters.names).count, Formatters.names.count)
    }
}
