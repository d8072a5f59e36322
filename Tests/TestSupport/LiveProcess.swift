import Foundation

/// A long-lived `solverv` (watch mode), driven as a bar drives it: lines
/// read from its stdout as they come, click events written to its stdin,
/// signals sent, and its end awaited. Every read has a deadline, so a test
/// never hangs on a process that stopped talking.
public final class LiveProcess {
    public let pid: pid_t
    private var stdinWrite: Int32
    private let stdoutRead: Int32
    private let stderrRead: Int32
    private var buffer: [UInt8] = []
    private var exitStatus: Int32?

    /// Starts the binary (or `executable`) with `arguments`, in `environment`
    /// (no location or zone unless given, as `SolvervBinary.run`).
    /// `fullStdout`: stdout is a pipe of one page, full before the process
    /// starts, as from a bar that stopped reading; `line()` then reads that
    /// page's filler first.
    public init(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
                fullStdout: Bool = false, ownProcessGroup: Bool = false) throws {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe2(&inPipe, O_CLOEXEC) == 0, pipe2(&outPipe, O_CLOEXEC) == 0, pipe2(&errPipe, O_CLOEXEC) == 0 else { throw LiveProcessError("pipe failed") }
        if fullStdout {
            // F_SETPIPE_SZ (1031), the smallest size: one page.
            guard fcntl(outPipe[1], 1031, 4096) == 4096 else { throw LiveProcessError("F_SETPIPE_SZ failed") }
            let flags = fcntl(outPipe[1], F_GETFL)
            _ = fcntl(outPipe[1], F_SETFL, flags | O_NONBLOCK)
            let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
            while write(outPipe[1], filler, filler.count) > 0 {}
            _ = fcntl(outPipe[1], F_SETFL, flags)
        }
        let path = executable ?? SolvervBinary.path
        let started = Result {
            try Spawn.start(path, arguments, environment: SolvervBinary.baseEnvironment(environment),
                            streams: (inPipe[0], outPipe[1], errPipe[1]), ownProcessGroup: ownProcessGroup)
        }
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        let child = try started.get()
        pid = child
        stdinWrite = inPipe[1]
        stdoutRead = outPipe[0]
        stderrRead = errPipe[0]
    }

    deinit {
        if exitStatus == nil { kill(pid, SIGKILL); var s: Int32 = 0; waitpid(pid, &s, 0) }
        close(stdoutRead); close(stderrRead)
        if stdinWrite >= 0 { close(stdinWrite) }
    }

    /// The next line on stdout (without its newline), or nil if none came
    /// within `timeout` seconds or stdout ended.
    public func line(timeout: Double = 5) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let i = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<i], as: UTF8.self)
                buffer.removeSubrange(...i)
                return line
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return nil }
            var fds = pollfd(fd: stdoutRead, events: Int16(POLLIN), revents: 0)
            guard poll(&fds, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = read(stdoutRead, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer += chunk[..<n]
        }
    }

    /// Writes `text` to the process's stdin (a click event line, junk).
    @discardableResult
    public func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        return write(stdinWrite, &bytes, bytes.count) == bytes.count
    }

    public func signal(_ number: Int32) { kill(pid, number) }

    /// Closes the process's stdin: the bar stopped sending clicks.
    public func closeStdin() {
        if stdinWrite >= 0 { close(stdinWrite) }
        stdinWrite = -1
    }

    /// Closes the reading end of stdout: the bar went away.
    public func closeStdout() { close(stdoutRead) }

    /// Waits up to `timeout` seconds for the process to end; its exit status
    /// (128 + signal if killed), or nil if it is still running.
    public func exit(timeout: Double = 5) -> Int32? {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
                exitStatus = code
                return code
            }
            usleep(10_000)
        }
        return nil
    }

    /// What the process wrote on stderr, once it has ended.
    public func stderr() -> String {
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var fds = pollfd(fd: stderrRead, events: Int16(POLLIN), revents: 0)
        while poll(&fds, 1, 0) > 0 {
            let n = read(stderrRead, &chunk, chunk.count)
            if n <= 0 { break }
            data += chunk[..<n]
        }
        return String(decoding: data, as: UTF8.self)
    }
}

public struct LiveProcessError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
