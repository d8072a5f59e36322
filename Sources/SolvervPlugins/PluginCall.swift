import CLinux
import Glibc
import SolvervLanguage

/// One call into a plugin's code (its render or render_error), made in a
/// child process with a time limit, so that no plugin can take a line down:
/// a render that segfaults, aborts, calls exit() or never returns ends or
/// stalls only the child, and the line shows the error block that says so.
///
/// Why a child forked for each call: fork copies the process with the
/// plugin already loaded, so the child calls it at once, loads nothing, and
/// frees the result with the plugin's `free` itself; the parent only ever
/// gets bytes through a pipe and never touches the plugin's memory. A
/// thread could be neither killed nor survive a crash; a helper process
/// kept for the whole run would need a protocol and restarts of its own,
/// for a call that is made once per change of the line. The fork is the
/// cost: 0.3 ms of a one-shot plugin line, and about 0.2 ms more for the
/// keeper's (docs/speed.md).
///
/// Nothing a plugin starts outlives its call (SPEC §8): Solverv forks a
/// keeper (`keep`, PluginKeeper.swift), a child subreaper, which forks the
/// call's process. That process leads a process group of its own, which
/// whatever the plugin starts shares; a process that leaves the group (a
/// daemon) comes to the keeper once its parent ends. However the call
/// ends, the keeper kills the group and every process that came to it,
/// then ends: Solverv asks it to (`ChildProgress.askEnd`) when the call
/// answers, at `timeLimit`, on SIGTERM, SIGINT or SIGHUP, and when Solverv
/// itself ends (PR_SET_PDEATHSIG). While the call runs, Solverv sleeps in
/// one poll over the pipe, a pidfd (the keeper's end, which comes once the
/// call's process and all it left have ended) and a signalfd for SIGTERM,
/// SIGINT and SIGHUP. Watch mode blocks those signals and reads them from
/// its event loop's own signalfd; polling a second one does not consume
/// them, so a pending one ends the wait at once (`.interrupted`) and the
/// loop still sees it after. A one-shot line blocks them for the call, and
/// one that came ends Solverv as usual once the call's processes are gone.
/// The call is handed the environment Solverv started with
/// (start_environment.c).
enum PluginCall {
    /// Seconds a call may take. A render is a few string operations: two
    /// seconds is a plugin gone wrong, not a slow one.
    static let timeLimit = 2

    enum Outcome: Equatable {
        /// The returned text: `limit` bytes of it means it was longer.
        case text([UInt8])
        /// The function returned NULL.
        case null
        /// Why it gave nothing: "render crashed (SIGSEGV)".
        case failed(String)
        /// SIGTERM, SIGINT or SIGHUP came while it ran: Solverv is ending.
        case interrupted
    }

    /// Calls `call` (named `function` in messages) in a child, which frees
    /// its result with `release`; at most `limit` bytes of it come back.
    static func run(_ function: String, limit: Int, release: LoadedFormatter.Free, environment: UnsafeMutableRawPointer?,
                    _ call: () -> UnsafeMutablePointer<CChar>?) -> Outcome {
        // The signals that end Solverv wait until the call's processes are
        // ended (`PluginWait` reads them from a signalfd), also in a
        // one-shot line: SIGTERM or ^C then ends no render halfway, with a
        // process it started left behind. Restored last: one pending then
        // ends Solverv as it would have. One that Solverv ignores (SIGHUP
        // under nohup) stays unblocked: blocked, it would wait, pending,
        // and cut the render short for nothing.
        var ending = sigset_t(), before = sigset_t()
        sigemptyset(&ending)
        for signal in [SIGTERM, SIGINT, SIGHUP] where !isIgnored(signal) { sigaddset(&ending, signal) }
        pthread_sigmask(SIG_BLOCK, &ending, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        // TRANSLATORS: a plugin's function such as render, then the system's reason.
        guard let progress = ChildProgress() else { return .failed(fill(tr("%s could not be called: mmap: %s"), function, systemError())) }
        defer { progress.unmap() }
        var ends: [Int32] = [-1, -1]
        // TRANSLATORS: a plugin's function such as render, then the system's reason.
        guard pipe(&ends) == 0 else { return .failed(fill(tr("%s could not be called: pipe: %s"), function, systemError())) }
        // Not into a program the plugin might start.
        for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // A SIGCHLD ignored by whoever started Solverv would reap the
        // keeper before its end could be read, and the keeper the call's
        // process. (Solverv never handles it otherwise.)
        signal(SIGCHLD, SIG_DFL)
        let parent = getpid()
        let keeper = fork()
        if keeper == 0 {
            close(ends[0])
            keep(parent: parent, pipe: ends[1], limit: limit, release: release, environment: environment,
                 progress: progress, call)
        }
        close(ends[1])
        defer { close(ends[0]) }
        guard keeper > 0 else { return .failed(fill(tr("%s could not be called: fork: %s"), function, systemError())) }
        // Out of Solverv's process group (the keeper sets it too: whichever
        // runs first): a ^C at the terminal is Solverv's to pass on.
        _ = setpgid(keeper, keeper)
        var wait = PluginWait(keeper: keeper, pipe: ends[0], limit: limit)
        defer { wait.close() }
        switch wait.untilEnd(seconds: timeLimit, progress: progress) {
        case .answered: return wait.text.map { .text($0) } ?? .null
        // TRANSLATORS: a plugin's function such as render, then a number of seconds.
        case .killed: return wait.interrupted ? .interrupted : .failed(fill(tr("%s did not answer in %d s"), function, String(timeLimit)))
        case .ended(let keeperStatus):
            if let code = progress.forkFailure {
                errno = code
                return .failed(fill(tr("%s could not be called: fork: %s"), function, systemError()))
            }
            // Without the call's status, the keeper was killed (by the
            // plugin, or another): its own end is the call's.
            let status = progress.callStatus ?? keeperStatus
            if progress.stage == .pipeClosed {
                // TRANSLATORS: %s is a plugin's function such as render; "pipe" is the one its text comes back through.
                return .failed(fill(tr("%s returned, but had closed the pipe its text comes back through (a plugin may close only descriptors it opened)"), function))
            }
            return failure(function, status: status, returned: progress.stage == .returned)
        }
    }

    /// Why a child that ended without its whole message gave none: it
    /// crashed or exited in the function, or, once the function had
    /// returned (`returned`), in the plugin's `free`.
    static func failure(_ function: String, status: Int32, returned: Bool) -> Outcome {
        if solverv_wait_signaled(status) != 0 {
            let signal = signalName(solverv_wait_term_signal(status))
            // TRANSLATORS: "free" and %2$s (such as render) are a plugin's functions; %1$s is a signal such as SIGSEGV.
            return .failed(returned ? fill(tr("free crashed (%1$s) after %2$s"), signal, function)
                                    : fill(tr("%s crashed (%s)"), function, signal))
        }
        let code = solverv_wait_exit_status(status)
        // TRANSLATORS: "free" and %2$s (such as render) are a plugin's functions; %1$d is an exit status.
        return .failed(returned ? fill(tr("free called exit(%1$d) after %2$s"), String(code), function)
                                : fill(tr("%s called exit(%d) instead of returning"), function, String(code)))
    }

    /// "SIGSEGV" for 11: the names a crash gives; others by number.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE",
                                      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGSYS: "SIGSYS", SIGKILL: "SIGKILL",
                                      SIGTERM: "SIGTERM", SIGPIPE: "SIGPIPE", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ"]
        return names[signal] ?? fill(tr("signal %d"), String(signal))
    }

    /// Whether `signal`'s disposition is SIG_IGN.
    static func isIgnored(_ signal: Int32) -> Bool {
        var action = sigaction()
        guard sigaction(signal, nil, &action) == 0, let handler = action.__sigaction_handler.sa_handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == 1  // SIG_IGN, ((__sighandler_t) 1)
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}
