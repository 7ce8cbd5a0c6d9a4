#!/usr/bin/env bash
# Counts the instructions of the benchmark's fixed workloads under callgrind and writes them to
# Data/bench/instructions.txt (or $OUT): a measure of cost that a noisy machine does not blur, so a
# regression shows as a changed count. Usage: Scripts/count_instructions.sh  (about 2 minutes)
#
# Each workload runs twice, with N and with 2N iterations; (I(2N) − I(N)) / N is the count per
# iteration, free of start-up and of the work done once (the year's ephemeris is built before the
# per-day loop in both runs, so it cancels). Iterations: location-days for per-day (place after
# place, 365 consecutive days each; places ordered so that any 20 span −50…55°), snapshots built
# and encoded for snapshot, Gregorian → Hijri conversions for hijri. Hashing is made deterministic
# (SWIFT_DETERMINISTIC_HASHING) so that the counts repeat exactly.
#
# one-day: PrayerTimes(coordinates:date:utcOffsetSeconds:parameters:) alone, no ephemeris (what an app,
# a widget refresh or a server request makes), over the same places and days.
#
# Override the sizes with N_PER_DAY, N_OWN_SUN, N_ONE_DAY, N_SNAPSHOT, N_HIJRI.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-Data/bench/instructions.txt}
N_PER_DAY=${N_PER_DAY:-7300}
N_OWN_SUN=${N_OWN_SUN:-730}
N_ONE_DAY=${N_ONE_DAY:-730}
N_SNAPSHOT=${N_SNAPSHOT:-20}
N_HIJRI=${N_HIJRI:-73000}

command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
swift build -c release --product prayertimes-bench >&2
BIN=.build/release/prayertimes-bench
export SWIFT_DETERMINISTIC_HASHING=1

# The instructions (callgrind's Ir) of one run of the bench with the given arguments.
count() {
  local log
  log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$BIN" "$@" 2>&1 >/dev/null)
  local ir
  ir=$(printf '%s\n' "$log" | sed -n 's/.*Collected : \([0-9][0-9]*\).*/\1/p')
  [ -n "$ir" ] || { printf 'callgrind gave no count for %s:\n%s\n' "$*" "$log" >&2; exit 1; }
  echo "$ir"
}

rows=()
# measure LABEL UNIT N ARGS…: counts with N and 2N iterations.
measure() {
  local label=$1 unit=$2 n=$3
  shift 3
  echo "counting $label ($n and $((2 * n)) $unit)…" >&2
  local one two
  one=$(count "$@" --iterations "$n")
  two=$(count "$@" --iterations $((2 * n)))
  local per=$(((two - one + n / 2) / n))
  local fixed=$((one - per * n))
  rows+=("$(printf '%-26s %-14s %8d %15d %15d %12d %13d' "$label" "$unit" "$n" "$one" "$two" "$per" "$fixed")")
}

measure per-day/mwl location-day "$N_PER_DAY" --workload per-day --family mwl
measure per-day/umm-al-qura location-day "$N_PER_DAY" --workload per-day --family umm-al-qura
measure per-day/moonsighting location-day "$N_PER_DAY" --workload per-day --family moonsighting
measure per-day/mwl-high-latitude location-day "$N_PER_DAY" --workload per-day --family mwl-high-latitude
measure per-day-own-sun/mwl location-day "$N_OWN_SUN" --workload per-day-own-sun
measure one-day/mwl location-day "$N_ONE_DAY" --workload one-day
measure snapshot build+encode "$N_SNAPSHOT" --workload snapshot
measure hijri/umm-al-qura G→H "$N_HIJRI" --workload hijri

# Start-up: the whole process of the CLI, as a user runs it (zone inference, the tables, output).
swift build -c release --product prayertimes >&2
CLI=.build/release/prayertimes
startup=()
# startup ARGS…: the instructions of one run of the CLI.
startup_row() {
  echo "counting start-up: prayertimes $*…" >&2
  local log ir
  log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$CLI" "$@" 2>&1 >/dev/null)
  ir=$(printf '%s\n' "$log" | sed -n 's/.*Collected : \([0-9][0-9]*\).*/\1/p')
  [ -n "$ir" ] || { printf 'callgrind gave no count for prayertimes %s:\n%s\n' "$*" "$log" >&2; exit 1; }
  startup+=("$(printf '%15d  prayertimes %s' "$ir" "$*")")
}
startup_row --version
startup_row --lat 41.0082 --lon 28.9784 --days 14
startup_row --lat 41.0082 --lon 28.9784 --days 14 --tz Europe/Istanbul --method turkey
startup_row --city Istanbul --days 14
startup_row --lat 21.4225 --lon 39.8262 --days 14 --locale ar
startup_row --lat 21.4225 --lon 39.8262 --format snapshot --locale ar

mkdir -p "$(dirname "$OUT")"
dirty=""
[ -z "$(git status --porcelain -- Sources Package.swift 2>/dev/null)" ] || dirty=" (the working tree differs under Sources or Package.swift)"
{
  echo "# Instructions per unit of work, counted by callgrind (Scripts/count_instructions.sh)."
  echo "# per-unit = (I(2N) − I(N)) / N; fixed = I(N) − N × per-unit (start-up and one-time work)."
  echo "# Workloads: prayertimes-bench --workload … (see its --help); per-day: the six times of one"
  echo "# place and date, the year's shared SolarEphemeris built outside (own-sun: without it);"
  echo "# one-day: each location-day its own PrayerTimes, no ephemeris."
  echo "#"
  echo "# commit:   $(git rev-parse --short HEAD)$dirty"
  echo "# date:     $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "# swift:    $(swift --version 2>/dev/null | head -1)"
  echo "# valgrind: $(valgrind --version), $(uname -m)"
  echo "#"
  printf '%-26s %-14s %8s %15s %15s %12s %13s\n' workload unit N "I(N)" "I(2N)" per-unit fixed
  printf '%s\n' "${rows[@]}"
  echo
  echo "# Start-up: one whole run of the CLI (release build; on Linux the Swift runtime and"
  echo "# Foundation linked in statically), from the dynamic loader to exit."
  printf '%15s  %s\n' instructions command
  printf '%s\n' "${startup[@]}"
} >"$OUT"
cat "$OUT"
