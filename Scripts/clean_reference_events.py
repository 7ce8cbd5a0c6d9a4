#!/usr/bin/env python3
"""Blank the non-crossings that earlier versions of Scripts/astro_reference.py recorded as events.

skyfield's find_risings/find_settings return, with each time, a flag that is False when the
body "merely transits without actually touching the horizon" (skyfield docs); the generator
used to ignore that flag, so when the Sun never reaches an altitude it wrote the lower
culmination as if it were the event (it now honours the flag; this step stays as a check). This
script recomputes the Sun's topocentric altitude (DE421, same observer model as the generator)
at every recorded time and blanks the event when the altitude there is not the target
(|difference| > 0.0001 deg): the event does not happen that day.

    python3 Scripts/clean_reference_events.py IN.csv OUT.csv
"""
import csv
import math
import sys
import warnings

warnings.filterwarnings("ignore")
from skyfield.api import Loader, wgs84
import skyfield_data

HORIZON = -0.8333


def main():
    src, dst = sys.argv[1], sys.argv[2]
    load = Loader(skyfield_data.get_skyfield_data_path())
    ts = load.timescale()
    eph = load("de421.bsp")
    sun, earth = eph["sun"], eph["earth"]
    rows = list(csv.reader(open(src)))
    header, rows = rows[0], rows[1:]
    by_case = {}
    for r in rows:
        by_case.setdefault(r[0], []).append(r)
    blanked = 0
    for case, rs in by_case.items():
        lat, lon = float(rs[0][1]), float(rs[0][2])
        observer = earth + wgs84.latlon(lat, lon)

        def altitude(jd):
            return observer.at(ts.ut1_jd(jd)).observe(sun).apparent().altaz()[0].degrees

        events = {r[5]: r for r in rs}
        noon = altitude(float(events["transit"][6]))
        for name, r in events.items():
            if not r[6] or name == "transit":
                continue
            if name in ("sunrise", "sunset"):
                target = HORIZON
            elif name.startswith("dawn") or name.startswith("dusk"):
                target = -float(name[4:])
            else:
                k = int(name[3:])
                target = math.degrees(math.atan(1.0 / (k + 1.0 / math.tan(math.radians(noon)))))
            if abs(altitude(float(r[6])) - target) > 1e-4:
                r[6] = ""
                blanked += 1
    with open(dst, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(header)
        w.writerows(rows)
    print(f"{blanked} non-crossings blanked of {len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
