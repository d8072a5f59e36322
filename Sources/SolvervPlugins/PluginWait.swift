import CLinux
import Glibc

/// The parent's side of a `PluginCall`: what the child sends, and its end,
/// awaited for at most a time limit in one poll over the pipe, the child's
/// pidfd and a signalfd for the signals that end Solverv.
struct PluginWait {
    let child: pid_t
    let pipe: Int32
    /// The most text taken; the mark comes on top.
    let limit: Int
    /// Readable when the child has ended (-1 without pidfds: its pipe's end then says so).
    let exitFD: Int32
    /// Readable while SIGTERM, SIGINT or SIGHUP is pending (blocked, in watch mode).
    let signalFD: Int32
    /// The mark and the text, at most 1 + `limit` bytes.
    private(set) var received: [UInt8] = []
    /// Whether one of those signals ended the wait.
    private(set) var interrupted = false

    init(child: pid_t, pipe: Int32, limit: Int) {
        self.child = child
        self.pipe = pipe
        self.limit = limit
        exitFD = solverv_pidfd_open(child)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&set, signal) }
        signalFD = signalfd(-1, &set, solverv_sfd_flags())
    }

    func close() {
        for fd in [exitFD, signalFD] where fd >= 0 { Glibc.close(fd) }
    }

    /// The child's wait status once it has ended; nil when it was killed,
    /// for taking `seconds`, or because a signal came (`interrupted`).
    mutating func untilEnd(seconds: Int) -> Int32? {
        let deadline = Self.monotonic() + Double(seconds)
        // poll skips a negative descriptor.
        var fds = [pollfd(fd: pipe, events: solverv_pollin(), revents: 0),
                   pollfd(fd: exitFD, events: solverv_pollin(), revents: 0),
                   pollfd(fd: signalFD, events: solverv_pollin(), revents: 0)]
        var ended = false
        while !ended {
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
                ended = exitFD < 0
            }
            if fds[1].revents != 0 { ended = true }
        }
        // All the child wrote is in the pipe now; a grandchild that holds it
        // open (a plugin that forked) is not waited for.
        _ = fcntl(pipe, F_SETFL, fcntl(pipe, F_GETFL) | O_NONBLOCK)
        while read() {}
        return reap()
    }

    /// One read from the pipe; false at its end (or when empty, once non-blocking).
    mutating func read() -> Bool {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16_384) { chunk in
            let n = Glibc.read(pipe, chunk.baseAddress, chunk.count)
            if n < 0 { return errno == EINTR }
            guard n > 0 else { return false }
            let room = 1 + limit - received.count
            if room > 0 { received += chunk[..<min(n, room)] }
            return true
        }
    }

    private func kill() -> Int32? {
        Glibc.kill(child, SIGKILL)
        _ = reap()
        return nil
    }

    private func reap() -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return status
    }

    static func monotonic() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
