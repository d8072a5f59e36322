import CivilTime
import SolarAstronomy

/// Turns (place, zone, instant) into facts (SPEC §2, layer 2). A provider
/// is a pure function of its context: time is injected, never read.
public protocol Provider: Sendable {
    /// The name on the command line and in the snapshot: `countdown`.
    var name: String { get }
    /// One line of help.
    var summary: String { get }
    /// Every placeholder a template may use, with what it shows.
    var placeholders: [(String, String)] { get }
    func report(_ context: ProviderContext) -> ProviderReport
}

/// What a provider is given.
public struct ProviderContext {
    public let coordinates: Coordinates
    public let zone: Zone
    /// Unix seconds (UT).
    public let now: Double
    /// Whether the large size will be drawn: some of its facts (the year's
    /// daylight) cost more than a one-shot line should pay otherwise.
    public let wantsLarge: Bool

    /// Emoji (the default) or Nerd Font glyphs.
    public let icons: IconSet
    /// Minutes before sunset from which the line is urgent (SPEC §4); nil, the default, never.
    public let urgentMinutes: Int?
    /// Whether the report should list its `changes`: watch mode asks, a
    /// one-shot line does not pay for them.
    public let wantsChanges: Bool
    /// The facts shown besides the default texts, for `changes`: a
    /// template's placeholders (bare names), `["*"]` for the JSON snapshot
    /// (every fact); nil when the line shows only the default texts.
    public let shownFacts: [String]?
    /// The facts read besides the default texts, for a fact that costs more
    /// than the others to build (`remaining_hms`): a template's
    /// placeholders on a built-in bar; nil, every fact (the JSON snapshot,
    /// a plugin's, `report`, anything but a line).
    public let readFacts: [String]?
    /// Whether the line draws the light classes (`golden-hour`,
    /// `civil-twilight`, …): waybar's CSS classes, the JSON snapshot's and
    /// a plugin's `class`. Other bars colour by the state alone, so they
    /// neither compute them nor wake at their boundaries.
    public var drawsLightClasses = false
    /// How the countdown counts the seasons (`--seasons`, the config's "seasons").
    public var seasons = SeasonCount.astronomical
    /// The sizes whose default texts the line draws, for `changes`: a
    /// provider whose sizes change at different instants (the moon's small
    /// text daily, its medium at each whole percent) wakes a line only
    /// for the text it draws. Every size (the default) for anything but a
    /// line; none where a template takes the texts' place.
    public var drawnSizes: [Size] = Size.allCases

    public init(coordinates: Coordinates, zone: Zone, now: Double, wantsLarge: Bool, icons: IconSet = .emoji,
                urgentMinutes: Int? = nil, wantsChanges: Bool = false, shownFacts: [String]? = nil,
                readFacts: [String]? = nil) {
        self.coordinates = coordinates
        self.zone = zone
        self.now = now
        self.wantsLarge = wantsLarge
        self.icons = icons
        self.urgentMinutes = urgentMinutes
        self.wantsChanges = wantsChanges
        self.shownFacts = shownFacts
        self.readFacts = readFacts
    }

    /// Whether anything reads the fact `name` (see `readFacts`).
    public func reads(_ name: String) -> Bool {
        readFacts?.contains(name) ?? true
    }

    /// The fact `name` as text where anything reads it (see `readFacts`),
    /// else `.missing`: a bar's line without a template places none of the
    /// timestamps and durations, and builds none (`value` nil: `.missing`).
    public func text(_ name: String, _ value: @autoclosure () -> String?) -> Fact.Value {
        guard reads(name), let value = value() else { return .missing }
        return .text(value)
    }

    /// Whether the line shows the default texts: no template, one that
    /// places `{status}`, or a size drawn whatever the template (waybar's
    /// tooltip, `drawnSizes`).
    public var showsTexts: Bool { shownFacts == nil || shows("status") || !drawnSizes.isEmpty }

    /// Whether the line draws the default text of `size` (see `drawnSizes`).
    public func draws(_ size: Size) -> Bool { drawnSizes.contains(size) }

    /// Whether the line shows the fact `name` (through a template or the JSON snapshot).
    public func shows(_ name: String) -> Bool {
        guard let shownFacts else { return false }
        return shownFacts.contains(name) || shownFacts.contains("*")
    }

    /// The next local midnight after `now` in the display zone: when days
    /// counts, day labels and today's clock times change. (After clocks go
    /// back across midnight, the second beginning of the date, not the
    /// first, which is past.)
    public var nextMidnight: Double { Double(zone.startOfNextDay(after: Int64(now.rounded(.down)))) }

    public var instant: Instant { Instant(unixSeconds: now) }
    /// Today's date in the display zone.
    public var today: CivilDate { zone.date(at: Int64(now.rounded(.down))) }
    public var southern: Bool { coordinates.latitude < 0 }
}

/// The events the countdown counts down to: the equinoxes and solstices
/// (astronomical), the first of March, June, September and December
/// (meteorological: the seasons as weather services and Australians count
/// them), or the equinoxes and solstices with the cross-quarter days
/// between them (the Sun at 315°, 45°, 135°, 225°: early February, May,
/// August, November), eight points of the year.
public enum SeasonCount: String, CaseIterable, Sendable {
    case astronomical, meteorological
    case crossQuarter = "cross-quarter"
}

/// Which glyphs icons use: emoji, which every font stack can fall back to,
/// or Nerd Font glyphs (Font Awesome's, `nf-fa-*`), for bars set in a Nerd Font.
public enum IconSet: String, CaseIterable, Sendable {
    case emoji, nerd
}
