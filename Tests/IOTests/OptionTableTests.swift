import SolvervIO
import XCTest

/// `Options.names` and `Options.takesValue` are two plain arrays read side
/// by side (an array of tuples costs start-up metadata): an option added to
/// one and not the other crashed every run with an index out of range
/// (issue 45's --seasons, before its entry was added). So they keep step.
final class OptionTableTests: XCTestCase {
    func testEveryOptionSaysWhetherItTakesAValue() {
        XCTAssertEqual(Options.names.count, Options.takesValue.count)
        XCTAssertEqual(Set(Options.names).count, Options.names.count, "an option listed twice")
        for name in Options.names { XCTAssertFalse(Options.doc(name).summary.isEmpty, "--\(name) has no line of help") }
    }
}
