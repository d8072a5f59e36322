"""Names the symbols that valgrind lackey traces touched, in the order the
linker should place them: together what the same lines touch.

Usage: first-touched.py SYMBOLS [WEIGHT:]TRACE...
SYMBOLS is `nm -n --defined-only` output for the traced binary; each TRACE is
a `valgrind --tool=lackey --trace-mem=yes` log ("I addr,size" for an
instruction, " L"/" S"/" M addr,size" for data), with the weight of its line
(default 1; 0 for a run whose speed matters less, such as --help; 2 for the
lead lines, whose own code comes early). Every address inside the binary's
symbols is attributed to the symbol it falls in.

Symbols touched by the same set of traces form a group. Groups come in order
of the summed weight of the traces that touch them (the code every line
runs first, then what only the lead lines run, then what most lines share,
down to what one line alone runs), then in order of first touch; a group's
symbols in order of first touch.

Why groups, not first touch alone (the order until 2026-11-29): by first
touch, each line after the first had its own code placed among the code of
the lines traced before it that it does not run, so a moon line, traced
last, touched 64 KB windows of the sun's large and waybar lines for a few
functions each. Grouped, the moon's lines take 4 to 8 page faults fewer
(scripts/bench/lines, 2026-11-29), the sun's as many as before, within one
or two, and `--location Oslo` 4 over the same line by coordinates."""
import bisect
import sys
from collections import defaultdict


def main():
    starts, names = [], []
    with open(sys.argv[1]) as f:
        for line in f:
            parts = line.split(None, 2)
            if len(parts) == 3 and parts[1] in "tTrRdDbBvVwW":
                starts.append(int(parts[0], 16))
                names.append(parts[2].strip())
    if not starts:
        sys.exit("no symbols")
    low, high = starts[0], starts[-1] + (1 << 20)
    first = {}  # symbol → the order of its first touch, over every trace
    touched = defaultdict(set)  # symbol → the traces that touch it
    weights = []
    for t, argument in enumerate(sys.argv[2:]):
        weight, _, path = argument.rpartition(":")
        weights.append(int(weight) if weight else 1)
        with open(path, errors="replace") as f:
            for line in f:
                if line.startswith("=="):
                    continue
                fields = line.split()
                if len(fields) != 2 or fields[0] not in ("I", "L", "S", "M"):
                    continue
                address = int(fields[1].split(",")[0], 16)
                if not low <= address < high:
                    continue
                name = names[bisect.bisect_right(starts, address) - 1]
                first.setdefault(name, len(first))
                touched[name].add(t)
    groups = defaultdict(list)
    for name in first:
        groups[frozenset(touched[name])].append(name)
    # What every trace touches first; then what only the lead lines touch
    # (weight 2: the tmux lines and places by name), so that a place's
    # lookup lies next to the code every line shares; then the rest.
    lead = {t for t, w in enumerate(weights) if w >= 2}

    def rank(g):
        if len(g) == len(weights):
            return 0
        return 1 if g <= lead else 2
    order = sorted(groups, key=lambda g: (rank(g), -sum(weights[t] for t in g), -len(g), min(first[x] for x in groups[g])))
    for group in order:
        for name in sorted(groups[group], key=first.get):
            print(name)


if __name__ == "__main__":
    main()
