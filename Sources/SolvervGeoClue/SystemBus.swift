import CDBus
import CLinux
import Glibc

/// A private connection to the system D-Bus through libdbus, in which
/// nothing blocks once the socket is connected (SPEC §5, §6): the
/// authentication and `Hello` go out and come back through libdbus's
/// watch functions, whose descriptor and events the caller polls, so a
/// bus that accepts the connection and then says nothing (a stopped or
/// hung dbus-daemon, a stranger's socket) costs the caller's deadline and
/// no more. Private, so that libdbus's shared connection (and its exit
/// when the bus goes away) is never used; never flushed, since
/// `dbus_connection_flush` waits for the authentication without a limit.
final class SystemBus {
    /// DBusConnection.
    private let connection: OpaquePointer
    /// libdbus's watches on the socket (one to read, one to write), kept
    /// up to date by its watch functions.
    private let watches = Watches()
    /// The socket, for poll; -1 once the connection closed.
    private(set) var fd: Int32

    /// The system bus's address when `DBUS_SYSTEM_BUS_ADDRESS` is unset: libdbus's own default on Debian.
    static let defaultAddress = "unix:path=/run/dbus/system_bus_socket"

    private init(_ connection: OpaquePointer) {
        self.connection = connection
        var fd: Int32 = -1
        fd = dbus_connection_get_unix_fd(connection, &fd) != 0 ? fd : -1
        self.fd = fd
        // libdbus holds a reference to `watches`, given back through the free function.
        let data = Unmanaged.passRetained(watches).toOpaque()
        let added = dbus_connection_set_watch_functions(connection, { watch, data in
            guard let watch, let data else { return 0 }
            Unmanaged<Watches>.fromOpaque(data).takeUnretainedValue().all.append(watch)
            return 1
        }, { watch, data in
            guard let watch, let data else { return }
            Unmanaged<Watches>.fromOpaque(data).takeUnretainedValue().all.removeAll { $0 == watch }
        }, nil, data, { data in
            if let data { Unmanaged<Watches>.fromOpaque(data).release() }
        })
        // Out of memory: libdbus did not keep the reference, and the connection is of no use.
        if added == 0 {
            Unmanaged<Watches>.fromOpaque(data).release()
            self.fd = -1
        }
    }

    deinit {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    /// Connects to the bus and queues `Hello` (the bus's first message);
    /// the connect(2) itself is cut short after `milliseconds`, and the
    /// rest is the poll's. The address is libdbus's:
    /// `DBUS_SYSTEM_BUS_ADDRESS`, else /run/dbus/system_bus_socket; only
    /// unix: sockets are reached (dbus_static_link.c: the static binary
    /// resolves no host names). Hello's serial, to know its reply.
    static func connect(within milliseconds: Int32) throws(GeoClueFailure) -> (SystemBus, hello: UInt32) {
        let address = getenv("DBUS_SYSTEM_BUS_ADDRESS").map { String(cString: $0) } ?? defaultAddress
        if address.split(separator: ";").contains(where: { !$0.hasPrefix("unix:") }) {
            throw .unsupportedAddress(address)
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        let start = monotonicMilliseconds()
        guard let connection = solverv_dbus_open_private(address, milliseconds, &error) else {
            // Cut short by the timer: the bus did not take the connection in time.
            if monotonicMilliseconds() - start >= Double(milliseconds) { throw .busSilent }
            throw .noBus(error.message.map { String(cString: $0) } ?? "unknown error")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        let bus = SystemBus(connection)
        guard bus.fd >= 0,
              let message = Message.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello"),
              let serial = bus.send(message) else {
            throw .failed("cannot send to the system bus")
        }
        return (bus, serial)
    }

    private static func monotonicMilliseconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) * 1000 + Double(ts.tv_nsec) / 1e6
    }

    /// Sends `message` (and releases it): queued, and written as the
    /// socket allows (after the authentication); its serial, which the
    /// reply names, or nil when it could not be queued.
    func send(_ message: OpaquePointer) -> UInt32? {
        defer { dbus_message_unref(message) }
        var serial: UInt32 = 0
        guard dbus_connection_send(connection, message, &serial) != 0 else { return nil }
        return serial
    }

    /// Asks the bus daemon to route the signals `rule` matches to us,
    /// without waiting for its answer (libdbus: no error given, no block).
    func addMatch(_ rule: String) {
        dbus_bus_add_match(connection, rule, nil)
    }

    /// What poll is to wait for on `fd`: reading, and writing while libdbus
    /// has bytes it could not write yet (never while the authentication
    /// waits for the bus, which would wake the poll at once, for ever).
    var events: Int16 {
        var flags: UInt32 = 0
        for watch in watches.all where dbus_watch_get_enabled(watch) != 0 { flags |= dbus_watch_get_flags(watch) }
        return (flags & solverv_dbus_watch_readable() != 0 ? solverv_pollin() : 0)
            | (flags & solverv_dbus_watch_writable() != 0 ? solverv_pollout() : 0)
    }

    /// Reads and writes what the socket allows now (a poll without a wait,
    /// then each watch it concerns); false once the connection is closed
    /// (then `fd` is -1).
    func readWrite() -> Bool {
        guard fd >= 0 else { return false }
        var descriptor = pollfd(fd: fd, events: events, revents: 0)
        if poll(&descriptor, 1, 0) > 0 {
            let r = descriptor.revents
            var condition: UInt32 = 0
            if r & solverv_pollin() != 0 { condition |= solverv_dbus_watch_readable() }
            if r & solverv_pollout() != 0 { condition |= solverv_dbus_watch_writable() }
            if r & solverv_pollerr() != 0 { condition |= solverv_dbus_watch_error() }
            if r & (solverv_pollhup() | solverv_pollnval()) != 0 { condition |= solverv_dbus_watch_hangup() }
            // A watch handled may remove the others (a hang-up closes the connection): each is looked up again.
            for watch in watches.all {
                guard watches.all.contains(watch), dbus_connection_get_is_connected(connection) != 0,
                      dbus_watch_get_enabled(watch) != 0 else { continue }
                let mine = condition & (dbus_watch_get_flags(watch) | solverv_dbus_watch_error() | solverv_dbus_watch_hangup())
                if mine != 0 { _ = dbus_watch_handle(watch, mine) }
            }
        }
        if dbus_connection_get_is_connected(connection) == 0 {
            fd = -1
            return false
        }
        return true
    }

    /// The next message received, if any (DBusMessage, to release with `dbus_message_unref`).
    func pop() -> OpaquePointer? {
        dbus_connection_pop_message(connection)
    }
}

/// libdbus's watches of one connection (DBusWatch), as its watch functions give and take them.
final class Watches {
    var all: [OpaquePointer] = []
}
