@testable import SolvervLanguage
import Glibc
import XCTest

/// The languages whose catalogues Solverv looks for, in gettext's order:
/// what it tells gettext (LANGUAGE) is what gettext would have tried.
final class CatalogueSearchTests: XCTestCase {
    var saved: String?

    override func setUp() {
        saved = getenv("LANGUAGE").map { String(cString: $0) }
    }

    override func tearDown() {
        if let saved { setenv("LANGUAGE", saved, 1) } else { unsetenv("LANGUAGE") }
    }

    func testTheLocaleAsCountryThenLanguage() {
        unsetenv("LANGUAGE")
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "de_DE.UTF-8"), ["de_DE", "de"])
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "pt_BR.utf8"), ["pt_BR", "pt"])
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "ja"), ["ja"])
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "sr_RS.UTF-8@latin"), ["sr_RS@latin", "sr@latin", "sr_RS", "sr"])
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "C"), [])
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "C.UTF-8"), [])
    }

    func testLanguageListComesFirst() {
        setenv("LANGUAGE", "nb:de", 1)
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "en_US.UTF-8"), ["nb", "de", "en_US", "en"])
        setenv("LANGUAGE", "pt_BR:pt::C", 1)
        XCTAssertEqual(CatalogueDirectory.wanted(messages: "pt_BR.UTF-8"), ["pt_BR", "pt"])
    }

    /// LANGUAGE narrowed to what was found, and the environment's value back.
    func testLanguageListIsRestored() {
        setenv("LANGUAGE", "nb:fi:de", 1)
        LanguageList.set(["nb", "de"])
        XCTAssertEqual(getenv("LANGUAGE").map { String(cString: $0) }, "nb:de")
        LanguageList.set(nil)
        XCTAssertNil(getenv("LANGUAGE"))
        LanguageList.restore()
        XCTAssertEqual(getenv("LANGUAGE").map { String(cString: $0) }, "nb:fi:de")
        unsetenv("LANGUAGE")
        LanguageList.set(["de"])
        LanguageList.restore()
        XCTAssertNil(getenv("LANGUAGE"))
    }
}
