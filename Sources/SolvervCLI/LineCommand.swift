import CivilTime
import Glibc
import SolarAstronomy
import SolvervContracts
import SolvervFormatters
import SolvervProviders

/// `solverv [PROVIDER...]`: the line a bar shows. The chosen providers
/// (both when none is named) report at the instant, the snapshot goes to
/// the chosen formatter, and the formatter writes its bar's syntax.
///
///     $ solverv --lat 59.91 --lon 10.75 --tz Europe/Oslo --format tmux
///     #[fg=#7fb8ff]❄ 29d#[default] #[fg=#ffd75f]☀ 2h34m#[default]
enum LineCommand {
    static func run(_ options: Options, providers words: [String]) throws(Failure) -> String {
        let formatName = options.values["format"] ?? "plain"
        guard let formatter = Formatters.named(formatName) else {
            throw Failure("--format: '\(Failure.echo(formatName))' is not one of \(Formatters.names.joined(separator: ", "))")
        }
        do {
            return try line(options, words, formatter)
        } catch {
            var failure = error
            failure.block = formatter.errorOutput(error.message)
            failure.blockFormat = formatter.name
            throw failure
        }
    }

    private static func line(_ options: Options, _ words: [String], _ formatter: any Formatter) throws(Failure) -> String {
        // Providers by name, not as `[any Provider]`: an array of
        // existentials costs the runtime its storage's metadata.
        var chosen: [String] = []
        for word in words {
            guard Providers.names.contains(word) else {
                throw Failure("unknown subcommand or provider '\(Failure.echo(word))' (subcommands: \(Solverv.commandNames.joined(separator: ", ")); providers: \(Providers.names.joined(separator: ", ")))")
            }
            if !chosen.contains(word) { chosen.append(word) }
        }
        if chosen.isEmpty { chosen = Providers.names }
        var size = formatter.defaultSize
        if let text = options.values["size"] {
            guard let s = Size(rawValue: text) else { throw Failure("--size: '\(Failure.echo(text))' is not one of small, medium, large") }
            size = s
        }
        if options.values["template"] != nil, formatter.name == "json" {
            throw Failure("--template does not apply to --format json (the snapshot carries every fact)")
        }
        let template = try options.values["template"].map { text throws(Failure) in try parseTemplate(text, chosen, formatter) }
        var icons = IconSet.emoji
        if let text = options.values["icons"] {
            guard let set = IconSet(rawValue: text) else { throw Failure("--icons: '\(Failure.echo(text))' is not one of emoji, nerd") }
            icons = set
        }
        let urgent = try options.values["urgent"].map { text throws(Failure) in
            guard let n = Number.integer(text, in: 1...1440) else {
                throw Failure("--urgent: '\(Failure.echo(text))' is not a number of minutes from 1 to 1440")
            }
            return n
        }
        let run = try Invocation(options)
        let place = run.place
        let context = ProviderContext(coordinates: place.coordinates, zone: place.zone, now: run.now,
                                      wantsLarge: size == .large || formatter.name == "waybar", icons: icons,
                                      urgentMinutes: urgent)
        if chosen.contains("countdown"), let why = CountdownProvider.refusal(context) { throw Failure(why) }
        // Only lines with times name their zone (not small; waybar's tooltip
        // is large): comparing the zones resolves both names' links, four
        // realpath calls that a small line would pay for nothing.
        let showsZone = size != .small || formatter.name == "waybar" || template?.uses("zone_indicator") == true
        let otherZone = showsZone && !ZoneTable.sameZone(Zone.systemZoneName() ?? "UTC", place.zone.name)
        let snapshot = Snapshot(
            location: Snapshot.Location(
                name: place.name, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
                zone: place.zone.name, source: place.source.rawValue,
                zoneIndicator: otherZone ? ZoneTable.city(of: place.zone.name) : nil),
            instant: Timestamp.local(unixSeconds: run.now, in: place.zone),
            reports: chosen.compactMap { Providers.report($0, context) },
            notice: place.notice
        )
        // A template is the whole text; a notice it does not place still
        // reaches the user (SPEC §5: Greenwich "with a visible notice").
        if let template, !template.uses("notice"), let notice = place.notice {
            Output.message("solverv: \(Escape.plain(notice))\n")
        }
        return (formatter.header ?? "") + formatter.render(snapshot, size: size, template: template)
    }

    /// The `--template` for `chosen` providers in `formatter`'s bar. Its
    /// control and bidi characters are dropped (as from any outside text:
    /// the user's own markup has no use for them); what remains stays live
    /// markup, so the formatter checks it would parse in its bar.
    private static func parseTemplate(_ text: String, _ chosen: [String], _ formatter: any Formatter) throws(Failure) -> Template {
        var known = Template.locationPlaceholders.map(\.0)
        for provider in chosen {
            for (name, _) in Providers.named(provider)?.placeholders ?? [] { known += [name, "\(provider).\(name)"] }
        }
        do throws(Template.Failure) {
            let template = try Template(Escape.plain(text, keepNewlines: true), known: known)
            try formatter.validate(template: template)
            return template
        } catch {
            throw Failure(error.description)
        }
    }
}
