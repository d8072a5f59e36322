import SolvervContracts
import SolvervFormatters
import SolvervProviders

/// `solverv formats`: the built-in formatters, then each provider with its
/// placeholders, straight from their declarations. `--output json|csv`
/// writes them for the docs generator and the completions (`Declarations`).
enum FormatsCommand {
    static func run(_ run: Invocation) throws(Failure) -> String {
        // --output: the declarations for the docs generator, or the formats
        // for the shell completions (Declarations).
        if run.options.values["output"] != nil {
            switch try run.outputFormat() {
            case .json:
                guard let text = Declarations.json().encoded() else { throw .internal("formats: the declarations could not be written as JSON") }
                return text + "\n"
            case .csv: return Declarations.csv()
            }
        }
        var out = "Formats (--format NAME; default size in brackets):\n"
        for f in Formatters.all {
            out += "  \(f.name.padding(8)) [\(f.defaultSize.rawValue)] \(f.summary)\n"
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
