/// libFuzzer's entry point for the `manifest` target: bytes as `routes.json` (scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let failure = ManifestFuzzing.check(Array(UnsafeBufferPointer(start: data, count: count))) { fatalError(failure) }
    return 0
}
