/* Baseline for start-up timings: the cheapest thing a status bar can run.
 * Dynamically linked on purpose (the ordinary C program the SPEC compares
 * against), built by scripts/bench/run with `cc -O2`; scripts/bench/lines
 * and counts also link it `-static`, the physical floor of a static binary. */
#include <stdio.h>

int main(void) {
    puts("hi");
    return 0;
}
