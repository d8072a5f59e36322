/* interleave: wall-time ms-scale commands fairly against a baseline.
 *
 *   interleave [-w WARMUP] [-L label,label,...] N -- cmdA args -- cmdB args [-- ...]
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
 * Exit status 2 if any run of any command exited non-zero (the table is still
 * printed, with the failures counted next to the label). */
#define _XOPEN_SOURCE 700
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int devnull = -1;

/* One run, fork to exit, in ms. Sets *failed when the command did not exit 0. */
static double run_once(char **argv, int *failed) {
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
    if (waitpid(pid, &status, 0) < 0) { perror("waitpid"); exit(1); }
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
    fprintf(stderr, "usage: interleave [-w WARMUP] [-L label,...] N -- cmd args -- cmd args [-- ...]\n");
    exit(64);
}

int main(int argc, char **argv) {
    int warmup = 20, n = 0, i = 1;
    char *labels = NULL;
    for (; i < argc && argv[i][0] == '-' && strcmp(argv[i], "--") != 0; i++) {
        if (!strcmp(argv[i], "-w") && i + 1 < argc) warmup = atoi(argv[++i]);
        else if (!strcmp(argv[i], "-L") && i + 1 < argc) labels = argv[++i];
        else usage();
    }
    if (i >= argc || (n = atoi(argv[i++])) < 1) usage();

    /* Split the rest on "--" in place: each command is a NULL-terminated argv. */
    enum { MAXC = 16 };
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
    if (ncmd < 2) usage();

    char *name[MAXC] = {0};
    for (int c = 0; c < ncmd && labels; c++) {
        name[c] = labels;
        labels = strchr(labels, ',');
        if (labels) *labels++ = '\0';
    }

    devnull = open("/dev/null", O_RDWR);
    if (devnull < 0) { perror("/dev/null"); return 1; }

    double *t[MAXC];
    int failed[MAXC] = {0}, any_failed = 0;
    for (int c = 0; c < ncmd; c++) t[c] = malloc(sizeof(double) * n);
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
            double ms = run_once(cmds[order[c]], &failed[order[c]]);
            if (r >= warmup) t[order[c]][r - warmup] = ms;
        }
    }

    printf("| command | median ms | p10 ms | p90 ms | × %s | − %s ms |\n",
           name[0] ? name[0] : cmds[0][0], name[0] ? name[0] : "base");
    printf("|---|---:|---:|---:|---:|---:|\n");
    double base = 0;
    for (int c = 0; c < ncmd; c++) {
        qsort(t[c], n, sizeof(double), cmp);
        double med = pct(t[c], n, 0.5);
        if (c == 0) base = med;
        printf("| ");
        if (name[c]) fputs(name[c], stdout);
        else for (char **a = cmds[c]; *a; a++) printf(a == cmds[c] ? "%s" : " %s", *a);
        if (failed[c]) { printf(" (EXIT≠0)"); any_failed = 1; }
        printf(" | %.3f | %.3f | %.3f | %.2f× | %.3f |\n",
               med, pct(t[c], n, 0.1), pct(t[c], n, 0.9), med / base, med - base);
    }
    return any_failed ? 2 : 0;
}
