import CPlaceTable
import Glibc

/// Distances between places of the table, for `Name, near Place`
/// (`CityLookup`) and the hints that use it. Read from the raw records: a
/// scan of every city builds no `City`.
enum Nearby {
    /// Great-circle kilometres between two places of the table.
    static func km(_ a: Int, _ b: Int) -> Double {
        let p = solverv_place_record(UInt32(a)), q = solverv_place_record(UInt32(b))
        let pLat = solverv_place_latitude(p), qLat = solverv_place_latitude(q)
        let r = Double.pi / 180 / 1e5
        let x = sin(Double(qLat - pLat) * r / 2), y = sin(Double(solverv_place_longitude(q) - solverv_place_longitude(p)) * r / 2)
        let h = x * x + cos(Double(pLat) * r) * cos(Double(qLat) * r) * y * y
        return 2 * 6371 * asin(min(1, h.squareRoot()))
    }

    /// The cities nearest to place `i` (itself left out), nearest first, at most `limit`.
    static func nearest(to i: Int, limit: Int) -> [Int] {
        var best: [(km: Double, place: Int)] = []
        for j in 0..<City.cityCount where j != i {
            let d = km(i, j)
            guard best.count < limit || d < best[best.count - 1].km else { continue }
            let at = best.firstIndex { d < $0.km } ?? best.count
            best.insert((d, j), at: at)
            if best.count > limit { best.removeLast() }
        }
        return best.map(\.place)
    }
}

/// The city of the table nearest to any coordinates: how a place GeoClue
/// gives is named (`solverv locate`, `--location auto`). A scan of the
/// raw records by a flat distance (a degree of longitude shrunk by the
/// latitude's cosine, across the antimeridian too), which ranks places
/// within a few hundred kilometres as the great circle does; only the
/// winner's distance is computed on the sphere.
public enum NearestCity {
    /// The nearest city (zones' own places left out), and its distance in
    /// kilometres; nil for coordinates that are no place (NaN, out of range).
    public static func to(latitude: Double, longitude: Double) -> (city: City, km: Double)? {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180, City.cityCount > 0 else { return nil }
        let lat = latitude * 1e5, lon = longitude * 1e5
        let shrink = cos(latitude * Double.pi / 180)
        var best = 0, bestDistance = Double.infinity
        for i in 0..<City.cityCount {
            let record = solverv_place_record(UInt32(i))
            let dLat = Double(solverv_place_latitude(record)) - lat
            var dLon = abs(Double(solverv_place_longitude(record)) - lon)
            if dLon > 180e5 { dLon = 360e5 - dLon }
            let d = dLat * dLat + (dLon * shrink) * (dLon * shrink)
            if d < bestDistance {
                bestDistance = d
                best = i
            }
        }
        let city = City(best)
        return (city, kilometres(latitude, longitude, city.latitude, city.longitude))
    }

    /// Great-circle kilometres between two points (haversine, a sphere of 6371 km).
    public static func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let r = Double.pi / 180
        let x = sin((lat2 - lat1) * r / 2), y = sin((lon2 - lon1) * r / 2)
        let h = x * x + cos(lat1 * r) * cos(lat2 * r) * y * y
        return 2 * 6371 * asin(min(1, h.squareRoot()))
    }
}
