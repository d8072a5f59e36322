import Foundation

/// The processes a test plugin noted in a file (one pid a line, as
/// `forking.c` and `daemonising.c` write them), and which of them still run.
struct NotedProcesses {
    let file: String

    /// The pids noted, in order.
    var started: [pid_t] {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Those still running (a zombie waiting for init is not).
    var running: [pid_t] {
        started.filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            return !stat[close...].hasPrefix(") Z")
        }
    }

    /// Waits up to `seconds` for every noted process to end (a SIGKILL is
    /// sent, not waited for); the ones still running then.
    func runningAfter(_ seconds: Double = 2) -> [pid_t] {
        let deadline = Date().addingTimeInterval(seconds)
        while !running.isEmpty, Date() < deadline { usleep(20_000) }
        return running
    }

    /// Waits up to 10 s until `count` pids are noted.
    func waitFor(_ count: Int) {
        let deadline = Date().addingTimeInterval(10)
        while started.count < count, Date() < deadline { usleep(10_000) }
    }

    /// Kills what a failed test left running.
    func killAll() {
        for pid in started { kill(pid, SIGKILL) }
    }
}
