import CDBus

/// Reading the messages that come back.
enum Message {
    static func kind(_ m: OpaquePointer) -> Int32 { dbus_message_get_type(m) }

    static func isReply(_ m: OpaquePointer, to serial: UInt32) -> Bool {
        let type = kind(m)
        return (type == solverv_dbus_message_method_return() || type == solverv_dbus_message_error())
            && dbus_message_get_reply_serial(m) == serial
    }

    static func isSignal(_ m: OpaquePointer, _ interface: String, _ member: String) -> Bool {
        dbus_message_is_signal(m, interface, member) != 0
    }

    static func path(_ m: OpaquePointer) -> String? { dbus_message_get_path(m).map { String(cString: $0) } }
    static func sender(_ m: OpaquePointer) -> String? { dbus_message_get_sender(m).map { String(cString: $0) } }

    /// An error reply's name and its message (the first argument, if a string).
    static func error(_ m: OpaquePointer) -> (name: String, message: String)? {
        guard kind(m) == solverv_dbus_message_error() else { return nil }
        let name = dbus_message_get_error_name(m).map { String(cString: $0) } ?? "?"
        return (name, strings(m).first ?? "")
    }

    /// The leading arguments that are strings or object paths.
    static func strings(_ m: OpaquePointer) -> [String] {
        var out: [String] = []
        var iter = DBusMessageIter()
        guard dbus_message_iter_init(m, &iter) != 0 else { return out }
        while true {
            let type = dbus_message_iter_get_arg_type(&iter)
            guard type == solverv_dbus_type_string() || type == solverv_dbus_type_object_path() else { break }
            var value: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &value)
            out.append(value.map { String(cString: $0) } ?? "")
            guard dbus_message_iter_next(&iter) != 0 else { break }
        }
        return out
    }

    /// A property value as GetAll gives it (a{sv}).
    enum Value {
        case double(Double)
        case string(String)
        /// GeoClue's Timestamp, (tt): seconds and microseconds.
        case time(UInt64, UInt64)
    }

    /// The a{sv} of a GetAll reply, by name; values of other types are left out.
    static func properties(_ m: OpaquePointer) -> [String: Value] {
        var out: [String: Value] = [:]
        var iter = DBusMessageIter(), array = DBusMessageIter()
        guard dbus_message_iter_init(m, &iter) != 0, dbus_message_iter_get_arg_type(&iter) == solverv_dbus_type_array() else { return out }
        dbus_message_iter_recurse(&iter, &array)
        while dbus_message_iter_get_arg_type(&array) == solverv_dbus_type_dict_entry() {
            var entry = DBusMessageIter(), variant = DBusMessageIter()
            dbus_message_iter_recurse(&array, &entry)
            if dbus_message_iter_get_arg_type(&entry) == solverv_dbus_type_string() {
                var key: UnsafePointer<CChar>?
                dbus_message_iter_get_basic(&entry, &key)
                if let key, dbus_message_iter_next(&entry) != 0, dbus_message_iter_get_arg_type(&entry) == solverv_dbus_type_variant() {
                    dbus_message_iter_recurse(&entry, &variant)
                    if let value = basic(&variant) { out[String(cString: key)] = value }
                }
            }
            dbus_message_iter_next(&array)
        }
        return out
    }

    private static func basic(_ iter: inout DBusMessageIter) -> Value? {
        let type = dbus_message_iter_get_arg_type(&iter)
        if type == solverv_dbus_type_double() {
            var d = 0.0
            dbus_message_iter_get_basic(&iter, &d)
            return .double(d)
        }
        if type == solverv_dbus_type_string() {
            var s: UnsafePointer<CChar>?
            dbus_message_iter_get_basic(&iter, &s)
            return s.map { .string(String(cString: $0)) }
        }
        if type == solverv_dbus_type_struct() {
            var fields = DBusMessageIter()
            dbus_message_iter_recurse(&iter, &fields)
            var parts: [UInt64] = []
            while dbus_message_iter_get_arg_type(&fields) == solverv_dbus_type_uint64() {
                var n: UInt64 = 0
                dbus_message_iter_get_basic(&fields, &n)
                parts.append(n)
                if dbus_message_iter_next(&fields) == 0 { break }
            }
            return parts.count == 2 ? .time(parts[0], parts[1]) : nil
        }
        return nil
    }

    // MARK: Calls

    static func call(_ destination: String, _ path: String, _ interface: String, _ method: String) -> OpaquePointer? {
        dbus_message_new_method_call(destination, path, interface, method)
    }

    /// org.freedesktop.DBus.Properties.Set(interface, name, <string or uint32>).
    static func setProperty(_ destination: String, _ path: String, _ interface: String, _ name: String,
                            string: String? = nil, number: UInt32 = 0) -> OpaquePointer? {
        guard let m = call(destination, path, "org.freedesktop.DBus.Properties", "Set") else { return nil }
        let ok = string.map { s in s.withCString { solverv_dbus_append_property(m, interface, name, $0, 0) } }
            ?? solverv_dbus_append_property(m, interface, name, nil, number)
        guard ok != 0 else {
            dbus_message_unref(m)
            return nil
        }
        return m
    }

    /// org.freedesktop.DBus.Properties.GetAll(interface).
    static func getAll(_ destination: String, _ path: String, _ interface: String) -> OpaquePointer? {
        guard let m = call(destination, path, "org.freedesktop.DBus.Properties", "GetAll") else { return nil }
        guard solverv_dbus_append_string(m, interface) != 0 else {
            dbus_message_unref(m)
            return nil
        }
        return m
    }
}
