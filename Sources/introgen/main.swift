#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The command runs on Swift's pool and exits from there; this thread only waits. An `await` here would make the
// program an async main, whose main thread ends in `dispatch_main`'s `pthread_exit`: a forced unwind of its stack
// through the binary's unwind tables, which maps about half a megabyte of them into every run.
let arguments = Array(CommandLine.arguments.dropFirst())
Task.detached { [arguments] in exit(await CLI.main(arguments)) }
while true { pause() }
