/// The `aasa` target: bytes as an AASA file (scripts/fuzz.sh).
func fuzzAssociationFile(_ bytes: [UInt8]) {
    if let failure = AssociationFileFuzzing.check(bytes) { fatalError(failure) }
}
