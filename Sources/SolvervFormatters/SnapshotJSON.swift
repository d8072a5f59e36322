import SolvervContracts
import SolvervJSON
import SolvervLanguage

/// The snapshot's JSON form, schema 1 (SPEC §7): the location, the
/// instant, and an object per provider with its facts.
///
///     {"schema":1,"instant":"2026-11-22T13:00:00+01:00",
///      "location":{"name":"Oslo","lat":59.91,"lon":10.75,"zone":"Europe/Oslo","source":"timezone"},
///      "countdown":{"days":29,"event":"december_solstice",…},"sunlight":{"state":"day",…}}
///
/// For a plugin (`plugin: size`), the same with what a bar draws besides
/// the facts (include/solverv/plugin.h), in the line's language and clock:
/// each provider's "text" at `size`, its "texts" at every size, its
/// "words" (its facts as a template shows them) and "color"; the
/// location's "zone_indicator" and its names in the user's language
/// ("local_name", and "local_label" for a place found by name), the
/// "marks" after the line, the "clock" (12 or 24) and the "providers" in
/// order. The facts themselves stay machine output (`Snapshot.programReports`).
public enum SnapshotJSON {
    static func value(_ snapshot: Snapshot, plugin size: Size? = nil) -> JSON {
        let l = snapshot.location
        var location: [(String, JSON)] = [
            // Outside text, cleaned as stderr and every bar clean it
            // (control and bidi characters dropped); still the same text.
            ("name", .string(Escape.plain(l.name))),
            ("lat", .number(l.latitude, decimals: 6)),
            ("lon", .number(l.longitude, decimals: 6)),
            ("zone", .string(Escape.plain(l.zone))),
            ("source", .string(l.source)),
        ]
        // A place found by name (schema 1, additive): what it is and how its name matched.
        let d = l.details
        if d.isNamed {
            location.append(("label", .string(Escape.plain(d.label))))
            location.append(("country", d.country.isEmpty ? .null : .string(d.country)))
            location.append(("region", d.region.isEmpty ? .null : .string(Escape.plain(d.region))))
            location.append(("population", d.population < 0 ? .null : .integer(d.population)))
            location.append(("match", .string(d.match)))
            // The places of the name that the ranking passed over, and how to pick each.
            location.append(("also", .array(d.also.map { n in
                .object([
                    ("name", .string(Escape.plain(n.name))),
                    ("label", .string(Escape.plain(n.label))),
                    ("population", n.population < 0 ? .null : .integer(n.population)),
                    ("lat", .number(n.latitude, decimals: 6)),
                    ("lon", .number(n.longitude, decimals: 6)),
                    ("query", n.query.isEmpty ? .null : .string(Escape.plain(n.query))),
                ])
            })))
        }
        // A place from GeoClue (schema 1, additive): how old it is.
        if let age = l.ageSeconds { location.append(("age_s", .integer(age))) }
        // An elevation given (schema 1, additive): the one the events were found for.
        if l.elevation != 0 { location.append(("elevation_m", .number(l.elevation, decimals: 1))) }
        if size != nil {
            location.append(("zone_indicator", .string(Escape.plain(Lines.zoneIndicator(snapshot) ?? ""))))
            // What a bar shows (SPEC §10): the names in the user's language, the
            // English ones above where it has none.
            location.append(("local_name", .string(Escape.plain(l.localName))))
            if d.isNamed { location.append(("local_label", .string(Escape.plain(l.localLabel)))) }
        }
        var members: [(String, JSON)] = [
            ("schema", .integer(Snapshot.schema)),
            ("instant", .string(snapshot.instant)),
            ("location", .object(location)),
            ("notice", snapshot.notice.map { .string(Escape.plain($0)) } ?? .null),
        ]
        if let size {
            members.append(("providers", .array(snapshot.reports.map { .string($0.provider) })))
            members.append(("clock", .integer(LocaleClock.twelveHour ? 12 : 24)))
            members.append(("marks", .array(Lines.marks(snapshot, size).map { .string(Escape.plain($0)) })))
        }
        // Only while another date is shown, so that today's snapshot stays as it was.
        if let shift = snapshot.shifted {
            var shifted: [(String, JSON)] = [("days", .integer(shift.days)), ("date", .string(shift.date))]
            // A plugin's {shifted} is the mark the built-ins show: `⟲ 12 Mar`.
            if size != nil { shifted.append(("label", .string(shift.label))) }
            members.append(("shifted", .object(shifted)))
        }
        for report in snapshot.reports {
            var facts: [(String, JSON)] = snapshot.programFacts(of: report).map { ($0.name, value($0.value)) }
            facts.append(("class", .array(report.classes.map { .string($0) })))
            if let size {
                facts.append(("text", .string(text(snapshot, report, at: size))))
                facts.append(("texts", .object(Size.allCases.map { ($0.rawValue, .string(text(snapshot, report, at: $0))) })))
                facts.append(("words", .object(report.facts.map { ($0.name, .string(Escape.plain($0.text))) })))
                facts.append(("color", Palette.colour(report).map { .string($0) } ?? .null))
            }
            members.append((report.provider, .object(facts)))
        }
        return .object(members)
    }

    /// A provider's text at `size` as a built-in bar draws it, unescaped
    /// for any bar: the config's text for the provider when it has one
    /// (with its values as they are), else the default.
    static func text(_ snapshot: Snapshot, _ report: ProviderReport, at size: Size) -> String {
        let text = snapshot.template(of: report.provider, at: size)
            .map { own in own.render({ Lines.fact(snapshot, $0, in: report) }, escape: { $0 }) } ?? report.text(size)
        return Escape.plain(text, keepNewlines: size == .large)
    }

    /// The snapshot a plugin reads, as JSON text (nil if it cannot be encoded).
    public static func pluginText(_ snapshot: Snapshot, size: Size) -> String? {
        value(snapshot, plugin: size).encoded()
    }

    static func value(_ v: Fact.Value) -> JSON {
        switch v {
        case .text(let s): .string(s)
        case .integer(let i): .integer(i)
        case .bool(let b): .bool(b)
        case .number(let x, let decimals): .number(x, decimals: decimals)
        case .fraction(let x): .number(x, decimals: 4)
        case .objects(let list): .array(list.map { .object($0.map { ($0.name, value($0.value)) }) })
        case .missing: .null
        }
    }
}

/// **json**: the snapshot as one JSON object per line, schema 1, for
/// scripts and widgets (eww, ags, quickshell) and for plugins.
struct JSONFormatter: Formatter {
    let name = "json"
    let summary = "the JSON snapshot, schema 1"
    let defaultSize = Size.medium
    let header: String? = nil
    /// Scripts read it: English keys and words, `HH:MM` times.
    var readByPeople: Bool { false }

    func render(_ snapshot: Snapshot, size: Size, template: Template?) -> String {
        (SnapshotJSON.value(snapshot).encoded() ?? #"{"schema":1,"error":"could not encode"}"#) + "\n"
    }

    func error(_ message: String) -> String {
        (JSON.object([("schema", .integer(Snapshot.schema)), ("error", .string(Escape.plain(message)))]).encoded()
            ?? #"{"schema":1,"error":"solverv"}"#) + "\n"
    }
}
