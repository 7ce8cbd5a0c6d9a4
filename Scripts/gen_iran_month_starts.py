#!/usr/bin/env python3
"""Iran's lunar Hijri months as they were kept, from Roozbeh Pournader's qamari record (CC0), and
as Iran's official calendar of 1405 SH (March 2026 - March 2027) prints them.

    python3 Scripts/gen_iran_month_starts.py /work/.mirror/roozbehp+qamari/repo \
        /work/.mirror/persian-calendar+calendar/repo
    python3 Scripts/gen_moon_calendar_tables.py      # embeds the CSV (IranTable.swift)

Reads  consolidated.txt of https://github.com/roozbehp/qamari at commit QAMARI_COMMIT (git show,
       so the mirror's working tree does not matter): one line per month, `Y/M YYYY-MM-DD # sources`,
       a leading `*` where the month was observed to begin on another day than the published
       calendar of the time said (the line gives the observed day).
       The official calendar of 1405 SH (Taqvim-e 1405, the Calendar Center's, as published at
       https://www.pcci.ir/ershad_content/media/image/2025/10/%D8%AA%D9%82%D9%88%DB%8C%D9%85%201405_1633718.pdf),
       whose first days of the lunar months 1447-10 ... 1448-10 the persian-calendar project quotes as
       (Solar Hijri date, Hijri month) pairs in src/test/kotlin/io/github/persiancalendar/calendar/MainTests.kt
       at commit CALENDAR_1405_COMMIT ("Supported Year Islamic Calendar Conversions"); the Solar Hijri
       days are turned into Gregorian ones from Nowruz 1405 = 2026-03-21 (months of 31 days, then 30).
       Its 1447-10 must equal qamari's; its later months continue the record (source `calendar-1405`).
Writes Data/hijri/iran_month_starts.csv (hijri_year, hijri_month, first_day, observed, sources).

Checks (exits non-zero, writing nothing, if one fails): the rows are consecutive months of 29 or
30 days; three facts from the Calendar Center of the University of Tehran's published calendars
(calendar.ut.ac.ir, quoted in qamari's sources/calendar-center.txt): 1 Ramadan 1446 = 2025-03-02,
1 Muharram 1447 = 2025-06-27, 1 Ramadan 1447 = 2026-02-19; and 1 Ramadan 1448 = 2027-02-08 (the 1405
calendar: 19 Bahman 1405).
Prints the comparison with the Umm al-Qura table (ICU lineage, Data/hijri/ummalqura_icu_month_starts.csv)
since 1430 AH.
"""
import csv
import datetime as dt
import io
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = "Data/hijri/iran_month_starts.csv"
QAMARI_COMMIT = "575d275ef169c0a18012506d473ba1008a1c10d0"
CALENDAR_1405_COMMIT = "58cf36eba889596b055a5692ce557f73dac59e0d"  # persian-calendar/calendar
CALENDAR_1405 = re.compile(r"listOf\(1405, (\d+), (\d+), (\d+), (\d+), 1\)")
NOWRUZ_1405 = dt.date(2026, 3, 21)
LINE = re.compile(r"^(\*?)(\d+)/(\d+) (\d{4}-\d\d-\d\d)\s*(?:#\s*(.*))?$")
FACTS = [((1446, 9), "2025-03-02"), ((1447, 1), "2025-06-27"), ((1447, 9), "2026-02-19"), ((1448, 9), "2027-02-08")]


def fail(msg):
    sys.exit("gen_iran_month_starts.py: error: " + msg)


def main():
    if len(sys.argv) != 3:
        fail("usage: gen_iran_month_starts.py QAMARI_MIRROR PERSIAN_CALENDAR_MIRROR")
    text = subprocess.run(["git", "-C", sys.argv[1], "show", f"{QAMARI_COMMIT}:consolidated.txt"],
                          capture_output=True, text=True, check=True).stdout
    rows = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        m = LINE.match(line.rstrip())
        if not m:
            fail(f"consolidated.txt:{n}: cannot read {line!r}")
        rows.append((int(m[2]), int(m[3]), dt.date.fromisoformat(m[4]), m[1] == "*", (m[5] or "").strip()))
    tests = subprocess.run(["git", "-C", sys.argv[2], "show", f"{CALENDAR_1405_COMMIT}:src/test/kotlin/io/github/"
                            "persiancalendar/calendar/MainTests.kt"], capture_output=True, text=True, check=True).stdout
    official = []
    for sm, sd, y, m in CALENDAR_1405.findall(tests.split("www.pcci.ir", 1)[-1]):
        sm, sd = int(sm), int(sd)
        day = NOWRUZ_1405 + dt.timedelta(days=(sm - 1) * 31 if sm <= 7 else 186 + (sm - 7) * 30) + dt.timedelta(days=sd - 1)
        official.append((int(y), int(m), day))
    if "www.pcci.ir" not in tests or len(official) != 13 or official[0][:2] != (1447, 10) or official[0][2] != rows[-1][2] or rows[-1][:2] != (1447, 10):
        fail(f"the 1405 calendar's months do not continue qamari's: {official[:1]} after {rows[-1][:3]}")
    rows += [(y, m, d, False, "calendar-1405") for y, m, d in official[1:]]
    for a, b in zip(rows, rows[1:]):
        if (b[0], b[1]) != ((a[0], a[1] + 1) if a[1] < 12 else (a[0] + 1, 1)):
            fail(f"{b[0]}/{b[1]} does not follow {a[0]}/{a[1]}")
        if (b[2] - a[2]).days not in (29, 30):
            fail(f"{a[0]}/{a[1]} has {(b[2] - a[2]).days} days")
    starts = {(y, m): d for y, m, d, *_ in rows}
    for key, iso in FACTS:
        if starts.get(key) != dt.date.fromisoformat(iso):
            fail(f"{key}: {starts.get(key)}, the Calendar Center says {iso}")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["hijri_year", "hijri_month", "first_day", "observed", "sources"])
    for y, m, d, star, src in rows:
        w.writerow([y, m, d.isoformat(), "1" if star else "0", src])
    with open(os.path.join(ROOT, OUT), "w", encoding="utf-8", newline="") as f:
        f.write(buf.getvalue())
    with open(os.path.join(ROOT, "Data/hijri/ummalqura_icu_month_starts.csv"), newline="") as f:
        uq = {(int(r["hijri_year"]), int(r["month"])): dt.date.fromisoformat(r["gregorian"]) for r in csv.DictReader(f)}
    diffs = [(uq[k] - d).days for k, d in starts.items() if k[0] >= 1430 and k in uq]
    counts = {x: diffs.count(x) for x in sorted(set(diffs))}
    print(f"{OUT}: {len(rows)} months {rows[0][0]}/{rows[0][1]} ({rows[0][2]}) … {rows[-1][0]}/{rows[-1][1]} "
          f"({rows[-1][2]}), {sum(r[3] for r in rows)} observed off the published calendar; "
          f"Umm al-Qura minus Iran since 1430 AH, days: {counts}", file=sys.stderr)


if __name__ == "__main__":
    main()
