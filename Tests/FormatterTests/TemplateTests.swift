import SolvervContracts
import Testing

/// `{placeholder}` templates: parsed once, bad ones named, braces escapable.
@Suite struct TemplateTests {
    let known = ["days", "icon", "sunlight.icon"]

    /// Braces are read as characters: one that a combining mark joins (or a
    /// prepended mark precedes) is not a brace, whether or not other text is
    /// ASCII (the parse over scalars, taken when every brace stands alone,
    /// agrees with the one over characters).
    @Test func aBraceJoinedByAMarkIsText() throws {
        let joined = try Template("{\u{301} ❄ {days}", known: known)
        #expect(joined.pieces == [.literal("{\u{301} ❄ "), .placeholder("days")])
        #expect(throws: Template.Failure.self) { try Template("❄ {days}\u{301}", known: known) }
        let pieces: [Template.Piece] = [.literal("❄"), .placeholder("icon"), .literal("☀ {x} é"), .placeholder("days")]
        #expect(try Template("❄{icon}☀ {{x}} é{days}", known: known).pieces == pieces)
        #expect(try Template("{icon} ☀ {{x}} é {days}", known: known).pieces
            == [.placeholder("icon"), .literal(" ☀ {x} é "), .placeholder("days")])
        // Positions count characters, not scalars: é here is e and a combining acute.
        let open = #expect(throws: Template.Failure.self) { try Template("❄ e\u{301} {days", known: known) }
        #expect(open?.description == "template: '{' at position 4 is never closed")
    }

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

    /// A bar's own braces (polybar's `%{F#f00}`) get a hint to double them;
    /// a misspelt name points to the list.
    @Test func unknownPlaceholdersSayWhatToDo() throws {
        func message(_ text: String) -> String {
            do { _ = try Template(text, known: known); return "" } catch { return error.description }
        }
        #expect(message("%{F#f00}{days}%{F-}").contains("write {{ and }}"))
        #expect(message("{dayz}").contains("solverv formats lists them"))
        let t = try Template("%{{F#f00}}{days}%{{F-}}", known: known)
        #expect(t.render({ _ in "29" }, escape: { $0 }) == "%{F#f00}29%{F-}")
    }
}
