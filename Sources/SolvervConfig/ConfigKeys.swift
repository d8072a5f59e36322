/// Every key of the config file, with what its value is and one line on
/// what it does: `solverv formats --output json` writes them, and the docs
/// generator writes solverv-config(5) from them. `ConfigKeysTests` checks
/// that they are exactly the keys `ConfigReader` takes, so the man page
/// cannot name a key the reader refuses, or miss one it reads. Off the
/// one-shot path: only `formats` reads this.
package enum ConfigKeys {
    package struct Key: Sendable {
        /// Where it is: `places.NAME.lat`, with the user's own names in capitals.
        package let path: String
        /// What its value is: `a string`, `1 to 1440`.
        package let value: String
        package let summary: String
    }

    package static let all: [Key] = [
        Key(path: "default", value: "a string, a key of places",
            summary: "the place used when neither --lat/--lon nor --location is given; it comes before SOLVERV_LAT/SOLVERV_LON and the system zone's city"),
        Key(path: "location", value: "the string auto",
            summary: "the place from GeoClue 2 (as --location auto): asked by watching lines and solverv locate, read from the saved place by one-shot lines; it comes before default, which is then shown when GeoClue gives no place"),
        Key(path: "places", value: "an object of places by name",
            summary: "named places, for default and for --location NAME, which finds one by its key or its name, folded as place names are (case, diacritics, full width)"),
        Key(path: "places.NAME.lat", value: "a number, or a string in any form --lat takes (\"59°54'36\\\"N\")",
            summary: "the place's latitude, north positive; required"),
        Key(path: "places.NAME.lon", value: "a number, or a string in any form --lon takes (\"10.75E\")",
            summary: "the place's longitude, east positive; required"),
        Key(path: "places.NAME.zone", value: "a tz zone (Europe/Oslo)",
            summary: "the zone of the place's clock; without it, times are shown in the zone the coordinates lie in (looked up offline); --tz wins"),
        Key(path: "places.NAME.name", value: "a string",
            summary: "how a line names the place ({location}); the key when not given; its control and bidi characters are dropped"),
        Key(path: "places.NAME.elevation", value: "a number, metres (−500 to 9000)",
            summary: "the place's height above sea level: sunrise, sunset, twilights, moonrise and moonset come by the horizon's dip, 1.76′·√h earlier and later; --elevation wins"),
        Key(path: "icons", value: "a string: emoji or nerd",
            summary: "the icons: emoji (the default), or Nerd Font glyphs; --icons wins"),
        Key(path: "seasons", value: "a string: astronomical, meteorological or cross-quarter",
            summary: "what the countdown counts to: the equinoxes and solstices (the default), the first of March, June, September and December, or the equinoxes, solstices and the cross-quarter days between them; --seasons wins"),
        Key(path: "urgent_minutes", value: "a whole number, 1 to 1440",
            summary: "the line is urgent this many minutes before sunset (off when not given); --urgent wins"),
        Key(path: "colors", value: "an object of colours by class",
            summary: "a colour for any of the classes: spring, summer, autumn, winter, day, night, polar-day, polar-night, urgent, error, new, waxing, full, waning; the others keep Solverv's own"),
        Key(path: "colors.CLASS", value: "#rrggbb", summary: "the class's colour, in every bar's syntax"),
        Key(path: "templates", value: "an object of providers, each an object of sizes",
            summary: "the text of a provider at a size, with placeholders; a provider or size without one keeps its default text; --template replaces the whole line instead"),
        Key(path: "templates.PROVIDER.SIZE", value: "a template",
            summary: "PROVIDER is countdown, sunlight or dst, SIZE small, medium or large; checked for each bar as --template is"),
        Key(path: "locale", value: "a locale name (de_DE.UTF-8)",
            summary: "the language and calendar of what a person reads, in place of the environment's; one that is not installed is said on stderr, and the text stays English; --locale wins"),
        Key(path: "clock", value: "the number 12 or 24",
            summary: "a 12- or 24-hour clock, in place of the locale's; --clock wins"),
        Key(path: "formats", value: "an object of formats by name",
            summary: "a bar's own settings, which come before the top level's in that bar: for markup only that bar reads, or another language for one bar"),
        Key(path: "formats.FORMAT.templates", value: "as templates", summary: "that bar's templates"),
        Key(path: "formats.FORMAT.locale", value: "as locale", summary: "that bar's language"),
        Key(path: "formats.FORMAT.clock", value: "as clock", summary: "that bar's clock"),
    ]

    /// The keys of the top level, of a place and of a format's section, as
    /// `all` names them: what `ConfigKeysTests` compares with the reader's.
    package static func names(under prefix: String) -> [String] {
        all.compactMap { key in
            guard key.path.hasPrefix(prefix) else { return nil }
            let rest = key.path.dropFirst(prefix.count)
            return rest.contains(".") ? nil : String(rest)
        }
    }
}
