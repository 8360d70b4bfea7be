#!/usr/bin/env bash
# Coverage-guided fuzzing, with the toolchain's libFuzzer and AddressSanitizer, of what RouteGen
# reads from untrusted sources. No dependency: each target is compiled with swiftc alone.
#
#   scripts/fuzz.sh                      # every target, 60 seconds each
#   scripts/fuzz.sh links 600            # one target, ten minutes
#   FUZZ_OPTIMIZE=1 scripts/fuzz.sh      # build with -O: minutes to build, about 4x the executions
#
# Before resolving an issue that touches links, patterns or printing, run each target for at
# least 300 s optimized: FUZZ_OPTIMIZE=1 scripts/fuzz.sh all 300
#
# Targets:
#   manifest  bytes → JSON reader → validation → every emitter; every error has a location,
#             generation is deterministic, the AASA file reads back
#   aasa      bytes → AASA reader → matcher, under every reading, on links made from the file
#   links     bytes → URL(string:) and init(path:) of every fixture's generated enum; every route
#             returned prints back to a path and links that parse to the same route, and the
#             model of the fixture's manifest (LinkMatcher) answers as the compiled parser does
#
# Seeds come from the fixtures, the snapshots and the URL tables; the corpus grows in
# .build/fuzz/corpus/TARGET. A failing input is saved as .build/fuzz/findings/TARGET-crash-…:
# copy it to Fuzz/Regressions/TARGET/ under a name that says what it found, fix the bug, and
# `swift test` replays it from then on (FuzzRegressionTests).
set -euo pipefail
cd "$(dirname "$0")/.."

targets=("${1:-all}")
seconds="${2:-60}"
[ "${targets[0]}" = all ] && targets=(manifest aasa links)
optimize=-Onone
[ -n "${FUZZ_OPTIMIZE:-}" ] && optimize=-O

work="${FUZZ_WORK:-.build/fuzz}"  # binaries, corpus, findings and logs
mkdir -p "$work/findings"

# The files every target is compiled from, as one module with RouteGenCore's sources (there is no
# `RouteGenCore` to import here): one binary for all three, since they share RouteGenCore, whose
# optimized build is most of the time. The link runtime is a module of its own, as in the package.
sources() {
    find Sources/RouteGenCore -name '*.swift' | sort
    echo Tests/Support/FuzzChecks.swift
    linked_sources
    echo Tests/GeneratedCodeTests/Tab.swift Tests/GeneratedCodeTests/LinkFuzzing.swift
    echo Fuzz/entry.swift Fuzz/manifest.swift Fuzz/aasa.swift Fuzz/links.swift
}

# The generated code the links target reads links with: of each enum LinkFuzzing.swift names
# (`extension AppRoute: FuzzedRoute {}`), the enum and its parsers, `AppRoute.swift` and
# `AppRoute+URL.swift`. The other generated files (router, navigation, entry points, the AASA
# constant) no target runs, and they were half of the generated code to compile with -O.
linked_sources() {
    local name file found=0
    for name in $(sed -n 's/^extension \([A-Za-z]*\): FuzzedRoute {}$/\1/p' Tests/GeneratedCodeTests/LinkFuzzing.swift); do
        for file in "$name.swift" "$name+URL.swift"; do
            find -L Tests/GeneratedCodeTests/Generated -name "$file"
        done
        found=$((found + 1))
    done
    # LinkFuzzing.swift's extensions are how this finds the files: say so if they are spelled anew.
    [ "$found" -gt 0 ] || { echo "scripts/fuzz.sh: no 'extension …: FuzzedRoute {}' in LinkFuzzing.swift" >&2; exit 1; }
}

# Seed inputs, one file each, from what the repository already holds.
seed() {
    local target=$1 seeds=$2 index=0
    rm -rf "$seeds" && mkdir -p "$seeds"
    case "$target" in
    manifest)
        for file in routes.json Tests/SnapshotTests/Fixtures/*/routes.json Examples/*/Sources/*/routes.json Examples/*/*/routes.json; do
            index=$((index + 1)) && cp "$file" "$seeds/seed$index"
        done
        ;;
    aasa)
        for file in Tests/SnapshotTests/__Snapshots__/*/apple-app-site-association; do
            index=$((index + 1)) && cp "$file" "$seeds/seed$index"
        done
        ;;
    links)
        grep -ohE '"[a-zA-Z]+:[^" ]*"' Tests/GeneratedCodeTests/URLSemanticsTests.swift Tests/GeneratedCodeTests/ParserRobustnessTests.swift Tests/GeneratedCodeTests/RoutePatternTests.swift Tests/GeneratedCodeTests/ModularTests.swift Tests/GeneratedCodeTests/LinkShapeTests.swift Tests/GeneratedCodeTests/LinkShapeRoundTwoTests.swift Tests/GeneratedCodeTests/SegmentsBeforeValueTests.swift Tests/GeneratedCodeTests/AnyHostTests.swift |
            tr -d '"' | sort -u | while IFS= read -r link; do
                index=$((index + 1)) && printf '%s' "$link" >"$seeds/seed$index"
            done
        ;;
    esac
    if [ -d "Fuzz/Regressions/$target" ]; then cp Fuzz/Regressions/"$target"/* "$seeds/" 2>/dev/null || true; fi
}

# With PHASE_TIMES set (scripts/test.sh sets it), the build's and each run's wall and CPU seconds
# are appended to that file, a "name<TAB>wall<TAB>CPU" line each.
children_cpu() {
    awk -v ticks="$(getconf CLK_TCK)" '{ sub(/^.*\) /, ""); printf "%.0f", ($14 + $15) / ticks }' "/proc/$$/stat"
}
phase_start=$SECONDS
phase_cpu=$(children_cpu)
phase_done() {
    local cpu
    cpu=$(children_cpu)
    [ -z "${PHASE_TIMES:-}" ] || printf '%s\t%s\t%s\n' "$1" $((SECONDS - phase_start)) $((cpu - phase_cpu)) >>"$PHASE_TIMES"
    phase_start=$SECONDS
    phase_cpu=$cpu
}

# The link runtime, instrumented like the targets, as a static library and its module.
modules="$work/modules"
mkdir -p "$modules"
echo "fuzz: building RouteGenLinkRuntime ($optimize)"
swiftc "$optimize" -sanitize=fuzzer,address -parse-as-library -module-name RouteGenLinkRuntime \
    -emit-module -emit-module-path "$modules/RouteGenLinkRuntime.swiftmodule" \
    -emit-library -static -o "$modules/libRouteGenLinkRuntime.a" Sources/RouteGenLinkRuntime/*.swift

for target in "${targets[@]}"; do
    case "$target" in
    manifest | aasa | links) ;;
    *)
        echo "scripts/fuzz.sh: unknown target '$target'; the targets are manifest, aasa and links" >&2
        exit 64
        ;;
    esac
done

binary="$work/fuzz"
echo "fuzz: building the targets ($optimize)"
# Listed first, so that a failure to find the generated files stops the script (`set -e` sees an
# assignment's command substitution, not one inside a command's arguments).
files=$(sources)
# Whole-module: one frontend type-checks the module once, where one per file type-checked what
# each file uses again (with -O, 140 CPU seconds instead of 190 on 2 cores); code generation
# still runs a thread per core. `-package-name`: RouteGenCore and the test support declare `package` members.
# shellcheck disable=SC2046  # the file list is meant to split
swiftc "$optimize" -wmo -num-threads "$(nproc)" -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -package-name RouteGen \
    -I "$modules" -L "$modules" -lRouteGenLinkRuntime \
    $files -o "$binary.new" 2> >(grep -v 'ld.gold: warning: Cannot export local symbol' >&2)
mv -f "$binary.new" "$binary"  # a run still going on keeps the binary it started with
phase_done "fuzz build ($optimize)"

status=0
for target in "${targets[@]}"; do
    seed "$target" "$work/seeds/$target"
    mkdir -p "$work/corpus/$target"
    echo "fuzz: running $target for $seconds s"
    log="$work/$target.log"
    if FUZZ_TARGET="$target" "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=16384 \
        -artifact_prefix="$work/findings/$target-" -print_final_stats=1 \
        "$work/corpus/$target" "$work/seeds/$target" >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
        coverage=$(grep -oE 'cov: [0-9]+ ft: [0-9]+' "$log" | tail -n 1)
        echo "fuzz: $target: $runs executions ($speed/s), $coverage, no failure"
    else
        status=1
        grep -E 'Fatal error|ERROR: |SUMMARY: |Test unit written to' "$log" | head -n 8 >&2
        echo "fuzz: $target failed; the input is in $work/findings/. Copy it to Fuzz/Regressions/$target/," \
            "fix the bug, and swift test replays it. Full log: $log" >&2
    fi
    phase_done "fuzz run: $target"
done
exit $status
