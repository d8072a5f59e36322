import Foundation

/// Shared plumbing for the tests that run the real binary inside real bars
/// (`RealTmux`, `RealConky`): finding the bar's executable, quoting for
/// `/bin/sh`, and running a helper process with a deadline.
public enum RealBar {
    /// The full path of `name` on `$PATH` (or in /usr/bin, /bin), or nil when
    /// it is not installed; tests skip on nil.
    public static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for dir in path.split(separator: ":").map(String.init) + ["/usr/local/bin", "/usr/bin", "/bin"] where !dir.isEmpty {
            let candidate = dir + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `word` as one `/bin/sh` word: unchanged when it holds only characters
    /// the shell leaves alone, else in single quotes.
    public static func shellWord(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+=:,@%")
        if !word.isEmpty && word.allSatisfy({ safe.contains($0) }) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The environment the bars run in: no user config, no terminal of the
    /// test runner, a UTF-8 locale, UTC; `extra` overrides.
    static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        var env = ["PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "TZ": "UTC",
                   "TERM": "xterm-256color"]
        for (k, v) in extra { env[k] = v }
        return env
    }

    struct Finished {
        let status: Int32
        let timedOut: Bool
        let stdout: String
        let stderr: String
    }

    /// Runs `executable arguments` with stdin from /dev/null and stdout,
    /// stderr into files, killing it (and its process group) at `timeout`
    /// seconds.
    ///
    /// posix_spawn and waitpid, not Foundation's `Process`: on Linux,
    /// `Process` learns of an exit when a socket it hands the child closes,
    /// and the daemon a `tmux new-session` client forks inherits that socket,
    /// so the client looks alive until the server dies (and `waitUntilExit`
    /// hangs). Descriptors above 2 are closed in the child for the same reason.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    scratch: URL, timeout: Double) throws -> Finished {
        let tag = UUID().uuidString.prefix(8)
        let outPath = scratch.appendingPathComponent("run-\(tag).out").path
        let errPath = scratch.appendingPathComponent("run-\(tag).err").path
        defer { unlink(outPath); unlink(errPath) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        if let closeFrom = closeFrom { _ = closeFrom(&actions, 3) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so a timeout also ends what it started (conky's sh).
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals); sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw RealBarError("cannot run \(executable): \(String(cString: strerror(spawned)))") }

        var status: Int32 = 0
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Date() >= deadline {
                timedOut = true
                kill(-pid, SIGTERM)
                let grace = Date().addingTimeInterval(1)
                while waitpid(pid, &status, WNOHANG) == 0 {
                    if Date() >= grace { kill(-pid, SIGKILL); waitpid(pid, &status, 0); break }
                    usleep(10_000)
                }
                break
            }
            usleep(5_000)
        }
        // exited: the code in bits 8–15; killed: the signal in bits 0–6, as 128 + signal.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
        let o = FileManager.default.contents(atPath: outPath) ?? Data()
        let e = FileManager.default.contents(atPath: errPath) ?? Data()
        return Finished(status: code, timedOut: timedOut,
                        stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+), which the
    /// Glibc module does not declare.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    /// A fresh private directory under /tmp (short, so tmux socket paths
    /// stay well under the 108-byte `sun_path` limit).
    static func scratchDirectory(_ prefix: String) throws -> URL {
        let url = URL(fileURLWithPath: "/tmp/\(prefix)-\(UUID().uuidString.prefix(8).lowercased())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o700])
        return url
    }
}

public struct RealBarError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// tmux as users run it: `#(command)` in `status-right`, read back from the
/// screen. The server under test (the "inner" one) gets a real client,
/// attached inside a pane of a second, "outer" tmux server; `capture-pane`
/// on that pane returns the inner status line exactly as tmux drew it,
/// with (`-e`) or without its SGR escape sequences (TOOLCHAIN.md).
///
/// Both servers have their own sockets (`-S` in a private /tmp directory),
/// no config (`-f /dev/null`), and are killed when the call returns or throws.
/// Nothing needs a terminal: the sessions start detached (`new-session -d`).
public enum RealTmux {
    /// Width and height of the client; the status line is its last row.
    public static let width = 200
    public static let height = 5

    /// The inner status line once it shows `command`'s output.
    ///
    /// `command` is a `/bin/sh` command line, put verbatim into
    /// `status-right '#(command)'` (so tmux expands formats in it first:
    /// `##` there means `#`). Only the command's output is on the status line
    /// (empty `status-left`, no window list, default colours), right-aligned
    /// in `width` columns.
    ///
    /// `after` is put into `status-right` right after `#(command)`, as a user
    /// would put more there (`#(solverv …) %H:%M`): a tmux format, not
    /// expanded with the command's output. `width` (default `RealTmux.width`)
    /// is the width of both clients and of `status-right-length`.
    ///
    /// Waits, polling until `timeout`, until the status row is not blank,
    /// `until` holds for it (the plain row; give it with `after`, which is
    /// drawn before the command's output is there) and two captures in a
    /// row agree (the job's output is drawn only after the command exits). Returns that row as `plain` (`capture-pane -p`: the
    /// text, trailing blanks trimmed, leading alignment blanks kept) and
    /// `styled` (`capture-pane -p -e`: the same with SGR sequences).
    public static func statusLine(running command: String, after: String = "", width: Int = RealTmux.width,
                                  until ready: (String) -> Bool = { _ in true }, timeout: Double = 10,
                                  environment: [String: String] = [:]) throws -> (plain: String, styled: String) {
        try statusLine(format: "#(\(command))\(after)", command: command, width: width, until: ready, timeout: timeout,
                       environment: environment)
    }

    /// The inner status line of a server started with the tmux config file
    /// `config` (as a user's `~/.tmux.conf`), then `status-right` set to
    /// `statusRight`: the config's own style, lengths, left part and window
    /// list, with the command the test gives.
    public static func statusLine(config: String, statusRight: String, width: Int = RealTmux.width,
                                  until ready: (String) -> Bool = { _ in true }, timeout: Double = 10,
                                  environment: [String: String] = [:]) throws -> (plain: String, styled: String) {
        try statusLine(config: config, options: ["set-option", "-g", "status-right", statusRight],
                       width: width, until: ready, timeout: timeout, environment: environment, diagnosis: statusRight)
    }

    /// The inner status line for `format`, a `status-right` as a tmux.conf
    /// writes it, after `plugin` (a plugin's `*.tmux` file) has run in the
    /// server the way tmux's plugin manager runs it: as a program started by
    /// the server, with the server's environment, which talks back to the
    /// server through `tmux` commands. `command`, if any, is run by `/bin/sh`
    /// for the message when the line never shows. `options` are global
    /// options set before the plugin runs (`@…`, as a tmux.conf sets them
    /// above its plugin lines). Otherwise as above.
    public static func statusLine(format: String, plugin: String? = nil, options: [String: String] = [:],
                                  command: String? = nil, width: Int = RealTmux.width,
                                  until ready: (String) -> Bool = { _ in true }, timeout: Double = 10,
                                  environment: [String: String] = [:]) throws -> (plain: String, styled: String) {
        try statusLine(config: "/dev/null", options: [
            "set-option", "-g", "status-style", "default", ";",
            "set-option", "-g", "status-left", "", ";",
            "set-option", "-g", "status-right-length", "\(width)", ";",
            "set-option", "-g", "status-right", format, ";",
            "set-option", "-gw", "window-status-format", "", ";",
            "set-option", "-gw", "window-status-current-format", "",
        ], globalOptions: options, plugin: plugin, width: width, until: ready, timeout: timeout,
           environment: environment, diagnosis: command ?? format)
    }

    /// The server with `config`, then `options` (a tmux command list), then
    /// `globalOptions` and `plugin` as above, read back through a client in
    /// an outer server; `diagnosis` names what should show, for the error
    /// when it does not.
    static func statusLine(config: String, options: [String], globalOptions: [String: String] = [:], plugin: String? = nil,
                           width: Int, until ready: (String) -> Bool, timeout: Double,
                           environment: [String: String], diagnosis command: String) throws -> (plain: String, styled: String) {
        guard let tmux = RealBar.executable("tmux") else { throw RealBarError("tmux is not installed") }
        let dir = try RealBar.scratchDirectory("slv-tmux")
        let inner = dir.appendingPathComponent("inner").path
        let outer = dir.appendingPathComponent("outer").path
        let env = RealBar.environment(home: dir.path, environment)
        let started = Date()
        func tmuxCommand(_ socket: String, _ args: [String], config: String = "/dev/null") throws -> RealBar.Finished {
            try RealBar.run(tmux, ["-S", socket, "-f", config] + args, environment: env, scratch: dir,
                            timeout: max(1, timeout - Date().timeIntervalSince(started)))
        }
        defer {
            // The outer first: that ends the inner client, then the inner server
            // and its status job. Errors (a server already gone) do not matter.
            _ = try? RealBar.run(tmux, ["-S", outer, "kill-server"], environment: env, scratch: dir, timeout: 5)
            _ = try? RealBar.run(tmux, ["-S", inner, "kill-server"], environment: env, scratch: dir, timeout: 5)
            try? FileManager.default.removeItem(at: dir)
        }

        // The server under test. Its one pane runs `sleep` (quiet, no shell
        // start-up files): should this process die before the `defer` runs,
        // the pane ends, then the inner server (no sessions left), its
        // client, the outer pane and the outer server.
        let lifetime = "sleep \(Int(timeout) + 60)"
        let innerSetup = try tmuxCommand(inner, [
            "new-session", "-d", "-s", "inner", "-x", "\(width)", "-y", "\(height)", lifetime, ";",
            "set-option", "-g", "status", "on", ";",
            "set-option", "-g", "status-position", "bottom", ";",
            "set-option", "-g", "status-interval", "1", ";",
        ] + options, config: config)
        guard innerSetup.status == 0 else {
            throw RealBarError("tmux (inner) failed to start: status \(innerSetup.status), \(innerSetup.stderr)")
        }
        for (name, value) in globalOptions.sorted(by: { $0.key < $1.key }) {
            let set = try tmuxCommand(inner, ["set-option", "-g", name, value])
            guard set.status == 0 else { throw RealBarError("tmux set-option \(name): \(set.stderr)") }
        }
        if let plugin {
            // run-shell waits for the program, as the plugin manager does.
            let ran = try tmuxCommand(inner, ["run-shell", RealBar.shellWord(plugin)])
            guard ran.status == 0, ran.stdout.isEmpty else {
                throw RealBarError("\(plugin) failed in tmux: status \(ran.status), \(ran.stdout)\(ran.stderr)")
            }
        }

        // The client: `tmux attach` in a pane of the outer server, which is its
        // terminal. `-u`: the client writes UTF-8 whatever the locale says.
        let attach = "exec env -u TMUX TERM=tmux-256color LANG=C.UTF-8 \(RealBar.shellWord(tmux)) -u -S \(RealBar.shellWord(inner)) -f /dev/null attach-session -t inner"
        let outerSetup = try tmuxCommand(outer, [
            "new-session", "-d", "-s", "outer", "-x", "\(width)", "-y", "\(height)", attach, ";",
            "set-option", "-g", "status", "off",
        ])
        guard outerSetup.status == 0 else {
            throw RealBarError("tmux (outer) failed to start: status \(outerSetup.status), \(outerSetup.stderr)")
        }

        // `capture-pane -p` ends each row with "\n".
        func row(_ text: String) -> String { text.hasSuffix("\n") ? String(text.dropLast()) : text }
        let statusRow = "\(height - 1)"
        var previous: String? = nil
        var last = ""
        while Date().timeIntervalSince(started) < timeout {
            let styled = try tmuxCommand(outer, ["capture-pane", "-p", "-e", "-t", "outer", "-S", statusRow, "-E", statusRow])
            let plain = try tmuxCommand(outer, ["capture-pane", "-p", "-t", "outer", "-S", statusRow, "-E", statusRow])
            if styled.status == 0 && plain.status == 0 {
                let p = row(plain.stdout), s = row(styled.stdout)
                last = p
                if !p.allSatisfy({ $0 == " " }), ready(p), previous == p + "\u{0}" + s {
                    return (plain: p, styled: s)
                }
                previous = p + "\u{0}" + s
            }
            usleep(50_000)
        }
        let screen = (try? tmuxCommand(outer, ["capture-pane", "-p", "-t", "outer"]).stdout) ?? ""
        let direct = try? RealBar.run("/bin/sh", ["-c", command], environment: env, scratch: dir, timeout: 5)
        throw RealBarError("""
            tmux status line did not show the output of \(command) within \(timeout) s; \
            last status row: \(last.debugDescription); outer pane:
            \(screen)
            the command run by /bin/sh: status \(direct?.status ?? -1), stdout \(direct?.stdout.debugDescription ?? "?"), \
            stderr \(direct?.stderr.debugDescription ?? "?")
            """)
    }
}
