/// What to type to get a place: the shortest of `Name`, `Name, CC`,
/// `Name, Region`, `Name, Region, CC` and `Name, District, Region, CC` that
/// `CityLookup` answers with exactly that place, else `Name, near Place`
/// with a place nearby that its own name finds (namesakes of one district:
/// Chongqing has two Sanhe), or nil when none of these does. Every hint
/// Solverv prints comes from here, so every one resolves to the place it names.
public enum Hints {
    public static func hint(for city: City) -> String? {
        for text in forms(of: city) where resolves(text, to: city) { return text }
        return nearForm(of: city) { "\(city.name), near \($0)" }
    }

    /// The label `Name, Region, CC` when it resolves to `city` alone, else
    /// `Name, District, Region, CC` when that does, else the label with
    /// `near Place`, else nil.
    public static func resolvingLabel(_ city: City) -> String? {
        if resolves(city.label, to: city) { return city.label }
        if let district = districtForm(city), resolves(district, to: city) { return district }
        return nearForm(of: city) { "\(city.label), near \($0)" }
    }

    static func districtForm(_ city: City) -> String? {
        guard let district = city.districtName, let region = city.regionName ?? city.regionCode else { return nil }
        return "\(city.name), \(district), \(region), \(city.countryCode)"
    }

    static func forms(of city: City) -> [String] {
        var out = [city.name, city.name + ", " + city.countryCode]
        for region in [city.regionName, city.regionCode] {
            guard let region, !region.isEmpty else { continue }
            out.append(city.name + ", " + region)
            out.append(city.name + ", " + region + ", " + city.countryCode)
        }
        if let district = districtForm(city) { out.append(district) }
        return out
    }

    /// `form(reference)` for the first of the few places nearest `city`
    /// that its own name finds alone and that tells `city` from its namesakes.
    static func nearForm(of city: City, _ form: (String) -> String) -> String? {
        for index in Nearby.nearest(to: city.index, limit: 6) {
            let reference = City(index)
            guard !reference.name.contains(","), resolves(reference.name, to: reference) else { continue }
            let text = form(reference.name)
            if resolves(text, to: city) { return text }
        }
        return nil
    }

    static func resolves(_ text: String, to city: City) -> Bool {
        if case .found(let c, _) = CityLookup.find(text), c.index == city.index { return true }
        return false
    }
}
