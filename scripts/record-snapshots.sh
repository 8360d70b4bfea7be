#!/usr/bin/env bash
# Re-records every generated-file snapshot with the CLI, then shows what changed.
#
# Use it after changing an emitter. `ROUTEGEN_RECORD=failed swift test` does the same from the
# tests, but cannot run when the old snapshots no longer compile next to new test code (the
# GeneratedCodeTests target compiles them); this script only needs `routegen` to build.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product routegen
routegen=$(swift build --show-bin-path)/routegen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for fixture in Tests/SnapshotTests/Fixtures/*/; do
    name=$(basename "$fixture")
    snapshots="Tests/SnapshotTests/__Snapshots__/$name"
    # Beside a copy of the manifest (and its fragments), so `#sourceLocation` names `routes.json`,
    # as the tests generate it.
    rm -rf "$work/$name" && mkdir -p "$work/$name" && cp -RL "$fixture/." "$work/$name/"
    (cd "$work/$name" && "$routegen" generate routes.json --output-directory . \
        $(grep -q "\"hosts\"" routes.json && echo --aasa-output .) > /dev/null)
    # The link tests, which GeneratedCodeTests runs against the fixture's code.
    (cd "$work/$name" && "$routegen" link-tests routes.json --output-directory . > /dev/null)
    mkdir -p "$snapshots"
    # A file the manifest no longer generates goes with the rest.
    find "$snapshots" -maxdepth 1 -type f \( -name '*.swift' -o -name apple-app-site-association \) -delete
    find "$work/$name" -maxdepth 1 -type f \( -name '*.swift' -o -name apple-app-site-association \) -exec cp {} "$snapshots/" \;
    # Routes that differ by host: a folder per host, each with its file.
    for file in "$work/$name"/*/apple-app-site-association; do
        [ -f "$file" ] || continue
        host=$(basename "$(dirname "$file")")
        mkdir -p "$snapshots/$host" && cp "$file" "$snapshots/$host/"
    done
done
# The catalog pages of the fixtures CatalogSnapshotTests names (its `fixtures`).
mkdir -p Tests/SnapshotTests/__Snapshots__/catalog
catalogs=$(sed -n 's/^ *static let fixtures = \[\(.*\)\]$/\1/p' Tests/SnapshotTests/CatalogSnapshotTests.swift | tr -d '",')
[ -n "$catalogs" ] || { echo "scripts/record-snapshots.sh: no 'static let fixtures = [...]' in CatalogSnapshotTests.swift" >&2; exit 1; }
for name in $catalogs; do
    "$routegen" catalog "Tests/SnapshotTests/Fixtures/$name/routes.json" \
        --output "Tests/SnapshotTests/__Snapshots__/catalog/$name.html" > /dev/null
done
git status --short -- Tests/SnapshotTests/__Snapshots__
echo "Review the change with: git diff -- Tests/SnapshotTests/__Snapshots__"
