import CivilTime
import SolvervJSON
import SolvervLanguage

/// A cell of a CSV/JSON table: the same value written both ways.
package enum Cell {
    case text(String)
    case time(Timestamp.Stamp)
    case integer(Int)
    case decimal(Double, Int)
    case empty

    var csv: String {
        switch self {
        case .text(let s): s
        case .time(let t): t.description
        case .integer(let i): String(i)
        case .decimal(let x, let places): Number.fixed(x, decimals: places)
        case .empty: ""
        }
    }

    var json: JSON {
        switch self {
        case .text(let s): .string(s)
        case .time(let t): .string(t.description)
        case .integer(let i): .integer(i)
        case .decimal(let x, let places): .number(x, decimals: places)
        case .empty: .null
        }
    }
}

/// Rows under named columns: CSV with a header line, or a JSON array of
/// objects whose keys are the column names, on one line (SPEC §7). Written
/// as they come: each row goes into the output's buffer, which is flushed
/// every 64 KB, so memory stays flat for any number of rows.
package struct Table {
    /// How the rows are written (`--output`).
    package enum Format: String, CaseIterable { case csv, json }

    let columns: [String]
    let format: Format
    /// Rows written so far.
    package private(set) var count = 0
    private var recent = Timestamp.RecentDate()
    /// Whether every column's name can be written as jansson would: false
    /// where one would need escaping or repeats (then jansson writes each row).
    private let plainKeys: Bool
    /// Each column's `"name":` as jansson writes it, with the `{` or `,`
    /// before it, end to end, and where each ends: one buffer to read a
    /// row's keys from, not an array each to retain and release.
    private let keyBytes: [UInt8], keyEnds: [Int]

    package init(columns: [String], format: Format) {
        self.columns = columns
        self.format = format
        // (Pairs, not a Set: a Set<String> costs its runtime metadata.)
        let repeats = columns.indices.contains { i in columns[..<i].contains(columns[i]) }
        let plain = !columns.isEmpty && columns.allSatisfy(TableBytes.isPlain) && !repeats
        plainKeys = plain
        let keys = !plain ? [] : columns.enumerated().map { i, name in
            Array(((i == 0 ? "{\"" : ",\"") + name + "\":").utf8)
        }
        keyBytes = keys.flatMap { $0 }
        keyEnds = keys.reduce(into: []) { ends, key in ends.append((ends.last ?? 0) + key.count) }
    }

    /// Writes `row` (after the header, or the array's `[`, for the first).
    package mutating func write(_ row: [Cell], to out: inout Output) throws(Failure) {
        if count == 0 { begin(&out.buffer) }
        // Into a row buffer on the stack first (RowBytes), else, for a row
        // longer than it, into the output's buffer.
        let fast = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Table.rowCapacity) { b in
            guard let base = b.baseAddress else { return false }
            var bytes = RowBytes(base: base, capacity: b.count)
            guard append(row, to: &bytes), !bytes.overflowed else { return false }
            out.buffer.append(contentsOf: bytes.bytes)
            return true
        }
        if !fast {
            let mark = out.buffer.count
            if !append(row, to: &out.buffer) {
                out.buffer.removeSubrange(mark...)
                // Not as jansson writes it (TableBytes): jansson writes it.
                if count > 0 { out.buffer.append(UInt8(ascii: ",")) }
                let object = JSON.object(Array(zip(columns, row.map(\.json))))
                guard let text = object.encoded() else { throw .internal(tr("could not write JSON (out of memory?)")) }
                out.buffer.append(contentsOf: text.utf8)
            }
        }
        count += 1
        try out.flushIfFull()
    }

    /// The row buffer's size: an `events` row is 120 bytes in JSON, a
    /// `table --angle` row 540.
    static let rowCapacity = 1024

    /// Appends the row (with the comma before it, in JSON); false where
    /// TableBytes cannot write it as jansson would.
    private mutating func append<Sink: ByteSink>(_ row: [Cell], to b: inout Sink) -> Bool {
        switch format {
        case .csv:
            // Bytes, not string joins: a ten-year table is 40 000 cells.
            row.withUnsafeBufferPointer { cells in
                for i in 0..<cells.count {
                    if i > 0 { b.append(UInt8(ascii: ",")) }
                    cells[i].appendCSV(to: &b, recent: &recent)
                }
            }
            b.append(UInt8(ascii: "\n"))
            return true
        case .json:
            // jansson's compact array is its items joined by bare commas:
            // written row by row, the bytes are the same as one dump.
            if count > 0 { b.append(UInt8(ascii: ",")) }
            return appendJSON(row, to: &b)
        }
    }

    /// Ends the table (a table of no rows is its header, or `[]`) and writes it out.
    package mutating func finish(_ out: inout Output) throws(Failure) {
        if count == 0 { begin(&out.buffer) }
        if format == .json { out.buffer.append(contentsOf: "]\n".utf8) }
        try out.flush()
    }

    /// The row as jansson's compact object; false where it could differ.
    private mutating func appendJSON<Sink: ByteSink>(_ row: [Cell], to b: inout Sink) -> Bool {
        guard plainKeys, row.count == keyEnds.count else { return false }
        // Through the buffers: iterating the arrays retained and released
        // each key and cell, 220 instructions a row of `events --moon
        // --output json` (callgrind).
        let written = keyBytes.withUnsafeBufferPointer { k in
            keyEnds.withUnsafeBufferPointer { ends in
                row.withUnsafeBufferPointer { cells in
                    var start = 0
                    for i in 0..<cells.count {
                        b.append(contentsOf: UnsafeBufferPointer(rebasing: k[start..<ends[i]]))
                        start = ends[i]
                        guard cells[i].appendJSON(to: &b, recent: &recent) else { return false }
                    }
                    return true
                }
            }
        }
        guard written else { return false }
        b.append(UInt8(ascii: "}"))
        return true
    }

    private func begin(_ buffer: inout [UInt8]) {
        buffer.reserveCapacity(Output.flushSize + 4096)
        switch format {
        case .csv:
            buffer.append(contentsOf: columns.joined(separator: ",").utf8)
            buffer.append(UInt8(ascii: "\n"))
        case .json:
            buffer.append(UInt8(ascii: "["))
        }
    }
}
