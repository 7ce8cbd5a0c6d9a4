#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/Targets and runs them for a fixed time, one at a time.
#
#   Scripts/fuzz.sh [TARGET|all] [SECONDS]      # default: all, 600 seconds each
#   Scripts/fuzz.sh build [TARGET|all]          # build only
#
# Targets: snapshot (WidgetSnapshot.decode + WidgetReader), tapqueue (TapQueue.decode, the taps
# queue file, and MarkBook.decode), taps (the `widget --taps` file), cli (the command line's
# parsers), dates (CivilDate, HijriDate and --now parsers).
#
# Everything built or found goes to .build-fuzz/ (ignored by git):
#   .build-fuzz/spm/              the library modules, built with -sanitize=fuzzer,address (a
#                                 SwiftPM build directory of its own: SwiftPM removes empty
#                                 directories from the one it builds in)
#   .build-fuzz/fuzzers/TARGET    the fuzzer
#   .build-fuzz/corpus/TARGET/    the inputs the fuzzer found (the seeds in Fuzz/Corpus/TARGET
#                                 are read, never written)
#   .build-fuzz/artifacts/TARGET/ crash-*, timeout-*, oom-* inputs
#   .build-fuzz/logs/TARGET.log   the run's log
# Seeds: Fuzz/Corpus/TARGET/; libFuzzer dictionaries (option names, JSON keys): Fuzz/Dictionaries/.
# Reproduce a crash: SWIFT_BACKTRACE=enable=no .build-fuzz/fuzzers/TARGET .build-fuzz/artifacts/TARGET/crash-…
#
# One fuzzer at a time, one job (-jobs is not used): the machine may be shared. FUZZ_FLAGS adds
# libFuzzer flags (e.g. FUZZ_FLAGS=-max_len=4096).
set -euo pipefail
# Swift's own crash backtracer reads the stack under AddressSanitizer's feet and can hang: the
# sanitizer and libFuzzer report crashes themselves.
export SWIFT_BACKTRACE=enable=no

cd "$(dirname "$0")/.."
root=$PWD
build=$root/.build-fuzz
spm=$build/spm
all_targets=(snapshot tapqueue taps cli dates)

# The targets that need the command-line tool's files (compiled in, without main.swift).
needs_cli() { [[ $1 == cli || $1 == taps || $1 == tapqueue || $1 == dates ]]; }

build_libraries() {
  echo "== building Astro, Hijri, PrayerSnapshot with -sanitize=fuzzer,address"
  swift build --build-path "$spm" -c release --target PrayerSnapshot \
    -Xswiftc -sanitize=fuzzer,address -j 1 2>&1 | grep -v '^\[' || true
  test -f "$spm/release/Modules/PrayerSnapshot.swiftmodule"
}

build_target() {
  local target=$1
  local sources=("Fuzz/Targets/$target.swift")
  if needs_cli "$target"; then
    while IFS= read -r f; do sources+=("$f"); done \
      < <(find Sources/prayertimes -name '*.swift' ! -name main.swift | sort)
  fi
  mkdir -p "$build/fuzzers"
  echo "== building fuzzer $target (${#sources[@]} files)"
  swiftc -O -parse-as-library -sanitize=fuzzer,address -module-name "Fuzz_$target" \
    -I "$spm/release/Modules" "${sources[@]}" \
    "$spm"/release/{Astro,Hijri,PrayerSnapshot}.build/*.o \
    -o "$build/fuzzers/$target" 2>&1 | { grep -v 'Cannot export local symbol' || true; }
}

run_target() {
  local target=$1 seconds=$2
  local corpus=$build/corpus/$target artifacts=$build/artifacts/$target
  mkdir -p "$corpus" "$artifacts" "$build/logs"
  local log=$build/logs/$target.log
  echo "== fuzzing $target for $seconds s (log: ${log#$root/})"
  # Standard input at /dev/null: an argument '-' reads it. The fuzzer's exit status is not ours:
  # the summary below says what it found.
  local dict=()
  [[ -f Fuzz/Dictionaries/$target.dict ]] && dict=(-dict="Fuzz/Dictionaries/$target.dict")
  # shellcheck disable=SC2086
  "$build/fuzzers/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 "${dict[@]}" \
    -print_final_stats=1 -artifact_prefix="$artifacts/" ${FUZZ_FLAGS:-} \
    "$corpus" "Fuzz/Corpus/$target" </dev/null >"$log" 2>&1 || true
  local execs per_sec cov
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  per_sec=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  cov=$(grep -o 'cov: [0-9]* ft: [0-9]* corp: [0-9]*/[0-9a-zA-Z]*' "$log" | tail -1 || true)
  local found
  found=$(find "$artifacts" -type f -newer "$log.start" 2>/dev/null | wc -l)
  echo "   executions: $execs  exec/s: $per_sec  $cov"
  echo "   corpus files: $(find "$corpus" -type f | wc -l) (+ $(find "Fuzz/Corpus/$target" -type f | wc -l) seeds)"
  echo "   new crashes/timeouts/ooms: $found"
  find "$artifacts" -type f -newer "$log.start" 2>/dev/null | sed 's/^/     /'
}

mode=${1:-all}
if [[ $mode == build ]]; then
  shift
  mode=${1:-all}
  seconds=0
else
  seconds=${2:-600}
fi
if [[ $mode == all ]]; then targets=("${all_targets[@]}"); else targets=("$mode"); fi
for t in "${targets[@]}"; do
  [[ " ${all_targets[*]} " == *" $t "* ]] || { echo "unknown target '$t' (${all_targets[*]})" >&2; exit 2; }
done

build_libraries
for t in "${targets[@]}"; do build_target "$t"; done
[[ $seconds == 0 ]] && exit 0
for t in "${targets[@]}"; do
  mkdir -p "$build/logs"
  touch "$build/logs/$t.log.start"
  run_target "$t" "$seconds"
done
