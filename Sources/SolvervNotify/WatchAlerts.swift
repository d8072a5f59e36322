import CivilTime
import Glibc
import SolvervControl
import SolvervEngine
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervWatch

/// `--notify` in watch mode: a desktop notice at sunrise, at sunset, and
/// `--urgent` (or the config's `urgent_minutes`) minutes before sunset;
/// or, with `--notify-at EVENT` (`--offset`, `--angle`: as `solverv wait`
/// reads them), at that event alone.
///
/// - When: `AlertPlan`, a pure function of the time, on the real clock
///   (`--now`'s, running on), never the shown date (a scroll in i3bar
///   moves the line, not the notices).
/// - Once: each kind fires at most once a day at a place, recorded in
///   `$XDG_RUNTIME_DIR/solverv/alerts`, so neither a restart nor a
///   second line repeats it; without a runtime directory, once a process.
/// - Never late: one whose instant passed more than `AlertPlan.grace`
///   (5 minutes) ago, because the machine slept through it or the clock
///   jumped, is dropped.
/// - How: `notify-send --app-name=solverv Solverv MESSAGE`, or
///   `--notify-command 'PROGRAM ARG…'` (split at spaces, no shell), the
///   message always the last argument. A failure is said once on stderr.
/// - What: the message is a notification body, which the Desktop
///   Notifications spec lets servers read as markup (`<a href>`, `<img>`;
///   notify-send passes it on as it is, and dunst, mako and GNOME parse it
///   with GLib's markup parser): its outside text, the place's name, is
///   escaped as for Pango. The notifier runs in the user's environment,
///   with their `TZ` (Notifier).
package struct WatchAlerts {
    static let defaultCommand = ["notify-send", "--app-name=solverv", "Solverv"]

    var tracker: AlertTracker?
    let notifier: Notifier
    /// `--notify-only-lengthening`.
    let onlyLengthening: Bool
    /// `--notify-at EVENT` with `--offset` and `--angle`: the one event notified.
    var chosen: SunEventQuery?

    /// The first of the notify options given, if any (they need watch mode).
    package static func optionGiven(_ options: Options) -> String? {
        ["notify", "notify-command", "notify-only-lengthening", "notify-at", "offset", "angle"].first { options.values[$0] != nil }
    }

    /// Notifying as the options ask, or nil without any notify option
    /// (`--notify-command` and `--notify-only-lengthening` imply `--notify`).
    package static func make(_ options: Options) throws(Failure) -> WatchAlerts? {
        guard optionGiven(options) != nil else { return nil }
        var command = defaultCommand
        if let text = options.values["notify-command"] {
            guard let words = Notifier.command(parsing: text) else {
                throw Failure(tr("--notify-command: give a program, and any fixed arguments: --notify-command 'notify-send -u critical'"))
            }
            command = words
        }
        var chosen: SunEventQuery?
        if let event = options.values["notify-at"] {
            chosen = try SunEventQuery.parse(event: event, angle: options.values["angle"], offset: options.values["offset"])
        } else if let name = ["offset", "angle"].first(where: { options.values[$0] != nil }) {
            // TRANSLATORS: an option name; --notify-at EVENT names the event it moves (stays as it is).
            throw Failure(fill(tr("--%s on the line moves --notify-at's event: add --notify-at EVENT"), name))
        }
        return WatchAlerts(tracker: nil, notifier: Notifier(command: command, tz: Zone.startingTZ()),
                           onlyLengthening: options.values["notify-only-lengthening"] != nil, chosen: chosen)
    }

    /// A plan for the line's place (again after the options were resolved anew).
    package mutating func follow(_ spec: LineSpec?) {
        guard let spec else { tracker = nil; return }
        var plan = AlertPlan(coordinates: spec.place.coordinates, zone: spec.place.zone, placeName: spec.place.name,
                             urgentMinutes: spec.urgentMinutes, onlyLengthening: onlyLengthening)
        if let chosen {
            let (coordinates, zone) = (spec.place.coordinates, spec.place.zone)
            plan.chosen = ChosenAlert(label: chosen.label) { chosen.next(after: $0, coordinates: coordinates, zone: zone) }
        }
        if tracker == nil { tracker = AlertTracker(plan: plan) } else { tracker?.plan = plan }
    }

    /// Fires what is due at `t` (the line's clock), and returns the next
    /// alert instant on that clock, for the loop's deadline.
    package mutating func fire(at t: Double) -> Double {
        report(notifier.reap())
        guard var tracker else { return .infinity }
        for alert in tracker.take(at: t, claim: Self.claim) {
            report(notifier.send(Escape.pango(alert.message, keepNewlines: false)))
        }
        self.tracker = tracker
        return tracker.plan.next(after: t)
    }

    /// Reaps the notifiers that ended (on SIGCHLD).
    package func reap() { report(notifier.reap()) }

    /// The record under the runtime directory; where it cannot be kept, this process's own.
    static func claim(_ key: String) -> Bool {
        (try? AlertRecord.claim(key, notice: ControlError.notice)) ?? true
    }

    private func report(_ failure: String?) {
        guard let failure else { return }
        // TRANSLATORS: %s is why the notifier failed, such as "notify-send exited with status 1".
        Output.message("solverv: " + fill(tr("--notify: %s (further notifier failures are not reported)"), Escape.plain(failure)) + "\n")
    }
}
