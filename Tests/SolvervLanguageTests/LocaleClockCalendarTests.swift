import Glibc
@testable import SolvervLanguage
import XCTest

/// The clock and the calendar of real locales (`locales-all`), set in this
/// process as `--locale` sets them: 12 or 24 hours from LC_TIME, the AM/PM
/// mark where the locale puts it (before the hour in ja, zh and ko), the
/// locale's month and weekday names and order, numeric dates in CJK.
final class LocaleClockCalendarTests: XCTestCase {
    /// The environment's locale variables as the test found them.
    private var given: [String: String?] = [:]
    private static let variables = ["LC_ALL", "LC_MESSAGES", "LC_TIME"]

    override func setUp() {
        LocaleClock.machine = false
        LocaleClock.chosenHours = nil
        for name in Self.variables { given[name] = getenv(name).map { String(cString: $0) } }
    }

    override func tearDown() {
        for (name, value) in given {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        Language.start(locale: "C")
        LanguageList.restore()
        LocaleClock.machine = false
        LocaleClock.chosenHours = nil
    }

    /// Sets `locale` as the environment's LC_TIME, the messages in C, or
    /// skips when it is not installed. These tests are about what the
    /// locale says; with the catalogues built, a catalogue's own date
    /// pattern would answer for its language (German `21.12.`), which the
    /// golden lines hold.
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
        // Month first.
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "Dec 21")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "Dec 21 2026")
        // --clock 24 wins over the locale.
        LocaleClock.chosenHours = 24
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
    }

    func testTwentyFourHoursInEnglishOfBritainAndItsMarksOn12() throws {
        try speak("en_GB.UTF-8")
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Dec")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 pm")
    }

    func testGermanNamesAndClock() throws {
        try speak("de_DE.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleCalendar.month(3), "Mär")
        XCTAssertEqual(LocaleCalendar.weekday(1), "Mo")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "21 Dez")
        // German has no AM/PM marks: --clock 12 keeps C's.
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "7:05 PM")
    }

    /// Finnish and Norwegian put a point between the hour and the minutes
    /// (their time formats `%H.%M.%S`, `kl. %H.%M`); Japanese's words
    /// around the numbers are no separator.
    func testTheLocalesTimeSeparator() throws {
        try speak("fi_FI.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07.34")
        try speak("nb_NO.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 21, minute: 50), "21.50")
        try speak("ja_JP.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        try speak("C")
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
    }

    /// A catalogue's pattern is written whole: one that starts with the
    /// month keeps it (the locale's own format loses what comes before its
    /// day when the year is left out).
    func testACataloguePatternIsWrittenWhole() throws {
        try speak("C")
        XCTAssertEqual(LocaleCalendar.pattern("%b %e", day: 21, month: 12, year: nil), "Dec 21")
        XCTAssertEqual(LocaleCalendar.pattern("%e.%m.", day: 21, month: 12, year: nil), "21.12.")
        XCTAssertEqual(LocaleCalendar.pattern("%Y年%m月%e日", day: 1, month: 3, year: 2027), "2027年3月1日")
    }

    /// Latin-1 names reach the bar as UTF-8.
    func testLatin1LocaleGivesUTF8Names() throws {
        try speak("de_DE.ISO-8859-1")
        XCTAssertEqual(LocaleCalendar.month(3), "Mär")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 1, month: 3, year: 2027), "1 Mär 2027")
    }

    /// Japanese: a 24-hour locale whose 12-hour mark comes before the hour,
    /// with no space, and numeric dates with its own words.
    func testJapaneseMarkBeforeTheHourAndNumericDates() throws {
        try speak("ja_JP.UTF-8")
        XCTAssertFalse(LocaleClock.twelveHour)
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "07:34")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12月21日")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "2026年12月21日")
        XCTAssertEqual(LocaleCalendar.month(1), "1月")
        XCTAssertEqual(LocaleCalendar.weekday(0), "日")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "午前7:34")
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "午後7:05")
    }

    /// Chinese and Korean put a space between the mark and the hour.
    func testChineseAndKoreanMarks() throws {
        try speak("zh_CN.UTF-8")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12月21日")
        LocaleClock.chosenHours = 12
        XCTAssertEqual(LocaleClock.time(hour: 7, minute: 34), "上午 7:34")
        try speak("ko_KR.UTF-8")
        XCTAssertEqual(LocaleClock.time(hour: 19, minute: 5), "오후 7:05")
        XCTAssertEqual(LocaleCalendar.dayMonth(day: 21, month: 12), "12월 21일")
        XCTAssertEqual(LocaleCalendar.dayMonthYear(day: 21, month: 12, year: 2026), "2026년 12월 21일")
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
    /// start: most lines write neither, and loading it costs start-up time.
    func testTimeLocaleIsLoadedOnlyWhenFirstRead() throws {
        guard Self.installed("de_DE.UTF-8") else { throw XCTSkip("locale de_DE.UTF-8 is not installed (apt-get install locales-all)") }
        XCTAssertTrue(Language.start(locale: "de_DE.UTF-8"))
        XCTAssertEqual(setlocale(LC_MESSAGES, nil).map { String(cString: $0) }, "de_DE.UTF-8")
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "C")
        XCTAssertEqual(LocaleCalendar.month(12), "Dez")
        XCTAssertEqual(setlocale(LC_TIME, nil).map { String(cString: $0) }, "de_DE.UTF-8")
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
