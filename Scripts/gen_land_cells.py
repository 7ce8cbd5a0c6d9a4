#!/usr/bin/env python3
"""Land sample points for a global crescent criterion, from the GeoNames places.

    python3 Scripts/gen_land_cells.py

Reads  Data/places/cities15000.csv (34,464 GeoNames populated places, see its README)
Writes Data/hijri/land_cells.csv

The globe is cut into 2°×2° cells (cell = floor(lat/2), floor(lon/2)). A cell is kept when at least one
place with |latitude| ≤ 60° lies in it; its point is the mean latitude and mean longitude of those
places (always inside the cell: no cell straddles ±180°). `americas` = 1 when the mean longitude is < −30°
and at least one place of the cell keeps an IANA zone `America/…` (North, Central and South America, the
Caribbean, Greenland south of 60°). The second condition drops 24 ocean-island cells west of −30° that are
not the Americas: Hawaii, French Polynesia, Samoa, Tonga, Niue, Cook Islands, Wallis, Tokelau, Pitcairn,
Kiritimati, the Chathams (Pacific/…), Galápagos and Easter Island (Pacific/…), Bermuda, the Falklands and
South Georgia (Atlantic/…). Plain Python 3.
"""
import csv
import os
import sys
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLACES = "Data/places/cities15000.csv"
OUT = "Data/hijri/land_cells.csv"
CELL = 2.0
MAX_ABS_LAT = 60.0
AMERICAS_WEST_OF = -30.0


def main():
    cells = defaultdict(list)
    total = kept = 0
    with open(os.path.join(ROOT, PLACES), newline="") as f:
        for row in csv.DictReader(f):
            total += 1
            lat, lon = float(row["latitude"]), float(row["longitude"])
            if not (-90 <= lat <= 90 and -180 <= lon <= 180):
                sys.exit(f"gen_land_cells.py: error: {row['geonameid']}: bad coordinates")
            if abs(lat) > MAX_ABS_LAT:
                continue
            kept += 1
            lon = -180.0 if lon == 180.0 else lon
            cells[(int(lat // CELL), int(lon // CELL))].append((lat, lon, row["zone"].startswith("America/")))
    rows = []
    for (i, j), pts in sorted(cells.items()):
        mlat = sum(p[0] for p in pts) / len(pts)
        mlon = sum(p[1] for p in pts) / len(pts)
        assert i * CELL <= mlat < (i + 1) * CELL + 1e-9 and j * CELL <= mlon < (j + 1) * CELL
        americas = mlon < AMERICAS_WEST_OF and any(p[2] for p in pts)
        if any(p[2] for p in pts) and not americas:
            sys.exit(f"gen_land_cells.py: error: cell {i},{j}: America/ zone east of {AMERICAS_WEST_OF}")
        rows.append((i * CELL + 1, j * CELL + 1, round(mlat, 4), round(mlon, 4), len(pts), int(americas)))
    with open(os.path.join(ROOT, OUT), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["cell_lat", "cell_lon", "latitude", "longitude", "places", "americas"])
        for r in rows:
            w.writerow([f"{r[0]:.0f}", f"{r[1]:.0f}", f"{r[2]:.4f}", f"{r[3]:.4f}", r[4], r[5]])
    am = sum(r[5] for r in rows)
    west = sum(r[3] < AMERICAS_WEST_OF for r in rows)
    print(f"{OUT}: {len(rows)} cells ({am} americas, {len(rows) - am} other; {west} west of "
          f"{AMERICAS_WEST_OF:g}°) from {kept} of {total} places "
          f"(|lat| <= {MAX_ABS_LAT:g})", file=sys.stderr)


if __name__ == "__main__":
    main()
