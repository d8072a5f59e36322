import CivilTime
import SolarAstronomy
@testable import SolvervCLI
import SolvervContracts
import SolvervFormatters
import SolvervProviders
import XCTest

/// The registries keep a list of names beside a switch (an array of
/// existentials would cost every run its runtime metadata), so a name must
/// never fall through to another entry's `default`: each name yields the
/// thing of that name, and the line's own way in reports for every provider.
final class RegistryTests: XCTestCase {
    func testEveryFormatterNameYieldsThatFormatter() {
        XCTAssertEqual(Formatters.all.map(\.name), Formatters.names)
        for name in Formatters.names { XCTAssertEqual(Formatters.named(name)?.name, name) }
        XCTAssertNil(Formatters.named("lemonbar"))
        XCTAssertEqual(Set(Formatters.names).count, Formatters.names.count)
    }

    func testEveryProviderNameYieldsThatProvider() throws {
        XCTAssertEqual(Providers.all.map(\.name), Providers.names)
        for name in Providers.names { XCTAssertEqual(Providers.named(name)?.name, name) }
        XCTAssertNil(Providers.named("twilight"))
        let context = ProviderContext(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)),
                                      zone: try Zone(named: "Europe/Oslo"), now: 1_795_000_000, wantsLarge: false)
        for name in Providers.names { XCTAssertEqual(Providers.report(name, context)?.provider, name) }
        XCTAssertNil(Providers.report("twilight", context))
    }

    func testEverySubcommandNameYieldsThatCommand() {
        for name in Solverv.commandNames { XCTAssertEqual(Solverv.command(name)?.name, name) }
        XCTAssertEqual(Set(Solverv.commandNames + Providers.names).count, Solverv.commandNames.count + Providers.names.count,
                       "a provider named like a subcommand could never be chosen")
    }
}
