// What the static release binary links in place of the parts of libdbus-1.a
// that a client of the system bus never runs (TOOLCHAIN.md, "D-Bus from a
// static binary"). Compiled only into the release build (SOLVERV_STATIC_DBUS,
// Package.swift), which is the static one; the debug build and the tests
// link libdbus-1.so and glibc's own, dynamically.
//
// - Socket activation: libdbus's server side asks systemd for listening
//   sockets (sd_listen_fds, sd_is_socket). Debian ships no static
//   libsystemd, and a client never listens: none are passed.
//
// - glibc's NSS: libdbus looks up users and groups (getpwnam_r, getpwuid_r,
//   getgrouplist) for a server's policy and for the DBUS_COOKIE_SHA1 login,
//   and names and ports (getaddrinfo, getnameinfo) for tcp: addresses. In a
//   static binary those functions dlopen libnss_*.so of the glibc the binary
//   was linked with, at run time, from whatever glibc the machine has (GNU
//   ld warns about each; lld, the release build's linker, says nothing).
//   Solverv's client needs none of them: it logs in to the system bus with
//   EXTERNAL (the kernel vouches for its uid, sent as a number) over a unix:
//   socket (a tcp: system bus is refused before libdbus sees it: SystemBus).
//   So the release build defines them here, as "nothing found": an object
//   file comes before libc.a in the link, so the linker never takes glibc's
//   members for them, and the binary carries no NSS at all (nothing else in
//   Solverv looks up a user or a host: without libdbus the binary had none,
//   and GeoClueTests checks it still has none). lld's --wrap would send the
//   calls to stubs too, but still links glibc's members, dead.
#ifdef SOLVERV_STATIC_DBUS
#include <errno.h>
#include <grp.h>
#include <netdb.h>
#include <pwd.h>
#include <stddef.h>
#include <sys/socket.h>

int sd_listen_fds(int unset_environment) {
    (void)unset_environment;
    return 0;  // no sockets passed
}

int sd_is_socket(int fd, int family, int type, int listening) {
    (void)fd; (void)family; (void)type; (void)listening;
    return 0;  // not one
}

// "Not found", as getpwnam_r(3) says it: 0, and no entry.
int getpwnam_r(const char *name, struct passwd *pwd, char *buf, size_t size, struct passwd **result) {
    (void)name; (void)pwd; (void)buf; (void)size;
    *result = NULL;
    return 0;
}

int getpwuid_r(uid_t uid, struct passwd *pwd, char *buf, size_t size, struct passwd **result) {
    (void)uid; (void)pwd; (void)buf; (void)size;
    *result = NULL;
    return 0;
}

// The user's primary group alone, as without any group database.
int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups) {
    (void)user;
    if (*ngroups < 1) {
        *ngroups = 1;
        return -1;
    }
    groups[0] = group;
    *ngroups = 1;
    return 1;
}

int getaddrinfo(const char *node, const char *service, const struct addrinfo *hints, struct addrinfo **res) {
    (void)node; (void)service; (void)hints;
    *res = NULL;
    return EAI_FAIL;
}

// freeaddrinfo is defined beside getaddrinfo in glibc: linking it would
// link the other. No list is ever made to free.
void freeaddrinfo(struct addrinfo *res) {
    (void)res;
}

int getnameinfo(const struct sockaddr *addr, socklen_t addrlen, char *host, socklen_t hostlen,
                       char *serv, socklen_t servlen, int flags) {
    (void)addr; (void)addrlen; (void)host; (void)hostlen; (void)serv; (void)servlen; (void)flags;
    return EAI_FAIL;
}
#endif
