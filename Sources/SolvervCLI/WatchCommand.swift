import CivilTime
import Glibc
import SolvervContracts
import SolvervControl
import SolvervEngine
import SolvervFormatters
import SolvervWatch

/// `--watch` (implied by `--format i3bar`): a line now, then a new one
/// exactly when the text changes, for as long as the bar reads (SPEC §6).
///
/// One `EventLoop` (a poll over a timerfd on absolute CLOCK_REALTIME
/// deadlines, a signalfd, stdin and inotify) sleeps until the engine's next
/// change, so nothing wakes between changes, and a suspend, a clock change
/// or a new system zone is caught at once. i3bar's clicks come on stdin:
/// left toggles medium and large, scroll moves the shown date a day on or
/// back, middle returns to today. `solverv ctl` steers the other bars
/// through the state file and SIGUSR1. SIGTSTP and SIGCONT (i3bar's stop
/// and continue signals, named in its header) pause and resume output;
/// SIGTERM, SIGINT and SIGHUP end it with status 0, as does a reader that
/// went away. An error never ends it: the bar shows the error block, and
/// the line is tried again at the next wake (a minute on, at the latest).
///
///     "exec": "solverv --format waybar --watch"     (waybar, no "interval")
enum WatchCommand {
    static let signals = [SIGUSR1, SIGTERM, SIGINT, SIGHUP]
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
    var base: LineSpec?
    var offset = 0.0
    var baseError: String?
    /// What clicks and `solverv ctl` changed: the shown date and size.
    var view = ViewState()
    var last: String?
    var paused = false
    /// `--notify`'s alerts, when asked for.
    var alerts: WatchAlerts?

    init(options: Options, words: [String], formatter: any Formatter) {
        self.options = options
        self.words = words
        self.formatter = formatter
    }

    /// The real clock, CLOCK_REALTIME, in unix seconds.
    static func realNow() -> Double { Invocation.systemClock() }

    /// Resolves the options again (at the start, and when the system zone changes).
    mutating func resolve() {
        do throws(Failure) {
            let (spec, run) = try LineCommand.spec(options, words, formatter)
            date = try run.date("date")
            base = spec
            baseError = nil
            offset = run.now - Self.realNow()
            alerts?.follow(spec)
        } catch {
            base = nil
            alerts?.follow(nil)
            baseError = error.message
            Output.message("solverv: \(Escape.plain(error.message))\n")
        }
    }

    /// `--date`, when given: a fixed date, whose distance from today is
    /// counted again at each render (the engine's shift is from today, and
    /// would move on at midnight).
    var date: CivilDate?

    /// The spec at `t` with the view applied: the date moved, and large when toggled.
    mutating func spec(at t: Double) -> LineSpec? {
        guard var base else { return nil }
        if let date {
            base.dayShift = date.daysSinceEpoch - base.place.zone.date(at: Int64(t.rounded(.down))).daysSinceEpoch
            self.base = base
        }
        return ViewApplied.spec(base, view, formatter: formatter)
    }

    mutating func run(_ out: inout Output) throws(Failure) {
        let clicks = formatter.name == "i3bar"
        alerts = try WatchAlerts.make(options)
        let loop: EventLoop
        do {
            loop = try EventLoop(signals: WatchCommand.signals + (clicks ? WatchCommand.barPauseSignals : [])
                                     + (alerts != nil ? WatchCommand.childSignals : []),
                                 watchStdin: clicks, outputFD: out.fd)
        } catch {
            throw Failure.internal("watch mode cannot start: \(error)")
        }
        // Found by `solverv ctl` through a pid file we own; without a
        // runtime directory the line runs, unsteered, and says why when
        // one was set but cannot be used (another owner, loose modes).
        var instance: InstanceHandle?
        do throws(ControlError) {
            instance = try StateStore.register(pid: getpid())
        } catch {
            if StateStore.environmentRuntimeDirectory() != nil {
                Output.message("solverv: \(Escape.plain(error.message)); solverv ctl cannot reach this line\n")
            }
        }
        defer { instance?.close() }
        if instance != nil { view = StateStore.read() }
        resolve()
        if let header = formatter.header { try out.write(header) }
        var force = true
        while true {
            let now = Self.realNow()
            let t = now + offset
            var deadline = Double.infinity
            if !paused {
                if let spec = spec(at: t) {
                    let rendered = Engine.render(spec, at: t)
                    // A render cut short by SIGTERM (SIGINT, SIGHUP): nothing to show; the wait below reads it.
                    if !rendered.interrupted, force || rendered.text != last {
                        // A plugin's failed render: its block on the bar, why on stderr.
                        if let message = rendered.message { Output.message("solverv: \(Escape.plain(message))\n") }
                        try out.write(rendered.text)
                        last = rendered.text
                    }
                    deadline = rendered.failed ? now + WatchCommand.retry
                        : Engine.nextChange(spec, after: t, from: rendered).at - offset
                } else {
                    let block = formatter.error(baseError ?? "no line")
                    if force || block != last {
                        try out.write(block)
                        last = block
                    }
                    deadline = now + WatchCommand.retry
                }
            }
            // The notices keep the real clock, paused or not, whatever the shown date.
            if alerts != nil, let next = alerts?.fire(at: t) { deadline = min(deadline, next - offset) }
            force = false
            for event in loop.wait(until: deadline) {
                switch event {
                case .stdinClosed:
                    continue  // i3bar sends no more clicks: the line goes on
                case .deadline, .clockChanged:
                    if base == nil { resolve() }
                case .zoneChanged:
                    Zone.forgetSystemZone()
                    resolve()
                case .signal(SIGUSR1):
                    if instance != nil { view = StateStore.read() }
                    if base == nil { resolve() }
                    force = true
                case .signal(SIGTSTP):
                    paused = true
                case .signal(SIGCONT):
                    if paused { force = true }
                    paused = false
                case .signal(SIGCHLD):
                    alerts?.reap()
                case .outputClosed:
                    return  // the bar went away: a clean end, status 0, nobody to read a footer
                case .signal:
                    // SIGTERM, SIGINT, SIGHUP: a clean end, status 0, the stream closed.
                    if let footer = formatter.footer { try out.write(footer) }
                    return
                case .stdinLine(let line):
                    guard let click = ClickEvents.parse(line) else { continue }
                    switch click {
                    case .left: view.toggleSize()
                    case .scrollUp: view.nextDay()
                    case .scrollDown: view.previousDay()
                    case .middle:
                        // Today itself, also where `--date` showed another day.
                        view.today()
                        view.dayShift = -(base?.dayShift ?? 0)
                    case .right: continue
                    }
                }
            }
        }
    }
}

/// The view state (clicks, `solverv ctl`) applied to a line: the shown date
/// moved by its days, and, when the size is toggled, the next size up from
/// the line's own: small to medium (tmux, waybar's text: one line that
/// still fits the bar), medium to large (i3bar, polybar), and large back to
/// medium (conky).
enum ViewApplied {
    static func toggled(_ size: Size) -> Size {
        switch size {
        case .small: .medium
        case .medium: .large
        case .large: .medium
        }
    }

    static func spec(_ base: LineSpec, _ view: ViewState, formatter: any Formatter) -> LineSpec {
        guard view.dayShift != 0 || view.large else { return base }
        var spec = base
        spec.dayShift = base.dayShift + view.dayShift
        guard view.large else { return spec }
        // A new size is a new spec: whether the zone is named depends on it.
        let size = toggled(base.size)
        var sized = LineSpec(providers: base.providers, formatter: formatter, size: size, template: base.template,
                             icons: base.icons, urgentMinutes: base.urgentMinutes, place: base.place,
                             systemZoneName: Zone.systemZoneName(), dayShift: spec.dayShift)
        sized.providerTemplates = base.providerTemplates
        return sized
    }
}
