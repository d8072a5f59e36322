// The watch-mode event loop of SPEC §6: one poll(2) over a timerfd, a
// signalfd, stdin and inotify (and GeoClue's D-Bus connection, when watched). No threads, no polling, no timeout other than
// the timer's absolute deadline: between two events the process sleeps in
// the kernel and costs nothing.

import CLinux
import Glibc

/// Waits for the next reason to look at the line again.
///
/// Create it early, on the main thread, before any other thread exists: the
/// watched signals are blocked in the creating thread (and inherited by
/// threads it starts later), and a process-directed signal reaches the
/// signalfd only if every thread blocks it; a thread that does not would take
/// the signal's default action. The signals stay blocked after the loop is
/// gone, so that one arriving during shutdown cannot kill the process.
public final class EventLoop {
    // Internal, not private: the reads are in EventLoop+Reads.swift.
    let timerFD: Int32
    let signalFD: Int32
    let zones: ZoneWatch
    let stdinFD: Int32
    /// stdin's file status flags before the loop set O_NONBLOCK; put back at the end.
    let stdinOriginalFlags: Int32?
    var stdinOpen: Bool
    /// The output whose reader is watched (a pipe to the bar), or -1.
    var outputFD: Int32
    /// The output written to (`write`), when one was given.
    let output: OutputChannel?
    /// The signals that end the line: one that comes while `write` waits
    /// for room ends the write; the others wait for the next `wait`.
    let terminating: [Int32]
    /// Events read while `write` waited, for the next `wait` to return.
    var pending: [WakeEvent] = []
    var lines = StdinLines()
    /// CLOCK_REALTIME − CLOCK_MONOTONIC when the last wait returned; see `clockMovedBetweenWaits`.
    var lastClockOffset: Double? = nil
    /// How many times poll(2) was called, for the tests that prove no spinning.
    var pollCalls = 0
    /// One more descriptor to wake for when it is ready (`.readable`):
    /// GeoClue's D-Bus connection in `--location auto`; -1, none. Its owner
    /// reads it at each `.readable`, and sets -1 once it is closed (a hung-up
    /// descriptor stays readable, and would wake the loop for ever).
    public var watchedFD: Int32 = -1
    /// What to wait for on `watchedFD` (poll's events: POLLIN, POLLOUT);
    /// a hang-up or an error wakes the loop whatever they are.
    public var watchedEvents: Int16 = solverv_pollin()

    /// - Parameters:
    ///   - signals: signals to block and report as `.signal(n)`.
    ///   - watchStdin: read lines from `stdinFD` (i3bar click events).
    ///   - zonePaths: the system zone files to watch (injectable for tests).
    ///   - stdinFD: the descriptor read as stdin (a pipe in tests).
    ///   - outputFD: the descriptor written to (stdout) through `write`,
    ///     and watched for its reader going away: a bar that exits closes
    ///     its end of the pipe, and a line that changes once a day would
    ///     otherwise learn of it only at its next write, a day on. -1
    ///     watches nothing.
    ///   - terminating: those of `signals` that end the line (`write`).
    public init(signals: [Int32], watchStdin: Bool,
                zonePaths: [String] = ["/etc/localtime"], stdinFD: Int32 = 0, outputFD: Int32 = -1,
                terminating: [Int32] = []) throws {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals where sigaddset(&set, signal) != 0 {
            throw EventLoopError.blockSignals(errno: errno)
        }
        let blocked = pthread_sigmask(SIG_BLOCK, &set, nil)
        if blocked != 0 { throw EventLoopError.blockSignals(errno: blocked) }

        signalFD = signalfd(-1, &set, solverv_sfd_flags())
        if signalFD < 0 { throw EventLoopError.signalFD(errno: errno) }
        timerFD = timerfd_create(CLOCK_REALTIME, solverv_tfd_create_flags())
        if timerFD < 0 {
            let failure = errno
            close(signalFD)
            throw EventLoopError.timerFD(errno: failure)
        }
        do {
            zones = try ZoneWatch(paths: zonePaths)
        } catch {
            close(timerFD)
            close(signalFD)
            throw error
        }

        self.stdinFD = stdinFD
        output = outputFD >= 0 ? OutputChannel(outputFD) : nil
        self.outputFD = output?.fd ?? -1
        self.terminating = terminating
        stdinOpen = watchStdin
        var originalFlags: Int32? = nil
        if watchStdin {
            // Non-blocking, so that a read after poll never sleeps. The flag
            // belongs to the open file (shared with a shell when stdin is a
            // terminal), so the old flags are put back in deinit.
            let flags = fcntl(stdinFD, F_GETFL)
            if flags < 0 || fcntl(stdinFD, F_SETFL, flags | O_NONBLOCK) < 0 {
                let failure = errno
                close(timerFD)
                close(signalFD)
                throw EventLoopError.stdinFlags(errno: failure)
            }
            originalFlags = flags
        }
        stdinOriginalFlags = originalFlags
    }

    deinit {
        if let flags = stdinOriginalFlags { _ = fcntl(stdinFD, F_SETFL, flags) }
        close(timerFD)
        close(signalFD)
        // `zones` closes the inotify descriptor itself.
    }

    /// Sleeps until the absolute CLOCK_REALTIME instant `deadline` (unix
    /// seconds, to the nanosecond; never early) or until something else
    /// happens, and returns what happened: at least one event. A deadline in
    /// the past returns `.deadline` at once; `.infinity` waits for the other
    /// events only.
    public func wait(until deadline: Double) -> [WakeEvent] {
        defer { lastClockOffset = Self.realtimeOffset() }
        if clockMovedBetweenWaits() { return [.clockChanged] }
        if !pending.isEmpty {
            defer { pending = [] }
            return pending
        }
        let timerArmed = arm(deadline)
        while true {
            var fds = [
                pollfd(fd: timerFD, events: solverv_pollin(), revents: 0),
                pollfd(fd: signalFD, events: solverv_pollin(), revents: 0),
                pollfd(fd: zones.fd, events: solverv_pollin(), revents: 0),
                // A negative descriptor is skipped by poll: a closed stdin is never polled.
                pollfd(fd: stdinOpen ? stdinFD : -1, events: solverv_pollin(), revents: 0),
                // No events asked: poll reports POLLERR on a pipe whose reader
                // is gone (and POLLHUP on a socket), nothing for a file or tty.
                pollfd(fd: outputFD, events: 0, revents: 0),
                pollfd(fd: watchedFD, events: watchedEvents, revents: 0),
            ]
            pollCalls += 1
            let ready = poll(&fds, nfds_t(fds.count), timerArmed ? -1 : Self.fallbackTimeout(deadline))
            if ready < 0 { continue }  // EINTR from a signal that is not watched
            var events: [WakeEvent] = []
            if ready == 0 && Self.now() >= deadline { events.append(.deadline) }  // only without the timer
            if fds[0].revents != 0, let timer = readTimer() { events.append(timer) }
            if fds[2].revents != 0, zones.readChanges() { events.append(.zoneChanged) }
            if fds[1].revents != 0 { readSignals(into: &events) }
            if fds[3].revents != 0 { readStdin(fds[3].revents, into: &events) }
            if fds[4].revents != 0 {
                events.append(.outputClosed)
                outputFD = -1  // told once; the caller ends
            }
            if fds[5].revents != 0 { events.append(.readable) }
            if !events.isEmpty { return events }
            // Nothing of interest (a timer read that lost a race, inotify
            // noise about other files): sleep again.
        }
    }
}
