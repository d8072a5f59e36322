import SolvervLanguage

/// Why GeoClue gave no place: each says the reason and the fix (SPEC §5:
/// a denied, missing or silent GeoClue falls through with a notice).
public enum GeoClueFailure: Error, Equatable, Sendable {
    /// The system bus could not be reached: libdbus's reason.
    case noBus(String)
    /// `DBUS_SYSTEM_BUS_ADDRESS` names something other than a unix: socket.
    case unsupportedAddress(String)
    /// No `org.freedesktop.GeoClue2` on the bus, and none to start.
    case noService
    /// GeoClue refused (no agent, or not allowed in /etc/geoclue/geoclue.conf): its words.
    case denied(String)
    /// No location within `GeoClueSession.answerLimit`.
    case silent
    /// The bus did not take the connection, or did not answer it as a bus
    /// (authentication and Hello), within `GeoClueSession.answerLimit`: a
    /// stopped or hung dbus-daemon, or something else on its socket.
    case busSilent
    /// A location that is not a place: what is wrong with it (`GeoClueLocation.fault`).
    case notAPlace(String)
    /// GeoClue left the bus (NameOwnerChanged) after it had answered.
    case left
    /// Any other D-Bus error: its name and message.
    case failed(String)

    /// The notice, in the user's language: what happened and what to do.
    /// What came from outside (libdbus's reason, GeoClue's words, the
    /// address) is cleaned on the way in, on every path that prints it
    /// (`locate`, a watching line's stderr and its bar): no control, bidi
    /// override or line break (OutsideText).
    public var notice: String {
        switch cleaned {
        case .noBus(let reason):
            // TRANSLATORS: %s is libdbus's reason, in English.
            return fill(tr("GeoClue cannot be asked: the system D-Bus cannot be reached (%s); start dbus, or give the place with --location NAME"), reason)
        case .unsupportedAddress(let address):
            // TRANSLATORS: %s is the bus address given (tcp:host=…).
            return fill(tr("GeoClue cannot be asked: DBUS_SYSTEM_BUS_ADDRESS is %s, not a unix: socket, which is all Solverv connects to; unset it"), address)
        case .noService:
            return tr("GeoClue is not on the system D-Bus: install it (Debian: apt install geoclue-2.0) and turn location services on")
        case .denied(let reason):
            // TRANSLATORS: %s is GeoClue's own reason, in English. The lines in brackets are a config file's and stay as they are.
            return fill(tr("GeoClue denied the location (%s): add [solverv] allowed=true system=false users= to /etc/geoclue/geoclue.conf, and run a GeoClue agent (most desktops start one)"), reason)
        case .busSilent:
            // TRANSLATORS: %d is seconds (5).
            return fill(tr("GeoClue cannot be asked: the system D-Bus did not answer as a bus within %d s (is dbus-daemon stopped or hung?); give the place with --location NAME"),
                        String(Int(GeoClueSession.answerLimit)))
        case .silent:
            // TRANSLATORS: %d is seconds (5).
            return fill(tr("GeoClue gave no location within %d s: are location services on (Wi-Fi, a GeoClue agent)?"), String(Int(GeoClueSession.answerLimit)))
        case .notAPlace(let fault):
            // TRANSLATORS: %s says what is wrong, in numbers: "latitude NaN", "accuracy 10000 km".
            return fill(tr("GeoClue gave a location that is no place (%s), and it is not used"), fault)
        case .left:
            return tr("GeoClue left the system D-Bus; the line follows it again when it returns")
        case .failed(let error):
            // TRANSLATORS: %s is the D-Bus error's name and message, in English.
            return fill(tr("GeoClue failed: %s"), error)
        }
    }

    /// The failure with its outside text as one clean line, at most 200 characters.
    var cleaned: GeoClueFailure {
        func clean(_ text: String) -> String { String(OutsideText.line(text).prefix(200)) }
        switch self {
        case .noBus(let reason): return .noBus(clean(reason))
        case .unsupportedAddress(let address): return .unsupportedAddress(clean(address))
        case .denied(let reason): return .denied(clean(reason))
        case .notAPlace(let fault): return .notAPlace(clean(fault))
        case .failed(let error): return .failed(clean(error))
        case .noService, .silent, .busSilent, .left: return self
        }
    }
}
