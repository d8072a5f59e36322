import Glibc

/// The zone the system itself runs in, as glibc would read it: `$TZ`,
/// `/etc/timezone`, or the `/etc/localtime` link. Read lazily, once, and from
/// the `TZ` this process started with (conversions set their own).
extension Zone {
    /// Keeps the `TZ` this process was started with; the first conversion
    /// calls it before it sets its own. Reading the system's zone itself
    /// (files, links) waits until a line needs it.
    static func rememberSystemTZ() {
        guard !rememberedTZ else { return }
        originalTZ = getenv("TZ").map { String(cString: $0) }
        rememberedTZ = true
    }

    /// The zone the system runs in: `$TZ`, `/etc/timezone`, or the target of
    /// the `/etc/localtime` link; nil when none names a database zone. Read
    /// once.
    public static func systemZoneName() -> String? {
        if let known = systemName { return known }
        rememberSystemTZ()
        let name = readSystemZoneName()
        systemName = .some(name)
        return name
    }

    /// The system's zone even when it has no database name: a POSIX rule in
    /// `TZ` (`CET-1CEST,M3.5.0,M10.5.0/3`), or a copied `/etc/localtime`, as
    /// glibc itself reads them. Nil only when `TZ` names a zone that does not
    /// exist, where glibc would silently use UTC.
    public static func system() -> Zone? {
        let name = systemZoneName()
        if let name, let zone = try? Zone(named: name) { return zone }
        if let tz = originalTZ, !tz.isEmpty {
            // A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`) starts
            // with a zone abbreviation and an offset, with no slash before its
            // first comma; anything else that failed above is a misspelt name,
            // which glibc would quietly read as UTC.
            let head = Array(tz.utf8.prefix { $0 != UInt8(ascii: ",") })
            let letters = head.prefix { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }.count
            guard letters >= 3 || head.first == UInt8(ascii: "<"), !head.contains(UInt8(ascii: "/")),
                  head.contains(where: { $0 >= 0x30 && $0 <= 0x39 })
            else { return nil }
            return Zone(name: tz, rule: tz)
        }
        var st = stat()
        guard name == nil, stat("/etc/localtime", &st) == 0, isTZif("/etc/localtime") else { return nil }
        return Zone(name: "localtime", rule: ":/etc/localtime")
    }

    /// nil until read; then the name, or `.some(nil)` when there is none.
    nonisolated(unsafe) private static var systemName: String??
    nonisolated(unsafe) private static var originalTZ: String?
    nonisolated(unsafe) private static var rememberedTZ = false

    private static func readSystemZoneName() -> String? {
        if let tz = originalTZ {
            var s = tz
            if s.hasPrefix(":") { s.removeFirst() }
            if s.hasPrefix(directory + "/") { s.removeFirst(directory.count + 1) }
            return s.isEmpty ? nil : s
        }
        if let line = firstLine(of: "/etc/timezone"), looksLikeName(line) { return line }
        // Buffers on the stack, here and below: an array of bytes costs a
        // one-shot line its storage's runtime metadata.
        let link = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 4096) { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            let n = readlink("/etc/localtime", base, buffer.count - 1)
            return n > 0 ? String(decoding: UnsafeRawBufferPointer(start: base, count: n), as: UTF8.self) : nil
        }
        guard let target = link, let range = target.firstRange(of: "zoneinfo/") else { return nil }
        return String(target[range.upperBound...])
    }
}
