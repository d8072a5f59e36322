import CPluginKeeper
import Glibc

/// What the keeper of a `PluginCall` does between `fork` and `_exit`: the
/// process between Solverv and the call's own (`PluginChild`), which ends
/// whatever the call leaves behind (plugin_keeper.c says why it is needed).
/// It forks the call's process, waits for its end or for Solverv's word
/// (SIGTERM: the call answered, ran out of time or was interrupted, or
/// Solverv ended), kills the call's process group and every process that
/// came to it as a child subreaper (a daemon), and ends once none is left,
/// with the call's wait status in the shared page (`ChildProgress`).
/// (An extension of `PluginCall`, not a type of its own: see `ChildProgress.kept`.)
extension PluginCall {
    static func keep(parent: pid_t, pipe: Int32, limit: Int, release: LoadedFormatter.Free, environment: UnsafeMutableRawPointer?,
                     progress: ChildProgress, _ call: () -> UnsafeMutablePointer<CChar>?) -> Never {
        guard solverv_keeper_start(parent) == 0 else { _exit(0) }
        let keeper = getpid()
        let child = fork()
        if child == 0 {
            PluginChild.run(parent: keeper, pipe: pipe, limit: limit, release: release, environment: environment,
                            progress: progress, call)
        }
        let failure = errno
        // The pipe's end is the call's alone; and nothing of the line's
        // stays open here: not its stdout, which a `$(solverv …)` reads to
        // its end, nor its stderr.
        close(pipe)
        let null = open("/dev/null", O_RDWR)
        if null >= 0 {
            for fd: Int32 in 0...2 { dup2(null, fd) }
            if null > 2 { close(null) }
        }
        guard child > 0 else {
            progress.keep(forkFailure: failure)
            _exit(0)
        }
        // Its own group (the child sets it too: whichever runs first).
        _ = setpgid(child, child)
        var status: Int32 = 0
        if solverv_keeper_end(child, progress.endMark, &status) == 1 { progress.keep(callStatus: status) }
        _exit(0)
    }
}
