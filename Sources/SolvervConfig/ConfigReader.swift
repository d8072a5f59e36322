import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervJSON
import SolvervLanguage
import SolvervProviders

/// Reads the config's JSON into a `Config`, key by key: an unknown key or
/// a bad value is an error at its line, column and path
/// (`config.json:4:28: places.home.lat: …`), with the key that was
/// probably meant; a value of the wrong JSON type names the type wanted and
/// the type found. Errors come in the file's order.
package struct ConfigReader {
    package let file: String
    /// The file's bytes, comments and all: where a member is, for a message.
    var text: [UInt8] = []

    static let keys = ["location", "default", "places", "icons", "urgent_minutes", "colors", "templates", "formats", "locale", "clock", "seasons"]
    /// What a bar format's section may hold.
    static let formatKeys = ["templates", "locale", "clock"]
    static let placeKeys = ["lat", "lon", "zone", "name", "elevation"]
    static let sizes = ["small", "medium", "large"]
    /// Names people reach for, and the key meant.
    static let aliases = [("latitude", "lat"), ("longitude", "lon"), ("lng", "lon"), ("long", "lon"), ("tz", "zone"),
                          ("timezone", "zone"), ("time_zone", "zone"), ("colours", "colors"), ("colour", "colors"),
                          ("color", "colors"), ("urgent", "urgent_minutes"), ("icon", "icons"), ("template", "templates"),
                          ("locations", "places"), ("display_name", "name"), ("geoclue", "location")]

    func config(_ root: JSONValue) throws(Failure) -> Config {
        guard case .object = root else {
            // TRANSLATORS: %s is a JSON type such as "an array".
            throw Self.failure(file, text, [], fill(tr("the config is one JSON object ({…}), not %s"), Self.kind(root)))
        }
        var config = Config(file: file)
        config.text = text
        var defaultName: String?
        var language = Config.LanguageEntry(format: nil)
        for (key, value) in try members(root, [], keys: Self.keys) {
            // Paths are autoclosures: `[key]` is built only for a message.
            switch key {
            // TRANSLATORS: what a config value should be, after "expected": "places" is a config key.
            case "location":
                // TRANSLATORS: what the config's "location" should be; "auto" stays as it is.
                let text = try string(value, [key], tr("a string (\"auto\")"))
                guard text == "auto" else {
                    // TRANSLATORS: the value given; "location", "auto", "default" and "places" are config keys and words, kept as written.
                    throw failure([key], fill(tr("'%s' is not auto: \"location\": \"auto\" asks GeoClue for the place; a place of your own goes in places, named by default"), Echo.cut(text)))
                }
                config.autoLocation = true
            case "default": defaultName = try string(value, [key], tr("a string (a place of places)"))
            case "places": config.places = try places(value, [key])
            case "icons":
                let text = try string(value, [key], tr("a string (emoji or nerd)"))
                guard let set = IconSet(rawValue: text) else {
                    throw failure([key], fill(tr("'%s' is not one of emoji, nerd"), Echo.cut(text)) + Suggestion.hint(text, ["emoji", "nerd"]))
                }
                config.icons = set
            case "urgent_minutes":
                guard case .integer(let n) = value else {
                    if case .real = value { throw failure([key], fill(tr("%s is not a whole number of minutes from 1 to 1440"), Self.describe(value))) }
                    throw wrongType(value, [key], tr("a number (minutes, 1 to 1440)"))
                }
                guard (1...1440).contains(n) else { throw failure([key], fill(tr("%d is not a number of minutes from 1 to 1440"), String(n))) }
                config.urgentMinutes = n
            case "seasons":
                // TRANSLATORS: what the config's "seasons" should be; the three words are kept as written.
                let text = try string(value, [key], tr("a string (astronomical, meteorological or cross-quarter)"))
                guard let count = SeasonCount(rawValue: text) else {
                    let all = SeasonCount.allCases.map(\.rawValue)
                    throw failure([key], fill(tr("'%s' is not one of astronomical, meteorological, cross-quarter"), Echo.cut(text)) + Suggestion.hint(text, all))
                }
                config.seasons = count
            case "colors": config.colours = try colours(value, [key])
            case "templates": config.templates += try templates(value, [key], format: nil)
            case "locale": language.locale = try locale(value, [key])
            case "clock": language.clock = try clock(value, [key])
            default: try formats(value, [key], into: &config)
            }
        }
        if language.locale != nil || language.clock != nil { config.languages.append(language) }
        if let name = defaultName {
            guard let place = config.places.first(where: { $0.key == name }) else {
                let known = config.places.map(\.key)
                // TRANSLATORS: hints after "no place 'x' in places": the place names the config has.
                // "places" is the config key, kept as written (as in that message).
                let hint = known.isEmpty ? " " + tr("(the config names no places)") : Self.suggestion(name, known) ?? " " + fill(tr("(places: %s)"), known.map { Echo.cut($0) }.joined(separator: ", "))
                // TRANSLATORS: the place given, then a hint in parentheses or nothing; "places" is a config key.
                throw failure(["default"], fill(tr("no place '%s' in places%s"), Echo.cut(name), hint))
            }
            config.defaultPlace = place
        }
        return config
    }

    // MARK: Sections

    private func places(_ value: JSONValue, _ path: @autoclosure () -> [String]) throws(Failure) -> [Config.NamedPlace] {
        var out: [Config.NamedPlace] = []
        for (key, entry) in try members(value, path(), keys: nil) {
            func here() -> [String] { path() + [key] }
            guard !Escape.plain(key).isEmpty else { throw failure(here(), tr("a place needs a name of some visible text"), atKey: true) }
            var lat: Double?, lon: Double?, zone: Zone?, name: String?, elevation = 0.0
            for (field, v) in try members(entry, here(), keys: Self.placeKeys) {
                func at() -> [String] { here() + [field] }
                switch field {
                case "lat": lat = try degrees(v, .latitude, at())
                case "lon": lon = try degrees(v, .longitude, at())
                case "elevation":
                    switch v {
                    case .integer(let i): elevation = Double(i)
                    case .real(let x): elevation = x
                    // TRANSLATORS: what a place's "elevation" should be; −500 and 9000 are metres.
                    default: throw wrongType(v, at(), tr("a number (metres above sea level, −500 to 9000)"))
                    }
                    guard (-500.0...9000.0).contains(elevation) else {
                        throw failure(at(), fill(tr("%s is not a height in metres from −500 to 9000"), Self.describe(v)))
                    }
                case "zone":
                    let text = try string(v, at(), tr("a string (a tz zone, e.g. Europe/Oslo)"))
                    do throws(Zone.Failure) { zone = try Zone(named: text) } catch { throw failure(at(), error.message(echoing: Echo.cut)) }
                default:
                    // Outside text (SPEC §9): control and bidi characters have no use in a name.
                    let clean = Escape.plain(try string(v, at(), tr("a string")))
                    guard !clean.isEmpty else { throw failure(at(), tr("a name needs some visible text")) }
                    name = clean
                }
            }
            guard let lat, let lon, var coordinates = Coordinates(latitude: lat, longitude: lon) else {
                // TRANSLATORS: lat and lon are config keys.
                throw failure(here(), tr("a place needs both lat and lon"))
            }
            coordinates.elevation = elevation
            out.append(Config.NamedPlace(key: key, name: name ?? Escape.plain(key), coordinates: coordinates, zone: zone))
        }
        return out
    }

    /// A colour per class of `Palette.classes`: an array of strings, not
    /// of `(class, colour)` pairs, whose metadata cost a line 20 000 instructions.
    private func colours(_ value: JSONValue, _ path: @autoclosure () -> [String]) throws(Failure) -> [String] {
        var out = [String](repeating: "", count: Palette.classes.count)
        for (name, v) in try members(value, path(), keys: Palette.classes) {
            func at() -> [String] { path() + [name] }
            let text = try string(v, at(), tr("a string (a colour, #rrggbb)"))
            let bytes = Array(text.utf8)
            let hex = bytes.dropFirst().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }
            guard bytes.count == 7, bytes[0] == UInt8(ascii: "#"), hex else {
                throw failure(at(), fill(tr("'%s' is not a colour (expected #rrggbb, e.g. #7fb8ff)"), Echo.cut(text)))
            }
            if let i = Palette.classes.firstIndex(of: name) { out[i] = text.lowercased() }
        }
        return out
    }

    /// `templates`: provider, then size, then the template text.
    private func templates(_ value: JSONValue, _ path: @autoclosure () -> [String], format: String?) throws(Failure) -> [Config.TemplateEntry] {
        var out: [Config.TemplateEntry] = []
        for (provider, bySize) in try members(value, path(), keys: Providers.names) {
            func here() -> [String] { path() + [provider] }
            var known = Template.locationPlaceholders.map(\.0)
            for (name, _) in Providers.named(provider)?.placeholders ?? [] { known += [name, "\(provider).\(name)"] }
            for (sizeName, text) in try members(bySize, here(), keys: Self.sizes) {
                func at() -> [String] { here() + [sizeName] }
                let raw = try string(text, at(), tr("a string (a template)"))
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

    /// `formats`: a bar's own templates, for markup only that bar reads,
    /// and its own locale and clock.
    private func formats(_ value: JSONValue, _ path: @autoclosure () -> [String], into config: inout Config) throws(Failure) {
        let names = Formatters.names.filter { $0 != "json" }
        for (format, section) in try members(value, path(), keys: names) {
            func here() -> [String] { path() + [format] }
            var language = Config.LanguageEntry(format: format)
            for (key, v) in try members(section, here(), keys: Self.formatKeys) {
                switch key {
                case "locale": language.locale = try locale(v, here() + [key])
                case "clock": language.clock = try clock(v, here() + [key])
                default: config.templates += try templates(v, here() + [key], format: format)
                }
            }
            if language.locale != nil || language.clock != nil { config.languages.append(language) }
        }
    }

    /// `"locale"`: a locale's name (`de_DE.UTF-8`); one not installed is
    /// said when it is used, as `--locale`'s is.
    private func locale(_ value: JSONValue, _ path: @autoclosure () -> [String]) throws(Failure) -> String {
        // TRANSLATORS: what the config's "locale" should be, after "expected"; de_DE.UTF-8 stays as it is.
        let text = try string(value, path(), tr("a string (a locale, e.g. de_DE.UTF-8)"))
        guard !text.isEmpty, !text.utf8.contains(where: { $0 < 0x21 }) else {
            // TRANSLATORS: the config's "locale" is empty or has spaces; %s is what it gave. C is the plain (English) locale.
            throw failure(path(), fill(tr("'%s' is not a locale name (e.g. de_DE.UTF-8, or C)"), Echo.cut(text)))
        }
        return text
    }

    /// `"clock"`: 12 or 24.
    private func clock(_ value: JSONValue, _ path: @autoclosure () -> [String]) throws(Failure) -> Int {
        switch value {
        case .integer(let n) where n == 12 || n == 24:
            return n
        case .integer, .real:
            // 12.0 is a number too: "expected a number, not a number (12.0)" would contradict itself.
            // TRANSLATORS: %s is the number given, such as 12.0 or 13; the config's "clock" takes 12 or 24.
            throw failure(path(), fill(tr("%s is not 12 or 24"), Self.describe(value)))
        default:
            // TRANSLATORS: what the config's "clock" should be, after "expected".
            throw wrongType(value, path(), tr("a number (12 or 24)"))
        }
    }

    // MARK: Values

    /// A failure at the member `keys` of this file (`atKey`: at its key, not its value).
    private func failure(_ keys: [String], _ message: String, atKey: Bool = false) -> Failure {
        Self.failure(file, text, keys, message, atKey: atKey)
    }

    /// `FILE:LINE:COLUMN: PATH: message`, for the member `keys` of the
    /// config `text` read from `file`; without the line and column if it
    /// cannot be found (a text given without its bytes).
    static func failure(_ file: String, _ text: [UInt8], _ keys: [String], _ message: String, atKey: Bool = false) -> Failure {
        var place = ""
        if !text.isEmpty, let (line, column) = JSONValue.place(of: keys, key: atKey, in: ConfigFile.blankingComments(text)) {
            place = ":\(line):\(column)"
        }
        let path = keys.reduce("") { join($0, $1) }
        return Failure("\(Echo.cut(file))\(place): \(path.isEmpty ? "" : path + ": ")\(message)")
    }

    /// A value of the wrong JSON type: `expected a number of minutes from
    /// 1 to 1440, not a string ("45")`.
    private func wrongType(_ value: JSONValue, _ keys: [String], _ expected: String) -> Failure {
        // TRANSLATORS: what the value should be, such as "a string (a template)", then what it is, such as "a number (45)".
        failure(keys, fill(tr("expected %s, not %s"), expected, Self.found(value)))
    }

    /// An object's members, each key one of `keys` (any, when nil).
    ///
    /// Paths are autoclosures here: they are built only for a message, and
    /// building each cost a config some 700 instructions.
    private func members(_ value: JSONValue, _ path: @autoclosure () -> [String], keys: [String]?) throws(Failure) -> [(String, JSONValue)] {
        guard case .object(let members) = value else {
            throw wrongType(value, path(), tr("an object ({…})"))
        }
        if let keys {
            for (key, _) in members where !keys.contains(key) {
                // TRANSLATORS: %s is the list of the config keys known there.
                let hint = Self.suggestion(key, keys) ?? " " + fill(tr("(known: %s)"), keys.joined(separator: ", "))
                // TRANSLATORS: %s is a hint in parentheses, such as " (did you mean lat?)".
                throw failure(path() + [key], fill(tr("unknown key%s"), hint), atKey: true)
            }
        }
        return members
    }

    /// A string; `expected` says what for, in a type error.
    private func string(_ value: JSONValue, _ path: @autoclosure () -> [String], _ expected: @autoclosure () -> String) throws(Failure) -> String {
        guard case .string(let s) = value else { throw wrongType(value, path(), expected()) }
        return s
    }

    /// Degrees as a number, or as text in any form `--lat` takes (`59°54'N`).
    private func degrees(_ value: JSONValue, _ axis: Degrees.Axis, _ path: @autoclosure () -> [String]) throws(Failure) -> Double {
        let v: Double
        switch value {
        case .integer(let i): v = Double(i)
        case .real(let x): v = x
        case .string(let text):
            do throws(Degrees.Refusal) {
                v = try Degrees.parse(text, axis)
            } catch {
                throw failure(path(), fill(axis == .latitude ? tr("'%s' is not a latitude (expected e.g. 59.91 or \"59°54'N\")")
                                                             : tr("'%s' is not a longitude (expected e.g. 10.75 or \"10°45'E\")"), Echo.cut(text)))
            }
        default:
            throw wrongType(value, path(), axis == .latitude ? tr("a number or a string of degrees (59.91 or \"59°54'N\")")
                                                             : tr("a number or a string of degrees (10.75 or \"10°45'E\")"))
        }
        let limit = axis == .latitude ? 90.0 : 180.0
        guard abs(v) <= limit else {
            throw failure(path(), fill(axis == .latitude ? tr("%s is not a latitude (within ±90)") : tr("%s is not a longitude (within ±180)"),
                                       Self.describe(value)))
        }
        return v
    }

    // MARK: Messages

    /// A path with one more key: `places.home`, or `places["Le Mans"]` for a key that is not a plain word.
    static func join(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && key.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x5F || $0 == 0x2D }
        if plain { return path.isEmpty ? key : path + "." + key }
        return path + "[" + quoted(Escape.plain(Echo.cut(key))) + "]"
    }

    /// ` (did you mean lat?)`, for a key close to one of `keys`, else nil.
    package static func suggestion(_ key: String, _ keys: [String]) -> String? {
        let given = key.lowercased()
        // TRANSLATORS: %s is a config key.
        if let (_, meant) = aliases.first(where: { $0.0 == given }), keys.contains(meant) { return " " + fill(tr("(did you mean %s?)"), meant) }
        // `latitud` means lat, `sunlight_x` may mean sunlight: the known key it starts with…
        if let prefix = keys.filter({ given.hasPrefix($0) || $0.hasPrefix(given) && given.count >= 2 }).max(by: { $0.count < $1.count }) {
            return " " + fill(tr("(did you mean %s?)"), prefix)
        }
        // …or one within a typing mistake or two.
        return Suggestion.nearest(given, keys).map { " " + fill(tr("(did you mean %s?)"), $0) }
    }

    static func kind(_ value: JSONValue) -> String {
        switch value {
        case .string: tr("a string")
        case .integer, .real: tr("a number")
        case .bool: tr("a boolean")
        case .null: "null"
        case .array: tr("an array")
        case .object: tr("an object")
        }
    }

    /// `text` in double quotes, its quotes and backslashes escaped, as JSON writes it.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            if c == "\"" || c == "\\" { out += "\\" }
            out.unicodeScalars.append(c)
        }
        return out + "\""
    }

    /// A value as a type error names it: its JSON type, and a scalar as
    /// the file writes it: `a string ("45")`, `a number (45)`, `a boolean (true)`.
    static func found(_ value: JSONValue) -> String {
        switch value {
        // TRANSLATORS: a JSON value as the config writes it, such as "45" in quotes.
        case .string(let s): return fill(tr("a string (%s)"), quoted(Echo.cut(s)))
        // TRANSLATORS: %s is a number as the config writes it.
        case .integer(let i): return fill(tr("a number (%s)"), String(i))
        case .real(let x): return fill(tr("a number (%s)"), String(x))
        // TRANSLATORS: %s is true or false, as JSON writes them.
        case .bool(let b): return fill(tr("a boolean (%s)"), String(b))
        default: return kind(value)
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
