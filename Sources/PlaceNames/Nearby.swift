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
