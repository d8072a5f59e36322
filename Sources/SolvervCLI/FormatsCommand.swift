import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervPlugins
import SolvervProviders

/// `solverv formats`: every formatter of the registry with where it came
/// from (the built-ins, then each plugin on the discovery path with its
/// file, a refused one with its reason), then each provider with its
/// placeholders, straight from their declarations. `--output json|csv`
/// writes them for the docs generator and the shell completions (`Declarations`).
/// It needs no place and reads no config: a broken config file does not
/// break the completions that call it.
enum FormatsCommand {
    static func run(_ options: Options) throws(Failure) -> String {
        let entries = FormatterRegistry.all(PluginSearch.standard(explicit: options.values["plugin"]))
        if options.values["output"] != nil {
            switch try Invocation.outputFormat(options) {
            case .json:
                guard let text = Declarations.json().encoded() else { throw .internal(tr("formats: the declarations could not be written as JSON")) }
                return text + "\n"
            case .csv: return Declarations.csv(entries)
            }
        }
        var out = "Formats (--format NAME; default size in brackets), built in:\n"
        var plugins = ""
        var width = 0
        for entry in entries { width = max(width, entry.formatter?.name.count ?? 0) }
        for entry in entries {
            guard let path = entry.path else {
                if let f = entry.formatter { out += "  \(f.name.padding(width)) [\(f.defaultSize.rawValue)] \(f.summary)\n" }
                continue
            }
            let file = Escape.plain(path)
            if let f = entry.formatter {
                plugins += "  \(f.name.padding(width)) [\(f.defaultSize.rawValue)] \(f.summary)\n    from \(file)\n"
            } else {
                plugins += "  (refused) \(Escape.plain(entry.refusal ?? file))\n"
            }
        }
        out += "\nFormats from plugins (--plugin PATH, $SOLVERV_PLUGIN_PATH, $XDG_DATA_HOME/solverv/plugins,\n"
        out += "<prefix>/lib/solverv/plugins; see include/solverv/plugin.h):\n"
        out += plugins.isEmpty ? "  none found\n" : plugins
        out += "\nPlaceholders of every line (--template '{name}'): the place and the clock\n"
        for (name, doc) in Template.locationPlaceholders { out += "  {\(name)}".padding(22) + doc + "\n" }
        for p in Providers.all {
            out += "\nPlaceholders of \(p.name) (--template '{name}'): \(p.summary)\n"
            for (name, doc) in p.placeholders { out += "  {\(name)}".padding(22) + doc + "\n" }
        }
        return out
    }
}
