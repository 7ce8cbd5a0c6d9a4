#!/usr/bin/env python3
"""Urdu's widths in Noto Nastaliq Urdu, shaped by HarfBuzz, for the fit measurements.

    python3 -m venv /tmp/hbvenv && /tmp/hbvenv/bin/pip install uharfbuzz==0.57.0 fonttools==4.55.0
    cd /tmp && apt-get download fonts-noto-core=20201225-1 \
        && dpkg-deb -x fonts-noto-core_20201225-1_all.deb /tmp/noto
    /tmp/hbvenv/bin/python Scripts/gen_nastaliq_widths.py /tmp/noto/usr/share/fonts/truetype/noto

Reads  NotoNastaliqUrdu-Regular (2.000) and NotoSans-Regular (for the Latin letters Nastaliq lacks:
       `AM`, `PM`) of Debian's fonts-noto-core 20201225-1 (SIL Open Font License 1.1), every string
       of Data/l10n/ur.json and the Latin, Arabic-Indic and Extended Arabic-Indic digits of
       Data/l10n/numbering.json (`--digits`).
Writes Data/fonts/nastaliq_widths.csv: text, code_points, kind, font, advance, isolated, ink_min,
       ink_max. A `run` is a maximal sequence of Arabic-script letters and marks (a character of
       U+0600–U+06FF, U+0750–U+077F, U+08A0–U+08FF, U+FB50–U+FDFF or U+FE70–U+FEFF of general
       category L* or M*, and ZWNJ, ZWJ), the span inside which the letters join and Nastaliq's
       contextual forms, cursive attachment and marks act; every run the table's strings hold is
       shaped whole by HarfBuzz (direction, script and language guessed: RTL, Arab) and its
       `advance` is the sum of the glyphs' x_advance (em/1000). A `char` is any other character
       of the strings (space, digits, punctuation, Latin), shaped alone; default-ignorable ones
       (LRM, RLM, ALM, the isolates) are 0 wide. `isolated` is the sum of the characters'
       nominal glyphs' hmtx advances (no shaping), `ink_min`/`ink_max` the shaped glyphs' ink
       extent from the run's left edge (it can reach past 0 or past `advance`).
Fails  where a placeholder (`{prayer}`) touches a run: the run a composed string holds would then
       not be one of the table's.
Prints how the shaping changes the runs' widths, the three runs the README quotes, and the median
       ratio of the Urdu strings' width in Nastaliq (this CSV's way) to their width in Noto Naskh
       Arabic (advance_widths.csv's way: unshaped, joining forms).
The fit tests (PrayerSnapshotTests, `SmallFamilyFitTests.Face.nastaliq`) measure Urdu this way: a
string's runs from this table, each other character from it too; a run it lacks fails them.
"""
import csv
import json
import os
import re
import statistics
import sys
import unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(__file__))
from gen_font_widths import IGNORABLE, joined_width, strings  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(__file__), ".."))
OUT = "Data/fonts/nastaliq_widths.csv"
NASTALIQ, FALLBACK = "NotoNastaliqUrdu-Regular", "NotoSans-Regular"
ARABIC_BLOCKS = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]


def in_run(ch):
    """Whether `ch` belongs to a run (the Swift test's `NastaliqWidths.inRun` is the same rule)."""
    cp = ord(ch)
    if cp in (0x200C, 0x200D):
        return True
    return any(lo <= cp <= hi for lo, hi in ARABIC_BLOCKS) and unicodedata.category(ch)[0] in "LM"


def pieces(text):
    """`text` cut into its runs and its other characters, in logical order: (piece, is_run)."""
    out, run = [], ""
    for ch in text:
        if in_run(ch):
            run += ch
            continue
        if run:
            out.append((run, True))
            run = ""
        out.append((ch, False))
    if run:
        out.append((run, True))
    return out


class Shaper:
    def __init__(self, path):
        self.font = hb.Font(hb.Face(hb.Blob.from_file_path(path)))
        self.tt = TTFont(path)
        self.cmap, self.hmtx = self.tt.getBestCmap(), self.tt["hmtx"]
        if self.tt["head"].unitsPerEm != 1000:
            sys.exit(f"{path}: unitsPerEm {self.tt['head'].unitsPerEm}, the CSV assumes 1000")

    def has(self, text):
        return all(ord(c) in self.cmap for c in text)

    def shape(self, text):
        """(advance, ink_min, ink_max) of `text` shaped whole, em/1000."""
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(self.font, buf, {})
        x, lo, hi = 0, None, None
        for info, pos in zip(buf.glyph_infos, buf.glyph_positions):
            e = self.font.get_glyph_extents(info.codepoint)
            if e and e.width:
                a, b = x + pos.x_offset + e.x_bearing, x + pos.x_offset + e.x_bearing + e.width
                lo, hi = min(a, b, lo if lo is not None else a), max(a, b, hi if hi is not None else b)
            x += pos.x_advance
        return x, (lo if lo is not None else 0), (hi if hi is not None else 0)

    def isolated(self, text):
        return sum(self.hmtx[self.cmap[ord(c)]][0] for c in text if ord(c) not in IGNORABLE)


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen_nastaliq_widths.py FONT_FOLDER (the fonts-noto-core truetype/noto folder)")
    folder = sys.argv[1]
    nastaliq = Shaper(os.path.join(folder, NASTALIQ + ".ttf"))
    fallback = Shaper(os.path.join(folder, FALLBACK + ".ttf"))
    with open(os.path.join(ROOT, "Data/l10n/ur.json"), encoding="utf-8") as h:
        texts = list(strings(json.load(h)))
    with open(os.path.join(ROOT, "Data/l10n/numbering.json"), encoding="utf-8") as h:
        numbering = json.load(h)
    digits = "".join(numbering[system] for system in ("latn", "arab", "arabext"))  # Bengali's: not Urdu's
    for t in texts:
        for m in re.finditer(r"\{[^}]*\}", t):
            before, after = t[m.start() - 1: m.start()], t[m.end(): m.end() + 1]
            if (before and in_run(before)) or (after and in_run(after)):
                sys.exit(f"ur.json: {t!r}: the placeholder {m.group()} touches a run")
    runs, chars = set(), set(digits) | set("0123456789:.,-–· ") | {chr(c) for c in IGNORABLE}
    for t in texts:
        for piece, is_run in pieces(re.sub(r"\{[^}]*\}", " ", t)):
            (runs if is_run else chars).add(piece)
    chars = {c for c in chars if ord(c) >= 0x20 and not in_run(c)}
    rows = []
    for run in sorted(runs):
        if not nastaliq.has(run):
            sys.exit(f"{NASTALIQ} lacks a character of the run {run!r}")
        adv, lo, hi = nastaliq.shape(run)
        rows.append((run, "run", NASTALIQ, adv, nastaliq.isolated(run), lo, hi))
    for ch in sorted(chars, key=ord):
        if ord(ch) in IGNORABLE:
            rows.append((ch, "char", "-", 0, 0, 0, 0))
            continue
        shaper, name = (nastaliq, NASTALIQ) if nastaliq.has(ch) else (fallback, FALLBACK)
        if not shaper.has(ch):
            sys.exit(f"neither {NASTALIQ} nor {FALLBACK} has U+{ord(ch):04X} {unicodedata.name(ch, '')}")
        adv, lo, hi = shaper.shape(ch)
        rows.append((ch, "char", name, adv, shaper.isolated(ch), lo, hi))
    with open(os.path.join(ROOT, OUT), "w", encoding="utf-8", newline="") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["text", "code_points", "kind", "font", "advance", "isolated", "ink_min", "ink_max"])
        for text, kind, font, adv, iso, lo, hi in rows:
            w.writerow([text, " ".join(f"U+{ord(c):04X}" for c in text), kind, font, adv, iso, lo, hi])
    print(f"{OUT}: {len(runs)} runs, {len(chars)} characters", file=sys.stderr)

    shaped = [(r, a, i) for r, k, _, a, i, _, _ in rows if k == "run" and len(r) > 1]
    ratios = [a / i for _, a, i in shaped]
    q = statistics.quantiles(ratios, n=10)
    print(f"runs of 2+ characters: {len(shaped)}, shaped/isolated advance: min {min(ratios):.2f}, "
          f"10% {q[0]:.2f}, median {statistics.median(ratios):.2f}, 90% {q[-1]:.2f}, max {max(ratios):.2f}; "
          f"{sum(a != i for _, a, i in shaped)} differ", file=sys.stderr)
    over = max((max(-lo, hi - a, 0), r) for r, k, _, a, _, lo, hi in rows if k == "run")
    print(f"the largest ink overhang past a run's advance: {over[0]} em/1000 ({over[1]})", file=sys.stderr)
    for run in ("گھنٹے", "ختم", "ایپ"):
        print(f"quoted: {run} {nastaliq.shape(run)[0]}", file=sys.stderr)

    # The Urdu strings in Nastaliq (this table's way) against Noto Naskh Arabic (the old way).
    table = {text: adv for text, _, _, adv, _, _, _ in rows}
    naskh = TTFont(os.path.join(folder, "NotoNaskhArabic-Regular.ttf"))
    naskh_cmap = naskh.getBestCmap()

    def naskh_width(s):  # advance_widths.csv's measure: Noto Sans first, Arabic letters joined
        width = 0
        for piece, is_run in pieces(s):
            if is_run:
                width += joined_width(piece, naskh)
            elif ord(piece) not in IGNORABLE:
                width += fallback.isolated(piece) if fallback.has(piece) else naskh["hmtx"][naskh_cmap[ord(piece)]][0]
        return width

    arabic = [re.sub(r"\{[^}]*\}", "", s) for s in texts if sum(in_run(c) for c in s) >= 3]
    wider = [sum(table[p] for p, _ in pieces(s)) / naskh_width(s) for s in arabic]
    q = statistics.quantiles(wider, n=10)
    print(f"ur: {len(arabic)} strings, Noto Nastaliq Urdu shaped / Noto Naskh Arabic joined (unshaped): "
          f"min {min(wider):.2f}, 10% {q[0]:.2f}, median {statistics.median(wider):.2f}, 90% {q[-1]:.2f}, "
          f"max {max(wider):.2f}", file=sys.stderr)


if __name__ == "__main__":
    main()
