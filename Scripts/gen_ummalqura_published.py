"""Write the Umm al-Qura month starts of the "published" lineage, 1343-01 … 1500-12 AH, from hijridate.

    . /work/.venv/bin/activate && pip install hijridate==2.6.0
    python Scripts/gen_ummalqura_published.py          # writes Data/hijri/ummalqura_published_month_starts.csv
    python Scripts/gen_ummalqura_published.py -        # same CSV to standard output

Columns: hijri_year,month,gregorian,length,jdn
  gregorian  ISO 8601 date of day 1 of the month
  length     next month's start − this start; for 1500-12, the day after hijridate's last
             supported day (2077-11-16) − this start. 28- and 31-day months are kept as published.
  jdn        Julian Day Number of day 1 (civil day; 1970-01-01 = 2440588)

Only hijridate's public API is used (Hijri, Gregorian, the range constants). Checks: each start
converts back to (y, m, 1); the last day of each month (start + length − 1) is (y, m, length) and
equals hijridate's month_length(); the end sentinel is the day after the supported range and
converting it raises; lengths are 28..31.
"""

import csv
import datetime as dt
import importlib.metadata
import io
import sys
from pathlib import Path

import hijridate
from hijridate import Gregorian, Hijri, ummalqura

FIRST_YEAR, LAST_YEAR = 1343, 1500
ORDINAL_TO_JDN = 1721425  # date.toordinal() + 1721425 = JDN (0001-01-01 = JDN 1721426)
OUT = Path(__file__).resolve().parent.parent / "Data" / "hijri" / "ummalqura_published_month_starts.csv"


def jdn(d: dt.date) -> int:
    return d.toordinal() + ORDINAL_TO_JDN


def main() -> int:
    version = importlib.metadata.version("hijridate")
    errors = []

    if ummalqura.HIJRI_RANGE != ((FIRST_YEAR, 1, 1), (LAST_YEAR, 12, 30)):
        errors.append(f"hijridate range changed: {ummalqura.HIJRI_RANGE}")

    months = [(y, m) for y in range(FIRST_YEAR, LAST_YEAR + 1) for m in range(1, 13)]
    starts = []
    for y, m in months:
        g = Hijri(y, m, 1).to_gregorian()
        d = dt.date(g.year, g.month, g.day)
        back = Gregorian(d.year, d.month, d.day).to_hijri()
        if (back.year, back.month, back.day) != (y, m, 1):
            errors.append(f"round trip {y}-{m}-1 -> {d} -> {back}")
        starts.append(d)

    # End sentinel: the day after the last day hijridate supports.
    last = Hijri(LAST_YEAR, 12, Hijri(LAST_YEAR, 12, 1).month_length()).to_gregorian()
    sentinel = dt.date(last.year, last.month, last.day) + dt.timedelta(days=1)
    gmax = dt.date(*ummalqura.GREGORIAN_RANGE[1])
    if sentinel != gmax + dt.timedelta(days=1) or sentinel != dt.date(2077, 11, 17):
        errors.append(f"end sentinel {sentinel}, hijridate's Gregorian range ends {gmax}")
    try:
        Gregorian(sentinel.year, sentinel.month, sentinel.day).to_hijri()
        errors.append(f"{sentinel} converts, but should be past hijridate's range")
    except (OverflowError, ValueError):
        pass

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["hijri_year", "month", "gregorian", "length", "jdn"])
    for k, ((y, m), d) in enumerate(zip(months, starts)):
        nxt = starts[k + 1] if k + 1 < len(starts) else sentinel
        length = (nxt - d).days
        if not 28 <= length <= 31:
            errors.append(f"{y}-{m}: length {length}")
        if Hijri(y, m, 1).month_length() != length:
            errors.append(f"{y}-{m}: length {length}, hijridate month_length {Hijri(y, m, 1).month_length()}")
        lg = Gregorian.fromdate(nxt - dt.timedelta(days=1)).to_hijri()
        if (lg.year, lg.month, lg.day) != (y, m, length):
            errors.append(f"{y}-{m}: day before next start is {lg}, expected day {length}")
        w.writerow([y, m, d.isoformat(), length, jdn(d)])

    if errors:
        for e in errors[:50]:
            print("error:", e, file=sys.stderr)
        print(f"{len(errors)} check(s) failed (hijridate {version})", file=sys.stderr)
        return 1

    if len(sys.argv) > 1 and sys.argv[1] == "-":
        sys.stdout.write(buf.getvalue())
    else:
        out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(buf.getvalue())
    print(f"ok: {len(months)} months {FIRST_YEAR}-01 … {LAST_YEAR}-12, end sentinel {sentinel} "
          f"(jdn {jdn(sentinel)}), hijridate {version}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
