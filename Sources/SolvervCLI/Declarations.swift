import SolvervConfig
import SolvervContracts
import SolvervFormatters
import SolvervIO
import SolvervJSON
import SolvervNotify
import SolvervPlaces
import SolvervPlugins
import SolvervProviders
import SolvervSetup

/// What Solverv declares about itself, read from the declarations the
/// program runs on (the formatters, the providers, the subcommands and
/// `Options`): `solverv formats --output json` writes it for the docs
/// generator (`Plugins/SolvervDocs`: the tables of docs/, the man pages and
/// the completions), and `--output csv` lists the formats for the shell
/// completions, so docs cannot say what the program does not do. Off the
/// one-shot path: only `formats` comes here.
enum Declarations {
    /// A formatter as `formats` lists it. `source` is "built-in", or the
    /// file a plugin was loaded from; the docs list only the built-in ones.
    struct Format {
        let name: String
        let summary: String
        let defaultSize: Size
        let source: String
        /// An error there is an error block and status 0 (SPEC §5).
        let bar: Bool
    }

    /// Every format `--format` accepts, in the order of `formats`: the
    /// built-ins (what the docs list), or the registry's `entries`, plugins
    /// found on this machine included (what the completions offer).
    static func formats(_ entries: [FormatterRegistry.Entry]? = nil) -> [Format] {
        let registry = entries ?? Formatters.all.map { FormatterRegistry.Entry(formatter: $0, path: nil, refusal: nil) }
        return registry.compactMap { entry in
            entry.formatter.map {
                Format(name: $0.name, summary: $0.summary, defaultSize: $0.defaultSize, source: entry.path ?? "built-in",
                       bar: Solverv.isBar($0))
            }
        }
    }

    /// The environment the program reads, for the man page.
    static let environment: [(String, String)] = [
        ("SOLVERV_LAT, SOLVERV_LON", "the place, when neither --lat/--lon nor --location nor the config's default gives one (both or neither)"),
        ("SOLVERV_TZ", "the display zone of SOLVERV_LAT/SOLVERV_LON (else the zone they lie in); an error whenever it is set and invalid"),
        ("TZ", "the system zone, as glibc reads it (else /etc/localtime)"),
        ("LC_ALL, LC_MESSAGES, LANG", "the language of the lines, report and messages (--locale, the config's \"locale\"); JSON, CSV and plugins stay English"),
        ("LC_TIME", "the clock (12 or 24 hours; --clock) and the calendar's names and order"),
        ("LANGUAGE", "languages to try in order (nb:de), in a locale other than C"),
        ("TZDIR", "the tz database, else /usr/share/zoneinfo"),
        ("SOLVERV_PLUGIN_PATH", "directories (colon-separated) searched for formatter plugins, after --plugin"),
        ("XDG_CONFIG_HOME", "where the config file is looked for (else ~/.config)"),
        ("XDG_DATA_HOME", "plugins in $XDG_DATA_HOME/solverv/plugins (else ~/.local/share/solverv/plugins)"),
        ("XDG_RUNTIME_DIR", "where solverv ctl keeps the view and running lines keep their pid files"),
        ("XDG_STATE_HOME", "where the place from GeoClue is saved, for --location auto (else ~/.local/state)"),
        ("DBUS_SYSTEM_BUS_ADDRESS", "the system D-Bus, where GeoClue 2 is asked (a unix: socket; else /run/dbus/system_bus_socket)"),
    ]

    /// The files the program reads or writes, for the man page.
    static let files: [(String, String)] = [
        ("/usr/share/zoneinfo", "the tz database: zones, and zone1970.tab for the system zone's city"),
        ("/etc/localtime", "the system zone; watch mode follows a change at once"),
        ("$XDG_CONFIG_HOME/solverv/config.json", "the config file: places, templates, icons, colours, urgent minutes (--config PATH)"),
        ("$XDG_DATA_HOME/solverv/plugins/NAME.so", "a formatter plugin, for --format NAME (refused if group- or world-writable)"),
        ("<prefix>/lib/solverv/plugins/NAME.so", "plugins installed beside the binary (<prefix>/bin/solverv)"),
        ("$XDG_RUNTIME_DIR/solverv/state", "the one view that clicks and solverv ctl set (a date shift, a size, a serial)"),
        ("$XDG_RUNTIME_DIR/solverv/instances/", "a pid file per running watch-mode line"),
        ("$XDG_RUNTIME_DIR/solverv/alerts", "the --notify notices already sent (kind, date, place), so none repeats"),
        ("$XDG_STATE_HOME/solverv/location", "the place GeoClue gave last, its time, zone and nearest city, to 0.01° (solverv locate; --forget removes it)"),
        ("/etc/geoclue/geoclue.conf", "GeoClue's own: [solverv] allowed=true system=false users= lets --location auto ask it"),
    ]

    /// How an option's value is completed in a shell: from a fixed list,
    /// the format names, the tz database's zones, the installed locales
    /// that Solverv speaks, a file, or not at all.
    static func completion(_ option: String, _ value: String) -> (kind: String, choices: [String]) {
        switch option {
        case "size": ("choices", Size.allCases.map(\.rawValue))
        case "icons": ("choices", IconSet.allCases.map(\.rawValue))
        case "seasons": ("choices", SeasonCount.allCases.map(\.rawValue))
        case "output": ("choices", Invocation.OutputFormat.allCases.map(\.rawValue))
        case "months": ("choices", ChartCommand.monthChoices.map(String.init))
        case "color": ("choices", TerminalText.colourChoices)
        case "clock": ("choices", ["12", "24"])
        case "threshold": ("choices", SunPoll.thresholds.map(\.0))
        case "format": ("formats", formats().map(\.name))
        case "tz": ("zones", [])
        case "locale": ("locales", [])
        default: (value == "PATH" ? "file" : "none", [])
        }
    }

    static func json() -> JSON {
        func named(_ pairs: [(String, String)], _ key: String = "name") -> JSON {
            .array(pairs.map { .object([(key, .string($0.0)), ("summary", .string($0.1))]) })
        }
        let commands: [JSON] = Solverv.commands.map { c in
            .object([
                ("name", .string(c.name)), ("summary", .string(c.summary)),
                ("options", .array(c.options.map { .string($0) })), ("actions", .array(c.actions.map { .string($0) })),
                ("takes_topic", .bool(c.takesTopic)), ("takes_providers", .bool(c.takesProviders)), ("usage", .array(Help.usage(c).map { .string($0) })),
            ])
        }
        let options: [JSON] = Options.names.indices.map { i in
            let name = Options.names[i]
            let doc = Options.doc(name)
            let completion = completion(name, doc.value)
            return .object([
                ("name", .string(name)), ("value", Options.takesValue[i] ? .string(doc.value) : .null),
                ("summary", .string(doc.summary)),
                ("completion", .string(completion.kind)), ("choices", .array(completion.choices.map { .string($0) })),
            ])
        }
        let formats: [JSON] = formats().map {
            .object([
                ("name", .string($0.name)), ("summary", .string($0.summary)),
                ("default_size", .string($0.defaultSize.rawValue)), ("source", .string($0.source)), ("bar", .bool($0.bar)),
            ])
        }
        let providers: [JSON] = Providers.all.map {
            .object([("name", .string($0.name)), ("summary", .string($0.summary)),
                     ("in_default_line", .bool(Providers.defaults.contains($0.name))), ("placeholders", named($0.placeholders)),
                     ("options", .array(Help.options(ofProvider: $0.name).map { .string($0) }))])
        }
        let configKeys: [JSON] = ConfigKeys.all.map {
            .object([("path", .string($0.path)), ("value", .string($0.value)), ("summary", .string($0.summary))])
        }
        // Solverv's own colours (`formats` reads no config): what `colors` replaces.
        let classes: [JSON] = Palette.classes.map {
            .object([("name", .string($0)), ("color", .string(Palette.colour(ofClass: $0) ?? ""))])
        }
        return .object([
            ("schema", .integer(1)),
            ("program", .string("solverv")), ("version", .string(Solverv.version)),
            ("synopsis", .array(Help.synopsis.map { .string($0) })),
            ("commands", .array(commands)),
            ("line_options", .array((Solverv.lineOptions + Solverv.common).map { .string($0) })),
            ("options", .array(options)),
            ("sizes", .array(Size.allCases.map { .string($0.rawValue) })),
            ("formats", .array(formats)),
            ("providers", .array(providers)),
            ("location_placeholders", named(Template.locationPlaceholders)),
            ("config_keys", .array(configKeys)),
            ("classes", .array(classes)),
            ("environment", named(environment)),
            ("files", named(files, "path")),
            ("setup", .array(setup())),
        ])
    }

    /// Each bar's `setup` pieces with no option and `solverv` by name: the
    /// blocks of contrib/ that `make docs` writes, and (`quick`) the lines
    /// of them the README's quick start shows.
    static func setup() -> [JSON] {
        let context = BarSetup.Context(binary: "solverv", options: [], defaults: Providers.defaults)
        return BarSetup.all.map { bar in
            .object([
                ("bar", .string(bar.bar)), ("summary", .string(bar.summary)),
                ("pieces", .array(bar.pieces.map { piece in
                    .object([
                        ("file", .string(piece.file)), ("how", .string(piece.how(context))), ("contrib", .string(piece.contrib)),
                        ("comment", .array([.string(piece.comment.open), .string(piece.comment.close)])),
                        ("text", .string(piece.text(context))), ("quick", .string(piece.quick(context))),
                    ])
                })),
            ])
        }
    }

    /// The formats as CSV rows, `name,default_size,source,summary`, quoted
    /// where a field needs it (RFC 4180): the shell completions read the
    /// first column.
    static func csv(_ entries: [FormatterRegistry.Entry]? = nil) -> String {
        func field(_ text: String) -> String {
            guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
            var quoted = "\""
            for c in text { if c == "\"" { quoted += "\"\"" } else { quoted.append(c) } }
            return quoted + "\""
        }
        var out = "name,default_size,source,summary\n"
        for f in formats(entries) {
            out += [f.name, f.defaultSize.rawValue, f.source, f.summary].map(field).joined(separator: ",") + "\n"
        }
        return out
    }
}
