import SolvervConfig
import SolvervControl
import SolvervIO
import SolvervLanguage
import SolvervPlaces

/// `solverv locate`: asks GeoClue 2 once for the place (at most 5 s),
/// prints it (the nearest city, the zone, GeoClue's accuracy, the age)
/// and saves it for the one-shot lines of `--location auto`, which read
/// only the saved place (SPEC §5). `--forget` removes it.
///
///     $ solverv locate
///     59.91° N, 10.75° E (1 km from Oslo, NO)
///     time zone: Europe/Oslo
///     accuracy: 40 m (WiFi)
///     located: just now
///     saved in /home/kari/.local/state/solverv/location
///
/// What is saved is only the place, rounded to 0.01° (about 1 km), its
/// time, and the zone and nearest city it was found to have (what the
/// one-shot lines show, so that they need not look them up); nothing is
/// sent anywhere. When GeoClue gives no place (not on the
/// bus, access denied, no answer, a location that is no place) the reason
/// and the fix go to stderr, nothing is saved, and the status is 1.
enum LocateCommand {
    static func run(_ options: Options, _ out: inout Output) throws(Failure) {
        try LanguageChoice.apply(options, nil)
        if options.values["forget"] != nil { return try forget(&out) }
        try out.write(try Locate.once(now: Invocation.systemClock()))
    }

    /// `--forget`: the saved place removed, said on stdout.
    static func forget(_ out: inout Output) throws(Failure) {
        let path: String, removed: Bool
        do throws(ControlError) {
            (path, removed) = try SavedLocation.forget()
        } catch {
            throw Failure.internal(error.message)
        }
        // TRANSLATORS: %s is the file's path.
        try out.write((removed ? fill(tr("forgot the saved location: %s removed"), path)
                               : fill(tr("no saved location to forget (%s)"), path)) + "\n")
    }
}
