import Foundation

/// A tmux server under test that stays up while the test reads its status
/// line and types keys into it: the inner server started from a tmux.conf,
/// its client attached inside a pane of an outer server (as `RealTmux`),
/// both killed by `close()` or when the object goes away.
public final class RealTmuxSession {
    let tmux: String
    let dir: URL
    let inner: String, outer: String
    let env: [String: String]
    public let width: Int
    static let height = 5

    /// Starts the inner server with `config` (a tmux.conf's text; it may run
    /// a plugin with `run-shell`), then attaches a client of it. `environment`
    /// is the servers' (and so the plugin's and the status jobs').
    public init(config: String, width: Int = 200, environment: [String: String] = [:]) throws {
        guard let tmux = RealBar.executable("tmux") else { throw RealBarError("tmux is not installed") }
        self.tmux = tmux
        self.width = width
        dir = try RealBar.scratchDirectory("slv-tmuxs")
        inner = dir.appendingPathComponent("inner").path
        outer = dir.appendingPathComponent("outer").path
        env = RealBar.environment(home: dir.path, ["XDG_RUNTIME_DIR": dir.path].merging(environment) { $1 })
        let file = dir.appendingPathComponent("tmux.conf")
        try config.write(to: file, atomically: true, encoding: .utf8)
        let started = try run(inner, ["-f", file.path, "new-session", "-d", "-s", "inner", "-x", "\(width)", "-y",
                                      "\(Self.height)", "sleep 300"])
        guard started.status == 0 else { close(); throw RealBarError("tmux (inner) failed: \(started.stderr)") }
        let attach = "exec env -u TMUX TERM=tmux-256color LANG=C.UTF-8 \(RealBar.shellWord(tmux)) -u -S \(RealBar.shellWord(inner)) -f /dev/null attach-session -t inner"
        let client = try run(outer, ["-f", "/dev/null", "new-session", "-d", "-s", "outer", "-x", "\(width)", "-y", "\(Self.height)",
                                     attach, ";", "set-option", "-g", "status", "off"])
        guard client.status == 0 else { close(); throw RealBarError("tmux (outer) failed: \(client.stderr)") }
    }

    deinit { close() }

    func run(_ socket: String, _ args: [String]) throws -> RealBar.Finished {
        try RealBar.run(tmux, ["-S", socket] + args, environment: env, scratch: dir, timeout: 10)
    }

    /// A tmux command run against the inner server (`show-option`, `list-keys`).
    public func command(_ args: [String]) throws -> String {
        try run(inner, args).stdout
    }

    /// The status row as drawn, without styles, trailing blanks trimmed.
    public func statusRow() throws -> String {
        let row = "\(Self.height - 1)"
        var text = try run(outer, ["capture-pane", "-p", "-t", "outer", "-S", row, "-E", row]).stdout
        while text.last == "\n" || text.last == " " { text.removeLast() }
        return text
    }

    /// The status row once `ready` holds for it, polling every 20 ms until
    /// `timeout`; nil when it never does. `last` gets the last row read.
    public func waitForStatus(timeout: Double, _ ready: (String) -> Bool) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            let row = try statusRow()
            lastRow = row
            if ready(row) { return row }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    public private(set) var lastRow = ""

    /// Types keys into the client, one key (tmux's name: `C-b`, `S`, `Right`) at a time.
    public func press(_ keys: [String]) throws {
        for key in keys {
            _ = try run(outer, ["send-keys", "-t", "outer", key])
            usleep(100_000)
        }
    }

    public func close() {
        guard FileManager.default.fileExists(atPath: dir.path) else { return }
        _ = try? RealBar.run(tmux, ["-S", outer, "kill-server"], environment: env, scratch: dir, timeout: 5)
        _ = try? RealBar.run(tmux, ["-S", inner, "kill-server"], environment: env, scratch: dir, timeout: 5)
        try? FileManager.default.removeItem(at: dir)
    }
}
