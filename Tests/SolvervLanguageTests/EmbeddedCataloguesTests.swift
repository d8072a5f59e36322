@testable import SolvervLanguage
import Foundation
import XCTest

/// The pack of catalogues inside the binary (issue 42): what `make
/// catalogues` writes is what the binary reads, and a pack not as written
/// gives nothing, never a read past its end.
final class EmbeddedCataloguesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// This build carries every language of po/LINGUAS, each byte for byte
    /// as compiled into .build/locale (`make catalogues` before the build).
    func testTheBuildCarriesEveryShippedCatalogue() throws {
        let linguas = try String(contentsOf: Self.root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
        let shipped = linguas.split(separator: "\n").map { $0.split(separator: "#", omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !EmbeddedCatalogues.pack.isEmpty else {
            return XCTFail("this build carries no catalogues: run `make catalogues`, then build again")
        }
        XCTAssertEqual(EmbeddedCatalogues.languages(), shipped)
        for language in shipped {
            let catalogue = try XCTUnwrap(EmbeddedCatalogues.first(of: ["xx_YY", language + "_ZZ", language]), language)
            XCTAssertEqual(catalogue.language, language)
            let built = try Data(contentsOf: Self.root.appendingPathComponent(".build/locale/\(language)/LC_MESSAGES/solverv.mo"))
            XCTAssertEqual(Data(catalogue.bytes), built, language)
            XCTAssertNil(CatalogueCheck.problem(in: catalogue.bytes), language)
        }
        XCTAssertNil(EmbeddedCatalogues.first(of: ["en_US", "en", "el"]))
    }

    func pack(_ text: String) -> [UInt8] { Array(text.utf8) }

    func testAPackIsReadByItsHeader() {
        let bytes = pack("solverv catalogues 1\nde 3\nfr 2\n\nDEUFR")
        bytes.withUnsafeBytes { pack in
            XCTAssertEqual(EmbeddedCatalogues.languages(in: pack), ["de", "fr"])
            XCTAssertEqual(EmbeddedCatalogues.first(of: ["fr", "de"], in: pack).map { Array($0.bytes) }, Array("FR".utf8))
            XCTAssertEqual(EmbeddedCatalogues.first(of: ["it", "de"], in: pack).map { Array($0.bytes) }, Array("DEU".utf8))
        }
    }

    /// Sizes past the end, another version, no end of the header, no size:
    /// no catalogue (and nothing of the entries after a bad one).
    func testAPackNotAsWrittenGivesNothing() {
        for text in ["solverv catalogues 1\nde 4\n\nDEU", "solverv catalogues 2\nde 3\n\nDEU", "solverv catalogues 1\nde 3\nDEU",
                     "solverv catalogues 1\nde\n\nDEU", "solverv catalogues 1\nde x\n\nDEU", "solverv catalogues 1\n de 3\n\nDEU",
                     "solverv catalogues 1\nde 99999999999999\n\nDEU", "", "solverv catalogues 1\n"] {
            pack(text).withUnsafeBytes { pack in
                XCTAssertNil(EmbeddedCatalogues.first(of: ["de"], in: pack), text.debugDescription)
            }
        }
    }
}
