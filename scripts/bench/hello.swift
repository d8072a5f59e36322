// The floor for a one-shot line (SPEC §9): the least a static Swift program
// costs to start, built by scripts/bench/lines with
// `swiftc -O -static-executable`, as the shipped binary is linked.
print("hi")
