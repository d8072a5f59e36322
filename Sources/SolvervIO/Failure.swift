import Glibc
import SolvervContracts
import SolvervLanguage

/// Why a run failed: a one-line message on stderr and the exit status of
/// SPEC §7. Bad usage or input is status 2, never a crash and never a
/// silent fallback; a failure inside Solverv itself is status 1.
public struct Failure: Error, Equatable, CustomStringConvertible {
    public let message: String
    public let exitStatus: Int32
    /// What to print on stdout too: an error block in the bar's syntax, so the bar survives.
    public var block: String?
    /// Whether `block` is written in a bar's format (a plugin's too): there
    /// the block is the answer and the status is 0 (SPEC §5).
    public var blockInBar = false
    /// Set when standard output could not be written: the errno. EPIPE is
    /// a reader that went away (a bar, `head`): quiet, status 0 (SPEC §5).
    public private(set) var writeError: Int32?

    /// Bad usage or input (status 2).
    public init(_ message: String) {
        self.message = message
        exitStatus = 2
    }

    /// Solverv failed on good input (status 1): out of memory, say.
    public static func `internal`(_ message: String) -> Failure {
        Failure(message: message, exitStatus: 1)
    }

    /// An outcome with a documented status of its own, and its message
    /// (`wait`: 3, the event does not happen; 4, it was missed).
    public static func status(_ status: Int32, _ message: String) -> Failure {
        Failure(message: message, exitStatus: status)
    }

    /// Standard output could not be written (status 1; EPIPE, status 0).
    public static func output(_ code: Int32) -> Failure {
        // TRANSLATORS: %s is the system's reason, such as "No space left on device".
        var failure = Failure(message: fill(tr("cannot write output: %s"), String(cString: strerror(code))),
                              exitStatus: code == EPIPE ? 0 : 1)
        failure.writeError = code
        return failure
    }

    private init(message: String, exitStatus: Int32) {
        self.message = message
        self.exitStatus = exitStatus
    }

    public var description: String { message }
}
