import CivilTime
import Glibc
import SolarAstronomy
import SystemFiles

/// The tz database's own table of where each zone's principal city lies
/// (`zone1970.tab`, or the older `zone.tab`): an approximate location that
/// needs no permission and no network (SPEC §5, step 4).
public enum ZoneTable {
    /// The coordinates the tables list under the name itself, never a link's
    /// target's (`Arctic/Longyearbyen`, though a link to Europe/Berlin, has
    /// its own line in `zone.tab`; `Atlantic/Jan_Mayen` has none). One read
    /// of `zone1970.tab` for a zone it lists: the line's usual case.
    public static func ownCoordinates(of zone: String) -> Coordinates? {
        for file in ["zone1970.tab", "zone.tab"] {
            guard let text = contents(of: Zone.directory + "/" + file) else { continue }
            if let c = find(zone, in: text) { return c }
        }
        return nil
    }

    /// Finds the line whose third field is `name`: glibc's `strstr` finds
    /// each tab-and-name (a loop over every byte in Swift cost the default
    /// line 255 000 instructions for two tables, tab to tab with `memchr`
    /// still 120 000; callgrind). A table with a NUL in it ends there.
    static func find(_ name: String, in text: [UInt8]) -> Coordinates? {
        let tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
        let needle: [CChar] = ("\t" + name).utf8CString.map { $0 }
        guard needle.count > 2 else { return nil }
        let terminated = text + [0]
        // The coordinates: the second field of the line whose third is the name.
        let field: Range<Int>? = terminated.withUnsafeBufferPointer { hay in
            guard let base = hay.baseAddress else { return nil }
            return base.withMemoryRebound(to: CChar.self, capacity: hay.count) { chars in
                var from = 0
                while from < text.count, let hit = strstr(chars + from, needle) {
                    let i = chars.distance(to: hit)
                    from = i + 1
                    let after = i + needle.count - 1
                    guard after == text.count || hay[after] == tab || hay[after] == newline else { continue }
                    // The third field of a line that is not a comment: one tab before it.
                    var lineStart = i
                    while lineStart > 0, hay[lineStart - 1] != newline { lineStart -= 1 }
                    guard hay[lineStart] != UInt8(ascii: "#"),
                          let codeEnd = hay[lineStart..<i].firstIndex(of: tab),
                          !hay[(codeEnd + 1)..<i].contains(tab) else { continue }
                    return (codeEnd + 1)..<i
                }
                return nil
            }
        }
        return field.flatMap { iso6709(Substring(decoding: text[$0], as: UTF8.self)) }
    }

    /// The zones the tables list for a country (ISO code), in their order:
    /// `zone.tab`'s lines for it, else `zone1970.tab`'s that name it. Each
    /// is listed under its own name, so `--location` finds its place.
    public static func zones(inCountry code: String) -> [String] {
        for file in ["zone.tab", "zone1970.tab"] {
            guard let text = contents(of: Zone.directory + "/" + file) else { continue }
            var zones: [String] = []
            for line in text.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
                let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
                guard fields.count >= 3,
                      fields[0].split(separator: UInt8(ascii: ",")).contains(where: { $0.elementsEqual(code.utf8) })
                else { continue }
                zones.append(String(decoding: fields[2], as: UTF8.self))
            }
            if !zones.isEmpty { return zones }
        }
        return []
    }

    /// A small file's bytes, or nil if it cannot be read; never a FIFO's,
    /// which would block (`$TZDIR` may point anywhere).
    static func contents(of path: String) -> [UInt8]? {
        RegularFile.contents(of: path)
    }

    /// The city part of a zone name: `America/Argentina/Buenos_Aires` → `Buenos Aires`.
    public static func city(of zone: String) -> String {
        // The nautical zones (Etc/GMT-14 is UTC+14: POSIX signs run west
        // positive) are named by their real offset, never their name's sign.
        if let offset = etcOffset(zone) { return offset }
        // By bytes: `split` and a `[Character]` cost the line 46 000
        // instructions of generic code (callgrind, issue 35).
        let bytes = zone.utf8
        let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        var city = [UInt8]()
        city.reserveCapacity(bytes.count)
        for b in bytes[start...] { city.append(b == UInt8(ascii: "_") ? UInt8(ascii: " ") : b) }
        return String(decoding: city, as: UTF8.self)
    }

    /// Whether two names are one zone (`GB` and `Europe/London`, `UTC` and
    /// `Etc/UTC`): the same name, or one file of the database once links
    /// are followed. One `stat` each: resolving both paths with `realpath`
    /// cost every line that names its zone 16 system calls and 18 000
    /// instructions (issue 35).
    public static func sameZone(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        var first = stat(), second = stat()
        guard stat(Zone.directory + "/" + a, &first) == 0, stat(Zone.directory + "/" + b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Resolves a symbolic link inside the database to the zone it names.
    public static func canonicalName(_ zone: String) -> String {
        guard let resolved = realpath(Zone.directory + "/" + zone, nil) else { return zone }
        defer { free(resolved) }
        let path = String(cString: resolved)
        guard let base = realpath(Zone.directory, nil) else { return zone }
        defer { free(base) }
        let prefix = String(cString: base) + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : zone
    }

    /// ISO 6709 `±DDMM±DDDMM` or `±DDMMSS±DDDMMSS`, as the tab files write it.
    static func iso6709(_ text: Substring) -> Coordinates? {
        let b = Array(text.utf8)
        guard let split = b.indices.dropFirst().first(where: { b[$0] == UInt8(ascii: "+") || b[$0] == UInt8(ascii: "-") }),
              let lat = angle(b[0..<split], degreeDigits: 2), let lon = angle(b[split...], degreeDigits: 3)
        else { return nil }
        return Coordinates(latitude: lat, longitude: lon)
    }

    private static func angle(_ b: ArraySlice<UInt8>, degreeDigits: Int) -> Double? {
        guard let sign = b.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let digits = b.dropFirst().map { Int($0) - 48 }
        guard digits.allSatisfy({ (0...9).contains($0) }),
              digits.count == degreeDigits + 2 || digits.count == degreeDigits + 4 else { return nil }
        func number(_ r: Range<Int>) -> Double { Double(digits[r].reduce(0) { $0 * 10 + $1 }) }
        var v = number(0..<degreeDigits) + number(degreeDigits..<degreeDigits + 2) / 60
        if digits.count == degreeDigits + 4 { v += number(degreeDigits + 2..<degreeDigits + 4) / 3600 }
        return sign == UInt8(ascii: "-") ? -v : v
    }
}

extension ZoneTable {
    /// `UTC+14` for `Etc/GMT-14`, `UTC−1` for `Etc/GMT+1`, `UTC` for the
    /// nautical zone of Greenwich's longitudes (`Etc/GMT`, where the open sea
    /// near 0° lies: no city's clock, so no `(GMT time)`) and its other
    /// names; nil for any other name.
    public static func etcOffset(_ zone: String) -> String? {
        if ["Etc/GMT", "Etc/UTC", "Etc/UCT", "Etc/Universal", "Etc/Zulu", "Etc/Greenwich"].contains(zone) { return "UTC" }
        guard zone.hasPrefix("Etc/GMT"), zone.utf8.count > 8 else { return nil }
        let rest = zone.dropFirst(7)
        guard let sign = rest.first, sign == "+" || sign == "-", let hours = Int(rest.dropFirst()), (0...14).contains(hours) else {
            return nil
        }
        return hours == 0 ? "UTC" : (sign == "-" ? "UTC+" : "UTC−") + String(hours)
    }
}
