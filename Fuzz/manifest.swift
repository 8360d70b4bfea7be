/// The `manifest` target: bytes as `routes.json` (scripts/fuzz.sh).
func fuzzManifest(_ bytes: [UInt8]) {
    if let failure = ManifestFuzzing.check(bytes) { fatalError(failure) }
}
