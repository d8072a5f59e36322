// Splits a byte stream into lines with a bound on memory: a line longer than
// `maxLineBytes` is dropped as it streams in, up to its newline, so that a
// runaway writer on stdin (1 MB without a newline, or an endless one) costs
// at most that much and is never fatal.

/// A line splitter for bytes that arrive in arbitrary chunks.
struct StdinLines {
    /// The longest line kept: an i3bar click event is a few hundred bytes.
    static let maxLineBytes = 1 << 20

    private var pending: [UInt8] = []
    /// True while the rest of an over-long line is being skipped.
    private var discarding = false
    private let limit: Int

    init(limit: Int = StdinLines.maxLineBytes) {
        self.limit = limit
    }

    /// Adds a chunk and returns the lines it completes.
    mutating func append(_ chunk: UnsafeRawBufferPointer) -> [String] {
        var lines: [String] = []
        var start = 0
        while start < chunk.count {
            let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n"))
            let end = newline ?? chunk.count
            keep(UnsafeRawBufferPointer(rebasing: chunk[start..<end]))
            if newline != nil {
                if !discarding {
                    lines.append(Self.decode(pending))
                }
                pending.removeAll(keepingCapacity: pending.capacity <= 4096)
                discarding = false
            }
            start = end + 1
        }
        return lines
    }

    /// At end of file: the last line if it had no newline (and was not dropped).
    mutating func finish() -> String? {
        defer {
            pending = []
            discarding = false
        }
        if discarding || pending.isEmpty { return nil }
        return Self.decode(pending)
    }

    private mutating func keep(_ bytes: UnsafeRawBufferPointer) {
        if discarding { return }
        if pending.count + bytes.count > limit {
            discarding = true
            pending = []  // give the memory back now, not at the newline
            return
        }
        pending.append(contentsOf: bytes)
    }

    private static func decode(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
