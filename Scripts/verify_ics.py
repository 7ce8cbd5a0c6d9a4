#!/usr/bin/env python3
"""Checks an iCalendar file of `prayertimes --format ics` with an independent parser.

    pip install icalendar            # 7.x; in /work/.venv for the tests
    python3 Scripts/verify_ics.py FILE.ics [--json FILE.json] [--instants OUT.json]

With the `icalendar` package (https://pypi.org/project/icalendar/), it checks:

- the file parses (Calendar.from_ical), with VERSION 2.0, PRODID, CALSCALE, METHOD, X-WR-CALNAME;
- the octets: every line ends with CRLF, no line is longer than 75 octets, every physical line is
  valid UTF-8 on its own (folding never split a character);
- every VEVENT has a UID (all distinct), DTSTAMP, DTSTART and DTEND as UTC date-times, DTEND
  after DTSTART, a SUMMARY;
- the round trip: the parsed calendar written back by icalendar (to_ical) and parsed again has
  the same events (UID, DTSTART, DTEND, SUMMARY, DESCRIPTION, LOCATION);
- with --json (the `--format json` output of the same arguments): every event's DTSTART is the
  instant of the JSON time of its date and prayer (the UID begins with YYYYMMDD-KIND), exactly,
  or within half a second when the JSON has milliseconds; and every JSON time of an event kind
  that is not null has its event.

--instants writes what icalendar read, as JSON: [{"uid", "summary", "dtstart", "dtend"}] with
the instants in UTC ISO 8601 — the golden fixtures' `.instants.json`. Prints a one-line JSON
summary on success; exits 1 with the problems on standard error otherwise.
"""
import argparse
import datetime as dt
import json
import sys

import icalendar

KINDS = ["imsak", "fajr", "dhuhr", "asr", "maghrib", "isha"]


def utc_text(value):
    return value.astimezone(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def events_of(calendar):
    out = []
    for event in calendar.walk("VEVENT"):
        out.append({
            "uid": str(event.get("UID")),
            "summary": str(event.get("SUMMARY")),
            "description": str(event.get("DESCRIPTION", "")),
            "location": str(event.get("LOCATION", "")),
            "dtstart": event.decoded("DTSTART"),
            "dtend": event.decoded("DTEND"),
            "dtstamp": event.decoded("DTSTAMP"),
        })
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ics")
    parser.add_argument("--json")
    parser.add_argument("--instants")
    args = parser.parse_args()
    problems = []
    raw = open(args.ics, "rb").read()

    # Octets: CRLF, 75-octet lines, no split UTF-8 character.
    if not raw.endswith(b"\r\n"):
        problems.append("the file does not end with CRLF")
    lines = raw.split(b"\r\n")[:-1]
    for number, line in enumerate(lines, 1):
        if b"\n" in line or b"\r" in line:
            problems.append(f"line {number}: a bare LF or CR")
        if len(line) > 75:
            problems.append(f"line {number}: {len(line)} octets (at most 75)")
        try:
            line.decode("utf-8")
        except UnicodeDecodeError as error:
            problems.append(f"line {number}: not UTF-8 on its own ({error})")

    calendar = icalendar.Calendar.from_ical(raw)
    for name, expected in [("VERSION", "2.0"), ("CALSCALE", "GREGORIAN"), ("METHOD", "PUBLISH")]:
        if str(calendar.get(name)) != expected:
            problems.append(f"{name} is {calendar.get(name)!r}, not {expected}")
    for name in ["PRODID", "X-WR-CALNAME"]:
        if not calendar.get(name):
            problems.append(f"no {name}")

    events = events_of(calendar)
    uids = [e["uid"] for e in events]
    if len(set(uids)) != len(uids):
        problems.append("UIDs repeat")
    for e in events:
        for key in ["dtstart", "dtend", "dtstamp"]:
            value = e[key]
            if not isinstance(value, dt.datetime) or value.utcoffset() != dt.timedelta(0):
                problems.append(f"{e['uid']}: {key} {value!r} is not a UTC date-time")
        if e["dtend"] <= e["dtstart"]:
            problems.append(f"{e['uid']}: DTEND is not after DTSTART")
        if not e["summary"]:
            problems.append(f"{e['uid']}: no SUMMARY")

    # Round trip through icalendar's writer.
    again = events_of(icalendar.Calendar.from_ical(calendar.to_ical()))
    def key(e):
        return (e["uid"], e["dtstart"], e["dtend"], e["summary"], e["description"], e["location"])
    if [key(e) for e in again] != [key(e) for e in events]:
        problems.append("the round trip through icalendar changed the events")

    # Against the JSON instants.
    checked = 0
    if args.json:
        document = json.load(open(args.json, encoding="utf-8"))
        by_uid = {e["uid"]: e for e in events}
        wanted = {}
        for day in document["days"]:
            for kind in KINDS:
                text = day["times"].get(kind)
                if text is not None:
                    wanted[(day["date"].replace("-", ""), kind)] = dt.datetime.fromisoformat(text)
        seen = set()
        for e in events:
            date, kind = e["uid"].split("-")[0], e["uid"].split("-")[1]
            seen.add((date, kind))
            instant = wanted.get((date, kind))
            if instant is None:
                problems.append(f"{e['uid']}: no such time in the JSON")
                continue
            error = abs((e["dtstart"] - instant).total_seconds())
            tolerance = 0.5 if instant.microsecond else 0
            if error > tolerance:
                problems.append(
                    f"{e['uid']}: DTSTART {utc_text(e['dtstart'])} but the JSON says "
                    f"{instant.isoformat()} ({error} s)")
            checked += 1
        kinds = {e["uid"].split("-")[1] for e in events}
        for (date, kind) in wanted:
            if kind in kinds and (date, kind) not in seen:
                problems.append(f"{date} {kind}: in the JSON, not in the calendar")

    if args.instants:
        with open(args.instants, "w", encoding="utf-8") as f:
            json.dump(
                [{"uid": e["uid"], "summary": e["summary"], "dtstart": utc_text(e["dtstart"]),
                  "dtend": utc_text(e["dtend"])} for e in events],
                f, ensure_ascii=False, indent=1)
            f.write("\n")

    if problems:
        print("\n".join(problems), file=sys.stderr)
        sys.exit(1)
    print(json.dumps({"icalendar": icalendar.__version__, "events": len(events),
                      "lines": len(lines), "checkedAgainstJSON": checked}))


if __name__ == "__main__":
    main()
