/* A shared object with no solverv_formatter_v1. */
int solverv_formatter_v0(void) { return 0; }
