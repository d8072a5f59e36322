import SolvervContracts
import Testing

/// `{placeholder}` templates: parsed once, bad ones named, braces escapable.
@Suite struct TemplateTests {
    let known = ["days", "icon", "sunlight.icon"]

    @Test func fillsPlaceholdersAndEscapesOnlyValues() throws {
        let t = try Template("{icon} {days}d {{literal}} #", known: known)
        let out = t.render({ $0 == "icon" ? "#(x)" : "29" }, escape: { String($0.flatMap { $0 == "#" ? ["#", "#"] : [$0] }) })
        #expect(out == "##(x) 29d {literal} #")
    }

    @Test(arguments: ["{nope}", "{days", "days}", "{}", "{sunlight.nope}", "{{days}"])
    func badTemplatesAreErrors(text: String) {
        #expect(throws: Template.Failure.self) { try Template(text, known: known) }
    }

    @Test func qualifiedNames() throws {
        let t = try Template("{sunlight.icon}", known: known)
        #expect(t.render({ $0 }, escape: { $0 }) == "sunlight.icon")
    }
}
