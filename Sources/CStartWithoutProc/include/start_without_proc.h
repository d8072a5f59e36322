#ifndef SOLVERV_START_WITHOUT_PROC_H
#define SOLVERV_START_WITHOUT_PROC_H

/// The argument count and vector as glibc gave them to start-up
/// (start_without_proc.c); 0 and NULL if the constructor did not run.
int solverv_start_argc(void);
char *const *solverv_start_argv(void);

/// Takes back the SWIFT_ROOT that start-up set where /proc is missing, so
/// that the commands Solverv runs get the user's environment. Does nothing
/// otherwise.
void solverv_forget_swift_root(void);

#endif
