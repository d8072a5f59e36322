import Glibc
import SolvervLanguage
import SystemFiles

/// The zone the system itself runs in, as glibc reads it: `$TZ`, else
/// `/etc/localtime` (tzset(3)). Debian's `/etc/timezone` is not read: glibc
/// and every other program ignore it, so where the two disagree it is stale.
/// Read lazily, once, and from the `TZ` this process started with
/// (conversions set their own).
extension Zone {
    /// Where glibc looks for the system zone (`localtime`) when `TZ` is unset.
    public static let systemDirectory = "/etc"

    /// Keeps the `TZ` this process was started with; the first conversion
    /// calls it before it sets its own. Reading the system's zone itself
    /// (files, links) waits until a line needs it.
    static func rememberSystemTZ() {
        guard !rememberedTZ else { return }
        originalTZ = getenv("TZ").map { String(cString: $0) }
        rememberedTZ = true
    }

    /// The zone the system runs in: `$TZ`, or the target of the
    /// `/etc/localtime` link; nil when neither names one. Read once.
    public static func systemZoneName() -> String? {
        if let known = systemName { return known }
        rememberSystemTZ()
        let name = systemZoneName(tz: originalTZ, in: systemDirectory)
        systemName = .some(name)
        return name
    }

    /// The `TZ` this process was started with (nil: unset), whatever the
    /// conversions have set since: for a child, which must see the user's
    /// environment, not the zone of the last place converted.
    public static func startingTZ() -> String? {
        rememberSystemTZ()
        return originalTZ
    }

    /// Where and why the system zone's file cannot be read ("PATH: REASON"),
    /// when glibc would quietly use UTC in its place; nil when it was read,
    /// when its name is not in the database (a notice names the closest
    /// ones), or when no zone is set: no `TZ` and no `/etc/localtime` is
    /// UTC by the system's own choice.
    public static func systemZoneUnreadable() -> String? {
        rememberSystemTZ()
        return systemZoneUnreadable(name: systemZoneName(), tz: originalTZ, in: systemDirectory)
    }

    /// `systemZoneUnreadable()` for a given name, `TZ` value and directory in place of `/etc`.
    public static func systemZoneUnreadable(name: String?, tz: String?, in etc: String) -> String? {
        let path: String
        if let name {
            guard looksLikeName(name) else { return nil }
            path = directory + "/" + name
        } else {
            guard tz == nil else { return nil }  // a POSIX rule, or TZ="" (UTC)
            path = etc + "/localtime"
        }
        let found = file(at: path)
        switch found {
        case .tzif, .absent: return nil
        // A name's: the notice names the closest zones instead.
        case .notTZif, .region: return name == nil ? "\(path): \(found.reason)" : nil
        case .damaged, .tooLarge, .unreadable: return "\(path): \(found.reason)"
        }
    }

    /// Forgets the system zone read so far, so that the next question reads
    /// it again: watch mode calls it when `/etc/localtime` changes (the
    /// zone `TZ` names, if set, stays: a process's environment is fixed).
    public static func forgetSystemZone() {
        systemName = nil
    }

    /// The system's zone even when it has no database name: a POSIX rule in
    /// `TZ` (`CET-1CEST,M3.5.0,M10.5.0/3`), or a copied `/etc/localtime`, as
    /// glibc itself reads them. Nil only when `TZ` names a zone that does not
    /// exist, where glibc would silently use UTC.
    public static func system() -> Zone? {
        let name = systemZoneName()
        return system(name: name, tz: originalTZ, in: systemDirectory)
    }

    /// `systemZoneName()` for a given `TZ` value and a directory in place of
    /// `/etc` (tests point it at files of their own).
    public static func systemZoneName(tz: String?, in etc: String) -> String? {
        if let tz {
            var s = tz
            if s.hasPrefix(":") { s.removeFirst() }
            if s.hasPrefix(directory + "/") { s.removeFirst(directory.count + 1) }
            return s.isEmpty ? nil : s
        }
        // Only a link names a zone; a copied file is read below, nameless.
        guard let target = SymbolicLink.target(of: etc + "/localtime") else { return nil }
        return afterZoneinfo(target)
    }

    /// What follows the first `zoneinfo/` in a link's target
    /// (`/usr/share/zoneinfo/Europe/Oslo` → `Europe/Oslo`), nil without one.
    /// By bytes: `firstRange(of:)` cost every line that names its zone
    /// 158 000 instructions of string-processing set-up (callgrind, issue 35).
    static func afterZoneinfo(_ target: String) -> String? {
        let bytes = Array(target.utf8), marker = Array("zoneinfo/".utf8)
        guard bytes.count >= marker.count else { return nil }
        for i in 0...(bytes.count - marker.count) where bytes[i..<(i + marker.count)].elementsEqual(marker) {
            return String(decoding: bytes[(i + marker.count)...], as: UTF8.self)
        }
        return nil
    }

    /// `system()` for a given name, `TZ` value and directory in place of `/etc`.
    public static func system(name: String?, tz: String?, in etc: String) -> Zone? {
        if let name, let zone = try? Zone(named: name) { return zone }
        if let tz, !tz.isEmpty {
            // A POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `<+0330>-3:30`) starts
            // with a zone abbreviation and an offset, with no slash before its
            // first comma; anything else that failed above is a misspelt name,
            // which glibc would quietly read as UTC.
            guard ZoneFile.isRule(tz) else { return nil }
            return Zone(name: tz, rule: tz)
        }
        // A copied file, read as a zone's. A link whose target is not a
        // database name is not trusted to be one: its name would be shown.
        guard tz == nil, case .tzif(let copied) = file(at: etc + "/localtime") else { return nil }
        return Zone(name: "localtime", file: copied)
    }

    /// nil until read; then the name, or `.some(nil)` when there is none.
    nonisolated(unsafe) private static var systemName: String??
    nonisolated(unsafe) private static var originalTZ: String?
    nonisolated(unsafe) private static var rememberedTZ = false
}
