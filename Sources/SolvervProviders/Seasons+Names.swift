import SolarAstronomy

/// The seasons that the four events begin, named for the hemisphere: at a
/// southern latitude the December solstice begins summer (SPEC §4).
enum Season: String, CaseIterable {
    case spring, summer, autumn, winter

    /// The season `event` begins.
    static func beginning(_ event: SeasonEvent, southern: Bool) -> Season {
        allCases[(event.rawValue + (southern ? 2 : 0)) % 4]
    }

    var icon: String {
        switch self {
        case .spring: "🌱"
        case .summer: "🌞"
        case .autumn: "🍂"
        case .winter: "❄"
        }
    }
}

extension SeasonEvent {
    /// `Winter solstice` (north) or `Summer solstice` (south).
    func seasonalName(southern: Bool) -> String {
        let season = Season.beginning(self, southern: southern).rawValue
        return season.prefix(1).uppercased() + season.dropFirst() + (rawValue % 2 == 0 ? " equinox" : " solstice")
    }

    /// `December solstice`: the same in both hemispheres.
    var neutralName: String {
        ["March equinox", "June solstice", "September equinox", "December solstice"][rawValue]
    }

    /// The event before this one.
    var previous: SeasonEvent { SeasonEvent(rawValue: (rawValue + 3) % 4) ?? .marchEquinox }
}
