#!/usr/bin/env python3
"""Measures `prayertimes batch` (issue 6): the whole table, and how the time grows with the
number of places and of days. Prints Markdown tables (docs/performance-notes.md holds a dated run).

    swift build -c release && python3 Scripts/measure_batch.py [--repeat 3] [--out /tmp/batch-measure]

Each run is timed with /usr/bin/time -v (wall clock, user and system CPU, peak resident memory);
the tool's closing line gives the thread CPU time of the astronomy and of the rest. Runs are
repeated and the fastest is reported (on a machine shared with other work the fastest is the
least disturbed; CPU times are steadier than wall times). Places subsets are every k-th place of the
table (a uniform sample: same mix of latitudes and methods), written as places files with the
zone and method the table gives them. The two series (places, days) run on one thread, so that
another process on a core of the machine does not bend them; the whole table runs on all cores.
The output directory is removed at the end.
"""

import argparse
import csv
import os
import re
import shutil
import statistics
import subprocess
import sys

TOOL = os.path.join(os.path.dirname(__file__), "..", ".build", "release", "prayertimes")


def run(arguments, repeat):
    """Runs the tool `repeat` times; returns the fastest run, as a dict."""
    results = []
    for _ in range(repeat):
        p = subprocess.run(
            ["/usr/bin/time", "-v", TOOL, "batch"] + arguments,
            capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"failed: {arguments}\n{p.stderr}")
        err = p.stderr

        def field(name):
            return re.search(re.escape(name) + r":\s*(\S+)", err).group(1)

        wall = field("Elapsed (wall clock) time (h:mm:ss or m:ss)")
        minutes, seconds = wall.split(":")[-2:]
        line = next(l for l in err.splitlines() if l.startswith(("Wrote", "Measured")))
        m = re.search(r"\(([\d,]+) rows\)", line)
        a = re.search(r"astronomy ([\d.]+) µs, the rest ([\d.]+) µs", line)
        places = re.search(r"([\d,]+) places? ×", line)
        days = re.search(r"× (\d+) days?", line)
        results.append({
            "wall": int(minutes) * 60 + float(seconds),
            "user": float(field("User time (seconds)")),
            "sys": float(field("System time (seconds)")),
            "rss": int(field("Maximum resident set size (kbytes)")) / 1024,
            "rows": int(m.group(1).replace(",", "")),
            "places": int(places.group(1).replace(",", "")),
            "days": int(days.group(1)),
            "astronomy": float(a.group(1)),
            "rest": float(a.group(2)),
            "line": line,
        })
    results.sort(key=lambda r: r["wall"])
    return results[0]


def fit(runs):
    """Least squares wall = a + b · place-days: (a s, b µs, R²)."""
    xs = [r["places"] * r["days"] for r in runs]
    ys = [r["wall"] for r in runs]
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    b = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    a = my - b * mx
    ss = sum((y - my) ** 2 for y in ys)
    r2 = 1 - sum((y - a - b * x) ** 2 for x, y in zip(xs, ys)) / ss
    return a, b * 1e6, r2


def row(label, r):
    location_days = r["places"] * r["days"]
    cpu = (r["user"] + r["sys"]) * 1e6 / location_days
    return (f"| {label} | {r['places']:,} | {r['days']} | {location_days:,} | {r['wall']:.2f} s | "
            f"{r['wall'] * 1e6 / location_days:.3f} µs | {cpu:.2f} µs | {r['astronomy']:.2f} µs | "
            f"{r['rest']:.2f} µs | {r['rss']:.0f} MB |")


HEADER = ("| run | places | days | place-days | wall | wall per place-day | CPU per place-day | "
          "astronomy (CPU) | rest (CPU) | peak RSS |\n|---|---|---|---|---|---|---|---|---|---|")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default="/tmp/batch-measure")
    parser.add_argument("--year", default="2026")
    args = parser.parse_args()
    out = args.out
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    year = ["--year", args.year]
    try:
        print(f"load average before: {open('/proc/loadavg').read().split()[:3]}  "
              f"cores: {os.cpu_count()}\n")
        print("Whole table\n")
        print(HEADER)
        whole = [
            ("csv, --split country", ["--places", "all", "--out", f"{out}/country"]),
            ("csv, --split place", ["--places", "all", "--split", "place", "--out", f"{out}/place"]),
            ("json, --split country", ["--places", "all", "--format", "json", "--out", f"{out}/json"]),
            ("--measure format (csv, no files)", ["--places", "all", "--measure", "format", "--out", f"{out}/x"]),
            ("--measure compute (no text)", ["--places", "all", "--measure", "compute", "--out", f"{out}/x"]),
            ("csv, --split country, --threads 1", ["--places", "all", "--threads", "1", "--out", f"{out}/country"]),
        ]
        for label, a in whole:
            print(row(label, run(a + year, args.repeat)), flush=True)
            if "place" in label:
                shutil.rmtree(f"{out}/place", ignore_errors=True)
            if "json" in label:
                shutil.rmtree(f"{out}/json", ignore_errors=True)

        # Every k-th place, with the zone and method the table gives it.
        with open(f"{out}/country/places.csv", newline="", encoding="utf-8") as f:
            table = list(csv.DictReader(f))
        print("\nPlaces (every k-th place of the table; csv, --split country, the whole year, --threads 1)\n")
        print(HEADER)
        series = []
        for k in [32, 16, 8, 4, 2, 1]:
            path = f"{out}/every-{k}.csv"
            with open(path, "w", newline="", encoding="utf-8") as f:
                w = csv.writer(f, lineterminator="\n")
                w.writerow(["name", "lat", "lon", "tz", "method"])
                for r in table[::k]:
                    w.writerow([r["name"], r["latitude"], r["longitude"], r["timeZone"], r["method"]])
            r = run(["--places", path, "--threads", "1", "--out", f"{out}/sample"] + year, args.repeat)
            series.append(r)
            print(row(f"every {k}", r), flush=True)
            shutil.rmtree(f"{out}/sample", ignore_errors=True)
        a, b, r2 = fit(series)
        print(f"\nwall = {a:.3f} s + {b:.3f} µs × place-days (R² = {r2:.4f})")

        print("\nDays (the first N days of the year; every place, csv, --split country, --threads 1)\n")
        print(HEADER)
        series = []
        for days in [23, 46, 91, 182, 365]:
            a = ["--places", "all", "--days", str(days), "--threads", "1", "--out", f"{out}/days"]
            r = run(a + year, args.repeat)
            series.append(r)
            print(row(f"{days} days", r), flush=True)
        a, b, r2 = fit(series)
        print(f"\nwall = {a:.3f} s + {b:.3f} µs × place-days (R² = {r2:.4f})")
    finally:
        shutil.rmtree(out, ignore_errors=True)
    print(f"\nload average after: {open('/proc/loadavg').read().split()[:3]}")


if __name__ == "__main__":
    main()
