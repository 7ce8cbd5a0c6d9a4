#!/usr/bin/env python3
"""Write Data/places/country_alpha3.csv: ISO 3166-1 alpha-2 → alpha-3 codes.

    python3 Scripts/gen_country_alpha3.py          # writes the file
    python3 Scripts/gen_country_alpha3.py --check  # fails if it differs

Source: Debian's iso-codes package (4.15.0-1 here), /usr/share/iso-codes/json/iso_3166-1.json,
the ISO 3166-1 list as Debian ships it (https://salsa.debian.org/iso-codes-team/iso-codes,
LGPL-2.1+; the codes themselves are ISO's). Rows sorted by alpha-2. Scripts/gen_country_aliases.swift
reads the file, so `--city "London, GBR"` works as `GB` does.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = "/usr/share/iso-codes/json/iso_3166-1.json"
OUT = os.path.join(ROOT, "Data/places/country_alpha3.csv")


def main():
    with open(SOURCE, encoding="utf-8") as f:
        entries = json.load(f)["3166-1"]
    rows = sorted((e["alpha_2"], e["alpha_3"]) for e in entries)
    text = "alpha2,alpha3\n" + "".join(f"{a2},{a3}\n" for a2, a3 in rows)
    if "--check" in sys.argv:
        with open(OUT, encoding="utf-8") as f:
            if f.read() != text:
                sys.exit(f"gen_country_alpha3.py: {OUT} differs")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{OUT}: {len(rows)} codes", file=sys.stderr)


if __name__ == "__main__":
    main()
