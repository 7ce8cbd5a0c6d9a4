#!/usr/bin/env python3
"""Build the names of the big cities in the languages of Muslim-majority users, and embed them.

    apt-get download libgeonames-common=0.3.0-1 && dpkg-deb -x libgeonames-common_0.3.0-1_all.deb /tmp/libgeonames
    pip install babel==2.18.0
    python3 Scripts/gen_place_names.py --geonames /tmp/libgeonames          # writes both files below
    python3 Scripts/gen_place_names.py --geonames /tmp/libgeonames --check  # fails if either differs

Reads  Data/places/cities15000.csv (the places table: which places, their names, zones, people)
       GeoNames' alternate names by language, as Debian's libgeonames-common 0.3.0-1 ships them
         (usr/share/locale/LANG/LC_MESSAGES/geonames.mo: msgid = geonameid, msgstr = the name
         GeoNames gives in LANG; data CC BY 4.0, geonames.org — see its debian/copyright)
       CLDR's exemplar cities (the city of each IANA zone, per language), through babel 2.18.0
         (CLDR data, Unicode licence)
Writes Data/places/place_names.csv       geonameid,language,name,source
       Sources/PrayerSnapshot/Generated/PlaceNamesData.swift

Rows: for every place of the table with at least MIN_POPULATION people, each of its names in
LANGUAGES that differs from its table name and ASCII name (case ignored):
  source `geonames`: the libgeonames catalogue's name of that geonameid;
  source `cldr`: CLDR's exemplar city of the place's zone in that language, for the place that is
    the zone's city — the most populous row of that zone whose name or ASCII name is CLDR's
    English exemplar city (Asia/Jakarta → Jakarta, 1642911). Only names CLDR gives explicitly.
Rows sorted by geonameid, language, name; a (geonameid, language, name) given by both sources is
kept once, as `geonames`.

Embedding (PlaceNamesData.swift): one string literal, one `geonameid<TAB>language<TAB>name<TAB>source`
line per row, in CSV order (packed_literal: many to a source line); PlaceSearchKeys reads it at the first search (never at start-up).
"""
import argparse
import csv
import gettext
import io
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLACES = "Data/places/cities15000.csv"
CSV_OUT = "Data/places/place_names.csv"
SWIFT_OUT = "Sources/PrayerSnapshot/Generated/PlaceNamesData.swift"
LANGUAGES = ["tr", "ar", "fa", "ur", "ms", "id", "bn", "ru", "fr", "de"]
MIN_POPULATION = 100_000



def packed_literal(rows, width=2500):
    """The rows as the body of a multi-line string literal: several to a source line, joined by
    the escape \\n (a newline in the string), so the table does not take a line a row."""
    assert not any("\\" in r or '"""' in r for r in rows)
    lines, line, n = [], [], 0
    for r in rows:
        if line and n + len(r) > width:
            lines.append("\\n".join(line))
            line, n = [], 0
        line.append(r)
        n += len(r) + 2
    lines.append("\\n".join(line))
    return "\n".join(lines)


def fail(msg):
    sys.exit("gen_place_names.py: error: " + msg)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--geonames", required=True, help="libgeonames-common extracted (dpkg-deb -x)")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    try:
        import babel
        from babel import Locale
        from babel.dates import get_timezone_location
    except ImportError:
        fail("pip install babel==2.18.0")
    if babel.__version__ != "2.18.0":
        fail(f"babel {babel.__version__}: the files were made with 2.18.0")

    with open(os.path.join(ROOT, PLACES), encoding="utf-8", newline="") as f:
        places = {int(r["geonameid"]): r for r in csv.DictReader(f)}
    big = {i: r for i, r in places.items() if int(r["population"]) >= MIN_POPULATION}

    names = {}  # (id, language, name) -> source
    for lang in LANGUAGES:
        path = os.path.join(args.geonames, "usr/share/locale", lang, "LC_MESSAGES/geonames.mo")
        with open(path, "rb") as f:
            catalog = gettext.GNUTranslations(f)._catalog
        for key, name in catalog.items():
            if key.isdigit() and int(key) in big:
                names.setdefault((int(key), lang, name.strip()), "geonames")

    zones = sorted({r["zone"] for r in big.values()})
    for zone in zones:
        english = get_timezone_location(zone, locale="en", return_city=True)
        rows = [r for r in big.values() if r["zone"] == zone and english in (r["name"], r["asciiname"])]
        if not rows:
            continue
        row = max(rows, key=lambda r: (int(r["population"]), -int(r["geonameid"])))
        for lang in LANGUAGES:
            city = Locale.parse(lang).time_zones.get(zone, {}).get("city")
            if city:
                names.setdefault((int(row["geonameid"]), lang, city.strip()), "cldr")

    out = []
    for (gid, lang, name), source in sorted(names.items()):
        r = big[gid]
        if not name or name.casefold() in (r["name"].casefold(), r["asciiname"].casefold()):
            continue
        if any(c in name for c in "\t\n\"") or "," in name:
            continue  # "city, region" forms and anything the literal cannot hold as is
        out.append((gid, lang, name, source))

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["geonameid", "language", "name", "source"])
    w.writerows(out)
    csv_text = buf.getvalue()
    lines = packed_literal([f"{g}\t{l}\t{n}\t{s}" for g, l, n, s in out])
    swift_text = (
        "// Generated by Scripts/gen_place_names.py from GeoNames' names by language (Debian's\n"
        "// libgeonames-common 0.3.0-1; CC BY 4.0, geonames.org) and CLDR's exemplar cities (babel\n"
        "// 2.18.0): the same rows as Data/places/place_names.csv. Do not edit.\n\n"
        "/// Names of the places of 100,000+ people in Turkish, Arabic, Persian, Urdu, Malay,\n"
        "/// Indonesian, Bengali, Russian, French and German: one `geonameid<TAB>language<TAB>name<TAB>source` line each, by geonameid (the\n"
        "/// literal packs many lines to a source line, joined by `\\n` escapes).\n"
        "enum PlaceNamesData {\n"
        f"  static let rows: StaticString = \"\"\"\n{lines}\n\"\"\"\n"
        "}\n")
    outputs = [(CSV_OUT, csv_text), (SWIFT_OUT, swift_text)]
    bad = False
    for path, text in outputs:
        full = os.path.join(ROOT, path)
        if args.check:
            with open(full, encoding="utf-8") as f:
                if f.read() != text:
                    print(f"gen_place_names.py: {path} differs")
                    bad = True
        else:
            with open(full, "w", encoding="utf-8", newline="") as f:
                f.write(text)
    by_lang = {l: sum(1 for r in out if r[1] == l) for l in LANGUAGES}
    by_source = {s: sum(1 for r in out if r[3] == s) for s in ("geonames", "cldr")}
    print(f"{len(out)} names of {len({r[0] for r in out})} places; {by_lang}; {by_source}; "
          f"{len(csv_text.encode())} bytes")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
