// What wakes watch mode, and why the loop could not start.

import Glibc
import SolvervLanguage

/// One reason `EventLoop.wait(until:)` returned. A wait returns one or more
/// of them, in this order: the timer (`deadline` or `clockChanged`),
/// `zoneChanged`, signals, stdin lines, `stdinClosed`, `outputClosed`, `readable`.
public enum WakeEvent: Equatable, Sendable {
    /// The absolute CLOCK_REALTIME deadline has been reached.
    case deadline
    /// The system clock was set discontinuously (settimeofday, an NTP step,
    /// a resume from suspend) while waiting: the deadline may now be far off
    /// or long past, so the caller should look at the time again.
    case clockChanged
    /// One delivered signal (signals of one kind that arrive while one is
    /// still pending are merged by the kernel, as for any handler).
    case signal(Int32)
    /// One line of stdin without its newline, decoded as UTF-8 with U+FFFD
    /// for invalid bytes. Lines over `StdinLines.maxLineBytes` are dropped.
    case stdinLine(String)
    /// stdin reached end of file, hung up or failed; reported once, after
    /// which stdin is no longer watched.
    case stdinClosed
    /// The system time zone file (or the directory entry naming it) changed.
    case zoneChanged
    /// The reader of the watched output went away (the bar exited); reported once.
    case outputClosed
    /// `EventLoop.watchedFD` has something to read (or hung up).
    case readable
}

/// A file descriptor or watch the loop needs could not be set up. `errno` is
/// the C errno of the failing call.
public enum EventLoopError: Error, Equatable, CustomStringConvertible {
    case blockSignals(errno: Int32)
    case signalFD(errno: Int32)
    case timerFD(errno: Int32)
    case inotify(errno: Int32)
    case watch(path: String, errno: Int32)
    case stdinFlags(errno: Int32)

    public var errno: Int32 {
        switch self {
        case .blockSignals(let e), .signalFD(let e), .timerFD(let e),
             .inotify(let e), .watch(_, let e), .stdinFlags(let e):
            return e
        }
    }

    /// What failed, in words, e.g. "cannot create the timerfd: Too many open files".
    public var description: String {
        let reason = String(cString: strerror(errno))
        // TRANSLATORS: each ends with the system's reason, such as "Too many open files".
        switch self {
        case .blockSignals: return fill(tr("cannot block the watched signals: %s"), reason)
        case .signalFD: return fill(tr("cannot create the signalfd: %s"), reason)
        case .timerFD: return fill(tr("cannot create the timerfd: %s"), reason)
        case .inotify: return fill(tr("cannot create the inotify instance: %s"), reason)
        case .watch(let path, _): return fill(tr("cannot watch %s: %s"), path, reason)
        case .stdinFlags: return fill(tr("cannot make stdin non-blocking: %s"), reason)
        }
    }
}
