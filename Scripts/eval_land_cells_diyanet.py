#!/usr/bin/env python3
"""Exploratory: hijrical 1.3.1's global 8°/5° engine with Data/hijri/land_cells.csv as its land sample,
against Diyanet's published month starts (Data/hijri/diyanet_month_starts.csv, 75 months).

    pip install hijrical==1.3.1 && python Scripts/eval_land_cells_diyanet.py

Three variants, all hijrical's geometry (topocentric airless altitude of the Moon's centre, geocentric
elongation, at each point's sunset on the evening's date in local mean time, conjunction before that sunset):
  hijrical-85   hijrical's own 85-city sample (what Data/reference/hijrical_month_starts.csv's `turkey` is)
  cells         the 2,545 land cells, any sunset of that date counts (no 0h UTC limit)
  cells-2016    the 2,545 land cells with the 2016 limit: a sunset counts if it is before 00:00 UTC after the
                evening's date, or, later, if the cell is `americas` and the conjunction is before fajr in
                New Zealand (approximated as Auckland's sunrise of the next day minus 90 minutes)
  cells-0h      the same without the Americas exception (only sunsets before 00:00 UTC count)
Prints the agreement and the misses; writes nothing.
"""
import csv
import datetime as dt
import os
import sys
import time

from hijrical import AstronomicalCalendar
from hijrical._julian import jdn_to_gregorian
from hijrical._sun import datetime_to_jd_ut, sunrise, sunset
from hijrical.criteria import compute_crescent
from hijrical.observer import Observer

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Cells2016(AstronomicalCalendar):
    def __init__(self, cells, limit, exception=True):
        super().__init__("mecca", "turkey", scope="global")
        self.cells, self.limit, self.exception = cells, limit, exception

    def _visible(self, evening_jdn, conj):
        y, m, d = jdn_to_gregorian(evening_jdn)
        day = dt.date(y, m, d)
        cutoff = evening_jdn + 0.5  # JD of 00:00 UTC after the evening's date
        nz = sunrise(day + dt.timedelta(days=1), -36.85, 174.76, 174.76 / 15)
        late_ok = self.exception and nz is not None and conj < datetime_to_jd_ut(nz) - 1.5 / 24
        for lat, lon, americas in self.cells:
            obs = Observer("", lat, lon, lon / 15.0)
            ss = sunset(day, lat, lon, lon / 15.0)
            if ss is None:
                continue
            t = datetime_to_jd_ut(ss)
            if t < conj:
                continue
            if self.limit and t > cutoff and not (americas and late_ok):
                continue
            if self.criterion.is_visible(compute_crescent(obs, ss, conj)):
                return True
        return False


def main():
    with open(os.path.join(ROOT, "Data/hijri/diyanet_month_starts.csv"), newline="") as f:
        diy = [(int(r["hijri_year"]), int(r["hijri_month"]), dt.date.fromisoformat(r["first_day"]))
               for r in csv.DictReader(f)]
    with open(os.path.join(ROOT, "Data/hijri/land_cells.csv"), newline="") as f:
        cells = [(float(r["latitude"]), float(r["longitude"]), r["americas"] == "1") for r in csv.DictReader(f)]
    variants = {
        "hijrical-85": AstronomicalCalendar("mecca", "turkey", scope="global"),
        "cells": Cells2016(cells, limit=False),
        "cells-2016": Cells2016(cells, limit=True),
        "cells-0h": Cells2016(cells, limit=True, exception=False),
    }
    for name, cal in variants.items():
        t0 = time.perf_counter()
        miss = []
        for y, m, d in diy:
            got = dt.date(*jdn_to_gregorian(cal.to_jdn(y, m, 1)))
            if got != d:
                miss.append(f"{y}-{m:02d} {got} (Diyanet {d})")
        print(f"{name}: {len(diy) - len(miss)}/{len(diy)} in {time.perf_counter() - t0:.0f} s; misses: "
              + ("; ".join(miss) or "none"), file=sys.stderr)


if __name__ == "__main__":
    main()
