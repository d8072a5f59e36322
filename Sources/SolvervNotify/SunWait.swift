import CivilTime
import Glibc
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervProviders
import SolvervWatch

/// `solverv wait EVENT [--angle DEG] [--offset ±DUR] [--print]`: sleeps
/// until the next such event at the place, prints it and exits 0, for a
/// cron job or a systemd unit that acts at dusk (sunwait's and heliocron's
/// `wait`).
///
/// - How it sleeps: one absolute CLOCK_REALTIME deadline on a timerfd that
///   the kernel cancels when the clock is set (TFD_TIMER_CANCEL_ON_SET),
///   through watch mode's `EventLoop`: no threads, no polling, no wake
///   before the instant but for a clock change (a suspend and resume is one).
/// - A clock change: if the instant has passed by more than
///   `missedTolerance`, the event was missed (the machine slept through it,
///   the clock jumped over it): a message and status 4, as heliocron's
///   catch-up tells a missed event; within it, the line and status 0.
///   Otherwise the next event is found anew from the new time, and waited for.
/// - An event that does not happen within `SunEvent.horizonDays` (a sunset
///   in a polar day, an angle the Sun never reaches there): a message and
///   status 3, at once, never an endless wait. One that happens within
///   them, months away, is waited for.
/// - `--print`: the line at once, without waiting.
/// - `--now`: the clock starts there and runs on (SPEC §6).
package enum SunWait {
    /// Statuses of their own (0 reached, 1 internal, 2 bad usage).
    package static let neverStatus: Int32 = 3
    package static let missedStatus: Int32 = 4
    /// How late a wake may be and still be the event: a timer wakes within
    /// milliseconds; a resume or a clock step just after the instant is
    /// taken as on time, one a minute or more after it as a miss.
    package static let missedTolerance = 60.0

    /// What `wait --help` and the man page say after the options.
    package static let notes = """
        EVENT is sunrise, sunset, noon, civil-, nautical- or astronomical-dawn or -dusk, golden-hour-start
        or -end, blue-hour-start or -end (morning or evening, whichever comes first), march-equinox,
        june-solstice, september-equinox, december-solstice, moonrise or moonset (the Moon's upper limb,
        the first after now: a day without one waits for the next day's). --angle DEG moves a rise or set to
        that altitude of the Sun's centre (wait sunrise --angle -8.5); --offset shifts the instant
        (wait sunset --offset -20m: the next sunset that is still 20 minutes away). When the instant
        comes it prints one line, the same in every locale: the instant (RFC 3339, display zone), the
        event, and angle= and offset= when given, as 2026-11-29T15:52:10+01:00 sunset offset=+20m;
        --print prints it at once. It sleeps on the real-time clock and wakes only when the clock is
        set or the machine resumes. Exit status: 0 the event came; 3 it does not happen within 370
        days at the place (polar day or night, an angle the Sun does not reach); 4 it was missed: the
        clock passed it by over a minute (suspend, clock set); 2 bad usage; 1 internal failure.
        """

    package enum Outcome: Equatable {
        /// The instant came (unix seconds, the run's clock).
        case reached(Double)
        /// The clock passed the instant by `late` seconds before we woke.
        case missed(Double, late: Double)
        /// No such event within the horizon.
        case never
    }

    /// The decisions of a wait, on any clock: the real loop and the tests'
    /// jumping clocks drive the same steps.
    package struct Waiter {
        package let query: SunEventQuery
        let coordinates: Coordinates
        let zone: Zone
        package private(set) var target: Double?

        package init(_ query: SunEventQuery, coordinates: Coordinates, zone: Zone, start t: Double) {
            self.query = query
            self.coordinates = coordinates
            self.zone = zone
            target = query.next(after: t, coordinates: coordinates, zone: zone)
        }

        /// After a wake at `t`: done, or the deadline to sleep to. After a
        /// clock change that did not pass the instant, the next event is
        /// found again from `t` (a clock set back a day waits for that day's).
        package mutating func step(at t: Double, clockChanged: Bool) -> Outcome? {
            guard let target else { return .never }
            if t >= target {
                let late = t - target
                return late <= SunWait.missedTolerance ? .reached(target) : .missed(target, late: late)
            }
            if clockChanged { self.target = query.next(after: t, coordinates: coordinates, zone: zone) }
            return self.target == nil ? .never : nil
        }

        /// Sleeps (`sleep(deadline)` returns why it woke) until an outcome.
        package mutating func run(clock: () -> Double, sleep: (Double) -> [WakeEvent]) -> Outcome {
            var changed = false
            while true {
                if let outcome = step(at: clock(), clockChanged: changed) { return outcome }
                guard let target else { return .never }
                changed = sleep(target).contains(.clockChanged)
            }
        }
    }

    package static func run(_ options: Options, event: String, _ out: inout Output) throws(Failure) {
        let query = try SunEventQuery.parse(event: event, angle: options.values["angle"], offset: options.values["offset"])
        let run = try Invocation(options)
        let zone = run.place.zone
        var waiter = Waiter(query, coordinates: run.place.coordinates, zone: zone, start: run.now)
        if options.values["print"] != nil {
            guard let target = waiter.target else { throw never(query) }
            try out.write(query.line(at: target, zone: zone))
            return
        }
        let loop: EventLoop
        do {
            loop = try EventLoop(signals: [], watchStdin: false, zonePaths: [])
        } catch {
            throw Failure.internal("\(error)")
        }
        // `--now`'s clock runs on from it: the real clock plus this.
        let offset = run.now - Invocation.systemClock()
        let outcome = waiter.run(clock: { Invocation.systemClock() + offset }, sleep: { loop.wait(until: $0 - offset) })
        switch outcome {
        case .reached(let t):
            try out.write(query.line(at: t, zone: zone))
        case .never:
            throw never(query)
        case .missed(let t, let late):
            // TRANSLATORS: wait's line (a time and an event), then how late, such as 2h05m.
            throw Failure.status(missedStatus, fill(tr("missed %s: the clock passed it %s ago (a suspend or a clock change)"),
                                                    String(query.line(at: t, zone: zone).dropLast()), Wording.duration(seconds: late)))
        }
    }

    static func never(_ query: SunEventQuery) -> Failure {
        // TRANSLATORS: an event such as sunset; then the days looked ahead.
        Failure.status(neverStatus, fill(tr("no %s at this place within %d days (a polar day or night, or an altitude the Sun does not reach there)"),
                                         query.event.name, String(SunEvent.horizonDays)))
    }
}
