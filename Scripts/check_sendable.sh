#!/usr/bin/env bash
# Every public type of Astro, Hijri and PrayerSnapshot has an `assertSendable(T.self)` line in
# Tests/CrossModuleTests/SendableTests.swift (which only compiles if each is Sendable).
#
# Lists `public`/`open` struct, enum, class, actor and protocol declarations; a nested type is
# named by the types and extensions around it (by indentation, two spaces a level, as the sources
# are formatted): `WidgetSnapshot.Day`. Prints the missing ones and exits 1, else exits 0.
# SendableTests.testPublicTypes_AllListed does the same inside `swift test`.
set -euo pipefail
cd "$(dirname "$0")/.."
test_file=Tests/CrossModuleTests/SendableTests.swift
declared=$(find Sources/Astro Sources/Hijri Sources/PrayerSnapshot -name '*.swift' -print0 | sort -z |
  xargs -0 awk '
    FNR == 1 { depth = 0 }
    {
      match($0, /^ */); indent = RLENGTH
      n = split(substr($0, indent + 1), w, " ")
      i = 1; pub = 0
      while (i <= n && w[i] ~ /^(public|open|internal|fileprivate|private|final|indirect|nonisolated|package|@frozen|@usableFromInline)$/) {
        if (w[i] == "public" || w[i] == "open") pub = 1
        i++
      }
      if (i >= n || w[i] !~ /^(struct|enum|class|actor|protocol|extension)$/) next
      kind = w[i]; name = w[i + 1]; sub(/[^A-Za-z0-9_.].*$/, "", name)
      if (name == "") next
      while (depth > 0 && ind[depth] >= indent) depth--
      q = ""
      for (d = 1; d <= depth; d++) q = q nm[d] "."
      depth++; ind[depth] = indent; nm[depth] = name
      if (pub && kind != "extension") print q name
    }' | sort -u)
checked=$(sed -n 's/^ *assertSendable(\(.*\)\.self)$/\1/p' "$test_file" | sort -u)
missing=$(comm -23 <(echo "$declared") <(echo "$checked"))
stale=$(comm -13 <(echo "$declared") <(echo "$checked"))
echo "$(echo "$declared" | wc -l) public types, $(echo "$checked" | wc -l) checked in $test_file"
status=0
if [ -n "$missing" ]; then
  echo "public types without assertSendable in $test_file:"; echo "$missing" | sed 's/^/  /'; status=1
fi
if [ -n "$stale" ]; then
  echo "assertSendable of no public type:"; echo "$stale" | sed 's/^/  /'; status=1
fi
exit $status
