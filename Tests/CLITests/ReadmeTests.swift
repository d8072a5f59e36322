import Foundation
import TestSupport
import XCTest

/// The README shows what the program does: every `$ solverv …` line of its
/// `console` blocks runs here, on a machine whose zone is UTC and that has
/// no location set, and prints what the README says below it. A `…` in the
/// README stands for text left out; the parts around it must appear in
/// order. The usage block is `solverv --help`'s. (The format and
/// placeholder tables are written by `make docs`, and `make test`'s
/// docs-check fails when they differ from the code.)
final class ReadmeTests: XCTestCase {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    struct Example {
        let arguments: [String]
        var expected: [String] = []
    }

    /// The examples of every ```console block, in order.
    static func examples() throws -> [Example] {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        var examples: [Example] = []
        var inConsole = false
        for line in lines {
            if line.hasPrefix("```") {
                inConsole = line == "```console"
                continue
            }
            guard inConsole else { continue }
            if line.hasPrefix("$ solverv") {
                examples.append(Example(arguments: try words(String(line.dropFirst(10)))))
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
        if quoted { throw XCTSkip("unbalanced quote in README example: \(text)") }
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

    func testConsoleExamplesPrintWhatTheReadmeShows() throws {
        let examples = try Self.examples()
        XCTAssertGreaterThanOrEqual(examples.count, 5, "the README's console examples were not found")
        for example in examples {
            let r = try SolvervBinary.run(example.arguments)
            XCTAssertEqual(r.status, 0, "solverv \(example.arguments.joined(separator: " ")): \(r.stderr)")
            let actual = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            XCTAssertEqual(actual.count, example.expected.count, "solverv \(example.arguments.joined(separator: " ")):\n\(r.stdout)")
            for (a, e) in zip(actual, example.expected) {
                XCTAssertTrue(Self.matches(a, e), "solverv \(example.arguments.joined(separator: " ")):\nREADME: \(e)\nprints: \(a)")
            }
        }
    }

    /// The README's usage block is the first part of `solverv --help`.
    func testUsageIsTheProgramsOwn() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let help = try SolvervBinary.run(["--help"]).stdout
        let usage = help.components(separatedBy: "\n").prefix { !$0.isEmpty && !$0.hasPrefix("Subcommands") }
            .map { $0.hasPrefix("usage: ") ? String($0.dropFirst(7)) : String($0.dropFirst(7)) }
        XCTAssertGreaterThan(usage.count, 3)
        XCTAssertTrue(text.contains("```\n" + usage.joined(separator: "\n") + "\n```"), "README usage block is not:\n\(usage.joined(separator: "\n"))")
    }
}
