import Glibc
import SystemFiles

/// A compiled catalogue (`solverv.mo`) checked before gettext is given it
/// (SPEC §10). It is outside input, found next to the binary, and glibc's
/// loader trusts it: a FIFO there blocked its open for ever, and offsets
/// past the end of a damaged file crashed the line. So the file is opened
/// as every other (RegularFile: a regular file, without blocking), mapped
/// once, up to `limit`, and its structure checked as glibc will use it: the header (magic, revision), both string tables and every string
/// in them inside the file and ended by a NUL, the hash table's entries and
/// probing, and the header entry's charset and plural rule. What passes
/// cannot send glibc outside the file or into an endless probe.
///
/// The check maps 40 KB and walks 900 string descriptors: a few µs of a
/// translated line (`scripts/bench/catalogue-check` measures it against a
/// C hello), once a boot where a runtime directory keeps the checked copy.
public enum CatalogueCheck {
    /// The largest catalogue read: the shipped ones are 40–50 KB.
    static let limit = 1 << 20

    /// Why a catalogue is not used.
    public enum Problem: Equatable {
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

    /// What is wrong with the catalogue at `path`, or nil when gettext may
    /// have it: the whole check, of the file in place. (A line with a
    /// runtime directory checks its own copy instead: CheckedCatalogues.)
    ///
    /// The file is mapped, not read into the heap: a line's fresh heap
    /// pages cost a page fault each (a 41 KB read, 40 µs), while the file's
    /// pages are in the page cache and the kernel maps 64 KB around a
    /// fault, so the whole catalogue comes in one or two faults, the same
    /// pages gettext maps next.
    public static func problem(at path: String) -> Problem? {
        var info = stat()
        let fd: Int32
        do throws(RegularFile.Failure) {
            fd = try RegularFile.open(path, status: &info)
        } catch {
            return .file(error)
        }
        defer { close(fd) }
        guard info.st_size <= limit else { return .tooLarge }
        return problem(ofOpen: fd, size: Int(info.st_size))
    }

    /// What is wrong with the first `size` bytes of the regular file open
    /// on `fd` (at most `limit`), or nil.
    static func problem(ofOpen fd: Int32, size: Int) -> Problem? {
        guard size >= 28 else { return .notCatalogue }
        guard let map = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), map != MAP_FAILED else {
            return .file(.unreadable(errno))
        }
        defer { munmap(map, size) }
        return problem(in: UnsafeRawBufferPointer(start: map, count: size))
    }

    /// What is wrong with the catalogue `file`, or nil. Raw loads, each
    /// bounded by a check before it: the first version, with a closure per
    /// word and checked subscripts, cost 43 000 instructions a catalogue.
    static func problem(in file: UnsafeRawBufferPointer) -> Problem? {
        let size = file.count
        guard size >= 28, let base = file.baseAddress else { return .notCatalogue }
        // Either byte order: a catalogue compiled on a big-endian machine is
        // one too. (A specialization for each: a byte order tested at every
        // word cost the check a quarter of its instructions.)
        switch base.loadUnaligned(as: UInt32.self) {
        case 0x9504_12DE: return problem(in: file, NativeOrder.self)
        case 0xDE12_0495: return problem(in: file, SwappedOrder.self)
        default: return .notCatalogue
        }
    }

    private static func problem<Order: ByteOrder>(in file: UnsafeRawBufferPointer, _: Order.Type) -> Problem? {
        let size = file.count
        guard let base = file.baseAddress else { return .notCatalogue }
        @inline(__always) func word(_ offset: Int) -> Int {
            Order.value(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
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
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        // Entries whose original is empty: each is a header to glibc (the
        // first it finds is used), whose charset and plural rule it parses.
        var headers: [Int] = []
        for i in 0..<count {
            let original = originals + 8 * i, translation = translations + 8 * i
            let originalLength = word(original), originalOffset = word(original + 4)
            let length = word(translation), offset = word(translation + 4)
            guard originalOffset + originalLength < size, bytes[originalOffset + originalLength] == 0,
                  offset + length < size, bytes[offset + length] == 0
            else { return .outside }
            if bytes[originalOffset] == 0 { headers.append(i) }
        }
        if hashSize > 2 {
            guard hashes % 4 == 0, hashes + 4 * hashSize <= size else { return .outside }
            // glibc probes by steps of 1…size-2 until an empty entry: a prime
            // size visits every entry, so one empty entry ends every probe.
            guard isPrime(hashSize) else { return .hashTable }
            var empty = false
            for i in 0..<hashSize {
                let entry = word(hashes + 4 * i)
                empty = empty || entry == 0
                guard entry <= count else { return .hashTable }
            }
            guard empty else { return .hashTable }
        }
        for i in headers {
            let translation = translations + 8 * i
            let header = UnsafeRawBufferPointer(start: base + word(translation + 4), count: word(translation))
            if let problem = headerProblem(header) { return problem }
        }
        return nil
    }

    /// The header entry's charset, which must be UTF-8 (what glibc is
    /// asked for, so no conversion), and its plural rule, in which every
    /// `/` and `%` must divide by a number other than 0.
    static func headerProblem(_ header: UnsafeRawBufferPointer) -> Problem? {
        // glibc reads the header as a C string: up to its first NUL.
        guard let first = header.baseAddress else { return nil }
        let text = UnsafeRawBufferPointer(start: first, count: strnlen(first.assumingMemoryBound(to: CChar.self), header.count))
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

    /// Where the text after `needle` starts in `text`, at its first match
    /// (memchr and memcmp: a Swift loop of slices cost a catalogue 14 000
    /// instructions).
    private static func find(_ needle: StaticString, _ text: UnsafeRawBufferPointer) -> Int? {
        let n = needle.utf8CodeUnitCount
        guard let base = text.baseAddress, n > 0 else { return nil }
        var from = 0
        while from + n <= text.count, let hit = memchr(base + from, Int32(needle.utf8Start.pointee), text.count - n + 1 - from) {
            let at = base.distance(to: UnsafeRawPointer(hit))
            if memcmp(hit, needle.utf8Start, n) == 0 { return at + n }
            from = at + 1
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

/// How a catalogue's words are read: as written on this machine, or swapped.
protocol ByteOrder {
    static func value(_ word: UInt32) -> Int
}

enum NativeOrder: ByteOrder {
    @inline(__always) static func value(_ word: UInt32) -> Int { Int(word) }
}

enum SwappedOrder: ByteOrder {
    @inline(__always) static func value(_ word: UInt32) -> Int { Int(word.byteSwapped) }
}
