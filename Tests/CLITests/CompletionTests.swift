import Foundation
import TestSupport
import XCTest

/// The generated shell completions and man page (contrib/completions,
/// contrib/man), run in the real shells and the real `man`: bash's
/// completion function is driven as bash drives it (COMP_WORDS,
/// COMP_CWORD), fish's through `complete -C`; zsh's is syntax-checked.
final class CompletionTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let bashFile = root.appendingPathComponent("contrib/completions/solverv.bash").path

    /// Runs `program arguments` under `timeout`, with a plain environment.
    func run(_ program: String, _ arguments: [String], environment: [String: String] = [:]) throws -> BinaryResult {
        try SolvervBinary.run(["20", program] + arguments, environment: ["LANG": "C.UTF-8"].merging(environment) { $1 },
                              executable: "/usr/bin/timeout")
    }

    /// What bash's completion offers for `words`, the last being the word
    /// under the cursor: the function `complete -p solverv` registered runs
    /// with COMP_WORDS and COMP_CWORD set as bash sets them.
    func bashCompletes(_ words: [String], environment: [String: String] = [:]) throws -> [String] {
        let script = """
            source "$0" || exit 3
            function=$(complete -p solverv | sed -n 's/.* -F \\([^ ]*\\) .*/\\1/p')
            [ -n "$function" ] || exit 4
            COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            "$function" solverv "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let r = try run("/bin/bash", ["-c", script, Self.bashFile] + words, environment: environment)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        return r.stdout.split(separator: "\n").map(String.init)
    }

    func declarations() throws -> [String: Any] {
        let r = try SolvervBinary.run(["formats", "--output", "json"])
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    }

    func testBashRegistersTheCompletion() throws {
        let r = try run("/bin/bash", ["-c", "source \"$0\"; complete -p solverv", Self.bashFile])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "complete -F _solverv solverv\n")
    }

    /// `solverv --format <TAB>` lists the formats the program has (the
    /// binary named in the command line is asked), `--size` its sizes.
    func testBashCompletesFormatsAndValues() throws {
        let formats = (try declarations()["formats"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        XCTAssertEqual(try bashCompletes([SolvervBinary.path, "--format", ""]), formats)
        XCTAssertEqual(try bashCompletes(["solverv", "--format", "wa"]), ["waybar"])
        XCTAssertEqual(try bashCompletes(["solverv", "countdown", "--size", ""]), ["small", "medium", "large"])
        XCTAssertEqual(try bashCompletes(["solverv", "events", "--output", "j"]), ["json"])
    }

    /// `--tz Europe/Os<TAB>` gives Europe/Oslo from the machine's own tz
    /// database, in each way bash may split `--tz=…`; every name offered
    /// is a zone file there.
    func testBashCompletesZonesFromTheTzDatabase() throws {
        XCTAssertEqual(try bashCompletes(["solverv", "--tz", "Europe/Os"]), ["Europe/Oslo"])
        XCTAssertEqual(try bashCompletes(["solverv", "--tz", "=", "Europe/Os"]), ["Europe/Oslo"])
        XCTAssertEqual(try bashCompletes(["solverv", "--tz=Europe/Os"]), ["--tz=Europe/Oslo"])
        let zones = try bashCompletes(["solverv", "table", "--tz", ""])
        XCTAssertGreaterThan(zones.count, 300)
        for zone in zones {
            XCTAssertTrue(FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + zone), zone)
        }
        // A database without tzdata.zi: the tables' names (Oslo is in
        // zone.tab; zone1970.tab merged it into Europe/Berlin).
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-tz-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        for table in ["zone.tab", "zone1970.tab"] {
            try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/" + table, toPath: dir.appendingPathComponent(table).path)
        }
        XCTAssertEqual(try bashCompletes(["solverv", "--tz", "Europe/Os"], environment: ["TZDIR": dir.path]), ["Europe/Oslo"])
    }

    /// Subcommands and providers first, then what each takes.
    func testBashCompletesWords() throws {
        let d = try declarations()
        let commands = d["commands"] as? [[String: Any]] ?? []
        let providers = (d["providers"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        XCTAssertEqual(try bashCompletes(["solverv", ""]), commands.compactMap { $0["name"] as? String } + providers)
        XCTAssertTrue(commands.contains { $0["name"] as? String == "help" }, "help is declared as a command")
        XCTAssertEqual(try bashCompletes(["solverv", "help", "rep"]), ["report"])
        XCTAssertEqual(Set(try bashCompletes(["solverv", "formats", "--"])), ["--output", "--plugin", "--help", "--version"])
        let ctl = try XCTUnwrap(commands.first { $0["name"] as? String == "ctl" })
        XCTAssertEqual(try bashCompletes(["solverv", "ctl", ""]), ctl["actions"] as? [String])
        XCTAssertEqual(try bashCompletes(["solverv", "ctl", "today", ""]), [])
        // setup: a bar, then the providers (`setup waybar moon`).
        XCTAssertEqual(try bashCompletes(["solverv", "setup", "way"]), ["waybar"])
        XCTAssertEqual(try bashCompletes(["solverv", "setup", "waybar", "mo"]), ["moon"])
        XCTAssertEqual(try bashCompletes(["solverv", "setup", "waybar", "moon", "--location", "Oslo", ""]), providers)
        let events = try XCTUnwrap(commands.first { $0["name"] as? String == "events" })
        let eventOptions = (events["options"] as? [String] ?? []).map { "--" + $0 }
        XCTAssertEqual(Set(try bashCompletes(["solverv", "--tz", "UTC", "events", "--"])), Set(eventOptions))
        XCTAssertEqual(try bashCompletes(["solverv", "--lat", "5", "ev"]), ["events"])
        XCTAssertEqual(try bashCompletes(["solverv", "sunlight", "co"]), ["countdown"])
    }

    /// A plugin's format is offered when the solverv being completed lists
    /// it, and a name that is shell syntax is neither offered nor run.
    func testBashCompletesPluginFormatsAndRunsNoNames() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("slv-comp-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let stub = dir.appendingPathComponent("solverv")
        let pwned = dir.appendingPathComponent("pwned").path
        try """
            #!/bin/sh
            printf '%s\\n' 'name,default_size,source,summary' 'lemonbar,medium,/p/lemonbar.so,"lemonbar, with %{F} colours"' \
              '$(touch \(pwned)),medium,/p/x.so,x' '`touch \(pwned)`,small,/p/y.so,y'
            """.write(to: stub, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
        let offered = try bashCompletes([stub.path, "--format", ""])
        XCTAssertEqual(offered.last, "lemonbar")
        XCTAssertFalse(offered.contains { $0.contains("touch") }, "\(offered)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: pwned))
    }

    func testZshCompletionParses() throws {
        guard let zsh = RealBar.executable("zsh") else { throw XCTSkip("zsh is not installed (apt-get install zsh to check _solverv)") }
        let r = try run(zsh, ["-n", Self.root.appendingPathComponent("contrib/completions/_solverv").path])
        XCTAssertEqual(r.status, 0, r.stderr)
    }

    /// fish parses the file, and completes a zone and a format through it.
    func testFishCompletionParsesAndCompletes() throws {
        guard let fish = RealBar.executable("fish") else { throw XCTSkip("fish is not installed (apt-get install fish to check solverv.fish)") }
        let file = Self.root.appendingPathComponent("contrib/completions/solverv.fish").path
        let parse = try run(fish, ["-n", file])
        XCTAssertEqual(parse.status, 0, parse.stderr)
        func complete(_ line: String) throws -> [String] {
            let r = try run(fish, ["-N", "-c", "source $argv[1]; complete -C $argv[2]", file, line], environment: ["HOME": NSTemporaryDirectory()])
            XCTAssertEqual(r.stderr, "")
            return r.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        XCTAssertEqual(try complete("solverv --tz Europe/Os"), ["Europe/Oslo"])
        XCTAssertEqual(try complete("solverv --format wa"), ["waybar"])
        XCTAssertEqual(try complete("solverv ctl to"), ["today", "toggle-size"])
        XCTAssertEqual(try complete("solverv setup i3"), ["i3", "i3blocks", "i3status-rust"])
        XCTAssertEqual(try complete("solverv setup waybar mo"), ["moon"])
        // The binary named on the line is the one whose catalogues count.
        if TranslatedBinary.installed("de_DE.UTF-8") {
            XCTAssertTrue(try complete("\(SolvervBinary.path) --locale de_DE.u").contains("de_DE.utf8"))
        }
    }

    /// `--locale <TAB>` offers C and the locales installed here whose
    /// language the completed solverv has a catalogue for (issue 34): the
    /// build tree's beside a build's binary; a language it does not speak
    /// (Greek) is not offered, nor is any without catalogues at all.
    func testBashCompletesLocalesThatHaveACatalogue() throws {
        guard LanguageGoldenTests.requireCatalogues() else { return }
        let offered = try bashCompletes([SolvervBinary.path, "--locale", ""])
        XCTAssertEqual(offered.first, "C")
        for locale in ["de_DE.utf8", "ja_JP.utf8", "zh_TW.utf8", "uk_UA.utf8"] { XCTAssertTrue(offered.contains(locale), locale) }
        if TranslatedBinary.installed("el_GR.UTF-8") { XCTAssertFalse(offered.contains("el_GR.utf8")) }
        XCTAssertFalse(offered.contains("pt_PT.utf8"), "pt_BR's catalogue is no Portuguese of Portugal")
        XCTAssertEqual(try bashCompletes([SolvervBinary.path, "--locale=de_DE.u"]), ["--locale=de_DE.utf8"])
        // A copy with no catalogues anywhere near it speaks the languages
        // it carries inside, those of po/LINGUAS (where no solverv is
        // installed system-wide); Greek still not.
        let system = ["/usr/share/locale", "/usr/local/share/locale"].contains {
            FileManager.default.fileExists(atPath: $0 + "/de/LC_MESSAGES/solverv.mo")
        }
        guard !system else { return }
        let lone = FileManager.default.temporaryDirectory.appendingPathComponent("slv-lone-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: lone.appendingPathComponent("bin"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: lone) }
        let copy = lone.appendingPathComponent("bin/solverv").path
        try FileManager.default.copyItem(atPath: SolvervBinary.path, toPath: copy)
        let alone = try bashCompletes([copy, "--locale", ""])
        XCTAssertEqual(alone, offered)
        XCTAssertTrue(alone.contains("de_DE.utf8"), "\(alone)")
        if TranslatedBinary.installed("el_GR.UTF-8") { XCTAssertFalse(alone.contains("el_GR.utf8")) }
    }

    /// Each man page renders in the real `man` without a warning from
    /// groff, with every section the page promises: solverv(1), the
    /// commands; solverv-config(5), the config file and the placeholders;
    /// solverv-plugin(7), the plugin ABI, from the header.
    func testManPagesRender() throws {
        guard let man = RealBar.executable("man") else { throw XCTSkip("man is not installed (make test-deps installs man-db)") }
        func render(_ page: String) throws -> String {
            let r = try run(man, ["--warnings", "-l", Self.root.appendingPathComponent("contrib/man/" + page).path],
                            environment: ["MANWIDTH": "80"])
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertEqual(r.stderr, "", "groff warns on \(page)")
            return r.stdout
        }
        let pages = [
            ("solverv.1", "SOLVERV(1)", ["NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "OPTIONS", "FORMATS", "PROVIDERS",
                                         "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES", "SEE ALSO"]),
            ("solverv-config.5", "SOLVERV-CONFIG(5)", ["NAME", "SYNOPSIS", "DESCRIPTION", "KEYS", "COLOURS", "TEMPLATES",
                                                       "PLACEHOLDERS", "EXAMPLE", "FILES", "SEE ALSO"]),
            ("solverv-plugin.7", "SOLVERV-PLUGIN(7)", ["NAME", "SYNOPSIS", "DESCRIPTION", "CONSTANTS", "THE STRUCTURE",
                                                       "THE ENTRY POINT", "ENVIRONMENT", "FILES", "EXAMPLES", "SEE ALSO"]),
        ]
        var text: [String: String] = [:]
        for (page, title, sections) in pages {
            let out = try render(page)
            text[page] = out
            for section in sections { XCTAssertTrue(out.contains("\n\(section)\n"), "\(page): \(section)") }
            XCTAssertTrue(out.hasPrefix(title), String(out.prefix(80)))
        }
        let commands = text["solverv.1"] ?? "", config = text["solverv-config.5"] ?? "", plugin = text["solverv-plugin.7"] ?? ""
        // Non-ASCII text survives (escaped as \[uXXXX] in the source).
        XCTAssertTrue(commands.contains("59°54'36\"N"), "degrees")
        XCTAssertTrue(commands.contains("--tz ZONE"))
        XCTAssertTrue(config.contains("(❄ 🌱 🌞 🍂)"), "emoji")
        XCTAssertTrue(config.contains("urgent_minutes"))
        // The plugin page is the header's: its struct's fields, its entry point.
        XCTAssertTrue(plugin.contains("char *(*render)(const char *snapshot_json"), plugin)
        XCTAssertTrue(plugin.contains("const struct solverv_formatter *solverv_formatter_v1(void);"))
        for page in ["solverv-config", "solverv-plugin"] { XCTAssertTrue(commands.contains(page), "SEE ALSO \(page)") }
    }
}
