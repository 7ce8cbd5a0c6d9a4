#!/usr/bin/env python3
"""Writes the widget reader's language-neutral contract cases (Data/contract/) from this file.

    python3 Scripts/gen_contract_cases.py [--out DIR]    # default: Data/contract

This file is the hand-written source; the JSON it writes is what readers on every platform run
(Tests/PrayerSnapshotTests/ReaderCaseTests.swift runs the Swift one):

- snapshots/istanbul-2-days.json: a small snapshot written by hand (two prayer days in Istanbul,
  Turkish, times near Diyanet's for 29-30 November 2026), so that every instant below is a clock
  time of one of its days. Only the calm table (683 strings, one per minute) and the content
  hash are mechanical.
- segment-cases.json, countdown-cases.json, timeline-cases.json, bad-snapshot-cases.json: the
  cases. Each expectation below is written from the rules of docs/snapshot.md ("What the widget
  does") and the Simple Prayer article they come from, as a literal or as arithmetic on the
  snapshot's named times; none is the Swift reader's output pasted back. Where the comment says
  "undocumented before", docs/snapshot.md now states the rule the reader keeps.

Nothing here imports the package or runs the reader; the output is deterministic.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONTRACT = os.path.join(ROOT, "Data", "contract")

SEC = 1000
MIN = 60 * SEC
HOUR = 60 * MIN
DAY = 24 * HOUR

# --- The hand-written snapshot -------------------------------------------------------------

# Europe/Istanbul is UTC+3 all year (since 2016). Local midnight of 2026-11-29 is 21:00Z on the
# 28th: 1 795 899 600 000 ms.
MIDNIGHT = {"2026-11-29": 1_795_899_600_000, "2026-11-30": 1_795_986_000_000, "2026-12-01": 1_796_072_400_000}


def local(date, hhmm):
    h, m = hhmm.split(":")
    return MIDNIGHT[date] + int(h) * HOUR + int(m) * MIN


DAYS = [
    # date, weekday, gregorian, hijri day, fajr, sunrise, dhuhr, asr, maghrib, isha
    ("2026-11-29", "Pazar", "29 Kasım 2026", 20, "06:30", "08:00", "12:57", "15:22", "17:44", "19:09"),
    ("2026-11-30", "Pazartesi", "30 Kasım 2026", 21, "06:31", "08:01", "12:58", "15:22", "17:44", "19:09"),
]
HORIZON_END = local("2026-12-01", "06:32")
IDS = ["fajr", "dhuhr", "asr", "maghrib", "isha"]
NAMES = {"fajr": "İmsak", "dhuhr": "Öğle", "asr": "İkindi", "maghrib": "Akşam", "isha": "Yatsı"}
CAPTIONS = {
    "markPrayed": "Kıldım",
    "needsRefresh": "Vakitlerin yenilenmesi gerekiyor",
    "openApp": "Güncellemek için uygulamayı açın",
    "prayed": "Kılındı",
    "unmark": "Geri al",
}
ENGLISH_OPEN_APP = "Open the app to update"

# Named instants: T["d0.dhuhr"], T["d1.sunrise"], …
T = {}
for i, (date, _, _, _, *times) in enumerate(DAYS):
    for name, hhmm in zip(["fajr", "sunrise", "dhuhr", "asr", "maghrib", "isha"], times):
        T[f"d{i}.{name}"] = local(date, hhmm)
T["horizon"] = HORIZON_END
D0, D1 = DAYS[0][0], DAYS[1][0]


def calm_text(minutes):
    """The Turkish calm countdown: "şimdi", "5 dk", "2 sa", "2 sa 5 dk"."""
    if minutes == 0:
        return "şimdi"
    h, m = divmod(minutes, 60)
    if h == 0:
        return f"{m} dk"
    return f"{h} sa" if m == 0 else f"{h} sa {m} dk"


def build_snapshot():
    days, segments = [], []
    for i, (date, weekday, gregorian, hijri_day, *_) in enumerate(DAYS):
        starts = [T[f"d{i}.{p}"] for p in IDS]
        next_fajr = T[f"d{i + 1}.fajr"] if i + 1 < len(DAYS) else HORIZON_END
        ends = [T[f"d{i}.sunrise"], T[f"d{i}.asr"], T[f"d{i}.maghrib"], T[f"d{i}.isha"], next_fajr]
        prayers = []
        for k, pid in enumerate(IDS):
            prayers.append({
                "at": starts[k], "endsAt": ends[k],
                "endsInCaption": f"{NAMES[pid]} vaktinin çıkmasına", "id": pid,
                # The app had day 0's Fajr marked when it built the snapshot.
                "marked": i == 0 and pid == "fajr",
                "name": NAMES[pid], "nextCaption": f"Sıradaki: {NAMES[pid]}",
                "time": DAYS[i][4 + [0, 2, 3, 4, 5][k]],
            })
        days.append({
            "date": date, "gregorian": gregorian,
            "hijri": {"day": hijri_day, "label": f"{hijri_day} Cemaziyelahir 1448", "month": 6, "year": 1448},
            "prayers": prayers,
            "sunrise": {"at": T[f"d{i}.sunrise"], "name": "Güneş", "time": DAYS[i][5]},
            "weekday": weekday,
        })
        nxt = {"day": i + 1, "prayer": "fajr"} if i + 1 < len(DAYS) else None
        pieces = [
            (T[f"d{i}.fajr"], T[f"d{i}.sunrise"], "fajr", {"day": i, "prayer": "dhuhr"}),
            (T[f"d{i}.sunrise"], T[f"d{i}.dhuhr"], None, {"day": i, "prayer": "dhuhr"}),
            (T[f"d{i}.dhuhr"], T[f"d{i}.asr"], "dhuhr", {"day": i, "prayer": "asr"}),
            (T[f"d{i}.asr"], T[f"d{i}.maghrib"], "asr", {"day": i, "prayer": "maghrib"}),
            (T[f"d{i}.maghrib"], T[f"d{i}.isha"], "maghrib", {"day": i, "prayer": "isha"}),
            (T[f"d{i}.isha"], next_fajr, "isha", nxt),
        ]
        for frm, to, current, n in pieces:
            s = {"day": i, "from": frm, "to": to}
            if current:
                s["current"] = current
            if n:
                s["next"] = n
            segments.append(s)
    # The longest wait for a next prayer: Isha of day 0 (19:09) to Fajr of day 1 (06:31), 682 min.
    longest = T["d1.fajr"] - T["d0.isha"]
    assert longest == 682 * MIN
    snapshot = {
        "captions": CAPTIONS,
        "contentHash": "",
        "countdown": {"calm": [calm_text(m) for m in range(683)], "digits": "0123456789"},
        "dayOffsets": {"first": -2, "strings": ["2 gün önce", "Dün", "Bugün", "Yarın", "2 gün sonra", "3 gün sonra"]},
        "days": days,
        "generatedAt": 0,
        "horizonEnd": HORIZON_END,
        "locale": {"clock": "h23", "digits": "latn", "dir": "ltr", "lang": "tr", "tag": "tr-u-nu-latn-hc-h23"},
        "occasions": [{"date": "2026-12-10", "hijri": "1 Recep 1448", "id": "rajab-start", "name": "Üç Ayların Başlangıcı", "night": False}],
        "place": "İstanbul",
        "segments": segments,
        "timeZone": "Europe/Istanbul",
        "version": 1,
    }
    # docs/snapshot.md: FNV-1a 64 of the document (keys sorted, no whitespace) with generatedAt 0
    # and contentHash empty.
    canonical = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    h = 0xCBF29CE484222325
    for b in canonical:
        h = ((h ^ b) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    snapshot["contentHash"] = f"{h:016x}"
    snapshot["generatedAt"] = local(D0, "12:00")  # built at noon on day 0
    return snapshot


SNAPSHOT = build_snapshot()
SNAPSHOT_FILE = "istanbul-2-days.json"


def prayer(day, pid):
    return next(p for p in SNAPSHOT["days"][day]["prayers"] if p["id"] == pid)


def ends_in(day, pid):
    return prayer(day, pid)["endsInCaption"]


def next_caption(day, pid):
    return prayer(day, pid)["nextCaption"]


def tap(date, pid, at):
    return {"date": date, "prayer": pid, "at": at}


def showing(segment, day, current, nxt, **more):
    state = {"kind": "showing", "segment": segment, "day": day, "current": current,
             "next": None if nxt is None else {"day": nxt[0], "prayer": nxt[1]}}
    state.update(more)
    return state


def strong(caption, frm, to, text):
    return {"kind": "strong", "caption": caption, "from": frm, "to": to, "text": text}


def calm(caption, frm, to, minutes):
    return {"kind": "calm", "caption": caption, "from": frm, "to": to, "text": calm_text(minutes)}


NEEDS_REFRESH = {"kind": "needsRefresh", "caption": CAPTIONS["needsRefresh"]}
OWN = {"kind": "openApp", "caption": CAPTIONS["openApp"]}
ENGLISH = {"kind": "openApp", "caption": ENGLISH_OPEN_APP}

INPUTS = """Inputs of a case: `now` (epoch ms), `taps` (pending taps, as in overlay-cases.json; none when absent) and the bytes the reader is given: by default the file named by `snapshot` (in Data/contract/snapshots/, the file's own `snapshot` when the case names none) as it is; with `patch`, that file parsed, changed by the JSON Patch (RFC 6902: add, remove, replace) and serialized again (any valid JSON serialization will do); `text`: these characters in UTF-8; `bytes`: these byte values; `truncate`: the snapshot file's first N bytes; `padTo`: the snapshot file's bytes followed by spaces up to N bytes in all."""

STATE = """An expected state is matched key by key, and only the keys given are checked (an expected null must be absent or null in the reader's answer): `kind` is showing, needsRefresh or openApp; needsRefresh and openApp carry `caption`; showing carries `segment` (the index in segments of the one containing now), `day` (its day index), `current` (the prayer id, null from sunrise to Dhuhr), `next` ({day, prayer}, null in the last segment), `marked` (the statuses of the day shown after the taps, by prayer id) and `countdown`: {kind: strong|calm|none, caption, from, to (the range, epoch ms), text, line}. `line` is the caption and the value as one line: for a strong countdown whose snapshot has `captions.endsInFormat`, that template with `{caption}` and `{value}` filled, else the caption, a space and the text; a reader that shows the caption and the value apart, and so composes no line, leaves `line` unchecked."""


def write(name, document):
    path = os.path.join(OUT, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(pretty(document) + "\n")


def pretty(value, indent=0):
    """Objects that fit on a line stay on it; arrays of scalars always do; others break."""
    flat = json.dumps(value, ensure_ascii=False)
    scalars = isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value)
    if not isinstance(value, (dict, list)) or scalars or len(flat) + indent <= 140:
        return flat
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        body = ",\n".join(f"{pad}{json.dumps(k, ensure_ascii=False)}: {pretty(v, indent + 2)}" for k, v in value.items())
        return "{\n" + body + "\n" + " " * indent + "}"
    body = ",\n".join(pad + pretty(v, indent + 2) for v in value)
    return "[\n" + body + "\n" + " " * indent + "]"


def contract(description, cases):
    for c in cases:
        assert c["name"] and "expected" in c, c
    names = [c["name"] for c in cases]
    assert len(set(names)) == len(names), "case names repeat"
    return {"description": description, "version": 1, "snapshot": SNAPSHOT_FILE,
            "inputs": INPUTS, "state": STATE, "cases": cases}


# --- (a) Segment lookup --------------------------------------------------------------------

SEGMENT_CASES = [
    {"name": "exactly at the first segment's start: its Fajr", "now": T["d0.fajr"],
     "expected": showing(0, 0, "fajr", (0, "dhuhr"))},
    {"name": "1 ms before the first segment: needs a refresh, never a guessed schedule", "now": T["d0.fajr"] - 1,
     "expected": NEEDS_REFRESH},
    {"name": "long before the first segment (a clock set back to 1970)", "now": 0, "expected": NEEDS_REFRESH},
    {"name": "1 ms before sunrise: still Fajr", "now": T["d0.sunrise"] - 1,
     "expected": showing(0, 0, "fajr", (0, "dhuhr"))},
    {"name": "exactly at sunrise: no current prayer, Dhuhr next", "now": T["d0.sunrise"],
     "expected": showing(1, 0, None, (0, "dhuhr"))},
    {"name": "1 ms before Dhuhr: still no current prayer", "now": T["d0.dhuhr"] - 1,
     "expected": showing(1, 0, None, (0, "dhuhr"))},
    {"name": "exactly at Dhuhr: Dhuhr current, Asr next", "now": T["d0.dhuhr"],
     "expected": showing(2, 0, "dhuhr", (0, "asr"))},
    {"name": "inside Asr", "now": T["d0.asr"] + HOUR, "expected": showing(3, 0, "asr", (0, "maghrib"))},
    {"name": "exactly at Isha", "now": T["d0.isha"], "expected": showing(5, 0, "isha", (1, "fajr"))},
    {"name": "local midnight does not start a prayer day: Isha of the day before, Fajr of the next day next",
     "now": MIDNIGHT[D1], "expected": showing(5, 0, "isha", (1, "fajr"))},
    {"name": "1 ms before the next day's Fajr", "now": T["d1.fajr"] - 1,
     "expected": showing(5, 0, "isha", (1, "fajr"))},
    {"name": "exactly at the next day's Fajr: the next prayer day", "now": T["d1.fajr"],
     "expected": showing(6, 1, "fajr", (1, "dhuhr"))},
    {"name": "the second day's sunrise", "now": T["d1.sunrise"], "expected": showing(7, 1, None, (1, "dhuhr"))},
    {"name": "1 ms before the horizon's end: the last segment, which has no next prayer", "now": HORIZON_END - 1,
     "expected": showing(11, 1, "isha", None)},
    {"name": "exactly at the horizon's end: needs a refresh", "now": HORIZON_END, "expected": NEEDS_REFRESH},
    {"name": "a day past the horizon", "now": HORIZON_END + DAY, "expected": NEEDS_REFRESH},
    {"name": "the day shown carries the snapshot's marks and the taps laid over them",
     "now": T["d0.dhuhr"] + 5 * MIN, "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] + MIN)],
     "expected": showing(2, 0, "dhuhr", (0, "asr"),
                         marked={"fajr": True, "dhuhr": True, "asr": False, "maghrib": False, "isha": False})},
    {"name": "taps do not move the segment", "now": T["d0.dhuhr"] - 1, "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] - 1)],
     "expected": showing(1, 0, None, (0, "dhuhr"), marked={"dhuhr": False})},
]

# --- (b) Countdown choice ------------------------------------------------------------------

# 10 min 30.5 s into Dhuhr of day 0; Dhuhr ends at Asr, 2 h 25 min after it starts:
# 8 069 500 ms left = 2:14:29 in whole seconds (rounded down), 134.49 min → 135 whole minutes (up).
DHUHR_NOW = T["d0.dhuhr"] + 10 * MIN + 30 * SEC + 500
assert T["d0.asr"] - DHUHR_NOW == 8_069_500

COUNTDOWN_CASES = [
    {"name": "the current prayer not marked: strong, to its end, with seconds", "now": DHUHR_NOW,
     "expected": showing(2, 0, "dhuhr", (0, "asr"), countdown=strong(ends_in(0, "dhuhr"), DHUHR_NOW, T["d0.asr"], "2:14:29"))},
    {"name": "strong: whole seconds left, rounded down (1 ms left shows 0:00:00)", "now": T["d0.asr"] - 1,
     "expected": showing(2, 0, "dhuhr", (0, "asr"), countdown=strong(ends_in(0, "dhuhr"), T["d0.asr"] - 1, T["d0.asr"], "0:00:00"))},
    {"name": "strong: exactly one second left", "now": T["d0.asr"] - SEC,
     "expected": {"kind": "showing", "countdown": {"kind": "strong", "text": "0:00:01"}}},
    {"name": "strong: hours are neither padded nor wrapped (11 h 22 min of Isha)", "now": T["d0.isha"],
     "expected": showing(5, 0, "isha", (1, "fajr"), countdown=strong(ends_in(0, "isha"), T["d0.isha"], T["d1.fajr"], "11:22:00"))},
    {"name": "strong: the clock is written with the snapshot's digits",
     "patch": [{"op": "replace", "path": "/countdown/digits", "value": "٠١٢٣٤٥٦٧٨٩"},
               {"op": "replace", "path": "/locale/digits", "value": "arab"}],
     "now": DHUHR_NOW, "expected": {"kind": "showing", "countdown": {"kind": "strong", "text": "٢:١٤:٢٩"}}},
    {"name": "strong: the clock's separator is countdown.separator when the snapshot has one (Indonesian '.')",
     "patch": [{"op": "add", "path": "/countdown/separator", "value": "."}],
     "now": DHUHR_NOW, "expected": {"kind": "showing", "countdown": {"kind": "strong", "text": "2.14.29"}}},
    # Fajr of day 0 is marked in the snapshot; 30 min into it Dhuhr is 6 h 27 min − 30 min = 357 min away.
    {"name": "the current prayer marked in the snapshot: calm, to the next prayer, in whole minutes", "now": T["d0.fajr"] + 30 * MIN,
     "expected": showing(0, 0, "fajr", (0, "dhuhr"), countdown=calm(next_caption(0, "dhuhr"), T["d0.fajr"] + 30 * MIN, T["d0.dhuhr"], 357))},
    {"name": "calm: whole minutes rounded up (357 min and 1 ms left is 358)", "now": T["d0.fajr"] + 30 * MIN - 1,
     "expected": {"kind": "showing", "countdown": {"kind": "calm", "text": calm_text(358)}}},
    {"name": "calm: 1 ms short of 357 minutes is still 357", "now": T["d0.fajr"] + 30 * MIN + 1,
     "expected": {"kind": "showing", "countdown": {"kind": "calm", "text": calm_text(357)}}},
    {"name": "a tap marks the current prayer: calm to Asr", "now": DHUHR_NOW, "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] + MIN)],
     "expected": showing(2, 0, "dhuhr", (0, "asr"), marked={"dhuhr": True},
                         countdown=calm(next_caption(0, "asr"), DHUHR_NOW, T["d0.asr"], 135))},
    {"name": "a tap made before the prayer started does not count: strong", "now": DHUHR_NOW, "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] - 1)],
     "expected": {"kind": "showing", "marked": {"dhuhr": False}, "countdown": {"kind": "strong", "text": "2:14:29"}}},
    {"name": "a second tap undoes the first: strong again", "now": DHUHR_NOW,
     "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] + MIN), tap(D0, "dhuhr", T["d0.dhuhr"] + 2 * MIN)],
     "expected": {"kind": "showing", "marked": {"dhuhr": False}, "countdown": {"kind": "strong", "caption": ends_in(0, "dhuhr")}}},
    {"name": "a tap undoes a mark the app had: strong, to sunrise", "now": T["d0.fajr"] + 30 * MIN,
     "taps": [tap(D0, "fajr", T["d0.fajr"] + 10 * MIN)],
     "expected": showing(0, 0, "fajr", (0, "dhuhr"), marked={"fajr": False},
                         countdown=strong(ends_in(0, "fajr"), T["d0.fajr"] + 30 * MIN, T["d0.sunrise"], "1:00:00"))},
    {"name": "a tap on another day's prayer leaves the current one alone", "now": T["d0.isha"] + HOUR,
     "taps": [tap(D1, "isha", T["d0.isha"] + HOUR - 1)],
     "expected": {"kind": "showing", "marked": {"isha": False}, "countdown": {"kind": "strong", "text": "10:22:00"}}},
    # Sunrise of day 0 (08:00) to Dhuhr (12:57): 297 min; 1 ms after sunrise, 297 whole minutes.
    {"name": "no current prayer (sunrise to Dhuhr): calm to Dhuhr", "now": T["d0.sunrise"] + 1,
     "expected": showing(1, 0, None, (0, "dhuhr"), countdown=calm(next_caption(0, "dhuhr"), T["d0.sunrise"] + 1, T["d0.dhuhr"], 297))},
    {"name": "Isha marked: calm to the next day's Fajr, in that day's words", "now": T["d0.isha"] + HOUR,
     "taps": [tap(D0, "isha", T["d0.isha"] + 5 * MIN)],
     "expected": showing(5, 0, "isha", (1, "fajr"), countdown=calm(next_caption(1, "fajr"), T["d0.isha"] + HOUR, T["d1.fajr"], 622))},
    {"name": "the last segment, Isha not marked: strong, to the horizon's end", "now": HORIZON_END - 90 * MIN,
     "expected": showing(11, 1, "isha", None, countdown=strong(ends_in(1, "isha"), HORIZON_END - 90 * MIN, HORIZON_END, "1:30:00"))},
    {"name": "the last segment, Isha marked: nothing to count down to", "now": HORIZON_END - 90 * MIN,
     "taps": [tap(D1, "isha", T["d1.isha"] + MIN)],
     "expected": showing(11, 1, "isha", None, marked={"isha": True}, countdown={"kind": "none"})},
    # The clamp (docs/snapshot.md rule 4: every range is min(now, end)...end).
    {"name": "a strong range never runs backwards: a prayer whose end has passed shows end...end and 0:00:00",
     "patch": [{"op": "replace", "path": "/days/0/prayers/1/endsAt", "value": T["d0.dhuhr"] + MIN}],
     "now": T["d0.dhuhr"] + 2 * MIN,
     "expected": showing(2, 0, "dhuhr", (0, "asr"), countdown=strong(ends_in(0, "dhuhr"), T["d0.dhuhr"] + MIN, T["d0.dhuhr"] + MIN, "0:00:00"))},
    {"name": "a calm range never runs backwards: a next prayer already begun shows at...at and calm[0]",
     "patch": [{"op": "replace", "path": "/segments/1/next", "value": {"day": 0, "prayer": "fajr"}}],
     "now": T["d0.sunrise"] + 1,
     "expected": showing(1, 0, None, (0, "fajr"), countdown=calm(next_caption(0, "fajr"), T["d0.fajr"], T["d0.fajr"], 0))},
    # Review T5 (docs/snapshot.md, "Spoken forms"): the Turkish line with its verb. A reader that
    # ignores captions.endsInFormat shows the caption and the clock as before, which still read.
    {"name": "strong: a reader that ignores captions.endsInFormat shows the caption and the clock as before",
     "patch": [{"op": "add", "path": "/captions/endsInFormat", "value": "{caption} {value} kaldı"}],
     "now": DHUHR_NOW,
     "expected": showing(2, 0, "dhuhr", (0, "asr"), countdown=strong(ends_in(0, "dhuhr"), DHUHR_NOW, T["d0.asr"], "2:14:29"))},
    {"name": "strong: the line puts the clock inside captions.endsInFormat (Turkish: the verb kaldı last)",
     "patch": [{"op": "add", "path": "/captions/endsInFormat", "value": "{caption} {value} kaldı"}],
     "now": DHUHR_NOW,
     "expected": {"kind": "showing", "countdown": {"kind": "strong", "caption": ends_in(0, "dhuhr"), "text": "2:14:29",
                                                   "line": f"{ends_in(0, 'dhuhr')} 2:14:29 kaldı"}}},
    {"name": "strong: without captions.endsInFormat the line is the caption, a space and the clock",
     "now": DHUHR_NOW,
     "expected": {"kind": "showing", "countdown": {"kind": "strong", "line": f"{ends_in(0, 'dhuhr')} 2:14:29"}}},
    {"name": "calm: the line is the caption, a space and the value (endsInFormat is the strong countdown's)",
     "patch": [{"op": "add", "path": "/captions/endsInFormat", "value": "{caption} {value} kaldı"}],
     "now": T["d0.sunrise"] + 1,
     "expected": {"kind": "showing", "countdown": {"kind": "calm", "line": f"{next_caption(0, 'dhuhr')} {calm_text(297)}"}}},
    # Undocumented before: a table shorter than the wait shows its last entry.
    {"name": "calm: more minutes than the table holds show its last entry",
     "patch": [{"op": "replace", "path": "/countdown/calm", "value": ["şimdi", "1 dk", "2 dk"]}],
     "now": T["d0.sunrise"] + 1, "expected": {"kind": "showing", "countdown": {"kind": "calm", "text": "2 dk"}}},
]

# --- (c) Timeline plan ---------------------------------------------------------------------


def minute_ticks(target, first_minutes, last_minutes):
    """The instants at which `first_minutes` … `last_minutes` whole minutes are left to `target`."""
    return [target - m * MIN for m in range(first_minutes, last_minutes - 1, -1)]


def entry(i, state):
    return {"entry": i, "state": state}


CALM_AT_MAGHRIB = T["d1.isha"] - 30 * MIN - 20 * SEC      # 30 min 20 s to Isha: 31 whole minutes
CUT_NOW = T["d0.asr"] - 124 * MIN - 50 * SEC              # 124 min 50 s to Asr: 125 whole minutes
FAJR_CALM_NOW = T["d0.fajr"] + 80 * MIN                   # Fajr marked; 307 min to Dhuhr

TIMELINE_CASES = [
    {"name": "strong now on the last day: an entry now, at each boundary and at the horizon", "now": T["d1.asr"] + 30 * MIN,
     "expected": {"entries": [T["d1.asr"] + 30 * MIN, T["d1.maghrib"], T["d1.isha"], HORIZON_END],
                  "reload": {"after": HORIZON_END}, "transitionAlarm": T["d1.maghrib"] + SEC,
                  "states": [entry(0, showing(9, 1, "asr", (1, "maghrib"), countdown={"kind": "strong"})),
                             entry(1, showing(10, 1, "maghrib", (1, "isha"), countdown={"kind": "strong"})),
                             entry(2, showing(11, 1, "isha", None, countdown={"kind": "strong"})),
                             entry(3, NEEDS_REFRESH)]}},
    {"name": "now exactly at a boundary: the boundary is the first entry, once", "now": T["d1.maghrib"],
     "expected": {"entries": [T["d1.maghrib"], T["d1.isha"], HORIZON_END], "reload": {"after": HORIZON_END},
                  "transitionAlarm": T["d1.isha"] + SEC}},
    {"name": "calm now: an entry each time the whole minutes change, then the boundary and the horizon",
     "now": CALM_AT_MAGHRIB, "taps": [tap(D1, "maghrib", T["d1.maghrib"] + MIN)],
     "expected": {"entries": [CALM_AT_MAGHRIB] + minute_ticks(T["d1.isha"], 30, 1) + [T["d1.isha"], HORIZON_END],
                  "reload": {"after": HORIZON_END}, "transitionAlarm": T["d1.isha"] + SEC,
                  "states": [entry(0, {"kind": "showing", "segment": 10, "countdown": calm(next_caption(1, "isha"), CALM_AT_MAGHRIB, T["d1.isha"], 31)}),
                             entry(1, {"kind": "showing", "segment": 10, "countdown": {"kind": "calm", "text": calm_text(30)}}),
                             entry(30, {"kind": "showing", "segment": 10, "countdown": {"kind": "calm", "text": calm_text(1)}}),
                             entry(31, showing(11, 1, "isha", None, countdown={"kind": "strong", "text": "11:23:00"})),
                             entry(32, NEEDS_REFRESH)]}},
    {"name": "at most 120 minute entries: the timeline ends at the 120th and reloads at its end",
     "now": CUT_NOW, "taps": [tap(D0, "dhuhr", T["d0.dhuhr"] + MIN)],
     "expected": {"entries": [CUT_NOW] + minute_ticks(T["d0.asr"], 124, 5), "reload": "atEnd",
                  "transitionAlarm": T["d0.asr"] + SEC,
                  "states": [entry(0, {"kind": "showing", "segment": 2, "countdown": {"kind": "calm", "text": calm_text(125)}}),
                             entry(1, {"kind": "showing", "countdown": {"kind": "calm", "text": calm_text(124)}}),
                             entry(120, {"kind": "showing", "countdown": {"kind": "calm", "text": calm_text(5)}})]}},
    {"name": "a calm stretch later in the plan (sunrise to Dhuhr) adds its minute entries, up to 120",
     "now": T["d0.isha"] + HOUR,
     "expected": {"entries": [T["d0.isha"] + HOUR, T["d1.fajr"], T["d1.sunrise"]] + minute_ticks(T["d1.dhuhr"], 296, 177),
                  "reload": "atEnd", "transitionAlarm": T["d1.fajr"] + SEC,
                  "states": [entry(0, showing(5, 0, "isha", (1, "fajr"), countdown={"kind": "strong", "text": "10:22:00"})),
                             entry(1, showing(6, 1, "fajr", (1, "dhuhr"), countdown={"kind": "strong", "text": "1:30:00"})),
                             entry(2, showing(7, 1, None, (1, "dhuhr"), countdown={"kind": "calm", "text": calm_text(297)})),
                             entry(3, {"kind": "showing", "segment": 7, "countdown": {"kind": "calm", "text": calm_text(296)}}),
                             entry(122, {"kind": "showing", "segment": 7, "countdown": {"kind": "calm", "text": calm_text(177)}})]}},
    {"name": "a calm countdown across a boundary: the minutes run on, the boundary gets its entry",
     "now": FAJR_CALM_NOW,
     "expected": {"entries": [FAJR_CALM_NOW] + minute_ticks(T["d0.dhuhr"], 306, 298) + [T["d0.sunrise"]]
                  + minute_ticks(T["d0.dhuhr"], 296, 186),
                  "reload": "atEnd", "transitionAlarm": T["d0.sunrise"] + SEC,
                  "states": [entry(0, showing(0, 0, "fajr", (0, "dhuhr"), countdown={"kind": "calm", "text": calm_text(307)})),
                             entry(9, {"kind": "showing", "segment": 0, "countdown": {"kind": "calm", "text": calm_text(298)}}),
                             entry(10, showing(1, 0, None, (0, "dhuhr"), countdown={"kind": "calm", "text": calm_text(297)})),
                             entry(121, {"kind": "showing", "segment": 1, "countdown": {"kind": "calm", "text": calm_text(186)}})]}},
    {"name": "the last segment with nothing to count down: now and the horizon", "now": HORIZON_END - 90 * MIN,
     "taps": [tap(D1, "isha", T["d1.isha"] + MIN)],
     "expected": {"entries": [HORIZON_END - 90 * MIN, HORIZON_END], "reload": {"after": HORIZON_END},
                  "transitionAlarm": HORIZON_END + SEC,
                  "states": [entry(0, {"kind": "showing", "countdown": {"kind": "none"}}), entry(1, NEEDS_REFRESH)]}},
    # Undocumented before: outside the horizon, or unreadable, one entry and a reload in 30 minutes.
    {"name": "past the horizon: one entry, reload in 30 minutes, no alarm", "now": HORIZON_END + SEC,
     "expected": {"entries": [HORIZON_END + SEC], "reload": {"after": HORIZON_END + SEC + 30 * MIN},
                  "transitionAlarm": None, "states": [entry(0, NEEDS_REFRESH)]}},
    {"name": "before the first segment: the same", "now": T["d0.fajr"] - MIN,
     "expected": {"entries": [T["d0.fajr"] - MIN], "reload": {"after": T["d0.fajr"] + 29 * MIN},
                  "transitionAlarm": None, "states": [entry(0, NEEDS_REFRESH)]}},
    {"name": "an unreadable snapshot: one entry, open the app, reload in 30 minutes",
     "patch": [{"op": "replace", "path": "/version", "value": 2}], "now": DHUHR_NOW,
     "expected": {"entries": [DHUHR_NOW], "reload": {"after": DHUHR_NOW + 30 * MIN}, "transitionAlarm": None,
                  "states": [entry(0, OWN)]}},
]

# --- (d) Bad snapshots ---------------------------------------------------------------------

BAD_NOW = T["d0.dhuhr"] + HOUR  # inside segment 2
SNAPSHOT_BYTES = len((pretty(SNAPSHOT) + "\n").encode())
SHOWN = {"kind": "showing", "segment": 2}


def nested(depth):
    value = []
    for _ in range(depth - 1):
        value = [value]
    return value


def rep(path, value):
    return {"op": "replace", "path": path, "value": value}


def bad(name, expected, schema_valid=None, **inp):
    case = {"name": name, **inp, "now": BAD_NOW, "expected": expected}
    if schema_valid is not None:
        case["schemaValid"] = schema_valid
    return case


SEGS = SNAPSHOT["segments"]
BAD_CASES = [
    # Another version.
    bad("version 2", OWN, False, patch=[rep("/version", 2)]),
    bad("version 0", OWN, False, patch=[rep("/version", 0)]),
    bad("version -1", OWN, False, patch=[rep("/version", -1)]),
    bad("version as a string", OWN, False, patch=[rep("/version", "1")]),
    bad("version as a fraction", OWN, False, patch=[rep("/version", 1.5)]),
    bad("no version", OWN, False, patch=[{"op": "remove", "path": "/version"}]),
    bad("a future version that keeps captions.openApp is read for it alone", {"kind": "openApp", "caption": "Uygulamayı açın"}, False,
        text='{"version":2,"captions":{"openApp":"Uygulamayı açın"},"everything":"else changed"}'),
    bad("a future version without captions: English", ENGLISH, False, text='{"version":2}'),
    bad("another version with captions of the wrong type: English", ENGLISH, False,
        patch=[rep("/version", 2), rep("/captions", "Güncellemek için uygulamayı açın")]),
    # Segments that break their rules.
    bad("segments with a gap", OWN, True, patch=[{"op": "remove", "path": "/segments/3"}]),
    bad("overlapping segments", OWN, True, patch=[rep("/segments/2/from", T["d0.sunrise"] + MIN)]),
    bad("segments out of order", OWN, True, patch=[rep("/segments/0", SEGS[1]), rep("/segments/1", SEGS[0])]),
    bad("a segment running backwards", OWN, True,
        patch=[rep("/segments/3/from", SEGS[3]["to"]), rep("/segments/3/to", SEGS[3]["from"])]),
    bad("an empty segment (from == to), the rest contiguous", OWN, True,
        patch=[rep("/segments/1/to", T["d0.sunrise"]), rep("/segments/2/from", T["d0.sunrise"])]),
    bad("the last segment does not end at horizonEnd", OWN, True, patch=[rep("/horizonEnd", HORIZON_END + MIN)]),
    bad("no segments", OWN, False, patch=[rep("/segments", [])]),
    bad("a segment's day is not a day", OWN, True, patch=[rep("/segments/0/day", 2)]),
    bad("a segment's next day is not a day", OWN, True, patch=[rep("/segments/5/next/day", 5)]),
    # Days.
    bad("no days", OWN, False, patch=[rep("/days", [])]),
    bad("a day without five prayers", OWN, False, patch=[{"op": "remove", "path": "/days/1/prayers/4"}]),
    bad("a day's prayers out of order", OWN, False,
        patch=[rep("/days/0/prayers/0/id", "dhuhr"), rep("/days/0/prayers/1/id", "fajr")]),
    bad("an unknown prayer id", OWN, False, patch=[rep("/days/0/prayers/2/id", "duha")]),
    bad("a segment's current prayer is not a prayer", OWN, False, patch=[{"op": "add", "path": "/segments/1/current", "value": "sunrise"}]),
    bad("a prayer ending before it starts", OWN, True, patch=[rep("/days/0/prayers/2/endsAt", T["d0.asr"] - 1)]),
    # Instants out of range (years 1...9999) or not integers.
    bad("generatedAt after the year 9999", OWN, False, patch=[rep("/generatedAt", 253_402_300_800_000)]),
    bad("a prayer before the year 1", OWN, False, patch=[rep("/days/1/prayers/0/at", -62_135_596_800_001)]),
    bad("sunrise after the year 9999", OWN, False, patch=[rep("/days/0/sunrise/at", 253_402_300_800_000)]),
    bad("a segment starting before the year 1", OWN, False, patch=[rep("/segments/0/from", -62_135_596_800_001)]),
    bad("an instant beyond 64 bits", OWN, False, patch=[rep("/days/0/prayers/1/at", 1e19)]),
    bad("an instant with a fraction", OWN, False, patch=[rep("/segments/0/to", SEGS[0]["to"] + 0.5), rep("/segments/1/from", SEGS[1]["from"] + 0.5)]),
    bad("an instant as text", OWN, False, patch=[rep("/days/0/prayers/0/at", str(T["d0.fajr"]))]),
    # Tables.
    bad("countdown digits that are not ten", OWN, False, patch=[rep("/countdown/digits", "012")]),
    bad("countdown digits that are letters", OWN, False, patch=[rep("/countdown/digits", "abcdefghij")]),
    bad("countdown digits out of order", OWN, False, patch=[rep("/countdown/digits", "0123456798")]),
    bad("countdown digits of two numbering systems", OWN, False, patch=[rep("/countdown/digits", "01234٥٦٧٨٩")]),
    bad("a countdown separator that is a digit", OWN, False, patch=[{"op": "add", "path": "/countdown/separator", "value": "1"}]),
    bad("a countdown separator that is a word", OWN, False, patch=[{"op": "add", "path": "/countdown/separator", "value": " h "}]),
    bad("an empty calm table", OWN, False, patch=[rep("/countdown/calm", [])]),
    bad("no day-offset strings", OWN, False, patch=[rep("/dayOffsets/strings", [])]),
    # Types and keys.
    bad("a language tag that is not one", OWN, False, patch=[rep("/locale/lang", "french!")]),
    bad("a direction that contradicts the language", OWN, False, patch=[rep("/locale/dir", "rtl")]),
    bad("a required key missing", OWN, False, patch=[{"op": "remove", "path": "/captions/unmark"}]),
    bad("days an object", OWN, False, patch=[rep("/days", {})]),
    bad("segments null", OWN, False, patch=[rep("/segments", None)]),
    bad("a caption of the wrong type", OWN, False, patch=[rep("/captions/prayed", 1)]),
    bad("captions of the wrong type: English", ENGLISH, False, patch=[rep("/captions", [])]),
    # Not a snapshot at all.
    bad("an array", ENGLISH, False, text="[]"),
    bad("null", ENGLISH, False, text="null"),
    bad("a string", ENGLISH, False, text='"snapshot"'),
    bad("a number", ENGLISH, False, text="42"),
    bad("no bytes", ENGLISH, text=""),
    bad("an empty object", ENGLISH, False, text="{}"),
    bad("only a version", ENGLISH, False, text='{"version":1}'),
    bad("not UTF-8", ENGLISH, bytes=[0xFF, 0xFE, 0x7B, 0x7D]),
    bad("truncated to one byte", ENGLISH, truncate=1),
    bad("truncated to half", ENGLISH, truncate=SNAPSHOT_BYTES // 2),
    bad("truncated before its last brace", ENGLISH, truncate=SNAPSHOT_BYTES - 2),
    # Limits checked before decoding (1 MiB, 16 levels).
    bad("one byte over 1 MiB (padded with spaces)", ENGLISH, True, padTo=1_048_577),
    bad("exactly 1 MiB is still read", SHOWN, True, padTo=1_048_576),
    bad("nested 17 deep: 17 arrays", ENGLISH, False, text="[" * 17 + "]" * 17),
    bad("nested 17 deep: a deep value inside the snapshot", ENGLISH, False,
        patch=[{"op": "add", "path": "/extra", "value": nested(16)}]),
    bad("nested 16 deep is still read (the unknown key ignored)", SHOWN, False,
        patch=[{"op": "add", "path": "/extra", "value": nested(15)}]),
    bad("brackets inside strings are text, not nesting", SHOWN, True, patch=[rep("/place", "[" * 40)]),
    # What is not bad: a reader ignores keys it does not know and keys that are optional.
    bad("a language the reader has no table for is shown by its dir and strings", SHOWN, True,
        patch=[rep("/locale/lang", "sw")]),
    bad("an unknown numbering system is accepted (the reader uses countdown.digits)", SHOWN, True,
        patch=[rep("/locale/digits", "beng")]),
    bad("an unknown key at the top is ignored", SHOWN, False, patch=[{"op": "add", "path": "/theme", "value": "dark"}]),
    bad("an unknown key inside a prayer is ignored", SHOWN, False,
        patch=[{"op": "add", "path": "/days/0/prayers/1/qiblaHint", "value": True}]),
    bad("optional keys absent (place, a day's hijri)", SHOWN, True,
        patch=[{"op": "remove", "path": "/place"}, {"op": "remove", "path": "/days/0/hijri"}]),
]

DESCRIPTIONS = {
    "segment": "Segment lookup (docs/snapshot.md, rule 2): the reader finds the segment [from, to) containing now; the prayer day, current and next prayer are that segment's. A segment's start belongs to it and its end to the next one; before the first segment's start or at horizonEnd and after, the state is needsRefresh with captions.needsRefresh, never an old schedule. The pending taps are laid over the day shown (overlay-cases.json). Every reader must pass every case.",
    "countdown": "Countdown choice (docs/snapshot.md, rule 4): the current prayer not marked (after the taps) → strong: caption = its endsInCaption, range min(now, endsAt)...endsAt, text = the whole seconds left, rounded down, as h:mm:ss (hours not padded, not wrapped at 24; minutes and seconds two digits; ':' between, or countdown.separator when the snapshot has one) in countdown.digits; marked, or no current prayer → calm: caption = the next prayer's nextCaption, range min(now, at)...at, text = countdown.calm[m] with m the minutes left rounded up (calm[0] when none are left, the table's last entry when m is beyond it); no current-and-unmarked prayer and no next prayer → none. A range never runs backwards.",
    "timeline": "Timeline plan (docs/snapshot.md, rule 6): entries at now, at the start of every later segment and at horizonEnd; while a segment's countdown (seen at max(now, its start)) is calm, an entry at each instant inside the segment and before the countdown's end at which the whole minutes left change (end − k minutes); at most 120 such minute entries in all: where the 121st would be, the timeline ends (no later entry, no horizon entry) and reload is atEnd, else reload is {after: horizonEnd}. transitionAlarm: one second after the end of the segment containing now. Outside the horizon, or for bytes that are not a readable snapshot: one entry at now, reload {after: now + 30 min}, no alarm (transitionAlarm null). `entries` are the entries' instants, in order; `states` gives the state of some entries by index (each entry's state is the reader's state at its instant).",
    "bad": "Bad snapshots (docs/snapshot.md, rule 1 and \"Bad snapshots\"): whatever the bytes, a reader returns a state and never crashes. More than 1 MiB or arrays/objects nested deeper than 16 (checked on the bytes before decoding; brackets inside strings do not count), bytes that are not JSON, another version, a value of the wrong type, or a snapshot that breaks its rules (segments empty, running backwards, not contiguous, not ending at horizonEnd or naming a day that does not exist; days empty or without exactly fajr, dhuhr, asr, maghrib, isha in order; an instant outside the years 1-9999, not an integer, or a prayer's endsAt before its at; countdown.digits not the ten decimal digits 0-9 of one numbering system in order; countdown.calm or dayOffsets.strings empty) → openApp. Its caption is the document's own captions.openApp when the bytes are plausible and still parse as an object holding that string, else English (\"Open the app to update\"). Unknown keys are ignored and optional keys may be absent: such documents are shown; so is a language or numbering system the reader has no table for (lang is an open BCP 47 language subtag shown by its dir and strings; the reader uses countdown.digits). `schemaValid` says whether snapshot.schema.json accepts the input (absent where the bytes are not JSON): the rules the schema cannot state are the reader's alone.",
}


OUT = CONTRACT


def main():
    global OUT
    if sys.argv[1:2] == ["--out"]:
        OUT = sys.argv[2]
    write(os.path.join("snapshots", SNAPSHOT_FILE), SNAPSHOT)
    assert os.path.getsize(os.path.join(OUT, "snapshots", SNAPSHOT_FILE)) == SNAPSHOT_BYTES
    write("segment-cases.json", contract(DESCRIPTIONS["segment"], SEGMENT_CASES))
    write("countdown-cases.json", contract(DESCRIPTIONS["countdown"], COUNTDOWN_CASES))
    write("timeline-cases.json", contract(DESCRIPTIONS["timeline"], TIMELINE_CASES))
    write("bad-snapshot-cases.json", contract(DESCRIPTIONS["bad"], BAD_CASES))
    print(f"{len(SEGMENT_CASES)} segment, {len(COUNTDOWN_CASES)} countdown, {len(TIMELINE_CASES)} timeline, "
          f"{len(BAD_CASES)} bad-snapshot cases; {SNAPSHOT_FILE}: {SNAPSHOT_BYTES} bytes")


if __name__ == "__main__":
    main()
