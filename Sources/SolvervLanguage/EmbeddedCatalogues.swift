import CCatalogues
import Glibc

/// The shipped catalogues that travel inside the binary (SPEC §10): a copy
/// of `bin/solverv` put anywhere, with no `share/locale` beside it, still
/// speaks its user's language. They are the fallback, read only when no
/// catalogue for any language gettext would try is on disk
/// (CatalogueDirectory): one on disk wins, and is checked as outside input.
///
/// The pack (`make catalogues`, scripts/catalogues/pack; Sources/CCatalogues
/// embeds it) is a header of text lines, `solverv catalogues 1`, then
/// `LANG SIZE` for each language, then an empty line; then the catalogues,
/// in the header's order, byte for byte. A build made without it (plain
/// `swift build` in a fresh clone) carries none.
enum EmbeddedCatalogues {
    /// One language's catalogue in the binary.
    struct Catalogue {
        let language: String
        let bytes: UnsafeRawBufferPointer
    }

    /// The catalogue of the first of `languages` (gettext's order: `nb:de`
    /// for LANGUAGE=nb:de) that the binary carries, or nil. Only the one:
    /// every shipped catalogue is complete (`make catalogues-check`), so
    /// gettext would never fall back to the next.
    /// Reads the header's bytes in place: a few hundred bytes, one page of
    /// the binary, and nothing at all where no language is wanted (C).
    static func first(of languages: [String], in pack: UnsafeRawBufferPointer = EmbeddedCatalogues.pack) -> Catalogue? {
        guard !pack.isEmpty else { return nil }
        for language in languages {
            if let bytes = find(language, in: pack) { return Catalogue(language: language, bytes: bytes) }
        }
        return nil
    }

    /// The pack in the binary (empty in a build without one).
    static var pack: UnsafeRawBufferPointer {
        var size: UInt = 0
        guard let start = solverv_catalogues(&size) else { return UnsafeRawBufferPointer(start: nil, count: 0) }
        return UnsafeRawBufferPointer(start: start, count: Int(size))
    }

    /// The languages the binary carries (or `pack` holds), in the pack's order.
    static func languages(in pack: UnsafeRawBufferPointer = EmbeddedCatalogues.pack) -> [String] {
        var names: [String] = []
        entries(pack) { name, _ in
            names.append(String(decoding: name, as: UTF8.self))
            return false
        }
        return names
    }

    /// The bytes of `language`'s catalogue in `pack`, or nil.
    private static func find(_ language: String, in pack: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        var found: UnsafeRawBufferPointer?
        var language = language
        language.withUTF8 { wanted in
            entries(pack) { name, bytes in
                guard name.elementsEqual(wanted) else { return false }
                found = bytes
                return true
            }
        }
        return found
    }

    /// Calls `body` with each entry's name and catalogue, until it returns
    /// true; nothing for a pack whose header is not as written, and no
    /// entry that would reach past the pack's end.
    private static func entries(_ pack: UnsafeRawBufferPointer,
                                _ body: (UnsafeRawBufferPointer, UnsafeRawBufferPointer) -> Bool) {
        let magic: StaticString = "solverv catalogues 1\n"
        let count = magic.utf8CodeUnitCount
        guard pack.count > count, let base = pack.baseAddress, memcmp(base, magic.utf8Start, count) == 0 else { return }
        // Where the catalogues start: after the empty line that ends the header.
        var end = count
        while end < pack.count, pack[end] != UInt8(ascii: "\n") {
            while end < pack.count, pack[end] != UInt8(ascii: "\n") { end += 1 }
            end += 1
        }
        guard end < pack.count else { return }
        var line = count, offset = end + 1
        while line < end {
            var space = line
            while space < end, pack[space] != UInt8(ascii: " ") { space += 1 }
            var i = space + 1, size = 0, digits = 0
            while i < end, pack[i] >= UInt8(ascii: "0"), pack[i] <= UInt8(ascii: "9"), digits < 9 {
                size = size * 10 + Int(pack[i] - UInt8(ascii: "0"))
                digits += 1
                i += 1
            }
            guard space > line, digits > 0, i < end, pack[i] == UInt8(ascii: "\n"), size <= pack.count - offset else { return }
            let name = UnsafeRawBufferPointer(rebasing: pack[line..<space])
            if body(name, UnsafeRawBufferPointer(rebasing: pack[offset..<(offset + size)])) { return }
            offset += size
            line = i + 1
        }
    }
}
