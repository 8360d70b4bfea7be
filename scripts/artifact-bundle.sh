#!/usr/bin/env bash
# Packs a prebuilt `routegen` as a SwiftPM artifact bundle, and writes the binary plugin package
# that runs it: RouteGen's own plugins (copied from Plugins/ and Package.swift), with `routegen` a
# binary target instead of a target built from source. An app that depends on that package builds
# none of RouteGen. Docs/BuildPlugin.md has the release steps.
#
#   scripts/artifact-bundle.sh build [--executable PATH] [--output DIR]
#       Builds `routegen` in release mode for this machine (a universal binary on macOS; on Linux
#       the Swift runtime linked in and symbols stripped) and adds it to DIR/routegen.artifactbundle
#       as this machine's variant, beside those already there. Run it on each machine a release
#       supports with the same DIR, then `package`. --executable packs an existing build instead.
#   scripts/artifact-bundle.sh package [--url URL] [--output DIR]
#       Writes DIR/RouteGenBinary, the binary plugin package. With --url (where the release will
#       serve DIR/routegen.artifactbundle.zip), it zips the bundle and names it by URL and checksum,
#       ready to push to its own repository; without, the package holds the bundle and names it by
#       path, to try a build before a release.
#
# DIR defaults to .build/artifactbundle.
set -euo pipefail

usage() { sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
[ $# -ge 1 ] || usage
command=$1
shift
output="$(dirname "$0")/../.build/artifactbundle"
executable=
url=
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output=$2; shift 2 ;;
        --executable) executable=$2; shift 2 ;;
        --url) url=$2; shift 2 ;;
        *) usage ;;
    esac
done
# Paths as given, from where the script was run.
mkdir -p "$output"
output=$(cd "$output" && pwd)
[ -z "$executable" ] || executable="$(cd "$(dirname "$executable")" && pwd)/$(basename "$executable")"
cd "$(dirname "$0")/.."
bundle="$output/routegen.artifactbundle"
version=$(sed -n 's/.*static let version = "\(.*\)"/\1/p' Sources/routegen/RouteGenCLI.swift)

# The triples SwiftPM picks a variant by, from the variant's folder name.
triples() {
    case "$1" in
        routegen-macos) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        routegen-linux-x86_64) echo '"x86_64-unknown-linux-gnu"' ;;
        routegen-linux-aarch64) echo '"aarch64-unknown-linux-gnu"' ;;
        *) echo "artifact-bundle.sh: unknown variant $1" >&2; exit 1 ;;
    esac
}

# info.json lists every variant the bundle holds.
write_info() {
    local variants=() folder
    for folder in "$bundle"/routegen-*/; do
        folder=$(basename "$folder")
        variants+=("        { \"path\": \"$folder/bin/routegen\", \"supportedTriples\": [$(triples "$folder")] }")
    done
    {
        echo '{'
        echo '  "schemaVersion": "1.0",'
        echo '  "artifacts": {'
        echo '    "routegen": {'
        echo "      \"version\": \"$version\","
        echo '      "type": "executable",'
        echo '      "variants": ['
        local IFS=$'\n'
        echo "${variants[*]}" | sed '$!s/$/,/'
        echo '      ]'
        echo '    }'
        echo '  }'
        echo '}'
    } >"$bundle/info.json"
}

build() {
    local variant
    if [ "$(uname -s)" = Darwin ]; then
        variant=routegen-macos
        if [ -z "$executable" ]; then
            swift build -c release --product routegen --arch arm64 --arch x86_64
            executable=.build/apple/Products/Release/routegen
        fi
    else
        variant="routegen-linux-$(uname -m)"
        if [ -z "$executable" ]; then
            # The Swift runtime and Foundation linked in: the machine that runs it needs no toolchain.
            swift build -c release --product routegen --static-swift-stdlib
            executable="$(swift build -c release --show-bin-path)/routegen"
        fi
    fi
    triples "$variant" >/dev/null
    mkdir -p "$bundle/$variant/bin"
    cp "$executable" "$bundle/$variant/bin/routegen"
    # Symbols are for debugging RouteGen, not for running it: a quarter of the Linux binary.
    if [ "$(uname -s)" != Darwin ] && command -v strip >/dev/null; then strip "$bundle/$variant/bin/routegen"; fi
    write_info
    echo "added $variant to $bundle"
}

package() {
    [ -f "$bundle/info.json" ] || { echo "artifact-bundle.sh: no bundle in $output: run 'build' first" >&2; exit 1; }
    local package="$output/RouteGenBinary" target
    rm -rf "$package"
    mkdir -p "$package/Plugins"
    # The plugins' code, links followed: the package stands alone in its own repository.
    cp -RL Plugins/RouteGenPlugin Plugins/RouteGenCommand "$package/Plugins/"
    cp Release/RouteGenBinary/README.md "$package/"
    if [ -n "$url" ]; then
        (cd "$output" && rm -f routegen.artifactbundle.zip && zip -qry routegen.artifactbundle.zip routegen.artifactbundle)
        local checksum
        checksum=$(swift package compute-checksum "$output/routegen.artifactbundle.zip")
        target="        .binaryTarget(name: \"routegen\", url: \"$url\", checksum: \"$checksum\"),"
        echo "bundle $output/routegen.artifactbundle.zip, checksum $checksum"
    else
        cp -R "$bundle" "$package/"
        target='        .binaryTarget(name: "routegen", path: "routegen.artifactbundle"),'
    fi
    # Release/RouteGenBinary/Package.swift with its two placeholders filled in: the binary target,
    # and the plugins as RouteGen's Package.swift declares them.
    sed -n '/^        \/\/ plugins-begin$/,/^        \/\/ plugins-end$/p' Package.swift | sed '1d;$d' >"$output/plugins.swift"
    awk -v target="$target" -v plugins="$output/plugins.swift" '
        /^        \/\/ routegen:binary-target$/ { print target; next }
        /^        \/\/ routegen:plugins$/ { while ((getline line < plugins) > 0) print line; next }
        { print }
    ' Release/RouteGenBinary/Package.swift >"$package/Package.swift"
    rm "$output/plugins.swift"
    echo "wrote $package"
}

case "$command" in
    build) build ;;
    package) package ;;
    *) usage ;;
esac
