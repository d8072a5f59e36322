// The zone lookup measured and questioned from outside (scripts/bench/zones):
//
//   ZoneLookupBench time [N]   times N lookups (default 1 000 000) of random
//                              points, uniform over the sphere, one by one;
//                              prints the median, p99 and max in µs
//   ZoneLookupBench time -     the same over the `lat lon` lines on stdin
//                              (after one untimed pass over them)
//   ZoneLookupBench answer     reads `lat lon` lines on stdin and prints the
//                              zone of each, for a comparison with timezonefinder
import CivilTime
import Glibc

func nanoseconds() -> Int64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
}

/// Points uniform over the sphere, the same every run (SplitMix64).
struct RandomPoints {
    var state: UInt64 = 0x5EED_2026_1123

    mutating func unit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }

    mutating func next() -> (latitude: Double, longitude: Double) {
        let lat = asin(2 * unit() - 1) * 180 / .pi
        return (lat, unit() * 360 - 180)
    }
}

func time(_ count: Int) {
    var random = RandomPoints()
    time((0..<count).map { _ in random.next() }, "\(count) random points (uniform over the sphere)", warm: false)
}

/// `warm`: one untimed pass first, so that few points are not timed cold
/// (random points are many, and a cold page is part of a real lookup).
func time(_ points: [(latitude: Double, longitude: Double)], _ what: String, warm: Bool) {
    let count = points.count
    guard count > 0 else { return }
    var samples = [Int64](repeating: 0, count: count)
    var check = 0
    // The clock's own cost, to tell it from the lookup's.
    var clock = [Int64](repeating: 0, count: 10_000)
    for i in clock.indices {
        let t0 = nanoseconds()
        clock[i] = nanoseconds() - t0
    }
    for p in points where warm {
        check &+= ZoneBoundaries.zoneName(latitude: p.latitude, longitude: p.longitude).utf8.count
    }
    for i in 0..<count {
        let p = points[i]
        let t0 = nanoseconds()
        let name = ZoneBoundaries.zoneName(latitude: p.latitude, longitude: p.longitude)
        samples[i] = nanoseconds() - t0
        check &+= name.utf8.count
    }
    samples.sort()
    clock.sort()
    func us(_ ns: Int64) -> String {
        let tenths = (ns + 5) / 10
        return "\(tenths / 100).\(tenths % 100 < 10 ? "0" : "")\(tenths % 100)"
    }
    print("lookups: \(what), zone name included")
    print("median \(us(samples[count / 2])) µs, p99 \(us(samples[count * 99 / 100])) µs, max \(us(samples[count - 1])) µs")
    print("(clock_gettime itself: median \(us(clock[clock.count / 2])) µs; checksum \(check))")
}

func readPoints() -> [(latitude: Double, longitude: Double)?] {
    var points: [(latitude: Double, longitude: Double)?] = []
    while let line = readLine() {
        let fields = line.split(separator: " ")
        if fields.count == 2, let lat = Double(fields[0]), let lon = Double(fields[1]) {
            points.append((lat, lon))
        } else {
            points.append(nil)
        }
    }
    return points
}

func answer() {
    for p in readPoints() {
        print(p.map { ZoneBoundaries.zoneName(latitude: $0.latitude, longitude: $0.longitude) } ?? "?")
    }
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "time" where arguments.dropFirst().first == "-":
    let points = readPoints().compactMap { $0 }
    time(points, "\(points.count) points from stdin", warm: true)
case "time":
    time(arguments.dropFirst().first.flatMap { Int($0) }.map { max($0, 100) } ?? 1_000_000)
case "answer":
    answer()
default:
    print("usage: ZoneLookupBench time [N] | answer")
    exit(2)
}
