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

    public init(coordinates: Coordinates, zone: Zone, now: Double, wantsLarge: Bool, icons: IconSet = .emoji,
                urgentMinutes: Int? = nil) {
        self.coordinates = coordinates
        self.zone = zone
        self.now = now
        self.wantsLarge = wantsLarge
        self.icons = icons
        self.urgentMinutes = urgentMinutes
    }

    public var instant: Instant { Instant(unixSeconds: now) }
    /// Today's date in the display zone.
    public var today: CivilDate { zone.date(at: Int64(now.rounded(.down))) }
    public var southern: Bool { coordinates.latitude < 0 }
}

/// Which glyphs icons use: emoji, which every font stack can fall back to,
/// or Nerd Font glyphs (Font Awesome's, `nf-fa-*`), for bars set in a Nerd Font.
public enum IconSet: String, CaseIterable, Sendable {
    case emoji, nerd
}
