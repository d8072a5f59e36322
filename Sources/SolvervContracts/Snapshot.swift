/// Everything shown at one instant: where, when, and each provider's
/// report. Its JSON form (`schema` 1) is the contract for `--format json`,
/// for scripts and widgets, and for external formatter plugins (SPEC §7, §8).
public struct Snapshot: Sendable {
    public static let schema = 1

    public struct Location: Sendable {
        public let name: String
        public let latitude: Double
        public let longitude: Double
        /// The display zone's name.
        public let zone: String
        /// `explicit`, `config`, `env`, `timezone` or `fallback`.
        public let source: String
        /// The display zone's city (`Tokyo`) when it is not the system's zone,
        /// else nil; nil too where the line shows no times (small: Lines shows
        /// no indicator there), unless a template places `{zone_indicator}`.
        public let zoneIndicator: String?
        /// A place found by name: what it is and how it matched; else `.none`.
        public let details: PlaceDetails

        public init(name: String, latitude: Double, longitude: Double, zone: String, source: String, zoneIndicator: String?,
                    details: PlaceDetails = .none) {
            self.name = name
            self.latitude = latitude
            self.longitude = longitude
            self.zone = zone
            self.source = source
            self.zoneIndicator = zoneIndicator
            self.details = details
        }
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
