// The timer, signal and stdin halves of EventLoop: arming the deadline and
// turning each readable descriptor into WakeEvents.

import CLinux
import Glibc

extension EventLoop {
    /// Arms the timerfd at `deadline`; false if it could not be (then `wait`
    /// falls back to a poll timeout, a path that should never run).
    func arm(_ deadline: Double) -> Bool {
        var spec = itimerspec()  // it_interval zero: one shot
        if deadline == .infinity {
            // it_value zero disarms: wait for the other events only.
            return timerfd_settime(timerFD, 0, &spec, nil) == 0
        }
        spec.it_value = Self.timespec(atOrAfter: deadline)
        return timerfd_settime(timerFD, solverv_tfd_settime_flags(), &spec, nil) == 0
    }

    /// The first whole nanosecond at or after `deadline`, so that the timer
    /// never fires before it. Past, NaN and negative deadlines become 1 ns
    /// after the epoch (an it_value of zero would disarm the timer), and far
    /// future ones are capped at about 35 000 years.
    static func timespec(atOrAfter deadline: Double) -> Glibc.timespec {
        let latest = Double(Int64(1) << 40)
        guard deadline > 0 else { return Glibc.timespec(tv_sec: 0, tv_nsec: 1) }
        let capped = min(deadline, latest)
        var seconds = capped.rounded(.down)
        // capped − seconds is exact; only the scaling to nanoseconds rounds.
        var nanoseconds = ((capped - seconds) * 1e9).rounded(.up)
        if nanoseconds >= 1e9 {
            seconds += 1
            nanoseconds -= 1e9
        }
        if seconds == 0 && nanoseconds == 0 { nanoseconds = 1 }
        return Glibc.timespec(tv_sec: Int(seconds), tv_nsec: Int(nanoseconds))
    }

    /// TFD_TIMER_CANCEL_ON_SET reports a clock change only while the timer
    /// is armed, and arming it anew forgets one that came before. A change
    /// between two waits (while the caller rendered, or was stopped by the
    /// bar) would be lost, and the line rendered at the old time would stand
    /// until its deadline. So each wait compares CLOCK_REALTIME −
    /// CLOCK_MONOTONIC with its value when the last wait returned: a step of
    /// the clock or a suspend moves it at once; NTP's slewing moves it by at
    /// most 0.5 ms a second, so a false alarm needs the caller to be away for
    /// 20 s, and costs one extra render.
    func clockMovedBetweenWaits() -> Bool {
        guard let last = lastClockOffset else { return false }
        return abs(Self.realtimeOffset() - last) > 0.01
    }

    static func realtimeOffset() -> Double {
        var real = Glibc.timespec()
        var monotonic = Glibc.timespec()
        clock_gettime(CLOCK_MONOTONIC, &monotonic)
        clock_gettime(CLOCK_REALTIME, &real)
        return Double(real.tv_sec - monotonic.tv_sec) + Double(real.tv_nsec - monotonic.tv_nsec) * 1e-9
    }

    static func now() -> Double {
        var ts = Glibc.timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    /// The poll timeout used only if the timerfd could not be armed.
    static func fallbackTimeout(_ deadline: Double) -> Int32 {
        let milliseconds = ((deadline - now()) * 1000).rounded(.up)
        guard milliseconds > 0 else { return 0 }
        return milliseconds >= Double(Int32.max) ? Int32.max : Int32(milliseconds)
    }

    /// `.deadline` after an expiry; `.clockChanged` when the read fails with
    /// ECANCELED, which TFD_TIMER_CANCEL_ON_SET gives when CLOCK_REALTIME was
    /// set discontinuously (timerfd_create(2)); nil when there was nothing to
    /// read after all. The cancel path cannot be tested without setting the
    /// system clock; the tests do not do that.
    func readTimer() -> WakeEvent? {
        var expirations: UInt64 = 0
        while true {
            let count = read(timerFD, &expirations, MemoryLayout<UInt64>.size)
            if count == MemoryLayout<UInt64>.size { return .deadline }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == ECANCELED { return .clockChanged }
            return nil  // EAGAIN
        }
    }

    /// One `.signal(n)` per signalfd_siginfo record queued.
    func readSignals(into events: inout [WakeEvent]) {
        var infos = [signalfd_siginfo](repeating: signalfd_siginfo(), count: 8)
        let size = MemoryLayout<signalfd_siginfo>.stride
        while true {
            let count = infos.withUnsafeMutableBytes { read(signalFD, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < size { return }  // EAGAIN: drained
            for info in infos.prefix(count / size) {
                events.append(.signal(Int32(bitPattern: info.ssi_signo)))
            }
        }
    }

    /// Reads what stdin has now (one read of up to 64 KB, so that a flood
    /// cannot make one wake return unbounded work; the rest is read at the
    /// next wait, which returns at once). End of file, a hang-up with nothing
    /// left to read, or an error closes it: `.stdinClosed` once, and stdin is
    /// not polled again.
    func readStdin(_ revents: Int16, into events: inout [WakeEvent]) {
        if revents & solverv_pollnval() != 0 {
            closeStdin(into: &events)
            return
        }
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var count = read(stdinFD, buffer, capacity)
        while count < 0 && errno == EINTR { count = read(stdinFD, buffer, capacity) }
        if count > 0 {
            for line in lines.append(UnsafeRawBufferPointer(start: buffer, count: count)) {
                events.append(.stdinLine(line))
            }
            return
        }
        let nothingYet = count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        // A hang-up or error with nothing to read would make poll return at
        // once forever: that, too, closes stdin.
        let hungUp = revents & (solverv_pollhup() | solverv_pollerr()) != 0
        if !nothingYet || hungUp {
            closeStdin(into: &events)
        }
    }

    private func closeStdin(into events: inout [WakeEvent]) {
        if let last = lines.finish() { events.append(.stdinLine(last)) }
        stdinOpen = false
        events.append(.stdinClosed)
    }
}
