#!/usr/bin/env bash
# The tests, as CI runs them (.ci/run): each fuzz target for a short, fixed time from its seed
# corpus, then the whole test suite, whose summary is the last line.
#
#   scripts/test.sh                  # what CI runs
#   FUZZ_SECONDS=0 scripts/test.sh   # swift test alone
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-15}"
if [ "$seconds" != 0 ]; then
    scripts/fuzz.sh all "$seconds"
fi
swift test
