import Glibc

/// Reads the committed reference fixtures (made from JPL ephemerides by
/// `scripts/reference/`), without Foundation.
public enum Fixtures {
    /// The `Tests/Fixtures` directory of this checkout.
    public static var directory: String {
        let here = #filePath  // …/Tests/TestSupport/Fixtures.swift
        let tests = here.split(separator: "/", omittingEmptySubsequences: false).dropLast(2).joined(separator: "/")
        return tests + "/Fixtures"
    }

    /// The rows of a CSV fixture (no quoting is used in them), header first
    /// removed, as dictionaries keyed by column name.
    public static func csv(_ name: String) -> [[String: String]] {
        guard let f = fopen(directory + "/" + name, "r") else { return [] }
        defer { fclose(f) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 1 << 16)
        while fgets(&buffer, Int32(buffer.count), f) != nil {
            var line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            while line.last == "\n" || line.last == "\r" { line.removeLast() }
            if !line.isEmpty { lines.append(line) }
        }
        guard let header = lines.first?.split(separator: ",", omittingEmptySubsequences: false).map(String.init) else { return [] }
        return lines.dropFirst().map { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var row: [String: String] = [:]
            for (k, v) in zip(header, cells) { row[k] = v }
            return row
        }
    }
}
