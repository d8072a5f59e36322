import CivilTime
import Glibc
import SolvervContracts
import SolvervControl
import SolvervEngine
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervNotify
import SolvervPlaces
import SolvervWatch

/// `--watch` (implied by `--format i3bar`): a line now, then a new one
/// exactly when the text changes, for as long as the bar reads (SPEC §6).
///
/// One `EventLoop` (a poll over a timerfd on absolute CLOCK_REALTIME
/// deadlines, a signalfd, stdin and inotify, and GeoClue's D-Bus connection
/// with `--location auto`: WatchLocation) sleeps until the engine's next
/// change, so nothing wakes between changes, and a suspend, a clock change
/// or a new system zone is caught at once. i3bar's clicks come on stdin:
/// left toggles medium and large, scroll moves the shown date a day on or
/// back, middle returns to today. They and `solverv ctl` steer one view,
/// shared by every line through the state file and SIGUSR1 (SharedView):
/// the last action wins on all of them. SIGTSTP and SIGCONT (i3bar's stop
/// and continue signals, named in its header) pause and resume output;
/// SIGTERM, SIGINT and SIGHUP end it with status 0, as does a reader that
/// went away. An error never ends it: the bar shows the error block, and
/// the line is tried again at the next wake (a minute on, at the latest).
///
///     "exec": "solverv --format waybar --watch"     (waybar, no "interval")
enum WatchCommand {
    static let signals = [SIGUSR1] + ending
    /// The signals that end the line, with status 0: also while it waits
    /// for room in a full pipe (`EventLoop.write`).
    static let ending = [SIGTERM, SIGINT, SIGHUP]
    /// i3bar's stop and continue signals, named in its header. Caught only
    /// there: in a terminal, Ctrl-Z (SIGTSTP) must still suspend the process.
    static let barPauseSignals = [SIGTSTP, SIGCONT]
    /// Read only with `--notify`: a notifier that ended, to reap.
    static let childSignals = [SIGCHLD]
    /// How soon a line that could not be made is tried again: a zone file
    /// missing for a moment during a tzdata upgrade comes back soon.
    static let retry = 60.0

    static func run(_ options: Options, providers words: [String], _ out: inout Output) throws(Failure) {
        // The bar reads a running command's lines: its streaming form.
        let formatter = try LineCommand.formatter(options).streaming
        var watch = Watch(options: options, words: words, formatter: formatter)
        try watch.run(&out)
    }
}

/// One running watch: what it shows, and how it answers each wake.
struct Watch {
    let options: Options
    let words: [String]
    let formatter: any Formatter
    /// The line as the options ask for it (nil while they cannot be met: a
    /// bad zone), with the real clock's offset from `--now`.
    var base: LineSpec? {
        didSet { forgetDrawn() }
    }
    var offset = 0.0
    var baseError: String?
    /// The view that clicks and `solverv ctl` steer (SharedView): the
    /// shown date and size.
    var view = ViewState() {
        didSet { forgetDrawn() }
    }
    /// That view as this line follows it, from the start of the loop.
    var shared: SharedView?
    var last: String?
    var paused = false
    /// `--notify`'s alerts, when asked for.
    var alerts: WatchAlerts?
    /// The line drawn at the last wake, and the one the engine drew ahead
    /// for the next change: a wake whose snapshot draws the same takes its
    /// text again, without the formatter (a plugin is called once per line
    /// shown). Both belong to the spec they were drawn for: forgotten when
    /// the options are resolved again or the view changes.
    var drawn: Rendered?
    var ahead: Rendered?
    /// `--location auto`: GeoClue, followed on the loop (WatchLocation);
    /// started once a resolve shows the line asks for it.
    var location: WatchLocation?

    init(options: Options, words: [String], formatter: any Formatter) {
        self.options = options
        self.words = words
        self.formatter = formatter
    }

    /// The real clock, CLOCK_REALTIME, in unix seconds.
    static func realNow() -> Double { Invocation.systemClock() }

    mutating func forgetDrawn() {
        drawn = nil
        ahead = nil
    }

    /// Resolves the options again (at the start, and when the system zone
    /// changes); the failure, when they cannot be met, is said on stderr
    /// by the caller.
    mutating func resolve() -> Failure? {
        do throws(Failure) {
            var (spec, run) = try LineCommand.spec(options, words, formatter, geoClue: location?.state)
            // The line asks for GeoClue's place: ask GeoClue, and say so in the place's notice.
            if location == nil, spec.place.source == "geoclue" || spec.place.notLocated {
                location = WatchLocation()
                (spec, run) = try LineCommand.spec(options, words, formatter, geoClue: location?.state)
            }
            // `--date` is a fixed date: the shift counts from it, not from
            // today, so it does not move on at midnight.
            if let date = try run.date("date") {
                spec.dayShift = 0
                spec.anchor = shared?.leftDate == true ? nil : date
            }
            base = spec
            baseError = nil
            offset = run.now - Self.realNow()
            alerts?.follow(spec)
            return nil
        } catch {
            base = nil
            alerts?.follow(nil)
            baseError = error.message
            return error
        }
    }

    /// `resolve`, with the failure on stderr.
    mutating func resolveAgain() {
        if let failure = resolve() { Output.message("solverv: \(Escape.plain(failure.message))\n") }
    }

    /// The spec with the view applied: the date moved, and large when toggled.
    func spec() -> LineSpec? {
        base.map { $0.viewed(dayShift: view.dayShift, large: view.large) }
    }

    /// Shows the shared view's state; a return to today leaves `--date`.
    mutating func show(_ shared: SharedView) {
        view = shared.state
        if shared.leftDate, base?.anchor != nil { base?.anchor = nil }
    }

    /// Writes `text` through the loop; false when a terminating signal came
    /// while it waited for a full pipe to have room.
    func emit(_ text: String, _ loop: EventLoop, _ out: Output) throws(Failure) -> Bool {
        // fd 1 was closed at the start: nothing written reaches anyone.
        if out.closedAtStart { throw Failure.output(EBADF) }
        switch loop.write(text) {
        case .written: return true
        case .ended, .full: return false
        case .failed(let code): throw Failure.output(code)
        }
    }

    mutating func run(_ out: inout Output) throws(Failure) {
        // Catalogues that can change under the line: gettext reads copies.
        defer { Language.removePrivateCopies() }
        let clicks = formatter.name == "i3bar"
        alerts = try WatchAlerts.make(options)
        if let failure = resolve() {
            // A bad option value cannot mend itself: in plain and json it
            // ends the line at once, status 2, as the one-shot line does;
            // a bar shows the error block and tries again (SPEC §5).
            guard Solverv.isBar(formatter) else {
                var fatal = failure
                fatal.block = formatter.errorOutput(failure.message)
                throw fatal
            }
            Output.message("solverv: \(Escape.plain(failure.message))\n")
        }
        let loop: EventLoop
        do {
            loop = try EventLoop(signals: WatchCommand.signals + (clicks ? WatchCommand.barPauseSignals : [])
                                     + (alerts != nil ? WatchCommand.childSignals : []),
                                 watchStdin: clicks, outputFD: out.fd, terminating: WatchCommand.ending)
        } catch {
            throw Failure.internal(fill(tr("watch mode cannot start: %s"), "\(error)"))
        }
        // Registered once SIGUSR1 is read (the loop's signalfd): found by
        // the other lines and `solverv ctl` through a pid file we own.
        let shared = SharedView(pid: getpid(), notice: ControlError.notice)
        self.shared = shared
        defer { shared.close() }
        show(shared)
        if let header = formatter.header { guard try emit(header, loop, out) else { return } }
        var force = true
        while true {
            if location?.expire(now: Self.realNow()) == true { resolveAgain() }
            let now = Self.realNow()
            let t = now + offset
            var deadline = Double.infinity
            if !paused {
                if let spec = spec() {
                    let rendered = Engine.render(spec, at: t, reusing: [ahead, drawn].compactMap { $0 })
                    // A render cut short by SIGTERM (SIGINT, SIGHUP): nothing to show; the wait below reads it.
                    if !rendered.interrupted, force || rendered.text != last {
                        // A plugin's failed render: its block on the bar, why on stderr.
                        if let message = rendered.message { Output.message("solverv: \(Escape.plain(message))\n") }
                        guard try emit(rendered.text, loop, out) else { return }
                        last = rendered.text
                    }
                    drawn = rendered
                    ahead = nil
                    if rendered.failed {
                        deadline = now + WatchCommand.retry
                    } else {
                        let change = Engine.nextChange(spec, after: t, from: rendered)
                        ahead = change.ahead
                        deadline = change.at - offset
                    }
                } else {
                    let block = formatter.error(baseError ?? "no line")
                    if force || block != last {
                        guard try emit(block, loop, out) else { return }
                        last = block
                    }
                    deadline = now + WatchCommand.retry
                }
            }
            // `--location auto`: GeoClue is asked once the first line is out
            // (SPEC §5); a bus that cannot be reached is drawn at once.
            if location?.started == false, last != nil, location?.start(now: Self.realNow()) == true {
                resolveAgain()
                force = false
                continue
            }
            loop.watchedFD = location?.fd ?? -1
            loop.watchedEvents = location?.events ?? 0
            // The notices keep the real clock, paused or not, whatever the shown date.
            if alerts != nil, let next = alerts?.fire(at: t) { deadline = min(deadline, next - offset) }
            // GeoClue's answer limit, while it is asked (real time, as the loop's).
            if let limit = location?.deadline { deadline = min(deadline, limit) }
            force = false
            let events = loop.wait(until: deadline)
            // A catalogue changed under the line (rewritten, truncated,
            // replaced) is chosen again before gettext reads it: the line
            // is drawn again in the language that is left, and its place's
            // name with it.
            if Language.refresh() {
                resolveAgain()
                forgetDrawn()
                force = true
            }
            for event in events {
                switch event {
                case .stdinClosed:
                    continue  // i3bar sends no more clicks: the line goes on
                case .deadline, .clockChanged:
                    if base == nil { resolveAgain() }
                case .zoneChanged:
                    Zone.forgetSystemZone()
                    resolveAgain()
                case .signal(SIGUSR1):
                    if shared.follow(notice: ControlError.notice) { show(shared) }
                    if base == nil { resolveAgain() }
                    forgetDrawn()  // drawn again: a plugin's render too
                    force = true
                case .signal(SIGTSTP):
                    paused = true
                case .signal(SIGCONT):
                    if paused { force = true }
                    paused = false
                case .signal(SIGCHLD):
                    alerts?.reap()
                case .readable:
                    // GeoClue spoke: a new place (more than 5 km on), or a failure, resolves the line again.
                    if location?.read(now: Self.realNow()) == true { resolveAgain() }
                case .outputClosed:
                    return  // the bar went away: a clean end, status 0, nobody to read a footer
                case .signal:
                    // SIGTERM, SIGINT, SIGHUP: a clean end, status 0, the
                    // stream closed where the footer fits (a bar that stopped
                    // reading is not waited for).
                    if let footer = formatter.footer, !out.closedAtStart, case .failed(let code) = loop.write(footer, waiting: false),
                       code != EPIPE {
                        throw Failure.output(code)
                    }
                    return
                case .stdinLine(let line):
                    guard let click = ClickEvents.parse(line), let action = ViewAction(click) else { continue }
                    shared.perform(action, notice: ControlError.notice)
                    show(shared)
                }
            }
        }
    }
}
