import Glibc
@testable import SolvervLanguage
import XCTest

/// The clock and the calendar of real locales (`locales-all`), set in this
/// process as `--locale` sets them: for the calendar table's locales
/// CLDR's hour cycle, marks, names and patterns (CLDRCalendarTests checks
/// every one against the fixtures); for others glibc's LC_TIME.
final class LocaleClockCalendarTests: LocaleStateTestCase {
    /// Sets `locale` as the environment's LC_TIME, the messages in C, or
    /// skips when it is not installed: a date follows LC_TIME alone.
    func speak(_ locale: String) throws {
        guard Self.installed(locale) else { throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)") }
        // C from the environment sets nothing; --locale C sets C again.
        guard !Language.isPlain(locale) else { XCTAssertTrue(Language.start(locale: locale)); return }
        unsetenv("LC_ALL")
        setenv("LC_MESSAGES", "C", 1)
        setenv("LC_TIME", locale, 1)
        XCTAssertTrue(Language.start(), locale)
        XCTAssertFalse(Language.translating, locale)
    }

    /// Whether glibc here can load `locale` (C always).
    static func installed(_ locale: String) -> Bool {
        guard let loaded = newlocale(1 << LC_TIME, locale, nil) else { return false }
        freelocale(loaded)
        return true
    }

    func testCClock() throws {
        try speak("C")
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "19:05")
        XCTAssertEqual(LocaleCalendar.month(12), "Dec")
        XCTAssertEqual(LocaleCalendar.weekday(1), "Mon")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Dec")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "21 Dec 2026")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 0, minute: 0), "12:00 AM")
        XCTAssertEqual(LocaleClock.time(hour: 12, minute: 30), "12:30 PM")
    }

    func testTwelveHoursInEnglishOfTheUS() throws {
        try speak("en_US.UTF-8")
        XCTAssertTrue(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "7:34 AM")
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 PM")
        XCTAssertEqual(LocaleClock.time(hour: 0, minute: 0), "12:00 AM")
        XCTAssertEqual(LocaleClock.time(hour: 12, minute: 0), "12:00 PM")
        // Month first, and CLDR's commas.
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "Dec 21")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "Dec 21, 2026")
        XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: 21, month: 12, year: 2026, weekday: 1), "Mon, Dec 21, 2026")
        XCTAssertEqual(LocaleCalendar.dateTime("Mon, Dec 21, 2026", "3:50 PM"), "Mon, Dec 21, 2026, 3:50 PM")
        // --clock 24 wins over the locale.
        LocaleClock.chosenHours = 24
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
    }

    func testTwentyFourHoursInEnglishOfBritainAndItsMarksOn12() throws {
        try speak("en_GB.UTF-8")
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Dec")
        XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: 21, month: 12, year: 2026, weekday: 1), "Mon, 21 Dec 2026")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 pm")
    }

    /// German as CLDR writes it (`21. Dez.`), and on a 12-hour clock
    /// CLDR's marks, where glibc's German has none.
    func testGermanNamesAndClock() throws {
        try speak("de_DE.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleCalendar.month(3), "März")
        XCTAssertEqual(LocaleCalendar.weekday(1), "Mo.")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21. Dez.")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 PM")
    }

    /// Finnish puts a point between the hour and the minutes (CLDR's
    /// `H.mm`); Japanese, Spanish and Czech do not pad the hour (`H:mm`).
    func testTheLocalesTimePattern() throws {
        try speak("fi_FI.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "7.34")
        try speak("nb_NO.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 21, minute: 50), "21:50")
        try speak("ja_JP.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "7:34")
        try speak("es_ES.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "7:34")
        try speak("C")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
    }

    /// A Latin-1 locale is written as its language's record: UTF-8.
    func testLatin1LocaleGivesUTF8Names() throws {
        try speak("de_DE.ISO-8859-1")
        XCTAssertEqual(LocaleCalendar.month(3), "März")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 1, month: 3, year: 2027), "1. März 2027")
    }

    /// A language the table does not have (Greek) is written as glibc's
    /// LC_TIME says: its names, day first as its date format, its marks.
    func testALanguageOutsideTheTableFollowsGlibc() throws {
        try speak("el_GR.UTF-8")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Δεκ")
        XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: 21, month: 12, year: 2026, weekday: 1), "Δευ 21 Δεκ 2026")
        XCTAssertEqual(LocaleCalendar.dateTime("Δευ 21 Δεκ 2026", "21:50"), "Δευ 21 Δεκ 2026, 21:50")
        XCTAssertTrue(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 μμ")
    }

    /// Japanese: a 24-hour locale whose 12-hour clock counts 0–11 (CLDR's
    /// `K`: noon is 午後0:03), mark first, and dates with its own words.
    func testJapaneseHourCycleAndDates() throws {
        try speak("ja_JP.UTF-8")
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12月21日")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "2026年12月21日")
        XCTAssertEqual(LocaleCalendar.weekdayDayMonthYear(day: 21, month: 12, year: 2026, weekday: 1), "2026年12月21日(月)")
        XCTAssertEqual(LocaleCalendar.monthLabel(1, year: 2027), "2027年1月")
        XCTAssertEqual(LocaleCalendar.month(1), "1月")
        XCTAssertEqual(LocaleCalendar.weekday(0), "日")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "午前7:34")
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "午後7:05")
        XCTAssertEqual(LocaleClock.time(hour: 12, minute: 3), "午後0:03")
        XCTAssertEqual(LocaleClock.time(hour: 0, minute: 3), "午前0:03")
    }

    /// Chinese writes its mark against the hour, Korean after a space;
    /// Korean's and Taiwan's own clock counts 12 hours (CLDR), and
    /// Taiwan's names the part of the day (`B`: 晚上9:50, 中午12:03).
    func testChineseAndKoreanClocks() throws {
        try speak("zh_CN.UTF-8")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12月21日")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "上午7:34")
        LocaleClock.chosenHours = nil
        try speak("ko_KR.UTF-8")
        XCTAssertTrue(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "오후 7:05")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12월 21일")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "2026년 12월 21일")
        try speak("zh_TW.UTF-8")
        XCTAssertTrue(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 21, minute: 50), "晚上9:50")
        XCTAssertEqual(LocaleClock.time(hour: 12, minute: 3), "中午12:03")
        XCTAssertEqual(LocaleClock.time(hour: 0, minute: 0), "午夜12:00")
    }

    /// Machine output keeps the C clock in any locale.
    func testMachineOutputKeepsTheCClock() throws {
        try speak("en_US.UTF-8")
        Language.speakEnglish()
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "19:05")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Dec")
    }

    /// LC_TIME is loaded when a clock or a date is first written, not at
    /// start, and only where it is another locale than the messages': most
    /// lines write neither, and loading it costs start-up time.
    func testTimeLocaleIsLoadedOnlyWhenFirstRead() throws {
        guard Self.installed("de_DE.UTF-8") else { throw XCTSkip("locale de_DE.UTF-8 is not installed (apt-get install locales-all)") }
        XCTAssertTrue(Language.start(locale: "de_DE.UTF-8"))
        XCTAssertEqual(setlocale(LC_MESSAGES, nil).map { String(cString: $0) }, "de_DE.UTF-8")
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "C")
        XCTAssertEqual(LocaleCalendar.month(12), "Dez.")
        // The messages' own locale, which the calendar table has: never loaded.
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "C")
        // Another LC_TIME than the messages': loaded when first read.
        try speak("en_GB.UTF-8")
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "C")
        XCTAssertEqual(LocaleCalendar.month(12), "Dec")
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "en_GB.UTF-8")
        // Back to C: at once, and English names again.
        XCTAssertTrue(Language.start(locale: "C"))
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "C")
        XCTAssertEqual(LocaleCalendar.month(12), "Dec")
    }

    /// An unknown locale is refused, and the clock stays C's.
    func testUnknownLocaleLeavesTheCClock() throws {
        try speak("de_DE.UTF-8")
        XCTAssertFalse(Language.start(locale: "xx_YY.UTF-8"))
        XCTAssertEqual(LocaleCalendar.month(12), "Dec")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
    }
}
