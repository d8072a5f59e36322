import Foundation

/// Runs the built `solverv` binary, as a user or a bar would, and captures
/// what it prints (swift-argument-parser's AssertExecuteCommand, in spirit).
public struct BinaryResult {
    public let status: Int32
    public let stdout: String
    public let stderr: String
}

public enum SolvervBinary {
    /// `.build/debug/solverv` of this checkout (built by `swift build --build-tests`),
    /// or `$SOLVERV_BINARY`.
    public static var path: String {
        if let p = ProcessInfo.processInfo.environment["SOLVERV_BINARY"], !p.isEmpty { return p }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/solverv").path
    }

    /// Runs with `arguments` and an environment that has no location or zone
    /// unless `environment` gives one, so results do not depend on the machine.
    /// `executable` runs in place of the binary (a shell, for redirections).
    public static func run(_ arguments: [String], environment: [String: String] = [:],
                           executable: String? = nil) throws -> BinaryResult {
        let (outRead, outWrite) = try Spawn.pipe(), (errRead, errWrite) = try Spawn.pipe()
        let devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(devNull); close(outRead); close(errRead) }
        let started = Result {
            try Spawn.start(executable ?? path, executable == nil ? oneShot(arguments) : arguments,
                            environment: baseEnvironment(environment), streams: (devNull, outWrite, errWrite))
        }
        close(outWrite); close(errWrite)
        let pid = try started.get()
        let (o, e) = Spawn.drain(outRead, errRead)
        return BinaryResult(status: Spawn.wait(pid),
                            stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// The environment a run gets: no location, UTC, and the C locale
    /// (`LC_ALL=C`), so that no golden depends on the machine's language or
    /// clock; `environment` overrides, and one that names a locale variable
    /// (`LANG`, `LC_*`, `LANGUAGE`) runs in that locale instead.
    public static func baseEnvironment(_ environment: [String: String]) -> [String: String] {
        var env = ["PATH": "/usr/bin:/bin", "TZ": "UTC"]
        if !environment.keys.contains(where: { $0 == "LANG" || $0 == "LANGUAGE" || $0.hasPrefix("LC_") }) { env["LC_ALL"] = "C" }
        for (k, v) in environment { env[k] = v }
        return env
    }

    /// `arguments` for a run that ends: `--format i3bar` implies watch mode
    /// (SPEC §6), which never does, so such a line gets `--once` unless it
    /// asks for `--watch` (use `LiveProcess` for watch mode).
    static func oneShot(_ arguments: [String]) -> [String] {
        let i3bar = arguments.contains("--format=i3bar")
            || zip(arguments, arguments.dropFirst()).contains { $0 == "--format" && $1 == "i3bar" }
        guard i3bar, !arguments.contains("--watch"), !arguments.contains("--once"), arguments.first != "ctl" else { return arguments }
        return arguments + ["--once"]
    }
}
