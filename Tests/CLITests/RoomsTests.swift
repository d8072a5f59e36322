import Foundation
import XCTest

/// The rooms bar of issue 43, read off the tree: the command line stays the
/// command line (≤ 1 800 lines), a job of its own has a room of its own, no
/// room imports the CLI, benchmarks live apart, and Package.swift reads in
/// one sitting (≤ 400 lines).
final class RoomsTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func lines(_ path: String) throws -> Int {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    }

    func swiftFiles(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
    }

    func testTheCommandLineIsTheCommandLine() throws {
        let total = try swiftFiles("Sources/SolvervCLI").reduce(0) { $0 + (try lines($1)) }
        XCTAssertLessThanOrEqual(total, 1_800, "Sources/SolvervCLI: move a job of its own to its room (docs/building.md)")
    }

    func testBarSetUpHasItsRoom() throws {
        let setup = try swiftFiles("Sources/SolvervSetup")
        XCTAssertTrue(setup.contains("Sources/SolvervSetup/BarPieces.swift"), "\(setup)")
        XCTAssertTrue(setup.contains("Sources/SolvervSetup/Quote.swift"), "\(setup)")
    }

    func testNoRoomImportsTheCommandLine() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        for target in sources where target != "solverv" && target != "SolvervCLI" {
            guard let files = try? swiftFiles("Sources/" + target) else { continue }
            for file in files {
                let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                XCTAssertFalse(text.contains("import SolvervCLI"), "\(file) imports the CLI")
            }
        }
    }

    func testBenchmarksLiveApart() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Sources").path)
        XCTAssertEqual(sources.filter { $0.hasSuffix("Bench") }, [], "benchmarks go under Benchmarks/")
        XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("Benchmarks/Package.swift").path))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertFalse(manifest.contains("Bench\""), "Package.swift builds a benchmark")
    }

    func testTheManifestReadsInOneSitting() throws {
        XCTAssertLessThanOrEqual(try lines("Package.swift"), 400)
    }
}
