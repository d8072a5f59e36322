// The catalogue check measured from outside (scripts/bench/catalogue-check):
//
//   CatalogueCheckBench FILE [N]   does N times (default 1) in this process
//                                  what a line's start does with its catalogue
//                                  FILE (DIR/LANG/LC_MESSAGES/solverv.mo): its
//                                  stat, then the whole check, or with
//                                  $XDG_RUNTIME_DIR the copy checked before
//                                  (CheckedCatalogues), made the first time;
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
// What a line has already done when it checks its catalogue: the runtime's
// first allocations and C strings, Strings made and freed (the first free
// of one costs the runtime 35 000 instructions, whoever frees it), a file
// opened and read: a line's choice of a catalogue that is not there, in
// place, is the cheapest way to do all of it.
_ = CatalogueCheck.problem(at: "/proc/self/stat")
_ = CatalogueChoice.lineCheck("/proc/self/stat", runtime: nil)
var times: [Int64] = []
var refused = false
for _ in 0..<count {
    let start = nanoseconds()
    refused = !CatalogueChoice.lineCheck(arguments[1])
    times.append(nanoseconds() - start)
}
let first = Double(times[0]) / 1000
let rest = times.dropFirst().sorted()
let median = rest.isEmpty ? first : Double(rest[rest.count / 2]) / 1000
print("first \(first) median \(median)")
exit(refused ? 1 : 0)
