#!/usr/bin/env python3
"""Extract Diyanet's published Hijri month starts (1443-06 ... 1449-08) from hijrical 1.3.1.

    pip install hijrical==1.3.1 hijridate==2.6.0 && python Scripts/gen_diyanet_month_starts.py

Writes Data/hijri/diyanet_month_starts.csv (hijri_year, hijri_month, first_day) from
hijrical.diyanet.DIYANET_MONTH_STARTS (hijrical/diyanet.py, transcribed by hijrical from Diyanet's
"Dini Günler" page). Checks: rows are consecutive months, every month 29 or 30 days, two facts
(2026-11-29 = 20 Cemaziyelahir 1448, 2027-02-08 = 1 Ramazan 1448). Prints to stderr the comparison
with the Umm al-Qura published table (hijridate) month by month. Exits non-zero, writing nothing,
if a check fails.
"""
import csv
import datetime as dt
import io
import os
import sys

import hijrical
from hijrical import diyanet
from hijridate import Hijri

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = "Data/hijri/diyanet_month_starts.csv"


def fail(msg):
    sys.exit("gen_diyanet_month_starts.py: error: " + msg)


def main():
    if hijrical.__version__ != "1.3.1":
        fail(f"hijrical {hijrical.__version__}, expected 1.3.1")
    rows = [(y, m, dt.date.fromisoformat(iso)) for y, m, iso in diyanet.DIYANET_MONTH_STARTS]
    for (y0, m0, d0), (y1, m1, d1) in zip(rows, rows[1:]):
        if (y1, m1) != ((y0, m0 + 1) if m0 < 12 else (y0 + 1, 1)):
            fail(f"{y1}-{m1} does not follow {y0}-{m0}")
        if (d1 - d0).days not in (29, 30):
            fail(f"{y0}-{m0}: {(d1 - d0).days} days")

    def hijri_of(day):
        for (y, m, d), nxt in zip(rows, rows[1:] + [None]):
            if d <= day and (nxt is None or day < nxt[2]):
                return y, m, (day - d).days + 1

    for day, want in ((dt.date(2026, 11, 29), (1448, 6, 20)), (dt.date(2027, 2, 8), (1448, 9, 1))):
        if hijri_of(day) != want:
            fail(f"{day} is {hijri_of(day)}, expected {want}")

    equal, diffs = 0, []
    for y, m, d in rows:
        uq = Hijri(y, m, 1).to_gregorian()
        if uq == d:
            equal += 1
        else:
            diffs.append(f"{y}-{m:02d}: Diyanet {d}, UQ {uq} ({(d - uq).days:+d})")
    print(f"{len(rows)} months {rows[0][0]}-{rows[0][1]:02d} ... {rows[-1][0]}-{rows[-1][1]:02d}; "
          f"equal to Umm al-Qura (hijridate): {equal}; different: {len(diffs)}", file=sys.stderr)
    for line in diffs:
        print("  " + line, file=sys.stderr)

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["hijri_year", "hijri_month", "first_day"])
    for y, m, d in rows:
        w.writerow([y, m, d.isoformat()])
    with open(os.path.join(ROOT, OUT), "w") as f:
        f.write(buf.getvalue())


if __name__ == "__main__":
    main()
