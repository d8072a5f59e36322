import SolvervContracts
import SolvervIO

/// The config's templates for a line's bar: each replaces one provider's
/// text at one size (the bar's own under `formats`, else the one for every
/// bar), so that a bar keeps its blocks (i3bar's, one per provider) and
/// each of its sizes (i3bar's `short_text`, waybar's tooltip) takes the
/// config's text for it. A provider or size without one keeps its default
/// text. Each is checked for the bar as `--template` is, and an error
/// names the template's key.
package enum ConfigTemplates {
    /// The templates for `providers` in `formatter`'s bar, at every size:
    /// a line toggled to another size in watch mode has its text ready.
    package static func templates(_ config: Config, providers: [String], formatter: any Formatter) throws(Failure) -> [ProviderTemplate] {
        // The JSON snapshot carries every fact; it has no text to template.
        guard formatter.name != "json" else { return [] }
        // Every template this bar may use, whichever providers the line shows: a
        // template for another line is still checked, rather than found wrong later.
        for entry in config.templates where entry.format == nil || entry.format == formatter.name {
            do throws(Template.Failure) {
                try formatter.validate(template: entry.template)
            } catch {
                throw config.failure(entry.keys, ConfigReader.withoutPrefix(error.description))
            }
        }
        var chosen: [ProviderTemplate] = []
        for provider in providers {
            for size in Size.allCases {
                if let entry = config.template(format: formatter.name, provider: provider, size: size) {
                    chosen.append(ProviderTemplate(provider: provider, size: size, template: entry.template))
                }
            }
        }
        return chosen
    }
}
