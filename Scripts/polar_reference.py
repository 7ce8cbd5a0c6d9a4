#!/usr/bin/env python3
"""Reference solar events beyond the polar circles (65-90 degrees), from JPL DE421 via skyfield.

Same cases and events as Scripts/astro_reference.py (which stops with an EphemerisRangeError
on some polar cases), keeping only real crossings (skyfield's flag), but it skips a case whose
search leaves the ephemeris.

    python3 Scripts/polar_reference.py N SEED OUT.csv
"""
import csv
import math
import random
import sys
import warnings

warnings.filterwarnings("ignore")
from skyfield import almanac
from skyfield.api import Loader, wgs84
import skyfield_data

DAWN = [18.0, 19.5, 15.0, 17.7, 12.0]
DUSK = [17.0, 17.5, 15.0, 18.0, 14.0, 4.5, 12.0]
HORIZON = -0.8333


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    load = Loader(skyfield_data.get_skyfield_data_path())
    ts = load.timescale()
    eph = load("de421.bsp")
    sun, earth = eph["sun"], eph["earth"]
    rng = random.Random(seed)
    rows = []
    case = 0
    while case < n:
        lat = rng.uniform(65.0, 90.0) * rng.choice([-1, 1])
        lon = rng.uniform(-180.0, 180.0)
        offset = round(lon / 15.0)
        year, month, day = rng.randint(1901, 2050), rng.randint(1, 12), rng.randint(1, 28)
        observer = earth + wgs84.latlon(lat, lon)
        try:
            noon = ts.ut1(year, month, day, 12 - offset)
            transits = almanac.find_transits(observer, sun, ts.ut1_jd(noon.ut1 - 0.5), ts.ut1_jd(noon.ut1 + 0.5))
            if len(transits) != 1:
                continue
            tr = transits[0]
            events = {"transit": tr.ut1}

            def crossing(finder, start, end, horizon):
                times, real = finder(observer, sun, start, end, horizon_degrees=horizon)
                hits = [t.ut1 for t, r in zip(times, real) if r]
                return hits[0] if len(hits) == 1 else None

            lo, hi = ts.ut1_jd(tr.ut1 - 0.5), ts.ut1_jd(tr.ut1 + 0.5)
            events["sunrise"] = crossing(almanac.find_risings, lo, tr, HORIZON)
            events["sunset"] = crossing(almanac.find_settings, tr, hi, HORIZON)
            for a in DAWN:
                events[f"dawn{a:g}"] = crossing(almanac.find_risings, lo, tr, -a)
            for a in DUSK:
                events[f"dusk{a:g}"] = crossing(almanac.find_settings, tr, hi, -a)
            alt_noon = observer.at(tr).observe(sun).apparent().altaz()[0].degrees
            for k in (1, 2):
                if alt_noon > 0:
                    target = math.degrees(math.atan(1.0 / (k + 1.0 / math.tan(math.radians(alt_noon)))))
                    events[f"asr{k}"] = crossing(almanac.find_settings, tr, hi, target)
                else:
                    events[f"asr{k}"] = None
        except Exception:
            continue
        for name, jd in events.items():
            rows.append([case, f"{lat:.6f}", f"{lon:.6f}", offset, f"{year:04d}-{month:02d}-{day:02d}",
                         name, "" if jd is None else f"{jd:.9f}"])
        case += 1
    with open(out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["case", "lat", "lon", "utc_offset_h", "date", "event", "ut1_jd"])
        w.writerows(rows)


if __name__ == "__main__":
    main()
