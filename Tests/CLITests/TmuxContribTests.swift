import Foundation
import TestSupport
import XCTest

/// contrib/tmux/tmux.conf as a user loads it, in a real tmux: every colour
/// the tmux format emits is readable on the bar it sets (WCAG contrast of
/// at least 4.5:1, as tmux draws it and as written), the longest medium line
/// fits its `status-right-length`, and docs/bars.md's colours for a
/// light bar are readable on that bar.
extension RealClientTests {
    static let contribTmux = ExamplePluginSourceTests.root.appendingPathComponent("contrib/tmux/tmux.conf").path

    /// Lines that between them give every class a colour: the four seasons,
    /// day, night, polar day and night, urgent, and an error block.
    static let everyColour: [[String]] = [
        ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-02-10T12:00:00Z"],
        ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-04-10T12:00:00Z"],
        ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-07-10T12:00:00Z"],
        ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T20:00:00Z"],
        ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--now", "2026-06-21T10:00:00Z"],
        ["--lat", "78.22", "--lon", "15.63", "--tz", "Arctic/Longyearbyen", "--now", "2026-12-21T10:00:00Z"],
        ["--lat", "59.91", "--lon", "10.75", "--tz", "Europe/Oslo", "--now", "2026-11-22T14:00:00Z", "--urgent", "60"],
        ["--tz", "Bad/Zone"],
    ]

    /// WCAG 2's relative luminance of an sRGB colour.
    static func luminance(_ c: (Int, Int, Int)) -> Double {
        func channel(_ v: Int) -> Double {
            let x = Double(v) / 255
            return x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
    }

    /// WCAG 2's contrast ratio, 1 to 21.
    static func contrast(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    /// A drawn colour as RGB: xterm's 256 colours (its defaults for the first 16).
    static func rgb(_ colour: DrawnColour) -> (Int, Int, Int) {
        switch colour {
        case let .rgb(r, g, b): return (r, g, b)
        case let .palette(n):
            let system = [(0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
                          (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]
            if n < 16 { return system[max(0, n)] }
            if n >= 232 { let v = 8 + 10 * (n - 232); return (v, v, v) }
            let levels = [0, 95, 135, 175, 215, 255], i = n - 16
            return (levels[i / 36], levels[i / 6 % 6], levels[i % 6])
        }
    }

    /// The `#[fg=#rrggbb]` colours of a tmux line.
    static func emittedColours(_ line: String) -> [String] {
        line.components(separatedBy: "#[fg=").dropFirst().map { String($0.prefix(7)) }
    }

    /// The bar's `status-style` background and foreground as the real tmux
    /// reads them from the config.
    func contribStyle() throws -> (background: RGB, foreground: RGB) {
        let tmux = try XCTUnwrap(RealBar.executable("tmux"))
        let socket = "/tmp/slv-style-\(UUID().uuidString.prefix(8))"
        let r = try SolvervBinary.run(["-S", socket, "-f", Self.contribTmux, "start-server", ";", "show-options", "-gv", "status-style"],
                                      executable: tmux)
        _ = try? SolvervBinary.run(["-S", socket, "kill-server"], executable: tmux)
        unlink(socket)
        let style = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        var fields: [String: String] = [:]
        for part in style.split(separator: ",") {
            let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
            if kv.count == 2 { fields[kv[0]] = kv[1] }
        }
        let background = try XCTUnwrap(fields["bg"].flatMap(RGB.init(hex:)), "status-style sets a #rrggbb background: \(style)")
        let foreground = try XCTUnwrap(fields["fg"].flatMap(RGB.init(hex:)), "status-style sets a #rrggbb foreground: \(style)")
        return (background, foreground)
    }

    func testContribTmuxColoursAreReadableOnItsBar() throws {
        try requireTmux()
        requireBinary()
        let bar = try contribStyle()
        let background = (bar.background.r, bar.background.g, bar.background.b)
        // As written: every colour the format emits, and the bar's own text colour.
        var emitted: Set<String> = []
        for arguments in Self.everyColour {
            let r = try SolvervBinary.run(["--format", "tmux"] + arguments)
            emitted.formUnion(Self.emittedColours(r.stdout))
        }
        XCTAssertEqual(emitted.count, 9, "each class's colour is emitted (urgent and error share one): \(emitted.sorted())")
        for hex in emitted.sorted() + ["#\(String(format: "%02x%02x%02x", bar.foreground.r, bar.foreground.g, bar.foreground.b))"] {
            let c = try XCTUnwrap(RGB(hex: hex))
            let ratio = Self.contrast((c.r, c.g, c.b), background)
            XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(hex) on \(bar.background): \(ratio):1")
            // And as a terminal without true colour gets it, tmux's nearest of the 256.
            let near = Self.rgb(.palette(c.tmux256)), nearBar = Self.rgb(.palette(bar.background.tmux256))
            XCTAssertGreaterThanOrEqual(Self.contrast(near, nearBar), 4.5, "\(hex) as colour \(c.tmux256) on colour \(bar.background.tmux256)")
        }
        // As drawn: each line in the config's own status-right, every cell
        // of the status row on the bar's background, each character readable on it.
        for arguments in Self.everyColour {
            let command = Self.solvervCommand(["--format", "tmux"] + arguments)
            let line = try RealTmux.statusLine(config: Self.contribTmux, statusRight: "#(\(command)) #[default]| END ",
                                               until: { $0.contains("END") && $0.contains("·") || $0.contains("⚠") }, timeout: 10)
            let cells = drawnCells(line.styled)
            XCTAssertGreaterThan(cells.count, 100, line.styled.debugDescription)
            for cell in cells where cell.character != " " {
                let fg = try XCTUnwrap(cell.colour, "\(cell.character) in the terminal's default colour: \(line.styled.debugDescription)")
                let bg = try XCTUnwrap(cell.background, "\(cell.character) on the terminal's default background: \(line.styled.debugDescription)")
                let ratio = Self.contrast(Self.rgb(fg), Self.rgb(bg))
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "\(cell.character) drawn \(fg) on \(bg), \(ratio):1, in \(arguments)")
            }
        }
    }

    /// The longest medium line (108 cells: a shifted date, an event's day
    /// after sunset, a far zone's name) and the clock after it fit the
    /// config's `status-right-length`, uncut.
    func testContribTmuxFitsTheLongestMediumLine() throws {
        try requireTmux()
        requireBinary()
        let arguments = ["--format", "tmux", "--size", "medium", "--lat", "18.54", "--lon", "-72.34", "--tz", "America/Port-au-Prince",
                         "--now", "2026-06-22T01:00:00Z", "--date", "2026-12-21"]
        let output = try SolvervBinary.run(arguments)
        let text = try tmuxParts(output.stdout).map(\.text).joined()
        XCTAssertEqual(text.count, 108, text)
        XCTAssertTrue(text.hasPrefix("⟲ 21 Dec Winter solstice today at") && text.hasSuffix("(Port-au-Prince time)"), text)
        let line = try RealTmux.statusLine(config: Self.contribTmux, statusRight: "#(\(Self.solvervCommand(arguments))) #[default]| END ",
                                           until: { $0.contains("⟲") }, timeout: 10)
        XCTAssertTrue(line.plain.hasSuffix(text + " | END"), "cut: \(line.plain.debugDescription)")
    }

    /// docs/bars.md's light bar: its status-style and the colours it
    /// gives the config, each readable on that bar, also as 256 colours.
    func testContribReadmesLightBarColoursAreReadable() throws {
        let readme = try String(contentsOf: ExamplePluginSourceTests.root.appendingPathComponent("docs/bars.md"), encoding: .utf8)
        let tmux = try XCTUnwrap(readme.components(separatedBy: "## tmux").dropFirst().first?.components(separatedBy: "\n## ").first)
        let section = try XCTUnwrap(tmux.components(separatedBy: "**A light bar.**").dropFirst().first)
        let style = try XCTUnwrap(section.range(of: "status-style 'bg=#[0-9a-f]{6},fg=#[0-9a-f]{6}'", options: .regularExpression)
            .map { String(section[$0]) }, "a status-style for a light bar")
        let background = try XCTUnwrap(RGB(hex: String(style.dropFirst("status-style 'bg=".count).prefix(7))))
        let foreground = try XCTUnwrap(RGB(hex: String(style.suffix(8).prefix(7))))
        let json = try XCTUnwrap(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let colours = try XCTUnwrap(object["colors"] as? [String: String])
        XCTAssertEqual(Set(colours.keys), ["spring", "summer", "autumn", "winter", "day", "night", "polar-day", "polar-night", "urgent", "error"])
        for (name, hex) in colours.sorted(by: { $0.key < $1.key }) + [("text", "#" + String(format: "%02x%02x%02x", foreground.r, foreground.g, foreground.b))] {
            let c = try XCTUnwrap(RGB(hex: hex), name)
            XCTAssertGreaterThanOrEqual(Self.contrast((c.r, c.g, c.b), (background.r, background.g, background.b)), 4.5, "\(name) \(hex)")
            XCTAssertGreaterThanOrEqual(Self.contrast(Self.rgb(.palette(c.tmux256)), Self.rgb(.palette(background.tmux256))), 4.5,
                                        "\(name) \(hex) as 256 colours")
        }
        // The config takes them, as the README says.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("light-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try json.write(to: dir.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        let r = try SolvervBinary.run(["--config", dir.appendingPathComponent("config.json").path, "--format", "tmux"] + Self.everyColour[0])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(Self.emittedColours(r.stdout).allSatisfy { colours.values.contains($0) }, r.stdout)
    }
}
