import SolvervContracts
import SolvervFormatters
import SolvervProviders

/// `solverv formats`: the built-in formatters, then each provider with its
/// placeholders, straight from their declarations (the README's lists are
/// this command's output).
enum FormatsCommand {
    static func run(_ run: Invocation) throws(Failure) -> String {
        var out = "Formats (--format NAME; default size in brackets):\n"
        let formatters = Formatters.all
        let width = formatters.map(\.name.count).max() ?? 0
        for f in formatters {
            out += "  \(f.name.padding(width)) [\(f.defaultSize.rawValue)] \(f.summary)\n"
        }
        out += "\nPlaceholders of every line (--template '{name}'): the place and the clock\n"
        for (name, doc) in Template.locationPlaceholders { out += "  {\(name)}".padding(22) + doc + "\n" }
        for p in Providers.all {
            out += "\nPlaceholders of \(p.name) (--template '{name}'): \(p.summary)\n"
            for (name, doc) in p.placeholders { out += "  {\(name)}".padding(22) + doc + "\n" }
        }
        return out
    }
}
