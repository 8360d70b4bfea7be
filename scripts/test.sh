#!/usr/bin/env bash
# The tests, as CI runs them (.ci/run): each fuzz target for a short, fixed time from its seed
# corpus, built with -O (about 4x the executions of a debug build, which reached inputs the debug
# smoke run did not: Fuzz/Regressions/links/custom-scheme-host-folds-a-value-into-a-literal), then
# the whole test suite. At the end, each phase's wall and CPU seconds, then the suite's summary,
# again, as the last line. (Swift Testing's own durations do not tell a suite's cost: every test
# starts at once and waits for one of the two threads of a 2-core machine, so each one's time is
# mostly that wait. CONTRIBUTING.md, "CI's time", measures a test target alone.)
#
#   scripts/test.sh                  # what CI runs
#   FUZZ_SECONDS=0 scripts/test.sh   # swift test alone
#
# CI must stay under ten minutes on 2 cores: CONTRIBUTING.md ("CI's time") has the phases' times
# and how to measure them again.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-15}"

# Each phase appends "name<TAB>wall seconds<TAB>CPU seconds" here; scripts/fuzz.sh adds its build
# and each run. CPU seconds (its processes' user + system time) are the steadier figure on a
# machine that other builds share: wall time grows with their load, CPU time much less.
PHASE_TIMES=$(mktemp)
export PHASE_TIMES
test_log=$(mktemp)

# User + system seconds of the waited-for children of the shell whose pid is $1.
children_cpu() {
    awk -v ticks="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%.0f", ($14 + $15) / ticks }' "/proc/$1/stat"
}

# Runs a phase, recording its times whether it passes or not.
phase() {
    local name=$1 start=$SECONDS pid=$BASHPID cpu status=0
    shift
    cpu=$(children_cpu "$pid")
    "$@" || status=$?
    printf '%s\t%s\t%s\n' "$name" $((SECONDS - start)) $(($(children_cpu "$pid") - cpu)) >>"$PHASE_TIMES"
    return $status
}

report() {
    local status=$?
    echo
    awk -F '\t' 'BEGIN { printf "%-32s %7s %7s\n", "phase", "wall s", "CPU s" }
        { printf "%-32s %7d %7d\n", $1, $2, $3; wall += $2; cpu += $3 }
        END { printf "%-32s %7d %7d\n", "total", wall, cpu }' "$PHASE_TIMES"
    grep -E 'Test run with .* (passed|failed)' "$test_log" | tail -n 1 || true
    rm -f "$PHASE_TIMES" "$test_log"
    exit $status
}
trap report EXIT

if [ "$seconds" != 0 ]; then
    FUZZ_OPTIMIZE="${FUZZ_OPTIMIZE-1}" scripts/fuzz.sh all "$seconds"
fi
phase "swift build --build-tests" swift build --build-tests
phase "swift test" swift test --skip-build 2>&1 | tee "$test_log"
