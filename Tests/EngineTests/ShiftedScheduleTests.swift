import CivilTime
import SolarAstronomy
import SolvervContracts
import SolvervEngine
import SolvervFormatters
import TestSupport
import XCTest

/// A formatter that counts its calls: a built-in's line, drawn by the
/// built-in itself; `drawsAhead` false stands for a plugin.
final class CountingFormatter: SolvervContracts.Formatter, @unchecked Sendable {
    let inner: any SolvervContracts.Formatter
    let drawsAhead: Bool
    private(set) var calls = 0

    init(_ inner: any SolvervContracts.Formatter, drawsAhead: Bool) {
        self.inner = inner
        self.drawsAhead = drawsAhead
    }

    var name: String { inner.name }
    var summary: String { inner.summary }
    var defaultSize: Size { inner.defaultSize }
    var header: String? { inner.header }
    func render(_ snapshot: Snapshot, size: Size, template: Template?) throws(RenderFailure) -> String {
        calls += 1
        return try inner.render(snapshot, size: size, template: template)
    }
    func error(_ message: String) -> String { inner.error(message) }
}

/// What a watch loop on a manual clock did, run as WatchCommand runs it: at
/// each wake the line is drawn (reusing what was drawn ahead), printed when
/// new, and the next change looked for.
struct WatchRun {
    var wakes = 0
    var printed = 0
    var wakesWithoutChange = 0
    /// The line at each wake, for `shown(at:)`.
    var lines: [(at: Double, text: String)] = []

    init(_ spec: LineSpec, from start: Double, to end: Double, maxWakes: Int) {
        var t = start
        var rendered = Engine.render(spec, at: t)
        lines.append((t, rendered.text))
        printed = 1
        var ahead: Rendered?
        while wakes < maxWakes {
            let change = Engine.nextChange(spec, after: t, from: rendered)
            if change.at > end { break }
            ahead = change.ahead
            t = change.at
            wakes += 1
            let next = Engine.render(spec, at: t, reusing: [ahead, rendered].compactMap { $0 })
            if next.text == rendered.text { wakesWithoutChange += 1 } else { printed += 1 }
            rendered = next
            lines.append((t, next.text))
        }
    }

    /// The text the loop shows at `t`.
    func shown(at t: Double) -> String {
        lines.last { $0.at <= t }?.text ?? ""
    }
}

/// Another date shown in watch mode (an i3bar scroll, `solverv ctl
/// next-day`, `--date`): the line wakes at its changes, mapped from the
/// shown day's clock to the real one, and never between (issue 23: it woke
/// 2.5 times a second, and drew 400 lines at each wake).
final class ShiftedScheduleTests: XCTestCase {
    func spec(_ formatter: any SolvervContracts.Formatter, providers: [String] = ["countdown", "sunlight"], size: Size = .small,
              dayShift: Int = 0, anchor: String? = nil,
              zone zoneName: String = "Europe/Oslo", latitude: Double = 59.91, longitude: Double = 10.75) throws -> LineSpec {
        let zone = try Zone(named: zoneName)
        var spec = LineSpec(providers: providers, formatter: formatter, size: size, template: nil, icons: .emoji,
                            urgentMinutes: nil,
                            place: LineSpec.Place(coordinates: try XCTUnwrap(Coordinates(latitude: latitude, longitude: longitude)),
                                                  zone: zone, name: "Oslo", source: "explicit", notice: nil),
                            systemZoneName: zoneName, dayShift: dayShift)
        spec.anchor = try anchor.map { try XCTUnwrap(CivilDate(iso: Substring($0))) }
        return spec
    }

    /// A simulated day of shifted waybar and tmux lines, as a built-in and
    /// as a plugin: each wake shows a new line, the line shown is the line
    /// of its instant at each minute, and the formatter is called
    /// once per line shown (a built-in also where a size it does not show
    /// moved). The days include Oslo's DST changes on either side.
    func testAShiftedLineWakesOncePerChange() throws {
        // Today, shift, `--date`: the shown day's clock change (spring,
        // autumn), today's, and the last date of the modelled years.
        let days: [(String, Int, String?)] = [
            ("2026-11-22", 1, nil), ("2026-03-28", 1, nil), ("2026-03-29", -1, nil), ("2026-10-24", 1, nil),
            ("2026-11-22", 0, "2999-12-31"),
        ]
        var report: [String] = []
        for (date, shift, anchor) in days {
            for (format, drawsAhead) in [("waybar", true), ("tmux", true), ("tmux", false)] {
                do {
                    let formatter = CountingFormatter(try XCTUnwrap(Formatters.named(format)), drawsAhead: drawsAhead)
                    let spec = try spec(formatter, dayShift: shift, anchor: anchor)
                    let zone = spec.place.zone
                    let start = Double(zone.startOfDay(try XCTUnwrap(CivilDate(iso: Substring(date))))) + 1
                    let end = start + 86_400
                    let run = WatchRun(spec, from: start, to: end, maxWakes: 5000)
                    let what = "\(format) \(drawsAhead ? "built-in" : "plugin") on \(date) shifted \(anchor ?? String(shift))"
                    XCTAssertLessThan(run.wakes, 5000, "\(what): spins")
                    XCTAssertEqual(run.wakesWithoutChange, 0, "\(what): \(run.wakesWithoutChange) wakes without a change of \(run.wakes)")
                    if drawsAhead {
                        XCTAssertLessThanOrEqual(formatter.calls, 2 * run.printed, "\(what): lines drawn ahead and not shown")
                    } else {
                        XCTAssertEqual(formatter.calls, run.printed, "\(what): a plugin called for a line not shown")
                    }
                    report.append("\(what): \(run.wakes) wakes, \(formatter.calls) formatter calls")
                    // The line shown is the line of its instant (the plugin
                    // runs only: the same schedule drawn by the built-in).
                    guard !drawsAhead else { continue }
                    let plain = try self.spec(try XCTUnwrap(Formatters.named(format)), dayShift: shift, anchor: anchor)
                    // A change missed would leave the old line for a minute:
                    // one look a minute finds it.
                    for k in 0..<1440 {
                        let t = start + Double(k) * 60 + 17
                        XCTAssertEqual(run.shown(at: t), Engine.render(plain, at: t).text, "\(what) at \(t)")
                    }
                }
            }
        }
        print("shifted lines over a day: " + report.joined(separator: "; "))
    }

    /// `--date` stays its date at the real midnight: nothing shown changes
    /// there, and a days-only line does not wake for it.
    func testAFixedDateDoesNotWakeAtMidnight() throws {
        let formatter = CountingFormatter(try XCTUnwrap(Formatters.named("plain")), drawsAhead: false)
        let spec = try spec(formatter, providers: ["countdown"], anchor: "2026-06-20")
        let start = try XCTUnwrap(Timestamp.parse("2026-11-22T12:00:00Z"))
        let run = WatchRun(spec, from: start, to: start + 3 * 86_400, maxWakes: 100)
        XCTAssertEqual(run.lines.map { $0.text }, ["⟲ 🌞 1d\n"])
        XCTAssertEqual(run.wakes, 0)
        XCTAssertEqual(formatter.calls, 1)
    }

    /// A shifted line through an hour that the clocks repeat across
    /// midnight (St. John's, 25 October 1992: 00:01 back to 23:01): the next
    /// real midnight is the second start of the date, never the first,
    /// already past, which would wake the line without end.
    func testAShiftedLineCrossesAMidnightTheClocksRepeat() throws {
        for shift in [1, -1] {
            let formatter = CountingFormatter(try XCTUnwrap(Formatters.named("tmux")), drawsAhead: false)
            let spec = try spec(formatter, dayShift: shift, zone: "America/St_Johns", latitude: 47.56, longitude: -52.71)
            // Two hours around 00:01 NDT (02:31 UTC), a wake a minute at most.
            let start = try XCTUnwrap(Timestamp.parse("1992-10-25T01:30:00Z"))
            let run = WatchRun(spec, from: start, to: start + 7200, maxWakes: 300)
            XCTAssertLessThan(run.wakes, 300, "shift \(shift): spins")
            XCTAssertEqual(run.wakesWithoutChange, 0, "shift \(shift): \(run.wakesWithoutChange) wakes without a change")
        }
    }
}
