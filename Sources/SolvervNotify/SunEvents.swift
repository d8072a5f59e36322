import CivilTime
import LunarAstronomy
import SolarAstronomy

/// The sun events a script can wait for (`solverv wait EVENT`), and when
/// the next one falls at a place: SPEC §4 "Sun events", on the day
/// convention and altitudes of §4.
///
/// - A rise or set (`sunrise`, `civil-dusk` …) is the next crossing of its
///   altitude upward or downward, on any solar day: the same crossings the
///   line reads for its next sunrise and sunset. `--angle` replaces the
///   altitude of these, and only these.
/// - Golden hour runs from −4° to +6° in the morning and from +6° to −4° in
///   the evening; blue hour from −6° to −4° and back. Their start and end are
///   whichever of the morning's and the evening's comes first.
/// - `noon` is the next solar transit, which every solar day has.
/// - The equinoxes and solstices are named neutrally, as `events` names
///   them (`june-solstice`, never "summer solstice").
/// - `moonrise` and `moonset` are the moon provider's (docs/accuracy.md
///   "The Moon": the upper limb on the refracted horizon), the first after
///   the instant, looked for day by day in the display zone: about one day
///   a month has none, and the next day's is the one.
package struct SunEvent: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// The Sun's centre crossing an altitude, upward (`rising`) or downward.
        case crossing(degrees: Double, rising: Bool)
        /// The first of several crossings (golden and blue hour).
        case firstOf([Crossing])
        case noon
        case season(Int)
        /// The Moon's upper limb crossing the horizon, upward or downward.
        case moon(rising: Bool)
    }

    package struct Crossing: Sendable, Equatable {
        package let degrees: Double
        package let rising: Bool
    }

    /// The name on the command line and in the line `wait` prints.
    package let name: String
    package let kind: Kind

    /// Every event, in the order of the help.
    package static let all: [SunEvent] = [
        SunEvent(name: "sunrise", kind: .crossing(degrees: -0.8333, rising: true)),
        SunEvent(name: "sunset", kind: .crossing(degrees: -0.8333, rising: false)),
        SunEvent(name: "noon", kind: .noon),
        SunEvent(name: "civil-dawn", kind: .crossing(degrees: -6, rising: true)),
        SunEvent(name: "civil-dusk", kind: .crossing(degrees: -6, rising: false)),
        SunEvent(name: "nautical-dawn", kind: .crossing(degrees: -12, rising: true)),
        SunEvent(name: "nautical-dusk", kind: .crossing(degrees: -12, rising: false)),
        SunEvent(name: "astronomical-dawn", kind: .crossing(degrees: -18, rising: true)),
        SunEvent(name: "astronomical-dusk", kind: .crossing(degrees: -18, rising: false)),
        SunEvent(name: "golden-hour-start", kind: .firstOf([Crossing(degrees: -4, rising: true), Crossing(degrees: 6, rising: false)])),
        SunEvent(name: "golden-hour-end", kind: .firstOf([Crossing(degrees: 6, rising: true), Crossing(degrees: -4, rising: false)])),
        SunEvent(name: "blue-hour-start", kind: .firstOf([Crossing(degrees: -6, rising: true), Crossing(degrees: -4, rising: false)])),
        SunEvent(name: "blue-hour-end", kind: .firstOf([Crossing(degrees: -4, rising: true), Crossing(degrees: -6, rising: false)])),
        SunEvent(name: "march-equinox", kind: .season(SeasonEvent.marchEquinox.rawValue)),
        SunEvent(name: "june-solstice", kind: .season(SeasonEvent.juneSolstice.rawValue)),
        SunEvent(name: "september-equinox", kind: .season(SeasonEvent.septemberEquinox.rawValue)),
        SunEvent(name: "december-solstice", kind: .season(SeasonEvent.decemberSolstice.rawValue)),
        SunEvent(name: "moonrise", kind: .moon(rising: true)),
        SunEvent(name: "moonset", kind: .moon(rising: false)),
    ]

    package static var names: [String] { all.map(\.name) }

    package static func named(_ name: String) -> SunEvent? { all.first { $0.name == name } }

    /// Whether `--angle` applies: a rise or a set.
    package var takesAngle: Bool {
        if case .crossing = kind { return true }
        return false
    }

    /// The event with its altitude replaced (`--angle`); itself where it has none.
    package func at(angle degrees: Double) -> SunEvent {
        guard case .crossing(_, let rising) = kind else { return self }
        return SunEvent(name: name, kind: .crossing(degrees: degrees, rising: rising))
    }

    /// How far ahead a rise or set is looked for: a year and a few days, so
    /// that the end of any polar day or night is found (at the poles they
    /// last six months), and an angle the Sun never reaches there is told
    /// as such, never waited for without end.
    package static let horizonDays = 370

    /// The first instant of the event after `t` (unix seconds) at
    /// `coordinates`, or nil when it does not happen within `horizonDays`
    /// (a sunset in a polar day, an angle the Sun never reaches there), or
    /// for an equinox or solstice past the years Solverv computes.
    package func next(after t: Double, coordinates: Coordinates, zone: Zone) -> Double? {
        switch kind {
        case .crossing(let degrees, let rising):
            return Self.crossing(SunAltitude(degrees: degrees), rising: rising, after: t, coordinates, zone)
        case .firstOf(let crossings):
            return crossings.compactMap { Self.crossing(SunAltitude(degrees: $0.degrees), rising: $0.rising, after: t, coordinates, zone) }.min()
        case .noon:
            let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: [])
            guard let (date, day) = days.day(holding: Instant(unixSeconds: t), around: zone.date(at: Int64(t.rounded(.down)))) else { return nil }
            if day.transit.unixSeconds > t { return day.transit.unixSeconds }
            // The next solar day's transit (a date without one is stepped over).
            for k in 1...3 {
                if let next = days.day(date.adding(days: k))?.transit.unixSeconds, next > t { return next }
            }
            return nil
        case .season(let raw):
            guard let event = SeasonEvent(rawValue: raw) else { return nil }
            let year = CivilDate(daysSinceEpoch: Int((t / 86_400).rounded(.down))).year
            for y in year...(year + 1) where DeltaT.supportedYears.contains(y) {
                let at = Seasons.instant(of: event, in: y).instant.unixSeconds
                if at > t { return at }
            }
            return nil
        case .moon(let rising):
            return Self.moon(rising: rising, after: t, coordinates, zone)
        }
    }

    /// The first moonrise or moonset after `t`: in the rest of `t`'s local
    /// day (from `t` on, so that a second rise on a day near the polar
    /// circles is not missed), then in each following local day. The Moon
    /// rises and sets within a month even at the poles, so the search ends
    /// long before `horizonDays`; the bound only keeps it finite.
    static func moon(rising: Bool, after t: Double, _ coordinates: Coordinates, _ zone: Zone) -> Double? {
        let today = zone.date(at: Int64(t.rounded(.down)))
        for k in 0..<horizonDays {
            let start = zone.startOfDay(today.adding(days: k)), end = zone.startOfNextDay(after: start)
            let from = k == 0 ? max(t, Double(start)) : Double(start)
            guard Double(end) > from else { continue }
            let day = MoonriseMoonset(at: coordinates, from: Instant(unixSeconds: from), to: Instant(unixSeconds: Double(end)))
            if let x = (rising ? day.rise : day.set)?.unixSeconds, x > t { return x }
        }
        return nil
    }

    /// The first upward or downward crossing of `altitude` after `t`, within
    /// `horizonDays`: from the solar day `t` falls in, day after day. The
    /// two days at hand first, then (around a polar day or night) a track
    /// sampled for a long run, as the line looks for its next sunrise.
    static func crossing(_ altitude: SunAltitude, rising: Bool, after t: Double, _ coordinates: Coordinates, _ zone: Zone) -> Double? {
        let instant = Instant(unixSeconds: t)
        for (sampled, within) in [(3, 1), (200, horizonDays)] {
            let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: [altitude], days: sampled, keepsEveryCrossing: true)
            guard let (date, day) = days.day(holding: instant, around: zone.date(at: Int64(t.rounded(.down)))) else { return nil }
            if let x = days.nextCrossing(altitude, after: instant, rising: rising, from: day, dated: date, within: within) {
                return x.unixSeconds
            }
        }
        return nil
    }
}
