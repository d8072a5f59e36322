// libdbus, the reference D-Bus library (Debian libdbus-1-dev, through
// pkg-config "dbus-1"), for GeoClue 2 on the system bus. Only SolvervGeoClue
// imports it. The type codes are macros of casts (`((int) 's')`) and
// appending a variant needs a container: given as functions here, so that
// Swift never depends on how libdbus spells them.
#include <dbus/dbus.h>
#include <signal.h>
#include <string.h>
#include <sys/time.h>

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

// libdbus opens a unix socket with a blocking connect(2), which waits for
// ever on a bus whose listen queue is full (a stopped or hung dbus-daemon
// with clients waiting). A one-shot ITIMER_REAL cuts it short: its SIGALRM,
// caught without SA_RESTART, makes connect fail with EINTR, which libdbus
// reports as an error. No thread, and the caller's handler and mask come
// back as they were. What follows the connect (authentication, Hello) is
// the caller's, through the watch functions, without blocking. (Whether
// the timer cut it short, the caller tells by the clock: a header's static
// flag is not emitted for Swift.)
static inline void solverv_dbus_alarm(int signo) { (void)signo; }

static inline DBusConnection *solverv_dbus_open_private(const char *address, int milliseconds, DBusError *error) {
    struct sigaction quiet, old;
    memset(&quiet, 0, sizeof quiet);
    quiet.sa_handler = solverv_dbus_alarm;
    sigemptyset(&quiet.sa_mask);
    sigaction(SIGALRM, &quiet, &old);
    sigset_t alarm, mask;
    sigemptyset(&alarm);
    sigaddset(&alarm, SIGALRM);
    sigprocmask(SIG_UNBLOCK, &alarm, &mask);
    if (milliseconds < 1) milliseconds = 1;
    struct itimerval timer, off;
    memset(&timer, 0, sizeof timer);
    memset(&off, 0, sizeof off);
    timer.it_value.tv_sec = milliseconds / 1000;
    timer.it_value.tv_usec = (milliseconds % 1000) * 1000;
    setitimer(ITIMER_REAL, &timer, NULL);
    DBusConnection *connection = dbus_connection_open_private(address, error);
    setitimer(ITIMER_REAL, &off, NULL);
    sigprocmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGALRM, &old, NULL);
    return connection;
}

// The flags of a DBusWatch condition, for poll(2)'s events and back.
static inline unsigned solverv_dbus_watch_readable(void) { return DBUS_WATCH_READABLE; }
static inline unsigned solverv_dbus_watch_writable(void) { return DBUS_WATCH_WRITABLE; }
static inline unsigned solverv_dbus_watch_error(void) { return DBUS_WATCH_ERROR; }
static inline unsigned solverv_dbus_watch_hangup(void) { return DBUS_WATCH_HANGUP; }
