import CLinux
import Glibc

/// The parent's side of a `PluginCall`: the child's message, awaited for
/// at most a time limit in one poll over the pipe, the child's pidfd and a
/// signalfd for the signals that end Solverv.
struct PluginWait {
    let child: pid_t
    let pipe: Int32
    /// The most text taken; the marks and the length come on top.
    let limit: Int
    /// Readable when the child has ended (-1 without pidfds: its pipe's end then says so).
    let exitFD: Int32
    /// Readable while SIGTERM, SIGINT or SIGHUP is pending (blocked, in watch mode).
    let signalFD: Int32
    /// What the child sent (`PluginChild`'s message), at most all of it.
    private(set) var received: [UInt8] = []
    /// Whether one of those signals ended the wait.
    private(set) var interrupted = false

    /// How the wait ended.
    enum End: Equatable {
        /// The whole message came; the child is only exiting now.
        case answered
        /// The child ended before its message was whole: its wait status.
        case ended(Int32)
        /// It was killed: it took too long, or a signal came (`interrupted`).
        case killed
    }

    /// Children that answered but had not yet ended: reaped at the next call
    /// (killed first, which costs an exiting process nothing, so that no
    /// wait can block), or by init once Solverv has ended.
    nonisolated(unsafe) static var exiting: [pid_t] = []
    /// Whether SIGCHLD is blocked: watch mode with `--notify` reads it from
    /// its event loop's signalfd, to reap the notifiers. The child's own
    /// SIGCHLD must not reach that loop, or it would wake to draw the line
    /// again, which forks again, without end: the child is reaped before
    /// the call returns, and its signal taken (`close`).
    let childSignalBlocked: Bool

    init(child: pid_t, pipe: Int32, limit: Int) {
        for pid in Self.exiting {
            Glibc.kill(pid, SIGKILL)
            Self.reap(pid)
        }
        Self.exiting = []
        self.child = child
        self.pipe = pipe
        self.limit = limit
        var mask = sigset_t()
        pthread_sigmask(SIG_BLOCK, nil, &mask)
        childSignalBlocked = sigismember(&mask, SIGCHLD) == 1
        exitFD = solverv_pidfd_open(child)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        signalFD = signalfd(-1, &set, solverv_sfd_flags())
    }

    /// Closes the descriptors; takes the child's SIGCHLD where it is blocked.
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

    /// Waits for the child's whole message or its end, for at most `seconds`.
    mutating func untilEnd(seconds: Int) -> End {
        let deadline = Self.monotonic() + Double(seconds)
        // poll skips a negative descriptor.
        var fds = [pollfd(fd: pipe, events: solverv_pollin(), revents: 0),
                   pollfd(fd: exitFD, events: solverv_pollin(), revents: 0),
                   pollfd(fd: signalFD, events: solverv_pollin(), revents: 0)]
        while !answered {
            let left = deadline - Self.monotonic()
            guard left > 0 else { return kill() }
            if poll(&fds, 3, Int32((left * 1000).rounded(.up))) < 0 {
                if errno == EINTR { continue }
                return kill()
            }
            if fds[2].revents != 0 {
                interrupted = true
                return kill()
            }
            if fds[0].revents != 0, !read() {
                fds[0].fd = -1
                if exitFD < 0 { break }
            }
            if fds[1].revents != 0 {
                // It has ended: all it wrote is in the pipe; a grandchild
                // that holds the pipe open (a plugin that forked) is not waited for.
                _ = fcntl(pipe, F_SETFL, fcntl(pipe, F_GETFL) | O_NONBLOCK)
                while read() {}
                break
            }
        }
        // Whatever the call started ends with it (SPEC §8), before the
        // child is reaped: until then its group's number is not reused.
        endGroup()
        guard answered else { return .ended(Self.reap(child)) }
        var status: Int32 = 0
        if childSignalBlocked {
            Glibc.kill(child, SIGKILL)  // it has answered: nothing is lost, and the wait cannot block
            Self.reap(child)
        } else if waitpid(child, &status, solverv_wnohang()) != child {
            Self.exiting.append(child)
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

    private func kill() -> End {
        endGroup()
        Glibc.kill(child, SIGKILL)
        Self.reap(child)
        return .killed
    }

    /// Kills the call's process group (`PluginChild.run`): the child, if
    /// it has not ended, and every process the plugin started that stayed
    /// in it. (One that left it, by setsid or setpgid, is not found.)
    private func endGroup() {
        Glibc.kill(-child, SIGKILL)
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
