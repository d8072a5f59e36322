import SolvervLanguage

/// `(Tokyo time)`: whose clock the times are on (SPEC §5), as Solstice
/// says it, with the city in the user's language (`(Ortszeit Moskau)`).
/// A nautical zone's clock is its offset, no city's: `(UTC+3)`, `(UTC)`,
/// the same in every language (not `(GMT time)`).
public enum ZoneIndicator {
    /// The indicator for `city`, a zone's city or an offset (`UTC+3`).
    public static func text(city: String) -> String {
        if city.utf8.starts(with: "UTC".utf8) { return "(" + city + ")" }
        // TRANSLATORS: after a line whose times are another zone's clock; %s is its city (Tokyo).
        guard startsWithVowel(city) else { return fill(tr("(%s time)"), city) }
        // TRANSLATORS: the same, for a city whose name starts with a vowel (Oslo, Amsterdam): French
        // elides "(heure d'Oslo)"; where the language does not, as the form above.
        // A catalogue without this form keeps its translation of the one above.
        let elided = trc("city starting with a vowel", "(%s time)")
        return fill(elided == "(%s time)" ? tr("(%s time)") : elided, city)
    }

    /// Whether a name starts with a vowel letter (Oslo, Île-de-France,
    /// Ürümqi): French writes `d'` before it. Not an h: Hambourg's is
    /// aspirated (`de Hambourg`), as many are.
    static func startsWithVowel(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return "AEIOUYaeiouyÀÁÂÄÅÆÈÉÊËÌÍÎÏÒÓÔÖØŒÙÚÛÜàáâäåæèéêëìíîïòóôöøœùúûü".unicodeScalars.contains(first)
    }
}
