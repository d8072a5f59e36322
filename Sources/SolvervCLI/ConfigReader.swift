import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervJSON
import SolvervProviders

/// Reads the config's JSON into a `Config`, key by key: an unknown key or
/// a bad value is an error at its path (`places.home.lat`), with the key
/// that was probably meant. Errors come in the file's order.
struct ConfigReader {
    let file: String

    static let keys = ["default", "places", "icons", "urgent_minutes", "colors", "templates", "formats"]
    static let placeKeys = ["lat", "lon", "zone", "name"]
    static let sizes = ["small", "medium", "large"]
    /// Names people reach for, and the key meant.
    static let aliases = [("latitude", "lat"), ("longitude", "lon"), ("lng", "lon"), ("long", "lon"), ("tz", "zone"),
                          ("timezone", "zone"), ("time_zone", "zone"), ("colours", "colors"), ("colour", "colors"),
                          ("color", "colors"), ("urgent", "urgent_minutes"), ("icon", "icons"), ("template", "templates"),
                          ("location", "places"), ("locations", "places"), ("display_name", "name")]

    func config(_ root: JSONValue) throws(Failure) -> Config {
        guard case .object = root else {
            throw Failure("\(Echo.cut(file)): the config is one JSON object ({…}), not \(Self.kind(root))")
        }
        var config = Config(file: file)
        var defaultName: (String, String)?
        for (key, value) in try members(root, "", keys: Self.keys) {
            let path = Self.join("", key)
            switch key {
            case "default": defaultName = (try string(value, path), path)
            case "places": config.places = try places(value, path)
            case "icons":
                let text = try string(value, path)
                guard let set = IconSet(rawValue: text) else { throw config.failure(path, "'\(Echo.cut(text))' is not one of emoji, nerd") }
                config.icons = set
            case "urgent_minutes":
                guard let n = value.integer, (1...1440).contains(n) else {
                    throw config.failure(path, "\(Self.describe(value)) is not a number of minutes from 1 to 1440")
                }
                config.urgentMinutes = n
            case "colors": config.colours = try colours(value, path)
            case "templates": config.templates += try templates(value, path, format: nil)
            default: config.templates += try formats(value, path)
            }
        }
        if let (name, path) = defaultName {
            guard let place = config.places.first(where: { $0.key == name }) else {
                let known = config.places.map(\.key)
                let hint = known.isEmpty ? " (the config names no places)" : Self.suggestion(name, known) ?? " (places: \(known.map { Echo.cut($0) }.joined(separator: ", ")))"
                throw config.failure(path, "no place '\(Echo.cut(name))' in places\(hint)")
            }
            config.defaultPlace = place
        }
        return config
    }

    // MARK: Sections

    private func places(_ value: JSONValue, _ path: String) throws(Failure) -> [Config.NamedPlace] {
        var out: [Config.NamedPlace] = []
        for (key, entry) in try members(value, path, keys: nil) {
            func here() -> String { Self.join(path, key) }
            guard !Escape.plain(key).isEmpty else { throw failure(here(), "a place needs a name of some visible text") }
            var lat: Double?, lon: Double?, zone: Zone?, name: String?
            for (field, v) in try members(entry, here(), keys: Self.placeKeys) {
                func at() -> String { Self.join(here(), field) }
                switch field {
                case "lat": lat = try degrees(v, .latitude, at())
                case "lon": lon = try degrees(v, .longitude, at())
                case "zone":
                    let text = try string(v, at())
                    do throws(Zone.Failure) { zone = try Zone(named: text) } catch { throw failure(at(), error.message(echoing: Echo.cut)) }
                default:
                    // Outside text (SPEC §9): control and bidi characters have no use in a name.
                    let clean = Escape.plain(try string(v, at()))
                    guard !clean.isEmpty else { throw failure(at(), "a name needs some visible text") }
                    name = clean
                }
            }
            guard let lat, let lon, let coordinates = Coordinates(latitude: lat, longitude: lon) else {
                throw failure(here(), "a place needs both lat and lon")
            }
            out.append(Config.NamedPlace(key: key, name: name ?? Escape.plain(key), coordinates: coordinates, zone: zone))
        }
        return out
    }

    /// A colour per class of `Palette.classes`: an array of strings, not
    /// of `(class, colour)` pairs, whose metadata cost a line 20 000 instructions.
    private func colours(_ value: JSONValue, _ path: String) throws(Failure) -> [String] {
        var out = [String](repeating: "", count: Palette.classes.count)
        for (name, v) in try members(value, path, keys: Palette.classes) {
            func at() -> String { Self.join(path, name) }
            let text = try string(v, at())
            let bytes = Array(text.utf8)
            let hex = bytes.dropFirst().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
            guard bytes.count == 7, bytes[0] == UInt8(ascii: "#"), hex else {
                throw failure(at(), "'\(Echo.cut(text))' is not a colour (expected #rrggbb, e.g. #7fb8ff)")
            }
            if let i = Palette.classes.firstIndex(of: name) { out[i] = text.lowercased() }
        }
        return out
    }

    /// `templates`: provider, then size, then the template text.
    private func templates(_ value: JSONValue, _ path: @autoclosure () -> String, format: String?) throws(Failure) -> [Config.TemplateEntry] {
        var out: [Config.TemplateEntry] = []
        for (provider, bySize) in try members(value, path(), keys: Providers.names) {
            func here() -> String { Self.join(path(), provider) }
            var known = Template.locationPlaceholders.map(\.0)
            for (name, _) in Providers.named(provider)?.placeholders ?? [] { known += [name, "\(provider).\(name)"] }
            for (sizeName, text) in try members(bySize, here(), keys: Self.sizes) {
                func at() -> String { Self.join(here(), sizeName) }
                let raw = try string(text, at())
                let template: Template
                do throws(Template.Failure) {
                    // As --template: control and bidi characters dropped, newlines kept, the markup live.
                    template = try Template(Escape.plain(raw, keepNewlines: true), known: known)
                } catch {
                    throw failure(at(), Self.withoutPrefix(error.description))
                }
                guard let size = Size(rawValue: sizeName) else { continue }
                out.append(Config.TemplateEntry(format: format, provider: provider, size: size, template: template))
            }
        }
        return out
    }

    /// `formats`: a bar's own templates, for markup only that bar reads.
    private func formats(_ value: JSONValue, _ path: String) throws(Failure) -> [Config.TemplateEntry] {
        var out: [Config.TemplateEntry] = []
        let names = Formatters.names.filter { $0 != "json" }
        for (format, section) in try members(value, path, keys: names) {
            func here() -> String { Self.join(path, format) }
            for (_, v) in try members(section, here(), keys: ["templates"]) {
                out += try templates(v, Self.join(here(), "templates"), format: format)
            }
        }
        return out
    }

    // MARK: Values

    private func failure(_ path: String, _ message: String) -> Failure {
        Failure("\(Echo.cut(file)): \(path): \(message)")
    }

    /// An object's members, each key one of `keys` (any, when nil).
    ///
    /// Paths are autoclosures here: they are built only for a message, and
    /// building each cost a config some 700 instructions.
    private func members(_ value: JSONValue, _ path: @autoclosure () -> String, keys: [String]?) throws(Failure) -> [(String, JSONValue)] {
        guard case .object(let members) = value else {
            throw failure(path(), "expected an object ({…}), not \(Self.kind(value))")
        }
        if let keys {
            for (key, _) in members where !keys.contains(key) {
                let hint = Self.suggestion(key, keys) ?? " (known: \(keys.joined(separator: ", ")))"
                throw failure(Self.join(path(), key), "unknown key\(hint)")
            }
        }
        return members
    }

    private func string(_ value: JSONValue, _ path: @autoclosure () -> String) throws(Failure) -> String {
        guard case .string(let s) = value else { throw failure(path(), "expected a string, not \(Self.kind(value))") }
        return s
    }

    /// Degrees as a number, or as text in any form `--lat` takes (`59°54'N`).
    private func degrees(_ value: JSONValue, _ axis: Degrees.Axis, _ path: @autoclosure () -> String) throws(Failure) -> Double {
        let v: Double
        switch value {
        case .integer(let i): v = Double(i)
        case .real(let x): v = x
        case .string(let text):
            do throws(Degrees.Refusal) {
                v = try Degrees.parse(text, axis)
            } catch {
                throw failure(path(), "'\(Echo.cut(text))' is not \(axis == .latitude ? "a latitude" : "a longitude") (expected e.g. \(axis == .latitude ? "59.91 or \"59°54'N\"" : "10.75 or \"10°45'E\""))")
            }
        default:
            throw failure(path(), "expected a number of degrees, not \(Self.kind(value))")
        }
        let limit = axis == .latitude ? 90.0 : 180.0
        guard abs(v) <= limit else {
            throw failure(path(), "\(Self.describe(value)) is not \(axis == .latitude ? "a latitude (within ±90)" : "a longitude (within ±180)")")
        }
        return v
    }

    // MARK: Messages

    /// A path with one more key: `places.home`, or `places["Le Mans"]` for a key that is not a plain word.
    static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F || $0 == 0x2D }
        if plain { return path.isEmpty ? key : path + "." + key }
        var quoted = "\""
        for c in Escape.plain(Echo.cut(key)).unicodeScalars {
            if c == "\"" || c == "\\" { quoted += "\\" }
            quoted.unicodeScalars.append(c)
        }
        return path + "[" + quoted + "\"]"
    }

    /// ` (did you mean lat?)`, for a key close to one of `keys`, else nil.
    static func suggestion(_ key: String, _ keys: [String]) -> String? {
        let given = key.lowercased()
        if let (_, meant) = aliases.first(where: { $0.0 == given }), keys.contains(meant) { return " (did you mean \(meant)?)" }
        // `latitud` means lat, `sunlight_x` may mean sunlight: the known key it starts with…
        if let prefix = keys.filter({ given.hasPrefix($0) || $0.hasPrefix(given) && given.count >= 2 }).max(by: { $0.count < $1.count }) {
            return " (did you mean \(prefix)?)"
        }
        // …or one within two typing mistakes.
        let close = keys.map { ($0, editDistance(Array(given.utf8), Array($0.utf8))) }.filter { $0.1 <= min(2, max(1, $0.0.count / 3)) }
        guard let best = close.min(by: { $0.1 < $1.1 }) else { return nil }
        return " (did you mean \(best.0)?)"
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard !a.isEmpty, !b.isEmpty, a.count < 256, b.count < 256 else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .string: "a string"
        case .integer, .real: "a number"
        case .bool(let b): b ? "true" : "false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// A value as a message quotes it: `95`, `'north'`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .integer(let i): "\(i)"
        case .real(let x): "\(x)"
        case .string(let s): "'\(Echo.cut(s))'"
        default: kind(value)
        }
    }

    static func withoutPrefix(_ message: String) -> String {
        message.hasPrefix("template: ") ? String(message.dropFirst(10)) : message
    }
}
