import Glibc
import SystemFiles

/// A compiled catalogue (`solverv.mo`) checked before gettext is given it
/// (SPEC §10). It is outside input, found next to the binary, and glibc's
/// loader trusts it: a FIFO there blocked its open for ever, and offsets
/// past the end of a damaged file crashed the line. So the file is opened
/// as every other (RegularFile: a regular file, without blocking), read
/// once, whole, up to `limit`, and its structure checked as glibc will use
/// it: the header (magic, revision), both string tables and every string
/// in them inside the file and ended by a NUL, the hash table's entries and
/// probing, and the header entry's charset and plural rule. What passes
/// cannot send glibc outside the file or into an endless probe.
///
/// The check reads 40 KB and walks 900 string descriptors: a few µs of a
/// translated line (`scripts/bench/catalogue-check` measures it).
enum CatalogueCheck {
    /// The largest catalogue read: the shipped ones are 40–50 KB.
    static let limit = 1 << 20

    /// Why a catalogue is not used.
    enum Problem: Equatable {
        case file(RegularFile.Failure)
        case tooLarge
        /// Too short, or not a catalogue's magic number or revision.
        case notCatalogue
        /// A table or a string lies outside the file, or a string has no NUL.
        case outside
        /// Hash entries that name no string, or a table glibc could probe for ever.
        case hashTable
        /// A header whose charset is not UTF-8 (glibc would convert through iconv).
        case charset
        /// A plural rule that could divide by zero (glibc raises SIGFPE) or is too long.
        case pluralRule
    }

    /// What is wrong with the catalogue at `path`, or nil when gettext may have it.
    static func problem(at path: String) -> Problem? {
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path)
        } catch {
            return .file(error)
        }
        defer { close(fd) }
        switch RegularFile.whole(fd, limit: limit) {
        case .tooLarge: return .tooLarge
        case .failed(let code): return .file(.unreadable(code))
        case .bytes(let bytes): return bytes.withUnsafeBytes { problem(in: $0) }
        }
    }

    /// What is wrong with the catalogue `file`, or nil.
    static func problem(in file: UnsafeRawBufferPointer) -> Problem? {
        let size = file.count
        guard size >= 28 else { return .notCatalogue }
        let magic = file.loadUnaligned(fromByteOffset: 0, as: UInt32.self)
        // Either byte order: a catalogue compiled on a big-endian machine is one too.
        guard magic == 0x9504_12DE || magic == 0xDE12_0495 else { return .notCatalogue }
        let swapped = magic != 0x9504_12DE
        func word(_ offset: Int) -> Int {
            let w = file.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            return Int(swapped ? w.byteSwapped : w)
        }
        let revision = word(4)
        guard revision >> 16 <= 1 else { return .notCatalogue }
        let count = word(8), originals = word(12), translations = word(16)
        let hashSize = word(20), hashes = word(24)
        if revision & 0xFFFF != 0 {
            // Minor revisions with system-dependent strings (`<PRIu64>`), which
            // no message of ours has; glibc then needs a hash table.
            guard size >= 48 else { return .notCatalogue }
            guard word(36) == 0, hashSize > 2 else { return .notCatalogue }
        }
        // Two tables of (length, offset) pairs; each string is `length`
        // bytes and a NUL, inside the file.
        guard originals % 4 == 0, originals + 8 * count <= size, translations % 4 == 0, translations + 8 * count <= size else {
            return .outside
        }
        func ended(_ descriptor: Int) -> Bool {
            let length = word(descriptor), offset = word(descriptor + 4)
            return offset + length < size && file[offset + length] == 0
        }
        for i in 0..<count {
            guard ended(originals + 8 * i), ended(translations + 8 * i) else { return .outside }
        }
        if hashSize > 2 {
            guard hashes % 4 == 0, hashes + 4 * hashSize <= size else { return .outside }
            // glibc probes by steps of 1…size-2 until an empty entry: a prime
            // size visits every entry, so one empty entry ends every probe.
            guard isPrime(hashSize) else { return .hashTable }
            var empty = false
            for i in 0..<hashSize {
                let entry = word(hashes + 4 * i)
                if entry == 0 { empty = true }
                guard entry <= count else { return .hashTable }
            }
            guard empty else { return .hashTable }
        }
        // Each entry whose original is empty is a header to glibc (the
        // first it finds is used): its charset and plural rule are parsed.
        for i in 0..<count where file[word(originals + 8 * i + 4)] == 0 {
            let offset = word(translations + 8 * i + 4)
            let header = UnsafeRawBufferPointer(rebasing: file[offset..<(offset + word(translations + 8 * i))])
            if let problem = headerProblem(header) { return problem }
        }
        return nil
    }

    /// The header entry's charset, which must be UTF-8 (what glibc is
    /// asked for, so no conversion), and its plural rule, in which every
    /// `/` and `%` must divide by a number other than 0.
    static func headerProblem(_ header: UnsafeRawBufferPointer) -> Problem? {
        // glibc reads the header as a C string: up to its first NUL.
        let text = UnsafeRawBufferPointer(rebasing: header[..<(header.firstIndex(of: 0) ?? header.count)])
        if let at = find("charset=", text) {
            var end = at
            while end < text.count, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")].contains(text[end]) { end += 1 }
            let name = text[at..<end].map { $0 | 0x20 }  // lower case (ASCII; digits and '-' unchanged)
            guard name.elementsEqual("utf-8".utf8) || name.elementsEqual("utf8".utf8) else { return .charset }
        }
        guard find("nplurals=", text) != nil, var i = find("plural=", text) else { return nil }
        let start = i
        while i < text.count, text[i] != UInt8(ascii: ";"), text[i] != UInt8(ascii: "\n") {
            // Real rules are under 200 bytes (Arabic's six forms); glibc's
            // parser and evaluator recurse on nesting.
            guard i - start < 300 else { return .pluralRule }
            let c = text[i]
            i += 1
            guard c == UInt8(ascii: "/") || c == UInt8(ascii: "%") else { continue }
            while i < text.count, text[i] == UInt8(ascii: " ") || text[i] == UInt8(ascii: "\t") { i += 1 }
            var value = 0, digits = 0
            while i < text.count, text[i] >= 0x30, text[i] <= 0x39 {
                if digits < 9 { value = value * 10 + Int(text[i] - 0x30) }
                digits += 1
                i += 1
            }
            guard digits > 0, digits <= 9, value != 0 else { return .pluralRule }
        }
        return nil
    }

    /// Where the text after `needle` starts in `text`, at its first match.
    private static func find(_ needle: StaticString, _ text: UnsafeRawBufferPointer) -> Int? {
        let n = UnsafeRawBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard text.count >= n.count else { return nil }
        for i in 0...(text.count - n.count) where text[i] == n[0] && text[i..<(i + n.count)].elementsEqual(n) {
            return i + n.count
        }
        return nil
    }

    private static func isPrime(_ n: Int) -> Bool {
        guard n >= 2 else { return false }
        var d = 2
        while d * d <= n {
            if n % d == 0 { return false }
            d += 1
        }
        return true
    }
}
