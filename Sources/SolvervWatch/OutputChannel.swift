// Standard output as watch mode writes it: never blocked in write(2), so
// that a bar that stopped reading (a full pipe) cannot make the line deaf to
// SIGTERM (issue 23). The loop waits for room in its poll, beside the
// signalfd (`EventLoop.write`).

import CLinux
import Glibc

/// A descriptor on the output that does not block.
///
/// O_NONBLOCK belongs to the open file description, which a pipe or a
/// terminal shares with every process that inherited it: a shell, or a
/// script that started Solverv beside other writers, would see its own
/// writes fail with EAGAIN. So a pipe, a FIFO or a terminal is opened
/// again through `/proc/self/fd`, which gives a description of our own on
/// the same pipe or terminal, and only that one is made non-blocking.
/// Without /proc (or without the right to open it) the shared one is made
/// non-blocking and its flags put back at the end, as the loop does for
/// stdin. A socket (journald's stdout under systemd) takes MSG_DONTWAIT
/// per call and keeps its flags. A regular file is never full and is
/// written as it is: opening it again would give another file offset.
final class OutputChannel {
    /// The descriptor written to.
    let fd: Int32
    /// A description of our own, closed at the end.
    private let owned: Bool
    /// The shared description's flags before O_NONBLOCK; put back at the end.
    private let sharedFlags: Int32?
    private let socket: Bool

    init(_ output: Int32) {
        var info = stat()
        let kind = fstat(output, &info) == 0 ? info.st_mode & S_IFMT : 0
        var fd = output, owned = false, sharedFlags: Int32? = nil
        if kind == S_IFIFO || (kind == S_IFCHR && isatty(output) == 1) {
            let own = open("/proc/self/fd/\(output)", O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            if own >= 0 {
                fd = own
                owned = true
            } else if kind == S_IFIFO {
                let flags = fcntl(output, F_GETFL)
                if flags >= 0, fcntl(output, F_SETFL, flags | O_NONBLOCK) == 0 { sharedFlags = flags }
            }
        }
        self.fd = fd
        self.owned = owned
        self.sharedFlags = sharedFlags
        socket = kind == S_IFSOCK
    }

    deinit {
        if owned { close(fd) }
        if let flags = sharedFlags { _ = fcntl(fd, F_SETFL, flags) }
    }

    /// One write of up to `count` bytes: how many were written, or −errno
    /// (−EAGAIN: no room now).
    func write(_ base: UnsafeRawPointer, _ count: Int) -> Int {
        let n = socket ? send(fd, base, count, solverv_msg_dontwait_nosignal()) : Glibc.write(fd, base, count)
        return n >= 0 ? n : -Int(errno)
    }
}
