import Foundation
import Glibc
@testable import SolvervLanguage
import XCTest

/// Dates and times as the binary writes them in each locale of the
/// calendar table, against CLDR's own formatting of the same dates
/// (`babel.dates.format_skeleton`, Tests/Fixtures/cldr/calendar.json,
/// `make calendar`): every language Solverv speaks, and English of the
/// US, Britain, Ireland, Australia and elsewhere (en_DK: en_001). The
/// skeletons MMMd, MMMEd, yMMMd, yMMMEd, yMMM and MMM (the chart's month
/// labels), hm and Hm (12- and 24-hour times, with the marks and hour cycle:
/// ja noon 午後0:03), h (the chart's 12-hour axis), the date-time glue (en
/// `Mon, Dec 21, 2026, 9:50 PM`), and which clock the locale keeps.
final class CLDRCalendarTests: LocaleStateTestCase {
    struct Fixture: Decodable {
        struct Locale: Decodable {
            let cldr: String
            let month_day, weekday_month_day, month_day_year, weekday_month_day_year, month_year, month: [String]
            let hour_minute_12, hour_minute_24, hour_12, date_time: [String]
            let twelve_hour: Bool
            let hour_cycle: String
            let periods: [String]
            let hour_minute_12_range, hour_minute_24_range: [String]
        }
        let dates: [String]
        let times: [String]
        /// Each range's ends, HH:MM.
        let ranges: [[String]]
        let locales: [String: Locale]
    }

    static func fixture() throws -> Fixture {
        let here = URL(fileURLWithPath: #filePath)
        let path = here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/cldr/calendar.json")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: path))
    }

    /// LC_TIME set to `locale` from the environment, the messages in C:
    /// false when the locale is not installed.
    func speak(_ locale: String) -> Bool {
        guard LocaleClockCalendarTests.installed(locale) else { return false }
        unsetenv("LC_ALL")
        setenv("LC_MESSAGES", "C", 1)
        setenv("LC_TIME", locale, 1)
        return Language.start()
    }

    /// 2026-12-21 → (2026, 12, 21, weekday from Sunday).
    static func date(_ iso: String) -> (year: Int, month: Int, day: Int, weekday: Int) {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        var t = tm()
        t.tm_year = Int32(parts[0] - 1900)
        t.tm_mon = Int32(parts[1] - 1)
        t.tm_mday = Int32(parts[2])
        t.tm_hour = 12
        var time = timegm(&t)
        var out = tm()
        gmtime_r(&time, &out)
        return (parts[0], parts[1], parts[2], Int(out.tm_wday))
    }

    func testEveryLocaleWritesDatesAndTimesAsCLDR() throws {
        let fixture = try Self.fixture()
        XCTAssertGreaterThanOrEqual(fixture.locales.count, 30)
        var checked = 0
        for (name, cldr) in fixture.locales.sorted(by: { $0.key < $1.key }) {
            guard speak(name + ".UTF-8") else {
                XCTFail("locale \(name).UTF-8 is not installed (apt-get install locales-all)")
                continue
            }
            let label = "\(name) (CLDR \(cldr.cldr))"
            for (i, iso) in fixture.dates.enumerated() {
                let d = Self.date(iso)
                XCTAssertEqual(LocaleCalendar.dayMonth(day: d.day, month: d.month), cldr.month_day[i], "\(label) MMMd \(iso)")
                XCTAssertEqual(LocaleCalendar.weekdayDayMonth(day: d.day, month: d.month, weekday: d.weekday), cldr.weekday_month_day[i], "\(label) MMMEd \(iso)")
                XCTAssertEqual(LocaleCalendar.dayMonthYear(day: d.day, month: d.month, year: d.year), cldr.month_day_year[i], "\(label) yMMMd \(iso)")
                XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: d.day, month: d.month, year: d.year, weekday: d.weekday),
                               cldr.weekday_month_day_year[i], "\(label) yMMMEd \(iso)")
                XCTAssertEqual(LocaleCalendar.monthLabel(d.month, year: d.year), cldr.month_year[i], "\(label) yMMM \(iso)")
                XCTAssertEqual(LocaleCalendar.monthLabel(d.month, year: nil), cldr.month[i], "\(label) MMM \(iso)")
            }
            // The locale's own clock, then each clock as chosen.
            XCTAssertEqual(LocaleClock.twelveHour, cldr.twelve_hour, "\(label): 12-hour clock")
            for (i, hhmm) in fixture.times.enumerated() {
                let hour = Int(hhmm.prefix(2)) ?? 0, minute = Int(hhmm.suffix(2)) ?? 0
                let d = Self.date(fixture.dates[i])
                let date = LocaleCalendar.weekdayDayMonthYear(day: d.day, month: d.month, year: d.year, weekday: d.weekday)
                XCTAssertEqual(LocaleCalendar.dateTime(date, LocaleClock.time(hour: hour, minute: minute)), cldr.date_time[i], "\(label) date and time \(hhmm)")
            }
            LocaleClock.chosenHours = 12
            for (i, hhmm) in fixture.times.enumerated() {
                XCTAssertEqual(LocaleClock.time(hour: Int(hhmm.prefix(2)) ?? 0, minute: Int(hhmm.suffix(2)) ?? 0), cldr.hour_minute_12[i], "\(label) hm \(hhmm)")
            }
            for (i, hour) in stride(from: 0, to: 24, by: 3).enumerated() {
                XCTAssertEqual(LocaleClock.hour(hour), cldr.hour_12[i], "\(label) h \(hour)")
            }
            LocaleClock.chosenHours = 24
            for (i, hhmm) in fixture.times.enumerated() {
                XCTAssertEqual(LocaleClock.time(hour: Int(hhmm.prefix(2)) ?? 0, minute: Int(hhmm.suffix(2)) ?? 0), cldr.hour_minute_24[i], "\(label) Hm \(hhmm)")
            }
            LocaleClock.chosenHours = nil
            checked += 1
        }
        XCTAssertEqual(checked, fixture.locales.count)
    }

    /// A range of times as CLDR's interval formats write it (issue 42: ko
    /// `오전 6:02~6:13`, not `오전 6:02–오전 6:13`), on both clocks, in every
    /// locale of the fixture: within a period, across noon, across zh_Hant's
    /// parts of the day (清晨 → 上午), within an hour.
    func testEveryLocaleWritesRangesOfTimesAsCLDR() throws {
        let fixture = try Self.fixture()
        XCTAssertGreaterThanOrEqual(fixture.ranges.count, 5)
        func clock(_ hhmm: String) -> (hour: Int, minute: Int) { (Int(hhmm.prefix(2)) ?? 0, Int(hhmm.suffix(2)) ?? 0) }
        for (name, cldr) in fixture.locales.sorted(by: { $0.key < $1.key }) {
            guard speak(name + ".UTF-8") else {
                XCTFail("locale \(name).UTF-8 is not installed (apt-get install locales-all)")
                continue
            }
            for (hours, expected) in [(12, cldr.hour_minute_12_range), (24, cldr.hour_minute_24_range)] {
                LocaleClock.chosenHours = hours
                for (i, ends) in fixture.ranges.enumerated() {
                    XCTAssertEqual(LocaleClock.range(from: clock(ends[0]), to: clock(ends[1])), expected[i],
                                   "\(name) (CLDR \(cldr.cldr)) \(hours)h \(ends[0])–\(ends[1])")
                }
            }
            LocaleClock.chosenHours = nil
        }
        let locales = fixture.locales
        XCTAssertEqual(locales["ko_KR"]?.hour_minute_12_range.first, "오전 6:02~6:13")
        XCTAssertEqual(locales["zh_TW"]?.hour_minute_12_range[1], "清晨7:46 – 上午8:03")
    }

    /// The fixture itself holds what issue 34 asked for, so that a
    /// regenerated one cannot quietly lose it.
    func testTheFixtureHoldsTheCasesTheIssueNamed() throws {
        let locales = try Self.fixture().locales
        XCTAssertEqual(locales["en_US"]?.date_time.last, "Sat, Nov 7, 2026, 11:59 PM")
        XCTAssertEqual(locales["en_US"]?.month_day_year.first, "Dec 21, 2026")
        XCTAssertEqual(locales["ja_JP"]?.month_year[1], "2027年1月")
        XCTAssertEqual(locales["ja_JP"]?.hour_minute_12[6], "午後0:03")
        XCTAssertEqual(locales["ja_JP"]?.hour_cycle, "H")
        XCTAssertEqual(locales["de_DE"]?.month_day.first, "21. Dez.")
        XCTAssertEqual(locales["ru_RU"]?.month_day.first, "21 дек.")
        XCTAssertEqual(locales["fr_FR"]?.periods, ["AM", "PM"])
        XCTAssertEqual(locales["ko_KR"]?.hour_cycle, "h")
    }

    /// Machine output and C keep Solverv's own forms, whatever LC_TIME is.
    func testCAndMachineOutputKeepTheirForms() throws {
        guard speak("en_US.UTF-8") else { throw XCTSkip("en_US.UTF-8 is not installed") }
        Language.speakEnglish()
        XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: 21, month: 12, year: 2026, weekday: 1), "Mon 21 Dec 2026")
        XCTAssertEqual(LocaleCalendar.dateTime("Mon 21 Dec 2026", "21:50"), "Mon 21 Dec 2026, 21:50")
        XCTAssertEqual(LocaleCalendar.monthLabel(1, year: 2027), "Jan 2027")
        LocaleClock.machine = false
        XCTAssertTrue(Language.start(locale: "C"))
        XCTAssertEqual(LocaleCalendar.dateTime("Mon 21 Dec 2026", "21:50", separator: " "), "Mon 21 Dec 2026 21:50")
        XCTAssertEqual(LocaleClock.hour(24), "24:00")
    }
}
