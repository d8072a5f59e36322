import Foundation

/// Starting a child as a bar starts it: `posix_spawn` with its standard
/// streams on the pipes given, no signal blocked or ignored, and no other
/// descriptor of the test process (its other children's pipes) inherited.
///
/// Why not Foundation's `Process`: on Linux each run cost about 45 ms of
/// waiting (its monitoring thread and run loop), against about 2 ms for the
/// spawn itself, and the suite runs the binary some ten thousand times
/// (issue 40).
enum Spawn {
    /// Starts `path` with `arguments` (argv[1…]) in exactly `environment`,
    /// with fds 0, 1 and 2 of the child dup'ed from `streams`.
    /// `ownProcessGroup` puts the child in a group of its own, whose parent
    /// (this process) is outside it: the kernel discards Ctrl-Z's SIGTSTP
    /// in an orphaned group, which the test's own group is when `make test`
    /// was started in the background and its shell has gone.
    static func start(_ path: String, _ arguments: [String], environment: [String: String],
                      streams: (Int32, Int32, Int32), ownProcessGroup: Bool = false) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, streams.0, 0)
        posix_spawn_file_actions_adddup2(&actions, streams.1, 1)
        posix_spawn_file_actions_adddup2(&actions, streams.2, 2)
        // Nothing else crosses: a long-lived child that held another run's
        // pipe would keep that run from seeing its end.
        _ = posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // No signal blocked or ignored in the child: XCTest's threads may block some.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none); sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        let group = ownProcessGroup ? POSIX_SPAWN_SETPGROUP : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw LiveProcessError("cannot run \(path): \(String(cString: strerror(spawned)))") }
        return child
    }

    /// A pipe whose two ends close on exec (the child gets its own copies
    /// through dup2, which clears the flag).
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw LiveProcessError("pipe failed") }
        return (ends[0], ends[1])
    }

    /// Everything written to `out` and `err` until both end, read together
    /// so that neither pipe fills while the other is read.
    static func drain(_ out: Int32, _ err: Int32) -> ([UInt8], [UInt8]) {
        var collected: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: out, events: Int16(POLLIN), revents: 0), pollfd(fd: err, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while fds.contains(where: { $0.fd >= 0 }) {
            guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { break }
            for i in 0..<2 where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = read(fds[i].fd, &chunk, chunk.count)
                if n > 0 {
                    collected[i] += chunk[..<n]
                } else if n == 0 || errno != EINTR {
                    fds[i].fd = -1
                }
            }
        }
        return (collected[0], collected[1])
    }

    /// The exit status of `pid` once it ends: its code, or 128 + the signal
    /// that killed it.
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
    }
}

/// glibc's (2.34+) closefrom for posix_spawn; spawn.h declares it only
/// under _GNU_SOURCE, which Swift's Glibc module does not define.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func posix_spawn_file_actions_addclosefrom_np(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>,
                                                      _ from: Int32) -> Int32

/// Linux's pipe2, declared by unistd.h only under _GNU_SOURCE.
@_silgen_name("pipe2")
func pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
