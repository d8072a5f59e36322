import Foundation
import TestSupport
import XCTest

/// xgettext reads the Swift sources as C (`make pot`, LANG-RULES). These
/// tests make sure it reads every mark as Swift does: each message argument
/// of tr, trn and trc is one plain literal, and the messages xgettext
/// extracts are exactly those a Swift-aware scan finds. (That the committed
/// po/solverv.pot is current is `make test`'s scripts/catalogues/check.)
final class MarkedStringsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every .swift file under Sources, relative to the root, sorted.
    static func sources() throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        guard let walk = FileManager.default.enumerator(atPath: sources.path) else { return [] }
        return walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }.sorted()
    }

    /// The template `make pot`'s own script writes from `files`, and what xgettext warned.
    static func template(_ files: [String]) throws -> (text: String, warnings: String) {
        let pot = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-marks-\(getpid()).pot")
        defer { try? FileManager.default.removeItem(at: pot) }
        let run = try SolvervBinary.run([root.appendingPathComponent("scripts/catalogues/pot").path, pot.path] + files,
                                        executable: "/bin/sh")
        XCTAssertEqual(run.status, 0, run.stderr)
        return (try String(contentsOf: pot, encoding: .utf8), run.stderr)
    }

    /// The messages of a template.
    static func messages(_ template: String) -> Set<SwiftMarks.Message> {
        Set(POFile(text: template).entries.map { SwiftMarks.Message(context: $0.context, msgid: $0.msgid, plural: $0.plural) })
    }

    func testEveryMarkIsOnePlainLiteral() throws {
        var problems: [String] = []
        for file in try Self.sources() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            problems += SwiftMarks(source: text, file: file).problems
        }
        XCTAssertEqual(problems, [], "LANG-RULES, rule 1")
    }

    func testXgettextExtractsExactlyTheMarks() throws {
        var marked = Set<SwiftMarks.Message>()
        for file in try Self.sources() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            marked.formUnion(SwiftMarks(source: text, file: file).messages)
        }
        let template = try Self.template(try Self.sources().map { Self.root.appendingPathComponent($0).path })
        XCTAssertEqual(template.warnings, "", "xgettext warned")
        let extracted = Self.messages(template.text)
        XCTAssertEqual(marked.subtracting(extracted).map(\.description).sorted(), [], "marked, and xgettext does not see them")
        XCTAssertEqual(extracted.subtracting(marked).map(\.description).sorted(), [], "xgettext extracts them, and no mark has them")
    }

    /// Marks as the rules want them, among what C reads otherwise (a
    /// multi-line literal with apostrophes, a raw literal, an
    /// interpolation, nested comments): both read the same messages.
    func testGoodMarksReadAlike() throws {
        let source = #"""
            let help = """
                it's a "multi-line" literal, and don't "quote" me
                """
            /* a /* nested */ comment, it's */
            // TRANSLATORS: %s is a time such as 21:50
            let a = fill(tr("Sunset at %s"), time)
            let b = "\(name) at \(when("x"))"
            let c = fill(trn("in %d day", "in %d days", days.count(of: ("a"))), String(days))
            let d = trc("month", "May")
            let e = tr(
                "Winter solstice ⟲ \"quoted\"\tand a tab")
            let f = #"raw \(no) "literal""#
            let g = fill(tr("%1$s in %2$s"), name, place)
            func tr(_ msgid: String) -> String { msgid }
            """#
        let scan = SwiftMarks(source: source, file: "good.swift")
        XCTAssertEqual(scan.problems, [])
        XCTAssertEqual(scan.messages.map(\.description), [
            #"msgid "Sunset at %s""#, #"msgid "in %d day" msgid_plural "in %d days""#, #"msgctxt "month" msgid "May""#,
            #"msgid "Winter solstice ⟲ \"quoted\"\tand a tab""#, #"msgid "%1$s in %2$s""#,
        ])
        let file = try write(source, named: "good.swift")
        let pot = try Self.template([file]).text
        XCTAssertEqual(Self.messages(pot), Set(scan.messages))
        // The translator comment reaches the template.
        XCTAssertTrue(pot.contains("#. TRANSLATORS: %s is a time such as 21:50\n#: \(file)\n#, c-format\nmsgid \"Sunset at %s\""), pot)
    }

    /// What the rules forbid, each found by the scan, and what xgettext
    /// makes of it: the comparison of messages fails on each, and also on
    /// what xgettext takes for a mark and Swift does not.
    func testMarksXgettextMisreadsAreFound() throws {
        let source = #"""
            let a = "at \(tr("Interpolated"))"
            let b = tr("Sunset at \(time)")
            let c = tr("Sunset" + " at")
            let d = tr("""
                Multi-line
                """)
            let e = tr("Smile \u{1F600}")
            let f = tr(#"Raw"#)
            let g = tr(message)
            let help = """
                it's a "multi-line" literal, and don't tr("Not a mark") in it
                """
            let h = other.tr("Not ours")
            """#
        let scan = SwiftMarks(source: source, file: "bad.swift")
        XCTAssertEqual(scan.problems, [
            "bad.swift:1: tr inside a string interpolation: xgettext does not see it (take it out of the string)",
            "bad.swift:2: argument 1 of tr interpolates \\(…): use %s and fill",
            "bad.swift:3: argument 1 of tr is more than one string literal: xgettext reads only the first",
            "bad.swift:4: argument 1 of tr is a multi-line literal (\"\"\"): xgettext reads it as C does not; join lines translated one by one",
            "bad.swift:7: argument 1 of tr has a \\u{…} escape, which C reads otherwise: write the character itself",
            "bad.swift:8: argument 1 of tr is a raw literal (#\"…\"#): write a plain \"…\"",
            "bad.swift:9: argument 1 of tr is not a string literal",
        ])
        let extracted = Self.messages(try Self.template([try write(source, named: "bad.swift")]).text)
        XCTAssertFalse(extracted.contains(SwiftMarks.Message(msgid: "Interpolated")), "xgettext saw into an interpolation")
        XCTAssertTrue(extracted.contains(SwiftMarks.Message(msgid: "Sunset")), "xgettext took the first literal of a +")
        XCTAssertTrue(extracted.isSuperset(of: [SwiftMarks.Message(msgid: "Not a mark"), SwiftMarks.Message(msgid: "Not ours")]),
                      "xgettext read a mark in a multi-line literal (after an apostrophe) and a method named tr")
        XCTAssertTrue(Set(scan.messages).isDisjoint(with: [SwiftMarks.Message(msgid: "Not a mark"), SwiftMarks.Message(msgid: "Not ours")]))
    }

    private func write(_ text: String, named name: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-marks-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
