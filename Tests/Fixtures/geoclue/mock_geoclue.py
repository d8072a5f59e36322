#!/usr/bin/python3
"""A stand-in GeoClue 2 for Solverv's tests, on the system bus that
DBUS_SYSTEM_BUS_ADDRESS names (the tests' private dbus-daemon).

    mock_geoclue.py MODE LATITUDE LONGITUDE ACCURACY [DESCRIPTION]

MODE is how it answers:
  granted  GetClient, the properties and Start as GeoClue does, then a
           LocationUpdated with the location given (in metres of accuracy;
           "nan" and "inf" are numbers too);
  denied   Start fails with org.freedesktop.DBus.Error.AccessDenied, as
           GeoClue says it without an agent or when geoclue.conf does not
           allow the app;
  silent   owns the name and never answers GetClient;
  refusing Start fails with AccessDenied whose message is DESCRIPTION
           (hostile words, for the tests of their cleaning).

It reads commands on stdin, one a line, and says what it did on stdout
(the tests wait for these words):
  move LAT LON ACCURACY [DESCRIPTION]  a new Location, and LocationUpdated  -> "moved"
  leave                                releases org.freedesktop.GeoClue2   -> "left"
  return                               owns it again                      -> "returned"
It prints "ready" once it owns the name, and "started DESKTOP_ID LEVEL"
when a client starts. End of stdin ends it.

Debian's python3-dbus and python3-gi (dbus-python on GLib's main loop).
"""
import sys
import time

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

NAME = "org.freedesktop.GeoClue2"
MANAGER = "org.freedesktop.GeoClue2.Manager"
CLIENT = "org.freedesktop.GeoClue2.Client"
LOCATION = "org.freedesktop.GeoClue2.Location"
PROPERTIES = "org.freedesktop.DBus.Properties"


def say(text):
    print(text, flush=True)


class AccessDenied(dbus.DBusException):
    _dbus_error_name = "org.freedesktop.DBus.Error.AccessDenied"


class Location(dbus.service.Object):
    def __init__(self, bus, path, latitude, longitude, accuracy, description):
        super().__init__(bus, path)
        now = time.time()
        self.values = {
            "Latitude": dbus.Double(latitude),
            "Longitude": dbus.Double(longitude),
            "Accuracy": dbus.Double(accuracy),
            "Altitude": dbus.Double(-1.7976931348623157e308),
            "Speed": dbus.Double(-1),
            "Heading": dbus.Double(-1),
            "Description": dbus.String(description),
            "Timestamp": dbus.Struct((dbus.UInt64(int(now)), dbus.UInt64(int(now * 1e6) % 1000000)), signature="tt"),
        }

    @dbus.service.method(PROPERTIES, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.values[name]

    @dbus.service.method(PROPERTIES, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.values


class Client(dbus.service.Object):
    def __init__(self, bus, path, mock):
        super().__init__(bus, path)
        self.mock = mock
        self.values = {"DesktopId": dbus.String(""), "RequestedAccuracyLevel": dbus.UInt32(0),
                       "Location": dbus.ObjectPath("/"), "Active": dbus.Boolean(False)}

    @dbus.service.method(PROPERTIES, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.values[name]

    @dbus.service.method(PROPERTIES, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.values

    @dbus.service.method(PROPERTIES, in_signature="ssv")
    def Set(self, interface, name, value):
        self.values[name] = value

    @dbus.service.method(CLIENT)
    def Start(self):
        desktop = str(self.values["DesktopId"])
        if self.mock.mode == "denied":
            raise AccessDenied("'%s' disallowed, no agent for UID %d" % (desktop, 1000))
        if self.mock.mode == "refusing":
            raise AccessDenied(self.mock.description)
        if desktop == "":
            raise AccessDenied("a client needs a DesktopId")
        self.values["Active"] = dbus.Boolean(True)
        say("started %s %d" % (desktop, int(self.values["RequestedAccuracyLevel"])))
        GLib.idle_add(self.mock.announce)

    @dbus.service.method(CLIENT)
    def Stop(self):
        self.values["Active"] = dbus.Boolean(False)

    @dbus.service.signal(CLIENT, signature="oo")
    def LocationUpdated(self, old, new):
        pass


class Manager(dbus.service.Object):
    def __init__(self, bus, mock):
        super().__init__(bus, "/org/freedesktop/GeoClue2/Manager")
        self.mock = mock
        self.unanswered = []

    @dbus.service.method(MANAGER, out_signature="o", async_callbacks=("reply", "error"))
    def GetClient(self, reply, error):
        if self.mock.mode == "silent":
            self.unanswered.append((reply, error))  # never answered
            return
        reply(self.mock.client_path)


class Mock:
    def __init__(self, mode, latitude, longitude, accuracy, description):
        self.mode = mode
        self.description = description
        self.bus = dbus.SystemBus()
        self.count = 0
        self.location_path = "/"
        self.client_path = "/org/freedesktop/GeoClue2/Client/1"
        self.client = Client(self.bus, self.client_path, self)
        self.manager = Manager(self.bus, self)
        self.locations = []
        self.place(latitude, longitude, accuracy, description)

    def place(self, latitude, longitude, accuracy, description):
        self.count += 1
        path = "/org/freedesktop/GeoClue2/Location/%d" % self.count
        self.locations.append(Location(self.bus, path, latitude, longitude, accuracy, description))
        old, self.location_path = self.location_path, path
        self.client.values["Location"] = dbus.ObjectPath(path)
        return old

    def announce(self, old="/"):
        if self.client.values["Active"]:
            self.client.LocationUpdated(dbus.ObjectPath(old), dbus.ObjectPath(self.location_path))
        return False

    def own(self):
        reply = self.bus.request_name(NAME, dbus.bus.NAME_FLAG_DO_NOT_QUEUE)
        if reply != dbus.bus.REQUEST_NAME_REPLY_PRIMARY_OWNER:
            sys.exit("mock_geoclue: cannot own %s" % NAME)

    def command(self, line):
        words = line.split(" ", 4)
        if words[0] == "move" and len(words) >= 4:
            old = self.place(float(words[1]), float(words[2]), float(words[3]), words[4] if len(words) > 4 else "")
            self.announce(old)
            say("moved")
        elif words[0] == "leave":
            self.bus.release_name(NAME)
            self.client.values["Active"] = dbus.Boolean(False)
            say("left")
        elif words[0] == "return":
            self.own()
            say("returned")


def main():
    if len(sys.argv) < 5 or sys.argv[1] not in ("granted", "denied", "silent", "refusing"):
        sys.exit(__doc__)
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    description = sys.argv[5] if len(sys.argv) > 5 else "WiFi"
    # Escapes in the description arrive as written: \x1b becomes ESC, so
    # that a test can give control characters on a command line.
    description = description.encode("ascii", "backslashreplace").decode("unicode_escape")
    mock = Mock(sys.argv[1], float(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), description)
    mock.own()
    loop = GLib.MainLoop()

    def readable(source, condition):
        line = sys.stdin.readline()
        if not line:
            loop.quit()
            return False
        mock.command(line.rstrip("\n"))
        return True

    GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, readable)
    say("ready")
    loop.run()


if __name__ == "__main__":
    main()
