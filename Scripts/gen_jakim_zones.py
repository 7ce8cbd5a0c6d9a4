#!/usr/bin/env python3
"""JAKIM's prayer-time zones as data: Data/methods/jakim_zones.csv and jakim_districts.csv, embedded
in Sources/PrayerSnapshot/Generated/JakimZonesData.swift.

    python3 Scripts/gen_jakim_zones.py \
        --times /work/.mirror/ruqqq+prayertimes-database/repo \
        --zones /work/.mirror/mptwaktusolat+api-waktusolat-x/repo \
        --districts /work/.mirror/mptwaktusolat+jakim.geojson/repo
    python3 Scripts/gen_jakim_zones.py --embed   # only re-embeds the CSVs (and malaysia_places.csv)
    python3 Scripts/gen_jakim_zones.py --check   # re-embeds in memory and fails if the Swift differs

What comes from where (Data/methods/README.md, docs/methods.md "JAKIM"):
- the 60 zones, their state and e-solat's district list: mptwaktusolat/api-waktusolat-x
  `resources/json/locations.json` (e-solat's zone list as grabbed by mptwaktusolat/jakim-zones-grabber);
- each zone's computation points, FITTED here, because JAKIM does not publish them: the prayer
  point (Fajr, Dhuhr, Asr, Maghrib, Isha) and the sunrise point that reproduce e-solat's **2025**
  table of the zone (ruqqq/prayertimes-database `data/MY/<ZONE>/2025.json`) with JAKIM's rules
  (Fajr 18 deg, Isha 18 deg or 17 deg, standard Asr, Dhuhr transit + 1 min, sunrise - 1 min, every
  time rounded up to the minute). The 2026 tables (what the tests hold) are never used to fit; the
  script only reports how the fitted points do on them (columns check_2026_*);
- one point per district for the zone lookup: the centroid of the district's polygon in
  mptwaktusolat/jakim.geojson `malaysia.district-jakim.geojson` (district -> JAKIM code). Only these
  centroids are kept, not the boundaries;
- Malaysia's populated places with their state (Data/methods/malaysia_places.csv, written by
  Scripts/gen_malaysia_places.py from GeoNames), embedded here beside the zones: the lookup takes a
  point's state from them and the district points.

The Sun here is the NOAA/Meeus low-precision model (declination ~0.01 deg, equation of time ~2 s),
good enough to place a point to ~0.01 deg; the Swift kernel computes the shipped times. numpy only.
"""
import argparse
import csv
import datetime as dt
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from swift_tables import ROOT, literal_array as block, write_or_check  # noqa: E402

TIMES_COMMIT = "a474760e4d012b779ce0f4748a7d682060ede37a"  # ruqqq/prayertimes-database
ZONES_COMMIT = "4f0bf7d11212a5008b9259de556eae168cf5e59a"  # mptwaktusolat/api-waktusolat-x
DISTRICTS_COMMIT = "734f25e5899c3528c4abe6f9a9e65a3c340b6b3e"  # mptwaktusolat/jakim.geojson
ZONES_CSV = "Data/methods/jakim_zones.csv"
DISTRICTS_CSV = "Data/methods/jakim_districts.csv"
SWIFT = "Sources/PrayerSnapshot/Generated/JakimZonesData.swift"
ZONE_COLUMNS = ["zone", "state", "districts", "prayer_latitude", "prayer_longitude",
                "sunrise_latitude", "sunrise_longitude", "isha", "fit_2025", "check_2026", "source"]
DISTRICT_COLUMNS = ["zone", "district", "latitude", "longitude"]
PLACES_CSV = "Data/methods/malaysia_places.csv"
PLACE_COLUMNS = ["geonameid", "name", "state", "latitude", "longitude"]
# Where the boundaries file's district -> code disagrees with e-solat's own list (locations.json):
# e-solat's PRK02 names Ipoh and Batu Gajah, the towns of Kinta, which the file gives PRK01.
OVERRIDES = {("PRK", "Kinta"): "PRK02"}
COLS = ["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"]
ADJ = {"fajr": 0, "sunrise": -1, "dhuhr": 1, "asr": 0, "maghrib": 0, "isha": 0}
PRAYERS = ["fajr", "dhuhr", "asr", "maghrib", "isha"]
# Zones that are no district of the boundaries file are hill tops (KDH07 Puncak Gunung Jerai,
# PHG05 Genting Sempah, Genting Highlands, Bukit Fraser, PRK07 Bukit Larut): their tables take the
# summit's elevation, which a sea-level point cannot fit. They are left out (the lookup, by
# district, could not pick them anyway).


def fail(msg):
    sys.exit(f"gen_jakim_zones.py: error: {msg}")


def git_show(mirror, commit, path):
    return subprocess.run(["git", "-C", mirror, "show", f"{commit}:{path}"],
                          check=True, capture_output=True, text=True).stdout


def table(mirror, zone, year):
    """e-solat's times of `zone` in `year`: dates and minutes after local midnight (UTC+8)."""
    import numpy as np
    dates, minutes = [], []
    for month in json.loads(git_show(mirror, TIMES_COMMIT, f"data/MY/{zone}/{year}.json")):
        for d in month:
            date = dt.date(d["year"], d["month"], d["date"])
            row = []
            for t in d["times"]:
                local = dt.datetime.fromisoformat(t.replace("Z", "+00:00")) + dt.timedelta(hours=8)
                row.append((local.date() - date).days * 1440 + local.hour * 60 + local.minute)
            dates.append(date)
            minutes.append(row)
    return dates, np.array(minutes)


def sun(jd):
    """Declination (deg) and equation of time (min) at Julian day `jd` (NOAA's low-precision Sun)."""
    import numpy as np
    T = (jd - 2451545.0) / 36525.0
    L0 = (280.46646 + T * (36000.76983 + T * 0.0003032)) % 360
    M = np.radians(357.52911 + T * (35999.05029 - 0.0001537 * T))
    e = 0.016708634 - T * (0.000042037 + 0.0000001267 * T)
    C = (np.sin(M) * (1.914602 - T * (0.004817 + 0.000014 * T)) + np.sin(2 * M) * (0.019993 - 0.000101 * T)
         + np.sin(3 * M) * 0.000289)
    om = np.radians(125.04 - 1934.136 * T)
    lam = np.radians(L0 + C - 0.00569 - 0.00478 * np.sin(om))
    eps = np.radians(23 + (26 + (21.448 - T * (46.815 + T * (0.00059 - T * 0.001813))) / 60) / 60
                     + 0.00256 * np.cos(om))
    dec = np.degrees(np.arcsin(np.sin(eps) * np.sin(lam)))
    y = np.tan(eps / 2) ** 2
    L = np.radians(L0)
    eot = 4 * np.degrees(y * np.sin(2 * L) - 2 * e * np.sin(M) + 4 * e * y * np.sin(M) * np.cos(2 * L)
                         - 0.5 * y * y * np.sin(4 * L) - 1.25 * e * e * np.sin(2 * M))
    return dec, eot


def events(dates, lat, lon, isha=18.0):
    """JAKIM's unrounded times (minutes after local midnight, UTC+8): arrays (days, points)."""
    import numpy as np
    lat = np.asarray(lat, float)[None, :]
    lon = np.asarray(lon, float)[None, :]
    jd = np.array([2440587.5 + (d - dt.date(1970, 1, 1)).days for d in dates])[:, None]

    def transit(hour):
        dec, eot = sun(jd + (hour - 8) / 24)
        return dec, 720 - 4 * lon - eot + 480

    def hour_angle(alt, dec):
        c = ((np.sin(np.radians(alt)) - np.sin(np.radians(lat)) * np.sin(np.radians(dec)))
             / (np.cos(np.radians(lat)) * np.cos(np.radians(dec))))
        return 4 * np.degrees(np.arccos(np.clip(c, -1, 1)))

    out = {"dhuhr": transit(13.2)[1]}
    for name, hour, alt, sign in [("fajr", 5.9, -18.0, -1), ("sunrise", 7.1, -0.8333, -1),
                                  ("maghrib", 19.3, -0.8333, 1), ("isha", 20.5, -isha, 1)]:
        dec, tr = transit(hour)
        out[name] = tr + sign * hour_angle(alt, dec)
    dec, tr = transit(16.5)
    out["asr"] = tr + hour_angle(np.degrees(np.arctan(1 / (1 + np.tan(np.radians(np.abs(lat - dec)))))), dec)
    return out


def score(dates, published, lat, lon, cols, isha=18.0):
    """Per point: times equal to the published minute, and times more than a minute off (a
    transcription slip of hours, |d| >= 30, counts as neither)."""
    import numpy as np
    ev = events(dates, lat, lon, isha)
    exact = np.zeros(np.size(lat))
    off = np.zeros(np.size(lat))
    for c in cols:
        d = np.ceil(ev[c] + ADJ[c] - 1e-9) - published[:, COLS.index(c)][:, None]
        ok = np.abs(d) < 30
        exact += ((d == 0) & ok).sum(0)
        off += ((np.abs(d) > 1) & ok).sum(0)
    return exact, off


def fit(dates, published, lat0, lon0, cols, isha=18.0):
    """The point that makes no time more than a minute off and most times exact (grid 0.04 deg
    within 2 deg, then 0.005 deg), the centre of the best cells."""
    import numpy as np
    for span, step in [(2.0, 0.04), (0.08, 0.005)]:
        la = np.arange(lat0 - span, lat0 + span + 1e-9, step)
        lo = np.arange(lon0 - span, lon0 + span + 1e-9, step)
        LA, LO = [a.ravel() for a in np.meshgrid(la, lo, indexing="ij")]
        exact, off = score(dates, published, LA, LO, cols, isha)
        s = exact - 1000 * off
        best = np.where(s == s.max())[0]
        lat0, lon0 = LA[best].mean(), LO[best].mean()
    return round(lat0, 3), round(lon0, 3)


def centroid(ring):
    """Area centroid of a polygon ring [[lon, lat], ...] (planar; a district is small)."""
    a = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(ring, ring[1:] + ring[:1]):
        w = x0 * y1 - x1 * y0
        a += w
        cx += (x0 + x1) * w
        cy += (y0 + y1) * w
    if abs(a) < 1e-12:
        return sum(p[0] for p in ring) / len(ring), sum(p[1] for p in ring) / len(ring), 0.0
    return cx / (3 * a), cy / (3 * a), abs(a) / 2


def districts(mirror):
    gj = json.loads(git_show(mirror, DISTRICTS_COMMIT, "malaysia.district-jakim.geojson"))
    rows = []
    for f in gj["features"]:
        p, g = f["properties"], f["geometry"]
        if not p.get("jakim_code"):
            continue
        polys = g["coordinates"] if g["type"] == "MultiPolygon" else [g["coordinates"]]
        # the largest part of the district (islands apart) gives its point
        x, y, _ = max((centroid([list(map(float, q[:2])) for q in poly[0]]) for poly in polys), key=lambda c: c[2])
        code = OVERRIDES.get((p["state"], p["name"]), p["jakim_code"])
        rows.append({"zone": code, "district": p["name"], "latitude": f"{y:.4f}", "longitude": f"{x:.4f}"})
    return sorted(rows, key=lambda r: (r["zone"], r["district"]))


def generate(args):
    import numpy as np
    zones = json.loads(git_show(args.zones, ZONES_COMMIT, "resources/json/locations.json"))
    dist = districts(args.districts)
    rows = []
    for z in zones:
        code = z["jakimCode"]
        mine = [d for d in dist if d["zone"] == code]
        if mine:
            lat0 = float(np.mean([float(d["latitude"]) for d in mine]))
            lon0 = float(np.mean([float(d["longitude"]) for d in mine]))
        else:
            print(f"{code}: no district in the boundaries file (a hill top): left out", file=sys.stderr)
            continue
        d25, p25 = table(args.times, code, 2025)
        d26, p26 = table(args.times, code, 2026)
        plat, plon = fit(d25, p25, lat0, lon0, ["fajr", "dhuhr", "asr", "maghrib"])
        isha = max((18.0, 17.0), key=lambda a: score(d25, p25, [plat], [plon], ["isha"], a)[0][0])
        slat, slon = fit(d25, p25, lat0, lon0, ["sunrise"])

        def summary(dates, pub):
            e1, o1 = score(dates, pub, [plat], [plon], PRAYERS, isha)
            e2, o2 = score(dates, pub, [slat], [slon], ["sunrise"])
            n = 6 * len(dates)
            return f"{int(e1[0] + e2[0])}/{n} exact, {int(o1[0] + o2[0])} over 1 min"
        rows.append({
            "zone": code, "state": z["negeri"], "districts": z["daerah"],
            "prayer_latitude": f"{plat:.3f}", "prayer_longitude": f"{plon:.3f}",
            "sunrise_latitude": f"{slat:.3f}", "sunrise_longitude": f"{slon:.3f}",
            "isha": f"{isha:g}", "fit_2025": summary(d25, p25), "check_2026": summary(d26, p26),
            "source": "fitted to e-solat 2025 (ruqqq/prayertimes-database data/MY/" + code + "/2025.json)",
        })
        print(code, rows[-1]["prayer_latitude"], rows[-1]["prayer_longitude"], rows[-1]["sunrise_latitude"],
              rows[-1]["sunrise_longitude"], isha, rows[-1]["fit_2025"], "| 2026:", rows[-1]["check_2026"],
              file=sys.stderr, flush=True)
    for path, columns, data in [(ZONES_CSV, ZONE_COLUMNS, rows), (DISTRICTS_CSV, DISTRICT_COLUMNS, dist)]:
        with open(os.path.join(ROOT, path), "w", newline="", encoding="utf-8") as f:
            w = csv.DictWriter(f, fieldnames=columns, lineterminator="\n")
            w.writeheader()
            w.writerows(data)


def embed():
    def read(path, columns):
        with open(os.path.join(ROOT, path), newline="", encoding="utf-8") as f:
            r = csv.DictReader(f)
            if r.fieldnames != columns:
                fail(f"{path}: columns {r.fieldnames}, expected {columns}")
            rows = list(r)
        for row in rows:
            if any(ch in v for v in row.values() for ch in "\t\r\n") or any('"#' in v for v in row.values()):
                fail(f"{path}: {row}: a tab, line break or raw-string delimiter")
        return rows
    zones = read(ZONES_CSV, ZONE_COLUMNS)
    dist = read(DISTRICTS_CSV, DISTRICT_COLUMNS)
    codes = [z["zone"] for z in zones]
    if len(set(codes)) != len(codes):
        fail("a zone twice")
    for d in dist:
        if d["zone"] not in codes:
            fail(f"district {d['district']}: unknown zone {d['zone']}")
    if len(zones) < 50:
        fail(f"only {len(zones)} zones")
    for c in codes:
        if not any(d["zone"] == c for d in dist):
            fail(f"{c}: no district point")
    places = read(PLACES_CSV, PLACE_COLUMNS)
    states = {z["state"] for z in zones}
    for p in places:
        if p["state"] not in states:
            fail(f"place {p['name']}: state {p['state']} has no zone")

    def lines(rows, columns):
        return "\n".join("\t".join(r[k] for k in columns) for r in rows)

    def arrays(rows):
        # Arrays of literals, not text to parse: the lookup reads them on the first Malaysian point.
        for p in rows:
            if '"' in p["name"] or "\\" in p["name"]:
                fail(f"place {p['name']}: a quote or backslash")
        return (block("placeNames", "String", [f'"{p["name"]}"' for p in rows])
                + block("placeStates", "String", [f'"{p["state"]}"' for p in rows])
                + block("placeLatitudes", "Double", [p["latitude"] for p in rows])
                + block("placeLongitudes", "Double", [p["longitude"] for p in rows]))
    text = (
        f"// Generated by Scripts/gen_jakim_zones.py from {ZONES_CSV}, {DISTRICTS_CSV} and {PLACES_CSV}. Do not edit.\n"
        "// swift-format-ignore-file\n\n"
        "/// JAKIM's zones (" + ", ".join(ZONE_COLUMNS) + ") and one point per district (" + ", ".join(DISTRICT_COLUMNS)
        + "), tab-separated, one row a line; and Malaysia's places with their state (" + ", ".join(PLACE_COLUMNS[1:])
        + ": geonameid left out), as arrays.\n"
        "enum JakimZonesData {\n"
        f"  static let zoneCount = {len(zones)}\n"
        "  static let zones: StaticString = #\"\"\"\n"
        f"{lines(zones, ZONE_COLUMNS)}\n"
        "\"\"\"#\n"
        f"  static let districtCount = {len(dist)}\n"
        "  static let districts: StaticString = #\"\"\"\n"
        f"{lines(dist, DISTRICT_COLUMNS)}\n"
        "\"\"\"#\n"
        + arrays(places)
        + "}\n")
    write_or_check(SWIFT, text, fail)
    print(f"{SWIFT}: {len(zones)} zones, {len(dist)} districts, {len(places)} places", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--times")
    ap.add_argument("--zones")
    ap.add_argument("--districts")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--embed", action="store_true")
    args = ap.parse_args()
    if not (args.check or args.embed):
        if not (args.times and args.zones and args.districts):
            fail("--times, --zones and --districts (git mirrors), or --check")
        generate(args)
    embed()


if __name__ == "__main__":
    main()
