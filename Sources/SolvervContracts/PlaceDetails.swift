/// What a place found by name is (SPEC §5: the place that answered is
/// named): `Kolkata, West Bengal, IN`, and how its name matched. Set for
/// `--location` and a config place's name only; `none` for coordinates, the
/// environment, the system zone and Greenwich.
///
/// Strings and an integer, never optionals of its own type: an optional
/// struct in the snapshot made every line, named place or not, instantiate
/// its metadata at run time (10 000 instructions).
public struct PlaceDetails: Sendable {
    /// `Kolkata, West Bengal, IN`: shown in the large size, the tooltip and
    /// `report`; empty for a place not found by name.
    public let label: String
    /// ISO 3166 code and admin-1 region, empty where the table has none.
    public let country: String
    public let region: String
    /// People; -1 where the table has none (a zone's place, the config's).
    public let population: Int
    /// `exact` (its own name), `alternate` (another name it goes by),
    /// `ranked` (several places carry the name; the ranking chose it),
    /// `zone` (a tz zone's own place) or `config` (a place of the config file).
    public let match: String
    /// The namesakes the ranking passed over (`Derby`: Derby, Kansas, for
    /// Derby, England), each with the query that picks it: filled where they
    /// are shown (the JSON snapshot, a plugin's), empty elsewhere.
    public var also: [Namesake] = []

    /// A place that carries the name given but was not chosen.
    public struct Namesake: Sendable {
        /// Its name and its label, as the lists print it (`Derby, Kansas, US`).
        public let name: String
        public let label: String
        /// People; -1 where the table has none.
        public let population: Int
        public let latitude: Double
        public let longitude: Double
        /// The `--location` text that picks exactly this place; empty when
        /// none does (then its coordinates do).
        public let query: String

        public init(name: String, label: String, population: Int, latitude: Double, longitude: Double, query: String) {
            self.name = name
            self.label = label
            self.population = population
            self.latitude = latitude
            self.longitude = longitude
            self.query = query
        }
    }

    public init(label: String, country: String?, region: String?, population: Int?, match: String) {
        self.label = label
        self.country = country ?? ""
        self.region = region ?? ""
        self.population = population ?? -1
        self.match = match
    }

    /// A place not found by name.
    public static var none: PlaceDetails { PlaceDetails(label: "", country: nil, region: nil, population: nil, match: "") }

    /// Whether the place was found by name (and so is named in full).
    public var isNamed: Bool { !label.isEmpty }
}
