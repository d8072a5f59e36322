import CivilTime
import Testing

/// Dates are proleptic Gregorian in every year (SPEC §7), also before 1582.
@Suite struct CivilDateTests {
    @Test(arguments: [(2100, 2, 29, false), (2000, 2, 29, true), (1200, 2, 29, true), (1100, 2, 29, false),
                      (2026, 4, 31, false), (2026, 13, 1, false), (2026, 0, 1, false), (1582, 10, 10, true)])
    func existence(year: Int, month: Int, day: Int, exists: Bool) {
        #expect((CivilDate(year: year, month: month, day: day) != nil) == exists)
    }

    @Test func dayCountsRoundTrip() {
        #expect(CivilDate(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
        #expect(CivilDate(year: 1000, month: 1, day: 1)?.daysSinceEpoch == -354_285)
        for n in stride(from: -400_000, through: 400_000, by: 997) {
            #expect(CivilDate(daysSinceEpoch: n).daysSinceEpoch == n)
        }
    }

    @Test(arguments: ["2026-13-01", "2026-1-01", "２026-01-01", "2026-02-29", "20260101", "", "2026-01-01 "])
    func malformedTextIsRefused(text: String) {
        #expect(CivilDate(iso: Substring(text)) == nil)
    }
}
