import Glibc
import PlaceNames

/// `make bench-places` (docs/places.md): every city of the table
/// looked up as people would name it, and the lookup's speed.
/// - reachable by `Name, Region, CC` (or `Name, CC` where GeoNames gives no
///   region); by the label the lists print, which is that, else
///   `Name, District, Region, CC`, else that label with `near Place` (the
///   form docs/places.md documents, goal 100 %); by `Name, CC` or
///   `Name, Region`; and by `Name` alone;
/// - silent edit-distance answers: a misspelt name (its middle letter
///   dropped) answered with a place that does not carry that name;
/// - printed hints that do not resolve: every label and example an
///   ambiguity prints for these queries, and the suggestions for the
///   misspelt names of every 25th city, fed back.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func resolves(_ text: String, to city: City) -> Bool {
    if case .found(let c, _) = CityLookup.find(text), c.index == city.index { return true }
    return false
}

// `--query TEXT...`: what each text finds, with the hint and label of each place, and nothing else.
if let at = CommandLine.arguments.firstIndex(of: "--query") {
    for text in CommandLine.arguments[(at + 1)...] {
        print(text, "→", CityLookup.find(text))
        for c in CityLookup.places(named: String(text.prefix { $0 != "," })) {
            print("  ", c.index, c.label, c.districtName ?? "-", c.population, c.latitude, c.longitude,
                  Hints.hint(for: c) ?? "no hint", "|", Hints.resolvingLabel(c) ?? "no label")
        }
    }
    exit(0)
}

// `--hints`: every place's label, the label the lists print and the hint,
// one line each, to compare two builds of the table (they must not differ).
if CommandLine.arguments.contains("--hints") {
    for i in 0..<City.count {
        let c = City(i)
        print(i, c.label, "|", Hints.resolvingLabel(c) ?? "-", "|", Hints.hint(for: c) ?? "-")
    }
    exit(0)
}

// `--labels`: scripts/reference/place_labels.tsv, the places whose label
// does not find them alone and what the lists print instead, as
// Hints.resolvingLabel works it out (`make places` writes it, then the
// table from it).
if CommandLine.arguments.contains("--labels") {
    print("# Places whose label (Name, Region, CC) does not find them alone: the label")
    print("# the lists print instead (Hints.resolvingLabel), or nothing where none does.")
    print("# Written by `make places` (PlaceLookupBench --labels); read by make_places.py.")
    for i in 0..<City.count {
        let c = City(i)
        let label = Hints.resolvingLabel(c)
        if label != c.label { print("\(i)\t\(c.name)\t\(label ?? "")") }
    }
    exit(0)
}

var full = 0, labelled = 0, byDistrict = 0, byNear = 0, short = 0, alone = 0, silent = 0, typoAnswers = 0, hints = 0, badHints = 0
var unreachable: [String] = []
var nameTimes: [Double] = [], fullTimes: [Double] = []
let count = City.cityCount

/// The hints `NamedPlace` prints for a result, checked.
@MainActor func checkHints(_ result: CityLookup.Result) {
    switch result {
    case .ambiguous(let candidates):
        for c in candidates.prefix(8) {
            if let label = Hints.resolvingLabel(c.city) {
                hints += 1
                if !resolves(label, to: c.city) { badHints += 1 }
            }
        }
        if let example = Hints.hint(for: candidates[0].city) {
            hints += 1
            if !resolves(example, to: candidates[0].city) { badHints += 1 }
        }
    case .notThere(let cities):
        for c in cities.prefix(8) {
            if let label = Hints.resolvingLabel(c) {
                hints += 1
                if !resolves(label, to: c) { badHints += 1 }
            }
        }
    case .unknown(let suggestions):
        for c in suggestions {
            if let hint = Hints.hint(for: c) {
                hints += 1
                if !resolves(hint, to: c) { badHints += 1 }
            }
        }
    default:
        break
    }
}

for i in 0..<count {
    let city = City(i)
    let region = city.regionName ?? city.regionCode
    let fullQuery = region.map { "\(city.name), \($0), \(city.countryCode)" } ?? "\(city.name), \(city.countryCode)"
    let fullStart = now()
    let fullResult = CityLookup.find(fullQuery)
    fullTimes.append(now() - fullStart)
    if case .found(let c, _) = fullResult, c.index == i {
        full += 1
        labelled += 1
    } else {
        checkHints(fullResult)
        if let label = Hints.resolvingLabel(city), resolves(label, to: city) {
            labelled += 1
            if label.contains(", near ") { byNear += 1 } else { byDistrict += 1 }
            if CommandLine.arguments.contains("--list") { print(label) }
        } else {
            unreachable.append(fullQuery)
        }
    }
    let byCountry = CityLookup.find("\(city.name), \(city.countryCode)")
    var reached = false
    if case .found(let c, _) = byCountry, c.index == i { reached = true } else { checkHints(byCountry) }
    if !reached, let region, resolves("\(city.name), \(region)", to: city) { reached = true }
    if reached { short += 1 }
    let start = now()
    let byName = CityLookup.find(city.name)
    nameTimes.append(now() - start)
    if case .found(let c, _) = byName, c.index == i { alone += 1 } else { checkHints(byName) }
    // A typo: the middle character dropped.
    var chars = Array(city.name)
    guard chars.count >= 5 else { continue }
    chars.remove(at: chars.count / 2)
    let typo = String(chars)
    let typoResult = CityLookup.find(typo, suggest: i % 25 == 0)
    if case .found(let c, _) = typoResult {
        typoAnswers += 1
        if !CityLookup.places(named: typo).contains(c) { silent += 1 }
    } else if i % 25 == 0 {
        checkHints(typoResult)
    }
}

func percent(_ n: Int) -> String {
    let p = Double(n) * 100 / Double(count)
    return "\(Double(Int(p * 10)) / 10) % (\(n) of \(count))"
}
func micro(_ s: Double) -> String { "\(Int((s * 1e6).rounded())) µs" }
func spread(_ times: [Double]) -> String {
    let t = times.sorted()
    return "\(micro(t.reduce(0, +) / Double(t.count))), \(micro(t[t.count * 99 / 100])), \(micro(t[t.count - 1]))"
}
print("| measure | result |")
print("|---|---|")
print("| reachable by `Name, Region, CC` | \(percent(full)) |")
print("| reachable by the label the lists print: that, else `Name, District, Region, CC` (\(byDistrict)), else with `, near Place` (\(byNear)) | \(percent(labelled)) |")
print("| reachable by `Name, CC` or `Name, Region` | \(percent(short)) |")
print("| reachable by `Name` alone | \(percent(alone)) |")
print("| silent edit-distance answers | \(silent) (misspelt names answered: \(typoAnswers), each by a name its place carries) |")
print("| printed hints that do not resolve | \(badHints) of \(hints) |")
// The labels the table holds (what a line prints, read from the place's record), against the lookups'.
var staleLabels = 0
for i in 0..<City.count where City(i).resolvingLabel != Hints.resolvingLabel(City(i)) { staleLabels += 1 }
print("| labels in the table that the lookup does not give | \(staleLabels) of \(City.count) |")
print("| lookup of `Name`: mean, p99, max | \(spread(nameTimes)) |")
print("| lookup of `Name, Region, CC`: mean, p99, max | \(spread(fullTimes)) |")
if CommandLine.arguments.contains("--list") {
    for q in unreachable { print("unreachable: \(q)") }
}
