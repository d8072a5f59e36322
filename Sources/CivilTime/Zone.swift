import Glibc
import SolvervLanguage
import SystemFiles

/// A time zone of the system tz database, read through glibc (`TZ`, `tzset`,
/// `localtime_r`), not Foundation: ICU would triple start-up time (SPEC §2).
/// Every instant gets its own offset, so a June date shows summer time
/// whenever it is asked. A name that is not in the database is an error,
/// never UTC: glibc itself would fall back to UTC without a word.
public final class Zone {
    public let name: String
    /// What glibc is given in `TZ`: a POSIX rule (`UTC0`, the system's
    /// `TZ`, a zone file's footer), never a path: zone files are read here
    /// (`ZoneFile`).
    private let rule: String
    /// The zone's file, read once; nil for a zone that is a rule alone.
    let file: ZoneFile?
    /// A span of Unix time known to have one offset: a table asks for a
    /// dozen instants a day, and glibc's conversion costs 1000 instructions
    /// each. Two points two days apart with the same offset have no change
    /// between them: no zone has ever changed its clocks twice in two days.
    private var known: (from: Int64, to: Int64, offset: Int)?

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case notAName(String)
        case unknown(String)
        /// In the database, but its file cannot be read (its mode, a FIFO
        /// in its place): why, as `RegularFile.Failure.reason` says it.
        case unreadable(String, reason: String)

        public var description: String { message(echoing: { $0 }) }

        /// The message, quoting the name as `echo` makes it (the command line
        /// cuts long input), with the closest names the database has. Those
        /// are looked up here, when the message is made: only a failed run pays.
        public func message(echoing echo: (String) -> String) -> String {
            let name: String, text: String
            switch self {
            case .notAName(let s):
                name = s
                text = fill(tr("'%s' is not a time zone name"), echo(s))
            case .unknown(let s):
                name = s
                // TRANSLATORS: the zone given, then the tz database's directory.
                text = fill(tr("unknown time zone '%s' (not in %s)"), echo(s), Zone.directory)
            case .unreadable(let s, let reason):
                // The name is right: no other names to offer.
                // TRANSLATORS: the zone given, its file, then why it cannot be read, such as "Permission denied".
                return fill(tr("time zone '%s' cannot be read: %s: %s"), echo(s), Zone.directory + "/" + echo(s), reason)
            }
            let close = Zone.suggestions(for: name)
            guard !close.isEmpty else { return text + (self == .notAName(name) ? " " + tr("(expected e.g. Europe/Oslo)") : "") }
            // TRANSLATORS: after a zone's error and "; ": %s is one or more zones' names.
            return text + "; " + fill(tr("did you mean %s?"), close.joined(separator: ", "))
        }
    }

    /// Validates `name` against the tz database: no paths, and a TZif file must exist.
    public convenience init(named name: String) throws(Failure) {
        guard Zone.looksLikeName(name) else { throw .notAName(name) }
        switch ZoneFile.read(Zone.directory + "/" + name) {
        case .tzif(let file): self.init(name: name, file: file)
        case .absent, .notTZif, .region: throw .unknown(name)
        case let refused: throw .unreadable(name, reason: refused.reason)
        }
    }

    /// A zone glibc is given as it is, unvalidated: UTC, or the system's own
    /// POSIX rule (SystemZone.swift).
    init(name: String, rule: String) {
        self.name = name
        self.rule = rule
        file = nil
    }

    /// A zone of a file read (a database zone, a copied `/etc/localtime`).
    init(name: String, file: ZoneFile) {
        self.name = name
        rule = file.footer ?? "UTC0"
        self.file = file
    }

    /// UTC as a POSIX rule, which glibc needs no database file for.
    nonisolated(unsafe) public static let utc = Zone(name: "UTC", rule: "UTC0")

    /// The database's directory: `$TZDIR`, as glibc reads it, or the Debian default.
    public static var directory: String {
        if let d = getenv("TZDIR"), d[0] != 0 { return String(cString: d) }
        return "/usr/share/zoneinfo"
    }

    /// Offset from UTC in seconds at Unix time `seconds`.
    public func utcOffset(at seconds: Int64) -> Int {
        if let k = known, seconds >= k.from, seconds <= k.to { return k.offset }
        let offset = converted(seconds)
        // Tables walk forward a day at a time: probing a day either side
        // settles the next two dozen instants with two conversions. Only on
        // such a walk, within two days of the last: instants a week apart
        // (`events`, 100 000 rows over 2 000 years) would pay the probes
        // and never use them.
        let back = seconds &- 86_400, ahead = seconds &+ 86_400
        let walking = known.map { seconds >= $0.from &- 2 * 86_400 && seconds <= $0.to &+ 2 * 86_400 } ?? true
        if walking, back < seconds, ahead > seconds,
           converted(back) == offset, converted(ahead) == offset {
            known = (back, ahead, offset)
        } else if let k = known, k.offset == offset, max(k.to, seconds) - min(k.from, seconds) <= 2 * 86_400 {
            known = (min(k.from, seconds), max(k.to, seconds), offset)
        } else {
            known = (seconds, seconds, offset)
        }
        return offset
    }

    /// The local calendar date at Unix time `seconds`.
    public func date(at seconds: Int64) -> CivilDate {
        let local = seconds + Int64(utcOffset(at: seconds))
        return CivilDate(daysSinceEpoch: Int((Double(local) / 86_400).rounded(.down)))
    }

    // MARK: glibc

    /// glibc keeps one zone at a time in `TZ`; switching costs about 10 µs,
    /// so it is done only when another zone asks. (Internal: a test that
    /// sets `TZ` itself forgets it.)
    nonisolated(unsafe) static var active: String?

    /// The offset at `seconds`: from the zone file's tables, else from
    /// glibc given the rule.
    func converted(_ seconds: Int64) -> Int {
        if let file, let offset = file.tableOffset(at: seconds) { return offset }
        return Int(broken(seconds).tm_gmtoff)
    }

    private func broken(_ seconds: Int64) -> tm {
        if Zone.active != rule {
            Zone.rememberSystemTZ()  // before the first change
            setenv("TZ", rule, 1)
            tzset()
            Zone.active = rule
        }
        var t = time_t(seconds)
        var out = tm()
        localtime_r(&t, &out)
        return out
    }

    // MARK: validation

    static func looksLikeName(_ s: String) -> Bool {
        guard !s.isEmpty, s.utf8.count < 256, !s.hasPrefix("/"), !s.hasPrefix("."),
              !hasDoubled(UInt8(ascii: "."), s), !hasDoubled(UInt8(ascii: "/"), s), !s.hasSuffix("/"),
              !s.hasPrefix("right/"),  // leap-second zones count time differently
              !["localtime", "posixrules"].contains(s)  // aliases of the system's own zone, not zones
        else { return false }
        return s.utf8.allSatisfy { c in
            (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)
                || c == UInt8(ascii: "/") || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: "+")
        }
    }

    /// Whether `byte` appears twice in a row in `s` (`..`, `//`). Bytes, not
    /// `String.contains`: its generic search cost the tmux line 22 000
    /// instructions on first use (callgrind, issue 24).
    private static func hasDoubled(_ byte: UInt8, _ s: String) -> Bool {
        var previous: UInt8 = 0
        for c in s.utf8 {
            if c == byte, previous == byte { return true }
            previous = c
        }
        return false
    }

    /// What is at a zone file's path (`ZoneFile.read`).
    enum File {
        /// A regular file of TZif (RFC 8536), read.
        case tzif(ZoneFile)
        case absent
        /// A directory of zones (`Europe`): a region, not a zone.
        case region
        /// A regular file of something else (`leapseconds`, a text).
        case notTZif
        /// A file that starts as TZif but whose tables do not fit in it.
        case damaged
        /// Larger than `ZoneFile.limit`: refused unread.
        case tooLarge
        /// Something there that cannot be read as a file: its mode, a FIFO.
        case unreadable(RegularFile.Failure)

        /// Why a file that is there cannot be used as a zone, after its path.
        var reason: String {
            switch self {
            // TRANSLATORS: why a time zone file is refused; %s is a number (100).
            case .tooLarge: return fill(tr("larger than %s KiB: not a time zone file"), String(ZoneFile.limit / 1024))
            case .unreadable(let failure): return failure.reason
            case .region: return RegularFile.Failure.notRegular(S_IFDIR).reason
            default: return tr("not a time zone file (TZif)")
            }
        }
    }

    /// What is at `path`. Never opens anything but a regular file: a FIFO
    /// would block (RegularFile).
    static func file(at path: String) -> File { ZoneFile.read(path) }

    /// Whether `path` is a readable zone file.
    static func isTZif(_ path: String) -> Bool {
        if case .tzif = file(at: path) { return true }
        return false
    }
}
