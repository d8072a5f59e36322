import Foundation

/// conky as users run it, in console mode: a `conky.conf` whose text calls
/// the command through `${execpi …}` (or `${execp …}`, `${exec …}`), one
/// update printed to stdout, then exit.
///
/// Debian's conky-cli is built without X11, so only console output exists
/// (TOOLCHAIN.md); font and colour variables are consumed and print nothing.
/// With `total_run_times = 1` conky runs the exec commands (it waits for
/// them, they are not threaded), prints the text once, and exits 0.
public enum RealConky {
    /// How the text calls the command.
    public enum Variable: Sendable {
        /// `${execpi <seconds> command}`: output parsed as conky text (SPEC §1).
        case execpi(seconds: Int)
        /// `${execp command}`: output parsed as conky text, every update.
        case execp
        /// `${exec command}`: output printed as is (the control case).
        case exec
    }

    /// What conky printed for `${<variable> command}` (one update, with its
    /// final "\n"; conky itself drops one "\n" at the end of the command's
    /// output).
    ///
    /// `command` is a `/bin/sh` command line. It must not start with a quote:
    /// conky then cuts the first and the last character of the argument
    /// (`${execp '/bin/echo' a}` runs `/bin/echo' a`: "Unterminated quoted
    /// string"), so write `exec '/path with space/solverv' …` instead.
    public static func output(running command: String, as variable: Variable = .execpi(seconds: 60),
                              timeout: Double = 10, environment: [String: String] = [:]) throws -> String {
        if let first = command.first, first == "'" || first == "\"" {
            throw RealBarError("conky cuts the quotes off a command that starts with one; prefix it with `exec `: \(command)")
        }
        let call: String
        switch variable {
        case .execpi(let seconds): call = "${execpi \(seconds) \(command)}"
        case .execp: call = "${execp \(command)}"
        case .exec: call = "${exec \(command)}"
        }
        return try output(text: call, timeout: timeout, environment: environment)
    }

    /// What conky printed for a whole `conky.text` (one update). `settings`
    /// are extra `key = value` lines for `conky.config` (e.g.
    /// `"text_buffer_size = 4096"`; the default buffer is 256 bytes). A
    /// setting replaces the default of the same key: `"total_run_times = 2"`
    /// prints two updates (a variable that conky finds in `execp` output,
    /// such as `${exec …}`, runs only from the second update on).
    public static func output(text: String, settings: [String] = [], timeout: Double = 10,
                              environment: [String: String] = [:]) throws -> String {
        try output(config: configuration(text: text, settings: settings), timeout: timeout, environment: environment)
    }

    /// What conky printed for a whole `conky.conf` (the console settings
    /// of `configuration`, and a `conky.text` pasted as a user would).
    public static func output(config text: String, timeout: Double = 10, environment: [String: String] = [:]) throws -> String {
        guard let conky = RealBar.executable("conky") else { throw RealBarError("conky is not installed") }
        let dir = try RealBar.scratchDirectory("slv-conky")
        defer { try? FileManager.default.removeItem(at: dir) }

        let config = dir.appendingPathComponent("conky.conf")
        try text.write(to: config, atomically: true, encoding: .utf8)
        let run = try RealBar.run(conky, ["-c", config.path], environment: RealBar.environment(home: dir.path, environment),
                                  scratch: dir, timeout: timeout)
        if run.timedOut { throw RealBarError("conky did not exit within \(timeout) s; stdout: \(run.stdout.debugDescription), stderr: \(run.stderr)") }
        guard run.status == 0 else { throw RealBarError("conky exited with status \(run.status); stderr: \(run.stderr)") }
        // conky prints a command's failures ("sh: 1: …") on stderr and carries on.
        guard run.stderr.isEmpty else { throw RealBarError("conky wrote to stderr: \(run.stderr); stdout: \(run.stdout.debugDescription)") }
        return run.stdout
    }

    /// The `conky.conf` for one console update of `text`.
    public static func configuration(text: String, settings: [String] = []) -> String {
        // A Lua long bracket that the text cannot close early: [=[ … ]=], or
        // with more "=" if the text holds "]=]". (Level 0, [[ … ]], would
        // break on a text that ends in "]".)
        var level = 1
        while text.contains("]" + String(repeating: "=", count: level) + "]") { level += 1 }
        let eq = String(repeating: "=", count: level)
        var lines = [
            "out_to_console = true,",
            "out_to_stderr = false,",
            "background = false,",
            "update_interval = 1,",
            "total_run_times = 1,",
        ]
        // A conky built with X11 would otherwise open a window; conky-cli
        // does not know the setting and warns about it.
        if hasX11 { lines.append("out_to_x = false,") }
        // A key given twice in a Lua table constructor has no defined winner:
        // a setting drops the default line of its key.
        func key(_ line: String) -> String {
            line.prefix { $0 != "=" }.trimmingCharacters(in: .whitespaces)
        }
        let overridden = Set(settings.map(key))
        lines.removeAll { overridden.contains(key($0)) }
        lines += settings.map { $0.hasSuffix(",") ? $0 : $0 + "," }
        return "conky.config = {\n" + lines.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
            + "conky.text = [\(eq)[\(text)]\(eq)]\n"
    }

    /// Whether the installed conky lists X11 among its features (`conky -v`).
    static let hasX11: Bool = {
        guard let conky = RealBar.executable("conky"),
              let dir = try? RealBar.scratchDirectory("slv-conky"),
              let run = try? RealBar.run(conky, ["-v"], environment: RealBar.environment(home: dir.path), scratch: dir, timeout: 5)
        else { return false }
        try? FileManager.default.removeItem(at: dir)
        return run.stdout.contains("X11")
    }()
}
