/// libFuzzer's entry point for the `aasa` target: bytes as an AASA file (scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAssociationFile(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let failure = AssociationFileFuzzing.check(Array(UnsafeBufferPointer(start: data, count: count))) { fatalError(failure) }
    return 0
}
