/// The `links` target: bytes as a link and a path (scripts/fuzz.sh).
func fuzzLinks(_ bytes: [UInt8]) {
    if let failure = LinkFuzzing.check(bytes) { fatalError(failure) }
}
