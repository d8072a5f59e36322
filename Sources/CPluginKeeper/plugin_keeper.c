// The keeper of a plugin call (SPEC §8: nothing a plugin forks outlives
// the line). Solverv forks the keeper, and the keeper forks the call's
// process, which runs the plugin's code in a process group of its own.
//
// Why a process between them: a process that leaves the group (setsid, as
// daemon(3) does, or setpgid) is not found by killing the group. As a child
// subreaper (PR_SET_CHILD_SUBREAPER), the keeper is the parent every such
// process comes to once its own parent has ended, so it can find them all
// (its children in /proc) and end them, and it outlives the call's process
// however that ends: returning, crashing, exit(), killed at its time limit.
// The call's process cannot be its own subreaper: what it would have to do
// at its end, a crash or an exit() would skip. Solverv itself must not be
// one: the orphans of its other children (the notifiers) would come to it.
// A cgroup would find them too, but needs a delegated subtree of the
// cgroup v2 tree, which a bar's process does not have everywhere.
//
// The keeper runs only this code, never the plugin's, and nothing here
// allocates: it is a fork of a process that may have threads (the tests').
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <linux/magic.h>
#include <sys/prctl.h>
#include <sys/statfs.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include "plugin_keeper.h"

int solverv_keeper_start(pid_t parent) {
    // Not in Solverv's group: a ^C at the terminal, or a bar that kills
    // Solverv's group, must not end the keeper before what it keeps.
    setpgid(0, 0);
    // Only SIGKILL ends it; it waits for SIGCHLD and SIGTERM (sigwaitinfo),
    // which are blocked, so queued even where Solverv's parent ignored them.
    sigset_t all;
    sigfillset(&all);
    sigprocmask(SIG_SETMASK, &all, NULL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGCHLD, SIG_DFL);
    // Fails only on a kernel before 3.4: then the group is all it finds.
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    if (prctl(PR_SET_PDEATHSIG, SIGTERM) != 0 || getppid() != parent) return -1;
    return 0;
}

/// Writes the decimal digits of `n` at `to`; returns the end.
static char *digits(char *to, unsigned long n) {
    char reversed[24];
    int count = 0;
    do reversed[count++] = (char)('0' + n % 10);
    while ((n /= 10) != 0);
    while (count > 0) *to++ = reversed[--count];
    return to;
}

/// Copies the string `text` to `to`; returns the end (no NUL written).
static char *text(char *to, const char *text) {
    while (*text) *to++ = *text++;
    return to;
}

/// What to do with each child found: kill it (`end`), or keep it in
/// `found` (the listing).
struct each {
    int end;
    pid_t *found;
    int capacity;
    int count;
};

static void take(struct each *each, pid_t pid) {
    if (pid <= 0) return;
    if (!each->end) {
        if (each->found && each->count < each->capacity) each->found[each->count] = pid;
    } else {
        // Its group too, where it leads one (a daemon's), so that the group
        // ends at once, not one generation a turn. Until the keeper reaps
        // it, its number is its own: no other group has it.
        kill(-pid, SIGKILL);
        kill(pid, SIGKILL);
    }
    each->count++;
}

/// The children file: "123 456 " (the numbers may span reads).
static int from_children_file(pid_t parent, struct each *each) {
    char path[64], *end = path;
    end = text(end, "/proc/");
    end = digits(end, (unsigned long)parent);
    end = text(end, "/task/");
    end = digits(end, (unsigned long)parent);
    end = text(end, "/children");
    *end = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return -1;
    char buffer[512];
    pid_t pid = 0;
    for (;;) {
        ssize_t n = read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        for (ssize_t i = 0; i < n; i++) {
            if (buffer[i] >= '0' && buffer[i] <= '9') {
                pid = pid * 10 + (buffer[i] - '0');
            } else {
                take(each, pid);
                pid = 0;
            }
        }
    }
    take(each, pid);
    close(fd);
    return each->count;
}

/// The parent field of /proc/NAME/stat ("pid (comm) state ppid …"; the
/// name may hold spaces and parentheses, so after the last ')'); 0 if none.
static pid_t parent_of(const char *name) {
    char path[64], *end = text(path, "/proc/");
    while (*name && end < path + 40) *end++ = *name++;
    end = text(end, "/stat");
    *end = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return 0;
    char stat[512];
    ssize_t n = read(fd, stat, sizeof stat - 1);
    close(fd);
    if (n <= 0) return 0;
    ssize_t close_paren = -1;
    for (ssize_t i = 0; i < n; i++)
        if (stat[i] == ')') close_paren = i;
    // ") S 123 ": the state, then the parent.
    ssize_t i = close_paren + 4;
    if (close_paren < 0 || i >= n) return 0;
    pid_t parent = 0;
    for (; i < n && stat[i] >= '0' && stat[i] <= '9'; i++) parent = parent * 10 + (stat[i] - '0');
    return parent;
}

/// Every process in /proc whose parent is `parent` (getdents64 itself:
/// opendir allocates). Only from a real proc: an empty directory there (a
/// chroot's) would list no child, and the keeper wait for ever on one.
static int from_scan(pid_t parent, struct each *each) {
    int fd = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd < 0) return -1;
    struct statfs proc;
    if (fstatfs(fd, &proc) != 0 || proc.f_type != PROC_SUPER_MAGIC) {
        close(fd);
        return -1;
    }
    char buffer[4096];
    for (;;) {
        long n = syscall(SYS_getdents64, fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        for (long at = 0; at < n;) {
            struct dirent64 *entry = (struct dirent64 *)(buffer + at);
            at += entry->d_reclen;
            const char *name = entry->d_name;
            int number = name[0] != 0;
            for (const char *c = name; *c; c++) number = number && *c >= '0' && *c <= '9';
            if (number && parent_of(name) == parent) {
                pid_t pid = 0;
                for (const char *c = name; *c; c++) pid = pid * 10 + (*c - '0');
                take(each, pid);
            }
        }
    }
    close(fd);
    return each->count;
}

/// Whether /proc numbers processes as this process does: not where it is
/// missing, nor where it is another PID namespace's (an `unshare --pid`
/// that kept the outer /proc), whose numbers would name other processes
/// to kill. /proc/self is this process under /proc's number for it.
static int proc_is_ours(void) {
    char self[24], ours[24];
    ssize_t n = readlink("/proc/self", self, sizeof self);
    if (n <= 0 || n >= (ssize_t)sizeof self) return 0;
    char *end = digits(ours, (unsigned long)getpid());
    if (end - ours != n) return 0;
    for (ssize_t i = 0; i < n; i++)
        if (self[i] != ours[i]) return 0;
    return 1;
}

int solverv_children(pid_t parent, int scan, pid_t *found, int capacity) {
    if (!proc_is_ours()) return -1;
    struct each each = {0, found, capacity, 0};
    return scan ? from_scan(parent, &each) : from_children_file(parent, &each);
}

/// Kills every child of the keeper; how many, or -1 if they cannot be
/// found (`proc`: whether /proc is ours, looked at once).
static int kill_children(pid_t keeper, int proc) {
    if (!proc) return -1;
    struct each each = {1, 0, 0, 0};
    int count = from_children_file(keeper, &each);
    if (count < 0) count = from_scan(keeper, &each);
    return count;
}

int solverv_keeper_end(pid_t child, const unsigned char *asked, int *status) {
    sigset_t wake;
    sigemptyset(&wake);
    sigaddset(&wake, SIGCHLD);
    sigaddset(&wake, SIGTERM);
    // Until the child ends (looked at, not reaped: see below) or the end is
    // asked for. A daemon that ends on its own meanwhile wakes this too.
    // The mark in the shared page, not only the signal: a SIGTERM that came
    // before solverv_keeper_start may have been lost (to a SIG_IGN that
    // Solverv's own parent set).
    for (;;) {
        if (__atomic_load_n(asked, __ATOMIC_ACQUIRE)) break;
        siginfo_t info;
        info.si_pid = 0;
        int looked = waitid(P_PID, (id_t)child, &info, WEXITED | WNOHANG | WNOWAIT);
        if (looked == 0 && info.si_pid == child) break;
        if (looked < 0 && errno != EINTR) break;
        if (sigwaitinfo(&wake, NULL) == SIGTERM) break;
    }
    // The child's group, while the child is not reaped: until then no
    // other group can have its number.
    kill(-child, SIGKILL);
    kill(child, SIGKILL);
    // Then every process left: each child of the keeper is killed, and
    // the children of each come to the keeper as it ends, until none is
    // left (ECHILD). A process forked meanwhile is a child of one not
    // yet ended, so it comes up in a later turn.
    pid_t keeper = getpid();
    int proc = proc_is_ours();
    int known = 0;
    for (;;) {
        int ended;
        pid_t pid;
        if (kill_children(keeper, proc) >= 0) {
            pid = waitpid(-1, &ended, 0);
        } else {
            // Without /proc (a bare chroot), or with another namespace's,
            // the others cannot be found: the child is waited for, and
            // those that have ended are reaped.
            pid = known ? waitpid(-1, &ended, WNOHANG) : waitpid(child, &ended, 0);
        }
        if (pid < 0 && errno == EINTR) continue;
        if (pid <= 0) break;
        if (pid == child) {
            *status = ended;
            known = 1;
        }
    }
    return known;
}
