/// What one provider says at one instant: facts for scripts and templates,
/// the default text for each size, and the cues a bar can colour by.
public struct ProviderReport: Sendable {
    /// The provider's name: `countdown`, `sunlight`.
    public let provider: String
    public let facts: [Fact]
    /// Default text per size, not yet escaped for any bar. Large may hold
    /// newlines, and is nil when the context did not ask for it. (Three
    /// fields, not a dictionary: a `[Size: String]` costs the one-shot line
    /// 115 000 instructions of runtime type instantiation.)
    public let small: String
    public let medium: String
    public let large: String?

    public func text(_ size: Size) -> String {
        switch size {
        case .small: small
        case .medium: medium
        case .large: large ?? medium
        }
    }
    /// Season or state classes, most specific first (`winter`, `day`, `polar-night`, `urgent`):
    /// waybar's CSS classes, and the key of each bar's colour.
    public let classes: [String]
    /// Progress 0–100 where the provider has one (waybar's `percentage`).
    public let percentage: Int?
    /// A short kind for icon lookups (waybar's `alt`): `december_solstice`, `day`.
    public let alt: String
    /// The instants after the context's `now` at which what this report
    /// shows can next change, when the context asked (`wantsChanges`),
    /// else empty. A superset is allowed (the engine renders at each and
    /// skips those where the text is the same), a missing one is not: the
    /// text holds until the earliest of them. A change may happen at the
    /// instant or just after it (a count of minutes floored, as sunlight's
    /// `remaining`, still holds at its boundary): the engine looks at both.
    public let changes: [Double]
    /// Whether the report only says there is nothing to count (`dst` in a
    /// zone without clock changes): plain text says so, a bar leaves it out.
    public let saysNothingAhead: Bool
    /// Whether the medium text never shows a clock time, at any instant
    /// (the moon's phase and illumination): the zone indicator, which says
    /// whose clock the times are on, does not follow a line of such texts
    /// alone. Sunlight's and the countdown's medium texts show a clock at
    /// some hours (`today at 21:50`), so they keep it at every hour.
    public let mediumHasNoClock: Bool

    public init(provider: String, facts: [Fact], small: String, medium: String, large: String?,
                classes: [String], percentage: Int?, alt: String, changes: [Double] = [], saysNothingAhead: Bool = false,
                mediumHasNoClock: Bool = false) {
        self.provider = provider
        self.facts = facts
        self.small = small
        self.medium = medium
        self.large = large
        self.classes = classes
        self.percentage = percentage
        self.alt = alt
        self.changes = changes
        self.saysNothingAhead = saysNothingAhead
        self.mediumHasNoClock = mediumHasNoClock
    }

    public func fact(_ name: String) -> Fact? { facts.first { $0.name == name } }
}
