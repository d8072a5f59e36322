import Glibc
import PlaceNames
import SolvervContracts
import SolvervIO
import SolvervLanguage

/// The places that carry a name but lost it to the ranking (`Ranking`):
/// `Derby` is Derby, England, and Derby, Kansas, is passed over. A place is
/// never guessed silently (SPEC §5), so the ones passed over are named:
/// - in the JSON snapshot (`location.also`, each with the query that picks it);
/// - in `report` (a note below it);
/// - on stderr, one line, when stderr is a terminal; and always when the
///   chosen place carries the name only as another name of its own while a
///   passed-over place is called by it (`Kōshū`, a city of Japan, gives
///   Guangzhou, whose Japanese name it is).
///
/// Only the place indices are kept when the name is looked up; the labels
/// and queries, a few more lookups each, are made where they are shown.
package struct Namesakes {
    /// The text given to `--location`; empty when the ranking chose nothing.
    var query = ""
    /// Whether the chosen place carries the name as another name while one
    /// passed over is called by it: said even where no one is looking.
    var byOtherName = false

    init() {}

    /// The namesakes `text` (which `Ranking` answered) passed over: only
    /// whether they must be said, until they are shown.
    init(query text: String) {
        query = text
        byOtherName = CityLookup.chosenByOtherName(text)
    }

    /// A ranked answer always passed some place over.
    package var isEmpty: Bool { query.isEmpty }

    /// The places passed over (table indices): those called by the name
    /// first, then those that carry it as another name, largest first; and
    /// how many are called by it (the first ones).
    func passedOver() -> (places: [Int], calledByIt: Int) {
        let found = CityLookup.namesakes(passedOverBy: query).passedOver
        return (found.map(\.city.index), found.filter { !$0.alternate }.count)
    }

    /// Each place passed over, with the query that picks exactly it (`Hints`).
    package func details() -> [PlaceDetails.Namesake] { details(passedOver().places) }

    func details(_ indices: [Int]) -> [PlaceDetails.Namesake] {
        indices.map { index in
            let city = City(index)
            return PlaceDetails.Namesake(name: city.name, label: city.resolvingLabel ?? city.label,
                                         population: city.isZonePlace ? -1 : city.population,
                                         latitude: city.latitude, longitude: city.longitude,
                                         query: Hints.hint(for: city) ?? "")
        }
    }

    /// `Derby, England, GB chosen for 'Derby'; for Derby, Kansas, US use
    /// --location 'Derby, US'; and 1 more`: the first `limit` places passed
    /// over, each with the option that picks it, and how many more.
    /// `calledByItFirst`: where some are called by the name, only those are
    /// named (`Derby`'s Commerce City, once called Derby, is counted).
    package func notice(chosen label: String, limit: Int, calledByItFirst: Bool) -> String? {
        guard !isEmpty else { return nil }
        let (places, calledByIt) = passedOver()
        // Only a zone's own place of the chosen city passed over (New York's, 40 m from New York City): nothing to say.
        guard !places.isEmpty else { return nil }
        let named = places.prefix(calledByItFirst && calledByIt > 0 ? min(calledByIt, limit) : limit)
        // TRANSLATORS: %1$s is the place chosen (Derby, England, GB), %2$s the name given to --location.
        var parts = [fill(tr("%1$s chosen for '%2$s'"), label, Echo.cut(query))]
        // Each in the user's language (LocalHints): its label, and the option that picks it.
        for city in named.map(City.init) {
            let option = LocalHints.hint(for: city).map(LocalHints.option) ?? NamedPlace.coordinatesHint(city)
            // TRANSLATORS: %1$s is a place of the same name (Derby, Kansas, US), %2$s the option that picks it.
            parts.append(fill(tr("for %1$s use %2$s"), LocalHints.label(of: city), option))
        }
        if places.count > named.count {
            let more = places.count - named.count
            parts.append(fill(trn("and %d more", "and %d more", more), String(more)))
        }
        return parts.joined(separator: clauseSeparator)
    }
}

extension Place {
    /// The namesakes notice for stderr, or nil: when stderr is a terminal,
    /// and always when a place's own name lost to another's other name.
    /// On a terminal, a region of the name (`Oregon`) is named too (RegionNames.swift).
    package var namesakeNoticeForStderr: String? {
        // Nothing to say for a place not chosen by a name: no isatty (a
        // system call on every bar line, RuntimeStartupTests).
        guard !namesakes.isEmpty || !regionNamesake.query.isEmpty else { return nil }
        let terminal = isatty(STDERR_FILENO) == 1
        let notice = !namesakes.isEmpty && (namesakes.byOtherName || terminal)
            ? namesakes.notice(chosen: shownLabel, limit: 3, calledByItFirst: true) : nil
        return terminal ? regionNotice(after: notice) : notice
    }

    /// The namesakes notice as `report` prints it below its places: every
    /// one (eight at most), and a region of the name.
    package var namesakeNotice: String? {
        regionNotice(after: namesakes.notice(chosen: shownLabel, limit: 8, calledByItFirst: false))
    }

    /// The details with the namesakes passed over (for the JSON snapshot).
    package var detailsWithNamesakes: PlaceDetails {
        var d = details
        d.also = namesakes.details()
        return d
    }
}
