@testable import SolvervCLI
import SolvervProviders
import XCTest

/// The command table: each subcommand's name yields that command, and no
/// provider is named like one. (The formatters' and the providers' names
/// are FormatterTests' and ProviderTests'.)
final class RegistryTests: XCTestCase {
    func testEverySubcommandNameYieldsThatCommand() {
        for name in Solverv.commandNames { XCTAssertEqual(Solverv.command(name)?.name, name) }
        // The names are a literal, for speed: they must be the table's, in its order.
        XCTAssertEqual(Solverv.commandNames, Solverv.commands.map(\.name))
        XCTAssertEqual(Set(Solverv.commandNames + Providers.names).count, Solverv.commandNames.count + Providers.names.count,
                       "a provider named like a subcommand could never be chosen")
    }
}
