#!/usr/bin/env python3
"""The advance widths of every character the language tables use, for the fit measurements.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install fonttools==4.55.0
    cd /tmp && apt-get download fonts-noto-core=20201225-1 \
        && dpkg-deb -x fonts-noto-core_20201225-1_all.deb /tmp/noto
    /tmp/venv/bin/python Scripts/gen_font_widths.py /tmp/noto/usr/share/fonts/truetype/noto

Reads  NotoSans-Regular, NotoNaskhArabic-Regular and NotoSansBengali-Regular (Debian's
       fonts-noto-core 20201225-1; SIL Open Font License 1.1) and every string of
       Data/l10n/*.json and the digits of Data/l10n/numbering.json.
Writes Data/fonts/advance_widths.csv: code_point, font, advance (em/1000, the font's hmtx
       advance of the glyph its cmap maps the character to), joining (the Unicode joining type
       of an Arabic-script character, ArabicShaping.txt: D, R, U, T or C), init, medi, fina (the
       advances of its joining forms, the font's GSUB single substitutions; empty where the
       form is the isolated one), name. The font is the first of the
       stack NotoSans, NotoNaskhArabic, NotoSansBengali that has the character (a fallback stack,
       as a platform's): Latin and Cyrillic from Noto Sans, Arabic-script letters and digits from
       Noto Naskh Arabic, Bengali from Noto Sans Bengali. Default-ignorable characters (LRM, RLM,
       ZWNJ, ZWJ) are 0 wide.
Prints how pessimistic the isolated widths are for Arabic script: each Arabic-script string of
       the tables measured with isolated forms and with its joining forms (chosen by the joining
       types, as the fit test does), lam-alef ligatures, marks' positioning and kerning still
       ignored (fontTools does not shape).
The fit tests (PrayerSnapshotTests) sum these widths for the languages written in Latin or
Cyrillic letters (Noto Sans joins none; its kerning is left out) and take each character's font
for the line heights; ar, fa, ur and bn, whose widths depend on shaping, they measure shaped
(Scripts/gen_shaped_widths.py, which uses the joining forms here as the unshaped comparison).
"""
import csv
import json
import os
import statistics
import sys
import unicodedata

from fontTools.ttLib import TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
STACK = ["NotoSans-Regular", "NotoNaskhArabic-Regular", "NotoSansBengali-Regular"]
OUT = "Data/fonts/advance_widths.csv"
IGNORABLE = {0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x061C, 0x2066, 0x2067, 0x2068, 0x2069}
# Unicode ArabicShaping.txt joining types of the letters the tables use: right-joining (R) and
# non-joining (U) among U+0600–U+06FF; the rest of the letters are dual-joining (D), the marks
# transparent (T), tatweel join-causing (C).
RIGHT = set("اأإآٱدذرزژوؤةۀےۓڈڑۃ")
NON_JOINING = set("ء")


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)


def joining_type(ch):
    if ch in RIGHT:
        return "R"
    if ch in NON_JOINING:
        return "U"
    if ch == "\u0640" or ch == "\u200d":
        return "C"
    if unicodedata.category(ch) in ("Mn", "Me", "Cf") and ch != "\u200c":
        return "T"
    if "\u0620" <= ch <= "\u06ff" and unicodedata.category(ch) == "Lo":
        return "D"
    return "U"


def single_substitutions(font, tag):
    """The glyph → glyph map of the GSUB feature `tag` (its single substitutions)."""
    gsub = font["GSUB"].table
    mapping = {}
    for record in gsub.FeatureList.FeatureRecord:
        if record.FeatureTag != tag:
            continue
        for index in record.Feature.LookupListIndex:
            lookup = gsub.LookupList.Lookup[index]
            for sub in lookup.SubTable:
                if lookup.LookupType == 7:
                    sub = sub.ExtSubTable
                for source, target in (getattr(sub, "mapping", None) or {}).items():
                    if isinstance(target, str):  # a single substitution (not a multiple one)
                        mapping.setdefault(source, target)
    return mapping


def joined_width(text, font):
    """`text`'s width with the joining forms of the Arabic letters (no ligatures, no kerning)."""
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    forms = {tag: single_substitutions(font, tag) for tag in ("init", "medi", "fina")}
    chars = list(text)
    types = [joining_type(c) for c in chars]

    def neighbour(i, step):
        j = i + step
        while 0 <= j < len(chars) and types[j] == "T":
            j += step
        return types[j] if 0 <= j < len(chars) else "U"

    width = 0
    for i, c in enumerate(chars):
        if ord(c) in IGNORABLE or ord(c) not in cmap:
            continue
        glyph = cmap[ord(c)]
        t = types[i]
        before = neighbour(i, -1) in ("D", "C") and t in ("D", "R", "C")
        after = neighbour(i, +1) in ("D", "R", "C") and t in ("D", "C")
        form = {(True, True): "medi", (False, True): "init", (True, False): "fina"}.get((before, after))
        if form and t != "C":
            glyph = forms[form].get(glyph, glyph)
        width += hmtx[glyph][0]
    return width


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen_font_widths.py FONT_FOLDER (the fonts-noto-core truetype/noto folder)")
    fonts = {name: TTFont(os.path.join(sys.argv[1], name + ".ttf")) for name in STACK}
    for name, font in fonts.items():
        if font["head"].unitsPerEm != 1000:
            sys.exit(f"{name}: unitsPerEm {font['head'].unitsPerEm}, the CSV assumes 1000")
    folder = os.path.join(ROOT, "Data/l10n")
    texts = []
    for f in sorted(os.listdir(folder)):
        with open(os.path.join(folder, f), encoding="utf-8") as h:
            texts += list(strings(json.load(h)))
    chars = set("".join(texts)) | set("0123456789:.,-–· ") | {chr(c) for c in IGNORABLE}
    rows = []
    forms = {name: {tag: single_substitutions(f, tag) for tag in ("init", "medi", "fina")} for name, f in fonts.items()
             if "GSUB" in f}
    for ch in sorted(chars, key=ord):
        cp = ord(ch)
        if cp < 0x20:
            continue
        if cp in IGNORABLE:
            rows.append((f"U+{cp:04X}", "-", 0, "", "", "", "", unicodedata.name(ch, "")))
            continue
        for name in STACK:
            cmap = fonts[name].getBestCmap()
            if cp in cmap:
                hmtx, glyph = fonts[name]["hmtx"], cmap[cp]
                arabic = name.startswith("NotoNaskh")
                joined = [""] * 3
                if arabic:
                    for k, tag in enumerate(("init", "medi", "fina")):
                        g = forms[name][tag].get(glyph)
                        joined[k] = hmtx[g][0] if g else ""
                rows.append((f"U+{cp:04X}", name, hmtx[glyph][0], joining_type(ch) if arabic else "", *joined,
                             unicodedata.name(ch, "")))
                break
        else:
            print(f"no font of the stack has U+{cp:04X} {unicodedata.name(ch, '')}", file=sys.stderr)
    with open(os.path.join(ROOT, OUT), "w", encoding="utf-8", newline="") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["code_point", "font", "advance", "joining", "init", "medi", "fina", "name"])
        w.writerows(rows)
    print(f"{OUT}: {len(rows)} characters", file=sys.stderr)

    # How pessimistic the unshaped widths are for Arabic script.
    naskh = fonts["NotoNaskhArabic-Regular"]
    cmap, hmtx = naskh.getBestCmap(), naskh["hmtx"]
    for tag in ("ar", "fa", "ur"):
        with open(os.path.join(folder, tag + ".json"), encoding="utf-8") as h:
            arabic = [s for s in strings(json.load(h)) if sum("\u0620" <= c <= "\u06ff" for c in s) >= 3]
        ratios = []
        for s in arabic:
            unshaped = sum(hmtx[cmap[ord(c)]][0] for c in s if ord(c) in cmap and ord(c) not in IGNORABLE)
            ratios.append(joined_width(s, naskh) / unshaped)
        q = statistics.quantiles(ratios, n=10)
        print(f"{tag}: {len(ratios)} Arabic-script strings, joined/isolated width (Noto Naskh Arabic): "
              f"min {min(ratios):.2f}, 10% {q[0]:.2f}, median {statistics.median(ratios):.2f}, "
              f"90% {q[-1]:.2f}, max {max(ratios):.2f}", file=sys.stderr)


if __name__ == "__main__":
    main()
