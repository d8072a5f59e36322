/* interleave: wall-time ms-scale commands fairly against a baseline.
 *
 *   interleave [-w WARMUP] [-L label,label,...] [-s K] [-f] N -- cmdA args -- cmdB args [-- ...]
 *
 * Runs the commands in rounds (each command once a round, in a shuffled
 * order) N times each after WARMUP (default 20) discarded rounds, and prints a markdown table: median, p10,
 * p90 (ms), and the median's ratio to and difference from the FIRST command.
 *
 * Why this and not a loop in the shell: a shell adds its own fork cost and
 * ms-resolution timers, and running A's batch before B's lets a drifting
 * machine (other builds, CPU frequency) land on one side only. Alternating and
 * taking medians keeps both sides under the same noise. Commands are exec'd
 * directly (no shell), stdin/stdout/stderr on /dev/null.
 *
 * A command may start with NAME=VALUE words, as in a shell: they are set in
 * its environment only (a line in de_DE.UTF-8 beside one in C, in one run,
 * without the cost of exec'ing env).
 *
 * -s K adds a column of each median's ratio to the Kth command's (from 0):
 * a second floor, such as a static Swift hello beside the C one. -f adds the
 * median page faults of each command (minor and major, from wait4's
 * rusage): unlike milliseconds, they do not drift with the machine's load.
 *
 * Exit status 2 if any run of any command exited non-zero (the table is still
 * printed, with the failures counted next to the label). */
#define _DEFAULT_SOURCE /* wait4 */
#define _XOPEN_SOURCE 700
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int devnull = -1;

/* One run, fork to exit, in ms. Sets *failed when the command did not exit
 * 0, and *faults to the page faults it took. */
static double run_once(char **argv, int *failed, double *faults) {
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); exit(1); }
    if (pid == 0) {
        dup2(devnull, 0); dup2(devnull, 1); dup2(devnull, 2);
        while (argv[0] && strchr(argv[0], '=')) putenv(*argv++);
        if (!argv[0]) _exit(127);
        execvp(argv[0], argv);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) { perror("wait4"); exit(1); }
    *faults = (double)(usage.ru_minflt + usage.ru_majflt);
    clock_gettime(CLOCK_MONOTONIC, &b);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) *failed = 1;
    return (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
}

static int cmp(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Linear interpolation between order statistics; xs must be sorted. */
static double pct(const double *xs, int n, double p) {
    double pos = p * (n - 1);
    int i = (int)pos;
    if (i >= n - 1) return xs[n - 1];
    return xs[i] + (pos - i) * (xs[i + 1] - xs[i]);
}

static void usage(void) {
    fprintf(stderr, "usage: interleave [-w WARMUP] [-L label,...] [-s K] [-f] N -- cmd args -- cmd args [-- ...]\n");
    exit(64);
}

int main(int argc, char **argv) {
    int warmup = 20, n = 0, i = 1, second = -1, show_faults = 0;
    char *labels = NULL;
    for (; i < argc && argv[i][0] == '-' && strcmp(argv[i], "--") != 0; i++) {
        if (!strcmp(argv[i], "-w") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-L") && i + 1 < argc) labels = argv[++i];
        else if (!strcmp(argv[i], "-s") && i + 1 < argc) second = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-f")) show_faults = 1;
        else usage();
    }
    if (i >= argc || (n = atoi(argv[i++])) < 1) usage();

    /* Split the rest on "--" in place: each command is a NULL-terminated argv. */
    enum { MAXC = 32 };
    char **cmds[MAXC];
    int ncmd = 0;
    for (; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            argv[i] = NULL;
            if (i + 1 < argc && strcmp(argv[i + 1], "--") != 0) {
                if (ncmd == MAXC) usage();
                cmds[ncmd++] = &argv[i + 1];
            }
        }
    }
    if (ncmd < 2 || second >= ncmd) usage();

    char *name[MAXC] = {0};
    for (int c = 0; c < ncmd && labels; c++) {
        name[c] = labels;
        labels = strchr(labels, ',');
        if (labels) *labels++ = '\0';
    }

    devnull = open("/dev/null", O_RDWR);
    if (devnull < 0) { perror("/dev/null"); return 1; }

    double *t[MAXC], *f[MAXC];
    int failed[MAXC] = {0}, any_failed = 0;
    for (int c = 0; c < ncmd; c++) {
        t[c] = malloc(sizeof(double) * n);
        f[c] = malloc(sizeof(double) * n);
    }
    /* Each round in its own order: in a fixed one, a command always ran
     * after the same other, and two runs of one binary differed by 0.07 ms
     * (8%) by their place in the round. Seeded, so that a run repeats. */
    int order[MAXC];
    for (int c = 0; c < ncmd; c++) order[c] = c;
    srand(1);
    for (int r = 0; r < warmup + n; r++) {
        for (int c = ncmd - 1; c > 0; c--) {
            int k = rand() % (c + 1), swap = order[c];
            order[c] = order[k];
            order[k] = swap;
        }
        for (int c = 0; c < ncmd; c++) {
            double faults = 0, ms = run_once(cmds[order[c]], &failed[order[c]], &faults);
            if (r >= warmup) {
                t[order[c]][r - warmup] = ms;
                f[order[c]][r - warmup] = faults;
            }
        }
    }

    printf("| command | median ms | p10 ms | p90 ms | × %s | − %s ms |",
           name[0] ? name[0] : cmds[0][0], name[0] ? name[0] : "base");
    if (second >= 0) printf(" × %s |", name[second] ? name[second] : cmds[second][0]);
    if (show_faults) printf(" page faults |");
    printf("\n|---|---:|---:|---:|---:|---:|%s%s\n", second >= 0 ? "---:|" : "", show_faults ? "---:|" : "");
    for (int c = 0; c < ncmd; c++) {
        qsort(t[c], n, sizeof(double), cmp);
        qsort(f[c], n, sizeof(double), cmp);
    }
    double base = pct(t[0], n, 0.5), base2 = second >= 0 ? pct(t[second], n, 0.5) : 1;
    for (int c = 0; c < ncmd; c++) {
        double med = pct(t[c], n, 0.5);
        printf("| ");
        if (name[c]) fputs(name[c], stdout);
        else for (char **a = cmds[c]; *a; a++) printf(a == cmds[c] ? "%s" : " %s", *a);
        if (failed[c]) { printf(" (EXIT≠0)"); any_failed = 1; }
        printf(" | %.3f | %.3f | %.3f | %.2f× | %.3f |",
               med, pct(t[c], n, 0.1), pct(t[c], n, 0.9), med / base, med - base);
        if (second >= 0) printf(" %.2f× |", med / base2);
        if (show_faults) printf(" %.0f |", pct(f[c], n, 0.5));
        printf("\n");
    }
    return any_failed ? 2 : 0;
}
