// glibc's getopt_long is not in Swift's Glibc module map, and Swift 6 refuses
// to touch the mutable C globals optarg/optind/optopt, so reach them through
// tiny accessors.
#include <getopt.h>

static inline char *solverv_optarg(void) { return optarg; }
static inline int solverv_optind(void) { return optind; }
static inline int solverv_optopt(void) { return optopt; }
// optind = 0 makes glibc re-initialise fully, so a second parse starts clean.
static inline void solverv_getopt_reset(void) { optind = 0; opterr = 0; }
