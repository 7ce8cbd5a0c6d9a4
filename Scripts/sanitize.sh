#!/usr/bin/env bash
# The whole test suite under a sanitizer (issue 7):
#
#   Scripts/sanitize.sh address [swift test options]   # ASan + LeakSanitizer, build in .build-asan
#   Scripts/sanitize.sh thread  [swift test options]   # TSan, build in .build-tsan
#
# Separate build paths, so the ordinary .build is not rebuilt. A finding fails the run: ASan
# stops at the first error, TSan reports every race and exits non-zero. Extra options go to
# `swift test` (e.g. `--filter ConcurrencyTests`). See docs/robustness.md, "Sanitizers".
set -euo pipefail
cd "$(dirname "$0")/.."
kind=${1:-}
[ $# -gt 0 ] && shift
case "$kind" in
  address)
    # Suppressed: memory LSan cannot see is referenced at exit, and XCTest's own (see the file).
    # print_suppressions=0: the CLI tests compare the stderr of the `prayertimes` processes they
    # launch, which inherit these options.
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/sanitizers/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    set -x
    swift test --sanitize=address --build-path .build-asan "$@"
    ;;
  thread)
    set -x
    swift test --sanitize=thread --build-path .build-tsan "$@"
    ;;
  *)
    echo "usage: $0 address|thread [swift test options]" >&2
    exit 2
    ;;
esac
