import CivilTime
import Glibc
import SolarAstronomy
import SolvervConfig
import SolvervContracts
import SolvervControl
import SolvervEngine
import SolvervFormatters
import SolvervIO
import SolvervLanguage
import SolvervPlaces
import SolvervPlugins
import SolvervProviders

/// `solverv [PROVIDER...]`: the line a bar shows. The options become a
/// `LineSpec` here; the engine draws it: the chosen providers (both when
/// none is named) report at the instant, the snapshot goes to the chosen
/// formatter, and the formatter writes its bar's syntax.
///
///     $ solverv --lat 59.91 --lon 10.75 --tz Europe/Oslo --format tmux
///     #[fg=#7fb8ff]❄ 29d#[default] #[fg=#ffd75f]☀ 2h34m#[default]
enum LineCommand {
    static func run(_ options: Options, providers words: [String]) throws(Failure) -> String {
        let formatter = try self.formatter(options)
        do {
            var (spec, run) = try self.spec(options, words, formatter)
            // A bar's one-shot line (tmux, conky) follows `solverv ctl` as
            // the running ones do; plain and json, read by people and
            // scripts, show what the options say.
            if Solverv.isBar(formatter) {
                let view = StateStore.peek(notice: ControlError.notice)
                spec = spec.viewed(dayShift: view.dayShift, large: view.large)
            }
            return try line(spec, at: run.now)
        } catch {
            var failure = error
            failure.block = formatter.errorOutput(error.message)
            failure.blockInBar = Solverv.isBar(formatter)
            throw failure
        }
    }

    /// The `--format` from the one registry (a built-in at once; else a
    /// plugin, SPEC §8), or the failure that names the known ones or why
    /// the plugin was refused (status 2 in any format: a plugin that cannot
    /// be loaded has no error syntax).
    static func formatter(_ options: Options) throws(Failure) -> any Formatter {
        let formatName = options.values["format"]
        let plugin = options.values["plugin"]
        do throws(PluginError) {
            return try FormatterRegistry.formatter(named: formatName, plugin: plugin, search: { PluginSearch.standard(explicit: plugin) })
        } catch {
            // A name that neither a format nor a plugin file has (the
            // registry's refusals that start with `--format:`, not a found
            // plugin's `plugin PATH: …`), near a built-in's or a plugin's,
            // is that format mistyped (`WAYBAR`, `waybr`, `lemonbr`).
            if let name = formatName, error.message.hasPrefix("--format: "),
               let near = Suggestion.format(name, Formatters.names + FormatterRegistry.pluginNames(PluginSearch.standard(explicit: plugin))) {
                throw Failure(near)
            }
            throw Failure(error.message)
        }
    }

    /// Whether the line keeps running (SPEC §6): `--watch`, or i3bar's
    /// protocol, which needs a status command that does not exit; `--once` wins.
    static func watches(_ options: Options) -> Bool {
        options.values["once"] == nil && (options.values["watch"] != nil || options.values["format"] == "i3bar")
    }

    /// The line at `t`, with the notice a template leaves out on stderr and
    /// the bar's header first.
    static func line(_ spec: LineSpec, at t: Double) throws(Failure) -> String {
        let text: String
        do throws(LineError) {
            text = try Engine.line(spec, at: t)
        } catch {
            throw Failure(error.message)
        }
        // A template is the whole text; a notice it does not place still
        // reaches the user (SPEC §5: Greenwich "with a visible notice").
        let templates = spec.template.map { [$0] } ?? spec.providerTemplates.map(\.template)
        if !templates.isEmpty, !templates.contains(where: { $0.uses("notice") }), let notice = spec.place.notice {
            Output.message("solverv: \(Escape.plain(notice))\n")
        } else if spec.place.notLocated || spec.place.source == "geoclue", let notice = spec.place.notice {
            // `--location auto` without a (fresh) place: said on stderr too,
            // for the bars that show no notice (tmux, polybar, i3bar).
            Output.message("solverv: \(Escape.plain(notice))\n")
        }
        return (Engine.header(spec) ?? "") + text
    }

    /// What the options ask the line to show, resolved: everything but the instant.
    /// `geoClue`: what a watching line knows of GeoClue (`--location auto`).
    static func spec(_ options: Options, _ words: [String], _ formatter: any Formatter,
                     geoClue: GeoClueState? = nil) throws(Failure) -> (LineSpec, Invocation) {
        // Providers by name, not as `[any Provider]`: an array of
        // existentials costs the runtime its storage's metadata.
        var chosen: [String] = []
        for word in words {
            guard Providers.names.contains(word) else {
                throw Solverv.unknownWord(word)
            }
            if !chosen.contains(word) { chosen.append(word) }
        }
        if chosen.isEmpty { chosen = Providers.defaults }
        var size = formatter.defaultSize
        if let text = options.values["size"] {
            guard let s = Size(rawValue: text) else { throw Failure.choice("size", text, Size.allCases.map(\.rawValue)) }
            size = s
        }
        if options.values["template"] != nil, formatter.name == "json" {
            throw Failure(tr("--template does not apply to --format json (the snapshot carries every fact)"))
        }
        // The config (SPEC §5), read only when there is one: the flags win over it.
        let config = try Config.load(options)
        try LanguageChoice.apply(options, config, format: (formatter.name, formatter.readByPeople))
        let template = try options.values["template"].map { text throws(Failure) in try parseTemplate(text, chosen, formatter) }
        // The config's provider texts; `--template`, the whole line, wins over them.
        var providerTemplates: [ProviderTemplate] = []
        if template == nil, let config, !config.templates.isEmpty {
            providerTemplates = try ConfigTemplates.templates(config, providers: chosen, formatter: formatter)
        }
        if let config, !config.colours.isEmpty { Palette.configure(config.colours) }
        var icons = config?.icons ?? IconSet.emoji
        if let text = options.values["icons"] {
            guard let set = IconSet(rawValue: text) else { throw Failure.choice("icons", text, IconSet.allCases.map(\.rawValue)) }
            icons = set
        }
        let urgent = try options.values["urgent"].map { text throws(Failure) in
            guard let n = Number.integer(text, in: 1...1440) else {
                throw Failure(fill(tr("--urgent: '%s' is not a number of minutes from 1 to 1440"), Echo.cut(text)))
            }
            return n
        } ?? config?.urgentMinutes
        let run = try Invocation(options, config: config, geoClue: geoClue)
        // `--date`: that date at the current time of day (SPEC §7).
        let dayShift = try run.date("date").map { $0.daysSinceEpoch - run.today.daysSinceEpoch } ?? 0
        let place = run.place
        // Namesakes the ranking passed over: in the snapshot (JSON, a plugin's), and said on stderr.
        // (A plugin's name is no built-in's: no cast, which costs the runtime metadata.)
        let snapshotShowsThem = formatter.name == "json" || !Formatters.names.contains(formatter.name)
        let details = place.namesakes.isEmpty || !snapshotShowsThem ? place.details : place.detailsWithNamesakes
        if let notice = place.namesakeNoticeForStderr { Output.message("solverv: \(Escape.plain(notice))\n") }
        var spec = LineSpec(
            providers: chosen, formatter: formatter, size: size, template: template, icons: icons, urgentMinutes: urgent,
            place: LineSpec.Place(coordinates: place.coordinates, zone: place.zone, name: place.name,
                                  source: place.source.rawValue, notice: place.notice, details: details,
                                  localNames: place.localNames),
            systemZoneName: Zone.systemZoneName(), dayShift: dayShift)
        spec.providerTemplates = providerTemplates
        spec.seasons = try Config.seasons(options.values["seasons"], config)
        spec.place.locatedAt = place.locatedAt
        spec.place.notLocated = place.notLocated
        return (spec, run)
    }

    /// The `--template` for `chosen` providers in `formatter`'s bar. Its
    /// control and bidi characters are dropped (as from any outside text:
    /// the user's own markup has no use for them); what remains stays live
    /// markup, so the formatter checks it would parse in its bar.
    /// An unknown name is refused with whose it is or the one it likely
    /// meant, when `hinting` (not in setup's blocks, one provider each).
    static func parseTemplate(_ text: String, _ chosen: [String], _ formatter: any Formatter, hinting: Bool = true) throws(Failure) -> Template {
        var known = Template.locationPlaceholders.map(\.0)
        for provider in chosen {
            for (name, _) in Providers.named(provider)?.placeholders ?? [] { known += [name, "\(provider).\(name)"] }
        }
        do throws(Template.Failure) {
            let template = try Template(Escape.plain(text, keepNewlines: true), known: known)
            try formatter.validate(template: template)
            return template
        } catch {
            let elsewhere = Providers.names.filter { !chosen.contains($0) }.map { ($0, Providers.named($0)?.placeholders.map(\.0) ?? []) }
            let hint = error.unknown.flatMap { hinting ? Suggestion.placeholder($0, known: known, elsewhere: elsewhere) : nil }
            throw Failure(hint.map { "template: " + $0 } ?? error.description)
        }
    }
}
