import SolvervJSON

/// A cell of a CSV/JSON table: the same value written both ways.
enum Cell {
    case text(String)
    case integer(Int)
    case decimal(Double, Int)
    case empty

    var csv: String {
        switch self {
        case .text(let s): s
        case .integer(let i): String(i)
        case .decimal(let x, let places): Number.fixed(x, decimals: places)
        case .empty: ""
        }
    }

    var json: JSON {
        switch self {
        case .text(let s): .string(s)
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

    func render(_ format: Invocation.OutputFormat) -> String {
        switch format {
        case .csv:
            var out = columns.joined(separator: ",") + "\n"
            for row in rows {
                out += row.map(\.csv).joined(separator: ",") + "\n"
            }
            return out
        case .json:
            let array = JSON.array(rows.map { row in .object(Array(zip(columns, row.map(\.json)))) })
            // Every cell is plain ASCII or valid UTF-8 text made here.
            return (array.encoded() ?? "[]") + "\n"
        }
    }
}
