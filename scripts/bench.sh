#!/usr/bin/env bash
# The benchmark: what RouteGen costs its users, measured in release mode. Prints the report and
# writes it into Docs/Performance.md. Takes about 20 minutes on 2 cores; --quick checks that it runs.
#
#   scripts/bench.sh                    # everything, and update Docs/Performance.md
#   scripts/bench.sh --only parse       # one part (build, generator, aasa, compile, parse); prints only
#   scripts/bench.sh --quick            # small sizes, one repetition; prints only
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product routegen
swift build -c release --product routegen-benchmark
swift build --product routegen  # the debug tool, which the build plugin runs in an app's debug build
if [ $# -eq 0 ]; then
    exec "$(swift build -c release --show-bin-path)/routegen-benchmark" --write Docs/Performance.md
else
    exec "$(swift build -c release --show-bin-path)/routegen-benchmark" "$@"
fi
