#!/usr/bin/env python3
"""Generate the Umm al-Qura tables that Hijri embeds from the month-start CSVs in Data/hijri/.

    python3 Scripts/gen_hijri_tables.py

Reads  Data/hijri/ummalqura_icu_month_starts.csv        (ICU/JDK lineage, 1300-1600 AH)
       Data/hijri/ummalqura_published_month_starts.csv  (published lineage via hijridate, 1343-1500 AH)
Writes Sources/Hijri/Generated/UmmAlQuraTables.swift

ICU: one 12-bit mask per year (bit m-1 set = month m has 30 days) plus the day number of 1 Muharram 1300.
That encoding only works if the CSV's months are consecutive with 29 or 30 days each, which is checked, and
the starts rebuilt from masks + anchor are compared with every row. Published: 28- and 31-day months exist,
so each month start is stored as a day offset from 1 Muharram 1343, plus one end sentinel.
Plain Python 3, no packages.
"""
import csv
import datetime as dt
import os
import sys

from swift_tables import ORDINAL_TO_JDN, ROOT, failing, value_lines

ICU_CSV = "Data/hijri/ummalqura_icu_month_starts.csv"
PUB_CSV = "Data/hijri/ummalqura_published_month_starts.csv"
OUT = "Sources/Hijri/Generated/UmmAlQuraTables.swift"
fail = failing("gen_hijri_tables.py")


def load(rel, first_year, last_year, lengths):
    rows = []
    with open(os.path.join(ROOT, rel), newline="") as f:
        r = csv.DictReader(f)
        if r.fieldnames != ["hijri_year", "month", "gregorian", "length", "jdn"]:
            fail(f"{rel}: unexpected columns {r.fieldnames}")
        for row in r:
            y, m, n, j = int(row["hijri_year"]), int(row["month"]), int(row["length"]), int(row["jdn"])
            g = dt.date.fromisoformat(row["gregorian"])
            if g.toordinal() + ORDINAL_TO_JDN != j:
                fail(f"{rel}: {y}-{m}: gregorian {g} is not jdn {j}")
            if n not in lengths:
                fail(f"{rel}: {y}-{m}: length {n}")
            rows.append((y, m, g, n, j))
    expected = [(y, m) for y in range(first_year, last_year + 1) for m in range(1, 13)]
    if [(y, m) for y, m, *_ in rows] != expected:
        fail(f"{rel}: rows are not exactly {first_year}-01 ... {last_year}-12 in order")
    for a, b in zip(rows, rows[1:]):
        if b[4] != a[4] + a[3]:
            fail(f"{rel}: {b[0]}-{b[1]} starts at {b[4]}, but {a[0]}-{a[1]} starts at {a[4]} with {a[3]} days")
    return rows


def icu_table():
    rows = load(ICU_CSV, 1300, 1600, {29, 30})
    first_year, anchor, anchor_date = rows[0][0], rows[0][4], rows[0][2]
    masks = []
    for k in range(0, len(rows), 12):
        masks.append(sum(1 << (m - 1) for _, m, _, n, _ in rows[k:k + 12] if n == 30))
    # Rebuild every start from masks + anchor and compare with the CSV.
    day = anchor
    for (y, m, _, _, j) in rows:
        if day != j:
            fail(f"{ICU_CSV}: masks + anchor give {day} for {y}-{m}, CSV has {j}")
        day += 30 if masks[y - first_year] >> (m - 1) & 1 else 29
    lines = [
        "/// ICU/JDK lineage, 1300–1600 AH: bit (m − 1) of masks[y − 1300] is set when month m of year y has 30 days.\n",
        "enum UmmAlQuraICU {\n",
        f"  static let firstYear = {first_year}\n",
        f"  static let firstDayNumber = {anchor}  // 1 Muharram {first_year} = {anchor_date.isoformat()}\n",
        f"  /// {len(masks)} years, {first_year}–{first_year + len(masks) - 1}; the year after the last starts on day {day}.\n",
        "  static let masks: [UInt16] = [\n",
    ]
    lines += value_lines(masks, lambda v: f"0x{v:03X}",
                     lambda i, n: f"{first_year + i}–{first_year + i + n - 1}" if n > 1 else f"{first_year + i}")
    lines += ["  ]\n", "}\n"]
    return lines, len(rows), len(masks)


def published_table():
    rows = load(PUB_CSV, 1343, 1500, {28, 29, 30, 31})
    first_year, anchor, anchor_date = rows[0][0], rows[0][4], rows[0][2]
    end = rows[-1][4] + rows[-1][3]
    offsets = [j - anchor for *_, j in rows] + [end - anchor]
    if max(offsets) > 0xFFFF:
        fail(f"{PUB_CSV}: offset {max(offsets)} does not fit in UInt16")
    end_date = dt.date.fromordinal(end - ORDINAL_TO_JDN)
    width = len(str(max(offsets)))

    def comment(i, n):
        if i == len(rows):
            return f"end sentinel: {end_date.isoformat()}"
        return f"{first_year + i // 12}"

    lines = [
        f"/// Published lineage (hijridate), 1343–1500 AH: month k (0-based from 1343-01) starts on firstDayNumber + offsets[k]; offsets[{len(rows)}] is the day after the last month.\n",
        "enum UmmAlQuraPublished {\n",
        f"  static let firstYear = {first_year}\n",
        f"  static let firstDayNumber = {anchor}  // 1 Muharram {first_year} = {anchor_date.isoformat()}\n",
        f"  /// {len(offsets)} values: {len(rows)} month starts, one line per year, then the end sentinel ({end_date.isoformat()}).\n",
        "  static let offsets: [UInt16] = [\n",
    ]
    lines += value_lines(offsets, lambda v: f"{v:>{width}}", comment)
    lines += ["  ]\n", "}\n"]
    return lines, len(rows), len(offsets)


def main():
    icu, n_icu, n_masks = icu_table()
    pub, n_pub, n_offsets = published_table()
    text = "".join(
        [f"// Generated by Scripts/gen_hijri_tables.py from {ICU_CSV} and {PUB_CSV}. Do not edit.\n",
         "// swift-format-ignore-file\n\n"] + icu + ["\n"] + pub)
    with open(os.path.join(ROOT, OUT), "w") as f:
        f.write(text)
    print(f"{OUT}: ICU {n_icu} months -> {n_masks} masks; published {n_pub} months -> {n_offsets} offsets",
          file=sys.stderr)


if __name__ == "__main__":
    main()
