#!/usr/bin/env bash
# Regenerates Data/reference/solar_events_de421.csv: JPL DE421 solar events through skyfield.
#   python3 -m venv .venv && . .venv/bin/activate && pip install skyfield skyfield-data
#   Scripts/gen_reference.sh            # 1000 cases, seed 20261129, |latitude| <= 65
set -euo pipefail
cd "$(dirname "$0")/.."
N=${N:-1000}
SEED=${SEED:-20261129}
raw=$(mktemp)
python3 Scripts/astro_reference.py "$N" "$SEED" "$raw" --maxlat 65
python3 Scripts/clean_reference_events.py "$raw" Data/reference/solar_events_de421.csv.tmp
mv Data/reference/solar_events_de421.csv.tmp Data/reference/solar_events_de421.csv
rm -f "$raw"
