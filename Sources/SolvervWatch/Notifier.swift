// `--notify`: runs the notifier for each alert, as a child of the watch
// loop, without a shell and without a thread.

import CLinux
import Glibc
import SolvervLanguage

/// Runs a notifier command (`notify-send …`, or `--notify-command`) with a
/// message as its last argument, through posix_spawnp: the message is one
/// argv entry, passed as it is, never read by a shell. The child starts
/// with no signal blocked (the loop blocks those its signalfd reads) and
/// with stdin and stdout on /dev/null (stdout is the bar's pipe: a word
/// from the notifier there would break i3bar's JSON); stderr is ours.
/// Its environment is ours as the user gave it: `TZ` as Solverv started
/// (or unset), not the zone it last set for its own conversions.
/// Children are reaped without waiting (`reap`, on SIGCHLD and each wake).
/// The first failure (cannot start, non-zero exit, killed) is returned
/// once, for stderr; later ones are not repeated, and none stops the line.
public final class Notifier {
    /// The program and its fixed arguments.
    public let command: [String]
    /// The `TZ` the child gets; nil, none.
    public let tz: String?
    /// The children not yet reaped.
    public private(set) var running: [pid_t] = []
    private var failureReported = false

    public init(command: [String], tz: String?) {
        self.command = command
        self.tz = tz
    }

    /// `CMD ARG…` split at spaces and tabs (no quoting, no shell): nil when empty.
    public static func command(parsing text: String) -> [String]? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return words.isEmpty ? nil : words
    }

    /// Starts the command with `message` as its last argument. Returns why
    /// it failed, the first time anything failed; else nil.
    public func send(_ message: String) -> String? {
        let argv = (command + [message]).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        // Our environment's entries, but `TZ`'s, which is the child's own.
        var environment: [UnsafeMutablePointer<CChar>?] = []
        if var entry = solverv_environ() {
            while let variable = entry.pointee {
                if strncmp(variable, "TZ=", 3) != 0 { environment.append(variable) }
                entry += 1
            }
        }
        let zone = tz.map { strdup("TZ=" + $0) }
        defer { zone.map { free($0) } }
        if let zone { environment.append(zone) }
        environment.append(nil)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, solverv_spawn_flags())
        var child: pid_t = 0
        let code = posix_spawnp(&child, command[0], &actions, &attributes, argv, environment)
        // TRANSLATORS: the notifier program, then the system's reason such as "No such file or directory".
        guard code == 0 else { return failure(fill(tr("cannot run %s: %s"), command[0], String(cString: strerror(code)))) }
        running.append(child)
        return nil
    }

    /// Reaps the children that have ended. Returns why one failed, the
    /// first time anything failed; else nil.
    public func reap() -> String? {
        var first: String?
        var still: [pid_t] = []
        for pid in running {
            var status: Int32 = 0
            let r = waitpid(pid, &status, solverv_wnohang())
            if r == 0 || (r < 0 && errno == EINTR) { still.append(pid); continue }
            guard r == pid else { continue }  // ECHILD: not ours to wait for any more
            var why: String?
            if solverv_wait_exited(status) != 0, solverv_wait_exit_status(status) != 0 {
                why = fill(tr("%s exited with status %d"), command[0], String(solverv_wait_exit_status(status)))
            } else if solverv_wait_signaled(status) != 0 {
                why = fill(tr("%s was killed by signal %d"), command[0], String(solverv_wait_term_signal(status)))
            }
            if let why, first == nil { first = failure(why) }
        }
        running = still
        return first
    }

    private func failure(_ why: String) -> String? {
        guard !failureReported else { return nil }
        failureReported = true
        return why
    }
}
