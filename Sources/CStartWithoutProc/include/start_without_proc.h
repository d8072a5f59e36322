#ifndef SOLVERV_START_WITHOUT_PROC_H
#define SOLVERV_START_WITHOUT_PROC_H

/// Takes back the SWIFT_ROOT that start-up set where /proc is missing and
/// SWIFT_BACKTRACE asks for backtraces (start_without_proc.c), so that the
/// commands Solverv runs get the user's environment. Does nothing otherwise.
void solverv_forget_swift_root(void);

#endif
