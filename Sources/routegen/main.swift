#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

exit(RouteGenCLI.main(Array(CommandLine.arguments.dropFirst())).rawValue)
