import CZoneBoundaries

/// The time zone that any coordinates lie in, offline (SPEC §5): Tokyo's
/// coordinates are in `Asia/Tokyo`, a ship in mid-Atlantic in the nautical
/// zone `Etc/GMT+2`. It answers as timezonefinder does on the same data
/// (timezone-boundary-builder, ODbL), except within about 100 m of a
/// border, where the compiled borders are simplified (`make zones`,
/// scripts/reference/make_zone_boundaries.py).
///
/// Pure: the data is compiled into the binary (`CZoneBoundaries`), so a
/// lookup reads no file and allocates nothing but the name it returns.
/// A lookup descends a quadtree of 10° cells to a cell that is one zone,
/// or to a small cell that keeps its borders exactly, and tests the point
/// against them: well under a microsecond.
public enum ZoneBoundaries {
    /// The tz name of the zone at `latitude`, `longitude` (degrees, north and
    /// east positive). The name is the data's; it may be one that an older tz
    /// database lacks, which the caller checks with `Zone(named:)`.
    public static func zoneName(latitude: Double, longitude: Double) -> String {
        String(cString: solverv_zone_name(Int32(zoneIndex(latitude: latitude, longitude: longitude))))
    }

    /// The zone's index in the compiled data.
    static func zoneIndex(latitude: Double, longitude: Double) -> Int {
        // 180° E is 180° W, the same meridian; the poles fall in the last and
        // first rows; anything not finite goes to 0, never out of bounds.
        var lon = longitude.isFinite ? longitude : 0
        let lat = min(max(latitude.isFinite ? latitude : 0, -90), 90)
        if lon >= 180 || lon < -180 {
            lon = (lon + 180).truncatingRemainder(dividingBy: 360)
            if lon < 0 { lon += 360 }
            lon -= 180
        }
        let col = min(max(Int((lon + 180) / 10), 0), 35), row = min(Int((lat + 90) / 10), 17)
        var x0 = Double(col) * 10 - 180, y0 = Double(row) * 10 - 90, size = 10.0
        var node = solverv_zone_nodes_at(Int32(row * 36 + col)).pointee
        while true {
            let payload = Int(node & 0x3FFF_FFFF)
            switch node >> 30 {
            case 0:
                return payload
            case 1:
                size /= 2
                var child = payload
                if lon >= x0 + size { child += 1; x0 += size }
                if lat >= y0 + size { child += 2; y0 += size }
                node = solverv_zone_nodes_at(Int32(child)).pointee
            default:
                return zoneInLeaf(at: payload, x: (lon - x0) / size * 65535, y: (lat - y0) / size * 65535)
            }
        }
    }

    /// The zone of a point in a cell with borders, at `x`, `y` in the cell's
    /// own 0…65535 coordinates: the first zone whose rings the point is
    /// inside an odd number of times (even–odd, so holes need no flag), else
    /// the cell's default, its largest zone.
    private static func zoneInLeaf(at offset: Int, x: Double, y: Double) -> Int {
        let words = solverv_zone_leaves_at(Int32(offset))
        let fallback = Int(words[0]), zones = Int(words[1])
        var i = 2
        for _ in 0..<zones {
            let zone = Int(words[i]), rings = Int(words[i + 1])
            i += 2
            var inside = false
            for _ in 0..<rings {
                let n = Int(words[i])
                let v = words + (i + 1)
                var xj = Double(v[2 * n - 2]), yj = Double(v[2 * n - 1])
                for k in 0..<n {
                    let xk = Double(v[2 * k]), yk = Double(v[2 * k + 1])
                    if (yk > y) != (yj > y), x < (xj - xk) * (y - yk) / (yj - yk) + xk { inside.toggle() }
                    xj = xk
                    yj = yk
                }
                i += 1 + 2 * n
            }
            if inside { return zone }
        }
        return fallback
    }
}

extension ZoneBoundaries {
    /// The nautical zone of a longitude, as at sea: `Etc/GMT-9` at 135° E
    /// (POSIX signs: the name counts west as positive), `Etc/GMT` at 0°.
    public static func nauticalZoneName(longitude: Double) -> String {
        let hours = Int((min(max(longitude.isNaN ? 0 : longitude, -180), 180) / 15).rounded())
        return hours == 0 ? "Etc/GMT" : (hours > 0 ? "Etc/GMT-" : "Etc/GMT+") + String(abs(hours))
    }
}
