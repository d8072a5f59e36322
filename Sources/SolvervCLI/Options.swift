import CGetopt
import Glibc
import SolvervContracts
import SolvervIO
import SolvervLanguage

/// Parsing the command line with glibc's getopt_long (`Options`, the
/// command line as given, and what each option says, are SolvervIO's).
extension Options {
    /// Parses with glibc's getopt_long: `--lat 59.9`, `--lat=59.9`,
    /// unambiguous abbreviations, and `--` to end options. A negative
    /// number is a value, not an option (`--lon -0.1`).
    /// An abbreviation stands for an option of its command: `events --mon`
    /// is no `--months`, which events does not take. A line that abbreviates
    /// is parsed again, getopt completing only to its command's options (and
    /// to those written in full, which `check` refuses by name).
    static func parse(_ arguments: [String]) throws(Failure) -> Options {
        var abbreviated = false
        let all: Options
        do {
            all = try parse(arguments, within: nil, abbreviated: &abbreviated)
        } catch {
            guard abbreviates(arguments) else { throw error }
            return try parse(arguments, within: accepted(in: arguments), abbreviated: &abbreviated)
        }
        guard abbreviated else { return all }
        return try parse(arguments, within: accepted(in: arguments, parsed: all), abbreviated: &abbreviated)
    }

    /// getopt over every option, or only over `within`'s and those written
    /// in full; `abbreviated` is set when an option was not written in full.
    private static func parse(_ arguments: [String], within: (command: String?, names: [String])?,
                              abbreviated: inout Bool) throws(Failure) -> Options {
        // getopt_long wants C strings and a C array of `option` that outlive
        // the parse: the names and the arguments, each in one buffer (a
        // strdup each was 47 allocations, 14 000 instructions a line).
        let offered = within.map { within in
            names.indices.filter { i in
                within.names.contains(names[i]) || arguments.contains { $0 == "--" + names[i] || $0.hasPrefix("--" + names[i] + "=") }
            }
        } ?? Array(names.indices)
        let count = offered.count
        let longOptions = UnsafeMutablePointer<option>.allocate(capacity: count + 1)
        defer { longOptions.deallocate() }
        let nameText = CStrings(offered.map { names[$0] })
        defer { nameText.deallocate() }
        for (slot, i) in offered.enumerated() {
            longOptions[slot] = option(name: nameText[slot], has_arg: takesValue[i] ? required_argument : no_argument,
                                       flag: nil, val: Int32(1000 + i))
        }
        longOptions[count] = option(name: nil, has_arg: 0, flag: nil, val: 0)
        let argc = arguments.count
        let argumentText = CStrings(arguments)
        defer { argumentText.deallocate() }
        // getopt permutes argv, the pointers, not the buffer they point into.
        let argv = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: argc + 1)
        defer { argv.deallocate() }
        for i in 0..<argc { argv[i] = argumentText[i] }
        argv[argc] = nil

        var result = Options()
        solverv_getopt_reset()
        // "-" returns words in place as option 1, so options may follow words
        // even under POSIXLY_CORRECT; ":" reports a missing value as ':';
        // -h and -V are --help and --version.
        while true {
            let c = getopt_long(Int32(argc), argv, "-:hV", longOptions, nil)
            if c == -1 { break }
            // The two short options, as GNU programs have them.
            if c == Int32(UInt8(ascii: "h")) || c == Int32(UInt8(ascii: "V")) {
                result.values[c == Int32(UInt8(ascii: "h")) ? "help" : "version"] = ""
                continue
            }
            if c == 1 {
                if let word = solverv_optarg() { result.words.append(String(cString: word)) }
                continue
            }
            let index = Int(c) - 1000
            guard names.indices.contains(index) else {
                let bad = currentArgument(argv, argc)
                if c == Int32(UInt8(ascii: ":")) {
                    throw Failure(fill(tr("%s needs a value"), Echo.cut(bad)))
                }
                throw refusal(bad, accepted: within ?? accepted(in: arguments), offered: offered.map { names[$0] })
            }
            let name = names[index]
            let value = solverv_optarg().map { String(cString: $0) } ?? ""
            // The option as written: the argument before optind, or before its value there.
            // (Compared in C: a Swift scan of the arguments cost every line 10 000 instructions.)
            let at = Int(solverv_optind()) - (takesValue[index] && solverv_optarg() == argv[Int(solverv_optind()) - 1] ? 2 : 1)
            if at >= 1, let written = argv[at] {
                var length = 0
                while written[2 + length] != 0, written[2 + length] != 0x3D { length += 1 }
                if length != name.utf8.count { abbreviated = true }
            }
            // getopt takes the next argument as the value whatever it is, so
            // `--lat --lon 10.75` would give --lat the value "--lon". A value
            // that starts with `--` must be attached: `--template=--{days}--`.
            // (Negative numbers, `--lon -0.1`, have one dash and stay values.)
            if takesValue[index], let arg = solverv_optarg(), arg[0] == 0x2D, arg[1] == 0x2D,
               solverv_optind() >= 1, arg == argv[Int(solverv_optind()) - 1] {
                // TRANSLATORS: an option name, the next argument, the option name again.
                throw Failure(fill(tr("--%1$s needs a value before '%2$s' (a value that starts with -- is written --%1$s=VALUE)"), name, Echo.cut(value)))
            }
            if result.values[name] != nil, takesValue[index] {
                guard repeatable.contains(name) else { throw Failure(fill(tr("--%s is given twice"), name)) }
                result.values[name] = (result.values[name] ?? "") + "\u{0}" + value
                continue
            }
            result.values[name] = value
        }
        let first = Int(solverv_optind())
        if first < argc {
            result.words = (first..<argc).compactMap { argv[$0].map { String(cString: $0) } }
        }
        return result
    }

    /// The options of the command on this command line (the line's when
    /// it names none): a refused option is suggested only from these, so
    /// that `events --colr` is not sent to `--color`, which is report's.
    /// The command is the first word of `parsed`, else (when a parse
    /// failed) the first argument that names one.
    private static func accepted(in arguments: [String], parsed: Options? = nil) -> (command: String?, names: [String]) {
        if let word = parsed.map({ $0.words.first }) ?? arguments.dropFirst().first(where: { Solverv.commandNames.contains($0) }),
           let c = Solverv.command(word) {
            return (word, c.options)
        }
        return (nil, Solverv.lineOptions + Solverv.common)
    }

    /// Why getopt refused `bad`: an unknown name, an abbreviation of
    /// several, or a value given to a flag (`--help=yes`), among the
    /// options `offered` to getopt. An unknown name near an option of the
    /// command names it (`--locaton`, or `-location` with one dash).
    private static func refusal(_ bad: String, accepted: (command: String?, names: [String]), offered: [String]) -> Failure {
        let help = "solverv " + (accepted.command.map { $0 + " " } ?? "") + "--help"
        guard bad.hasPrefix("--") else {
            let word = bad.dropFirst()
            guard word.count > 1, let meant = Suggestion.option(String(word), among: accepted.names) else {
                // TRANSLATORS: the option given, then a command such as "solverv report --help".
                return Failure(fill(tr("unknown option '%s' (see %s)"), Echo.cut(bad), help))
            }
            return Failure(fill(tr("unknown option '%s' (did you mean '--%s'?)"), Echo.cut(bad), meant))
        }
        let given = bad.dropFirst(2)
        let matches = offered.filter { $0.hasPrefix(given) }
        if let exact = offered.contains(String(given)) ? names.firstIndex(of: String(given)) : matches.count == 1 ? names.firstIndex(of: matches[0]) : nil,
           !takesValue[exact] {
            return Failure(fill(tr("--%s takes no value"), names[exact]))
        }
        if matches.count > 1 {
            // TRANSLATORS: the option given, then the options it may abbreviate.
            return Failure(fill(tr("%s is ambiguous: %s"), Echo.cut(bad), matches.map { "--" + $0 }.joined(separator: ", ")))
        }
        guard let meant = Suggestion.option(String(given), among: accepted.names) else {
            return Failure(fill(tr("unknown option '%s' (see %s)"), Echo.cut(bad), help))
        }
        return Failure(fill(tr("unknown option '%s' (did you mean '--%s'?)"), Echo.cut(bad), meant))
    }

    /// The argument getopt just stopped at, for error messages. A long
    /// option is the argument before `optind`. A short one is a letter of
    /// a cluster (`-locaton` is -l -o -c…), and getopt moves past the
    /// cluster only after its last letter: the cluster is the argument
    /// before `optind` when the letter ends it, else the one at `optind`.
    private static func currentArgument(_ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ count: Int) -> String {
        let i = Int(solverv_optind()) - 1
        func argument(_ i: Int) -> String? { i >= 1 && i < count ? argv[i].map { String(cString: $0) } : nil }
        let letter = solverv_optopt()
        if letter > 0, letter < 128, letter != Int32(UInt8(ascii: "-")) {
            func cluster(_ text: String) -> Bool {
                guard text.utf8.count > 1, text.hasPrefix("-"), !text.hasPrefix("--") else { return false }
                return text.utf8.dropFirst().contains(UInt8(letter))
            }
            if let text = argument(i), cluster(text), text.utf8.last == UInt8(letter) { return text }
            if let text = argument(i + 1), cluster(text) { return text }
        }
        guard let text = argument(i) else { return "?" }
        return text.hasPrefix("--") ? String(text.prefix { $0 != "=" }) : text
    }
}
