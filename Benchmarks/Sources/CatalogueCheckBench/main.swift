// The catalogue check measured from outside (scripts/bench/catalogue-check):
//
//   CatalogueCheckBench FILE [N]   checks the catalogue FILE N times (default
//                                  1) in this process: open, fstat, one read,
//                                  the check, close, as a line's start does;
//                                  prints the first check's µs (a line makes
//                                  only that one: fresh heap pages, a cold
//                                  cache of the code) and the median of the
//                                  others. Exit status 1 if FILE is refused.
import Glibc
import SolvervLanguage

func nanoseconds() -> Int64 {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Int64(t.tv_sec) * 1_000_000_000 + Int64(t.tv_nsec)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    print("usage: CatalogueCheckBench FILE [N]")
    exit(2)
}
let count = arguments.count > 2 ? max(1, Int(arguments[2]) ?? 1) : 1
// What a line has already done when it checks its catalogue: the runtime's
// first allocations and C strings, a file opened and read (a check of
// itself, refused, is the cheapest way to do all of it).
_ = CatalogueCheck.problem(at: "/proc/self/stat")
var times: [Int64] = []
var refused = false
for _ in 0..<count {
    let start = nanoseconds()
    refused = CatalogueCheck.problem(at: arguments[1]) != nil
    times.append(nanoseconds() - start)
}
let first = Double(times[0]) / 1000
let rest = times.dropFirst().sorted()
let median = rest.isEmpty ? first : Double(rest[rest.count / 2]) / 1000
print("first \(first) median \(median)")
exit(refused ? 1 : 0)
