#!/usr/bin/env python3
"""Regenerates the golden iCalendar fixtures of Data/fixtures/ics/ from the built binary.

    swift build && /work/.venv/bin/python Scripts/gen_ics_fixtures.py [.build/debug/prayertimes]

For each entry of Data/fixtures/ics/fixtures.json: NAME.ics is the binary's output for the "ics"
arguments, byte for byte; NAME.instants.json is what the independent parser `icalendar` reads
from it (Scripts/verify_ics.py --instants), after verify_ics.py has checked the file and every
DTSTART against the binary's JSON for the "json" arguments. The tests (ICSTests) compare the
current output with NAME.ics and the parsed instants with the current JSON, so that a machine
without icalendar still checks both.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Data", "fixtures", "ics")


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "prayertimes")
    entries = json.load(open(os.path.join(FIXTURES, "fixtures.json"), encoding="utf-8"))
    for entry in entries:
        name = entry["name"]
        ics = subprocess.run([binary] + entry["ics"], check=True, capture_output=True).stdout
        document = subprocess.run([binary] + entry["json"], check=True, capture_output=True).stdout
        ics_path = os.path.join(FIXTURES, name + ".ics")
        with open(ics_path, "wb") as f:
            f.write(ics)
        json_path = os.path.join(FIXTURES, "." + name + ".json")
        with open(json_path, "wb") as f:
            f.write(document)
        try:
            result = subprocess.run(
                [sys.executable, os.path.join(ROOT, "Scripts", "verify_ics.py"), ics_path,
                 "--json", json_path, "--instants", os.path.join(FIXTURES, name + ".instants.json")],
                check=True, capture_output=True, text=True)
        finally:
            os.remove(json_path)
        print(name, result.stdout.strip())


if __name__ == "__main__":
    main()
