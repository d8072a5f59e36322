import SolvervContracts
import SolvervLanguage

/// The values of `--angle` and `--offset` (`wait`, `table` and the
/// alerts, issue 45; `poll --threshold` takes an angle too), read
/// strictly: each refusal is one line and status 2.
package enum EventOptions {
    /// An altitude in degrees, strictly between −90 and 90: `-4`, `-8.5`, `6`.
    package static func altitude(_ option: String, _ text: String) throws(Failure) -> Double {
        guard let degrees = Number.parse(text), abs(degrees) < 90 else {
            // TRANSLATORS: an option name, then the value given.
            throw Failure(fill(tr("--%s: '%s' is not an altitude in degrees between -90 and 90 (e.g. -4, -8.5, 6)"), option, Echo.cut(text)))
        }
        return degrees
    }

    /// `+20m`, `-1h30m`, `-90s`, `2d`: a sign, then whole days, hours,
    /// minutes and seconds in that order, each at most once; within a year.
    package static func duration(_ text: String) throws(Failure) -> Double {
        var bytes = Array(text.utf8)[...]
        var sign = 1.0
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            if first == UInt8(ascii: "-") { sign = -1 }
            bytes = bytes.dropFirst()
        }
        let units: [(UInt8, Double)] = [(UInt8(ascii: "d"), 86_400), (UInt8(ascii: "h"), 3_600), (UInt8(ascii: "m"), 60), (UInt8(ascii: "s"), 1)]
        var total = 0.0, next = 0, parts = 0, valid = !bytes.isEmpty
        while valid, !bytes.isEmpty {
            let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            bytes = bytes.dropFirst(digits.count)
            guard !digits.isEmpty, digits.count <= 9, let unit = bytes.first,
                  let index = units[next...].firstIndex(where: { $0.0 == unit }) else { valid = false; break }
            var n = 0.0
            for d in digits { n = n * 10 + Double(d - UInt8(ascii: "0")) }
            total += n * units[index].1
            next = index + 1
            parts += 1
            bytes = bytes.dropFirst()
        }
        guard valid, parts > 0, total <= 366 * 86_400 else {
            // TRANSLATORS: the value given; d, h, m and s are days, hours, minutes and seconds, as typed on the command line.
            throw Failure(fill(tr("--offset: '%s' is not a duration within a year (e.g. +20m, -1h30m, -90s, 2d)"), Echo.cut(text)))
        }
        return sign * total
    }
}
