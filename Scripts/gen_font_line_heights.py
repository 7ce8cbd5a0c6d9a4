#!/usr/bin/env python3
"""The line height of each font the fit tests measure with: Data/fonts/line_heights.csv.

    /tmp/hbvenv/bin/python Scripts/gen_font_line_heights.py /tmp/noto/usr/share/fonts/truetype/noto

Reads the `hhea` table (ascender, descender, lineGap) and `head.unitsPerEm` of Noto Sans, Noto
Naskh Arabic, Noto Sans Bengali and Noto Nastaliq Urdu (Debian fonts-noto-core 20201225-1, the
fonts of advance_widths.csv and shaped_widths.csv; SIL OFL 1.1) with fontTools 4.55.0, and
writes per font the line height ascender - descender + lineGap in em/1000: what a text view lays
one line of that font out in. AccessoryFamilyFitTests takes a string's tallest font for the
circle's chord.
"""
import csv
import io
import os
import sys

from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = "Data/fonts/line_heights.csv"
FONTS = ["NotoSans-Regular", "NotoNaskhArabic-Regular", "NotoSansBengali-Regular", "NotoNastaliqUrdu-Regular"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen_font_line_heights.py FONT_DIR")
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["font", "units_per_em", "ascender", "descender", "line_gap", "line_height"])
    for name in FONTS:
        f = TTFont(os.path.join(sys.argv[1], name + ".ttf"))
        upm = f["head"].unitsPerEm
        h = f["hhea"]
        height = round((h.ascent - h.descent + h.lineGap) * 1000 / upm)
        w.writerow([name, upm, h.ascent, h.descent, h.lineGap, height])
    with open(os.path.join(ROOT, OUT), "w", encoding="utf-8", newline="") as out:
        out.write(buf.getvalue())
    print(buf.getvalue(), end="", file=sys.stderr)


if __name__ == "__main__":
    main()
