/// The one rule that picks a place among those that carry a name (docs/places.md,
/// "Named places"). A place *beats* another when
/// - both carry the name as their own, or both as an alternate name, and it
///   has at least `dominance` (10) times the other's people;
/// - it carries the name as its own and the other as an alternate name,
///   unless the other has at least `alternateDominance` (100) times its
///   people (sizes that are comparable, within 100 times, go to the own name);
/// - it carries the name as an alternate and the other as its own, and it
///   has at least `alternateDominance` times the other's people.
/// The place that beats every other one is chosen; if none does, the name is
/// ambiguous, unless exactly one of them is called by the name as it was
/// typed, before folding (`exact`). So `Paris` is Paris, France (2.1 million; Paris, Texas, 25 000);
/// `Calcutta` is Kolkata (4.6 million, an alternate name; Calcutta, South
/// Africa, 36 000, 129 times smaller); `Bienne` is Biel/Bienne (its own
/// name's part, though Vienna, 31 times larger, has it as an alternate);
/// `Portland` (Oregon 652 503, Maine 66 881: 9.8 times) and `Leon` (León,
/// Nicaragua, and León, Spain, by their names, and León de los Aldama,
/// Mexico, 11 times larger, by an alternate) are ambiguous; `Val-d'Or`, as
/// the town in Quebec (32 000 people) writes itself, is that town, though
/// Val Dor, Malaysia (88 600), carries the same name folded (`val dor`).
/// A zone's own place (no population) never beats a city.
public enum Ranking {
    public static let dominance = 10
    public static let alternateDominance = 100

    /// A place that carries a name, and whether as an alternate name.
    public struct Candidate: Equatable {
        public let city: City
        public let alternate: Bool

        public init(city: City, alternate: Bool) {
            self.city = city
            self.alternate = alternate
        }
    }

    static func beats(_ a: Candidate, _ b: Candidate) -> Bool {
        let p = a.city.population, q = b.city.population
        switch (a.alternate, b.alternate) {
        case (false, false), (true, true): return p > 0 && p >= dominance * q
        case (false, true): return !(q > 0 && q >= alternateDominance * p)
        case (true, false): return p > 0 && p >= alternateDominance * q
        }
    }

    /// Where none beats every other one: the one whose own name is the name
    /// as typed, unfolded (`Val-d'Or`), when it alone is; folding made the
    /// others equal to it (`Val Dor`), not the person who typed it.
    public static func exact(_ candidates: [Candidate], typed: Substring) -> Candidate? {
        let name = typed.drop { $0 == " " }
        let trimmed = name[..<(name.lastIndex { $0 != " " }.map { name.index(after: $0) } ?? name.startIndex)]
        let exact = candidates.filter { !$0.alternate && $0.city.name == trimmed }
        return exact.count == 1 ? exact[0] : nil
    }

    /// The candidate that beats every other one, if any.
    public static func winner(_ candidates: [Candidate]) -> Candidate? {
        for c in candidates where candidates.allSatisfy({ $0 == c || beats(c, $0) }) { return c }
        return nil
    }
}
