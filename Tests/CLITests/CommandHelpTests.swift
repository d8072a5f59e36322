import Foundation
import TestSupport
import XCTest

/// Issue 23 item 11: each command has its own help (`solverv report
/// --help`, `solverv help report`, `-h`), with its usage, what it does and
/// exactly the options it accepts; `solverv --help` is the overview. Checked
/// through the built binary, against what the program declares
/// (`formats --output json`, which the man page and the completions are
/// written from) and against what its parser really accepts.
final class CommandHelpTests: XCTestCase {
    struct Topic {
        let name: String
        let summary: String
        /// The options it declares, in the order of its help.
        let options: [String]
    }

    /// Every subcommand, and every provider (the line's options).
    func topics() throws -> [Topic] {
        let r = try SolvervBinary.run(["formats", "--output", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let d = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let commands = (d["commands"] as? [[String: Any]] ?? []).map {
            Topic(name: $0["name"] as? String ?? "", summary: $0["summary"] as? String ?? "", options: $0["options"] as? [String] ?? [])
        }
        // A provider's: the line's, but those only another provider uses.
        let line = d["line_options"] as? [String] ?? []
        let providers = (d["providers"] as? [[String: Any]] ?? []).map {
            Topic(name: $0["name"] as? String ?? "", summary: $0["summary"] as? String ?? "", options: $0["options"] as? [String] ?? [])
        }
        XCTAssertEqual(providers.map { Set(line).subtracting($0.options).sorted() }, [["urgent"], ["seasons"], ["seasons", "urgent"], ["seasons", "urgent"]])
        XCTAssertEqual(commands.map(\.name), ["events", "table", "report", "chart", "wait", "poll", "formats", "locate", "ctl", "setup", "help"])
        XCTAssertEqual(providers.map(\.name), ["countdown", "sunlight", "dst", "moon"])
        return commands + providers
    }

    /// The option names a help lists under "Options:", in order.
    static func listedOptions(_ help: String) -> [String] {
        guard let start = help.range(of: "\nOptions:\n") else { return [] }
        var names: [String] = []
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("  --") else { break }
            names.append(String(line.dropFirst(4).prefix { $0 != " " }))
        }
        return names
    }

    /// The usage lines a help opens with (up to the first empty line).
    static func usage(_ help: String) -> String {
        help.components(separatedBy: "\n\n")[0]
    }

    func testEachCommandHasItsOwnHelpWithExactlyItsOptions() throws {
        let overview = try SolvervBinary.run(["--help"]).stdout
        for topic in try topics() {
            let help = try SolvervBinary.run([topic.name, "--help"])
            XCTAssertEqual(help.status, 0, "\(topic.name): \(help.stderr)")
            XCTAssertEqual(help.stderr, "")
            // The same text, however it is asked for.
            for other in [["help", topic.name], [topic.name, "-h"], ["--tz", "UTC", topic.name, "--help"]] {
                XCTAssertEqual(try SolvervBinary.run(other).stdout, help.stdout, other.joined(separator: " "))
            }
            XCTAssertNotEqual(help.stdout, overview, topic.name)
            XCTAssertTrue(help.stdout.hasPrefix("usage: solverv \(topic.name)"), help.stdout)
            XCTAssertTrue(help.stdout.contains("\n\(topic.name): \(topic.summary).\n"), "\(topic.name): its summary")
            XCTAssertEqual(Self.listedOptions(help.stdout), topic.options, "\(topic.name) lists exactly its declared options")
            // The usage names each option but --help and --version, and no other.
            let usage = Self.usage(help.stdout)
            let named = Set(usage.split(whereSeparator: { " [|]".contains($0) }).filter { $0.hasPrefix("--") }.map { String($0.dropFirst(2)) })
            XCTAssertEqual(named, Set(topic.options).subtracting(["help", "version"]), "\(topic.name)'s usage:\n\(usage)")
        }
    }

    /// Every option the parser knows, given to each command: refused as
    /// "does not apply" exactly when the command's help does not list it.
    /// (A value that is no good is fine: what is checked is that the
    /// option got past the command's own list. `--watch` runs on: it is
    /// stopped by `timeout` and counts as accepted.)
    func testEveryOptionTheParserAcceptsIsInTheHelp() throws {
        let declarations = try SolvervBinary.run(["formats", "--output", "json"]).stdout
        let d = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(declarations.utf8)) as? [String: Any])
        let all = (d["options"] as? [[String: Any]] ?? []).map { ($0["name"] as? String ?? "", $0["value"] is String) }
        XCTAssertEqual(all.count, 37)
        let scratch = NSTemporaryDirectory() + "slv-help-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let environment = ["XDG_RUNTIME_DIR": scratch, "XDG_CONFIG_HOME": scratch, "XDG_DATA_HOME": scratch, "HOME": scratch]
        for topic in try topics() {
            let listed = Self.listedOptions(try SolvervBinary.run([topic.name, "--help"]).stdout)
            var accepted: [String] = []
            for (option, takesValue) in all {
                let argument = takesValue ? "--\(option)=x" : "--\(option)"
                let r = try SolvervBinary.run(["3", SolvervBinary.path, topic.name, argument], environment: environment,
                                              executable: "/usr/bin/timeout")
                XCTAssertFalse(r.stderr.contains("unknown option"), "\(topic.name) \(argument): \(r.stderr)")
                if r.status == 124 { XCTAssertEqual(option, "watch", "only a watching line runs on: \(topic.name) \(argument)") }
                // A provider's line also refuses an option only another provider uses.
                if !r.stderr.contains("--\(option) does not apply to"), !r.stderr.contains("--\(option) applies to ") { accepted.append(option) }
            }
            XCTAssertEqual(Set(accepted), Set(listed), "\(topic.name): accepted \(accepted), its help lists \(listed)")
        }
    }

    /// `solverv --help` stays the overview: every command's usage (the
    /// line's with dst), every subcommand, format, provider and option.
    func testTheOverview() throws {
        let help = try SolvervBinary.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: solverv [countdown|sunlight|dst|moon...] [--format F]"), help.stdout)
        XCTAssertEqual(try SolvervBinary.run(["help"]).stdout, help.stdout)
        XCTAssertEqual(try SolvervBinary.run(["-h"]).stdout, help.stdout)
        let usage = Self.usage(help.stdout)
        for topic in try topics() where !["countdown", "sunlight", "dst", "moon"].contains(topic.name) {
            XCTAssertTrue(usage.contains("\n       solverv \(topic.name) "), "\(topic.name) in\n\(usage)")
            XCTAssertTrue(help.stdout.contains("\n  \(topic.name)  "), "\(topic.name) in the subcommands")
        }
        XCTAssertEqual(Self.listedOptions(help.stdout).count, 37)
        XCTAssertTrue(help.stdout.contains("solverv help COMMAND"), "the overview says where each command's help is")
    }

    /// `help` takes one word, and only its own options.
    func testHelpRefusesWhatItDoesNotTake() throws {
        let extra = try SolvervBinary.run(["help", "report", "chart"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertEqual(extra.stderr, "solverv: unexpected argument 'chart' after 'report'\n")
        let option = try SolvervBinary.run(["help", "--tz", "UTC"])
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.stderr, "solverv: --tz does not apply to 'help'\n")
    }
}
