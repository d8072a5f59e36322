/// Puts `arguments` into a translated format: `%s` and `%d` take the next
/// argument, `%1$s` and `%2$d` a numbered one (a language may reorder),
/// `%%` is a percent sign. The arguments are already text; `%d` is only
/// there so that `msgfmt --check` holds translations to the same numbers.
/// An unknown or missing conversion is kept as written, never a crash.
public func fill(_ format: String, _ arguments: String...) -> String {
    var out = ""
    var next = 0
    var rest = Substring(format)
    while let percent = rest.firstIndex(of: "%") {
        out += rest[..<percent]
        var spec = rest[rest.index(after: percent)...]
        if spec.first == "%" {
            out += "%"
            rest = spec.dropFirst()
            continue
        }
        // An optional `N$`.
        var index: Int?
        let digits = spec.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, spec.dropFirst(digits.count).first == "$", let n = Int(digits), n >= 1 {
            index = n - 1
            spec = spec.dropFirst(digits.count + 1)
        }
        if let kind = spec.first, kind == "s" || kind == "d" {
            let i = index ?? next
            if index == nil { next += 1 }
            if i < arguments.count {
                out += arguments[i]
                rest = spec.dropFirst()
                continue
            }
        }
        // Not ours: keep the percent sign and go on after it.
        out += "%"
        rest = rest[rest.index(after: percent)...]
    }
    out += rest
    return out
}
