import CLinux
import CStartEnvironment
import Glibc

/// What the call's process of a `PluginCall` (the child of its keeper,
/// `PluginCall.keep`) does between `fork` and `_exit`: it makes itself a safe
/// place to run a plugin in, calls the plugin's function, sends the result
/// up the pipe and frees it with the plugin's own `free`.
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
                    progress: ChildProgress, _ call: () -> UnsafeMutablePointer<CChar>?) -> Never {
        // Its own process group, which what the plugin starts shares: the
        // keeper ends the group with the call (it sets it too, against the race).
        _ = setpgid(0, 0)
        // Never outlive the keeper (`parent`): killed when it ends, and gone
        // now if it ended before that was set.
        if solverv_die_with_parent() != 0 || getppid() != parent { _exit(0) }
        isolate()
        // The environment as the user gave it, not the one Solverv set
        // LANGUAGE and TZ in (start_environment.c).
        solverv_give_start_environment(environment)
        guard let result = call() else {
            progress.reach(.returned)
            if !send(pipe, nullMark) { lost(progress, errno) }
            _exit(0)
        }
        // Measured before the mark: a pointer that is not a string crashes here, as render's fault.
        let length = strnlen(result, limit)
        progress.reach(.returned)
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
    static func lost(_ progress: ChildProgress, _ failure: Int32) {
        if failure == EBADF { progress.reach(.pipeClosed) }
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

/// How far a call's process got, and how it ended, in a page it shares
/// with its keeper and Solverv: a plugin may close any descriptor, the pipe
/// too, but this page stays. It tells a render that returned after closing
/// the pipe from one that called exit(0), and a crash in `free` from one in
/// render; the keeper writes the process's wait status there once it has
/// reaped it (Solverv reaps only the keeper).
struct ChildProgress {
    enum Stage: UInt8 {
        /// The function has not returned (yet, or ever).
        case calling = 0
        case returned = 1
        /// It returned, and the pipe was found closed (EBADF).
        case pipeClosed = 2
    }

    private let page: UnsafeMutableRawPointer
    /// The stage at 0, what the keeper kept at 1 (`kept`), the end mark at
    /// 2, the number kept at 4. mmap rounds it up to a page.
    private static let length = 8

    /// A new page at `.calling`, nothing kept; nil if none could be mapped.
    init?() {
        guard let page = mmap(nil, Self.length, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
              page != UnsafeMutableRawPointer(bitPattern: -1)
        else { return nil }
        self.page = page
        page.storeBytes(of: Stage.calling.rawValue, as: UInt8.self)
        page.storeBytes(of: 0, toByteOffset: 1, as: UInt8.self)
        page.storeBytes(of: 0, toByteOffset: 2, as: UInt8.self)
    }

    var stage: Stage { Stage(rawValue: page.load(as: UInt8.self)) ?? .calling }

    /// In the call's process: no allocation, one store.
    func reach(_ stage: Stage) {
        page.storeBytes(of: stage.rawValue, as: UInt8.self)
    }

    /// What the keeper learnt of the call's process: 0 nothing (the keeper
    /// itself was killed), 1 its wait status, 2 the errno of its fork.
    /// (Numbers, not an enum: a new type, or this one stored in another's
    /// field, is one more record for the Swift runtime to look through, at
    /// every line, with or without plugins: 1 400 instructions of a tmux line.)
    private func kept(_ kind: UInt8) -> Int32? {
        page.load(fromByteOffset: 1, as: UInt8.self) == kind ? page.load(fromByteOffset: 4, as: Int32.self) : nil
    }

    /// The call's wait status, once the keeper has reaped it.
    var callStatus: Int32? { kept(1) }

    /// Why the keeper could not fork the call (errno).
    var forkFailure: Int32? { kept(2) }

    /// In the keeper, at its end: the number first, then its kind.
    func keep(_ number: Int32, kind: UInt8) {
        page.storeBytes(of: number, toByteOffset: 4, as: Int32.self)
        page.storeBytes(of: kind, toByteOffset: 1, as: UInt8.self)
    }

    func keep(callStatus: Int32) { keep(callStatus, kind: 1) }

    func keep(forkFailure: Int32) { keep(forkFailure, kind: 2) }

    /// Set by Solverv (`askEnd`) before it sends the keeper SIGTERM; read by the keeper.
    var endMark: UnsafePointer<UInt8> { UnsafePointer(page.assumingMemoryBound(to: UInt8.self) + 2) }

    /// Asks the keeper to end the call: the mark, then the signal that wakes it.
    func askEnd(keeper: pid_t) {
        page.storeBytes(of: 1, toByteOffset: 2, as: UInt8.self)
        kill(keeper, SIGTERM)
    }

    func unmap() {
        munmap(page, Self.length)
    }
}
