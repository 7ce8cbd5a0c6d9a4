#!/usr/bin/env python3
"""The shaped widths of Arabic, Persian, Urdu and Bengali, by HarfBuzz, for the fit measurements.

    python3 -m venv /tmp/hbvenv && /tmp/hbvenv/bin/pip install uharfbuzz==0.57.0 fonttools==4.55.0
    cd /tmp && apt-get download fonts-noto-core=20201225-1 \
        && dpkg-deb -x fonts-noto-core_20201225-1_all.deb /tmp/noto
    /tmp/hbvenv/bin/python Scripts/gen_shaped_widths.py /tmp/noto/usr/share/fonts/truetype/noto

Reads  Debian's fonts-noto-core 20201225-1 (SIL Open Font License 1.1): NotoNastaliqUrdu-Regular
       (2.000) for ur, NotoNaskhArabic-Regular (2.004) for ar and fa, NotoSansBengali-Regular
       (2.001) for bn, and NotoSans-Regular (2.004); every string of Data/l10n/<lang>.json (its
       regional overlays too) and the digits of Data/l10n/numbering.json (Latin,
       Arabic-Indic and Extended Arabic-Indic; bn also Bengali's).
Writes Data/fonts/shaped_widths.csv: lang, text, code_points, kind, font, advance, isolated,
       ink_min, ink_max. A `run` is a maximal sequence of the language's script's letters and
       marks (general category L* or M*; Arabic script: U+0600–U+06FF, U+0750–U+077F,
       U+08A0–U+08FF, U+FB50–U+FDFF, U+FE70–U+FEFF; Bengali: U+0980–U+09FF) and ZWNJ, ZWJ: the
       span inside which letters join, ligate (lam-alef), form conjuncts, reorder (Bengali's
       pre-base vowel signs) and take their marks. Every run the language's strings hold is
       shaped whole by HarfBuzz in the language's font (direction and script guessed, language
       set: ar, fa, ur, bn, so that a font's `locl` for Persian or Urdu applies) and its
       `advance` is the sum of the glyphs' x_advance (em/1000). A `char` is any other character
       of the strings (space, digits, punctuation, Latin), shaped alone in the first font of the
       language's stack that has it: ur Noto Nastaliq Urdu, Noto Sans; ar, fa and bn Noto Sans,
       Noto Naskh Arabic, Noto Sans Bengali (advance_widths.csv's stack); default-ignorable ones
       (LRM, RLM, ALM, the isolates) are 0 wide. `isolated` is the sum of the characters'
       nominal glyphs' hmtx advances (no shaping), `ink_min`/`ink_max` the shaped glyphs' ink
       extent from the run's left edge (it can reach past 0 or past `advance`).
       A run a placeholder touches (ar's `{0} و{1}`, `بـ{n} دقائق`) is also written joined to
       every run a string of the table begins with (ends with, for a placeholder before it),
       the runs the composed strings hold.
Fails  where two digits (or a digit and a time separator) shaped
       together are not their advances' sum in their font (the tests sum numbers per digit).
Prints per language how the shaping changes the runs' widths, the runs the README quotes, and
       the strings' width this way against the unshaped measure (advance_widths.csv's: each
       character's advance, Arabic letters in their joining forms; ur against Naskh); and, for the
       languages left unshaped in Noto Sans, how much its kerning would narrow their strings.
The fit tests (PrayerSnapshotTests, `ShapedWidths`) measure ur, ar, fa and bn this way: a
string's runs from this table, each other character from it too; a run it lacks fails them.
"""
import csv
import itertools
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
OUT = "Data/fonts/shaped_widths.csv"
NASTALIQ, NASKH, BENGALI, SANS = (
    "NotoNastaliqUrdu-Regular", "NotoNaskhArabic-Regular", "NotoSansBengali-Regular", "NotoSans-Regular")
ARABIC_BLOCKS = [(0x0600, 0x06FF), (0x0750, 0x077F), (0x08A0, 0x08FF), (0xFB50, 0xFDFF), (0xFE70, 0xFEFF)]
BENGALI_BLOCKS = [(0x0980, 0x09FF)]
# Each language: its script's blocks, the font of its runs, the stack of its other characters.
LANGUAGES = {
    "ar": (ARABIC_BLOCKS, NASKH, [SANS, NASKH, BENGALI]),
    "bn": (BENGALI_BLOCKS, BENGALI, [SANS, NASKH, BENGALI]),
    "fa": (ARABIC_BLOCKS, NASKH, [SANS, NASKH, BENGALI]),
    "ur": (ARABIC_BLOCKS, NASTALIQ, [NASTALIQ, SANS]),
}
QUOTED = {"ur": ["گھنٹے", "ختم", "ایپ"], "ar": ["الظهر", "دقيقة", "ساعة"], "fa": ["ظهر", "دقیقه", "ساعت"],
          "bn": ["মিনিট", "ঘন্টা", "বৃহস্পতি"]}


def in_run(ch, blocks):
    """Whether `ch` belongs to a run of the script of `blocks` (the Swift side's
    `ShapedWidths.Script.contains` is the same rule)."""
    cp = ord(ch)
    if cp in (0x200C, 0x200D):
        return True
    return any(lo <= cp <= hi for lo, hi in blocks) and unicodedata.category(ch)[0] in "LM"


def pieces(text, blocks):
    """`text` cut into its runs and its other characters, in logical order: (piece, is_run)."""
    out, run = [], ""
    for ch in text:
        if in_run(ch, blocks):
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

    def shape(self, text, lang=None):
        """(advance, ink_min, ink_max) of `text` shaped whole, em/1000."""
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        if lang:
            buf.language = lang
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


def quantiles(values):
    q = statistics.quantiles(values, n=10)
    return (f"min {min(values):.2f}, 10% {q[0]:.2f}, median {statistics.median(values):.2f}, "
            f"90% {q[-1]:.2f}, max {max(values):.2f}")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen_shaped_widths.py FONT_FOLDER (the fonts-noto-core truetype/noto folder)")
    folder = sys.argv[1]
    fonts = {name: Shaper(os.path.join(folder, name + ".ttf")) for name in (NASTALIQ, NASKH, BENGALI, SANS)}
    with open(os.path.join(ROOT, "Data/l10n/numbering.json"), encoding="utf-8") as h:
        numbering = json.load(h)
    arabic_digits = "".join(numbering[system] for system in ("latn", "arab", "arabext"))
    rows = []
    for lang, (blocks, face, stack) in LANGUAGES.items():
        with open(os.path.join(ROOT, f"Data/l10n/{lang}.json"), encoding="utf-8") as h:
            texts = list(strings(json.load(h)))
        digits = arabic_digits + (numbering["beng"] if blocks is BENGALI_BLOCKS else "")
        runs, chars = set(), set(digits) | set("0123456789:.,-–· ") | {chr(c) for c in IGNORABLE}
        leading, trailing = set(), set()
        for t in texts:
            cut = pieces(re.sub(r"\{[^}]*\}", " ", t), blocks)
            for piece, is_run in cut:
                (runs if is_run else chars).add(piece)
            if cut and cut[0][1]:
                leading.add(cut[0][0])
            if cut and cut[-1][1]:
                trailing.add(cut[-1][0])
        # A run a placeholder touches (`{0} و{1}`, ar's list of two) joins the value put there:
        # that run with every run a string of the table begins with (or ends with) is a run too.
        for t in texts:
            for m in re.finditer(r"\{[^}]*\}", t):
                before = pieces(re.sub(r"\{[^}]*\}", " ", t[: m.start()]), blocks)
                after = pieces(re.sub(r"\{[^}]*\}", " ", t[m.end():]), blocks)
                if before and before[-1][1]:
                    runs |= {before[-1][0] + run for run in leading}
                if after and after[0][1]:
                    runs |= {run + after[0][0] for run in trailing}
        chars = {c for c in chars if ord(c) >= 0x20 and not in_run(c, blocks)}
        shaper = fonts[face]
        for run in sorted(runs):
            if not shaper.has(run):
                sys.exit(f"{face} lacks a character of the {lang} run {run!r}")
            adv, lo, hi = shaper.shape(run, lang)
            rows.append((lang, run, "run", face, adv, shaper.isolated(run), lo, hi))
        char_font = {}
        for ch in sorted(chars, key=ord):
            if ord(ch) in IGNORABLE:
                rows.append((lang, ch, "char", "-", 0, 0, 0, 0))
                continue
            name = next((n for n in stack if fonts[n].has(ch)), None)
            if name is None:
                sys.exit(f"no font of {lang}'s stack {stack} has U+{ord(ch):04X} {unicodedata.name(ch, '')}")
            char_font[ch] = name
            adv, lo, hi = fonts[name].shape(ch, lang)
            rows.append((lang, ch, "char", name, adv, fonts[name].isolated(ch), lo, hi))
        # A number is measured digit by digit: two digits, or a digit and a separator, shaped
        # together must be their sum (no kerning, no contextual digit forms).
        numeric = [c for c in chars if unicodedata.category(c) == "Nd" or c in ":.,٫٬"]
        for a, b in itertools.product(numeric, repeat=2):
            if char_font.get(a) == char_font.get(b) and a in char_font:
                f = fonts[char_font[a]]
                if f.shape(a + b, lang)[0] != f.shape(a, lang)[0] + f.shape(b, lang)[0]:
                    sys.exit(f"{lang}: {a + b!r} shaped in {char_font[a]} is not its characters' sum")
        print(f"{lang}: {len(runs)} runs in {face}, {len(chars)} characters; "
              f"{len(numeric) ** 2} digit pairs are their sums", file=sys.stderr)

    with open(os.path.join(ROOT, OUT), "w", encoding="utf-8", newline="") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["lang", "text", "code_points", "kind", "font", "advance", "isolated", "ink_min", "ink_max"])
        for lang, text, kind, font, adv, iso, lo, hi in rows:
            w.writerow([lang, text, " ".join(f"U+{ord(c):04X}" for c in text), kind, font, adv, iso, lo, hi])
    print(f"{OUT}: {len(rows)} rows", file=sys.stderr)

    tt = {name: fonts[name].tt for name in fonts}
    for lang, (blocks, face, stack) in LANGUAGES.items():
        mine = [r for r in rows if r[0] == lang]
        shaped = [(r[1], r[4], r[5]) for r in mine if r[2] == "run" and len(r[1]) > 1]
        ratios = [a / i for _, a, i in shaped]
        print(f"{lang}: runs of 2+ characters: {len(shaped)}, shaped/isolated advance: {quantiles(ratios)}; "
              f"{sum(a != i for _, a, i in shaped)} differ", file=sys.stderr)
        over = max((max(-lo, hi - a, 0), r) for _, r, k, _, a, _, lo, hi in mine if k == "run")
        print(f"{lang}: the largest ink overhang past a run's advance: {over[0]} em/1000 ({over[1]})", file=sys.stderr)
        for run in QUOTED[lang]:
            print(f"{lang}: quoted: {run} {fonts[face].shape(run, lang)[0]}", file=sys.stderr)

        # The strings shaped (this table's way) against the unshaped measure: advance_widths.csv's
        # stack (Noto Sans first, then Naskh, then Bengali), Arabic letters in their joining forms.
        table = {r[1]: r[4] for r in mine}
        with open(os.path.join(ROOT, f"Data/l10n/{lang}.json"), encoding="utf-8") as h:
            texts = [re.sub(r"\{[^}]*\}", "", s) for s in strings(json.load(h))]

        def unshaped(s):
            width = 0
            for piece, is_run in pieces(s, blocks):
                if is_run and blocks is ARABIC_BLOCKS:
                    width += joined_width(piece, tt[NASKH])
                elif is_run:
                    width += fonts[BENGALI].isolated(piece)
                elif ord(piece) not in IGNORABLE:
                    name = next(n for n in (SANS, NASKH, BENGALI) if fonts[n].has(piece))
                    width += fonts[name].isolated(piece)
            return width

        measured = [s for s in texts if sum(in_run(c, blocks) for c in s) >= 3]
        ratios = [sum(table[p] for p, _ in pieces(s, blocks)) / unshaped(s) for s in measured]
        print(f"{lang}: {len(measured)} strings of 3+ letters, shaped in {face} / unshaped "
              f"(advance_widths.csv: Noto Naskh Arabic joining forms, Bengali per character): {quantiles(ratios)}; "
              f"{sum(r != 1 for r in ratios)} differ", file=sys.stderr)

    # The other languages stay unshaped in Noto Sans (no joining; its GPOS kerning left out):
    # how much kerning would narrow their strings.
    sans = fonts[SANS]
    for lang in ("de", "en", "fr", "id", "ms", "ru", "tr"):
        with open(os.path.join(ROOT, f"Data/l10n/{lang}.json"), encoding="utf-8") as h:
            texts = [re.sub(r"\{[^}]*\}", "", s) for s in strings(json.load(h))]
        texts = [t for t in texts if len(t) >= 3 and sans.has(t) and sans.isolated(t)]
        ratios = [sans.shape(t, lang)[0] / sans.isolated(t) for t in texts]
        print(f"{lang}: {len(texts)} strings, shaped (kerned) in {SANS} / unshaped: {quantiles(ratios)}; "
              f"{sum(r != 1 for r in ratios)} differ", file=sys.stderr)


if __name__ == "__main__":
    main()
