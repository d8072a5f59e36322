/// What one provider says at one instant: facts for scripts and templates,
/// the default text for each size, and the cues a bar can colour by.
public struct ProviderReport: Sendable {
    /// The provider's name: `countdown`, `sunlight`.
    public let provider: String
    public let facts: [Fact]
    /// Default text per size, not yet escaped for any bar. Large may hold newlines.
    public let text: [Size: String]
    /// Season or state classes, most specific first (`winter`, `day`, `polar-night`, `urgent`):
    /// waybar's CSS classes, and the key of each bar's colour.
    public let classes: [String]
    /// Progress 0–100 where the provider has one (waybar's `percentage`).
    public let percentage: Int?
    /// A short kind for icon lookups (waybar's `alt`): `december_solstice`, `day`.
    public let alt: String

    public init(provider: String, facts: [Fact], text: [Size: String], classes: [String], percentage: Int?, alt: String) {
        self.provider = provider
        self.facts = facts
        self.text = text
        self.classes = classes
        self.percentage = percentage
        self.alt = alt
    }

    public func fact(_ name: String) -> Fact? { facts.first { $0.name == name } }
}
