import CivilTime
import SolarAstronomy
import SolvervLanguage
import SolvervProviders

/// One desktop notice of watch mode's `--notify`: at sunrise, at sunset,
/// or N minutes before sunset (`--urgent N`, the config's `urgent_minutes`).
public struct Alert: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case sunrise, sunset
        case beforeSunset = "before_sunset"
        /// `--notify-at EVENT`: an event of `solverv wait`'s, with its offset and angle.
        case event
    }

    public let kind: Kind
    /// When it is due (unix seconds): the sunrise, the sunset, or the sunset less N minutes.
    public let at: Double
    /// The local date of the solar day it belongs to (SPEC §4's day convention).
    public let date: CivilDate
    /// The text of the notice, one argument of the notifier.
    public let message: String
    /// What the fired record holds: the kind, the date and the place. An
    /// alert fires at most once per key, in this process or any other.
    public let key: String
}

/// When the alerts of a place fall: a pure function of time (the clock is
/// a parameter), so the watch loop and the tests on a manual clock agree.
public struct AlertPlan {
    public let coordinates: Coordinates
    public let zone: Zone
    /// The place as the line names it, in the messages (passed verbatim:
    /// the notifier gets it as part of one argument, never through a shell).
    public let placeName: String
    /// Minutes before sunset for the early notice; nil, none.
    public let urgentMinutes: Int?
    /// `--notify-only-lengthening`: only on days longer than the day before.
    public let onlyLengthening: Bool
    /// `--notify-at`: the one event notified, in place of sunrise and sunset
    /// (and `--urgent`'s notice); nil, those three.
    public var chosen: ChosenAlert?

    /// How late an alert may still fire. A loop that wakes on time is late
    /// by milliseconds; one that wakes more than this after the instant
    /// (the machine slept through sunset, the clock jumped forward) drops
    /// the alert instead of announcing a sunset long gone. Five minutes
    /// also covers a start-up just after the instant, and a resume whose
    /// clock step is taken up a moment late.
    public static let grace = 300.0

    public init(coordinates: Coordinates, zone: Zone, placeName: String, urgentMinutes: Int?, onlyLengthening: Bool) {
        self.coordinates = coordinates
        self.zone = zone
        self.placeName = placeName
        self.urgentMinutes = urgentMinutes
        self.onlyLengthening = onlyLengthening
    }

    /// The alerts of the solar days dated from the day before `t`'s local
    /// date to the day after it, in time order: every alert within a day
    /// of `t` either way. Days that are not longer than the day before
    /// have none when `onlyLengthening` is set.
    public func alerts(around t: Double) -> [Alert] {
        if let chosen { return chosenAlerts(chosen, around: t) }
        let today = zone.date(at: Int64(t.rounded(.down)))
        let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: [.sunriseSunset])
        var previous = days.day(today.adding(days: -2))
        var list: [Alert] = []
        for offset in -1...1 {
            let date = today.adding(days: offset)
            guard let day = days.day(date) else { continue }
            defer { previous = day }
            if onlyLengthening {
                // The day lengths `delta_s` compares, to the second.
                guard let before = previous, day.daylight().rounded() > before.daylight().rounded() else { continue }
            }
            list += alerts(of: day, dated: date)
        }
        return list.sorted { $0.at < $1.at }
    }

    /// The alerts due at `t`: their instant has come, and is at most `grace` ago.
    public func due(at t: Double) -> [Alert] {
        alerts(around: t).filter { $0.at <= t && t - $0.at <= Self.grace }
    }

    /// The first alert instant after `t`; else, where no alert falls
    /// within a day (a polar day, days that shorten), the next local
    /// midnight but one, when the days ahead are looked at again.
    public func next(after t: Double) -> Double {
        if let first = alerts(around: t).first(where: { $0.at > t }) { return first.at }
        let today = zone.date(at: Int64(t.rounded(.down)))
        return max(t + 1, Double(zone.startOfDay(today.adding(days: 1))))
    }

    /// The chosen event's instants from a day before `t` to a day after it,
    /// each dated by its local date (so it fires once a day at most, as
    /// the others do), on dates longer than the day before with `onlyLengthening`.
    private func chosenAlerts(_ chosen: ChosenAlert, around t: Double) -> [Alert] {
        var list: [Alert] = [], from = t - 86_400 - Self.grace
        let days = SolarDays(coordinates: coordinates, zone: zone, altitudes: [.sunriseSunset])
        while let at = chosen.next(from), at <= t + 86_400, list.count < 8 {
            let date = zone.date(at: Int64(at.rounded(.down)))
            from = at
            if onlyLengthening {
                guard let day = days.day(date), let before = days.day(date.adding(days: -1)),
                      day.daylight().rounded() > before.daylight().rounded() else { continue }
            }
            // TRANSLATORS: a desktop notice at an event the user chose: %1$s is the event as given on the command line
            // (civil-dusk, with an angle such as -8.5° and an offset such as -20m), %2$s the place, %3$s a time (16:05).
            list.append(Alert(kind: .event, at: at, date: date, message: fill(tr("%1$s in %2$s at %3$s"), chosen.label, placeName, Wording.clock(at, zone)),
                              key: "event \(chosen.label) \(date) \(coordinates.latitude),\(coordinates.longitude)"))
        }
        return list
    }

    private func alerts(of day: SolarDay, dated date: CivilDate) -> [Alert] {
        var list: [Alert] = []
        let place = "\(coordinates.latitude),\(coordinates.longitude)"
        func alert(_ kind: Alert.Kind, _ at: Double, _ message: String) {
            list.append(Alert(kind: kind, at: at, date: date, message: message,
                              key: "\(kind.rawValue) \(date) \(place)"))
        }
        if let rise = day.rising(.sunriseSunset)?.unixSeconds {
            // TRANSLATORS: a desktop notice: %1$s is the place, %2$s a time (07:34), %3$s the day's length (6h54m).
            alert(.sunrise, rise, fill(tr("Sunrise in %s at %s · %s of daylight"), placeName, Wording.clock(rise, zone),
                                       Wording.duration(seconds: day.daylight())))
        }
        if let set = day.setting(.sunriseSunset)?.unixSeconds {
            let clock = Wording.clock(set, zone)
            if let n = urgentMinutes {
                let early = set - Double(n) * 60
                // Not before the sunrise of its own day (a winter day shorter than N).
                if early > (day.rising(.sunriseSunset)?.unixSeconds ?? -Double.infinity) {
                    // TRANSLATORS: a desktop notice: %1$s is a duration (30m), %2$s the place, %3$s a time (16:02).
                    alert(.beforeSunset, early, fill(tr("%s of sunlight left in %s · sunset at %s"),
                                                     Wording.duration(seconds: Double(n) * 60), placeName, clock))
                }
            }
            // TRANSLATORS: a desktop notice: %1$s is the place, %2$s a time (16:32).
            alert(.sunset, set, fill(tr("Sunset in %s at %s"), placeName, clock))
        }
        return list
    }
}

/// `--notify-at`'s event: how a notice names it, and its next instant
/// after a time (nil when none comes within a year: a polar day's sunset).
public struct ChosenAlert {
    public let label: String
    public let next: (Double) -> Double?

    public init(label: String, next: @escaping (Double) -> Double?) {
        self.label = label
        self.next = next
    }
}

/// The alerts one watch loop has fired, and which are due: each fires at
/// most once (per kind, date and place), never again after a suspend or
/// a clock set back, and, through `claim` (the fired record under
/// `$XDG_RUNTIME_DIR/solverv/`), never again after a restart.
public struct AlertTracker {
    public var plan: AlertPlan
    /// Keys fired (or found fired) by this process, newest last; also the
    /// whole record where no runtime directory keeps one.
    public private(set) var fired: [String] = []

    public init(plan: AlertPlan) {
        self.plan = plan
    }

    /// The alerts to fire at `t`: due, not fired here, and newly claimed
    /// (`claim` records the key and says whether it was new; a key another
    /// run already fired is dropped).
    public mutating func take(at t: Double, claim: (String) -> Bool = { _ in true }) -> [Alert] {
        var out: [Alert] = []
        for alert in plan.due(at: t) where !fired.contains(alert.key) {
            fired.append(alert.key)
            if claim(alert.key) { out.append(alert) }
        }
        // Three kinds a day, and a due alert is never more than a day old.
        if fired.count > 32 { fired.removeFirst(fired.count - 32) }
        return out
    }
}
