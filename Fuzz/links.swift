/// libFuzzer's entry point for the `links` target: bytes as a link and a path (scripts/fuzz.sh).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLinks(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    if let failure = LinkFuzzing.check(Array(UnsafeBufferPointer(start: data, count: count))) { fatalError(failure) }
    return 0
}
