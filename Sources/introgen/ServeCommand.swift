import Dispatch
import FoundationEssentials
import IntroductionConfiguration
import IntroductionCore
import IntroductionServer
import Localization
import SafeText
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen serve`: the introduction service, with every source introgen has behind it. Parses, wires, waits for
/// SIGTERM or SIGINT; the server itself is ``IntroductionServer``.
enum ServeCommand {
    static let usage = """
        usage: introgen serve [--host 127.0.0.1] [--port 8080] [serve options] [source] [options]

        Serves the introduction-service protocol for apps that stream an introduction from a server holding the
        model key: POST /api/introduction/stream with the profile as JSON answers text/event-stream events
        {"content":"…","status":"in_progress"|"completed"|"failed","error":null|"…"}, each with the id
        <generation>:<sequence>; a client resumes with Last-Event-ID (the same POST, or
        GET /api/introduction/stream/<generation>) and gets every later event exactly once. The headline,
        highlights and bio come as `event: section` events, which clients that know only the frames ignore.
        GET /healthz says ok (or not ready while stopping); GET /metrics has the counters for Prometheus;
        GET /openapi.json is the service's OpenAPI 3.1 contract.
        The source is chosen as for `introgen generate` (the offline composer when nothing is configured);
        the serve section of the config file holds host, port, token_file, max_generations, max_events,
        resume_window, resume_memory, drain, log_format, resume_store and resume_store_password_file.

        With --resume-store, several instances behind a load balancer share their generations through Redis
        Streams: a client may resume on any of them, and one resuming a generation whose server died gets
        every event it wrote, then a failed event saying it was lost with its server. Redis unreachable: new
        introductions still stream, /healthz says degraded, resume on another instance is a 503 until it answers.

        \(ServeArguments.usage)

        \(SourceArguments.usage)
        --lang, --tone, --length and --for set what a request that leaves them out gets; --seed makes every
        introduction use that seed.

        SIGTERM or SIGINT stops it: no new connections, running streams finish for up to --drain seconds, the
        rest end with a failed event saying the server is shutting down, then exit 0 (a second signal exits at
        once).

        exit codes: 0 stopped, 1 could not start, 2 usage error
        """

    static let options = OptionSpec(
        valued: SourceArguments.valued.union(ServeArguments.valued),
        repeatable: SourceArguments.repeatable,
        flags: ServeArguments.flags
    )

    static func run(_ arguments: [String]) async -> Int32 {
        let parsed = CLI.parse(arguments, spec: options, usage: usage, command: "serve") { parsed in
            guard parsed.positionals.isEmpty else {
                throw UsageError(tr("unexpected argument %s", parsed.positionals[0]))
            }
            return (try SourceArguments(parsed), try ServeArguments(parsed))
        }
        switch parsed {
        case .exit(let code):
            return code
        case .run(let (sourceArguments, serveArguments)):
            return await serve(sourceArguments: sourceArguments, serveArguments: serveArguments)
        }
    }

    private static func serve(sourceArguments: SourceArguments, serveArguments: ServeArguments) async -> Int32 {
        let source: any IntroductionSource
        let settings: ServeSettings
        let defaults: GenerationOptions
        do {
            let loader = ConfigurationLoader(environment: ProcessInfo.processInfo.environment)
            let configuration = try loader.load(sourceArguments.overrides)
            source = try SourceFactory.makeSource(for: configuration)
            settings = try loader.loadServe(serveArguments.overrides, configFile: sourceArguments.overrides.configFile)
            defaults = sourceArguments.options(over: configuration.defaultOptions)
        } catch {
            StandardStreams.error("introgen: " + TextSanitizer.messageLine(describing: error))
            return 1
        }
        // SIGPIPE from a client gone away must not end the server (libmicrohttpd also sends without it).
        signal(SIGPIPE, SIG_IGN)
        let server = IntroductionServer(
            settings: settings, source: source, defaults: defaults,
            seed: sourceArguments.seed, log: { StandardStreams.error($0) })
        // Taken before the server starts, so a signal never finds it half started with the default action.
        let signals = ShutdownSignals()
        let received = signals.stream
        let port: Int
        do {
            port = try server.start()
        } catch {
            StandardStreams.error("introgen: \(error)")
            return 1
        }
        let host = settings.host.contains(":") ? "[\(settings.host)]" : settings.host
        StandardStreams.error(
            "introgen serve: listening on http://\(host):\(port)/api/introduction/stream with the \(source.label)"
                + (IntroductionServer.libraryVersion.map { " (\($0))" } ?? ""))
        StandardStreams.error("introgen serve: " + access(settings))
        if let store = settings.resumeStore {
            StandardStreams.error("introgen serve: generations are shared through \(store)")
        }
        await received.next()
        StandardStreams.error(
            "introgen serve: stopping; running streams may finish for up to \(settings.drain.formattedSeconds())")
        await server.shutdown()
        withExtendedLifetime(signals) {}
        StandardStreams.error("introgen serve: stopped")
        return 0
    }

    /// The start line about who may connect.
    private static func access(_ settings: ServeSettings) -> String {
        if let file = settings.tokenFile {
            return "clients must send Authorization: Bearer <the token in \(file)>"
        }
        if settings.isLoopback {
            return "only this machine can connect (no token needed on a loopback address)"
        }
        return "--no-auth: anyone who can reach \(settings.host) can use this server's model, without a token"
    }
}

/// SIGTERM and SIGINT, taken from their default action while this lives: the first is yielded on `stream` (the
/// server then drains), a second ends the process at once with 130.
final class ShutdownSignals {
    /// One element, at the first signal.
    let stream: AsyncStream<Int32>
    private let sources: [any DispatchSourceSignal]

    init() {
        let (stream, continuation) = AsyncStream.makeStream(of: Int32.self)
        self.stream = stream
        let received = Mutex(0)
        sources = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                let count = received.withLock { count in
                    count += 1
                    return count
                }
                guard count > 1 else {
                    continuation.yield(number)
                    return
                }
                // Written directly: the process ends before stderr's own thread would get to it.
                let line = Array("introgen serve: stopped at once\n".utf8)
                _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
                exit(130)
            }
            source.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.cancel() }
    }
}

extension AsyncStream<Int32> {
    /// Returns at the stream's next element (or its end, or when the waiting task is cancelled).
    func next() async {
        var iterator = makeAsyncIterator()
        _ = await iterator.next()
    }
}
