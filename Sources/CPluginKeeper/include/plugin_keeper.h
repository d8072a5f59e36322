#ifndef SOLVERV_PLUGIN_KEEPER_H
#define SOLVERV_PLUGIN_KEEPER_H

#include <sys/types.h>

/// Makes the calling process, just forked from Solverv (`parent`), the
/// keeper of one plugin call (plugin_keeper.c): a process group of its
/// own, every signal blocked, a child subreaper, and SIGTERM when Solverv
/// ends. -1 if Solverv has already ended: there is nothing to keep.
int solverv_keeper_start(pid_t parent);

/// In the keeper, once it has forked `child` (the call): waits until the
/// child ends, or Solverv asks for the end (`*asked` set, then SIGTERM);
/// then kills the child's process group and every process left below the
/// keeper, and returns once none is left. `status` is the child's wait
/// status; the result 1 once it is known, else 0.
int solverv_keeper_end(pid_t child, const unsigned char *asked, int *status);

/// The children of process `parent` (at most `capacity` of them), from
/// /proc/PID/task/PID/children, or, with `scan`, from the parent field of
/// each /proc/N/stat (where the kernel has no children file): how many
/// there are (more than `capacity`: only that many are given), or -1 if
/// they cannot be listed. Neither allocates: for the keeper, a fork of a
/// process that may have threads.
int solverv_children(pid_t parent, int scan, pid_t *found, int capacity);

#endif
