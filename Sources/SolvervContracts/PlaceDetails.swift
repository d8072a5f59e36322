/// What a place found by name is (SPEC §5: the place that answered is
/// named): `Kolkata, West Bengal, IN`, and how its name matched. Set for
/// `--location` and a config place's name only; nil for coordinates, the
/// environment, the system zone and Greenwich. A class: an optional
/// reference costs the line without a named place nothing to carry, where an
/// optional struct of strings cost it 11 000 instructions of runtime work.
public final class PlaceDetails: Sendable {
    /// `Kolkata, West Bengal, IN`: shown in the large size, the tooltip and `report`.
    public let label: String
    /// ISO 3166 code, admin-1 region and people, where the table has them.
    public let country: String?
    public let region: String?
    public let population: Int?
    /// `exact` (its own name), `alternate` (another name it goes by),
    /// `ranked` (several places carry the name; the ranking chose it),
    /// `zone` (a tz zone's own place) or `config` (a place of the config file).
    public let match: String

    public init(label: String, country: String?, region: String?, population: Int?, match: String) {
        self.label = label
        self.country = country
        self.region = region
        self.population = population
        self.match = match
    }
}
