/// A mutator on a fixed-seed generator, for the fuzz tests (SPEC §9):
/// mutations of valid inputs, so that a failure reproduces.
public struct Mutator {
    public var random: SplitMix
    public init(state: UInt64) { random = SplitMix(state: state) }
    public mutating func next() -> UInt64 { random.next() }
    public mutating func below(_ n: Int) -> Int { random.below(n) }

    public static let alphabet: [Character] = Array("0123456789-+:.TZtz {}#$%<>&'\"\\/é☀\u{0}\u{1B}\u{202E}\n")

    /// What coordinates are made of, as users paste them (#14.13).
    public static let degreeAlphabet: [Character] = Array("0123456789-+.eE °º'′’\"″”NSEWnsew−x\u{0}\u{202E}")

    /// `text` with a few characters inserted, deleted, replaced or repeated.
    public mutating func mutate(_ text: String, alphabet: [Character] = Mutator.alphabet) -> String {
        var chars = Array(text)
        for _ in 0...below(4) {
            let c = alphabet[below(alphabet.count)]
            switch below(4) {
            case 0: chars.insert(c, at: below(chars.count + 1))
            case 1 where !chars.isEmpty: chars.remove(at: below(chars.count))
            case 2 where !chars.isEmpty: chars[below(chars.count)] = c
            default: chars += chars.prefix(below(chars.count + 1))
            }
        }
        return String(chars)
    }
}
