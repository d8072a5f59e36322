import CPlaceTable

/// The table's names: every key (a folded name) with the places it names,
/// front-coded in pages of 4 KB (place_table.h). A lookup is a binary
/// search over the pages' first 8 bytes (7 KB, read together), then a scan
/// of one page: a line that finds a place by name reads one page of names
/// and one of places (its record), not the dozen a search over a long
/// array touches, each a page fault.
enum NameIndex {
    /// A place a key names, and whether the key is an alternate name of it.
    struct Ref: Equatable {
        /// Where the place's record is (`City(record:)`).
        let record: Int
        let alternate: Bool
        /// Whether `Ranking` picks this place among the several the key
        /// names, by the key alone (make_places.py; PlaceNamesTests checks it).
        let winner: Bool

        /// The place's index in the table.
        var place: Int { Int(solverv_place_index(UInt32(record))) }
    }

    static var pageCount: Int { Int(solverv_name_page_count) }
    static var keyCount: Int { Int(solverv_name_key_count) }

    /// The places `key` names: its own names' places first, largest first.
    static func places(named key: [UInt8]) -> [Ref] {
        find(key).map { refs(at: $0) } ?? []
    }

    /// Where the places of `key` are in the pages (`ref(at:)`, `refs(at:)`), or nil.
    static func find(_ key: [UInt8]) -> Int? {
        guard !key.isEmpty else { return nil }
        // The last page whose first key is not after `key`: by the first
        // 8 bytes, then (where those are equal) by the whole key.
        var prefix: UInt64 = 0
        for i in 0..<8 { prefix = prefix << 8 | UInt64(i < key.count ? key[i] : 0) }
        var low = 0, high = pageCount
        while low < high {
            let mid = (low + high) / 2
            let p = solverv_name_page_prefix(UInt32(mid))
            let notAfter = p != prefix ? p < prefix : compareFirstKey(ofPage: mid, with: key) <= 0
            if notAfter { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        return find(key, inPage: low - 1)
    }

    /// `key`'s places in one page, compared in place: `matched` is how many
    /// leading bytes the key before shares with `key`. A key that shares
    /// more with the one before sorts before `key` too; one that shares
    /// less sorts after it, and so does every key after it.
    private static func find(_ key: [UInt8], inPage page: Int) -> Int? {
        let data = solverv_name_page(UInt32(page))
        var at = 0, matched = 0
        while at + 1 < pageSize, data[at + 1] != 0 {
            let shared = Int(data[at])
            at += 1
            if shared < matched { return nil }
            if shared == matched {
                // Its own bytes against `key`'s from there.
                var i = shared
                while data[at] != 0, i < key.count, data[at] == key[i] {
                    at += 1
                    i += 1
                }
                if data[at] == 0, i == key.count { return page * pageSize + at + 1 }
                // Past `key` (a larger byte, or longer where `key` ends): not there.
                if data[at] != 0, i == key.count || data[at] > key[i] { return nil }
                matched = i
            }
            while data[at] != 0 { at += 1 }
            at += 1
            // Past the places: 3 bytes each, the last with bit 23 set.
            while data[at + 2] & 0x80 == 0 { at += 3 }
            at += 3
        }
        return nil
    }

    /// Calls `body` with each key of the table, in order, and where its
    /// places are (`refs(at:)`), until it returns false: the scan of every
    /// name that suggestions make, decoding places only where asked.
    static func forEach(_ body: ([UInt8], Int) -> Bool) {
        for page in 0..<pageCount {
            var go = true
            scan(page: page) { k, refsAt in
                go = body(k, refsAt)
                return go
            }
            if !go { return }
        }
    }

    /// The places of the key whose places start at `at` in the pages.
    static func refs(at start: Int) -> [Ref] {
        var at = start
        var refs: [Ref] = []
        while true {
            let (r, last) = ref(at: at)
            refs.append(r)
            if last { return refs }
            at += 3
        }
    }

    /// The place at `at` (3 bytes), and whether it is its key's last.
    static func ref(at: Int) -> (ref: Ref, last: Bool) {
        let data = solverv_name_page(0)
        let v = UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16
        return (Ref(record: Int(v & 0x1f_ffff), alternate: v & (1 << 21) != 0, winner: v & (1 << 22) != 0), v & (1 << 23) != 0)
    }

    static let pageSize = 4096

    /// The keys of one page and where their places are (an offset from the
    /// first page), until `body` returns false.
    private static func scan(page: Int, _ body: ([UInt8], Int) -> Bool) {
        let data = solverv_name_page(UInt32(page))
        let base = page * pageSize
        var at = 0
        var key: [UInt8] = []
        key.reserveCapacity(64)
        // Zeros fill a page's end: a record of no key.
        while at + 1 < pageSize, data[at + 1] != 0 {
            let shared = Int(data[at])
            at += 1
            key.removeSubrange(shared...)
            while data[at] != 0 {
                key.append(data[at])
                at += 1
            }
            at += 1
            if !body(key, base + at) { return }
            // Past the places: 3 bytes each, the last with bit 23 set.
            while data[at + 2] & 0x80 == 0 { at += 3 }
            at += 3
        }
    }

    /// strcmp of a page's first key with `key`: negative, zero or positive.
    private static func compareFirstKey(ofPage page: Int, with key: [UInt8]) -> Int {
        // The first key of a page shares nothing: it starts after its length byte.
        let start = solverv_name_page(UInt32(page)) + 1
        return Regions.compare(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), key)
    }
}
