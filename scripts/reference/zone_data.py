"""The time zone boundaries that timezonefinder answers from, as shapely
geometries, and the distance from a point to the nearest border.

Shared by make_zone_boundaries.py (the compiled C data and the test sample)
and scripts/bench/zones (the GeoNames comparison). The data is
timezone-boundary-builder's "with oceans" release (ODbL), as the
timezonefinder-data package ships it: land zones out to territorial waters,
and the open sea in 15° strips of the nautical zones Etc/GMT±N.
"""
import numpy as np
import shapely
from timezonefinder import TimezoneFinder

KM_PER_DEGREE = 111.32   # a degree of latitude, and of longitude at the equator


def finder():
    return TimezoneFinder(in_memory=True)


def load_zones(tf):
    """Every zone of the data as one (multi)polygon, indexed like
    ``tf.timezone_names``: the union of its boundary polygons, holes cut."""
    polygons, zone_of = [], []
    for b in range(tf.nr_of_polygons):
        exterior = tf.coords_of(b).T / 1e7
        holes = [h.T / 1e7 for h in tf._holes_of_poly(b)]
        polygons.append(shapely.Polygon(exterior, holes))
        zone_of.append(tf.zone_id_of(b))
    polygons, zone_of = np.array(polygons), np.array(zone_of)
    return np.array([shapely.union_all(shapely.make_valid(polygons[zone_of == z]))
                     if (zone_of == z).any() else shapely.Polygon()
                     for z in range(tf.nr_of_zones)])


class Borders:
    """The zones' boundaries cut into short pieces in an STRtree, to ask how
    far a point is from the nearest border, in km (locally equirectangular:
    exact to a fraction of a percent over a few km)."""

    PIECE = 32   # vertices per piece

    def __init__(self, zones):
        pieces = []
        for ring in shapely.get_parts(shapely.boundary(zones)):
            for line in shapely.get_parts(ring):
                c = shapely.get_coordinates(line)
                for i in range(0, len(c) - 1, self.PIECE):
                    pieces.append(c[i:i + self.PIECE + 1])
        self.pieces = pieces
        self.tree = shapely.STRtree([shapely.LineString(p) for p in pieces])

    def km_to_border(self, lat, lon, within_km=5.0):
        """Distance to the nearest border, or `within_km` if none is nearer."""
        dlat = within_km / KM_PER_DEGREE
        dlon = min(180.0, dlat / max(np.cos(np.radians(lat)), 1e-6))
        box = shapely.box(lon - dlon, lat - dlat, lon + dlon, lat + dlat)
        best = within_km
        kx, ky = KM_PER_DEGREE * np.cos(np.radians(lat)), KM_PER_DEGREE
        for i in self.tree.query(box):
            p = self.pieces[i]
            x, y = (p[:, 0] - lon) * kx, (p[:, 1] - lat) * ky
            ax, ay, bx, by = x[:-1], y[:-1], x[1:], y[1:]
            dx, dy = bx - ax, by - ay
            length2 = np.maximum(dx * dx + dy * dy, 1e-18)
            t = np.clip(-(ax * dx + ay * dy) / length2, 0, 1)
            d = np.hypot(ax + t * dx, ay + t * dy).min()
            best = min(best, float(d))
        return best
