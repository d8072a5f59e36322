import SolvervContracts
import SolvervProviders

/// The config's templates for a line: one per shown provider at the
/// line's size (the bar's own under `formats`, else the one for every
/// bar), joined into the line's template as `--template` would be. A line
/// uses them only when each provider it shows has one at its size; else
/// it shows its default texts. Each is checked for the bar as `--template`
/// is (those of other lines too), and an error names the template's key.
enum ConfigTemplates {
    /// The template for a line of `providers` at `size` in `formatter`'s
    /// bar, or nil. Every size is checked, so that a line toggled to
    /// another size in watch mode cannot fail later.
    static func template(_ config: Config, providers: [String], size: Size, formatter: any Formatter) throws(Failure) -> Template? {
        // The JSON snapshot carries every fact; it has no text to template.
        guard formatter.name != "json" else { return nil }
        // Every template this bar may use, whichever providers the line shows: a
        // template for another line is still checked, rather than found wrong later.
        for entry in config.templates where entry.format == nil || entry.format == formatter.name {
            try check(entry.template, formatter, config, entry.path)
        }
        var chosen: Template?
        for s in [Size.small, .medium, .large] {
            let template = try self.template(config, providers, s, formatter)
            if s == size { chosen = template }
        }
        return chosen
    }

    /// The checked template at one size.
    private static func template(_ config: Config, _ providers: [String], _ size: Size, _ formatter: any Formatter) throws(Failure) -> Template? {
        var entries: [Config.TemplateEntry] = []
        for provider in providers {
            guard let entry = config.template(format: formatter.name, provider: provider, size: size) else { return nil }
            entries.append(entry)
        }
        guard entries.count > 1 else { return entries.first?.template }
        // Several providers: one template, each one's bare placeholders
        // qualified with its provider (`{days}` of countdown is `{countdown.days}`).
        let separator = size == .large && (formatter.name == "plain" || formatter.name == "conky") ? "\n" : " · "
        var text = ""
        var known = Template.locationPlaceholders.map(\.0)
        for (i, entry) in entries.enumerated() {
            if i > 0 { text += separator }
            text += qualified(entry.template, entry.provider)
            known += Providers.placeholderNames(entry.provider).map { "\(entry.provider).\($0)" }
        }
        let paths = entries.map(\.path).joined(separator: " + ")
        do throws(Template.Failure) {
            let joined = try Template(text, known: known)
            try formatter.validate(template: joined)
            return joined
        } catch {
            throw config.failure(paths, ConfigReader.withoutPrefix(error.description))
        }
    }

    private static func check(_ template: Template, _ formatter: any Formatter, _ config: Config, _ path: String) throws(Failure) {
        do throws(Template.Failure) {
            try formatter.validate(template: template)
        } catch {
            throw config.failure(path, ConfigReader.withoutPrefix(error.description))
        }
    }

    /// The template's text again, braces doubled, each bare placeholder of
    /// the provider named with it.
    static func qualified(_ template: Template, _ provider: String) -> String {
        let location = Template.locationPlaceholders.map(\.0)
        var text = ""
        for piece in template.pieces {
            switch piece {
            case .literal(let s):
                for c in s.unicodeScalars {
                    if c == "{" || c == "}" { text.unicodeScalars.append(c) }
                    text.unicodeScalars.append(c)
                }
            case .placeholder(let name):
                text += name.contains(".") || location.contains(name) ? "{\(name)}" : "{\(provider).\(name)}"
            }
        }
        return text
    }
}

extension Providers {
    /// The placeholders of the provider `name`, bare.
    static func placeholderNames(_ name: String) -> [String] {
        (named(name)?.placeholders ?? []).map(\.0)
    }
}
