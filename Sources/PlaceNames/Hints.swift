/// What to type to get a place: the shortest of `Name`, `Name, CC`,
/// `Name, Region`, `Name, Region, CC` and `Name, District, Region, CC` that
/// `CityLookup` answers with exactly that place, or nil when none does (two
/// places of one name in one district: then only coordinates tell them apart). Every hint Solverv
/// prints comes from here, so every one resolves to the place it names.
public enum Hints {
    public static func hint(for city: City) -> String? {
        for text in forms(of: city) where resolves(text, to: city) { return text }
        return nil
    }

    /// The label `Name, Region, CC` when it resolves to `city` alone, else
    /// `Name, District, Region, CC` when that does, else nil.
    public static func resolvingLabel(_ city: City) -> String? {
        if resolves(city.label, to: city) { return city.label }
        if let district = districtForm(city), resolves(district, to: city) { return district }
        return nil
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

    static func resolves(_ text: String, to city: City) -> Bool {
        if case .found(let c, _) = CityLookup.find(text), c.index == city.index { return true }
        return false
    }
}
