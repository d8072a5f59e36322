import Foundation
import TestSupport
import XCTest

/// `solverv formats --output json|csv`: what the docs generator
/// (Plugins/SolvervDocs) and the shell completions read. These check that
/// the declarations are complete and well-formed; `make test`'s docs-check
/// checks that the committed docs are what they declare.
final class DeclarationsTests: XCTestCase {
    func declarations() throws -> [String: Any] {
        let r = try SolvervBinary.run(["formats", "--output", "json"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return try XCTUnwrap(object, r.stdout)
    }

    func list(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }

    /// Every option has its value's name and a line of help (a new option
    /// without them is caught here, before the man page says nothing), and
    /// `--help` shows them.
    func testEveryOptionIsDocumented() throws {
        let d = try declarations()
        XCTAssertEqual(d["schema"] as? Int, 1)
        let options = list(d["options"])
        XCTAssertGreaterThan(options.count, 10)
        let help = try SolvervBinary.run(["--help"]).stdout
        for o in options {
            let name = o["name"] as? String ?? "?"
            let summary = o["summary"] as? String ?? ""
            XCTAssertFalse(summary.isEmpty, "--\(name) has no help: add it to Options.doc")
            if let value = o["value"] as? String { XCTAssertFalse(value.isEmpty, "--\(name) takes a value without a name") }
            XCTAssertTrue(help.contains("--\(name)") && help.contains(summary), "--help does not show --\(name)")
            let completion = o["completion"] as? String ?? ""
            XCTAssertTrue(["choices", "formats", "zones", "locales", "file", "none"].contains(completion), "--\(name): \(completion)")
            if completion == "choices" { XCTAssertFalse((o["choices"] as? [String] ?? []).isEmpty, name) }
        }
        // Each option a subcommand or the line accepts is declared.
        let declared = Set(options.compactMap { $0["name"] as? String })
        let accepted = (d["line_options"] as? [String] ?? []) + list(d["commands"]).flatMap { $0["options"] as? [String] ?? [] }
        XCTAssertTrue(Set(accepted).isSubset(of: declared), "\(Set(accepted).subtracting(declared))")
    }

    /// The choices the completions offer are the values the program takes.
    func testChoicesAreAccepted() throws {
        for o in list(try declarations()["options"]) where o["completion"] as? String == "choices" {
            let name = o["name"] as? String ?? "?"
            for choice in o["choices"] as? [String] ?? [] {
                let arguments = name == "output" ? ["events", "--from", "2026", "--output", choice]
                    : name == "months" ? ["chart", "--location", "Oslo", "--now", "2026-11-22T12:00:00Z", "--months", choice]
                    : name == "color" ? ["report", "--location", "Oslo", "--now", "2026-11-22T12:00:00Z", "--color", choice]
                    : ["--lat", "59.91", "--lon", "10.75", "--now", "2026-11-22T12:00:00Z", "--\(name)", choice]
                // poll answers with its status: 2 day, 3 night.
                let r = try SolvervBinary.run(name == "threshold" ? ["poll"] + arguments : arguments)
                XCTAssertEqual(r.status, name == "threshold" ? (r.stdout == "day\n" ? 2 : 3) : 0, "--\(name) \(choice): \(r.stderr)")
                if name == "threshold" { XCTAssertEqual(r.stderr, "") }
            }
        }
    }

    /// Every built-in format is declared, with its default size and where
    /// it came from, and the CSV lists the same names (RFC 4180 quoting: a
    /// summary with a comma stays one field).
    func testFormatsAsJSONAndCSV() throws {
        let formats = list(try declarations()["formats"])
        let names = formats.compactMap { $0["name"] as? String }
        for name in ["plain", "json", "i3bar", "waybar", "polybar", "tmux", "conky"] {
            XCTAssertTrue(names.contains(name), name)
        }
        for f in formats where (f["source"] as? String) == "built-in" {
            XCTAssertTrue(["small", "medium", "large"].contains(f["default_size"] as? String ?? ""), "\(f)")
            XCTAssertFalse((f["summary"] as? String ?? "").isEmpty, "\(f)")
            let r = try SolvervBinary.run(["--format", f["name"] as? String ?? "", "--once", "--lat", "1", "--lon", "1",
                                           "--now", "2026-11-22T12:00:00Z"])
            XCTAssertEqual(r.status, 0, "\(f): \(r.stderr)")
        }
        let csv = try SolvervBinary.run(["formats", "--output", "csv"])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let rows = csv.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(rows.first, "name,default_size,source,summary")
        let parsed = rows.dropFirst().map(Self.csvFields)
        XCTAssertEqual(parsed.map { $0[0] }, names)
        for (row, f) in zip(parsed, formats) {
            XCTAssertEqual(row, [f["name"], f["default_size"], f["source"], f["summary"]].map { $0 as? String ?? "" })
        }
        XCTAssertEqual(try SolvervBinary.run(["formats", "--output", "xml"]).status, 2)
    }

    /// Fields of one RFC 4180 line.
    static func csvFields(_ line: String) -> [String] {
        var fields: [String] = [], field = "", quoted = false
        let chars = Array(line)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            i += 1
            if quoted {
                if c != "\"" { field.append(c) } else if i < chars.count, chars[i] == "\"" { field.append(c); i += 1 } else { quoted = false }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(c)
            }
        }
        fields.append(field)
        return fields
    }

    func testCSVFieldsReadQuotes() {
        XCTAssertEqual(Self.csvFields(#"a,"b, c","say ""hi""",d"#), ["a", "b, c", #"say "hi""#, "d"])
    }
}
