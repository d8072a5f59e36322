import Glibc
import SolvervLanguage

/// The last place GeoClue gave (`--location auto`, SPEC §5), kept in
/// `$XDG_STATE_HOME/solverv/location` (else `~/.local/state/solverv/location`)
/// so that a one-shot line never waits on D-Bus: it reads this file.
/// `solverv locate` and a watching line write it; `solverv locate --forget`
/// removes it.
///
/// What it holds is the place, rounded to 0.01° (about 1 km), when it was
/// located, and what a line shows of it, found when it was saved: the zone
/// it lies in and the nearest city within 100 km (none at sea), so that a
/// one-shot `auto` line looks up neither (SPEC §9: it costs what
/// `--location NAME` costs). In a file of mode 0600 in a directory of mode
/// 0700, written whole or not at all:
///
///     # solverv: the last place from GeoClue, to about 1 km (solverv locate --forget removes it)
///     latitude 59.91
///     longitude 10.75
///     time 1795780800
///     zone Europe/Oslo
///     city Oslo
///     label Oslo, Oslo, NO
///     country NO
///     region Oslo
///
/// A file of an older version (the first four lines) is read too: its zone
/// and city are then looked up from the rounded place.
public struct SavedLocation: Equatable, Sendable {
    /// Degrees, north and east positive, rounded to two decimals.
    public let latitude: Double
    public let longitude: Double
    /// When it was located, in unix seconds (`times`).
    public let time: Int64
    /// The zone the place lies in (a tz name, validated where it is used);
    /// nil in a file of an older version.
    public var zone: String?
    /// The nearest city within 100 km, when `zone` is given; `.none`
    /// (empty) otherwise. Not an optional: a line that reads it then needs
    /// no generic metadata to copy or drop it (SPEC §9's page faults).
    public var city = Nearest.none

    /// The nearest city as a line names it (AutoPlace.naming).
    public struct Nearest: Equatable, Sendable {
        public let name: String
        /// `Oslo, Oslo, NO`.
        public let label: String
        /// ISO 3166 code and admin-1 region; empty where the table has none.
        public let country: String
        public let region: String

        public init(name: String, label: String, country: String, region: String) {
            self.name = name
            self.label = label
            self.country = country
            self.region = region
        }

        /// No city (none within 100 km, or a file of an older version).
        public static var none: Nearest { Nearest(name: "", label: "", country: "", region: "") }
        public var isEmpty: Bool { name.isEmpty }
    }

    /// The times a saved place may carry: from 1970 to the end of year
    /// 9999. Outside them a file is no saved place: a line subtracts the
    /// time from now, which must not overflow.
    public static let times: ClosedRange<Int64> = 0...253_402_300_799

    /// Rounds `latitude` and `longitude` to two decimals (a longitude
    /// short of ±180° never onto it: 179.996° E, in UTC+12, is not 180°,
    /// in UTC−12); nil where they are no place (NaN, beyond ±90 or ±180),
    /// or `time` is outside `times`.
    public init?(latitude: Double, longitude: Double, time: Int64, zone: String? = nil, city: Nearest = .none) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180,
              Self.times.contains(time) else { return nil }
        self.latitude = (latitude * 100).rounded() / 100
        var lon = (longitude * 100).rounded() / 100
        if abs(lon) == 180, abs(longitude) < 180 { lon = (longitude * 100).rounded(.towardZero) / 100 }
        self.longitude = lon
        self.time = time
        self.zone = zone
        if zone != nil { self.city = city }
    }

    /// What reading the file found.
    public enum Reading: Equatable, Sendable {
        /// No file (or no place for one: neither XDG_STATE_HOME nor HOME is set).
        case none
        case saved(SavedLocation)
        /// Something in its place that is not a file of ours, or not what
        /// `save` writes: why, naming the path.
        case unreadable(String)
    }

    /// The file's text.
    var text: String {
        var text = "# solverv: the last place from GeoClue, to about 1 km (solverv locate --forget removes it)\n"
            + "latitude \(Self.hundredths(latitude))\nlongitude \(Self.hundredths(longitude))\ntime \(time)\n"
        if let zone { text += "zone \(zone)\n" }
        if !city.isEmpty {
            text += "city \(city.name)\nlabel \(city.label)\n"
            if !city.country.isEmpty { text += "country \(city.country)\n" }
            if !city.region.isEmpty { text += "region \(city.region)\n" }
        }
        return text
    }

    /// `59.91`, `-0.1`, `0`: the value to two decimals, without trailing zeros.
    public static func hundredths(_ value: Double) -> String {
        let n = Int((value * 100).rounded())
        let whole = abs(n) / 100, part = abs(n) % 100
        let sign = n < 0 ? "-" : ""
        if part == 0 { return sign + String(whole) }
        let digits = part < 10 ? "0" + String(part) : String(part)
        return sign + String(whole) + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
    }

    /// The text of a saved location, or nil when it is not one: the three
    /// numbers, each once and in range, then the zone and the city, which
    /// are outside text (cleaned, one line, at most 200 characters) and
    /// may be missing (comments and blank lines aside). A city without a
    /// name or label, or a key twice, makes it none.
    init?(text: String) {
        var latitude: Double?, longitude: Double?, time: Int64?
        var zone: String?, name: String?, label: String?, country: String?, region: String?
        // One switch of literals, no table: a one-shot line runs this (SPEC §9's page faults).
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            // By bytes: the keys are ASCII, and a line's first space splits it.
            guard let space = line.utf8.firstIndex(of: UInt8(ascii: " ")) else { return nil }
            let value = line[line.utf8.index(after: space)...]
            guard !value.isEmpty else { return nil }
            switch line[..<space] {
            case "latitude" where latitude == nil: latitude = Double(value)
            case "longitude" where longitude == nil: longitude = Double(value)
            case "time" where time == nil: time = Int64(value)
            case "zone" where zone == nil: zone = Self.words(value)
            case "city" where name == nil: name = Self.words(value)
            case "label" where label == nil: label = Self.words(value)
            case "country" where country == nil: country = Self.words(value)
            case "region" where region == nil: region = Self.words(value)
            default: return nil
            }
        }
        guard let latitude, let longitude, let time else { return nil }
        var city = Nearest.none
        if let name, let label, !name.isEmpty, !label.isEmpty {
            city = Nearest(name: name, label: label, country: country ?? "", region: region ?? "")
        } else if name != nil || label != nil || country != nil || region != nil {
            return nil
        }
        self.init(latitude: latitude, longitude: longitude, time: time, zone: zone, city: city)
    }

    /// Words of the file (outside text): one clean line, at most 200 characters.
    private static func words(_ value: Substring) -> String {
        let clean = OutsideText.line(String(value))
        return clean.utf8.count <= 200 ? clean : String(clean.prefix(200))
    }

    // MARK: The file

    /// `$XDG_STATE_HOME/solverv` (an absolute path), else `$HOME/.local/state/solverv`.
    public static func directory(environment: (String) -> String? = Self.environment) -> String? {
        if let state = environment("XDG_STATE_HOME"), state.hasPrefix("/") { return trimmed(state) + "/solverv" }
        guard let home = environment("HOME"), home.hasPrefix("/") else { return nil }
        return trimmed(home) + "/.local/state/solverv"
    }

    /// The file's path (nothing is created).
    public static func path(environment: (String) -> String? = Self.environment) -> String? {
        directory(environment: environment).map { $0 + "/location" }
    }

    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.utf8.count > 1, path.utf8.last == UInt8(ascii: "/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    /// The saved location: one open and one read of a small file.
    public static func read(environment: (String) -> String? = Self.environment) -> Reading {
        guard let path = path(environment: environment) else { return .none }
        let text: String?
        do throws(ControlError) {
            text = try RuntimeFiles.readSmall(path, limit: 1024)
        } catch {
            return .unreadable(error.message)
        }
        guard let text else { return .none }
        guard let saved = SavedLocation(text: text) else {
            // TRANSLATORS: %s is the file's path.
            return .unreadable(fill(tr("%s is not a saved location"), path))
        }
        return .saved(saved)
    }

    /// Writes the file (its directory, mode 0700, made first); its path.
    @discardableResult
    public func save(environment: (String) -> String? = SavedLocation.environment) throws(ControlError) -> String {
        guard let dir = Self.directory(environment: environment) else {
            throw ControlError(tr("neither XDG_STATE_HOME nor HOME is set (to an absolute path): the location cannot be saved"))
        }
        try Self.makeParents(of: dir)
        try RuntimeFiles.ensureDirectory(dir)
        let path = dir + "/location"
        try RuntimeFiles.writeAtomically(text, to: path, through: dir + "/.location.\(getpid())")
        return path
    }

    /// Removes the file: its path, and whether there was one.
    public static func forget(environment: (String) -> String? = Self.environment) throws(ControlError) -> (path: String, removed: Bool) {
        guard let path = path(environment: environment) else {
            throw ControlError(tr("neither XDG_STATE_HOME nor HOME is set (to an absolute path): there is no saved location"))
        }
        if unlink(path) == 0 { return (path, true) }
        if errno == ENOENT || errno == ENOTDIR { return (path, false) }
        throw RuntimeFiles.failure(tr("cannot remove %s: %s"), path)
    }

    /// The directories above `dir` (`~/.local/state`), as `mkdir -p`
    /// makes them, mode 0700; the last one is `ensureDirectory`'s.
    private static func makeParents(of dir: String) throws(ControlError) {
        var path = ""
        let parts = dir.split(separator: "/")
        for part in parts.dropLast() {
            path += "/" + part
            if mkdir(path, 0o700) != 0, errno != EEXIST {
                throw RuntimeFiles.failure(tr("cannot create %s: %s"), path)
            }
        }
    }
}
