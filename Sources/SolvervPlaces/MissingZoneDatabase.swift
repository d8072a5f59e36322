import CivilTime
import Glibc
import SolvervFormatters
import SolvervIO
import SolvervLanguage

/// A root without the tz database (a minimal container, a chroot) has no
/// zone but UTC: glibc would use it without a word. Solverv says so once
/// per process on stderr, whatever the bar shows, and in the line's notice.
extension Place {
    /// The notice when the database's directory is missing, else nil. Asked
    /// only once a zone has failed: a working line never looks.
    static func missingDatabaseNotice() -> String? {
        var st = stat()
        guard stat(Zone.directory, &st) != 0 || (st.st_mode & S_IFMT) != S_IFDIR else { return nil }
        // TRANSLATORS: %s is the tz database's directory, such as /usr/share/zoneinfo.
        let notice = fill(tr("no tz database in %s (install tzdata, or set TZDIR); times are in UTC"), Zone.directory)
        if !toldMissingDatabase {
            Output.message("solverv: \(Escape.plain(notice))\n")
            toldMissingDatabase = true
        }
        return notice
    }

    nonisolated(unsafe) private static var toldMissingDatabase = false
}
