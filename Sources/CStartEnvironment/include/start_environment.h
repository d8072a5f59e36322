#ifndef SOLVERV_START_ENVIRONMENT_H
#define SOLVERV_START_ENVIRONMENT_H

/// The environment as Solverv was started with it, whatever setenv and
/// unsetenv did since (start_environment.c); NULL if it could not be kept.
char **solverv_start_environment(void);

/// Whether `slot` (the address of a plugin's libc's `environ`, from dlsym)
/// is Solverv's own `environ`: one libc for both, as in a dynamic build.
int solverv_is_own_environ(void *slot);

/// Points the `environ` at `slot` at the start environment (nothing if either is missing).
void solverv_give_start_environment(void *slot);

#endif
