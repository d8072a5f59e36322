/// Strings as NUL-terminated C strings, packed in one allocation: what C
/// interfaces such as getopt_long take (names, arguments), for one malloc
/// where a `strdup` each made dozens. Freed by `deallocate`, once.
package struct CStrings {
    private let buffer: UnsafeMutablePointer<CChar>
    private let starts: [Int]

    package init(_ strings: [String]) {
        var starts: [Int] = [], size = 0
        starts.reserveCapacity(strings.count)
        for string in strings {
            starts.append(size)
            size += string.utf8.count + 1
        }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(size, 1))
        for (i, string) in strings.enumerated() {
            var string = string
            let at = starts[i]
            let length = string.withUTF8 { bytes in
                if let base = bytes.baseAddress { UnsafeMutableRawPointer(buffer + at).copyMemory(from: base, byteCount: bytes.count) }
                return bytes.count
            }
            buffer[at + length] = 0
        }
        self.buffer = buffer
        self.starts = starts
    }

    /// The `i`th string, as C reads it (to its first NUL).
    package subscript(i: Int) -> UnsafeMutablePointer<CChar> { buffer + starts[i] }

    package func deallocate() { buffer.deallocate() }
}
