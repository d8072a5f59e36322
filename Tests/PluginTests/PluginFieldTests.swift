import Foundation
import TestSupport
import XCTest

/// Every field of a plugin's struct, spoilt one at a time in a real C
/// plugin (`Tests/Fixtures/plugins/bad_fields.c`, built with a `-D`): each
/// is the loader's one line naming the file and the field, status 2, and in
/// `solverv formats` a refused file listed with its reason, the listing
/// going on. A NULL name used to kill Solverv with SIGILL (issue 23).
final class PluginFieldTests: XCTestCase {
    static let rule = "1 to 32 of a-z, 0-9, _ and -"
    /// The `-D` that spoils a field, the file it is built as, and the refusal.
    static let spoilt: [(define: String, file: String, cause: String)] = [
        ("NAME=NULL", "name_null", "name is NULL (it is mandatory: its --format name, \(rule))"),
        (#"NAME="""#, "name_empty", "name '' is not \(rule)"),
        (#"NAME="Bad Name""#, "name_spaces", "name 'Bad Name' is not \(rule)"),
        (#"NAME="\x1b[2Jx""#, "name_escape", "name '[2Jx' is not \(rule)"),
        ("NAME=\"\(String(repeating: "a", count: 33))\"", "name_long", "name is over 32 bytes"),
        (#"NAME="caf\xe9""#, "name_latin1", "name is not UTF-8 text"),
        (#"NAME="tmux""#, "name_builtin", "its name 'tmux' is a built-in format's"),
        ("SUMMARY=NULL", "summary_null", "summary is NULL (it is mandatory: one line for solverv formats)"),
        ("SUMMARY=long_text", "summary_long", "summary is over 255 bytes"),
        (#"SUMMARY="\xc0\xaf""#, "summary_overlong_utf8", "summary is not UTF-8 text"),
        (#"DEFAULT_SIZE="huge""#, "size_huge", "default_size 'huge' is not small, medium, large or NULL"),
        ("DEFAULT_SIZE=long_text", "size_long", "default_size is over 6 bytes"),
        (#"HEADER="\xff""#, "header_bad", "header is not UTF-8 text"),
        ("HEADER=long_text", "header_long", "header is over 65535 bytes"),
        (#"FOOTER="ok\x80""#, "footer_bad", "footer is not UTF-8 text"),
        ("FOOTER=long_text", "footer_long", "footer is over 65535 bytes"),
        ("RENDER=NULL", "render_null", "render is NULL (it is mandatory)"),
        ("FREE=NULL", "free_null", "free is NULL (it is mandatory)"),
    ]
    var dir = ""

    override func setUpWithError() throws {
        dir = try PluginBuild.directory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    func testEachSpoiltFieldIsRefusedByName() throws {
        let good = try PluginBuild.fixture("bad_fields", in: dir)
        let drawn = try SolvervBinary.run(["--plugin", good] + PluginLoaderTests.place)
        XCTAssertEqual(drawn.status, 0, "unspoilt, it loads: \(drawn.stderr)")
        XCTAssertEqual(drawn.stdout, "never drawn\n")
        for (define, file, cause) in Self.spoilt {
            let plugin = try PluginBuild.fixture("bad_fields", in: dir, as: file, defines: [define])
            for format in [[], ["--format", "tmux"]] {
                let r = try SolvervBinary.run(["--plugin", plugin] + format + PluginLoaderTests.place)
                XCTAssertEqual(r.status, 2, "\(define): \(r.stderr)")
                XCTAssertEqual(r.stdout, "", define)
                XCTAssertEqual(r.stderr, "solverv: plugin \(plugin): \(cause)\n", define)
            }
        }
    }

    /// `solverv formats` loads every `.so` on the path: each spoilt one is
    /// listed with its reason, and the good one and the built-ins still are.
    func testFormatsListsEachSpoiltFileAndGoesOn() throws {
        for (define, file, _) in Self.spoilt {
            try PluginBuild.fixture("bad_fields", in: dir, as: file, defines: [define])
        }
        try PluginBuild.fixture("bad_fields", in: dir)
        let r = try SolvervBinary.run(["formats"], environment: ["SOLVERV_PLUGIN_PATH": dir])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "")
        for (_, file, cause) in Self.spoilt {
            XCTAssertTrue(r.stdout.contains("  (refused) plugin \(dir)/\(file).so: \(cause)\n"), "\(file) in:\n\(r.stdout)")
        }
        XCTAssertTrue(r.stdout.contains("[medium] one field spoilt at a time\n    from \(dir)/bad_fields.so\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("  plain "), r.stdout)
    }
}
