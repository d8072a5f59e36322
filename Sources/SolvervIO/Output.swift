import Glibc

/// Standard output, checked: every write is looked at, so a full disk or a
/// closed stdout is a message and status 1, never a silent status 0
/// (SPEC §5). Bulk commands stream through `buffer`, flushed every 64 KB, so
/// a century of rows never sits in memory at once.
package struct Output {
    /// Bytes waiting to be written. Empty (and unallocated) on the one-shot
    /// line, which writes its one string directly.
    package var buffer: [UInt8] = []
    /// Where the output goes: standard output, but for tests.
    package let fd: Int32
    /// Set when fd 1 was closed when Solverv started: `StandardStreams`
    /// put `/dev/null` there to protect later opens, and nothing written
    /// would reach anyone, so every write fails as the closed fd would have.
    package let closedAtStart: Bool

    package static let flushSize = 65_536
    /// The exit status once all is written: 0, or an answer told by the
    /// status itself (`poll`: 2 by day, 3 by night, as sunwait's).
    package var status: Int32 = 0

    package init(fd: Int32 = STDOUT_FILENO, closedAtStart: Bool = false) {
        self.fd = fd
        self.closedAtStart = closedAtStart
    }

    /// Writes `text` now (after anything buffered).
    package mutating func write(_ text: String) throws(Failure) {
        if !buffer.isEmpty { try flush() }
        var text = text
        let code = text.withUTF8 { bytes in
            bytes.baseAddress.map { Output.writeAll(fd, $0, bytes.count) } ?? 0
        }
        try check(code)
    }

    /// Writes the buffer once it holds `flushSize` bytes: call after each row.
    @inline(__always)
    package mutating func flushIfFull() throws(Failure) {
        if buffer.count >= Output.flushSize { try flush() }
    }

    /// Writes out everything buffered.
    package mutating func flush() throws(Failure) {
        guard !buffer.isEmpty else { return }
        let code = buffer.withUnsafeBufferPointer { bytes in
            bytes.baseAddress.map { Output.writeAll(fd, $0, bytes.count) } ?? 0
        }
        buffer.removeAll(keepingCapacity: true)
        try check(code)
    }

    private func check(_ code: Int32) throws(Failure) {
        if closedAtStart { throw Failure.output(EBADF) }
        if code != 0 { throw Failure.output(code) }
    }

    /// Writes all `count` bytes to `fd`; 0, or the errno of the write that failed.
    static func writeAll(_ fd: Int32, _ base: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
        var offset = 0
        while offset < count {
            let n = Glibc.write(fd, base + offset, count - offset)
            if n > 0 {
                offset += n
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return n < 0 ? errno : EIO  // a write of 0 bytes would loop forever
            }
        }
        return 0
    }

    /// Writes `text` to stderr. Its own failure has nowhere to be told.
    package static func message(_ text: String) {
        var text = text
        _ = text.withUTF8 { bytes in bytes.baseAddress.map { writeAll(STDERR_FILENO, $0, bytes.count) } }
    }
}

/// File descriptors 0–2 as Solverv expects them. Run from a shell with
/// `>&-`, fd 1 is closed, and the next file opened (a zone file) would get
/// it, so that output would land in it or in nothing at all. Each closed one
/// gets `/dev/null`.
package enum StandardStreams {
    /// Opens `/dev/null` on each closed descriptor of 0–2; whether fd 1 was one.
    package static func ensureOpen() -> Bool {
        var stdoutClosed = false
        for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            if fd == STDOUT_FILENO { stdoutClosed = true }
            // open() takes the lowest free descriptor: this one, since the
            // lower ones are open by now; dup2 covers anything else.
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd {
                dup2(null, fd)
                close(null)
            }
        }
        return stdoutClosed
    }
}
