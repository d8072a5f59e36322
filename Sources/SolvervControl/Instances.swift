import Glibc
import SolvervLanguage
import SystemFiles

/// A running instance's pid file, `instances/<pid>`: it says "signal me
/// when the state changes". Removed by `close()`, or when the handle goes
/// away; a file left by a process that was killed is removed by the next
/// `signalInstances`.
public final class InstanceHandle {
    public let pid: Int32
    public let path: String
    private var removed = false

    init(pid: Int32, path: String) {
        self.pid = pid
        self.path = path
    }

    /// Removes the pid file (once).
    public func close() {
        guard !removed else { return }
        removed = true
        unlink(path)
    }

    deinit { close() }
}

extension StateStore {
    /// Registers process `pid` (normally `getpid()`) as an instance to
    /// signal. The file holds the pid and the process's start time, so that
    /// a file outliving its process is never taken for a later process that
    /// got the same pid: SIGUSR1 ends most programs. Throws when there is
    /// no runtime directory: the instance then runs without control.
    public static func register(pid: Int32, runtime: String? = environmentRuntimeDirectory()) throws(ControlError) -> InstanceHandle {
        let instances = try directory(runtime: runtime) + "/instances"
        try RuntimeFiles.ensureDirectory(instances)
        guard let start = ProcessStart.of(pid) else { throw ControlError(fill(tr("process %d is not running"), String(pid))) }
        let path = instances + "/\(pid)"
        let temporary = instances + "/.\(pid).tmp"
        let text = "\(pid) \(start)\n"
        do {
            try RuntimeFiles.createWhole(text, at: path, through: temporary)
        } catch {
            // Left by an earlier process with this pid that was killed:
            // the pid is ours now, so the file is stale.
            unlink(path)
            try RuntimeFiles.createWhole(text, at: path, through: temporary)
        }
        return InstanceHandle(pid: pid, path: path)
    }

    /// Sends `signal` to every registered instance that is still running,
    /// and returns how many were signalled. A pid file is believed only if
    /// it is a regular file of ours, the process with its pid has the
    /// start time it records, and that process is ours and runs `program`
    /// (ProcessCheck); files of ended processes are removed. Processes are
    /// never looked for by name: the name only confirms what a file says.
    /// `except`: a line's own pid, when its click changed the state: it
    /// has applied the change already.
    public static func signalInstances(_ signal: Int32, runtime: String? = environmentRuntimeDirectory(),
                                       program: String? = ProcessCheck.ownProgram(), except: Int32? = nil) -> Int {
        guard let dir = try? directory(runtime: runtime) else { return 0 }
        let instances = dir + "/instances"
        guard (try? RuntimeFiles.ensureDirectory(instances)) != nil, let stream = opendir(instances) else { return 0 }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            names.append(name)
        }
        closedir(stream)
        var signalled = 0
        for name in names {
            guard let pid = pidName(name), pid != except else { continue }  // ".", "..", a temporary file
            let path = instances + "/" + name
            switch check(path, pid: pid, program: program) {
            case .live:
                if kill(pid, signal) == 0 {
                    signalled += 1
                } else if errno == ESRCH {
                    unlink(path)
                }
            case .stale:
                unlink(path)
            case .foreign:
                break
            }
        }
        return signalled
    }

    enum PidFile { case live, stale, foreign }

    /// Whether the pid file at `path` names a running instance of `program`.
    static func check(_ path: String, pid: Int32, program: String?) -> PidFile {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { return .foreign }
        guard let text = try? RuntimeFiles.readSmall(path, limit: 64) else { return .stale }
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, Int32(fields[0]) == pid, let recorded = UInt64(fields[1]) else { return .stale }
        // kill(pid, 0) fails with ESRCH for no such process, EPERM for
        // another user's: neither is an instance of ours.
        guard kill(pid, 0) == 0, let start = ProcessStart.of(pid), start == recorded else { return .stale }
        // A file that names a live process which is not a Solverv of ours
        // was not written by `register`: believed by no one, left as it is.
        guard let program, ProcessCheck.runs(pid, program) else { return .foreign }
        return .live
    }

    /// The pid a file name stands for: digits only, a positive pid_t.
    static func pidName(_ name: String) -> Int32? {
        guard !name.isEmpty, name.utf8.count <= 10, name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
              let pid = Int32(name), pid > 0 else { return nil }
        return pid
    }
}

/// When a process started, in clock ticks after boot: field 22 of
/// `/proc/<pid>/stat` (proc(5)). With the pid, it names one process for
/// as long as the system runs.
enum ProcessStart {
    static func of(_ pid: Int32) -> UInt64? {
        guard let fd = try? RegularFile.open("/proc/\(pid)/stat") else { return nil }
        defer { close(fd) }
        guard let text = RuntimeFiles.readAll(fd, limit: 4096) else { return nil }
        // Field 2, the command name in parentheses, may itself hold spaces
        // and parentheses: the fields after it start after the last ')'.
        guard let paren = text.utf8.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let rest = text[text.index(after: paren)...].split(separator: " ")
        // rest[0] is field 3 (the state), so field 22 is rest[19].
        guard rest.count > 19 else { return nil }
        return UInt64(rest[19])
    }
}

/// Whether a process is a Solverv of ours, before `solverv ctl` signals
/// it: a pid file is ours and its start time matches, but a file can be
/// forged, and SIGUSR1 ends most other programs.
///
/// - Ours: `/proc/PID` belongs to our effective user (the kernel gives it
///   the process's effective uid). Root's `kill` reaches every process;
///   `ctl` run as root still signals only root's.
/// - A Solverv: the binary `/proc/PID/exe` names has the file name of our
///   own. The name, not the file: an upgrade replaces the file under the
///   running lines (their link then ends in ` (deleted)`), and a build in
///   the source tree steers the installed lines. Not `argv[0]`, which any
///   program may set as it likes (`exec -a solverv sleep`), nor the
///   command name of `/proc/PID/stat`, which `prctl` sets.
public enum ProcessCheck {
    /// The file name of the running binary; nil without `/proc`.
    public static func ownProgram() -> String? {
        SymbolicLink.target(of: "/proc/self/exe").map(programName)
    }

    /// Whether process `pid` belongs to this user and runs a binary named `program`.
    static func runs(_ pid: Int32, _ program: String) -> Bool {
        var info = stat()
        guard stat("/proc/\(pid)", &info) == 0, info.st_uid == geteuid(),
              let exe = SymbolicLink.target(of: "/proc/\(pid)/exe") else { return false }
        return programName(exe) == program
    }

    /// `solverv` for `/usr/local/bin/solverv`, and for
    /// `/usr/local/bin/solverv (deleted)`: the link of a binary replaced
    /// since it started.
    static func programName(_ link: String) -> String {
        var path = Substring(link)
        if path.hasSuffix(" (deleted)") { path = path.dropLast(10) }
        return String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? path)
    }
}
