import Glibc
@testable import SolvervLanguage
import XCTest

/// The decimal separator of the report's degrees: LC_NUMERIC's, read
/// without leaving LC_NUMERIC set (C libraries parse and print numbers
/// with a point), a point in C and for machine output.
final class LocaleNumberTests: XCTestCase {
    override func tearDown() {
        Language.start(locale: "C")
        LanguageList.restore()
        LocaleClock.machine = false
    }

    func testGermanAndFrenchWriteAComma() throws {
        for locale in ["de_DE.UTF-8", "fr_FR.UTF-8"] {
            guard LocaleClockCalendarTests.installed(locale) else { throw XCTSkip("locale \(locale) is not installed (apt-get install locales-all)") }
            XCTAssertTrue(Language.start(locale: locale))
            XCTAssertEqual(LocaleNumber.localized("9.9"), "9,9", locale)
            XCTAssertEqual(LocaleNumber.localized("12"), "12", locale)
            XCTAssertEqual(setlocale(LC_NUMERIC, nil).map { String(cString: $0) }, "C", locale)
        }
    }

    func testEnglishOfTheUSAndCWriteAPoint() throws {
        guard LocaleClockCalendarTests.installed("en_US.UTF-8") else { throw XCTSkip("locale en_US.UTF-8 is not installed") }
        XCTAssertTrue(Language.start(locale: "en_US.UTF-8"))
        XCTAssertEqual(LocaleNumber.localized("59.91"), "59.91")
        XCTAssertTrue(Language.start(locale: "C"))
        XCTAssertEqual(LocaleNumber.localized("59.91"), "59.91")
    }

    func testMachineOutputKeepsThePoint() throws {
        guard LocaleClockCalendarTests.installed("de_DE.UTF-8") else { throw XCTSkip("locale de_DE.UTF-8 is not installed") }
        XCTAssertTrue(Language.start(locale: "de_DE.UTF-8"))
        Language.speakEnglish()
        XCTAssertEqual(LocaleNumber.localized("9.9"), "9.9")
    }
}
