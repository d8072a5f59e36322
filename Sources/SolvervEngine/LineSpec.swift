import CivilTime
import LocalNames
import SolarAstronomy
import SolvervContracts
import SolvervProviders

/// Everything a line needs but the instant: what the command line (or the
/// watch loop's view state) decided, resolved once. With an instant it
/// gives the line's text (`Engine`), so the one-shot line and watch mode
/// draw alike. Change `dayShift` in place; for another size or place make
/// a new spec (the zone indicator is resolved for them at `init`).
public struct LineSpec {
    /// The providers shown, by name, in order (names, not `[any Provider]`:
    /// an array of existentials costs the one-shot line runtime metadata).
    public var providers: [String]
    public var formatter: any Formatter
    public var size: Size
    /// The user's template: the whole text of the line, when given.
    public var template: Template?
    /// The config's texts for providers at sizes (each replaces that
    /// provider's default text); unused where `template` is given.
    public var providerTemplates: [ProviderTemplate] = []
    public var icons: IconSet
    /// Minutes before sunset from which the line is urgent; nil, never.
    public var urgentMinutes: Int?
    /// What the countdown counts down to (`--seasons`).
    public var seasons = SeasonCount.astronomical
    public var place: Place
    /// Days from today to the shown date in the display zone (`--date`, or
    /// a scroll in i3bar): the shown instant is now moved by as many local
    /// days, at the same time of day. 0 shows today.
    public var dayShift: Int
    /// Set in watch mode for `--date`: `dayShift` then counts days from
    /// this date, not from today, so that the shown date stays put while
    /// the real one moves on (and a midnight wakes nothing). Nil: from today.
    public var anchor: CivilDate? = nil
    /// `Tokyo` (`東京` in Japanese) when the line shows times in a zone other than the system's,
    /// else nil: resolved once here, since comparing zones resolves both
    /// names' links (realpath calls a render should not repeat).
    public let zoneIndicator: String?

    /// Where the line is about, and how that was decided (SPEC §5).
    public struct Place {
        public var coordinates: Coordinates
        public var zone: Zone
        /// A short name: a zone's city, the coordinates as given, or "Greenwich".
        public var name: String
        /// `explicit`, `config`, `env`, `timezone`, `fallback` or `geoclue`.
        public var source: String
        /// What the user should see (the Greenwich fallback), else nil.
        public var notice: String?
        /// A place found by name: what it is and how it matched (SPEC §5); else `.none`.
        public var details: PlaceDetails
        /// When GeoClue located it (unix seconds), for a place from GeoClue.
        public var locatedAt: Double? = nil
        /// `--location auto` was asked for and gave no place: this is another.
        public var notLocated = false
        /// Its names in the user's language, looked up when read (SPEC §10).
        public var localNames: LocalPlaceNames?

        public init(coordinates: Coordinates, zone: Zone, name: String, source: String, notice: String?,
                    details: PlaceDetails = .none, localNames: LocalPlaceNames? = nil) {
            self.coordinates = coordinates
            self.zone = zone
            self.name = name
            self.localNames = localNames
            self.source = source
            self.notice = notice
            self.details = details
        }
    }

    /// `systemZoneName`: the system's zone (nil when it cannot be read:
    /// then UTC), against which the display zone is named or not; read
    /// only where the line shows times.
    public init(providers: [String], formatter: any Formatter, size: Size, template: Template?, icons: IconSet,
                urgentMinutes: Int?, place: Place, systemZoneName: @autoclosure () -> String?, dayShift: Int = 0) {
        self.providers = providers
        self.formatter = formatter
        self.size = size
        self.template = template
        self.icons = icons
        self.urgentMinutes = urgentMinutes
        self.place = place
        self.dayShift = dayShift
        // Only lines with times name their zone (not small; waybar's tooltip
        // is large): comparing the zones resolves both names' links, four
        // realpath calls that a small line would pay for nothing.
        let showsZone = size != .small || formatter.name == "waybar" || template?.uses("zone_indicator") == true
        let otherZone = showsZone && !ZoneTable.sameZone(systemZoneName() ?? "UTC", place.zone.name)
        // The city in the user's language (CLDR's: `Moskau`), else the zone's own word.
        zoneIndicator = otherZone ? LocalNames.zoneCity(place.zone.name) ?? ZoneTable.city(of: place.zone.name) : nil
    }

    /// The providers whose reports the line draws, in order. Every one,
    /// but in plain text with a template: it has no colours, so a provider
    /// whose facts the template never places draws nothing, and its report
    /// (sunlight's: 190 000 instructions, 0.08× of a C hello) is not built.
    /// A bar draws each report's classes (the colour, waybar's classes, the
    /// urgent state) whatever the template places. Large texts are built
    /// only where drawn (`wantsLarge`), and changes only in watch mode.
    var drawnProviders: [String] {
        guard let template, formatter.name == "plain" else { return providers }
        return providers.filter { provider in
            let own = Providers.named(provider)?.placeholders ?? []
            return template.pieces.contains { piece in
                guard case .placeholder(let name) = piece else { return false }
                return name.hasPrefix(provider + ".") || own.contains { $0.0 == name }
            }
        }
    }

    /// Whether the line draws the sunlight's light classes
    /// (`ProviderContext.drawsLightClasses`).
    var drawsLightClasses: Bool { formatter.name == "waybar" || formatter.name == "json" || formatter.readsWordsAndFacts }

    /// Whether the large texts are drawn (large, waybar's tooltip, a plugin's every size).
    var wantsLarge: Bool { size == .large || formatter.name == "waybar" || formatter.readsWordsAndFacts }

    /// The sizes whose default texts the line draws (`ProviderContext.drawnSizes`):
    /// every one for the JSON snapshot and a plugin; else its size, unless
    /// a template takes its place, with small beside a larger one (i3bar's
    /// short text, a one-line large's headlines), and large where drawn
    /// (waybar's tooltip, which keeps the default text under a template).
    var drawnSizes: [Size] {
        if formatter.readsEveryFact || formatter.readsWordsAndFacts { return Size.allCases }
        var sizes: [Size] = []
        if template == nil { sizes = size == .small ? [.small] : [.small, size] }
        if formatter.name == "waybar", !sizes.contains(.large) { sizes.append(.large) }
        return sizes
    }

    /// The facts shown besides the default texts (`ProviderContext.shownFacts`):
    /// every one in the JSON snapshot, a template's placeholders by their
    /// bare names (`sunlight.remaining` is `remaining`), else none.
    var shownFacts: [String]? {
        if formatter.name == "json" { return ["*"] }
        // The config's provider texts: their facts, and the default texts
        // ("status") of the providers and sizes they leave alone.
        let templates = template.map { [$0] } ?? providerTemplates.map(\.template)
        guard !templates.isEmpty else { return nil }
        var names: [String] = template == nil ? ["status"] : []
        for t in templates {
            for piece in t.pieces {
                guard case .placeholder(let name) = piece else { continue }
                if let dot = name.firstIndex(of: ".") { names.append(String(name[name.index(after: dot)...])) } else { names.append(name) }
            }
        }
        return names
    }
}
