import Glibc
import SolvervLanguage

/// The last place GeoClue gave (`--location auto`, SPEC §5), kept in
/// `$XDG_STATE_HOME/solverv/location` (else `~/.local/state/solverv/location`)
/// so that a one-shot line never waits on D-Bus: it reads this file.
/// `solverv locate` and a watching line write it; `solverv locate --forget`
/// removes it.
///
/// What it holds is only the place, rounded to 0.01° (about 1 km), and when
/// it was located, in a file of mode 0600 in a directory of mode 0700,
/// written whole or not at all:
///
///     # solverv: the last place from GeoClue, to about 1 km (solverv locate --forget removes it)
///     latitude 59.91
///     longitude 10.75
///     time 1795780800
public struct SavedLocation: Equatable, Sendable {
    /// Degrees, north and east positive, rounded to two decimals.
    public let latitude: Double
    public let longitude: Double
    /// When it was located, in unix seconds.
    public let time: Int64

    /// Rounds `latitude` and `longitude` to two decimals; nil where they
    /// are no place (NaN, beyond ±90 or ±180).
    public init?(latitude: Double, longitude: Double, time: Int64) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else { return nil }
        self.latitude = (latitude * 100).rounded() / 100
        self.longitude = (longitude * 100).rounded() / 100
        self.time = time
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
        "# solverv: the last place from GeoClue, to about 1 km (solverv locate --forget removes it)\n"
            + "latitude \(Self.hundredths(latitude))\nlongitude \(Self.hundredths(longitude))\ntime \(time)\n"
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

    /// The text of a saved location, or nil when it is not one: three
    /// keys, each once, numbers in range (comments and blank lines aside).
    init?(text: String) {
        var latitude: Double?, longitude: Double?, time: Int64?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            let value = String(parts[1])
            switch parts[0] {
            case "latitude" where latitude == nil: latitude = Double(value)
            case "longitude" where longitude == nil: longitude = Double(value)
            case "time" where time == nil: time = Int64(value)
            default: return nil
            }
        }
        guard let latitude, let longitude, let time else { return nil }
        self.init(latitude: latitude, longitude: longitude, time: time)
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
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
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
