import Foundation
import SolvervContracts
import SolvervFormatters
import TestSupport
import Testing

/// Every formatter at every size, fed a snapshot whose every string is
/// hostile (as a location name from a config file or a plugin's output could
/// be): what comes out must stay inert in that bar, and JSON must stay JSON.
@Suite struct FormatterTests {
    static let hostile = [
        "%{A1:touch /tmp/pwned:}x%{A}", "${exec touch /tmp/pwned}", "#(touch /tmp/pwned)",
        "<span color='red'>x</span> & co", "\u{1B}[31mred\u{1B}[0m", "a\nb\r\nc\u{202E}d",
    ]

    @Test(arguments: hostile)
    func everyBarStaysInert(text: String) throws {
        let snapshot = FixedSnapshot.filled(with: text)
        // json is the data itself, for scripts: its strings are verbatim (JSON-escaped).
        for formatter in Formatters.all where formatter.name != "json" {
            for size in Size.allCases {
                let out = try formatter.render(snapshot, size: size, template: nil)
                let label = "\(formatter.name) \(size)"
                #expect(out.hasSuffix("\n"), "\(label) ends its line")
                #expect(!out.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(label): control or bidi character")
                switch formatter.name {
                case "tmux":
                    #expect(!out.contains("#(touch") || out.contains("##(touch"), "\(label): \(out)")
                    #expect(out.split(separator: "\n").count == 1, "\(label): one status line")
                case "polybar":
                    #expect(!out.contains("%{A1"), "\(label): \(out)")
                    #expect(out.split(separator: "\n").count == 1, "\(label): one line")
                case "conky":
                    #expect(!out.contains("${exec"), "\(label): \(out)")
                case "i3blocks":
                    // full_text, short_text, colour: no markup, and nothing i3blocks 1.4's
                    // escape-less JSON reader would misread.
                    let lines = out.split(separator: "\n", omittingEmptySubsequences: false)
                    #expect(lines.count == 4 && lines[3].isEmpty, "\(label): three lines")
                    #expect(!out.contains("<") && !out.contains("\"") && !out.contains("\\"), "\(label): \(out)")
                case "waybar", "i3bar", "i3status-rs":
                    // Markup is escaped where it is drawn (text, tooltip, full_text); `instance`
                    // and `alt` are keys, never drawn as markup.
                    for line in out.split(separator: "\n") where line.hasPrefix("{") || line.hasPrefix("[{") {
                        let json = line.hasSuffix(",") ? line.dropLast() : line[...]
                        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8))
                        let objects = (parsed as? [[String: Any]]) ?? [(parsed as? [String: Any]) ?? [:]]
                        for object in objects {
                            for key in ["text", "tooltip", "full_text", "short_text"] {
                                let drawn = object[key] as? String ?? ""
                                #expect(!drawn.contains("<"), "\(label) \(key): \(drawn)")
                            }
                        }
                    }
                default:
                    break
                }
            }
        }
    }

    @Test func waybarAndJSONEmitOneObjectPerLine() throws {
        let snapshot = FixedSnapshot.filled(with: "\"quoted\"\n\\back")
        for name in ["waybar", "json"] {
            let out = try Formatters.named(name)?.render(snapshot, size: .small, template: nil) ?? ""
            #expect(out.split(separator: "\n").count == 1, "\(name): \(out)")
            #expect(out.hasPrefix("{") && out.hasSuffix("}\n"), "\(name)")
        }
    }

    @Test func errorBlocksAreSingleLinesInEveryBar() {
        for formatter in Formatters.all.map(\.streaming) where formatter.name != "plain" {
            let block = formatter.error("bad\nvalue #(x) ${y} %{A:z:}")
            #expect(block.hasSuffix("\n"))
            #expect(block.dropLast().split(separator: "\n").count == 1, "\(formatter.name): \(block)")
        }
        // i3blocks reads three lines from a command that ends: the error is its full_text.
        let i3blocks = Formatters.named("i3blocks")?.error("bad\nvalue") ?? ""
        #expect(i3blocks == "⚠ bad value\n⚠ solverv\n#ff5f5f\n")
    }
}
