import Glibc
@testable import SolvervLanguage
import XCTest

/// A test that sets this process's locale as `--locale` does: the
/// environment's locale variables as each test found them, and the clock's
/// and the language's choices back to C after it.
class LocaleStateTestCase: XCTestCase {
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
}
