import CDBus
import CLinux
import Glibc
import SolvervLanguage

/// What a `GeoClueSession` has to say after a read or a deadline.
public enum GeoClueEvent: Sendable, Equatable {
    /// A location that is a place (`GeoClueLocation.fault` is nil).
    case located(GeoClueLocation)
    case failed(GeoClueFailure)
}

/// A GeoClue 2 client on the system bus, run as a state machine over one
/// non-blocking connection: no threads, no waits but the caller's poll
/// (SPEC §6). It asks `org.freedesktop.GeoClue2`'s Manager for a client
/// (GetClient), names itself (DesktopId `solverv`, which
/// /etc/geoclue/geoclue.conf allows or not), asks for a city's accuracy
/// (RequestedAccuracyLevel 4), starts it (Start), and then reads each
/// location GeoClue announces (LocationUpdated(old, new): the new
/// Location's properties). It follows GeoClue leaving and returning on the
/// bus (NameOwnerChanged), asking again on its return.
///
/// Nothing is sent anywhere but to GeoClue on the local bus; GeoClue
/// decides how it finds the place (Wi-Fi, GPS, an IP address).
public final class GeoClueSession {
    /// How long GeoClue has to give a location after it is asked (SPEC §5: no answer within 5 s).
    public static let answerLimit = 5.0
    static let service = "org.freedesktop.GeoClue2"
    static let clientInterface = "org.freedesktop.GeoClue2.Client"
    /// GCLUE_ACCURACY_LEVEL_CITY: GeoClue may answer from Wi-Fi or an IP
    /// address, without GPS; a sun a few kilometres off is the same sun.
    static let cityAccuracy: UInt32 = 4

    /// The call awaiting its reply.
    private enum Step {
        case getClient, setDesktopId, setAccuracy, start, readLocation
    }

    private let bus: SystemBus
    /// Hello's serial until the bus answers it: a bus that never does is
    /// silent itself (`busSilent`), whatever GeoClue would have said.
    private var hello: UInt32?
    private var pending: (serial: UInt32, step: Step)?
    /// The client's object path, once GetClient answered.
    private var client: String?
    /// Whether GeoClue has answered since it was last asked: its leaving is news then.
    private var heard = false
    /// While asking: when silence becomes a failure (CLOCK_REALTIME, unix seconds).
    public private(set) var deadline: Double?

    /// Connects to the system bus and asks GeoClue for a client; `now` is
    /// the clock's time, from which the answer limit runs: from before the
    /// first byte, so that a bus that takes the connection and then says
    /// nothing fails within it too. Nothing here waits on the bus.
    public init(now: Double) throws(GeoClueFailure) {
        deadline = now + Self.answerLimit
        (bus, hello) = try SystemBus.connect(within: Int32(Self.answerLimit * 1000))
        bus.addMatch("type='signal',sender='org.freedesktop.DBus',interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(Self.service)'")
        try ask(now)
    }

    /// The connection's descriptor, for poll (with `events`; then call `read`); -1 once it closed.
    public var fd: Int32 { bus.fd }
    /// What poll is to wait for on `fd` (POLLIN, and POLLOUT while bytes wait to be written).
    public var events: Int16 { bus.events }

    /// Reads what came, and says what it means.
    public func read(now: Double) -> [GeoClueEvent] {
        var events: [GeoClueEvent] = []
        guard bus.readWrite() else {
            deadline = nil
            return [.failed(.noBus("the bus closed the connection"))]
        }
        while let message = bus.pop() {
            handle(message, now, &events)
            dbus_message_unref(message)
        }
        return events
    }

    /// `.silent` once, when the deadline has passed without a location;
    /// a location that comes later is still read.
    public func expire(now: Double) -> [GeoClueEvent] {
        guard let deadline, now >= deadline else { return [] }
        self.deadline = nil
        return [.failed(hello == nil ? .silent : .busSilent)]
    }

    /// GetClient: the first step, at the start and when GeoClue returns.
    private func ask(_ now: Double) throws(GeoClueFailure) {
        client = nil
        heard = false
        deadline = now + Self.answerLimit
        guard let m = Message.call(Self.service, "/org/freedesktop/GeoClue2/Manager", "org.freedesktop.GeoClue2.Manager", "GetClient") else {
            throw .failed("out of memory")
        }
        try send(m, .getClient)
    }

    private func send(_ message: OpaquePointer?, _ step: Step) throws(GeoClueFailure) {
        guard let message, let serial = bus.send(message) else {
            pending = nil
            throw .failed("cannot send to the system bus")
        }
        pending = (serial, step)
    }

    private func handle(_ m: OpaquePointer, _ now: Double, _ events: inout [GeoClueEvent]) {
        if Message.isSignal(m, "org.freedesktop.DBus", "NameOwnerChanged"), Message.sender(m) == "org.freedesktop.DBus" {
            let args = Message.strings(m)
            guard args.count == 3, args[0] == Self.service else { return }
            if args[2].isEmpty {
                // Gone: a client of the old owner is no more.
                let wasHeard = heard || client != nil
                client = nil
                pending = nil
                deadline = nil
                if wasHeard { events.append(.failed(.left)) }
            } else {
                do throws(GeoClueFailure) { try ask(now) } catch { events.append(.failed(error)) }
            }
            return
        }
        if Message.isSignal(m, Self.clientInterface, "LocationUpdated") {
            guard let client, Message.path(m) == client else { return }
            let args = Message.strings(m)
            guard args.count == 2 else { return }
            // The newest location is the one read; an older read's reply is ignored.
            do throws(GeoClueFailure) {
                try send(Message.getAll(Self.service, args[1], "org.freedesktop.GeoClue2.Location"), .readLocation)
            } catch {
                events.append(.failed(error))
            }
            return
        }
        if let hello, Message.isReply(m, to: hello) {
            self.hello = nil
            if let error = Message.error(m) {
                deadline = nil
                pending = nil
                events.append(.failed(.noBus(error.name + ": " + error.message)))
            }
            return
        }
        guard let (serial, step) = pending, Message.isReply(m, to: serial) else { return }
        pending = nil
        if let error = Message.error(m) {
            deadline = nil
            events.append(.failed(Self.failure(error.name, error.message)))
            return
        }
        do throws(GeoClueFailure) {
            switch step {
            case .getClient:
                guard let path = Message.strings(m).first else { throw .failed("GetClient gave no client") }
                client = path
                try send(Message.setProperty(Self.service, path, Self.clientInterface, "DesktopId", string: "solverv"), .setDesktopId)
            case .setDesktopId:
                try send(Message.setProperty(Self.service, client ?? "/", Self.clientInterface, "RequestedAccuracyLevel",
                                             number: Self.cityAccuracy), .setAccuracy)
            case .setAccuracy:
                // Before Start, so that no LocationUpdated is missed.
                bus.addMatch("type='signal',interface='\(Self.clientInterface)',member='LocationUpdated',path='\(client ?? "/")'")
                try send(Message.call(Self.service, client ?? "/", Self.clientInterface, "Start"), .start)
            case .start:
                break  // the locations come as LocationUpdated
            case .readLocation:
                heard = true
                deadline = nil
                let location = Self.location(Message.properties(m), now)
                if let fault = location.fault {
                    events.append(.failed(.notAPlace(fault)))
                } else {
                    events.append(.located(location))
                }
            }
        } catch {
            deadline = nil
            events.append(.failed(error))
        }
    }

    /// A D-Bus error as a failure: no such service, access denied, else its name and words.
    static func failure(_ name: String, _ message: String) -> GeoClueFailure {
        let words = String(OutsideText.line(message).prefix(200))
        switch name {
        case "org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner":
            return .noService
        case "org.freedesktop.DBus.Error.AccessDenied":
            return .denied(words)
        default:
            return .failed(words.isEmpty ? name : name + ": " + words)
        }
    }

    /// A Location's properties as a location; what is missing is NaN (no place).
    static func location(_ properties: [String: Message.Value], _ now: Double) -> GeoClueLocation {
        func number(_ key: String) -> Double {
            if case .double(let d)? = properties[key] { return d }
            return .nan
        }
        var description = ""
        if case .string(let s)? = properties["Description"] { description = s }
        var timestamp: Double?
        if case .time(let seconds, let micro)? = properties["Timestamp"], seconds > 0 {
            // A time from the future is taken as now: the saved age never goes below zero.
            timestamp = min(now, Double(seconds) + Double(micro) / 1e6)
        }
        return GeoClueLocation(latitude: number("Latitude"), longitude: number("Longitude"), accuracy: number("Accuracy"),
                               description: description, timestamp: timestamp)
    }

    // MARK: Asking once

    /// Asks once and waits for the answer, at most `answerLimit` seconds
    /// (`solverv locate`): the location, or why there is none.
    public static func locate(clock: () -> Double = GeoClueSession.realNow) -> Result<GeoClueLocation, GeoClueFailure> {
        let session: GeoClueSession
        do {
            session = try GeoClueSession(now: clock())
        } catch {
            return .failure(error)
        }
        while true {
            let now = clock()
            for case .failed(let failure) in session.expire(now: now) { return .failure(failure) }
            guard let deadline = session.deadline else { return .failure(.silent) }
            var descriptor = pollfd(fd: session.fd, events: session.events, revents: 0)
            let milliseconds = Int32(max(0, min(Double(Int32.max), ((deadline - now) * 1000).rounded(.up))))
            if poll(&descriptor, 1, milliseconds) > 0 {
                for event in session.read(now: clock()) {
                    switch event {
                    case .located(let location): return .success(location)
                    case .failed(let failure): return .failure(failure)
                    }
                }
            }
        }
    }

    /// CLOCK_REALTIME in unix seconds.
    public static func realNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
