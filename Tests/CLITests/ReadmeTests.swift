import Foundation
import TestSupport
import XCTest

/// The README and the docs show what the program does: every `$ solverv …`
/// line of their `console` blocks runs here, on a machine whose zone is UTC
/// and that has no location set, and prints what the page says below it. A
/// `…` in a page stands for text left out; the parts around it must appear
/// in order. Every `solverv` line of their `sh` blocks runs too, through
/// the shell, and must succeed (a block that needs more than solverv, a bar
/// or a plugin built, is `shell`, which is not run). The usage block is
/// `solverv --help`'s, and the config in solverv-config(5) is a config.
/// (The generated blocks and man pages are written by `make docs`, and
/// `make test`'s docs-check fails when they differ from the code.)
final class ReadmeTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The README and every page of docs/, as paths in the checkout.
    static func pages() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    }

    static func lines(_ page: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8).components(separatedBy: "\n")
    }

    struct Example {
        let page: String
        let arguments: [String]
        var expected: [String] = []
    }

    /// The examples of every ```console block of every page, in order.
    static func examples() throws -> [Example] {
        var all: [Example] = []
        for page in try pages() {
            all += try examples(page)
        }
        return all
    }

    static func examples(_ page: String) throws -> [Example] {
        var examples: [Example] = []
        var inConsole = false
        for line in try lines(page) {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ solverv") {
                examples.append(Example(page: page, arguments: try words(String(line.dropFirst(10)))))
            } else if !examples.isEmpty {
                // Blank lines inside an output (the report's sections) are
                // part of it; those before the next example are not.
                examples[examples.count - 1].expected.append(line)
            }
        }
        for i in examples.indices {
            while examples[i].expected.last?.isEmpty == true { examples[i].expected.removeLast() }
        }
        return examples
    }

    /// Shell words as the examples write them: spaces, and single quotes.
    static func words(_ text: String) throws -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for c in text {
            if c == "'" { quoted.toggle(); started = true } else if c == " ", !quoted {
                if started { words.append(word) }
                word = ""; started = false
            } else { word.append(c); started = true }
        }
        if quoted { throw XCTSkip("unbalanced quote in an example: \(text)") }
        if started { words.append(word) }
        return words
    }

    /// Whether `actual` is `expected`, where each `…` in `expected` stands for any text.
    static func matches(_ actual: String, _ expected: String) -> Bool {
        let parts = expected.components(separatedBy: "…")
        guard parts.count > 1 else { return actual == expected }
        guard actual.hasPrefix(parts[0]), actual.hasSuffix(parts[parts.count - 1]) else { return false }
        var rest = actual[actual.index(actual.startIndex, offsetBy: parts[0].count)...]
        for part in parts.dropFirst().dropLast() {
            guard let r = rest.range(of: part) else { return false }
            rest = rest[r.upperBound...]
        }
        return rest.count >= parts[parts.count - 1].count
    }

    func testConsoleExamplesPrintWhatThePagesShow() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 12, "the console examples of the README and docs/ were not found")
        for example in examples {
            let command = "\(example.page): solverv \(example.arguments.joined(separator: " "))"
            let r = try SolvervBinary.run(example.arguments)
            XCTAssertEqual(r.status, 0, "\(command): \(r.stderr)")
            let actual = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            XCTAssertEqual(actual.count, example.expected.count, "\(command):\n\(r.stdout)")
            for (a, e) in zip(actual, example.expected) {
                XCTAssertTrue(Self.matches(a, e), "\(command):\npage:   \(e)\nprints: \(a)")
            }
        }
    }

    /// Each `solverv` line of an ```sh block (after any `NAME=value` words),
    /// with its page and line number.
    static func shellExamples() throws -> [(page: String, line: Int, text: String)] {
        var out: [(String, Int, String)] = []
        for page in try pages() {
            var inShell = false
            for (n, line) in try lines(page).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("```") {
                    inShell = trimmed == "```sh"
                    continue
                }
                let words = trimmed.split(separator: " ")
                guard inShell, let command = words.first(where: { !$0.contains("=") }), command == "solverv" else { continue }
                out.append((page, n + 1, trimmed))
            }
        }
        return out
    }

    /// Every `solverv` line of the pages' `sh` blocks runs as written, with
    /// this build as `solverv` on the PATH, in a scratch directory and home
    /// (charts are written there), and succeeds. A line that keeps running
    /// (`--watch`) must have printed a line when it is stopped after 2 s.
    func testShellExamplesRun() throws {
        let examples = try Self.shellExamples()
        XCTAssertGreaterThanOrEqual(examples.count, 5, "the sh examples of the README and docs/ were not found")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slv-docs-\(UUID().uuidString.prefix(8))")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("run"), withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent("solverv").path,
                                                   withDestinationPath: URL(fileURLWithPath: SolvervBinary.path).standardizedFileURL.path)
        let environment = ["PATH": "\(bin.path):/usr/bin:/bin", "HOME": scratch.path, "LANG": "C.UTF-8",
                           "XDG_CONFIG_HOME": scratch.appendingPathComponent("config").path,
                           "XDG_RUNTIME_DIR": scratch.appendingPathComponent("run").path]
        for example in examples {
            let watching = example.text.contains("--watch")
            let r = try SolvervBinary.run([watching ? "2" : "30", "/bin/sh", "-c", "cd \(RealBar.shellWord(scratch.path)) && \(example.text)"],
                                          environment: environment, executable: "/usr/bin/timeout")
            let place = "\(example.page):\(example.line): \(example.text)"
            if watching {
                XCTAssertEqual(r.status, 124, "\(place): it ended: \(r.stderr)")
                XCTAssertFalse(r.stdout.isEmpty, "\(place): printed nothing")
            } else {
                XCTAssertEqual(r.status, 0, "\(place): \(r.stderr)")
            }
        }
    }

    /// solverv-config(5)'s example is a config that solverv takes whole.
    func testConfigManPageExampleIsAConfig() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("contrib/man/solverv-config.5"), encoding: .utf8)
        let section = try XCTUnwrap(page.components(separatedBy: ".SH \"EXAMPLE\"\n").dropFirst().first)
        let body = try XCTUnwrap(section.components(separatedBy: ".nf\n").dropFirst().first?.components(separatedBy: "\n.fi").first)
        let json = Self.unroff(body)
        XCTAssertTrue(json.contains("\"formats\""), json)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("slv-man-\(UUID().uuidString.prefix(8)).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        for format in ["plain", "waybar", "tmux"] {
            let r = try SolvervBinary.run(["--config", file.path, "--format", format, "--now", "2026-11-22T12:00:00Z"])
            XCTAssertEqual(r.status, 0, "\(format): \(r.stderr)")
            XCTAssertEqual(r.stderr, "", format)
        }
        let location = try SolvervBinary.run(["--config", file.path, "--location", "cabin", "--format", "json", "--now", "2026-11-22T12:00:00Z"])
        XCTAssertTrue(location.stdout.contains("\"source\":\"config\""), location.stdout)
    }

    /// roff's escapes back to text: \e, \-, \[uXXXX], \& at a line's start.
    static func unroff(_ text: String) -> String {
        var out = "", scalars = Array(text.unicodeScalars), i = 0
        while i < scalars.count {
            guard scalars[i] == "\\", i + 1 < scalars.count else { out.unicodeScalars.append(scalars[i]); i += 1; continue }
            switch scalars[i + 1] {
            case "e": out += "\\"; i += 2
            case "-": out += "-"; i += 2
            case "&": i += 2
            case "[":
                let end = scalars[(i + 2)...].firstIndex(of: "]") ?? scalars.count - 1
                let hex = String(String.UnicodeScalarView(scalars[(i + 3)..<end]))
                if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) { out.unicodeScalars.append(s) }
                i = end + 1
            default: out.unicodeScalars.append(scalars[i]); i += 1
            }
        }
        return out
    }

    /// The usage block of docs/commands.md is the first part of `solverv --help`.
    func testUsageIsTheProgramsOwn() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/commands.md"), encoding: .utf8)
        let help = try SolvervBinary.run(["--help"]).stdout
        let usage = help.components(separatedBy: "\n").prefix { !$0.isEmpty && !$0.hasPrefix("Subcommands") }
            .map { $0.hasPrefix("usage: ") ? String($0.dropFirst(7)) : String($0.dropFirst(7)) }
        XCTAssertGreaterThan(usage.count, 3)
        XCTAssertTrue(text.contains("```\n" + usage.joined(separator: "\n") + "\n```"), "docs/commands.md's usage block is not:\n\(usage.joined(separator: "\n"))")
    }
}
