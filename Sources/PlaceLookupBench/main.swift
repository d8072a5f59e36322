import Glibc
import PlaceNames

/// `make bench-places` (README, "Place names"): every city of the table
/// looked up as people would name it, and the lookup's speed.
/// - reachable by `Name, Region, CC` (or `Name, CC` where GeoNames gives no
///   region), by `Name, CC` or `Name, Region`, and by `Name` alone;
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

func km(_ a: City, _ b: City) -> Double {
    let r = Double.pi / 180
    let x = sin((b.latitude - a.latitude) * r / 2), y = sin((b.longitude - a.longitude) * r / 2)
    let h = x * x + cos(a.latitude * r) * cos(b.latitude * r) * y * y
    return 2 * 6371 * asin(min(1, h.squareRoot()))
}

func resolves(_ text: String, to city: City) -> Bool {
    if case .found(let c, _) = CityLookup.find(text), c.index == city.index { return true }
    return false
}

var full = 0, withDistrict = 0, twins = 0, short = 0, alone = 0, silent = 0, typoAnswers = 0, hints = 0, badHints = 0
var unreachable: [String] = []
var nameTimes: [Double] = []
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
    let fullResult = CityLookup.find(fullQuery)
    if case .found(let c, _) = fullResult, c.index == i {
        full += 1
        withDistrict += 1
    } else {
        checkHints(fullResult)
        if let label = Hints.resolvingLabel(city), resolves(label, to: city) {
            withDistrict += 1
        } else {
            unreachable.append(fullQuery)
            // GeoNames lists some places twice (Changzhi, La Ceiba): a namesake within 10 km.
            switch fullResult {
            case .found(let c, _) where km(c, city) < 10: twins += 1
            case .ambiguous(let all) where all.contains(where: { $0.city != city && km($0.city, city) < 10 }): twins += 1
            default: break
            }
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
nameTimes.sort()
let mean = nameTimes.reduce(0, +) / Double(nameTimes.count)
func micro(_ s: Double) -> String { "\(Int((s * 1e6).rounded())) µs" }
print("| measure | result |")
print("|---|---|")
print("| reachable by `Name, Region, CC` | \(percent(full)) |")
print("| reachable by that or `Name, District, Region, CC` | \(percent(withDistrict)) |")
print("| of the rest, a namesake within 10 km (GeoNames lists the place twice) | \(twins) |")
print("| reachable by `Name, CC` or `Name, Region` | \(percent(short)) |")
print("| reachable by `Name` alone | \(percent(alone)) |")
print("| silent edit-distance answers | \(silent) (misspelt names answered: \(typoAnswers), each by a name its place carries) |")
print("| printed hints that do not resolve | \(badHints) of \(hints) |")
print("| lookup of `Name`: mean, p99, max | \(micro(mean)), \(micro(nameTimes[nameTimes.count * 99 / 100])), \(micro(nameTimes[nameTimes.count - 1])) |")
if CommandLine.arguments.contains("--list") {
    for q in unreachable { print(q) }
}
