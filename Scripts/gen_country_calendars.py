#!/usr/bin/env python3
"""Embed the Hijri-calendar-by-country table in PrayerSnapshot.

    python3 Scripts/gen_country_calendars.py          # writes the Swift file
    python3 Scripts/gen_country_calendars.py --check  # fails if the Swift file differs

Reads  Data/hijri/country_calendars.csv (country, calendar, source, note; country '*' = every other country)
Writes Sources/PrayerSnapshot/Generated/CountryCalendars.swift: one string literal, a line per row
       in CSV order, fields separated by tabs (CalendarChoice parses it at first use; a test
       compares it with the CSV).
Checks: the header; countries are '*' or two capital letters, each once, '*' present; calendars are
HijriCalendar.namedIdentifiers (read from Sources/Hijri/HijriCalendar.swift); source not empty; no
tab or line break in a field (Scripts/country_table.py).
Plain Python 3, no packages.
"""
import os
import re

from country_table import ROOT, embed

CALENDAR_SWIFT = "Sources/Hijri/HijriCalendar.swift"


def calendar_ids():
    text = open(os.path.join(ROOT, CALENDAR_SWIFT), encoding="utf-8").read()
    listed = re.search(r"static let namedIdentifiers = \[([^\]]*)\]", text)
    return set(re.findall(r'"([^"]+)"', listed.group(1)))


def main():
    ids = calendar_ids()

    def check(r, fail):
        if r["calendar"] not in ids:
            fail(f"unknown calendar {r['calendar']!r} (known: {sorted(ids)})")

    embed(
        "gen_country_calendars.py", "Data/hijri/country_calendars.csv",
        "Sources/PrayerSnapshot/Generated/CountryCalendars.swift",
        ["country", "calendar", "source", "note"], "CountryCalendarsData",
        "The Hijri-calendar-by-country table: country, calendar, source, note; tab-separated, one row a line.",
        check)


if __name__ == "__main__":
    main()
