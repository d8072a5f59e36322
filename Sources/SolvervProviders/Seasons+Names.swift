import SolarAstronomy
import SolvervContracts
import SolvervLanguage

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
        switch Season.beginning(self, southern: southern) {
        // TRANSLATORS: the events by the season they begin (the December solstice is the winter
        // solstice in the north, the summer solstice in the south): the terms the language uses,
        // as short as they go (the medium size is within 72 columns with "in 29 days").
        case .spring: tr("Spring equinox")
        case .summer: tr("Summer solstice")
        case .autumn: tr("Autumn equinox")
        case .winter: tr("Winter solstice")
        }
    }

    /// `December solstice`: the same in both hemispheres.
    package var neutralName: String {
        switch self {
        // TRANSLATORS: the events by their month, the same in both hemispheres.
        case .marchEquinox: tr("March equinox")
        case .juneSolstice: tr("June solstice")
        case .septemberEquinox: tr("September equinox")
        case .decemberSolstice: tr("December solstice")
        }
    }

    /// `Since the autumn equinox` (north) or `Since the spring equinox`
    /// (south): where the large size's progress runs from, named as the
    /// events around it are, so that a line never calls one equinox by two
    /// names (issue 42: ko `추분 이후` above `추분 3월 21일` in Sydney).
    package func sinceName(southern: Bool) -> String {
        switch Season.beginning(self, southern: southern) {
        // TRANSLATORS: the large size, before a progress bar and a percentage: how far the year has
        // come since the event named, by the season it begins, as "Spring equinox" … names them
        // (within 100 columns with the bar of 10 and the percentage).
        case .spring: tr("Since the spring equinox")
        case .summer: tr("Since the summer solstice")
        case .autumn: tr("Since the autumn equinox")
        case .winter: tr("Since the winter solstice")
        }
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
