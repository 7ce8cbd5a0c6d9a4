#!/usr/bin/env python3
"""Embed the method-by-country table in PrayerSnapshot.

    python3 Scripts/gen_country_methods.py          # writes the Swift file
    python3 Scripts/gen_country_methods.py --check  # fails if the Swift file differs

Reads  Data/methods/countries.csv (country, method, asr, source, note; country '*' = every other country)
Writes Sources/PrayerSnapshot/Generated/CountryMethods.swift: one string literal, a line per row in
       CSV order, fields separated by tabs (MethodChoice parses it at first use; a test compares it
       with the CSV).
Checks: the header; countries are '*' or two capital letters, each once, '*' present; methods are
CalculationMethod raw values (read from Sources/Astro/Prayer/CalculationMethod.swift); asr is
standard or hanafi; source not empty; no tab or line break in a field (Scripts/country_table.py).
Plain Python 3, no packages.
"""
import os
import re

from country_table import ROOT, embed

METHODS_SWIFT = "Sources/Astro/Prayer/CalculationMethod.swift"


def method_ids():
    text = open(os.path.join(ROOT, METHODS_SWIFT), encoding="utf-8").read()
    body = text[text.index("public enum CalculationMethod"):]
    body = body[:body.index("public var name")]
    ids = set()
    for name, raw in re.findall(r"^\s*case (\w+)(?: = \"([^\"]+)\")?\s*$", body, re.M):
        ids.add(raw or name)
    return ids


def main():
    ids = method_ids()

    def check(r, fail):
        if r["method"] not in ids:
            fail(f"unknown method {r['method']!r} (known: {sorted(ids)})")
        if r["asr"] not in ("standard", "hanafi"):
            fail(f"asr {r['asr']!r}")

    embed(
        "gen_country_methods.py", "Data/methods/countries.csv",
        "Sources/PrayerSnapshot/Generated/CountryMethods.swift",
        ["country", "method", "asr", "source", "note"], "CountryMethodsData",
        "The method-by-country table: country, method, asr, source, note; tab-separated, one row a line.",
        check)


if __name__ == "__main__":
    main()
