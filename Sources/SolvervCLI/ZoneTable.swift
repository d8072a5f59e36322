import CivilTime
import Glibc
import SolarAstronomy

/// The tz database's own table of where each zone's principal city lies
/// (`zone1970.tab`, or the older `zone.tab`): an approximate location that
/// needs no permission and no network (SPEC §5, step 4).
enum ZoneTable {
    /// The coordinates listed for `zone`, following a link name (e.g.
    /// `US/Eastern`) to the zone it stands for; nil if the zone is not listed.
    static func coordinates(of zone: String) -> Coordinates? {
        let canonical = canonicalName(zone)
        for file in ["zone1970.tab", "zone.tab"] {
            guard let f = fopen(Zone.directory + "/" + file, "r") else { continue }
            defer { fclose(f) }
            var buffer = [CChar](repeating: 0, count: 1024)
            while fgets(&buffer, Int32(buffer.count), f) != nil {
                let line = String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if line.hasPrefix("#") { continue }
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard fields.count >= 3, fields[2] == canonical || fields[2] == zone else { continue }
                return iso6709(fields[1])
            }
        }
        return nil
    }

    /// The city part of a zone name: `America/Argentina/Buenos_Aires` → `Buenos Aires`.
    static func city(of zone: String) -> String {
        String(zone.split(separator: "/").last ?? Substring(zone)).replacingUnderscores
    }

    /// Resolves a symbolic link inside the database to the zone it names.
    static func canonicalName(_ zone: String) -> String {
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

extension String {
    var replacingUnderscores: String { String(map { $0 == "_" ? " " : $0 }) }
}
