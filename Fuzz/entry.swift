import Foundation

/// The target this run fuzzes, from `FUZZ_TARGET`: every target is one binary, so that the
/// sources they share (all of RouteGenCore) compile once, which with `-O` is most of a CI run's
/// fuzzing time.
let fuzzTarget: ([UInt8]) -> Void = {
    switch ProcessInfo.processInfo.environment["FUZZ_TARGET"] {
    case "manifest": fuzzManifest
    case "aasa": fuzzAssociationFile
    case "links": fuzzLinks
    default: fatalError("set FUZZ_TARGET to manifest, aasa or links (scripts/fuzz.sh does)")
    }
}()

/// libFuzzer's entry point: one input, to the target `FUZZ_TARGET` names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    fuzzTarget(Array(UnsafeBufferPointer(start: data, count: count)))
    return 0
}
