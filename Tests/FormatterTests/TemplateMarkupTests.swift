import Foundation
import Glibc
import SolvervContracts
import SolvervFormatters
import TestSupport
import Testing

/// Pango 1.50's own parser, when the library is installed: the reference
/// for the template check of waybar and i3bar.
private enum RealPango {
    typealias ParseMarkup = @convention(c) (UnsafePointer<CChar>?, Int32, UInt32, UnsafeMutableRawPointer?,
                                            UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32

    static let parse: ParseMarkup? = {
        guard let library = dlopen("libpango-1.0.so.0", RTLD_NOW), let symbol = dlsym(library, "pango_parse_markup") else { return nil }
        return unsafeBitCast(symbol, to: ParseMarkup.self)
    }()

    /// Whether Pango parses `markup`; nil without the library.
    static func accepts(_ markup: String) -> Bool? {
        guard let parse else { return nil }
        return markup.withCString { parse($0, Int32(strlen($0)), 0, nil, nil, nil, nil) != 0 }
    }
}

private let known = ["days", "icon", "location", "zone_indicator"]

private func check(_ format: String, _ text: String) -> String? {
    guard let formatter = Formatters.named(format) else { return "no formatter \(format)" }
    do throws(Template.Failure) {
        try formatter.validate(template: try Template(text, known: known))
        return nil
    } catch {
        return error.description
    }
}

/// Issue 14, item 16: a template is the user's own markup and stays live,
/// but one that the bar could not parse, or that would swallow the
/// formatter's markup around it, is refused with a clear error.
@Suite struct TemplateMarkupTests {
    // MARK: Pango

    /// Templates on which the check and Pango must agree.
    static let pangoCases: [(String, Bool)] = [
        ("{days}d", true),
        ("<b>{days}</b>d", true),
        ("<span color=\"red\" weight='bold'>{icon}</span> {days}", true),
        ("<span  color = \"red\" >x</span>", true),
        ("<span\tfont=\"Sans 9\">x</span>", true),
        ("<i/><b />x", true),
        ("<big>a</big><small>b</small><tt>c</tt><u>d</u><s>e</s><sub>f</sub><sup>g</sup>", true),
        ("&amp; &lt; &gt; &quot; &apos; &#65; &#x1F600;", true),
        ("<span font=\"a&amp;b &#65;\">x</span>", true),
        ("<span font=\"a>b\">x</span>", true),
        ("a > b", true),
        ("<b>x</b >", true),
        ("{days} & more", false),
        ("a < b", false),
        ("x<", false),
        ("x&", false),
        ("&nbsp;", false),
        ("&#65", false),
        ("&#X41;", false),
        ("&#0;", false),
        ("&#xD800;", false),
        ("&#x110000;", false),
        ("&#xFFFE;", false),
        ("<b>{days}", false),
        ("</b>", false),
        ("<b>x</b>y</b>", false),
        ("<span>x<b>y</span></b>", false),
        ("<B>x</B>", false),
        ("< b>x</b>", false),
        ("<blink>x</blink>", false),
        ("<b x=\"1\">x</b>", false),
        ("<span colr=\"red\">x</span>", false),
        ("<span color=red>x</span>", false),
        ("<span color=\"red\" color=\"blue\">x</span>", false),
        ("<span font=\"a&x;b\">x</span>", false),
        ("<span font=\"x\"/ >", false),
        ("<span font=\"x>x</span>", false),
    ]

    @Test(arguments: pangoCases)
    func pangoCheckAgreesWithPango(text: String, valid: Bool) throws {
        let template = try Template(text, known: known)
        let markup = template.markup(standIn: "x")
        if let pango = RealPango.accepts(markup) {
            #expect(pango == valid, "the case itself is wrong about Pango: \(markup)")
        }
        for format in ["waybar", "i3bar"] {
            let problem = check(format, text)
            #expect((problem == nil) == valid, "\(format) \(text): \(problem ?? "accepted")")
            if let problem { #expect(problem.hasPrefix("template: not valid Pango markup: ")) }
        }
    }

    /// Stricter than Pango 1.50, by choice: no comments or processing
    /// instructions, no entity for a character the clean-up drops, and what
    /// XML forbids though GLib lets it pass (attributes with no space
    /// between them, a raw `<` in a value).
    @Test(arguments: ["<!-- c -->x", "<?pi x?>x", "&#x1B;[31m", "&#x202E;x", "&#10;", "&#x200F;",
                      "<span font=\"x\"color=\"red\">x</span>", "<span font=\"<\">x</span>"])
    func pangoCheckRefusesWhatPangoSkips(text: String) {
        #expect(check("waybar", text) != nil)
    }

    /// An accepted template, filled with hostile values, is markup that
    /// Pango parses, in waybar's `text` and i3bar's `full_text`.
    @Test(arguments: ["<b>{icon}</b> {location}", "<span color='#ff0000' font=\"{location}\">{days}</span>", "&amp;{zone_indicator}&#x263A;"])
    func acceptedTemplatesParseWithHostileValues(text: String) throws {
        let template = try Template(text, known: known)
        for value in ["<span>&amp;</span> & '\"", "\u{1B}[31m\u{202E}\u{200F}", "%{A1:x:} #( ${exec}"] {
            let snapshot = FixedSnapshot.filled(with: value)
            for format in ["waybar", "i3bar"] {
                let formatter = try #require(Formatters.named(format))
                try formatter.validate(template: template)
                let out = try formatter.render(snapshot, size: .medium, template: template)
                let line = try #require(out.split(separator: "\n").last { $0.contains("{") })
                let json = line.hasSuffix(",") ? line.dropLast() : line[...]
                let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
                let object = (parsed as? [String: Any]) ?? ((parsed as? [[String: Any]])?.first ?? [:])
                let drawn = try #require((object["text"] ?? object["full_text"]) as? String)
                if let pango = RealPango.accepts(drawn) { #expect(pango, "\(format): \(drawn)") }
                #expect(!drawn.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{200F}" })
            }
        }
    }

    // MARK: tmux

    @Test(arguments: [
        ("{days}d", true),
        ("#[bold]{days}#[nobold]d", true),
        ("##{days}", true),  // `##` is a literal `#`
        ("a ## b", true),
        ("#{{?client_prefix,P,}} {days}", true),
        ("{days}#", false),  // takes in the formatter's #[default]
        ("{days}##", true),  // a literal #: tmux 3.3a draws 28###[default] as 28#
        ("#{days}", false),  // `#` + the value's first character
        ("###{days}", false),
        ("#[fg=red{days}", false),
        ("#{{pane_id {days}", false),
        ("#(date {days}", false),
    ])
    func tmuxTemplates(text: String, valid: Bool) {
        let problem = check("tmux", text)
        #expect((problem == nil) == valid, "\(text): \(problem ?? "accepted")")
        if let problem { #expect(problem.hasPrefix("template: tmux: ")) }
    }

    // MARK: conky

    @Test(arguments: [
        ("{days}d", true),
        ("${{font Sans:size=9}}{days}${{font}}", true),
        ("${{color #ff0000}}{days}", true),  // a `#` inside a variable is its argument
        ("\\#{days}", true),  // `\#` is a literal `#`
        ("$${days}", true),  // `$$` is a literal `$`
        ("cost $$", true),
        ("$nodename {days}", true),
        ("{days} # note", false),  // a comment hides the rest
        ("{days}#", false),
        ("{days}$", false),  // `$${color}`: the closing colour becomes text
        ("${days}", false),  // the value would be read as a variable
        ("$$${days}", false),
        ("x ${{color red {days}", false),
    ])
    func conkyTemplates(text: String, valid: Bool) {
        let problem = check("conky", text)
        #expect((problem == nil) == valid, "\(text): \(problem ?? "accepted")")
        if let problem { #expect(problem.hasPrefix("template: conky: ")) }
    }

    // MARK: polybar and plain

    @Test func polybarRefusesAnUnclosedTag() {
        #expect(check("polybar", "%{{F#f00}}{days}%{{F-}}") == nil)
        #expect(check("polybar", "100% {days}%") == nil)
        #expect(check("polybar", "%{{F#f00 {days}") != nil)
    }

    @Test func plainTakesAnyTemplate() {
        for text in ["{days}#", "a < b &", "${days}"] { #expect(check("plain", text) == nil, "\(text)") }
    }
}
