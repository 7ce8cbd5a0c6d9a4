#!/usr/bin/env bash
# Side by side with adhan-swift (https://github.com/batoulapps/adhan-swift), in one process: builds a
# throwaway package under .build/side-by-side that depends on this package by path and on the peer's
# sources, runs the same workload through each path alternating with the peer (A B A B, ROUNDS rounds),
# and writes docs/performance.md with the ratios (median, min, max), the start-up times, the widget
# snapshot's build + encode time in ms (`prayertimes-bench --snapshot-table`) and the commit.
# The peer stays outside Package.swift and CI; none of its code is committed.
#
#     ADHAN_SWIFT=/path/to/adhan-swift Scripts/bench_side_by_side.sh     # a checkout or a bare git dir
#
# ROUNDS (default 9), PLACES (100), YEAR (2027), OUT (docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
ROUNDS=${ROUNDS:-9}
PLACES=${PLACES:-100}
YEAR=${YEAR:-2027}
OUT=${OUT:-docs/performance.md}
ADHAN_SWIFT=${ADHAN_SWIFT:?set ADHAN_SWIFT to a checkout (or bare git dir) of github.com/batoulapps/adhan-swift}

PKG=$REPO/.build/side-by-side
rm -rf "$PKG"
mkdir -p "$PKG/Adhan" "$PKG/SideBySide"
if [ -d "$ADHAN_SWIFT/Sources" ]; then
  cp -R "$ADHAN_SWIFT/Sources/." "$PKG/Adhan/"
  PEER=$(git -C "$ADHAN_SWIFT" rev-parse --short HEAD 2>/dev/null || echo "unknown commit")
else
  git --git-dir="$ADHAN_SWIFT" archive HEAD Sources | tar -x -C "$PKG/Adhan" --strip-components=1
  PEER=$(git --git-dir="$ADHAN_SWIFT" rev-parse --short HEAD)
fi
cp Scripts/side_by_side/main.swift "$PKG/SideBySide/"
for f in PerDayCall Measure ProcessStart; do cp "Sources/prayertimes-bench/$f.swift" "$PKG/SideBySide/"; done
IDENTITY=$(basename "$REPO" | tr '[:upper:]' '[:lower:]')
cat >"$PKG/Package.swift" <<SWIFT
// swift-tools-version:5.9
import PackageDescription
let package = Package(
  name: "SideBySide",
  dependencies: [.package(path: "$REPO")],
  targets: [
    .target(name: "Adhan", path: "Adhan"),
    .executableTarget(
      name: "SideBySide",
      dependencies: ["Adhan", .product(name: "Astro", package: "$IDENTITY")], path: "SideBySide"),
  ]
)
SWIFT

swift build -c release --product prayertimes >&2
swift build -c release --product prayertimes-bench >&2
(cd "$PKG" && swift build -c release >&2)
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)
TABLE=$("$PKG/.build/release/SideBySide" "$ROUNDS" "$PLACES" "$YEAR" "$REPO/.build/release/prayertimes")
SNAPSHOT=$("$REPO/.build/release/prayertimes-bench" --snapshot-table --year "$YEAR")
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)

dirty=""
[ -z "$(git status --porcelain -- Sources Package.swift 2>/dev/null)" ] || dirty=" (the working tree differs under Sources or Package.swift)"
mkdir -p "$(dirname "$OUT")"
{
  echo "# Performance"
  echo
  echo "Written by \`Scripts/bench_side_by_side.sh\` (do not edit by hand; run it again). Release builds,"
  echo "one core, one process; every round runs adhan-swift and each of our paths in turn (A B A B, the"
  echo "order rotating), and each ratio compares the two passes of one round."
  echo
  echo "- commit: $(git rev-parse --short HEAD)$dirty"
  echo "- peer: adhan-swift $PEER (its sources built beside ours in a throwaway package; never committed)"
  echo "- date: $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //'), load average $LOAD_BEFORE before, $LOAD_AFTER after"
  echo "- swift: $(swift --version 2>/dev/null | head -1)"
  echo
  printf '%s\n' "$TABLE"
  echo
  printf '%s\n' "$SNAPSHOT"
  echo
  echo "Instruction counts (callgrind, steadier than these timings on a shared machine):"
  echo "[Data/bench/instructions.txt](../Data/bench/instructions.txt), \`Scripts/count_instructions.sh\`."
} >"$OUT"
cat "$OUT"
