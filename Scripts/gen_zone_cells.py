#!/usr/bin/env python3
"""Zone border cells: where the nearest-place zone rule gives another clock than the zone polygons.

    pip install timezonefinder==9.0.0 scipy numpy
    python3 Scripts/gen_zone_cells.py          # writes both files below (a few minutes)
    python3 Scripts/gen_zone_cells.py --check  # regenerates in memory, fails if either file differs
    python3 Scripts/gen_zone_cells.py --embed  # only ZoneCells.swift, from Data/places/zone_cells.txt
                                               # (no timezonefinder needed; --embed --check checks it)

Reads  Data/places/cities15000.csv (the places table, for the rule) and timezonefinder's polygons
       (timezone-boundary-builder's zones, timezonefinder-data's packaging). Nothing else: not the
       towns that Scripts/eval_zone_inference.py measures with.
Writes Data/places/zone_cells.txt
       Sources/PrayerSnapshot/Generated/ZoneCells.swift

The rule (Sources/PrayerSnapshot/Places/ZoneInference.swift): the zone of the nearest row within
LIMIT_KM, else the fixed offset round(longitude / 15) h. Two zones "agree" when their UTC offsets are
equal at every hour of CLOCK_YEARS (Python zoneinfo, system tz database), as in the evaluation.

Cells. A quadtree over the latitude-longitude grid: a cell of level l is 2^-l degrees on a side
(row from latitude -90, column from longitude -180), from the 512° square of level -TOP_LEVELS that
holds the globe down to level MAX_LEVEL. The 1° cells (level 0, 180 × 360) are looked at first,
each settled when the polygons give it one clock: the boundary edges of the zones that cross it
(every edge of every polygon and hole, rasterised at level MAX_LEVEL in steps of a quarter cell) and
the zone at its centre are all on one clock, leaving out timezonefinder's ocean zones (Etc/GMT±N,
beyond the territorial waters). Such a cell needs nothing when the rule gives it that clock
everywhere: every row that can be the nearest of some point of the cell (the rows within d + 2r of
its centre, d the nearest row's distance from the centre, r a bound on the distance from the centre
to any point of the cell) is on that clock and d + r <= LIMIT_KM (or d - r > LIMIT_KM and its
longitudes have that fixed offset), or, when that cannot be shown, the rule has that clock at a grid
of points, one per level-MAX_LEVEL sub-cell (at least SAMPLES × SAMPLES). Otherwise it is a border
cell with the polygons' zone. A cell with more than one clock is split in four, down to level
MAX_LEVEL, where one still unsettled is decided by SAMPLES × SAMPLES points (the centres of its
sub-cells): the polygons' zone at each (timezonefinder.timezone_at) and the rule's; the cell gets
the zone that most of its non-ocean points' clocks have, if that beats the rule's count (ties: the
rule). Ocean is left to the rule. Four sibling cells that are right everywhere with one clock
(border cells of that clock, cells where the rule already has it, ocean where the rule has it)
merge into their parent, upwards to the 512° square.

A point then takes the zone of the border cell that holds it, if any, unless the rule's zone is on
the same clock (then the rule's, so that the nearest place's name stays where the clock is right).

Data/places/zone_cells.txt: a header (#-lines: source, versions, licences, counts), a `zones` line
with the border cells' zones in index order (space-separated IANA names), `clock` lines listing
the zones on one clock (over the cells' zones, the table's and the fixed offsets), then one line per
cell, sorted by key: `key level zone-index`, where key = the Morton code (row bit above column bit,
most significant first, TOP_LEVELS + MAX_LEVEL bits each) of the cell's first level-MAX_LEVEL
sub-cell. A cell of level l covers the keys key ..< key + 4^(MAX_LEVEL - l).

Embedding (ZoneCells.swift): the zones as one literal, one per line; the clock groups, one per line;
and the cells as one literal of 8 base-64 digits per cell (digit d written chr(0x30 + d), most
significant first): 6 digits for key * 16 + level + TOP_LEVELS, 2 for the zone index. Sorted, so a
lookup is one binary search (the last key <= the point's key) and nothing is read at start-up.

MAX_LEVEL = 4 (1/16°, 7 km in latitude) was chosen for size: 49 118 cells, 393 KB in the binary;
level 5 measured 99.92 % on the evaluation's towns with 105 726 cells, level 4 99.86 %, level 6
99.94 % with 260 748 (Data/places/zone_inference_eval.txt has the shipped level's figure).

Licences: timezone-boundary-builder's data (from OpenStreetMap) is under the Open Database License
(ODbL) 1.0, as is timezonefinder-data's packaging of it; timezonefinder is MIT. The cells are a
derived database of those polygons: ODbL 1.0, attribution "timezone-boundary-builder (Evan Siroky),
OpenStreetMap contributors". Python 3.11, numpy, scipy.
"""
import csv
import datetime as dt
import importlib.metadata
import math
import os
import sys
import zoneinfo
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_places import digits, write_or_check  # noqa: E402  (the places table's literal format)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLACES = "Data/places/cities15000.csv"
DATA_OUT = "Data/places/zone_cells.txt"
SWIFT_OUT = "Sources/PrayerSnapshot/Generated/ZoneCells.swift"
LIMIT_KM = 300.0
R_KM = 6371.0088
CLOCK_YEARS = (2025, 2026, 2027)
MAX_LEVEL = 4
# Levels above the 1° cells, up to the 512° square that holds the 180 × 360 grid.
TOP_LEVELS = 9
SAMPLES = 4
DUMP = None
# One degree of arc on the sphere (km): a bound for distances within a cell.
KM_PER_DEGREE = R_KM * math.pi / 180


def fail(msg):
    sys.exit("gen_zone_cells.py: error: " + msg)


# MARK: - Clocks

_instants = None
_clocks = {}


def clock(zone):
    """The zone's UTC offsets (seconds) at every hour of CLOCK_YEARS, as a tuple (interned)."""
    global _instants
    if zone in _clocks:
        return _clocks[zone]
    if _instants is None:
        start = dt.datetime(CLOCK_YEARS[0], 1, 1, tzinfo=dt.timezone.utc)
        end = dt.datetime(CLOCK_YEARS[-1] + 1, 1, 1, tzinfo=dt.timezone.utc)
        _instants = [start + dt.timedelta(hours=i) for i in range(int((end - start).total_seconds() // 3600))]
    if zone.startswith("UTC"):
        s = 0 if zone == "UTC" else (1 if zone[3] == "+" else -1) * (int(zone[4:6]) * 3600 + int(zone[7:9]) * 60)
        result = (s,) * len(_instants)
    else:
        tz = zoneinfo.ZoneInfo(zone)
        result = tuple(int(t.astimezone(tz).utcoffset().total_seconds()) for t in _instants)
    for known in _clocks.values():
        if known == result:
            result = known
            break
    _clocks[zone] = result
    return result


def fixed_name(lon):
    """The rule's fixed offset for a longitude: UTC+round(lon/15) h, halves away from zero."""
    lon = max(-180.0, min(180.0, lon))
    h = math.floor(abs(lon) / 15 + 0.5) * (1 if lon >= 0 else -1)
    return "UTC" if h == 0 else f"UTC{'+' if h > 0 else '-'}{abs(h):02d}:00"


def is_ocean(zone):
    return zone.startswith("Etc/")


# MARK: - Cell keys (shared with the Swift lookup and the evaluation)

def morton(i, j, bits):
    """Row bit above column bit, most significant first."""
    m = 0
    for b in range(bits - 1, -1, -1):
        m = (m << 2) | (((i >> b) & 1) << 1) | ((j >> b) & 1)
    return m


def point_indices(lat, lon, level=None):
    """The level-`level` row and column of a point (lat 90 in the last row, lon 180 as -180)."""
    level = MAX_LEVEL if level is None else level
    scale = float(1 << level)
    rows, cols = 180 << level, 360 << level
    i = min(rows - 1, max(0, math.floor((lat + 90.0) * scale)))
    j = math.floor((lon + 180.0) * scale) % cols
    return i, j


def cell_key(i, j, level):
    """The key of the level-`level` cell (i, j): the Morton code of its first finest sub-cell, over
    TOP_LEVELS + MAX_LEVEL bits (the 512° square of level -TOP_LEVELS holds the whole grid)."""
    shift = MAX_LEVEL - level
    return morton(i << shift, j << shift, TOP_LEVELS + MAX_LEVEL)


def point_key(lat, lon):
    return cell_key(*point_indices(lat, lon), MAX_LEVEL)


def lookup(cells, keys, lat, lon):
    """The zone index of the border cell holding the point, or None (cells sorted by key)."""
    import bisect
    q = point_key(lat, lon)
    k = bisect.bisect_right(keys, q) - 1
    if k < 0:
        return None
    key, level, zone = cells[k]
    return zone if q < key + (1 << (2 * (MAX_LEVEL - level))) else None


# MARK: - Reading and writing the data file

def read_data(text):
    """(zones, same-clock groups, cells [(key, level, zone index)]) from zone_cells.txt."""
    zones, groups, cells = None, [], []
    for line in text.splitlines():
        if line.startswith("#") or not line:
            continue
        if line.startswith("zones "):
            zones = line.split()[1:]
            continue
        if line.startswith("clock "):
            groups.append(line.split()[1:])
            continue
        k, lv, z = line.split()
        cells.append((int(k), int(lv), int(z)))
    if zones is None:
        fail(f"{DATA_OUT}: no zones line")
    return zones, groups, cells


def same_clock_in(groups, a, b):
    """Whether zones `a` and `b` are on one clock by the file's groups (as ZoneBorderCells.swift)."""
    return a == b or any(a in g and b in g for g in groups)


def decide(cell_zone, rule_zone, groups):
    """The zone a point gets: its border cell's, unless the rule's is on the same clock."""
    if cell_zone is None or same_clock_in(groups, cell_zone, rule_zone):
        return rule_zone
    return cell_zone


def swift_text(zones, groups, cells):
    if MAX_LEVEL + TOP_LEVELS > 15:
        fail("a level must fit in 4 bits")
    body = "".join(digits(k * 16 + lv + TOP_LEVELS, 6) + digits(z, 2) for k, lv, z in cells)
    return (
        "// Generated by Scripts/gen_zone_cells.py from Data/places/zone_cells.txt (derived from\n"
        "// timezone-boundary-builder's zone polygons, ODbL 1.0, via timezonefinder). Do not edit.\n"
        "// swift-format-ignore-file\n\n"
        "/// The zone border cells, embedded for `ZoneBorderCells`: see Data/places/README.md.\n"
        "enum ZoneCellsData {\n"
        f"  /// The quadtree's finest level: a level-l cell is 2^-l degrees on a side.\n"
        f"  static let maximumLevel = {MAX_LEVEL}\n"
        f"  /// Levels above the 1° cells: level -{TOP_LEVELS} is the 512° square holding the grid.\n"
        f"  static let topLevels = {TOP_LEVELS}\n"
        f"  static let cellCount = {len(cells)}\n"
        "  /// Zones on one clock (the same UTC offset at every hour of "
        f"{CLOCK_YEARS[0]}-{CLOCK_YEARS[-1]}), one group per line, space-separated:\n"
        "  /// a cell's zone gives way to the nearest place's when both are on one line.\n"
        "  static let sameClock: StaticString = #\"\"\"\n" + "\n".join(" ".join(g) for g in groups) + "\n\"\"\"#\n\n"
        "  /// The cells' zones, one per line, indexed from 0.\n"
        "  static let zones: StaticString = #\"\"\"\n" + "\n".join(zones) + "\n\"\"\"#\n\n"
        "  /// Per cell, sorted: 6 base-64 digits (chr(0x30 + d), most significant first) for\n"
        "  /// key * 16 + level + topLevels, then 2 for the zone index.\n"
        f"  static let cells: StaticString = #\"{body}\"#\n"
        "}\n")


def data_text(zones, groups, cells, header_lines):
    out = [f"# {line}" if line else "#" for line in header_lines]
    out.append("zones " + " ".join(zones))
    out += ["clock " + " ".join(g) for g in groups]
    out += [f"{k} {lv} {z}" for k, lv, z in cells]
    return "\n".join(out) + "\n"


# MARK: - Building

def build():
    import numpy as np
    from scipy.spatial import cKDTree
    from timezonefinder import TimezoneFinder

    tf = TimezoneFinder()
    names = list(tf.timezone_names)
    ocean = np.array([is_ocean(n) for n in names])
    name_index = {n: k for k, n in enumerate(names)}
    for n in names:
        if not is_ocean(n):
            clock(n)
    clock_ids = {}
    zone_class = np.array([-1 if is_ocean(n) else clock_ids.setdefault(id(clock(n)), len(clock_ids)) for n in names])

    # The rule's rows.
    with open(os.path.join(ROOT, PLACES), newline="", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    t_lat = np.array([float(r["latitude"]) for r in table])
    t_lon = np.array([float(r["longitude"]) for r in table])
    t_zone = [r["zone"] for r in table]
    t_class = np.array([clock_ids.setdefault(id(clock(z)), len(clock_ids)) for z in t_zone])

    def unit(lat, lon):
        la, lo = np.radians(lat), np.radians(lon)
        return np.stack([np.cos(la) * np.cos(lo), np.cos(la) * np.sin(lo), np.sin(la)], axis=-1)

    tree = cKDTree(unit(t_lat, t_lon))

    def chord(km):
        return 2 * np.sin(np.minimum(np.asarray(km) / R_KM, math.pi) / 2)

    def arc_km(ch):
        return 2 * R_KM * np.arcsin(np.minimum(1, np.asarray(ch) / 2))

    def fixed_class(name):
        return clock_ids.setdefault(id(clock(name)), len(clock_ids))

    def rule_classes(lat, lon):
        """The rule's clock class at each point (vectorised)."""
        d, idx = tree.query(unit(lat, lon), k=1)
        cls = t_class[idx].copy()
        for n in np.nonzero(arc_km(d) > LIMIT_KM)[0]:
            cls[n] = fixed_class(fixed_name(float(lon[n])))
        return cls

    def rule_points(lat, lon):
        """The rule's clock class at each point, and its zone name."""
        d, idx = tree.query(unit(lat, lon), k=1)
        km = arc_km(d)
        cls = np.empty(len(lat), dtype=int)
        zn = []
        for n in range(len(lat)):
            if km[n] <= LIMIT_KM:
                cls[n] = t_class[idx[n]]
                zn.append(t_zone[idx[n]])
            else:
                name = fixed_name(float(lon[n]))
                cls[n] = fixed_class(name)
                zn.append(name)
        return cls, zn

    # Polygon edges rasterised at MAX_LEVEL: unique (finest cell, zone id) pairs.
    scale = float(1 << MAX_LEVEL)
    cols = 360 << MAX_LEVEL
    rows_n = 180 << MAX_LEVEL
    pair_keys = []
    rings = []
    for b in range(tf.nr_of_polygons):
        z = int(tf.zone_ids[b])
        if ocean[z]:
            continue
        rings.append((z, tf.coords_of(b)))
        for hole in tf._holes_of_poly(b):
            rings.append((z, hole))
    for z, c in rings:
        lon = c[0].astype(np.float64) / 1e7
        lat = c[1].astype(np.float64) / 1e7
        lon = np.append(lon, lon[0])
        lat = np.append(lat, lat[0])
        dlon, dlat = np.diff(lon), np.diff(lat)
        steps = np.maximum(1, np.ceil(np.maximum(np.abs(dlon), np.abs(dlat)) * scale * 4)).astype(int)
        seg = np.repeat(np.arange(len(steps)), steps)
        start = np.repeat(np.cumsum(steps) - steps, steps)
        t = (np.arange(len(seg)) - start) / steps[seg]
        plat = np.append(lat[seg] + t * dlat[seg], lat[-1])
        plon = np.append(lon[seg] + t * dlon[seg], lon[-1])
        i = np.clip(np.floor((plat + 90.0) * scale).astype(np.int64), 0, rows_n - 1)
        j = np.floor((plon + 180.0) * scale).astype(np.int64) % cols
        pair_keys.append(np.unique(((i << 20) | j) * 1024 + z))
    pairs = np.unique(np.concatenate(pair_keys))
    print(f"  {len(rings)} rings, {len(pairs)} (finest cell, zone) edge pairs", file=sys.stderr)

    # Per level: cell -> set of edge zones (as a dict of lists).
    def edge_zones_at(level):
        shift = MAX_LEVEL - level
        cell = pairs // 1024
        i, j = cell >> 20, cell & ((1 << 20) - 1)
        k = ((i >> shift) << 20) | (j >> shift)
        u = np.unique(k * 1024 + pairs % 1024)
        out = defaultdict(list)
        for v in u.tolist():
            out[v // 1024].append(v % 1024)
        return out

    # Breadth-first over the levels.
    results = {}  # (level, i, j) -> (decision zone name or None, ok class or None or "any")
    children_of = {}
    ANY = "any"
    level_nodes = [(0, i, j) for i in range(180) for j in range(360)]
    stats = Counter()
    for level in range(MAX_LEVEL + 1):
        if not level_nodes:
            break
        edges = edge_zones_at(level)
        size = 1.0 / (1 << level)
        n = len(level_nodes)
        ci = np.array([node[1] for node in level_nodes])
        cj = np.array([node[2] for node in level_nodes])
        clat = (ci + 0.5) * size - 90.0
        clon = (cj + 0.5) * size - 180.0
        centre_zone = [tf.timezone_at(lng=float(b), lat=float(a)) for a, b in zip(clat, clon)]
        r_km = KM_PER_DEGREE * size  # >= the distance from the centre to any point of the cell
        d, idx = tree.query(unit(clat, clon), k=1)
        d_km = arc_km(d)
        balls = tree.query_ball_point(unit(clat, clon), chord(d_km + 2 * r_km + 1e-6))
        split = []
        check = []
        for m, node in enumerate(level_nodes):
            # The polygons' clocks in the cell (ocean left out), with a zone name for each.
            poly = {}
            cz = centre_zone[m]
            if cz is not None and not is_ocean(cz):
                poly[int(zone_class[name_index[cz]])] = cz
            for z in edges.get((int(ci[m]) << 20) | int(cj[m]), ()):
                poly.setdefault(int(zone_class[z]), names[z])
            # The rule's clocks.
            rule = None
            if d_km[m] + r_km <= LIMIT_KM:
                cls = {int(t_class[x]) for x in balls[m]}
                if len(cls) == 1:
                    rule = cls.pop()
            elif d_km[m] - r_km > LIMIT_KM:
                west, east = clon[m] - size / 2, clon[m] + size / 2
                a, b = fixed_name(west), fixed_name(east - 1e-12)
                if a == b:
                    rule = fixed_class(a)
            if len(poly) == 0:
                # Ocean: left to the rule, and merged into a border cell only where the rule has
                # that cell's clock (the open sea keeps the nautical zone).
                results[node] = (None, rule)
                stats["ocean"] += 1
            elif len(poly) == 1 and rule is None:
                (pc, pz), = poly.items()
                check.append((node, pc, pz))
            elif len(poly) == 1:
                # One clock in the polygons: the cell's zone is right everywhere in it; needed unless
                # the rule has that clock everywhere too.
                (pc, pz), = poly.items()
                results[node] = (None if pc == rule else pz, pc)
                stats["settled right" if pc == rule else "settled border"] += 1
            else:
                stats[f"split {level} poly {len(poly)} rule {rule is not None}"] += 1
                if DUMP is not None:
                    DUMP.append((level, float(clat[m]), float(clon[m]), len(poly), rule is not None))
            if len(poly) <= 1:
                pass
            elif level < MAX_LEVEL:
                kids = [(level + 1, 2 * node[1] + a, 2 * node[2] + b) for a in (0, 1) for b in (0, 1)]
                children_of[node] = kids
                split += kids
            else:
                split.append(node)  # sampled below
        # One clock in the polygons, more than one possible in the rule: the rule's clock at a grid
        # of points (one per finest sub-cell, at least SAMPLES x SAMPLES); a border cell unless all
        # have the polygons' clock.
        per_side = max(SAMPLES, 1 << (MAX_LEVEL - level))
        offs = (np.arange(per_side) + 0.5) * size / per_side
        for start in range(0, len(check), 256):
            chunk = check[start:start + 256]
            lat0 = np.array([c[0][1] * size - 90.0 for c in chunk])
            lon0 = np.array([c[0][2] * size - 180.0 for c in chunk])
            plat = (lat0[:, None, None] + offs[None, :, None] + 0 * offs[None, None, :]).ravel()
            plon = (lon0[:, None, None] + 0 * offs[None, :, None] + offs[None, None, :]).ravel()
            rc = rule_classes(plat, plon).reshape(len(chunk), -1)
            for (node, pc, pz), row in zip(chunk, rc):
                right = bool(np.all(row == pc))
                results[node] = (None if right else pz, pc)
                stats["sampled right" if right else "sampled whole"] += 1
        if level < MAX_LEVEL:
            print(f"  level {level}: {n} cells, {len(split)} children", file=sys.stderr)
            level_nodes = split
        else:
            print(f"  level {level}: {n} cells, {len(split)} sampled", file=sys.stderr)
            level_nodes = split
            break
    # Sample the finest undecided cells.
    sub = 1.0 / ((1 << MAX_LEVEL) * SAMPLES)
    offs = (np.arange(SAMPLES) + 0.5) * sub
    for node in level_nodes:
        _, i, j = node
        lat0 = i / (1 << MAX_LEVEL) - 90.0
        lon0 = j / (1 << MAX_LEVEL) - 180.0
        plat = np.repeat(lat0 + offs, SAMPLES)
        plon = np.tile(lon0 + offs, SAMPLES)
        pz = [tf.timezone_at(lng=float(b), lat=float(a)) for a, b in zip(plat, plon)]
        rc, _ = rule_points(plat, plon)
        care = [k for k in range(len(pz)) if pz[k] is not None and not is_ocean(pz[k])]
        if not care:
            results[node] = (None, int(rc[0]) if len(set(rc.tolist())) == 1 else None)
            stats["sampled ocean"] += 1
            continue
        pc = {k: int(zone_class[name_index[pz[k]]]) for k in care}
        right_rule = sum(1 for k in care if pc[k] == rc[k])
        votes = Counter(pc.values())
        best_class, best = votes.most_common(1)[0]
        if best > right_rule:
            name = Counter(pz[k] for k in care if pc[k] == best_class).most_common(1)[0][0]
            results[node] = (name, best_class if best == len(care) else None)
            stats["sampled border"] += 1
        else:
            results[node] = (None, best_class if right_rule == len(care) and len(votes) == 1 else None)
            stats["sampled rule"] += 1
    # Merge upwards and collect the cells.
    cells = []
    merged = {}

    def resolve(node):
        if node not in children_of:
            merged[node] = results[node]
            return results[node]
        infos = [resolve(k) for k in children_of[node]]
        oks = [o for _, o in infos]
        if all(o is not None for o in oks):
            classes = {o for o in oks if o != ANY}
            decisions = [d for d, _ in infos if d is not None]
            if not classes:
                merged[node] = (None, ANY)
                return merged[node]
            if len(classes) == 1:
                merged[node] = (Counter(decisions).most_common(1)[0][0] if decisions else None, classes.pop())
                stats["merged"] += bool(decisions)
                return merged[node]
        merged[node] = (None, None)
        return merged[node]

    def emit(node):
        if node in children_of and merged[node][1] is None:
            for k in children_of[node]:
                emit(k)
            return
        decision = merged[node][0]
        if decision is not None:
            cells.append((node, decision))

    # The levels above the 1° cells, to the 512° square; cells outside the grid are ocean.
    for level in range(-1, -TOP_LEVELS - 1, -1):
        span = 1 << -level
        for i in range((180 + span - 1) // span):
            for j in range((360 + span - 1) // span):
                kids = [(level + 1, 2 * i + a, 2 * j + b) for a in (0, 1) for b in (0, 1)]
                for k in kids:
                    if k[0] == 0 and (k[1] >= 180 or k[2] >= 360) or k[0] < 0 and k not in children_of:
                        results[k] = (None, ANY)
                children_of[(level, i, j)] = kids
    top = (-TOP_LEVELS, 0, 0)
    resolve(top)
    emit(top)
    print(f"  {dict(stats)}", file=sys.stderr)
    zones = sorted({z for _, z in cells})
    zi = {z: n for n, z in enumerate(zones)}
    records = sorted((cell_key(i, j, lv), lv, zi[z]) for (lv, i, j), z in cells)
    by_level = Counter(lv for _, lv, _ in records)
    versions = {p: importlib.metadata.version(p) for p in ("timezonefinder", "timezonefinder-data")}
    with open("/usr/share/zoneinfo/tzdata.zi") as f:
        tzdb = f.readline().strip().replace("# version ", "")
    header = [
        "Zone border cells: where the nearest-place zone rule gives another clock than the zone polygons.",
        "Generated by Scripts/gen_zone_cells.py (see its docstring for the method and the line format).",
        f"Source: timezonefinder {versions['timezonefinder']} (MIT), timezonefinder-data "
        f"{versions['timezonefinder-data']} (timezone-boundary-builder {tf.data_version}),",
        "  https://github.com/jannikmi/timezonefinder, https://github.com/evansiroky/timezone-boundary-builder;",
        f"  the rule's rows: Data/places/cities15000.csv; clocks compared over {CLOCK_YEARS[0]}-{CLOCK_YEARS[-1]}"
        f" with Python zoneinfo over tz database {tzdb}.",
        "Licence: ODbL 1.0 (a derived database of timezone-boundary-builder's polygons, themselves from",
        "  OpenStreetMap: (c) timezone-boundary-builder, OpenStreetMap contributors).",
        f"Cells: {len(records)} in {len(zones)} zones; max level {MAX_LEVEL} (2^-{MAX_LEVEL} degrees), "
        f"{SAMPLES}x{SAMPLES} samples at that level; by level: "
        + ", ".join(f"{lv}: {by_level[lv]}" for lv in sorted(by_level)),
        "Lines: `zones` and the cells' zones; `clock` and zones on one clock (the cell gives way to the nearest",
        "  place's zone on the same clock); then per cell `key level zone-index`, key = the Morton code (row bit",
        "  above column bit) of its first finest cell (row from latitude -90, column from longitude -180).",
    ]
    # Same-clock groups over every name a point can get: the cells', the table's, the fixed offsets.
    fixed = [fixed_name(15.0 * h) for h in range(-12, 13)]
    by_clock = defaultdict(set)
    for name in set(zones) | set(t_zone) | set(fixed):
        by_clock[id(clock(name))].add(name)
    groups = sorted(sorted(g) for g in by_clock.values() if len(g) > 1)
    return zones, groups, records, header


def main():
    global MAX_LEVEL
    args = sys.argv[1:]
    if "--level" in args:
        MAX_LEVEL = int(args[args.index("--level") + 1])
    check = "--check" in args
    if "--embed" in args:
        with open(os.path.join(ROOT, DATA_OUT), encoding="utf-8") as f:
            text = f.read()
        zones, groups, cells = read_data(text)
        write_or_check(SWIFT_OUT, swift_text(zones, groups, cells), check)
        return
    if "--dump" in args:
        global DUMP
        DUMP = []
    zones, groups, cells, header = build()
    if DUMP is not None:
        import json
        with open("/tmp/zc/dump.json", "w") as f:
            json.dump(DUMP, f)
    write_or_check(DATA_OUT, data_text(zones, groups, cells, header), check)
    write_or_check(SWIFT_OUT, swift_text(zones, groups, cells), check)


if __name__ == "__main__":
    main()
