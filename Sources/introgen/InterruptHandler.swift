import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT (and SIGTERM, SIGHUP) into cancelling one task, so a request is cancelled and its connection
/// closed before the process exits with 130, instead of dying mid-write.
final class InterruptHandler {
    private let sources: [any DispatchSourceSignal]

    init(cancelling task: Task<Int32, Never>) {
        let signals = [SIGINT, SIGTERM, SIGHUP]
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { task.cancel() }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}
