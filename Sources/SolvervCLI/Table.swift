import CivilTime
import SolvervJSON

/// A cell of a CSV/JSON table: the same value written both ways.
enum Cell {
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
/// objects whose keys are the column names (SPEC §7).
struct Table {
    let columns: [String]
    let rows: [[Cell]]

    func render(_ format: Invocation.OutputFormat) throws(Failure) -> String {
        switch format {
        case .csv:
            // Bytes, not string joins: a ten-year table is 40 000 cells.
            var out: [UInt8] = []
            out.reserveCapacity((rows.count + 1) * 32 * columns.count)
            out.append(contentsOf: columns.joined(separator: ",").utf8)
            out.append(UInt8(ascii: "\n"))
            var recent = Timestamp.RecentDate()
            for row in rows {
                for (i, cell) in row.enumerated() {
                    if i > 0 { out.append(UInt8(ascii: ",")) }
                    switch cell {
                    case .time(let t): t.append(to: &out, recent: &recent)
                    case .empty: break
                    default: out.append(contentsOf: cell.csv.utf8)
                    }
                }
                out.append(UInt8(ascii: "\n"))
            }
            return String(decoding: out, as: UTF8.self)
        case .json:
            let array = JSON.array(rows.map { row in .object(Array(zip(columns, row.map(\.json)))) })
            guard let text = array.encoded() else { throw .internal("could not write JSON (out of memory?)") }
            return text + "\n"
        }
    }
}
