import SolvervFormatters

/// waybar's CSS part: a rule for each class the module's providers can
/// give it (`ProviderReport.classes`), in the colours of the palette the
/// other bars' formatters use (`Palette`, with the config's `colors`).
extension BarSetup {
    /// The classes with a colour, by the provider that gives them: a line
    /// names each class once, so the width of the longest aligns them all.
    static let coloured: [(provider: String, classes: [String])] = [
        ("sunlight", ["day", "night", "polar-day", "polar-night"]),
        ("countdown", ["spring", "summer", "autumn", "winter"]),
        ("moon", ["new", "waxing", "full", "waning"]),
    ]

    /// The CSS of `c`'s module. With the default providers it is
    /// contrib/waybar/style.css's block; the light's rules follow the sun
    /// states (they win over them), and a later group's colour wins where
    /// the module has classes of both (the season's over the sun's).
    static func waybarStyle(_ c: Context) -> String {
        let id = "#custom-" + c.name
        let colour = { (name: String) in Palette.colour(ofClass: name) ?? "inherit" }
        func rules(_ names: [String]) -> String {
            names.map { "\(id).\($0)\(String(repeating: " ", count: max(0, 11 - $0.count))) { color: \(colour($0)); }\n" }.joined()
        }
        var out = "\(id) {\n    padding: 0 10px;\n}\n"
        let sunlight = c.shown.contains("sunlight")
        for (provider, classes) in coloured where c.shown.contains(provider) {
            out += "\n" + rules(classes)
            guard provider == "sunlight" else { continue }
            // (Not in the palette: the bars that take colours from it show the sun's state.)
            out += """

                /* The light now, from sunlight: after the sun states, so they win over them. */
                \(id).astronomical-twilight { color: #7070b8; }
                \(id).nautical-twilight     { color: #8787d7; }
                \(id).civil-twilight        { color: #af87ff; }
                \(id).blue-hour             { color: #5f87ff; }
                \(id).golden-hour           { color: #ffaf5f; }

                """
        }
        // `urgent` is sunlight's alone (the minutes before sunset); `error` any line's.
        out += sunlight ? "\n/* The last minutes before sunset (when configured), and bad input. */\n" : "\n/* Bad input. */\n"
        if sunlight {
            out += "\(id).urgent {\n    color: #101010;\n    background-color: \(colour("urgent"));\n}\n"
        }
        return out + "\(id).error {\n    color: \(colour("error"));\n}\n"
    }
}
