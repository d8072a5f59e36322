/// Bad usage or bad input: a one-line message on stderr and exit status 2
/// (SPEC §7). Never a crash, never a silent fallback.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
