import CivilTime

/// Where a table's cells write their bytes (TableBytes): the output's
/// buffer, or a row's `RowBytes`.
protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
    /// Lets `body` write up to `count` bytes in place; it returns how many it wrote.
    mutating func write(upTo count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int)
}

extension ByteSink {
    /// Appends an RFC 3339 stamp (at most 25 bytes).
    @inline(__always)
    mutating func append(_ stamp: Timestamp.Stamp, recent: inout Timestamp.RecentDate) {
        write(upTo: 25) { stamp.write(into: $0, recent: &recent) }
    }

    mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
    }
}

extension Array: ByteSink where Element == UInt8 {
    mutating func write(upTo count: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        // Written on the stack, then copied once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { b in
            let n = body(b)
            append(contentsOf: UnsafeBufferPointer(rebasing: b[..<n]))
        }
    }
}

/// One row's bytes, written through a pointer into a buffer on the stack
/// and then appended to the output at once: appending to `[UInt8]` byte by
/// byte checks its uniqueness and capacity each time. Writing the rows of
/// `events --moon --from 1000 --to 3000` took 2 850 instructions a row in
/// JSON and 1 830 in CSV; through this, 2 200 and 1 430 (callgrind, with
/// the keys read from one buffer, `Table.keyBytes`). Nothing is written
/// past `capacity`: a row that would not fit only counts on, and the table
/// then writes it the slow way (`overflowed`).
struct RowBytes: ByteSink {
    let base: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    var overflowed: Bool { count > capacity }
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: min(count, capacity)) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count < capacity { base[count] = byte }
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        if let from = bytes.baseAddress, bytes.count <= capacity - count {
            (base + count).update(from: from, count: bytes.count)
        }
        count += bytes.count
    }

    @inline(__always)
    mutating func write(upTo n: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
        guard n <= capacity - count else {
            count = capacity + 1
            return
        }
        count += body(UnsafeMutableBufferPointer(start: base + count, count: n))
    }
}
