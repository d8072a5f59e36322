import CivilTime
import SolarAstronomy
@testable import SolvervIO
@testable import SolvervPlaces
@testable import SolvervReport
import TestSupport
import XCTest

/// The report's grid: widths in terminal columns, and outside text cleaned.
final class ReportScreenTests: XCTestCase {

    /// Wide names do not push the next column out of line.
    func testWideCellsStayAligned() {
        let columns = [
            [ReportRow("Place", "東京🌞"), ReportRow("Sunrise", "06:20")],
            [ReportRow("Place", "Oslo"), ReportRow("Sunrise", "08:31")],
        ]
        let lines = ReportScreen.render(columns, colour: false, width: 80).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, ["Place    東京🌞  Oslo", "Sunrise  06:20   08:31"])
        XCTAssertEqual(lines.map(TerminalText.columns), [21, 22], "Oslo and 08:31 both at column 17")
    }

    /// A cell wider than its column goes on below: at spaces, or after a
    /// comma when the rest then fits a line, or after a `/` inside a long
    /// word; each piece keeps its style, and nothing is lost but the spaces at the breaks.
    func testCellsWrapKeepingTheirStyles() {
        func text(_ lines: [[ReportSpan]]) -> [String] { lines.map { $0.map(\.text).joined() } }
        let cell = [ReportSpan("❄ Winter", .tinted("winter")), ReportSpan(" solstice today at 21:50", .bold)]
        let wrapped = ReportWrap.lines(cell, width: 24)
        XCTAssertEqual(text(wrapped), ["❄ Winter solstice today", "at 21:50"], "no word alone on the last line")
        XCTAssertEqual(wrapped[0].map(\.style), [.tinted("winter"), .bold])
        XCTAssertEqual(wrapped[1].map(\.style), [.bold])
        XCTAssertEqual(text(ReportWrap.lines(cell, width: 40)), ["❄ Winter solstice today at 21:50"], "fits: as it is")
        let difference = [ReportSpan("Sydney's is 4h45m27s earlier by the clock, 12h45m27s earlier in time")]
        XCTAssertEqual(text(ReportWrap.lines(difference, width: 61)),
                       ["Sydney's is 4h45m27s earlier by the clock,", "12h45m27s earlier in time"])
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan("America/Argentina/Buenos_Aires")], width: 24)),
                       ["America/Argentina/", "Buenos_Aires"])
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan("東京都千代田区丸の内")], width: 7)), ["東京都", "千代田", "区丸の", "内"],
                       "two columns a character")
        // Issue 42: Japanese breaks after its comma, not inside a duration;
        // parentheses hold together (Hungarian's zone mark).
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan("時計ではニューヨークのほうが1時間32分35秒早い、実際には6時間27分26秒遅い")], width: 64)),
                       ["時計ではニューヨークのほうが1時間32分35秒早い、", "実際には6時間27分26秒遅い"])
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan("UTC+03:00 egész évben (helyi idő: Moszkva)")], width: 36)),
                       ["UTC+03:00 egész évben", "(helyi idő: Moszkva)"])
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan("насправді на 6 год 27 хв 26 с пізніше")], width: 32)),
                       ["насправді на 6 год 27 хв", "26 с пізніше"], "a number keeps its unit")
        XCTAssertEqual(text(ReportWrap.lines([ReportSpan(" 1 Jun 2026 10:24 · 37 days")], width: 18)), [" 1 Jun 2026 10:24", "· 37 days"],
                       "a cell's own leading space stays")
        for width in [5, 9, 13, 30] {
            let lines = text(ReportWrap.lines(difference, width: width))
            XCTAssertTrue(lines.allSatisfy { TerminalText.columns($0) <= width }, "\(width): \(lines)")
            XCTAssertEqual(lines.joined().filter { $0 != " " }, difference[0].text.filter { $0 != " " })
        }
    }

    /// A place's name is outside text: escape sequences and bidi controls
    /// are dropped, and with colour on the screen's own SGR is all there is.
    func testPlaceNamesAreCleaned() throws {
        let zone = try Zone(named: "Europe/Oslo")
        let name = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m%{A1:x:}${exec x}#(x)<span>\u{202E}Oslo"
        let place = Place(coordinates: try XCTUnwrap(Coordinates(latitude: 59.91, longitude: 10.75)), zone: zone,
                          source: .explicit, name: name, zoneNotice: nil)
        for colour in [false, true] {
            let text = try Report.text(places: [place, place], now: 1_795_348_800, date: nil, colour: colour,
                                             systemZone: "Europe/Oslo", width: 200)
            let first = try XCTUnwrap(text.split(separator: "\n").first)
            XCTAssertTrue(first.contains("]0;pwned[2J31m%{A1:x:}${exec x}#(x)<span>Oslo"), String(first))
            for scalar in text.unicodeScalars where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x202E {
                XCTAssertTrue(scalar == "\n" || (colour && scalar == "\u{1B}"), "U+\(String(scalar.value, radix: 16)) in the screen")
            }
            if colour {
                // Every ESC opens an SGR of the screen's own.
                for part in text.components(separatedBy: "\u{1B}").dropFirst() {
                    XCTAssertNotNil(part.range(of: "^\\[[0-9;]*m", options: .regularExpression), part)
                }
            }
        }
    }

    /// A link name is placed at its own listing, not its target's city.
    func testLocationOfALinkName() throws {
        let place = try ReportPlaces.location("Arctic/Longyearbyen", zone: nil, config: nil)
        XCTAssertEqual(place.coordinates.latitude, 78, accuracy: 0.01, "not Europe/Berlin's Berlin")
        XCTAssertEqual(place.name, "Longyearbyen")
        XCTAssertEqual(place.zone.name, "Arctic/Longyearbyen")
    }
}
