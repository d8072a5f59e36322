import CLinux
import Glibc

/// Solverv's side of a `PluginCall`: the call's message, awaited for at
/// most a time limit in one poll over the pipe, the keeper's pidfd and a
/// signalfd for the signals that end Solverv.
struct PluginWait {
    /// Solverv's only child in a call (`PluginCall.keep`); the call's process is its child.
    let keeper: pid_t
    let pipe: Int32
    /// The most text taken; the marks and the length come on top.
    let limit: Int
    /// Readable when the keeper has ended (-1 without pidfds: the pipe's end then says so).
    let exitFD: Int32
    /// Readable while SIGTERM, SIGINT or SIGHUP is pending (blocked, in watch mode).
    let signalFD: Int32
    /// What the call sent (`PluginChild`'s message), at most all of it.
    private(set) var received: [UInt8] = []
    /// Whether one of those signals ended the wait.
    private(set) var interrupted = false

    /// How the wait ended.
    enum End: Equatable {
        /// The whole message came; the keeper is only ending the call now.
        case answered
        /// The keeper ended before the message was whole (the call's
        /// process, and all it left, have ended): its wait status.
        case ended(Int32)
        /// The call was ended: it took too long, or a signal came (`interrupted`).
        case killed
    }

    /// Keepers of calls that answered, still ending them: reaped at a later
    /// call once they have ended (never killed: what they end would live
    /// on), or by init once Solverv has ended.
    nonisolated(unsafe) static var exiting: [pid_t] = []
    /// Whether SIGCHLD is blocked: watch mode with `--notify` reads it from
    /// its event loop's signalfd, to reap the notifiers. The keeper's
    /// SIGCHLD must not reach that loop, or it would wake to draw the line
    /// again, which forks again, without end: the keeper is reaped before
    /// the call returns, and its signal taken (`close`). (The signals of
    /// the call's processes go to the keeper.)
    let childSignalBlocked: Bool

    init(keeper: pid_t, pipe: Int32, limit: Int) {
        Self.exiting.removeAll { pid in
            var status: Int32 = 0
            return waitpid(pid, &status, solverv_wnohang()) != 0
        }
        self.keeper = keeper
        self.pipe = pipe
        self.limit = limit
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        childSignalBlocked = sigismember(&mask, SIGCHLD) == 1
        exitFD = solverv_pidfd_open(keeper)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        signalFD = signalfd(-1, &set, solverv_sfd_flags())
    }

    /// Closes the descriptors; takes the keeper's SIGCHLD where it is blocked.
    func close() {
        for fd in [exitFD, signalFD] where fd >= 0 { Glibc.close(fd) }
        if childSignalBlocked { Self.takeChildSignal() }
    }

    /// Takes a pending SIGCHLD, and raises it again if another child (a
    /// notifier) has ended too and waits to be reaped by its owner. One
    /// that ends after the look raises its own.
    static func takeChildSignal() {
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGCHLD)
        var now = timespec(tv_sec: 0, tv_nsec: 0)
        guard sigtimedwait(&only, nil, &now) == SIGCHLD else { return }
        var info = siginfo_t()
        if waitid(P_ALL, 0, &info, WEXITED | WNOHANG | WNOWAIT) == 0, info.si_signo == SIGCHLD {
            Glibc.kill(getpid(), SIGCHLD)
        }
    }

    /// The message's text ("T", its length, the text, "E"); nil for "N".
    var text: [UInt8]? {
        received.first == PluginChild.textMark ? Array(received.dropFirst(5).dropLast()) : nil
    }

    /// Whether the whole message has come.
    var answered: Bool {
        guard let mark = received.first else { return false }
        guard mark == PluginChild.textMark else { return true }
        guard received.count >= 5 else { return false }
        let length = received[1..<5].reversed().reduce(0) { $0 << 8 | Int($1) }
        return received.count >= 5 + length + 1
    }

    /// Waits for the call's whole message or the keeper's end, for at most
    /// `seconds`; asks the keeper to end the call through `progress`, the
    /// page they share. (A parameter, not a stored property: see `ChildProgress.kept`.)
    mutating func untilEnd(seconds: Int, progress: ChildProgress) -> End {
        let deadline = Self.monotonic() + Double(seconds)
        // poll skips a negative descriptor.
        var fds = [pollfd(fd: pipe, events: solverv_pollin(), revents: 0),
                   pollfd(fd: exitFD, events: solverv_pollin(), revents: 0),
                   pollfd(fd: signalFD, events: solverv_pollin(), revents: 0)]
        while !answered {
            let left = deadline - Self.monotonic()
            guard left > 0 else { return kill(progress) }
            if poll(&fds, 3, Int32((left * 1000).rounded(.up))) < 0 {
                if errno == EINTR { continue }
                return kill(progress)
            }
            if fds[2].revents != 0 {
                interrupted = true
                return kill(progress)
            }
            if fds[0].revents != 0, !read() {
                fds[0].fd = -1
                if exitFD < 0 { break }
            }
            if fds[1].revents != 0 {
                // It has ended, and so has every process of the call: all
                // the call wrote is in the pipe.
                _ = fcntl(pipe, F_SETFL, fcntl(pipe, F_GETFL) | O_NONBLOCK)
                while read() {}
                break
            }
        }
        guard answered else { return .ended(Self.reap(keeper)) }
        // Whatever the call started ends with it (SPEC §8): the keeper ends
        // it now, without waiting for the call's process to exit.
        endCall(progress)
        var status: Int32 = 0
        if childSignalBlocked {
            Self.reap(keeper)
        } else if waitpid(keeper, &status, solverv_wnohang()) != keeper {
            Self.exiting.append(keeper)
        }
        return .answered
    }

    /// One read from the pipe; false at its end (or when empty, once non-blocking).
    mutating func read() -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
            let n = Glibc.read(pipe, chunk.baseAddress, chunk.count)
            if n < 0 { return errno == EINTR }
            guard n > 0 else { return false }
            let room = 1 + 4 + limit + 1 - received.count
            if room > 0 { received += chunk[..<min(n, room)] }
            return true
        }
    }

    /// Ends the call and every process it started, and waits until the
    /// keeper has ended them all.
    private func kill(_ progress: ChildProgress) -> End {
        endCall(progress)
        Self.reap(keeper)
        return .killed
    }

    /// Asks the keeper to end the call: it kills the call's process group
    /// and every process that left it (`PluginCall.keep`), then ends.
    private func endCall(_ progress: ChildProgress) {
        progress.askEnd(keeper: keeper)
    }

    @discardableResult
    static func reap(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        return status
    }

    static func monotonic() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
