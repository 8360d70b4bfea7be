#!/usr/bin/env bash
# The tests, as CI runs them (.ci/run): each fuzz target for a short, fixed time from its seed
# corpus, built with -O (about 4x the executions of a debug build, which reached inputs the debug
# smoke run did not: Fuzz/Regressions/links/custom-scheme-host-folds-a-value-into-a-literal), then
# the whole test suite, whose summary is the last line.
#
#   scripts/test.sh                  # what CI runs
#   FUZZ_SECONDS=0 scripts/test.sh   # swift test alone
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-15}"
if [ "$seconds" != 0 ]; then
    FUZZ_OPTIMIZE="${FUZZ_OPTIMIZE-1}" scripts/fuzz.sh all "$seconds"
fi
swift test
