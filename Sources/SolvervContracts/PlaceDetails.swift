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
