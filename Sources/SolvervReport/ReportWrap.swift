import SolvervIO

/// A report cell broken into lines of at most so many terminal columns, at
/// spaces, keeping each piece's style: a long place name, or a difference
/// spelled out in words, goes on below rather than past the screen's edge.
enum ReportWrap {
    typealias Styled = (character: Character, style: TerminalText.Style)

    /// A word and the spaces before it.
    struct Word {
        var spaces: [Styled]
        var word: [Styled]
        var spacesWidth: Int { spaces.reduce(0) { $0 + TerminalText.columns($1.character) } }
        var wordWidth: Int { word.reduce(0) { $0 + TerminalText.columns($1.character) } }
        var endsClause: Bool { word.last?.character == "," }
    }

    /// The lines of `cell`, each at most `width` columns (at least one
    /// line; `cell` itself when it fits). A line breaks at its last space;
    /// or after its last comma, when that leaves it half full and the rest
    /// fits on one line (`later by the clock,` / `6h00m14s earlier in
    /// time`). The spaces at a break are dropped. A word wider than a line
    /// is cut where it ends.
    package static func lines(_ cell: [ReportSpan], width: Int) -> [[ReportSpan]] {
        let words = self.words(cell)
        guard width > 0, words.reduce(0, { $0 + $1.spacesWidth + $1.wordWidth }) > width else { return [cell] }
        var lines: [[Word]] = [[]]
        func used(_ line: [Word], first: Bool) -> Int {
            line.enumerated().reduce(0) { $0 + ($1.offset == 0 && !first ? 0 : $1.element.spacesWidth) + $1.element.wordWidth }
        }
        for (n, word) in words.enumerated() {
            let first = lines.count == 1
            let line = lines[lines.count - 1]
            if line.isEmpty || used(line, first: first) + word.spacesWidth + word.wordWidth <= width {
                lines[lines.count - 1].append(word)
                continue
            }
            if word.word.isEmpty { continue }  // spaces that end the cell past the edge
            // The break: after the last comma, when that leaves the line half
            // full and the rest of the cell fits on the next; else here.
            var carried: [Word] = []
            if let k = line.indices.last(where: { line[$0].endsClause }), k < line.count - 1,
               used(Array(line[...k]), first: first) * 2 >= width,
               used(Array(line[(k + 1)...]) + words[n...], first: false) <= width {
                carried = Array(line[(k + 1)...])
                lines[lines.count - 1] = Array(line[...k])
            }
            lines.append(carried + [word])
        }
        // No word alone on the last line when the line before can spare one
        // (`❄ Winter solstice today` / `at 21:50`, not `… today at` / `21:50`).
        // A parenthesis is not such a word: it goes on below whole (`(Moscow time)`).
        if lines.count > 1, lines[lines.count - 1].count == 1, lines[lines.count - 2].count >= 3,
           lines[lines.count - 1][0].word.first?.character != "(",
           let moved = lines[lines.count - 2].last,
           used(lines[lines.count - 1], first: false) + lines[lines.count - 1][0].spacesWidth + moved.wordWidth <= width {
            lines[lines.count - 2].removeLast()
            lines[lines.count - 1].insert(moved, at: 0)
        }
        // The spaces that open a line after a break are not drawn.
        let characters: [[Styled]] = lines.enumerated().map { i, line in
            line.enumerated().flatMap { j, word in (j == 0 && i > 0 ? [] : word.spaces) + word.word }
        }
        return characters.flatMap { cut($0, width: width) }.map(spans)
    }

    /// The cell as words, each with the spaces before it. A space inside
    /// parentheses joins, and one after a number: `(helyi idő: Moszkva)`
    /// and `26 с` are not broken inside (issue 42).
    static func words(_ cell: [ReportSpan]) -> [Word] {
        var words: [Word] = []
        var current = Word(spaces: [], word: [])
        var depth = 0
        for span in cell {
            for character in span.text {
                if character == "(" || character == "（" { depth += 1 }
                if character == ")" || character == "）" { depth = max(0, depth - 1) }
                // Nor after a number: `26 s`, `6 год` stay on one line, as a
                // number and its unit are kept together in print.
                let number = !current.word.isEmpty && current.word.allSatisfy { $0.character.isNumber }
                if character == " ", depth == 0, !number {
                    if !current.word.isEmpty { words.append(current); current = Word(spaces: [], word: []) }
                    current.spaces.append((character, span.style))
                } else {
                    current.word.append((character, span.style))
                }
            }
        }
        if !current.word.isEmpty || !current.spaces.isEmpty { words.append(current) }
        return words
    }

    /// A line wider than `width` (one long word) cut into lines that fit:
    /// after its last `/`, `-` or Chinese and Japanese comma or colon that
    /// fits (`America/Argentina/` / `Buenos_Aires`; `…早い、` / `実際には…`, not
    /// inside `6時間27分`), or a space kept inside parentheses, else where the line is full.
    static func cut(_ line: [Styled], width: Int) -> [[Styled]] {
        var lines: [[Styled]] = [[]]
        var used = 0
        for piece in line {
            let w = TerminalText.columns(piece.character)
            if used > 0, used + w > width {
                let full = lines[lines.count - 1]
                let k = full.indices.last { Self.breaksAfter.contains(full[$0].character) }
                let rest = k.map { Array(full[($0 + 1)...]) } ?? []
                if let k { lines[lines.count - 1] = Array(full[...k]) }
                lines.append(rest)
                used = rest.reduce(0) { $0 + TerminalText.columns($1.character) }
            }
            lines[lines.count - 1].append(piece)
            used += w
        }
        return lines
    }

    static let breaksAfter: Set<Character> = ["/", "-", " ", "、", "，", "；", "：", "。"]

    /// Characters back into spans, one per run of a style.
    static func spans(_ characters: [Styled]) -> [ReportSpan] {
        var spans: [ReportSpan] = []
        var text = "", style: TerminalText.Style?
        for (character, s) in characters {
            if let current = style, current != s {
                spans.append(ReportSpan(text, current))
                text = ""
            }
            style = s
            text.append(character)
        }
        if let style, !text.isEmpty { spans.append(ReportSpan(text, style)) }
        return spans
    }
}
