// Writing the line: the output never blocks (`OutputChannel`), and while a
// full pipe has no room the loop waits for it in a poll beside the signalfd,
// so that SIGTERM, SIGINT and SIGHUP still end a line whose bar stopped
// reading (issue 23).

import CLinux
import Glibc

/// How a `EventLoop.write` ended.
public enum WriteOutcome: Equatable, Sendable {
    /// Every byte is written.
    case written
    /// A terminating signal came while waiting for room: the caller ends
    /// (what was written of the text stays written; nothing is written twice).
    case ended
    /// There was no room, and the caller did not want to wait (a footer).
    case full
    /// The write failed with this errno (EPIPE: the reader went away).
    case failed(errno: Int32)
}

extension EventLoop {
    /// Writes all of `text` to the output, each byte once, in order: a
    /// partial write goes on where it stopped. When the output has no room,
    /// waits until it has, or until a terminating signal comes (`.ended`);
    /// other signals are kept for the next `wait`. With `waiting` false, a
    /// text that does not fit now is `.full`.
    public func write(_ text: String, waiting: Bool = true) -> WriteOutcome {
        guard let output else { return .failed(errno: EBADF) }
        var text = text
        return text.withUTF8 { bytes -> WriteOutcome in
            guard let base = bytes.baseAddress else { return .written }
            var offset = 0
            while offset < bytes.count {
                let n = output.write(base + offset, bytes.count - offset)
                if n > 0 {
                    offset += n
                } else if n == -Int(EINTR) {
                    continue
                } else if n != -Int(EAGAIN) {
                    return .failed(errno: n < 0 ? Int32(-n) : EIO)  // a write of 0 bytes would loop forever
                } else if !waiting {
                    return .full
                } else if waitForRoom(output.fd) {
                    return .ended
                }
            }
            return .written
        }
    }

    /// Sleeps until `fd` has room (or its reader is gone, which the next
    /// write says) or a signal comes; true when a terminating one came.
    private func waitForRoom(_ fd: Int32) -> Bool {
        var fds = [
            pollfd(fd: fd, events: solverv_pollout(), revents: 0),
            pollfd(fd: signalFD, events: solverv_pollin(), revents: 0),
        ]
        pollCalls += 1
        guard poll(&fds, nfds_t(fds.count), -1) > 0, fds[1].revents != 0 else { return false }
        var events: [WakeEvent] = []
        readSignals(into: &events)
        pending += events
        return events.contains { if case .signal(let n) = $0 { terminating.contains(n) } else { false } }
    }
}
