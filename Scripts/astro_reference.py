#!/usr/bin/env python3
"""Reference solar events from the JPL DE421 ephemeris (skyfield), for held-out accuracy checks.

Written for this project (skyfield + DE421 from skyfield-data); Scripts/gen_reference.sh runs it.

Each case is a location, a fixed UTC offset close to its mean solar time, and a civil date.
For the solar day around that date's local noon it records, in UT1 (which the engine treats as
civil UTC), the meridian transit, the times the Sun's centre crosses given geometric altitudes
(no refraction model: the conventional -0.8333 deg for sunrise/sunset already contains it), and
the Asr times for shadow factors 1 and 2 (shadow = k * height + shadow at transit, instantaneous).

Usage: astro_reference.py N SEED OUT.csv [--maxlat 65]
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

DAWN = [18.0, 19.5, 15.0, 17.7, 12.0]          # degrees below horizon, morning
DUSK = [17.0, 17.5, 15.0, 18.0, 14.0, 4.5, 12.0]  # degrees below horizon, evening
HORIZON = -0.8333


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    maxlat = float(sys.argv[sys.argv.index("--maxlat") + 1]) if "--maxlat" in sys.argv else 65.0
    load = Loader(skyfield_data.get_skyfield_data_path())
    ts = load.timescale()
    eph = load("de421.bsp")
    sun, earth = eph["sun"], eph["earth"]
    rng = random.Random(seed)

    rows = []
    for case in range(n):
        lat = rng.uniform(-maxlat, maxlat)
        lon = rng.uniform(-180.0, 180.0)
        offset = round(lon / 15.0)
        year = rng.randint(1901, 2052)
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        topos = wgs84.latlon(lat, lon)
        observer = earth + topos

        noon = ts.ut1(year, month, day, 12 - offset)
        t0 = ts.ut1_jd(noon.ut1 - 0.5)
        t1 = ts.ut1_jd(noon.ut1 + 0.5)
        transits = almanac.find_transits(observer, sun, t0, t1)
        if len(transits) != 1:
            continue
        tr = transits[0]
        events = {"transit": tr.ut1}

        def crossing(finder, start, end, horizon):
            # The flag is False where the Sun only culminates without reaching the altitude:
            # that is no event (skyfield's find_risings/find_settings documentation).
            times, crossed = finder(observer, sun, start, end, horizon_degrees=horizon)
            return times[0].ut1 if len(times) == 1 and bool(crossed[0]) else None

        lo, hi = ts.ut1_jd(tr.ut1 - 0.5), ts.ut1_jd(tr.ut1 + 0.5)
        events["sunrise"] = crossing(almanac.find_risings, lo, tr, HORIZON)
        events["sunset"] = crossing(almanac.find_settings, tr, hi, HORIZON)
        for a in DAWN:
            events[f"dawn{a:g}"] = crossing(almanac.find_risings, lo, tr, -a)
        for a in DUSK:
            events[f"dusk{a:g}"] = crossing(almanac.find_settings, tr, hi, -a)

        alt_noon = observer.at(tr).observe(sun).apparent().altaz()[0].degrees
        if alt_noon > 0:
            cot_noon = 1.0 / math.tan(math.radians(alt_noon))
            for k in (1, 2):
                target = math.degrees(math.atan(1.0 / (k + cot_noon)))
                events[f"asr{k}"] = crossing(almanac.find_settings, tr, hi, target)
        else:
            events["asr1"] = events["asr2"] = None

        for name, jd in events.items():
            rows.append([case, f"{lat:.6f}", f"{lon:.6f}", offset,
                         f"{year:04d}-{month:02d}-{day:02d}", name,
                         "" if jd is None else f"{jd:.9f}"])

    with open(out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["case", "lat", "lon", "utc_offset_h", "date", "event", "ut1_jd"])
        w.writerows(rows)


if __name__ == "__main__":
    main()
