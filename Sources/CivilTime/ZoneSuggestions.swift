import Glibc
import SolvervLanguage
import SystemFiles

/// Zone names close to one the database does not have, for the error
/// message: `oslo`, `Oslo` and `Europe/oslo` all lead to `Europe/Oslo`,
/// `new york` to `America/New_York`, `Europe/Olso` to `Europe/Oslo`. Read
/// from the database's own lists only when a name has failed, so a good
/// run pays nothing.
extension Zone {
    /// At most `limit` names, best first: the same name but for case and
    /// spaces, then the same city, then the fewest typing mistakes.
    public static func suggestions(for input: String, limit: Int = 3) -> [String] {
        if let nautical = nauticalZone(input) { return [nautical] }
        let wanted = normalized(input)
        guard !wanted.isEmpty, wanted.count <= 64 else { return [] }
        let wantedCity = cityPart(wanted)
        var ranked: [(rank: Int, name: String)] = []
        for name in knownNames() {
            let key = normalized(name)
            let rank: Int
            if key == wanted {
                rank = 0
            } else if cityPart(key) == wantedCity {
                rank = 1
            } else {
                // A typo in the whole name, or in the city alone (`Stokholm`).
                let whole = editDistance(key, wanted, within: allowedEdits(wanted.count))
                let city = editDistance(cityPart(key), wantedCity, within: allowedEdits(wantedCity.count))
                guard let d = [whole, city].compactMap({ $0 }).min() else { continue }
                rank = 2 + d
            }
            ranked.append((rank, name))
        }
        ranked.sort { $0.rank != $1.rank ? $0.rank < $1.rank : $0.name < $1.name }
        var out: [String] = []
        for (_, name) in ranked where !out.contains(name) && isTZif(directory + "/" + name) {
            out.append(name)
            if out.count == limit { break }
        }
        return out
    }

    /// For `UTC+1`, `GMT+1`, `utc+01:00` (an offset the user means as
    /// written, east positive): the nautical zone that has it, with a word
    /// on its sign, which POSIX runs the other way (`Etc/GMT-1 (UTC+1; …)`).
    static func nauticalZone(_ input: String) -> String? {
        var s = Substring(input.lowercased())
        if s.hasPrefix("etc/") { s = s.dropFirst(4) }
        guard s.hasPrefix("utc") || s.hasPrefix("gmt") else { return nil }
        s = s.dropFirst(3)
        guard let sign = s.first, sign == "+" || sign == "-" else { return nil }
        s = s.dropFirst()
        if s.hasSuffix(":00") { s = s.dropLast(3) }
        guard !s.isEmpty, s.count <= 2, s.allSatisfy(\.isASCII), let hours = Int(s), (1...14).contains(hours) else { return nil }
        let east = sign == "+"
        // TRANSLATORS: a zone such as Etc/GMT-3, then the offset it means, such as UTC+3.
        return fill(tr("%s (that is %s: the tz database's Etc/GMT names count west as positive)"), "Etc/GMT\(east ? "-" : "+")\(hours)", "UTC\(east ? "+" : "−")\(hours)")
    }

    /// Every zone and link name the database lists: `tzdata.zi` (its `Z` and
    /// `L` lines), or else the zones of `zone1970.tab` and `zone.tab`.
    static func knownNames() -> [String] {
        if let text = readText(directory + "/tzdata.zi") {
            var names: [String] = []
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.first == "Z", fields.count > 1 { names.append(String(fields[1])) }
                if fields.first == "L", fields.count > 2 { names.append(String(fields[2])) }
            }
            if !names.isEmpty { return names }
        }
        var names: [String] = []
        for file in ["zone1970.tab", "zone.tab"] {
            for line in (readText(directory + "/" + file) ?? "").split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t")
                if fields.count > 2 { names.append(String(fields[2])) }
            }
        }
        return names
    }

    /// Lower case, with spaces as underscores: what a name is compared by.
    static func normalized(_ s: String) -> [UInt8] {
        var out: [UInt8] = []
        for c in s.utf8 {
            switch c {
            case UInt8(ascii: " "): out.append(UInt8(ascii: "_"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): out.append(c | 0x20)
            default: out.append(c)
            }
        }
        while out.last == UInt8(ascii: "_") || out.last == UInt8(ascii: "/") { out.removeLast() }
        while out.first == UInt8(ascii: "_") { out.removeFirst() }
        return out
    }

    /// What follows the last `/`: the city of `europe/oslo`.
    static func cityPart(_ key: [UInt8]) -> ArraySlice<UInt8> {
        let start = key.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
        return key[start...]
    }

    /// One typo in a short name, two in a longer one.
    private static func allowedEdits(_ length: Int) -> Int {
        length < 4 ? 0 : length < 8 ? 1 : 2
    }

    /// The optimal-string-alignment distance (insertions, deletions,
    /// substitutions and swaps of neighbours), or nil when over `limit`.
    static func editDistance<A: Collection, B: Collection>(_ a: A, _ b: B, within limit: Int) -> Int?
    where A.Element == UInt8, B.Element == UInt8 {
        let a = Array(a), b = Array(b)
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// A text file's contents, or nil if it cannot be read (RegularFile:
    /// a FIFO in the database's place cannot hang the error path).
    private static func readText(_ path: String) -> String? {
        RegularFile.contents(of: path, limit: 4_000_000).map { String(decoding: $0, as: UTF8.self) }
    }
}
