import SolarAstronomy
import SolvervIO
import SolvervLanguage

extension Coordinates {
    /// `59.91° N, 10.75° E` as a person reads it, in `report` and the
    /// notice that no place is set: the compass letters translated, the
    /// locale's decimal separator (de `59,91° N, 10,75° O`).
    package func written(decimals: Int) -> String {
        let latitude = LocaleNumber.localized(Number.fixed(abs(latitude), decimals: decimals))
        let longitude = LocaleNumber.localized(Number.fixed(abs(longitude), decimals: decimals))
        // TRANSLATORS: a latitude and a longitude, such as "59.91° N": %s is the degrees.
        return fill(self.latitude < 0 ? tr("%s° S") : tr("%s° N"), latitude) + ", "
            + fill(self.longitude < 0 ? tr("%s° W") : tr("%s° E"), longitude)
    }
}
