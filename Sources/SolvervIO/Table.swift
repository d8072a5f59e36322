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
    /// Each column's `"name":` as jansson writes it, with the `{` or `,`
    /// before it; nil where a name would need escaping or repeats (then
    /// jansson writes each row).
    private let keys: [[UInt8]]?

    package init(columns: [String], format: Format) {
        self.columns = columns
        self.format = format
        // (Pairs, not a Set: a Set<String> costs its runtime metadata.)
        let repeats = columns.indices.contains { i in columns[..<i].contains(columns[i]) }
        let plain = !columns.isEmpty && columns.allSatisfy(TableBytes.isPlain) && !repeats
        keys = !plain ? nil : columns.enumerated().map { i, name in
            Array(((i == 0 ? "{\"" : ",\"") + name + "\":").utf8)
        }
    }

    /// Writes `row` (after the header, or the array's `[`, for the first).
    package mutating func write(_ row: [Cell], to out: inout Output) throws(Failure) {
        if count == 0 { begin(&out.buffer) }
        switch format {
        case .csv:
            // Bytes, not string joins: a ten-year table is 40 000 cells.
            for (i, cell) in row.enumerated() {
                if i > 0 { out.buffer.append(UInt8(ascii: ",")) }
                cell.appendCSV(to: &out.buffer, recent: &recent)
            }
            out.buffer.append(UInt8(ascii: "\n"))
        case .json:
            // jansson's compact array is its items joined by bare commas:
            // written row by row, the bytes are the same as one dump.
            if count > 0 { out.buffer.append(UInt8(ascii: ",")) }
            // Written as jansson would (TableBytes), else by jansson.
            let mark = out.buffer.count
            if !appendJSON(row, to: &out.buffer) {
                out.buffer.removeSubrange(mark...)
                let object = JSON.object(Array(zip(columns, row.map(\.json))))
                guard let text = object.encoded() else { throw .internal(tr("could not write JSON (out of memory?)")) }
                out.buffer.append(contentsOf: text.utf8)
            }
        }
        count += 1
        try out.flushIfFull()
    }

    /// Ends the table (a table of no rows is its header, or `[]`) and writes it out.
    package mutating func finish(_ out: inout Output) throws(Failure) {
        if count == 0 { begin(&out.buffer) }
        if format == .json { out.buffer.append(contentsOf: "]\n".utf8) }
        try out.flush()
    }

    /// The row as jansson's compact object; false where it could differ.
    private mutating func appendJSON(_ row: [Cell], to b: inout [UInt8]) -> Bool {
        guard let keys, row.count == keys.count else { return false }
        for (key, cell) in zip(keys, row) {
            b.append(contentsOf: key)
            guard cell.appendJSON(to: &b, recent: &recent) else { return false }
        }
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
