/// The command line as given: the words and the option values, still text.
/// Meaning (numbers, dates, zones) is given to them by `Invocation` and the commands.
package struct Options {
    /// Words that are not options: a subcommand, then providers.
    package var words: [String] = []
    /// Option values by long name; flags without a value map to "".
    /// A `repeatable` option given more than once holds its values joined
    /// by NUL, which no argument can contain (`all` splits them): a field
    /// more in this struct would cost every copy of it runtime metadata.
    package var values = OptionValues()

    package init() {}

    /// Every long option Solverv knows, and whether it takes a value. Kept
    /// as two plain arrays: an array of tuples or of C structs makes the
    /// Swift runtime build type metadata at start-up, 20–60 thousand
    /// instructions each, a quarter of the one-shot budget.
    package static let names = ["lat", "lon", "tz", "location", "config", "from", "to", "days", "output", "now", "format", "size", "template", "icons", "urgent", "date", "plugin", "watch", "once", "help", "version", "color", "months", "notify", "notify-command", "notify-only-lengthening", "locale", "clock", "forget", "offset", "angle", "print", "threshold", "notify-at", "seasons", "elevation", "moon"]
    package static let takesValue = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, true, true, false, true, false, true, true, false, true, true, false, true, true, true, true, false]

    /// Options that may be given more than once (`report --location A
    /// --location B`); a command that takes one value refuses a second
    /// (`Solverv.run`, `repeated`).
    package static let repeatable = ["location"]

    /// Every value given for `name`, in order: none, one, or (for a
    /// `repeatable` option) more.
    package func all(_ name: String) -> [String] {
        guard let joined = values[name] else { return [] }
        return joined.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether an option before `--` is not one of `names` as written: an
    /// abbreviation (or no option at all). Only for a parse that failed.
    package static func abbreviates(_ arguments: [String]) -> Bool {
        for a in arguments.dropFirst() {
            if a == "--" { return false }
            if a.hasPrefix("--"), !names.contains(String(a.dropFirst(2).prefix { $0 != "=" })) { return true }
        }
        return false
    }

    /// The first `repeatable` option given more than once, if any.
    package var repeated: String? {
        for name in Options.repeatable where values[name]?.utf8.contains(0) == true { return name }
        return nil
    }
}

/// Option values by long name, kept by the option's place in
/// `Options.names`: a `[String: String]` would cost the one-shot line
/// 120 000 instructions of runtime type instantiation.
package struct OptionValues {
    private var slots = [String](repeating: "", count: Options.names.count)
    private var given = [Bool](repeating: false, count: Options.names.count)

    package subscript(name: String) -> String? {
        get {
            // Only the names given are compared (a line gives four or five):
            // every name, 400 comparisons a line, cost it 19 000 instructions
            // (callgrind, issue 35).
            for i in given.indices where given[i] && Options.names[i] == name { return slots[i] }
            return nil
        }
        set {
            guard let i = Options.names.firstIndex(of: name) else { return }
            given[i] = newValue != nil
            slots[i] = newValue ?? ""
        }
    }

    /// The names given, in `Options.names` order.
    package var keys: [String] {
        given.indices.filter { given[$0] }.map { Options.names[$0] }
    }
}
