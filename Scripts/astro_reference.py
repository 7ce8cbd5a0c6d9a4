#!/usr/bin/env python3
"""Reference solar events from the JPL DE421 ephemeris (skyfield), for held-out accuracy checks.

Written for this project (skyfield + DE421 from skyfield-data); Scripts/gen_reference.sh runs it.
Scripts/polar_reference.py uses its functions for the cases beyond the polar circles.

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


def de421():
    """The timescale, the Sun and the Earth of DE421 (the copy shipped by skyfield-data)."""
    load = Loader(skyfield_data.get_skyfield_data_path())
    eph = load("de421.bsp")
    return load.timescale(), eph["sun"], eph["earth"]


def single_crossing(found):
    """The one crossing a finder returned, or None. The flag is False where the Sun only
    culminates without reaching the altitude: that is no event (skyfield's find_risings /
    find_settings documentation)."""
    times, crossed = found
    return times[0].ut1 if len(times) == 1 and bool(crossed[0]) else None


def solar_day(ts, sun, observer, year, month, day, offset, crossing=single_crossing):
    """The events of the solar day around the date's local noon (UTC + offset hours), as UT1
    Julian dates (None where the event does not happen), or None when that window does not hold
    exactly one transit. `crossing` picks the event from a finder's (times, flags)."""
    noon = ts.ut1(year, month, day, 12 - offset)
    transits = almanac.find_transits(observer, sun, ts.ut1_jd(noon.ut1 - 0.5), ts.ut1_jd(noon.ut1 + 0.5))
    if len(transits) != 1:
        return None
    tr = transits[0]
    lo, hi = ts.ut1_jd(tr.ut1 - 0.5), ts.ut1_jd(tr.ut1 + 0.5)

    def rising(altitude):
        return crossing(almanac.find_risings(observer, sun, lo, tr, horizon_degrees=altitude))

    def setting(altitude):
        return crossing(almanac.find_settings(observer, sun, tr, hi, horizon_degrees=altitude))

    events = {"transit": tr.ut1, "sunrise": rising(HORIZON), "sunset": setting(HORIZON)}
    for a in DAWN:
        events[f"dawn{a:g}"] = rising(-a)
    for a in DUSK:
        events[f"dusk{a:g}"] = setting(-a)
    alt_noon = observer.at(tr).observe(sun).apparent().altaz()[0].degrees
    for k in (1, 2):
        if alt_noon > 0:
            events[f"asr{k}"] = setting(math.degrees(math.atan(1.0 / (k + 1.0 / math.tan(math.radians(alt_noon))))))
        else:
            events[f"asr{k}"] = None
    return events


def case_rows(case, lat, lon, offset, year, month, day, events):
    """One CSV row per event of a case."""
    return [[case, f"{lat:.6f}", f"{lon:.6f}", offset, f"{year:04d}-{month:02d}-{day:02d}", name,
             "" if jd is None else f"{jd:.9f}"] for name, jd in events.items()]


def write_events(out, rows):
    with open(out, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["case", "lat", "lon", "utc_offset_h", "date", "event", "ut1_jd"])
        w.writerows(rows)


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    maxlat = float(sys.argv[sys.argv.index("--maxlat") + 1]) if "--maxlat" in sys.argv else 65.0
    ts, sun, earth = de421()
    rng = random.Random(seed)
    rows = []
    for case in range(n):
        lat = rng.uniform(-maxlat, maxlat)
        lon = rng.uniform(-180.0, 180.0)
        offset = round(lon / 15.0)
        year = rng.randint(1901, 2052)
        month = rng.randint(1, 12)
        day = rng.randint(1, 28)
        events = solar_day(ts, sun, earth + wgs84.latlon(lat, lon), year, month, day, offset)
        if events is not None:
            rows += case_rows(case, lat, lon, offset, year, month, day, events)
    write_events(out, rows)


if __name__ == "__main__":
    main()
