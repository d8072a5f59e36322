import Foundation
import Glibc
import SolvervContracts
import SolvervFormatters
import TestSupport
import Testing

/// i3blocks 1.4's reading of one `format=json` line (block.c and json.c
/// of 1.4, Debian 12's): the first `"key"` anywhere, one character taken
/// as the colon, then the string up to the next `"`, escapes and all.
private func i3blocks14Value(_ line: String, _ key: String) -> String? {
    guard let found = line.range(of: "\"\(key)\"") else { return nil }
    var rest = line[found.upperBound...].dropFirst()  // the colon, unchecked
    rest = rest.drop { $0 == " " }
    guard rest.first == "\"" else { return nil }
    rest = rest.dropFirst()
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return String(rest[..<end])
}

/// Pango's five entities and numeric references decoded: what Pango draws of escaped text.
private func unescapedPango(_ text: String) -> String {
    var out = text
    for (entity, c) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#92;", "\\"), ("&amp;", "&")] {
        out = out.replacingOccurrences(of: entity, with: c)
    }
    return out
}

/// Whether Pango 1.50 parses `markup`, when the library is installed.
private func pangoAccepts(_ markup: String) -> Bool? {
    typealias Parse = @convention(c) (UnsafePointer<CChar>?, Int32, UInt32, UnsafeMutableRawPointer?,
                                      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
    guard let library = dlopen("libpango-1.0.so.0", RTLD_NOW), let symbol = dlsym(library, "pango_parse_markup") else { return nil }
    let parse = unsafeBitCast(symbol, to: Parse.self)
    return markup.withCString { parse($0, Int32(strlen($0)), 0, nil, nil, nil, nil) != 0 }
}

/// The i3blocks and i3status-rs formatters: escaping, the two forms of
/// i3blocks, i3status-rs's states, templates and limits.
@Suite struct BlockBarsTests {
    static let hostile = FormatterTests.hostile + [#"back\slash "quote" \" \\ \n"#, ##""full_text":"x","color":"#000000""##]

    @Test(arguments: hostile)
    func i3blocksEscapeNeedsNoJSONEscapeAndDrawsTheText(text: String) throws {
        let escaped = Escape.i3blocks(text)
        #expect(!escaped.contains("\"") && !escaped.contains("\\") && !escaped.contains("<") && !escaped.contains(">"), "\(escaped)")
        #expect(unescapedPango(escaped) == Escape.plain(text), "\(escaped)")
        if let accepted = pangoAccepts(escaped) { #expect(accepted, "\(escaped)") }
    }

    /// The watch form's line is read alike by i3blocks 1.4's escape-less
    /// reader and by a real JSON parser (i3blocks 1.5), hostile text or not.
    @Test(arguments: hostile)
    func i3blocksJSONLineReadsAlikeIn14And15(text: String) throws {
        let formatter = try #require(Formatters.named("i3blocks")).streaming
        for size in Size.allCases {
            for out in [try formatter.render(FixedSnapshot.filled(with: text), size: size, template: nil), formatter.error(text)] {
                #expect(out.hasSuffix("}\n") && out.dropLast().split(separator: "\n").count == 1, "\(size): \(out)")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
                for key in ["full_text", "short_text", "color", "markup"] {
                    let value = object[key] as? String
                    #expect(value != nil && i3blocks14Value(out, key) == value, "\(key) \(size): \(out)")
                }
                #expect(object["markup"] as? String == "pango")
                #expect((object["full_text"] as? String ?? "").utf8.count <= 1023)
            }
        }
    }

    @Test func i3blocksOneShotIsThreeLinesAndWatchIsJSON() throws {
        let formatter = try #require(Formatters.named("i3blocks"))
        let snapshot = FixedSnapshot.filled(with: "a & b")
        #expect(try formatter.render(snapshot, size: .medium, template: nil)
            == "a &amp; b · a &amp; b (a &amp; b time)\na &amp; b · a &amp; b\n#7fb8ff\n")
        #expect(try formatter.streaming.render(snapshot, size: .small, template: nil)
            == ##"{"full_text":"a &amp; b · a &amp; b","short_text":"a &amp; b · a &amp; b","color":"#7fb8ff","markup":"pango"}"## + "\n")
        #expect(formatter.streaming.name == "i3blocks")
        // Other formatters stream as they print once.
        #expect(try #require(Formatters.named("i3status-rs")).streaming.render(snapshot, size: .small, template: nil)
            == Formatters.named("i3status-rs")?.render(snapshot, size: .small, template: nil))
    }

    /// i3blocks 1.4 keeps 1023 bytes of full_text: a longer line is a
    /// failed render (the engine shows the error block, and says why on
    /// stderr), never a text cut inside an entity or a tag.
    @Test func i3blocksRefusesWhatItWouldCut() throws {
        let formatter = try #require(Formatters.named("i3blocks"))
        let long = try Template("<b>" + String(repeating: "x", count: 1100) + "{days}</b>", known: ["days"])
        #expect(throws: RenderFailure("the line is 1109 bytes, more than i3blocks keeps (1023 of full_text, 511 of short_text): use a smaller size or template")) {
            try formatter.render(FixedSnapshot.filled(with: "a"), size: .medium, template: long)
        }
        let error = formatter.streaming.error(String(repeating: "&<", count: 1000))
        let full = try #require(i3blocks14Value(error, "full_text"))
        #expect(full.utf8.count <= 1023 && full.hasSuffix("…"), "\(full)")
        if let accepted = pangoAccepts(full) { #expect(accepted) }
    }

    @Test func i3blocksTemplatesNeedNoJSONEscape() throws {
        let formatter = try #require(Formatters.named("i3blocks"))
        func problem(_ text: String) throws -> String? {
            do throws(Template.Failure) {
                try formatter.validate(template: try Template(text, known: ["days"]))
                return nil
            } catch {
                return error.description
            }
        }
        #expect(try problem("<span color='#ff0000'>{days}</span> &quot;d&quot; &#92;") == nil)
        #expect(try problem(#"<span color="red">{days}</span>"#)?.contains("i3blocks: no '\"'") == true)
        #expect(try problem(#"{days}\d"#)?.contains("write &#92; for a backslash") == true)
        #expect(try problem("<b>{days}")?.contains("not valid Pango markup") == true)
        #expect(try problem("{days} & co")?.contains("not valid Pango markup") == true)
    }

    // MARK: i3status-rs

    /// A one-report snapshot with `classes` and `days`.
    func snapshot(_ provider: String, _ classes: [String], days: Int = 29) -> Snapshot {
        let report = ProviderReport(provider: provider, facts: [Fact("days", .integer(days))], small: "s", medium: "m", large: "l",
                                    classes: classes, percentage: nil, alt: "")
        return Snapshot(location: Snapshot.Location(name: "Oslo", latitude: 59.91, longitude: 10.75, zone: "Europe/Oslo",
                                                    source: "explicit", zoneIndicator: nil),
                        instant: "2026-11-22T13:00:00+01:00", reports: [report], notice: nil)
    }

    func state(_ out: String) throws -> String? {
        try (JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])?["state"] as? String
    }

    @Test func i3statusRsStates() throws {
        let formatter = try #require(Formatters.named("i3status-rs"))
        func render(_ s: Snapshot) throws -> String { try formatter.render(s, size: .medium, template: nil) }
        #expect(try state(render(snapshot("sunlight", ["urgent", "day"]))) == "Warning")
        #expect(try state(render(snapshot("sunlight", ["day"]))) == "Good")
        #expect(try state(render(snapshot("sunlight", ["polar-day"]))) == "Good")
        #expect(try state(render(snapshot("sunlight", ["night"]))) == "Idle")
        #expect(try state(render(snapshot("sunlight", ["polar-night"]))) == "Idle")
        #expect(try state(render(snapshot("countdown", ["winter"]))) == "Idle")
        #expect(try state(render(snapshot("countdown", ["winter"], days: 0))) == "Info")
        #expect(try state(formatter.error("x")) == "Critical")
        #expect(try render(snapshot("countdown", ["winter"])) == #"{"text":"m","short_text":"s","icon":"","state":"Idle"}"# + "\n")
    }

    @Test(arguments: hostile)
    func i3statusRsTextIsEscapedPango(text: String) throws {
        let formatter = try #require(Formatters.named("i3status-rs"))
        for out in [try formatter.render(FixedSnapshot.filled(with: text), size: .large, template: nil), formatter.error(text)] {
            #expect(out.dropLast().split(separator: "\n").count == 1, "\(out)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
            for key in ["text", "short_text"] {
                let drawn = try #require(object[key] as? String)
                #expect(!drawn.contains("<") && !drawn.contains("\n"), "\(key): \(drawn)")
                if let accepted = pangoAccepts(drawn) { #expect(accepted, "\(key): \(drawn)") }
            }
            #expect(object["icon"] as? String == "")
        }
    }
}
