/// Everything shown at one instant: where, when, and each provider's
/// report. Its JSON form (`schema` 1) is the contract for `--format json`,
/// for scripts and widgets, and for external formatter plugins (SPEC §7, §8).
public struct Snapshot: Sendable {
    public static let schema = 1

    public struct Location: Sendable {
        public let name: String
        /// The place's names in the user's language, looked up when read
        /// (`localName`, `localLabel`); nil in English.
        public let localNames: LocalPlaceNames?
        public let latitude: Double
        public let longitude: Double
        /// The display zone's name.
        public let zone: String
        /// `explicit`, `config`, `env`, `timezone`, `fallback` or `geoclue`.
        public let source: String
        /// The display zone's city (`Tokyo`, in the user's language: `東京`)
        /// when it is not the system's zone,
        /// else nil; nil too where the line shows no times (small: Lines shows
        /// no indicator there), unless a template places `{zone_indicator}`.
        public let zoneIndicator: String?
        /// A place found by name: what it is and how it matched; else `.none`.
        public let details: PlaceDetails
        /// A place from GeoClue: how long ago it was located, in seconds.
        public var ageSeconds: Int? = nil
        /// Metres above sea level (`--elevation`, a place's "elevation"); 0 when not given.
        public var elevation = 0.0
        /// `--location auto` gave no place, and this is another (the line says so).
        public var notLocated = false

        public init(name: String, latitude: Double, longitude: Double, zone: String, source: String, zoneIndicator: String?,
                    details: PlaceDetails = .none, localNames: LocalPlaceNames? = nil) {
            self.name = name
            self.localNames = localNames
            self.latitude = latitude
            self.longitude = longitude
            self.zone = zone
            self.source = source
            self.zoneIndicator = zoneIndicator
            self.details = details
        }

        /// The name a person reads (SPEC §10: `Moskau`); `name` stays English
        /// for machine output.
        public var localName: String { localNames?.name ?? name }
        /// The label a person reads (`München, Bayern, DE`); `details.label`
        /// stays English.
        public var localLabel: String { localNames?.label ?? details.label }
    }

    public let location: Location
    /// The instant, RFC 3339 in the display zone.
    public let instant: String
    public let reports: [ProviderReport]
    /// Something the user should see once (the Greenwich fallback), else nil.
    public let notice: String?
    /// Set while the line shows another date than today (`--date`, a
    /// scroll in i3bar): the instant above is then the shown one.
    public let shifted: Shift?

    /// Another date shown at today's time of day.
    public struct Shift: Sendable {
        /// Days from today to the shown date, in the display zone.
        public let days: Int
        /// The shown date, `YYYY-MM-DD`.
        public let date: String
        /// How the line marks it: `⟲ 12 Mar`.
        public let label: String

        public init(days: Int, date: String, label: String) {
            self.days = days
            self.date = date
            self.label = label
        }
    }

    /// The texts the config file gives providers at sizes, in place of
    /// their default texts (none without a config).
    public let providerTemplates: [ProviderTemplate]

    /// The providers the line asked for, in order, whether or not each has
    /// a report to show (`dst` in a zone without clock changes has none);
    /// empty where not known (a snapshot made by hand: its reports' providers).
    public var providers: [String] = []

    /// The same reports built for programs (English words, the C clock),
    /// for a formatter given both (`Formatter.readsWordsAndFacts`: a
    /// plugin): `reports` are then the words people read, in the line's
    /// language, and these the facts. Nil otherwise: `reports` are both.
    public let programReports: [ProviderReport]?

    public init(location: Location, instant: String, reports: [ProviderReport], notice: String?, shifted: Shift? = nil,
                providerTemplates: [ProviderTemplate] = [], programReports: [ProviderReport]? = nil) {
        self.location = location
        self.instant = instant
        self.reports = reports
        self.notice = notice
        self.shifted = shifted
        self.providerTemplates = providerTemplates
        self.programReports = programReports
    }

    /// The facts of `report` as programs read them: its program twin's, if built.
    public func programFacts(of report: ProviderReport) -> [Fact] {
        guard let programReports else { return report.facts }
        for twin in programReports where twin.provider == report.provider { return twin.facts }
        return report.facts
    }

    /// The config's template for `provider`'s text at `size`, if any.
    public func template(of provider: String, at size: Size) -> Template? {
        for t in providerTemplates where t.provider == provider && t.size == size { return t.template }
        return nil
    }
}
