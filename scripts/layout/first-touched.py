"""Names the symbols that valgrind lackey traces touched, in first-touch order.

Usage: first-touched.py SYMBOLS TRACE...
SYMBOLS is `nm -n --defined-only` output for the traced binary; each TRACE is
a `valgrind --tool=lackey --trace-mem=yes` log ("I addr,size" for an
instruction, " L"/" S"/" M addr,size" for data). Every address inside the
binary's symbols is attributed to the symbol it falls in; each symbol is
printed once, the first time any trace touches it."""
import bisect
import sys


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
    seen = set()
    for path in sys.argv[2:]:
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
                i = bisect.bisect_right(starts, address) - 1
                name = names[i]
                if name not in seen:
                    seen.add(name)
                    print(name)


if __name__ == "__main__":
    main()
