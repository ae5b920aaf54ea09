#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(await CLI.main(Array(CommandLine.arguments.dropFirst())))
