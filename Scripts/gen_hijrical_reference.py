#!/usr/bin/env python3
"""Peer reference: month starts 1423-01 ... 1500-12 AH (936 months) computed by hijrical 1.3.1.

    pip install hijrical==1.3.1 hijridate==2.6.0 && python Scripts/gen_hijrical_reference.py

Writes Data/reference/hijrical_month_starts.csv with columns
  hijri_year, hijri_month,
  umm_al_qura_rule  AstronomicalCalendar("mecca", "umm_al_qura")               (local scope, Mecca)
  turkey            AstronomicalCalendar("mecca", "turkey", scope="global")    (hijrical's land sample)
  mabims            AstronomicalCalendar("jakarta", "mabims")                  (local scope, Jakarta)
  uq_published      hijridate.Hijri(y, m, 1).to_gregorian()
  diyanet           Data/hijri/diyanet_month_starts.csv (blank outside 1443-06 ... 1449-08)
Prints the agreements and the run time of each engine to stderr.
"""
import csv
import datetime as dt
import os
import sys
import time

import hijrical
from hijrical import AstronomicalCalendar
from hijridate import Hijri

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = "Data/reference/hijrical_month_starts.csv"
DIYANET = "Data/hijri/diyanet_month_starts.csv"
MONTHS = [(y, m) for y in range(1423, 1501) for m in range(1, 13)]
ENGINES = {
    "umm_al_qura_rule": lambda: AstronomicalCalendar("mecca", "umm_al_qura"),
    "turkey": lambda: AstronomicalCalendar("mecca", "turkey", scope="global"),
    "mabims": lambda: AstronomicalCalendar("jakarta", "mabims"),
}


def gregorian(cal, y, m):
    yy, mm, dd = hijrical._julian.jdn_to_gregorian(cal.to_jdn(y, m, 1))
    return dt.date(yy, mm, dd)


def main():
    if hijrical.__version__ != "1.3.1":
        sys.exit(f"hijrical {hijrical.__version__}, expected 1.3.1")
    with open(os.path.join(ROOT, DIYANET), newline="") as f:
        diy = {(int(r["hijri_year"]), int(r["hijri_month"])): dt.date.fromisoformat(r["first_day"])
               for r in csv.DictReader(f)}
    cols = {}
    for name, make in ENGINES.items():
        t0 = time.perf_counter()
        cal = make()
        cols[name] = {ym: gregorian(cal, *ym) for ym in MONTHS}
        print(f"{name}: {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    uq = {ym: Hijri(*ym, 1).to_gregorian() for ym in MONTHS}

    rule = sum(cols["umm_al_qura_rule"][ym] == uq[ym] for ym in MONTHS)
    misses = [f"{y}-{m:02d}" for (y, m) in MONTHS if cols["umm_al_qura_rule"][(y, m)] != uq[(y, m)]]
    print(f"umm_al_qura_rule = uq_published: {rule}/{len(MONTHS)}; misses {' '.join(misses)}", file=sys.stderr)
    tk = [ym for ym in MONTHS if ym in diy]
    hit = sum(cols["turkey"][ym] == diy[ym] for ym in tk)
    misses = [f"{y}-{m:02d} ({cols['turkey'][(y, m)]} vs {diy[(y, m)]})" for (y, m) in tk
              if cols["turkey"][(y, m)] != diy[(y, m)]]
    print(f"turkey = diyanet: {hit}/{len(tk)}; misses {'; '.join(misses)}", file=sys.stderr)
    for name in ("turkey", "mabims"):
        print(f"{name} = uq_published: {sum(cols[name][ym] == uq[ym] for ym in MONTHS)}/{len(MONTHS)}",
              file=sys.stderr)

    with open(os.path.join(ROOT, OUT), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["hijri_year", "hijri_month", *ENGINES, "uq_published", "diyanet"])
        for ym in MONTHS:
            w.writerow([*ym, *(cols[n][ym].isoformat() for n in ENGINES), uq[ym].isoformat(),
                        diy[ym].isoformat() if ym in diy else ""])


if __name__ == "__main__":
    main()
