/// Finds a place of the bundled table by name, as `--location` is given it:
/// `Tromsø`, `Calcutta`, `東京`, `Suzhou, Jiangsu`, `Misato, Saitama, JP`,
/// `Paris, FR`, `Springfield, IL`, `Biel/Bienne`, `Sanhe, near Wanzhou`.
///
/// The name is compared folded (`Folding`), with every name the table has
/// for a place: its own and its alternate names. What follows a comma
/// narrows it down: a country's code or name, or a region's or district's
/// (`Regions`); a name that itself has a comma (`Misato, Saitama`) is tried
/// whole first. A part `near Place` picks, of the places with the name, the
/// one nearest that place (which its name alone must find): it tells apart
/// namesakes that share a region and a district. Several places with the
/// name go through `Ranking`. Nothing is guessed: a name no place has gives
/// suggestions, never an answer; a country's name that no place carries
/// (`Guam`) says it is a country, and a region's (`Texas`, `Bavaria`) that
/// it is a region (`AdminRegion`).
public enum CityLookup {
    /// How a place was found: by its own name alone, by an alternate name
    /// alone, or chosen by `Ranking` among several that carry the name.
    public enum Match: String, Sendable {
        case exact, alternate, ranked
    }

    public enum Result: Equatable {
        case found(City, Match)
        /// Several places have the name, none dominant: largest first.
        case ambiguous([Ranking.Candidate])
        /// Places have the name, but none in the country or region given: these do.
        case notThere([City])
        /// What follows a comma is no country or region.
        case unknownRegion(String)
        /// No place has the name: the closest names' places, best first.
        case unknown(suggestions: [City])
        /// No place has the name, a country's or territory's (`Guam`): not a place.
        case country(Country)
        /// What follows `near` finds no one place: the part as given.
        case unknownReference(String)
        /// No place has the name, a region's (`Texas`, `Bavaria`): not a place.
        case region([AdminRegion])
    }

    /// `suggest`: whether a name no place has looks for close ones (a scan
    /// of every name); without, its suggestions are empty.
    public static func find(_ text: String, suggest: Bool = true) -> Result {
        lookup(text, suggest: suggest).result
    }

    /// The places that a name `Ranking` answered (`Derby`: Derby, England)
    /// passed over (Derby, Kansas): the others that carry it, in the
    /// regions given (those called by it first, then those that carry it as
    /// another name; largest first), and whether the chosen place carries it
    /// as an alternate name; none for any other answer. A zone's own place
    /// that keeps the chosen city's clock within 25 km of it is that city
    /// (`New York`, America/New_York's place, is New York City, 40 m away):
    /// no namesake, so the ranking's answer is said no more than an exact one.
    public static func namesakes(passedOverBy text: String) -> (passedOver: [Ranking.Candidate], chosenByOtherName: Bool) {
        let (result, candidates) = lookup(text, suggest: false, precomputed: false)
        guard case .found(let chosen, .ranked) = result else { return ([], false) }
        return (candidates.filter { $0.city != chosen && !isZonePlace($0.city, of: chosen) }.sorted { $0.alternate != $1.alternate ? !$0.alternate : largestFirst($0, $1) },
                candidates.contains { $0.city == chosen && $0.alternate })
    }

    /// Whether `place` is the zone's own place of `city`: its clock's, within 25 km.
    static func isZonePlace(_ place: City, of city: City) -> Bool {
        place.isZonePlace && place.zone == city.zone
            && Nearby.km(place.index, city.index) < 25
    }

    /// Whether the place `Ranking` chose for `text` carries the name only as
    /// another name of its own, while a place passed over is called by it
    /// (`Kōshū`, a city of Japan, is Guangzhou's name in Japanese). For a
    /// name alone, read from its places' refs: no place's record is read.
    public static func chosenByOtherName(_ text: String) -> Bool {
        if !text.utf8.contains(UInt8(ascii: ",")), let start = NameIndex.find(Folding.fold(text)) {
            // The refs in place, twice: the winner, then the others' kinds.
            var winner: Int?
            var at = start
            while true {
                let (r, last) = NameIndex.ref(at: at)
                if r.winner { winner = r.record }
                if last { break }
                at += 3
            }
            guard let winner else { return false }
            var winnerOwn = false, otherOwn = false
            at = start
            while true {
                let (r, last) = NameIndex.ref(at: at)
                if !r.alternate { if r.record == winner { winnerOwn = true } else { otherOwn = true } }
                if last { break }
                at += 3
            }
            return !winnerOwn && otherOwn
        }
        let found = namesakes(passedOverBy: text)
        return found.chosenByOtherName && found.passedOver.contains { !$0.alternate }
    }

    /// The answer, and the places it chose among (those that carry the name
    /// in the regions given; none where `precomputed` let the table answer).
    static func lookup(_ text: String, suggest: Bool, precomputed: Bool = true) -> (result: Result, candidates: [Ranking.Candidate]) {
        // A name alone (no comma: no region, no `near`), as most are given:
        // what the general case below makes of one part, without splitting.
        if !text.utf8.contains(UInt8(ascii: ",")) {
            let key = Folding.fold(text)
            guard !key.isEmpty else { return (.unknownRegion(""), []) }
            if let at = NameIndex.find(key) {
                if precomputed, let answer = answer(at: at) { return (answer, []) }
                return choose(NameIndex.refs(at: at), in: [], precomputed: precomputed, typed: Substring(text))
            }
            if let country = Regions.country(named: key) { return (.country(Country(country)), []) }
            let regions = AdminRegion.named(key: key)
            if !regions.isEmpty { return (.region(regions), []) }
            guard suggest else { return (.unknown(suggestions: []), []) }
            return (.unknown(suggestions: suggestions(key) { _ in true }), [])
        }
        var parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var near: City?
        if let i = parts.indices.dropFirst().last(where: { Folding.fold(parts[$0]).starts(with: nearWord) }) {
            guard let reference = reference(parts[i]) else { return (.unknownReference(String(parts[i].drop { $0 == " " })), []) }
            near = reference
            parts.remove(at: i)
        }
        // The name is all the parts but the last three at most (a district,
        // a region, a country), longest first: `Misato, Saitama` is a name.
        var badRegion: String?
        var shortest: (key: [UInt8], regions: [Regions])?
        for nameParts in stride(from: parts.count, through: max(1, parts.count - 3), by: -1) {
            let key = Folding.fold(parts[0..<nameParts].joined(separator: ","))
            guard !key.isEmpty else { continue }
            var regions: [Regions] = []
            var valid = true
            for part in parts[nameParts...] {
                guard let r = Regions(Folding.fold(part)) else {
                    if badRegion == nil { badRegion = String(part.drop { $0 == " " }) }
                    valid = false
                    break
                }
                regions.append(r)
            }
            guard valid else { continue }
            shortest = (key, regions)
            var refs = NameIndex.places(named: key)
            // A name across a comma is a place's own only where its name has that comma
            // (`Misato, Saitama`), not the place `Aboisso Comoé` for Aboisso in Comoé.
            if nameParts > 1 { refs.removeAll { !$0.alternate && !City($0.place).name.contains(",") } }
            guard !refs.isEmpty else { continue }
            return choose(refs, in: regions, near: near, precomputed: precomputed,
                          typed: Substring(parts[0..<nameParts].joined(separator: ",")))
        }
        if parts.count > 4 {
            return (.unknownRegion(String(text.drop { $0 != "," }.dropFirst().drop { $0 == " " })), [])
        }
        guard let shortest else { return (.unknownRegion(badRegion ?? ""), []) }
        if let badRegion, shortest.regions.isEmpty, parts.count > 1 { return (.unknownRegion(badRegion), []) }
        if parts.count == 1, let country = Regions.country(named: shortest.key) { return (.country(Country(country)), []) }
        // A region's name in its country (`Texas, US`): a region, not a place.
        if !shortest.regions.isEmpty {
            let regions = AdminRegion.named(key: shortest.key).filter { r in shortest.regions.allSatisfy { $0.countries.contains(r.country.index) } }
            if !regions.isEmpty { return (.region(regions), []) }
        }
        guard suggest else { return (.unknown(suggestions: []), []) }
        let close = suggestions(shortest.key) { c in shortest.regions.allSatisfy { $0.contains(c) } }
        return (.unknown(suggestions: close.isEmpty && !shortest.regions.isEmpty ? suggestions(shortest.key) { _ in true } : close), [])
    }

    /// The places that carry `text` as one of their names (folded), in the table's order.
    public static func places(named text: String) -> [City] {
        NameIndex.places(named: Folding.fold(text)).map { City(record: $0.record) }
    }

    static let nearWord = Array("near ".utf8)

    /// The one place `near Place` names, by that place's name alone.
    static func reference(_ part: Substring) -> City? {
        let key = Array(Folding.fold(part).dropFirst(nearWord.count))
        if case .found(let city, _) = choose(NameIndex.places(named: key), in: []).result { return city }
        return nil
    }

    /// The table's answer for the key whose places are at `at`, read in
    /// place: its one place, or the one the ranking picks (make_places.py
    /// marks it); nil where the name is ambiguous.
    static func answer(at start: Int) -> Result? {
        let (first, _) = NameIndex.ref(at: start)
        var one = true
        var winner: NameIndex.Ref?
        var at = start
        while true {
            let (r, last) = NameIndex.ref(at: at)
            if r.record != first.record { one = false }
            if r.winner { winner = r }
            if last { break }
            at += 3
        }
        // Its own name first, where it has one.
        if one { return .found(City(record: first.record), first.alternate ? .alternate : .exact) }
        return winner.map { .found(City(record: $0.record), .ranked) }
    }

    /// The place among `refs` in every one of `regions`: the nearest to
    /// `near` when given (and not tied), else by `Ranking`. `precomputed`:
    /// with no region and no `near`, the table's answer (make_places.py runs
    /// the ranking for every name), which reads no place but the one chosen.
    /// `typed`: the name as given, which a place's own name may equal
    /// before folding (`Ranking.exact`).
    static func choose(_ refs: [NameIndex.Ref], in regions: [Regions], near: City? = nil,
                       precomputed: Bool = true, typed: Substring? = nil) -> (result: Result, candidates: [Ranking.Candidate]) {
        if precomputed, regions.isEmpty, near == nil, !refs.isEmpty {
            // One place (its own name first, where it has one), or the one the ranking picks.
            if refs.allSatisfy({ $0.record == refs[0].record }) {
                return (.found(City(record: refs[0].record), refs[0].alternate ? .alternate : .exact), [])
            }
            if let winner = refs.first(where: \.winner) { return (.found(City(record: winner.record), .ranked), []) }
        }
        var candidates: [Ranking.Candidate] = []
        var elsewhere: [City] = []
        for ref in refs {
            let city = City(record: ref.record)
            guard regions.allSatisfy({ $0.contains(city) }) else {
                if !elsewhere.contains(city) { elsewhere.append(city) }
                continue
            }
            // A place both names and alternates: its own name counts (refs list those first).
            if !candidates.contains(where: { $0.city == city }) {
                candidates.append(Ranking.Candidate(city: city, alternate: ref.alternate))
            }
        }
        guard !candidates.isEmpty else {
            return (.notThere(elsewhere.sorted { $0.population != $1.population ? $0.population > $1.population : $0.index < $1.index }), [])
        }
        if let near, candidates.count > 1 {
            let byDistance = candidates.map { (km: Nearby.km($0.city.index, near.index), candidate: $0) }.sorted { $0.km < $1.km }
            if byDistance[0].km < byDistance[1].km { candidates = [byDistance[0].candidate] }
        }
        if candidates.count == 1 {
            return (.found(candidates[0].city, candidates[0].alternate ? .alternate : .exact), candidates)
        }
        if let winner = Ranking.winner(candidates) { return (.found(winner.city, .ranked), candidates) }
        if let typed, let exact = Ranking.exact(candidates, typed: typed) { return (.found(exact.city, .ranked), candidates) }
        return (.ambiguous(candidates.sorted(by: largestFirst)), candidates)
    }

    static func largestFirst(_ a: Ranking.Candidate, _ b: Ranking.Candidate) -> Bool {
        a.city.population != b.city.population ? a.city.population > b.city.population : a.city.index < b.city.index
    }

    /// Up to `limit` places whose names are a few typing mistakes from
    /// `key`, or start with it as a word (`rio` → Rio de Janeiro): fewest
    /// mistakes first, then largest. Suggestions only, never an answer.
    static func suggestions(_ key: [UInt8], limit: Int = 5, where wanted: (City) -> Bool) -> [City] {
        guard !key.isEmpty, key.count <= 64 else { return [] }
        let allowed = key.count < 4 ? 1 : key.count < 9 ? 2 : 3
        var ranked: [(distance: Int, place: Int)] = []
        var distance = EditDistance(key)
        NameIndex.forEach { candidate, refsAt in
            var d: Int?
            if candidate.count + allowed >= key.count {
                candidate.withUnsafeBufferPointer { d = distance.to($0, within: allowed) }
            }
            if d == nil, key.count >= 3, candidate.count > key.count, candidate[key.count] == 0x20,
               candidate.starts(with: key) {
                d = 1
            }
            if let d {
                for r in NameIndex.refs(at: refsAt) { ranked.append((d, r.place)) }
            }
            return true
        }
        ranked.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.place < $1.place }
        var out: [City] = []
        for r in ranked where !out.contains(where: { $0.index == r.place }) {
            let city = City(r.place)
            guard wanted(city) else { continue }
            out.append(city)
            if out.count == limit { break }
        }
        return out
    }
}
