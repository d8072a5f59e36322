import CPlaceTable

/// The table's names: every key (a folded name) with the places it names,
/// front-coded in blocks of 16 (place_table.h). A lookup is a binary search
/// over the blocks' first keys, then a scan of one block.
enum NameIndex {
    /// A place a key names, and whether the key is an alternate name of it.
    struct Ref: Equatable {
        let place: Int
        let alternate: Bool
    }

    static var blockCount: Int { Int(solverv_name_block_count) }
    static var keyCount: Int { Int(solverv_name_key_count) }

    /// The places `key` names: its own names' places first, largest first.
    static func places(named key: [UInt8]) -> [Ref] {
        guard !key.isEmpty else { return [] }
        // The last block whose first key is not after `key`: by the first
        // 8 bytes, then (where those are equal) by the whole key.
        var prefix: UInt64 = 0
        for i in 0..<8 { prefix = prefix << 8 | UInt64(i < key.count ? key[i] : 0) }
        var low = 0, high = blockCount
        while low < high {
            let mid = (low + high) / 2
            let p = solverv_name_block_prefix(UInt32(mid))
            let notAfter = p != prefix ? p < prefix : compareFirstKey(ofBlock: mid, with: key) <= 0
            if notAfter { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return [] }
        var found: [Ref] = []
        scan(block: low - 1) { k, refsAt in
            if k.elementsEqual(key) {
                found = refs(at: refsAt)
                return false
            }
            return true
        }
        return found
    }

    /// Calls `body` with each key of the table, in order, and where its
    /// places are (`refs(at:)`), until it returns false: the scan of every
    /// name that suggestions make, decoding places only where asked.
    static func forEach(_ body: ([UInt8], Int) -> Bool) {
        for b in 0..<blockCount {
            var go = true
            scan(block: b) { k, refsAt in
                go = body(k, refsAt)
                return go
            }
            if !go { return }
        }
    }

    /// The places of the key whose places start at `at` in the data.
    static func refs(at start: Int) -> [Ref] {
        let data = solverv_name_bytes()
        var at = start
        var refs: [Ref] = []
        while true {
            let v = UInt32(data[at]) | UInt32(data[at + 1]) << 8 | UInt32(data[at + 2]) << 16
            at += 3
            refs.append(Ref(place: Int(v & 0x1_ffff), alternate: v & (1 << 17) != 0))
            if v & (1 << 23) != 0 { return refs }
        }
    }

    /// The keys of one block and where their places are, until `body` returns false.
    private static func scan(block: Int, _ body: ([UInt8], Int) -> Bool) {
        let data = solverv_name_bytes()
        var at = Int(solverv_name_block(UInt32(block)))
        var key: [UInt8] = []
        key.reserveCapacity(64)
        var n = 0
        while n < 16, block * 16 + n < keyCount {
            let shared = Int(data[at])
            at += 1
            key.removeSubrange(shared...)
            while data[at] != 0 {
                key.append(data[at])
                at += 1
            }
            at += 1
            if !body(key, at) { return }
            // Past the places: 3 bytes each, the last with bit 23 set.
            while data[at + 2] & 0x80 == 0 { at += 3 }
            at += 3
            n += 1
        }
    }

    /// strcmp of a block's first key with `key`: negative, zero or positive.
    private static func compareFirstKey(ofBlock block: Int, with key: [UInt8]) -> Int {
        // The first key of a block shares nothing: it starts after its length byte.
        let start = solverv_name_bytes() + Int(solverv_name_block(UInt32(block))) + 1
        return Regions.compare(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self), key)
    }
}
