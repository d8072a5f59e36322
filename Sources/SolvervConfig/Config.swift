import CivilTime
import PlaceNames
import SolarAstronomy
import SolvervContracts
import SolvervIO
import SolvervJSON

/// The config file (SPEC §5): named places, one of them the default, the
/// line's templates per provider and size, icons, colours and urgent
/// minutes. JSON, as waybar's config is, with `//` comments.
///
///     {
///         // The place from GeoClue 2 (solverv locate), before "default".
///         "location": "auto",
///         // Used when no --lat/--lon or --location is given.
///         "default": "home",
///         "places": {
///             "home": {"lat": 59.91, "lon": 10.75, "zone": "Europe/Oslo", "name": "Oslo"},
///             "cabin": {"lat": "61°07'N", "lon": "10°28'E"}
///         },
///         "icons": "nerd",
///         "urgent_minutes": 30,
///         "colors": {"winter": "#7fb8ff", "night": "#8787d7"},
///         "templates": {"countdown": {"small": "{icon} {days_short}"}},
///         "formats": {"waybar": {"templates": {"countdown": {"small": "<b>{days_short}</b>"}}}}
///     }
///
/// The command line wins over it: `--lat/--lon` and `--location` over
/// `default`, `--tz` over a place's `zone`, `--template`, `--icons` and
/// `--urgent` over theirs. Every key is checked: an unknown one, or a bad
/// value, is an error that names its line, column and path
/// (`config.json:4:28: places.home.lat: …`), as broken JSON is one that
/// names its line and column. contrib/config.json documents every key.
package struct Config {
    /// A place named in `places`.
    package struct NamedPlace {
        /// Its key, as `default` and `--location` name it.
        package let key: String
        /// How a line names it (`{location}`): its `name`, else the key,
        /// without control or bidi characters (outside text, SPEC §9).
        package let name: String
        package let coordinates: Coordinates
        /// Its `zone`; nil when not given: then the zone the coordinates lie in.
        package let zone: Zone?
    }

    /// One template of `templates` (or of a format's `templates`), with
    /// its placeholders checked.
    package struct TemplateEntry {
        /// The format it is for; nil for every format.
        package let format: String?
        let provider: String
        let size: Size
        let template: Template

        /// Where it is in the file: `templates`, `countdown`, `small`.
        /// Built for a message only.
        var keys: [String] {
            (format.map { ["formats", $0] } ?? []) + ["templates", provider, size.rawValue]
        }
    }

    /// The file, as messages name it.
    package let file: String
    /// Its bytes, for the line and column of a message.
    var text: [UInt8] = []
    package var places: [NamedPlace] = []
    package var defaultPlace: NamedPlace?
    /// `"location": "auto"`: the place from GeoClue (SPEC §5), before `default`.
    package var autoLocation = false
    package var icons: IconSet?
    /// What the countdown counts down to ("seasons"); `--seasons` wins.
    package var seasons: SeasonCount?

    /// What the countdown counts to: `--seasons` (`given`), else the
    /// config's "seasons", else the equinoxes and solstices.
    package static func seasons(_ given: String?, _ config: Config?) throws(Failure) -> SeasonCount {
        guard let given else { return config?.seasons ?? .astronomical }
        guard let count = SeasonCount(rawValue: given) else { throw Failure.choice("seasons", given, SeasonCount.allCases.map(\.rawValue)) }
        return count
    }
    package var urgentMinutes: Int?
    /// A colour (`#rrggbb`) per class of `Palette.classes`, "" for
    /// Solverv's own; empty without `colors`. For `Palette.configure`.
    package var colours: [String] = []
    package var templates: [TemplateEntry] = []
    /// `"locale"` and `"clock"`, at the top level (format nil) and in a
    /// bar format's section (SPEC §10).
    package var languages: [LanguageEntry] = []

    /// A section's `"locale"` (a locale name) and `"clock"` (12 or 24).
    package struct LanguageEntry {
        package let format: String?
        package var locale: String?
        package var clock: Int?
    }

    /// The locale for `format`: its section's, else the top level's.
    package func locale(format: String) -> String? {
        languages.first { $0.format == format && $0.locale != nil }?.locale
            ?? languages.first { $0.format == nil && $0.locale != nil }?.locale
    }

    /// The clock for `format`: its section's, else the top level's.
    package func clock(format: String) -> Int? {
        languages.first { $0.format == format && $0.clock != nil }?.clock
            ?? languages.first { $0.format == nil && $0.clock != nil }?.clock
    }

    /// The place called `name`: its key exactly, else its key or its name
    /// with case ignored, when only one matches.
    package func place(named name: String) -> NamedPlace? {
        if let exact = places.first(where: { $0.key == name }) { return exact }
        // Folded as city names are (NamedPlace): case, diacritics, scripts' compatibility forms.
        let wanted = Folding.fold(name)
        let matches = places.filter { Folding.fold($0.key) == wanted || Folding.fold($0.name) == wanted }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The template for `provider` at `size` in `format`: the format's own, else the one for every format.
    func template(format: String, provider: String, size: Size) -> TemplateEntry? {
        templates.first { $0.format == format && $0.provider == provider && $0.size == size }
            ?? templates.first { $0.format == nil && $0.provider == provider && $0.size == size }
    }

    /// A failure at the member `keys` of this file, with its line and column.
    func failure(_ keys: [String], _ message: String) -> Failure {
        ConfigReader.failure(file, text, keys, message)
    }
}

extension Config {
    /// The config of this run: `--config PATH` (which must exist), else the
    /// default path (which may not); nil without one.
    package static func load(_ options: Options, environment: (String) -> String? = Environment.variable) throws(Failure) -> Config? {
        let path: String, required: Bool
        if let given = options.values["config"] {
            path = given
            required = true
        } else if let found = ConfigFile.defaultPath(environment: environment) {
            path = found
            required = false
        } else {
            return nil
        }
        guard let bytes = try ConfigFile.read(path, required: required) else { return nil }
        return try parse(bytes, file: path)
    }

    /// The config in `bytes`, read from `file`.
    static func parse(_ bytes: [UInt8], file: String) throws(Failure) -> Config {
        let value: JSONValue
        do throws(JSONSyntaxError) {
            // The compacted text first (a third of the bytes for jansson to
            // lex); if it does not load, the blanked one, for jansson's own
            // line, column and reason.
            if let fast = try? JSONValue.parseLocated(ConfigFile.compacted(bytes)) {
                value = fast
            } else {
                value = try JSONValue.parseLocated(ConfigFile.blankingComments(bytes))
            }
        } catch {
            throw Failure("\(Echo.cut(file)):\(error.line):\(error.column): \(error.reason)")
        }
        return try ConfigReader(file: file, text: bytes).config(value)
    }
}
