import CLinux
import CStartEnvironment
import Glibc

/// What the child of a `PluginCall` does between `fork` and `_exit`: it
/// makes itself a safe place to run a plugin in, calls the plugin's
/// function, sends the result up the pipe and frees it with the plugin's
/// own `free`.
///
/// Its message, written only once the function has returned (nothing: it
/// never did): `N` for NULL; or `T`, the text's length (4 bytes, little
/// endian), the text, cut at `limit` bytes (the parent takes all `limit` of
/// them as too long), and `E` once `free` has returned. A whole message is
/// the answer: the parent need not wait for the child's exit, whose
/// unmapping of a copied address space takes a while. The child ends with
/// `_exit`: no atexit handler of ours runs, no buffer is flushed twice.
enum PluginChild {
    static let textMark = UInt8(ascii: "T")
    static let nullMark = UInt8(ascii: "N")
    static let endMark = UInt8(ascii: "E")

    static func run(parent: pid_t, pipe: Int32, limit: Int, release: LoadedFormatter.Free, environment: UnsafeMutableRawPointer?,
                    progress: ChildProgress?, _ call: () -> UnsafeMutablePointer<CChar>?) -> Never {
        // Its own process group, which what the plugin starts shares: the
        // parent ends the group with the call (it sets it too, against the race).
        _ = setpgid(0, 0)
        // Never outlive Solverv: killed when it ends, and gone now if it
        // ended before that was set.
        if solverv_die_with_parent() != 0 || getppid() != parent { _exit(0) }
        isolate()
        // The environment as the user gave it, not the one Solverv set
        // LANGUAGE and TZ in (start_environment.c).
        solverv_give_start_environment(environment)
        guard let result = call() else {
            progress?.reach(.returned)
            if !send(pipe, nullMark) { lost(progress, errno) }
            _exit(0)
        }
        // Measured before the mark: a pointer that is not a string crashes here, as render's fault.
        let length = strnlen(result, limit)
        progress?.reach(.returned)
        var sent = send(pipe, textMark) && withUnsafeBytes(of: UInt32(length).littleEndian, { send(pipe, $0) })
        if sent { sent = send(pipe, UnsafeRawBufferPointer(start: result, count: length)) }
        let failure = errno  // before free, which may set it
        release(result)
        if !sent { lost(progress, failure) } else if !send(pipe, endMark) { lost(progress, errno) }
        _exit(0)
    }

    /// The message could not be sent (`failure`, the write's errno): the
    /// plugin closed the pipe (EBADF), which the parent is told through the
    /// shared page. (Solverv gone, EPIPE, tells no one.)
    static func lost(_ progress: ChildProgress?, _ failure: Int32) {
        if failure == EBADF { progress?.reach(.pipeClosed) }
    }

    /// The plugin runs as a program of its own would: no signal blocked
    /// (watch mode blocks those its event loop reads), nothing to read on
    /// stdin (i3bar's clicks are Solverv's), and stdout on stderr, so that
    /// a stray printf never reaches the bar's stream. A crash just ends the
    /// child (no crash handler a runtime may have set: its backtrace would
    /// be Solverv's) and leaves no core file: it is said on stderr, each
    /// time a line is drawn.
    static func isolate() {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        for signal in 1...SIGSYS {  // a range, not an array: nothing allocated here (see `send`)
            switch signal {
            case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS: Glibc.signal(signal, SIG_DFL)
            default: continue
            }
        }
        // Its own process group is a background one on Solverv's terminal:
        // a write there (the stray printf, on stderr) must not stop it
        // (SIGTTOU, under `stty tostop`) until its time runs out.
        Glibc.signal(SIGTTOU, SIG_IGN)
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        dup2(2, 1)
        let null = open("/dev/null", O_RDONLY)
        if null > 0 {
            dup2(null, 0)
            close(null)
        }
    }

    /// Writes all of `bytes`; false if the pipe is gone.
    static func send(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var done = 0
        while done < bytes.count {
            let n = write(fd, bytes.baseAddress.map { $0 + done }, bytes.count - done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    /// One byte, from the stack. Between fork and `_exit` nothing of ours
    /// allocates: in a process with threads (the tests'), another thread
    /// may have held a lock of the runtime's at the fork.
    static func send(_ fd: Int32, _ mark: UInt8) -> Bool {
        withUnsafeBytes(of: mark) { send(fd, $0) }
    }
}

/// How far a call's child got, in a page it shares with Solverv: a plugin
/// may close any descriptor, the pipe too, but this page stays. It tells a
/// render that returned after closing the pipe from one that called
/// exit(0), and a crash in `free` from one in render.
struct ChildProgress {
    enum Stage: UInt8 {
        /// The function has not returned (yet, or ever).
        case calling = 0
        case returned = 1
        /// It returned, and the pipe was found closed (EBADF).
        case pipeClosed = 2
    }

    private let page: UnsafeMutableRawPointer
    /// mmap rounds it up to a page.
    private static let length = 8

    /// A new page at `.calling`; nil if none could be mapped (the parent
    /// then judges by what came through the pipe).
    init?() {
        guard let page = mmap(nil, Self.length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
              page != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        self.page = page
        page.storeBytes(of: Stage.calling.rawValue, as: UInt8.self)
    }

    var stage: Stage { Stage(rawValue: page.load(as: UInt8.self)) ?? .calling }

    /// In the child: no allocation, one store.
    func reach(_ stage: Stage) {
        page.storeBytes(of: stage.rawValue, as: UInt8.self)
    }

    func unmap() {
        munmap(page, Self.length)
    }
}
