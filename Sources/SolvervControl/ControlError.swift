/// Why the state or the instances could not be reached: a one-line
/// message for the user, naming the path and what to do.
public struct ControlError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
