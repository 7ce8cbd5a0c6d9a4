#!/usr/bin/env python3
"""Embed the language tables of Data/l10n/ in PrayerSnapshot.

    python3 Scripts/gen_l10n_tables.py          # writes the Swift file
    python3 Scripts/gen_l10n_tables.py --check  # fails if the Swift file differs

Reads  Data/l10n/<tag>.json (one per language: words, message templates, CLDR plural rules,
       patterns, defaults, regional overlays; each lists its sources) and Data/l10n/numbering.json
       (the ten digits of each numbering system).
Writes Sources/PrayerSnapshot/Generated/LocalizationData.swift: each file as compact JSON on one
       line, in a raw string literal (LanguageTable parses it at first use;
       LanguageTableTests compares it with the files), with what start-up needs known without
       a parse: each table's regions and direction, and every tag's default digits and clock.
Checks: every key LanguageTable needs is there with its type (in each table and in the table each
       region's overlay makes); 7 weekdays, 12 + 12 months (and
       the civil calendar's 12 when defaults.civilCalendar is not gregorian, with its pattern and
       era); the optional lists of months standing alone (standAloneGregorianMonths,
       frame.standAloneMonths: 12 names, only where they differ from the format ones); the 13
       occasion ids of Sources/Hijri/Occasion.swift; plural rules in the subset the evaluator
       reads (n, %, = and !=, ranges and lists, and, or); plural messages keyed by the language's
       categories, `other` or `=N`; placeholders only those each template is given; no string
       holding the raw-string delimiter; the `short` forms (7 + 7 weekdays, 12 abbreviated months,
       the short patterns' fields, the short captions and night words); the `frame` object (the
       localized Method:/Calendar: lines and the chart's words) with each template's
       placeholders and 12 abbreviated months.
Plain Python 3, no packages.
"""
import json
import os
import re
import sys

from swift_tables import ROOT, write_or_check
DATA = "Data/l10n"
SWIFT = "Sources/PrayerSnapshot/Generated/LocalizationData.swift"
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]
NAMES = ["fajr", "sunrise", "dhuhr", "jumuah", "asr", "maghrib", "isha", "imsak", "midnight",
         "dhuha", "sunset", "firstThird", "lastThird"]
NAME_CONTEXTS = ["label", "prayer", "inSentence", "timeEnding"]
# Each template's placeholders (a plural message also gets {n}).
MESSAGES = {
    "endsIn": {"prayer"}, "next": {"prayer"}, "needsRefresh": set(), "openApp": set(),
    "markPrayed": set(), "prayed": set(), "unmark": set(), "now": set(), "today": set(),
    "inDays": "plural", "daysAgo": "plural", "hours": "plural", "minutes": "plural",
    "hoursAndMinutes": {"hours", "minutes"},
}
TABLE = {
    "date": set(), "day": set(), "hijri": set(), "ramadan": set(), "iftar": set(),
    "prayerTimes": set(),
    "header": {"prayerTimes", "coordinates", "zone", "method", "asrName", "asr", "hijri", "calendar"},
    "place": {"place"}, "ramadanSpan": {"ramadan", "year", "first", "last", "days"}, "days": "plural",
    "estimatedNote": set(), "estimatedPhrase": set(), "missingNote": {"mark"},
    "otherDayNote": {"before", "after"}, "hijriEstimatedNote": set(),
    "hijriPredictedNote": {"calendar"}, "hijriMissingNote": {"one"}, "fridayNote": {"friday"},
    "ramadanIshaNote": {"minutes"}, "minutes": "plural", "meters": "plural",
}
PATTERNS = ["h12", "h23", "gregorianDate", "hijriDate", "clockDuration"]
# The civil calendars a table may date its days in (defaults.civilCalendar), and what each needs.
CIVIL_CALENDARS = {"gregorian": None, "solar-hijri": ("solarHijriMonths", "solarHijriDate", "solarHijri")}
PATTERN_FIELDS = {"d", "dd", "MMMM", "y", "G", "h", "H", "HH", "mm", "ss", "a", "B"}
# The short forms of the small widget families (the table's `short`): ICU's abbreviated and
# narrow weekdays, abbreviated months with the `d MMM` skeleton's pattern, the Hijri date without
# its year (or the month's number, as ICU en_CZ's `d. M.`), short captions and the night words of
# a night occasion at day offset 0 and 1.
SHORT_PATTERNS = {"gregorianDate": {"d", "dd", "MMM", "LLL", "M", "MM"}, "hijriDate": {"d", "dd", "MMMM"},
                  "solarHijriDate": {"d", "dd", "MMM", "LLL", "MMMM"}}
SHORT_CAPTIONS = ["endsIn", "next", "needsRefresh", "openApp"]
SHORT_NIGHTS = ["today", "tomorrow"]
CALENDARS = ["umm-al-qura", "umm-al-qura-published", "umm-al-qura-rule", "turkey", "mabims", "iran", "civil"]
# The localized frame (`frame`): the Method:/Calendar: header lines and the chart's words, each
# template's placeholders, the 12 abbreviated Gregorian months (ICU `MMM`) and, where they
# differ, the same standing alone (`standAloneMonths`, ICU `LLL`).
FRAME = {
    "methodLine": {"method", "why", "source"}, "calendarLine": {"calendar", "why", "source"},
    "separator": set(), "methodUsual": {"country"}, "methodDefault": {"country"},
    "methodDefaultNoCountry": set(), "calendarOf": {"country"}, "nearestPlace": {"place"},
    "noPlaceNear": set(), "asrGiven": {"asrName", "option"},
    "polarNorth": {"beyond", "parallel"}, "polarSouth": {"beyond", "parallel"},
    "chartTitle": {"prayerTimes", "year"}, "chartDaylight": {"sunrise", "maghrib"},
    "chartClock": {"zone"}, "chartClockSteps": {"zone"}, "chartGaps": set(),
    "chartSunUp": {"sunrise", "maghrib"}, "chartClockChange": {"date", "change"},
    "chartToday": {"today", "date"},
    "chartDescription": {"names", "first", "last", "top", "bottom"}, "dayMonth": {"day", "month"},
}
RELATION = re.compile(r"^n( % \d+)? (=|!=) \d+(\.\.\d+)?(, \d+(\.\.\d+)?)*$")


def fail(msg):
    sys.exit(f"gen_l10n_tables.py: error: {msg}")


def occasion_ids():
    text = open(os.path.join(ROOT, "Sources/Hijri/Occasion.swift"), encoding="utf-8").read()
    ids = []
    for name, raw in re.findall(r"^\s*case (\w+)(?: = \"([^\"]+)\")?$", text, re.M):
        ids.append(raw or name)
    return ids


def check_template(where, text, allowed):
    if not isinstance(text, str) or not text:
        fail(f"{where}: not a non-empty string")
    if '"#' in text:
        fail(f"{where}: holds the raw-string delimiter")
    used = set(re.findall(r"\{(\w+)\}", text))
    if re.sub(r"\{\w+\}", "", text).count("{") or re.sub(r"\{\w+\}", "", text).count("}"):
        fail(f"{where}: an unclosed or empty placeholder")
    if used - allowed:
        fail(f"{where}: placeholders {sorted(used - allowed)} (allowed: {sorted(allowed)})")


def check_messages(where, table, spec, categories):
    for key, allowed in spec.items():
        if key not in table:
            fail(f"{where}: no {key}")
        value = table[key]
        if allowed == "plural":
            if not isinstance(value, dict) or "other" not in value:
                fail(f"{where}.{key}: a plural message needs an object with 'other'")
            for c, text in value.items():
                if not (c in categories or c == "other" or re.fullmatch(r"=\d+", c)):
                    fail(f"{where}.{key}: category {c!r} is not one of the language's {categories}")
                check_template(f"{where}.{key}.{c}", text, {"n"})
        else:
            check_template(f"{where}.{key}", value, allowed)
    extra = set(table) - set(spec)
    if extra:
        fail(f"{where}: unknown keys {sorted(extra)}")


def check_pattern(where, pattern):
    for m in re.finditer(r"([A-Za-z])\1*", re.sub(r"'[^']*'", "", pattern)):
        if m.group(0) not in PATTERN_FIELDS:
            fail(f"{where}: field {m.group(0)!r} is not one the interpreter writes {sorted(PATTERN_FIELDS)}")


def check_short(where, t):
    """The table's `short` object: every key, its counts and fields, no placeholders."""
    short = t.get("short")
    if not isinstance(short, dict):
        fail(f"{where}: no short object (the small families' forms)")
    known = {"weekdays", "narrowWeekdays", "gregorianMonths", "patterns", "captions", "nights"}
    if not known <= set(short) <= known | {"hijriMonths", "names"}:
        fail(f"{where}: short needs {sorted(known)} (optionally hijriMonths, names), has {sorted(short)}")
    # Shortened where the long form does not fit a small family: never longer than the long one.
    if "hijriMonths" in short:
        if not isinstance(short["hijriMonths"], list) or len(short["hijriMonths"]) != 12:
            fail(f"{where}: short.hijriMonths needs 12 names")
        for i, (s, long) in enumerate(zip(short["hijriMonths"], t["hijriMonths"])):
            check_template(f"{where}: short.hijriMonths[{i}]", s, set())
            if len(s) > len(long):
                fail(f"{where}: short.hijriMonths[{i}] {s!r} is longer than {long!r}")
    for k, s in short.get("names", {}).items():
        if k not in NAMES:
            fail(f"{where}: short.names.{k}")
        check_template(f"{where}: short.names.{k}", s, set())
    for k, n in [("weekdays", 7), ("narrowWeekdays", 7), ("gregorianMonths", 12)]:
        if not isinstance(short[k], list) or len(short[k]) != n:
            fail(f"{where}: short.{k} needs {n} names")
        for i, s in enumerate(short[k]):
            check_template(f"{where}: short.{k}[{i}]", s, set())
    patterns = short["patterns"]
    needed = {"gregorianDate", "hijriDate"} | ({"solarHijriDate"} if "solarHijriDate" in t["patterns"] else set())
    if set(patterns) != needed:
        fail(f"{where}: short.patterns needs exactly {sorted(needed)}")
    for k, fields in SHORT_PATTERNS.items():
        if k not in patterns:
            continue
        for m in re.finditer(r"([A-Za-z])\1*", re.sub(r"'[^']*'", "", patterns[k])):
            if m.group(0) not in fields:
                fail(f"{where}: short.patterns.{k}: field {m.group(0)!r} (allowed: {sorted(fields)})")
        if not re.search(r"d", patterns[k]):
            fail(f"{where}: short.patterns.{k} has no day")
    for key, names in [("captions", SHORT_CAPTIONS), ("nights", SHORT_NIGHTS)]:
        if not isinstance(short[key], dict) or list(short[key]) != names:
            fail(f"{where}: short.{key} needs {names} in that order")
        for k in names:
            check_template(f"{where}: short.{key}.{k}", short[key][k], set())
# The spoken (accessibility) words: wide units as ICU's Duration.UnitsFormatStyle writes them, the
# list patterns that join them, the frames of the calm and strong countdowns, the state words, the
# mark button's hint, the words for the snapshot's flags; optional: day periods a screen reader
# reads as words, the forms after the calm frame's preposition, the Turkish caption's template.
SPOKEN = {"hours": "plural", "minutes": "plural", "seconds": "plural", "list2": {"0", "1"},
          "list3": {"0", "1", "2"}, "calm": {"value"}, "strong": {"value"}, "current": set(), "next": set(),
          "prayed": set(), "notPrayed": set(), "markHint": {"prayer"}, "estimated": set(),
          "hijriPredicted": set(), "hijriEstimated": set()}
SPOKEN_OPTIONAL = {"dayPeriods", "after", "endsInFormat"}


def check_spoken(where, t, categories):
    spoken = t.get("spoken")
    if not isinstance(spoken, dict):
        fail(f"{where}: no spoken object")
    where = f"{where}: spoken"
    check_messages(where, {k: v for k, v in spoken.items() if k not in SPOKEN_OPTIONAL}, SPOKEN, categories)
    for k in ("calm", "strong", "markHint", "list2", "list3"):
        for p in SPOKEN[k]:
            if "{" + p + "}" not in spoken[k]:
                fail(f"{where}.{k}: needs {{{p}}}")
    if "dayPeriods" in spoken:
        if set(spoken["dayPeriods"]) != {"am", "pm"}:
            fail(f"{where}.dayPeriods needs am and pm")
        for k, s in spoken["dayPeriods"].items():
            check_template(f"{where}.dayPeriods.{k}", s, set())
    if "after" in spoken:
        after = spoken["after"]
        if not after or set(after) - {"hours", "minutes"}:
            fail(f"{where}.after: hours and/or minutes")
        check_messages(f"{where}.after", after, {k: "plural" for k in after}, categories)
    if "endsInFormat" in spoken:
        check_template(f"{where}.endsInFormat", spoken["endsInFormat"], {"caption", "value"})
        if not spoken["endsInFormat"].startswith("{caption} {value}"):
            fail(f"{where}.endsInFormat: must start with '{{caption}} {{value}}' (what a reader that ignores it shows)")


def check_flexible_day_periods(where, t):
    """`flexibleDayPeriods` (optional; needed by a `B` pattern): objects with `from` or `at` (HH:MM)
    and a `name`, the `from` ones in increasing order."""
    periods = t.get("flexibleDayPeriods")
    uses = any("B" in re.sub(r"'[^']*'", "", p) for p in t["patterns"].values())
    if periods is None:
        if uses:
            fail(f"{where}: a B pattern needs flexibleDayPeriods")
        return
    starts = []
    for i, p in enumerate(periods):
        keys = set(p) - {"name"}
        if "name" not in p or len(keys) != 1 or not keys <= {"from", "at"}:
            fail(f"{where}: flexibleDayPeriods[{i}] needs a name and one of from, at")
        (k,) = keys
        if not re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d", p[k]):
            fail(f"{where}: flexibleDayPeriods[{i}].{k} is not HH:MM")
        if k == "from":
            starts.append(p[k])
        check_template(f"{where}: flexibleDayPeriods[{i}].name", p["name"], set())
    if not starts or starts != sorted(starts):
        fail(f"{where}: flexibleDayPeriods' from times must exist and increase")


def check_frame(where, frame):
    """The `frame` object: every template of FRAME with only its placeholders, the 12 months."""
    if not isinstance(frame, dict):
        fail(f"{where}: frame must be an object")
    months = frame.get("months")
    if not isinstance(months, list) or len(months) != 12:
        fail(f"{where}: frame.months needs 12 names")
    for i, s in enumerate(months):
        check_template(f"{where}: frame.months[{i}]", s, set())
    if "standAloneMonths" in frame:
        check_stand_alone(where, "frame.standAloneMonths", frame["standAloneMonths"], "frame.months", months)
    lists = {"months", "standAloneMonths"}
    check_messages(f"{where}: frame", {k: v for k, v in frame.items() if k not in lists}, FRAME, [])
    for k in ("dayMonth",):
        if set(re.findall(r"\{(\w+)\}", frame[k])) != FRAME[k]:
            fail(f"{where}: frame.{k} needs both {sorted(FRAME[k])}")


# What a region's overlay may replace (LanguageTable merges it into the language's table, at
# any depth): the defaults, day periods, patterns, Gregorian and Solar Hijri months, the short
# forms and the chart's abbreviated months (frame.months).
OVERLAY_KEYS = ["defaults", "dayPeriods", "patterns", "gregorianMonths", "standAloneGregorianMonths", "solarHijriMonths",
                "short", "frame"]


def merge(base, overlay):
    """`base` with `overlay` replacing only what it names, at any depth (as LanguageTable does)."""
    merged = dict(base)
    for key, value in overlay.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def check_stand_alone(where, key, names, format_key, format_names):
    """A list of months standing alone (CLDR's stand-alone context, ICU `LLLL`/`LLL`): 12 names,
    present only where it differs from the format list it stands for (a table without one uses
    the format names)."""
    if not isinstance(names, list) or len(names) != 12:
        fail(f"{where}: {key} needs 12 names")
    for i, s in enumerate(names):
        check_template(f"{where}: {key}[{i}]", s, set())
    # (A region's overlay may restate its format names where the language's list differs.)
    if names == format_names and ": regions." not in where:
        fail(f"{where}: {key} equals {format_key}: leave it out (the format names stand alone too)")


def check_language(tag, t, occasions, where=None):
    where = where or f"{DATA}/{tag}.json"
    if t.get("tag") != tag:
        fail(f"{where}: tag {t.get('tag')!r} differs from the file name")
    if not t.get("sources") or not all(isinstance(s, str) and s for s in t["sources"]):
        fail(f"{where}: no sources")
    if t.get("direction") not in ("ltr", "rtl"):
        fail(f"{where}: direction must be ltr or rtl")
    rules = t.get("pluralRules", {})
    for c, rule in rules.items():
        if c not in CATEGORIES[:-1]:
            fail(f"{where}: plural category {c!r}")
        for alternative in rule.split(" or "):
            for relation in alternative.split(" and "):
                if not RELATION.match(relation):
                    fail(f"{where}: plural rule {c}: {relation!r} is outside the subset read")
    categories = list(rules)
    civil = t["defaults"].get("civilCalendar", "gregorian")
    if civil not in CIVIL_CALENDARS:
        fail(f"{where}: defaults.civilCalendar {civil!r} is not one of {sorted(CIVIL_CALENDARS)}")
    needs = CIVIL_CALENDARS[civil]
    if needs and (needs[0] not in t or needs[1] not in t["patterns"] or needs[2] not in t["eras"]):
        fail(f"{where}: civilCalendar {civil} needs {needs[0]}, patterns.{needs[1]} and eras.{needs[2]}")
    months = [("weekdays", 7), ("gregorianMonths", 12), ("hijriMonths", 12)]
    months += [("solarHijriMonths", 12)] if "solarHijriMonths" in t else []
    for k, n in months:
        if not isinstance(t.get(k), list) or len(t[k]) != n:
            fail(f"{where}: {k} needs {n} names")
        for i, s in enumerate(t[k]):
            check_template(f"{where}: {k}[{i}]", s, set())
    if "standAloneGregorianMonths" in t:
        check_stand_alone(where, "standAloneGregorianMonths", t["standAloneGregorianMonths"], "gregorianMonths",
                          t["gregorianMonths"])
    for k in PATTERNS + [k for k in t["patterns"] if k not in PATTERNS]:
        if k not in PATTERNS + ["solarHijriDate"]:
            fail(f"{where}: patterns.{k} is not a pattern the tables have")
        check_pattern(f"{where}: patterns.{k}", t["patterns"][k])
    for k in ("am", "pm"):
        check_template(f"{where}: dayPeriods.{k}", t["dayPeriods"][k], set())
    check_flexible_day_periods(where, t)
    for k in ("hijri", "gregorian"):
        check_template(f"{where}: eras.{k}", t["eras"][k], set())
    for k in set(t["eras"]) - {"hijri", "gregorian"}:
        if k != "solarHijri":
            fail(f"{where}: eras.{k}")
        check_template(f"{where}: eras.{k}", t["eras"][k], set())
    names = t["names"]
    if set(names) - set(NAME_CONTEXTS):
        fail(f"{where}: names contexts {sorted(set(names) - set(NAME_CONTEXTS))}")
    if set(names["label"]) != set(NAMES):
        fail(f"{where}: names.label needs exactly {NAMES}")
    for context, entries in names.items():
        for k, s in entries.items():
            if k not in NAMES:
                fail(f"{where}: names.{context}.{k}")
            check_template(f"{where}: names.{context}.{k}", s, set())
    check_short(where, t)
    check_messages(f"{where}: messages", t["messages"], MESSAGES, categories)
    check_messages(f"{where}: table", t["table"], TABLE, categories)
    check_frame(where, t.get("frame"))
    if list(t["occasions"]) != occasions:
        fail(f"{where}: occasions must be {occasions} in that order")
    if set(t["calendars"]) != set(CALENDARS):
        fail(f"{where}: calendars needs exactly {CALENDARS}")
    check_spoken(where, t, categories)
    d = t["defaults"]
    if d.get("clock") not in ("h12", "h23"):
        fail(f"{where}: defaults.clock")
    # The regions ICU answers as the language (Scripts/gen_region_overlays.swift): codes, sorted,
    # none with an overlay.
    plain = t.get("regionsAsLanguage", [])
    if (not isinstance(plain, list) or plain != sorted(set(plain))
            or not all(isinstance(r, str) and re.fullmatch(r"[A-Z]{2}|\d{3}", r) for r in plain)):
        fail(f"{where}: regionsAsLanguage needs sorted region codes")
    if set(plain) & set(t.get("regions", {})):
        fail(f"{where}: regionsAsLanguage {sorted(set(plain) & set(t['regions']))} have overlays")
    for region, overlay in t.get("regions", {}).items():
        if not re.fullmatch(r"[A-Z]{2}|\d{3}", region):
            fail(f"{where}: region {region!r}")
        if set(overlay) - set(OVERLAY_KEYS):
            fail(f"{where}: region {region}: keys {sorted(overlay)}")
        for key in set(overlay.get("frame", {})) - {"months", "standAloneMonths"}:
            fail(f"{where}: region {region}: frame.{key} (an overlay holds only frame.months and frame.standAloneMonths)")
        # The table the overlay makes is checked as a table (12 months, patterns, defaults …).
        merged = merge(t, overlay)
        del merged["regions"]
        check_language(tag, merged, occasions, f"{where}: regions.{region}")
    known = {"tag", "name", "sources", "direction", "defaults", "pluralRules", "patterns",
             "dayPeriods", "flexibleDayPeriods", "eras", "weekdays", "gregorianMonths", "standAloneGregorianMonths", "hijriMonths", "solarHijriMonths", "names",
             "short", "messages", "occasions", "calendars", "spoken", "table", "frame", "regions", "regionsAsLanguage"}
    if set(t) - known:
        fail(f"{where}: unknown keys {sorted(set(t) - known)}")


def compact(value):
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    # Invisible characters stay visible in the source.
    for ch in "\u00a0\u202f\u200c\u200d\u200e\u200f\u061c\u0640":
        text = text.replace(ch, "\\u%04x" % ord(ch))
    return text


def literal(doc):
    """The document as compact JSON on one line (the tables share their keys' order, so a line
    a key would repeat their shape)."""
    return compact(doc)


def main():
    folder = os.path.join(ROOT, DATA)
    tags = sorted(f[:-5] for f in os.listdir(folder) if f.endswith(".json") and f != "numbering.json")
    # English first: the language of a locale that names none.
    tags.sort(key=lambda t: (t != "en", t))
    occasions = occasion_ids()
    tables = []
    for tag in tags:
        with open(os.path.join(folder, tag + ".json"), encoding="utf-8") as f:
            t = json.load(f)
        check_language(tag, t, occasions)
        tables.append((tag, t))
    with open(os.path.join(folder, "numbering.json"), encoding="utf-8") as f:
        numbering = json.load(f)
    for k, v in numbering.items():
        if k != "sources" and (len(v) != 10 or any(ord(c) != ord(v[0]) + i for i, c in enumerate(v))):
            fail(f"{DATA}/numbering.json: {k} must be ten consecutive digits")
    for tag, t in tables:
        if t["defaults"]["digits"] not in numbering:
            fail(f"{DATA}/{tag}.json: defaults.digits {t['defaults']['digits']!r} is not in numbering.json")
    out = [
        f"// Generated by Scripts/gen_l10n_tables.py from {DATA}/*.json. Do not edit.",
        "// swift-format-ignore-file",
        "",
        "/// The language tables of Data/l10n/ (compact JSON, a line each), English first, each with",
        "/// its regions and direction (known without parsing the table), and the digits of each",
        "/// numbering system. A table's `regions` are apart from it, one JSON overlay per region in",
        "/// `regions`' order, so that a run parses its language's table and the one overlay it uses.",
        "enum LocalizationData {",
        "  static let tables: [(tag: String, regions: [String], rightToLeft: Bool, json: StaticString, overlays: [StaticString])] = [",
    ]
    for tag, t in tables:
        names = sorted(t.get("regions", {}))
        regions = ", ".join(f'"{r}"' for r in names)
        rtl = "true" if t["direction"] == "rtl" else "false"
        base = {k: v for k, v in t.items() if k != "regions"}
        out.append(f"    (\"{tag}\", [{regions}], {rtl}, #\"\"\"")
        out.append(literal(base))
        out.append("\"\"\"#, [")
        for r in names:
            out.append("#\"\"\"")
            out.append(literal(t["regions"][r]))
            out.append("\"\"\"#,")
        out.append("]),")
    out.append("  ]")
    # Each tag's defaults (a region's overlay applied), known without parsing a table: the
    # option table's help and a locale's digits and clock need them at start-up.
    out.append("  /// Every tag's default numbering system and hour cycle, a region's overlay applied.")
    rows = []
    for tag, t in tables:
        base = t["defaults"]
        rows.append(f"(\"{tag}\", \"{base['digits']}\", \"{base['clock']}\")")
        for region, overlay in sorted(t.get("regions", {}).items()):
            d = dict(base, **overlay.get("defaults", {}))
            rows.append(f"(\"{tag}-{region}\", \"{d['digits']}\", \"{d['clock']}\")")
    # A line of rows, not a line each: the list is data, not code to read.
    out.append("  static let defaults: [(tag: String, digits: String, clock: String)] = [")
    out.append("    " + ", ".join(rows) + ",")
    out.append("  ]")
    # The tags of the regions ICU answers as their language: `--locale` takes them.
    out.append("  /// The regions ICU answers as their language (`ms-MY`): each table's `regionsAsLanguage`.")
    plain = [f'"{tag}-{r}"' for tag, t in tables for r in t.get("regionsAsLanguage", [])]
    out.append("  static let regionsAsLanguage: [String] = [")
    out.append("    " + ", ".join(plain) + ",")
    out.append("  ]")
    out.append("  static let numbering: StaticString = #\"\"\"")
    out.append(literal(numbering))
    out.append("\"\"\"#")
    out.append("}")
    write_or_check(SWIFT, "\n".join(out) + "\n", fail)
    print(f"{SWIFT}: {len(tables)} languages ({', '.join(tags)})", file=sys.stderr)


if __name__ == "__main__":
    main()
