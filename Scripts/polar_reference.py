#!/usr/bin/env python3
"""Reference solar events beyond the polar circles (65-90 degrees), from JPL DE421 via skyfield.

Same cases and events as Scripts/astro_reference.py (whose functions it uses; that script stops
with an EphemerisRangeError on some polar cases), keeping only real crossings (skyfield's flag),
but it skips a case whose search leaves the ephemeris.

    python3 Scripts/polar_reference.py N SEED OUT.csv
"""
import random
import sys

from skyfield.api import wgs84
from astro_reference import case_rows, de421, solar_day, write_events


def only_real_crossing(found):
    """The one flagged crossing among those a finder returned, or None."""
    times, real = found
    hits = [t.ut1 for t, r in zip(times, real) if r]
    return hits[0] if len(hits) == 1 else None


def main():
    n, seed, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    ts, sun, earth = de421()
    rng = random.Random(seed)
    rows = []
    case = 0
    while case < n:
        lat = rng.uniform(65.0, 90.0) * rng.choice([-1, 1])
        lon = rng.uniform(-180.0, 180.0)
        offset = round(lon / 15.0)
        year, month, day = rng.randint(1901, 2050), rng.randint(1, 12), rng.randint(1, 28)
        try:
            events = solar_day(ts, sun, earth + wgs84.latlon(lat, lon), year, month, day, offset,
                               crossing=only_real_crossing)
        except Exception:
            continue
        if events is None:
            continue
        rows += case_rows(case, lat, lon, offset, year, month, day, events)
        case += 1
    write_events(out, rows)


if __name__ == "__main__":
    main()
