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
                fullStdout: Bool = false) throws {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&inPipe) == 0, pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw LiveProcessError("pipe failed") }
        if fullStdout {
            // F_SETPIPE_SZ (1031), the smallest size: one page.
            guard fcntl(outPipe[1], 1031, 4096) == 4096 else { throw LiveProcessError("F_SETPIPE_SZ failed") }
            let flags = fcntl(outPipe[1], F_GETFL)
            _ = fcntl(outPipe[1], F_SETFL, flags | O_NONBLOCK)
            let filler = [UInt8](repeating: UInt8(ascii: "."), count: 4096)
            while write(outPipe[1], filler, filler.count) > 0 {}
            _ = fcntl(outPipe[1], F_SETFL, flags)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked or ignored in the child: XCTest's threads may block some.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none); sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let path = executable ?? SolvervBinary.path
        let env = SolvervBinary.baseEnvironment(environment)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else { throw LiveProcessError("cannot run \(path): \(String(cString: strerror(spawned)))") }
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
