// The Linux calls the watch-mode event loop needs (SPEC §6): a timerfd on
// CLOCK_REALTIME, a signalfd, inotify and poll. Swift's Glibc module map
// leaves out the first three headers; the flag combinations below are given
// as functions so that Swift never depends on how glibc spells a macro
// (some are enums that #define themselves, some plain #defines).
#include <poll.h>
#include <signal.h>
#include <sys/inotify.h>
#include <sys/signalfd.h>
#include <sys/timerfd.h>
#include <time.h>

// timerfd_create flags: never block a read, never leak into a child.
static inline int solverv_tfd_create_flags(void) { return TFD_NONBLOCK | TFD_CLOEXEC; }
// timerfd_settime flags: the deadline is an absolute CLOCK_REALTIME instant,
// and a discontinuous change of that clock (settimeofday, NTP step, resume
// from suspend) makes the pending read fail with ECANCELED at once
// (timerfd_create(2)).
static inline int solverv_tfd_settime_flags(void) {
    return TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET;
}
static inline int solverv_sfd_flags(void) { return SFD_NONBLOCK | SFD_CLOEXEC; }
static inline int solverv_in_init_flags(void) { return IN_NONBLOCK | IN_CLOEXEC; }

// A watch on the zone file itself. IN_DONT_FOLLOW watches the symlink, not
// the zone it names; a second watch without it follows to the target, so that
// an upgrade of that zone file is seen too. Both may vanish with the inode:
// the loop adds them again after every zone event.
static inline unsigned solverv_in_file_mask(void) {
    return IN_ATTRIB | IN_MODIFY | IN_CLOSE_WRITE | IN_DELETE_SELF | IN_MOVE_SELF;
}
static inline unsigned solverv_in_dont_follow(void) { return IN_DONT_FOLLOW; }
// A watch on the file's directory: `timedatectl set-timezone` and
// `ln -sf` replace the link (rename over it, or unlink and create).
static inline unsigned solverv_in_dir_mask(void) {
    return IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ONLYDIR;
}
static inline unsigned solverv_in_ignored(void) { return IN_IGNORED; }
static inline unsigned solverv_in_q_overflow(void) { return IN_Q_OVERFLOW; }
// The fixed part of struct inotify_event, before its name.
static inline int solverv_inotify_event_size(void) { return (int)sizeof(struct inotify_event); }

static inline short solverv_pollin(void) { return POLLIN; }
static inline short solverv_pollhup(void) { return POLLHUP; }
static inline short solverv_pollerr(void) { return POLLERR; }
static inline short solverv_pollnval(void) { return POLLNVAL; }
static inline short solverv_pollout(void) { return POLLOUT; }

// A write to a socket that never blocks and never raises SIGPIPE (watch
// mode's stdout under systemd is journald's socket).
#include <sys/socket.h>
static inline int solverv_msg_dontwait_nosignal(void) { return MSG_DONTWAIT | MSG_NOSIGNAL; }

// The notifier (`--notify`): spawned with our environment, reaped without
// blocking, and its wait status read (the W* macros do not reach Swift).
#include <spawn.h>
#include <sys/wait.h>
static inline char *const *solverv_environ(void) { extern char **environ; return environ; }
static inline int solverv_wait_exited(int status) { return WIFEXITED(status); }
static inline int solverv_wait_exit_status(int status) { return WEXITSTATUS(status); }
static inline int solverv_wait_signaled(int status) { return WIFSIGNALED(status); }
static inline int solverv_wait_term_signal(int status) { return WTERMSIG(status); }
static inline int solverv_wnohang(void) { return WNOHANG; }
static inline short solverv_spawn_flags(void) { return POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF; }

// A plugin's render runs in a child process (SolvervPlugins' PluginCall):
// killed with SIGKILL when its parent ends (prctl is variadic, which Swift
// does not import), and watched through a pidfd, which poll reports
// readable when the child ends (Linux 5.3; -1 where the kernel lacks it).
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
static inline int solverv_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
static inline int solverv_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    return -1;
#endif
}
