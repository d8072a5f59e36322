/// A catalogue's `Plural-Forms` expression (`n%10==1 && n%100!=11 ? 0 :
/// …`), evaluated as gettext does: C's integer operators on unsigned long,
/// precedence and all. Only for the tests: the binary leaves plurals to
/// glibc's ngettext.
struct PluralExpression {
    private indirect enum Node {
        case n
        case number(UInt)
        case not(Node)
        case binary(String, Node, Node)
        case choice(Node, Node, Node)
    }

    private let root: Node
    /// `nplurals`.
    let count: Int

    /// From a header's `Plural-Forms: nplurals=3; plural=…;`, or nil when it
    /// does not parse.
    init?(header: String) {
        guard let forms = header.split(separator: "\n").first(where: { $0.hasPrefix("Plural-Forms:") }) else { return nil }
        var nplurals: Int?
        var plural: String?
        for part in forms.dropFirst("Plural-Forms:".count).split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            if pair[0] == "nplurals" { nplurals = Int(pair[1]) }
            if pair[0] == "plural" { plural = pair[1] }
        }
        guard let nplurals, let plural else { return nil }
        var parser = Parser(tokens: Self.tokens(plural))
        guard let node = parser.choice(), parser.at == parser.tokens.count else { return nil }
        root = node
        count = nplurals
    }

    func callAsFunction(_ n: UInt) -> UInt { Self.evaluate(root, n) }

    private static func evaluate(_ node: Node, _ n: UInt) -> UInt {
        switch node {
        case .n: return n
        case .number(let v): return v
        case .not(let a): return evaluate(a, n) == 0 ? 1 : 0
        case .choice(let c, let a, let b): return evaluate(c, n) != 0 ? evaluate(a, n) : evaluate(b, n)
        case .binary(let op, let a, let b):
            let x = evaluate(a, n), y = evaluate(b, n)
            switch op {
            case "||": return x != 0 || y != 0 ? 1 : 0
            case "&&": return x != 0 && y != 0 ? 1 : 0
            case "==": return x == y ? 1 : 0
            case "!=": return x != y ? 1 : 0
            case "<": return x < y ? 1 : 0
            case ">": return x > y ? 1 : 0
            case "<=": return x <= y ? 1 : 0
            case ">=": return x >= y ? 1 : 0
            case "+": return x &+ y
            case "-": return x &- y
            case "*": return x &* y
            case "/": return y == 0 ? 0 : x / y
            default: return y == 0 ? 0 : x % y
            }
        }
    }

    private static func tokens(_ text: String) -> [String] {
        var out: [String] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " { i += 1; continue }
            if c.isNumber {
                var j = i
                while j < chars.count, chars[j].isNumber { j += 1 }
                out.append(String(chars[i..<j]))
                i = j
                continue
            }
            if i + 1 < chars.count, ["||", "&&", "==", "!=", "<=", ">="].contains(String(chars[i...i + 1])) {
                out.append(String(chars[i...i + 1]))
                i += 2
                continue
            }
            out.append(String(c))
            i += 1
        }
        return out
    }

    /// Recursive descent by C's precedence: ?: then || && == != < > <= >= + - * / % !
    private struct Parser {
        let tokens: [String]
        var at = 0

        init(tokens: [String]) { self.tokens = tokens }

        mutating func take(_ t: String) -> Bool {
            guard at < tokens.count, tokens[at] == t else { return false }
            at += 1
            return true
        }

        mutating func choice() -> Node? {
            guard let c = binary(0) else { return nil }
            guard take("?") else { return c }
            guard let a = choice(), take(":"), let b = choice() else { return nil }
            return .choice(c, a, b)
        }

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while at < tokens.count, Self.levels[level].contains(tokens[at]) {
                let op = tokens[at]
                at += 1
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            if take("!") { return unary().map { .not($0) } }
            if take("(") {
                guard let inner = choice(), take(")") else { return nil }
                return inner
            }
            guard at < tokens.count else { return nil }
            let t = tokens[at]
            at += 1
            if t == "n" { return .n }
            return UInt(t).map { .number($0) }
        }
    }
}
