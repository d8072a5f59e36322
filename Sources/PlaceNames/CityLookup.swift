import CPlaceTable

/// Finds a city of the bundled table by name, as `--location` is given it:
/// `Tromsø`, `tromso`, `Portland, Oregon`, `Paris, FR`, `Paris, France`.
///
/// The name is compared folded (`Folding`). What follows a comma narrows it
/// down: a country's code or name, or a US state's code or name (`CA` is
/// Canada or California). The cities' own names are matched first; the
/// alternate spellings of the largest cities (`Bombay`, `Munchen`) only when
/// no city has the name itself.
///
/// A name that several cities have is ambiguous, unless the largest has at
/// least `dominance` times the people of the next: `Paris` is Paris, France
/// (2.1 million people; Paris, Texas, has 25 000), `London` is London,
/// England, but `Portland` (Oregon 652 503, Maine 66 881) must be narrowed.
public enum CityLookup {
    public enum Result: Equatable {
        case found(City)
        /// Several cities have the name, none dominant: largest first.
        case ambiguous([City])
        /// Cities have the name, but none in the country or state given: these do.
        case notThere([City])
        /// What follows a comma is no country or US state.
        case unknownRegion(String)
        /// No city has the name: the closest names' cities, best first.
        case unknown(suggestions: [City])
    }

    /// How many times the next city's people the largest must have to be meant alone.
    public static let dominance = 20

    public static func find(_ text: String) -> Result {
        var parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Folding.fold(String($0)) }
        let key = parts.removeFirst()
        // A name, a state and a country at most: more commas are no place
        // (and each would be compared with every country's name).
        if parts.count > 2 {
            return .unknownRegion(String(text.drop { $0 != "," }.dropFirst().drop { $0 == " " }))
        }
        var regions: [Regions] = []
        for (i, part) in parts.enumerated() where !part.isEmpty {
            guard let r = Regions(part) else {
                let given = text.split(separator: ",", omittingEmptySubsequences: false)[i + 1]
                return .unknownRegion(String(given.drop { $0 == " " }))
            }
            regions.append(r)
        }
        func wanted(_ city: Int) -> Bool { regions.allSatisfy { $0.contains(city) } }

        // For one key, the cities' own names come first, largest first (the table's order).
        var own: [Int] = [], alternate: [Int] = [], elsewhere: [Int] = []
        for i in Keys.matching(key) {
            let e = Keys.entry(i)
            if !wanted(e.city) {
                if !elsewhere.contains(e.city) { elsewhere.append(e.city) }
            } else if e.alternate {
                if !alternate.contains(e.city) { alternate.append(e.city) }
            } else {
                own.append(e.city)
            }
        }
        let found = own.isEmpty ? alternate.sorted() : own
        if found.count == 1 || (found.count > 1 && population(found[0]) >= dominance * population(found[1])) {
            return .found(City(found[0]))
        }
        if found.count > 1 { return .ambiguous(found.map(City.init)) }
        if !elsewhere.isEmpty { return .notThere(elsewhere.sorted().map(City.init)) }
        let close = suggestions(key, where: wanted)
        return .unknown(suggestions: close.isEmpty && !regions.isEmpty ? suggestions(key, where: { _ in true }) : close)
    }

    static func population(_ city: Int) -> Int {
        Int(solverv_city_at(UInt32(city)).pointee.population)
    }

    /// Up to `limit` cities whose names are a few typing mistakes from
    /// `key`, or start with it as a word (`rio` → Rio de Janeiro): fewest
    /// mistakes first, then largest.
    static func suggestions(_ key: [UInt8], where wanted: (Int) -> Bool, limit: Int = 5) -> [City] {
        guard !key.isEmpty, key.count <= 64 else { return [] }
        let allowed = key.count < 4 ? 1 : key.count < 9 ? 2 : 3
        var ranked: [(distance: Int, city: Int)] = []
        var distance = EditDistance(key)
        for i in 0..<Keys.count {
            let e = Keys.entry(i)
            guard wanted(e.city) else { continue }
            let candidate = Keys.bytes(e.key)
            var d = distance.to(candidate, within: allowed)
            if d == nil, key.count >= 3, candidate.count > key.count, candidate[key.count] == 0x20,
               candidate.starts(with: key) {
                d = 1
            }
            guard let d else { continue }
            ranked.append((d, e.city))
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.city < $1.city }
        var out: [Int] = []
        for r in ranked where !out.contains(r.city) {
            out.append(r.city)
            if out.count == limit { break }
        }
        return out.map(City.init)
    }
}

/// The countries and US states a name after a comma may mean.
struct Regions {
    var countries: [Int] = []
    var states: [Int] = []

    /// Common names that are not the table's: `USA`, `UK`.
    static let aliases: [(String, String)] = [
        ("usa", "US"), ("united states of america", "US"), ("america", "US"),
        ("uk", "GB"), ("great britain", "GB"), ("britain", "GB"), ("england", "GB"), ("scotland", "GB"), ("wales", "GB"),
    ]

    init?(_ key: [UInt8]) {
        for (alias, code) in Regions.aliases where Array(alias.utf8) == key {
            for i in 0..<Int(solverv_country_count) where Region(solverv_country_at(UInt32(i)).pointee).code == code {
                countries.append(i)
            }
        }
        for i in 0..<Int(solverv_country_count) {
            let r = Region(solverv_country_at(UInt32(i)).pointee)
            if Folding.fold(r.code) == key || Folding.fold(r.name) == key { countries.append(i) }
        }
        for i in 1..<Int(solverv_state_count) {
            let r = Region(solverv_state_at(UInt32(i)).pointee)
            if Folding.fold(r.code) == key || Folding.fold(r.name) == key { states.append(i) }
        }
        if countries.isEmpty && states.isEmpty { return nil }
    }

    func contains(_ city: Int) -> Bool {
        let c = solverv_city_at(UInt32(city)).pointee
        return countries.contains(Int(c.country)) || (c.state != 0 && states.contains(Int(c.state)))
    }
}
