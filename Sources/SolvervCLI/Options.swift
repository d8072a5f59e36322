import CGetopt
import Glibc

/// The command line as given: the words and the option values, still text.
/// Meaning (numbers, dates, zones) is given to them by `Request`.
struct Options {
    /// Words that are not options: a subcommand, then providers.
    var words: [String] = []
    /// Option values by long name; flags without a value map to "".
    var values: [String: String] = [:]

    /// Every long option Solverv knows, and whether it takes a value.
    static let table: [(name: String, takesValue: Bool)] = [
        ("lat", true), ("lon", true), ("tz", true),
        ("from", true), ("to", true), ("days", true),
        ("output", true), ("now", true),
        ("help", false), ("version", false),
    ]

    /// Parses with glibc's getopt_long: `--lat 59.9`, `--lat=59.9`,
    /// unambiguous abbreviations, and `--` to end options. A negative
    /// number is a value, not an option (`--lon -0.1`).
    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        // getopt_long wants C strings that outlive the parse.
        let names = table.map { strdup($0.name) }
        defer { names.forEach { free($0) } }
        var longOptions = zip(table, names).enumerated().map { i, pair in
            option(name: pair.1, has_arg: pair.0.takesValue ? required_argument : no_argument, flag: nil, val: Int32(1000 + i))
        }
        longOptions.append(option(name: nil, has_arg: 0, flag: nil, val: 0))
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        argv.append(nil)

        var result = Options()
        solverv_getopt_reset()
        // "+" would stop at the first word; GNU order lets options follow words.
        let short = ":"
        while true {
            let c = getopt_long(Int32(arguments.count), &argv, short, longOptions, nil)
            if c == -1 { break }
            let index = Int(c) - 1000
            guard table.indices.contains(index) else {
                let bad = currentArgument(argv, arguments.count)
                if c == Int32(UInt8(ascii: ":")) {
                    throw Failure("option \(bad) needs a value")
                }
                throw Failure("unknown option \(bad) (see solverv --help)")
            }
            let name = table[index].name
            let value = solverv_optarg().map { String(cString: $0) } ?? ""
            if result.values[name] != nil, name != "help" {
                throw Failure("--\(name) is given twice")
            }
            result.values[name] = value
        }
        let first = Int(solverv_optind())
        if first < arguments.count {
            result.words = (first..<arguments.count).compactMap { argv[$0].map { String(cString: $0) } }
        }
        return result
    }

    /// The argument getopt just stopped at, for error messages.
    private static func currentArgument(_ argv: [UnsafeMutablePointer<CChar>?], _ count: Int) -> String {
        let i = Int(solverv_optind()) - 1
        guard i >= 1, i < count, let p = argv[i] else { return "?" }
        let text = String(cString: p)
        return text.hasPrefix("--") ? String(text.prefix { $0 != "=" }) : text
    }
}
