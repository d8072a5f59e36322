import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervProviders
import XCTest

/// The built-in providers keep a list of names beside a switch, so a name
/// must never fall through to another entry's `default`: each name yields
/// the provider of that name, and the line's own way in reports for each.
final class ProviderRegistryTests: XCTestCase {
    func testEveryProviderNameYieldsThatProvider() throws {
        XCTAssertEqual(Providers.all.map(\.name), Providers.names)
        for name in Providers.names { XCTAssertEqual(Providers.named(name)?.name, name) }
        XCTAssertNil(Providers.named("twilight"))
        let context = ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)),
                                      zone: try Zone(named: "Europe/Oslo"), now: 1_795_000_000, wantsLarge: false)
        for name in Providers.names { XCTAssertEqual(Providers.report(name, context)?.provider, name) }
        XCTAssertNil(Providers.report("twilight", context))
    }
}
