@testable import SolvervConfig
import XCTest

/// The config keys the man page documents (`ConfigKeys`, written into
/// solverv-config(5) by `make docs`) are the keys the reader takes: a new
/// key without its line of help, or a documented key the reader refuses,
/// fails here.
final class ConfigKeysTests: XCTestCase {
    func testDocumentedKeysAreTheReadersKeys() {
        XCTAssertEqual(Set(ConfigKeys.names(under: "")), Set(ConfigReader.keys))
        XCTAssertEqual(Set(ConfigKeys.names(under: "places.NAME.")), Set(ConfigReader.placeKeys))
        XCTAssertEqual(Set(ConfigKeys.names(under: "formats.FORMAT.")), Set(ConfigReader.formatKeys))
        for key in ConfigKeys.all {
            XCTAssertFalse(key.value.isEmpty || key.summary.isEmpty, key.path)
        }
    }
}
