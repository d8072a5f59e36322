/// A place's name and label in the user's language (SPEC §10: `Moskau`,
/// `München, Bayern, DE`), looked up when first read and kept: only what a
/// person reads names the place (the large size, a tooltip, `report`, the
/// chart, `{location}`), and a small line that never does must not touch
/// the table of names (a few page faults). Nil parts: the English ones stand.
public final class LocalPlaceNames: @unchecked Sendable {
    private let lookUp: () -> (name: String?, label: String?)
    private var found: (name: String?, label: String?)?

    public init(_ lookUp: @escaping () -> (name: String?, label: String?)) {
        self.lookUp = lookUp
    }

    private var names: (name: String?, label: String?) {
        if let found { return found }
        let names = lookUp()
        found = names
        return names
    }

    /// The name in the user's language, or nil where it has none of its own.
    public var name: String? { names.name }
    /// The label in the user's language, or nil.
    public var label: String? { names.label }
}
