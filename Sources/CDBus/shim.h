// libdbus, the reference D-Bus library (Debian libdbus-1-dev, through
// pkg-config "dbus-1"), for GeoClue 2 on the system bus. Only SolvervGeoClue
// imports it. The type codes are macros of casts (`((int) 's')`) and
// appending a variant needs a container: given as functions here, so that
// Swift never depends on how libdbus spells them.
#include <dbus/dbus.h>

static inline int solverv_dbus_type_string(void) { return DBUS_TYPE_STRING; }
static inline int solverv_dbus_type_object_path(void) { return DBUS_TYPE_OBJECT_PATH; }
static inline int solverv_dbus_type_uint32(void) { return DBUS_TYPE_UINT32; }
static inline int solverv_dbus_type_uint64(void) { return DBUS_TYPE_UINT64; }
static inline int solverv_dbus_type_double(void) { return DBUS_TYPE_DOUBLE; }
static inline int solverv_dbus_type_variant(void) { return DBUS_TYPE_VARIANT; }
static inline int solverv_dbus_type_array(void) { return DBUS_TYPE_ARRAY; }
static inline int solverv_dbus_type_dict_entry(void) { return DBUS_TYPE_DICT_ENTRY; }
static inline int solverv_dbus_type_struct(void) { return DBUS_TYPE_STRUCT; }
static inline int solverv_dbus_message_method_return(void) { return DBUS_MESSAGE_TYPE_METHOD_RETURN; }
static inline int solverv_dbus_message_error(void) { return DBUS_MESSAGE_TYPE_ERROR; }
static inline int solverv_dbus_message_signal(void) { return DBUS_MESSAGE_TYPE_SIGNAL; }

// Appends one string argument.
static inline dbus_bool_t solverv_dbus_append_string(DBusMessage *message, const char *value) {
    DBusMessageIter iter;
    dbus_message_iter_init_append(message, &iter);
    return dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &value);
}

// org.freedesktop.DBus.Properties.Set's three arguments: the interface,
// the property, and the value as a variant holding a string (`s`) or an
// unsigned 32-bit integer (`u`): the two kinds GeoClue's client takes.
static inline dbus_bool_t solverv_dbus_append_property(DBusMessage *message, const char *interface, const char *name,
                                                       const char *string, dbus_uint32_t number) {
    DBusMessageIter iter, variant;
    dbus_message_iter_init_append(message, &iter);
    if (!dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &interface)) return FALSE;
    if (!dbus_message_iter_append_basic(&iter, DBUS_TYPE_STRING, &name)) return FALSE;
    const char *signature = string ? DBUS_TYPE_STRING_AS_STRING : DBUS_TYPE_UINT32_AS_STRING;
    if (!dbus_message_iter_open_container(&iter, DBUS_TYPE_VARIANT, signature, &variant)) return FALSE;
    dbus_bool_t ok = string ? dbus_message_iter_append_basic(&variant, DBUS_TYPE_STRING, &string)
                            : dbus_message_iter_append_basic(&variant, DBUS_TYPE_UINT32, &number);
    if (!dbus_message_iter_close_container(&iter, &variant)) return FALSE;
    return ok;
}
