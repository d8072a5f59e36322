// Nothing to call: the definitions in dbus_static_link.c are for the linker.
#ifndef SOLVERV_DBUS_STATIC_LINK_H
#define SOLVERV_DBUS_STATIC_LINK_H
#endif
