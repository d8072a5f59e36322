import SolarAstronomy
import SolvervContracts

/// The seasons that the four events begin, named for the hemisphere: at a
/// southern latitude the December solstice begins summer (SPEC §4).
package enum Season: String, CaseIterable {
    case spring, summer, autumn, winter

    /// The season `event` begins.
    package static func beginning(_ event: SeasonEvent, southern: Bool) -> Season {
        allCases[(event.rawValue + (southern ? 2 : 0)) % 4]
    }

    package func icon(_ set: IconSet) -> String {
        switch (self, set) {
        case (.spring, .emoji): "🌱"
        case (.summer, .emoji): "🌞"
        case (.autumn, .emoji): "🍂"
        case (.winter, .emoji): "❄"
        case (.spring, .nerd): "\u{F18C}"  // nf-fa-pagelines, a sprout
        case (.summer, .nerd): "\u{F185}"  // nf-fa-sun_o
        case (.autumn, .nerd): "\u{F06C}"  // nf-fa-leaf
        case (.winter, .nerd): "\u{F2DC}"  // nf-fa-snowflake_o
        }
    }
}

extension SeasonEvent {
    /// `Winter solstice` (north) or `Summer solstice` (south).
    package func seasonalName(southern: Bool) -> String {
        let season = Season.beginning(self, southern: southern).rawValue
        return season.prefix(1).uppercased() + season.dropFirst() + (rawValue % 2 == 0 ? " equinox" : " solstice")
    }

    /// `December solstice`: the same in both hemispheres.
    package var neutralName: String {
        ["March equinox", "June solstice", "September equinox", "December solstice"][rawValue]
    }

    /// The event before this one.
    package var previous: SeasonEvent { SeasonEvent(rawValue: (rawValue + 3) % 4) ?? .marchEquinox }
}

/// The Sun's state as an icon: one per state, so a glyph never suggests
/// another (a sun before sunrise would read as "sunlight left").
///
/// | state | emoji | Nerd Font |
/// |---|---|---|
/// | day | ☀ | U+F185 nf-fa-sun_o |
/// | before sunrise | 🌅 | U+E34C nf-weather-sunrise |
/// | after sunset | 🌙 | U+F186 nf-fa-moon_o |
/// | polar day | 🔆 | U+E30D nf-weather-day_sunny |
/// | polar night | 🌑 | U+E38D nf-weather-moon_new |
enum SunIcon {
    case day, beforeSunrise, afterSunset, polarDay, polarNight

    func glyph(_ set: IconSet) -> String {
        switch (self, set) {
        case (.day, .emoji): "☀"
        case (.beforeSunrise, .emoji): "🌅"
        case (.afterSunset, .emoji): "🌙"
        case (.polarDay, .emoji): "🔆"
        case (.polarNight, .emoji): "🌑"
        case (.day, .nerd): "\u{F185}"  // nf-fa-sun_o
        case (.beforeSunrise, .nerd): "\u{E34C}"  // nf-weather-sunrise
        case (.afterSunset, .nerd): "\u{F186}"  // nf-fa-moon_o
        case (.polarDay, .nerd): "\u{E30D}"  // nf-weather-day_sunny
        case (.polarNight, .nerd): "\u{E38D}"  // nf-weather-moon_new
        }
    }
}
