public import IntroductionConfiguration
public import IntroductionCore
import RedisClient
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `introgen serve`: the introduction service, streaming each introduction from `source` to any number of
/// clients, with resume.
///
/// `POST /api/introduction/stream` with a profile starts a generation and streams its events (ids
/// `<generation>:<sequence>`); a client that reconnects with `Last-Event-ID` (the same POST, or
/// `GET /api/introduction/stream/<generation>`) gets every event after that one exactly once, then the live rest.
/// Generations are kept for the resume window after their last client leaves, then forgotten (and cancelled
/// upstream when still running). `GET /healthz` and `GET /metrics` tell how it is doing.
///
/// HTTP is libmicrohttpd's, on threads of its own; generations run as tasks; the two meet in each generation's
/// log, which neither blocks on. Start it with ``start()``, stop it with ``shutdown(drain:)``.
public final class IntroductionServer: Sendable {
    private let handler: RequestHandler
    private let settings: ServeSettings
    private let clock: any Clock<Duration>
    private let log: @Sendable (String) -> Void
    private let state = Mutex<State>(State())

    private struct State {
        var daemon: HTTPDaemon?
        var housekeeping: Task<Void, Never>?
    }

    /// A server for `settings` writing with `source`.
    ///
    /// - Parameters:
    ///   - defaults: the options a request leaves out (language, tone, length).
    ///   - seed: the seed of every generation; nil for a new random one each time.
    ///   - clock: times the resume window, stalls, heartbeats and the drain (tests inject their own).
    ///   - log: receives each log line (one per request, and a few about the server), without newline; called on
    ///     the server's threads, so it must not block.
    public convenience init(
        settings: ServeSettings, source: any IntroductionSource, defaults: GenerationOptions = GenerationOptions(),
        seed: UInt64? = nil, clock: any Clock<Duration> = ContinuousClock(),
        log: @escaping @Sendable (String) -> Void
    ) {
        self.init(
            settings: settings, source: source, defaults: defaults, seed: seed, clock: clock,
            followerTiming: GenerationFollower.Timing(), log: log)
    }

    /// A server whose followers of generations other instances write keep `followerTiming` (tests make them lag).
    package init(
        settings: ServeSettings, source: any IntroductionSource, defaults: GenerationOptions, seed: UInt64?,
        clock: any Clock<Duration>, followerTiming: GenerationFollower.Timing,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.settings = settings
        self.clock = clock
        self.log = log
        // The one place that chooses the resume log: shared through Redis when the settings name a store.
        let metrics = ServerMetrics()
        let budget = ResumeBudget(limit: settings.resumeMemory)
        let resumeLog: any ResumeLog =
            if let store = settings.resumeStore {
                RedisResumeLog(
                    endpoint: RedisEndpoint(
                        host: store.host, port: store.port, database: store.database, password: store.password),
                    window: settings.resumeWindow, capacity: settings.maxEvents,
                    maxKept: settings.maxGenerations * 10, budget: budget, metrics: metrics,
                    followerTiming: followerTiming,
                    report: { log("introgen serve: " + $0) })
            } else {
                MemoryResumeLog(
                    window: settings.resumeWindow, capacity: settings.maxEvents, maxKept: settings.maxGenerations * 10,
                    budget: budget)
            }
        handler = RequestHandler(
            settings: settings, source: source, defaults: defaults, seed: seed, resumeLog: resumeLog,
            metrics: metrics, clock: clock, log: log)
    }

    /// Starts listening and returns the port (the one the system chose when the settings say 0). With a resume
    /// store, it starts connecting to it too; an unreachable store does not stop the server (it runs degraded and
    /// says so in its log and `/healthz`).
    ///
    /// - Throws: ``ServerError`` when the address cannot be listened on, or a library is missing.
    public func start() throws(ServerError) -> Int {
        guard let address = ListenAddress(host: settings.host, port: settings.port) else {
            throw .invalidAddress(settings.host)
        }
        let files = Self.raiseFileLimit()
        let daemon = try HTTPDaemon(
            address: address, host: settings.host, port: settings.port,
            threads: min(4, max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))),
            connectionLimit: max(64, min(settings.maxGenerations * 8 + 64, files - 32)), handler: handler, log: log)
        do {
            try handler.resumeLog.open()
        } catch {
            daemon.stop()
            throw error
        }
        let handler = handler
        let clock = clock
        let housekeeping = Task {
            // Once a second: forget what nobody read for the resume window (cancelling it when still running),
            // and let silent streams say they are alive.
            while !Task.isCancelled {
                do { try await clock.sleep(for: .seconds(1)) } catch { return }
                for expired in await handler.resumeLog.sweep(now: handler.now) {
                    handler.generations.cancel(expired.generation)
                }
                for response in handler.responses.all { response.heartbeatIfSilent() }
            }
        }
        state.withLock { state in
            state.daemon = daemon
            state.housekeeping = housekeeping
        }
        return daemon.port
    }

    /// "libmicrohttpd 0.9.75", as loaded; nil when it cannot be loaded.
    public static var libraryVersion: String? { HTTPDaemon.libraryVersion }

    /// Stops: no new connection is accepted and no new generation started (`/healthz` says not ready); running
    /// generations may finish for up to `drain` (the settings' when nil); those still running then end with a
    /// `failed` event saying the server is shutting down. Returns once every connection is closed.
    public func shutdown(drain: Duration? = nil) async {
        guard let daemon = state.withLock({ $0.daemon }) else { return }
        handler.startDraining()
        daemon.quiesce()
        let limit = drain ?? settings.drain
        if limit > .zero {
            let clock = clock
            let generations = handler.generations
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await generations.waitUntilIdle() }
                group.addTask { try? await clock.sleep(for: limit) }
                await group.next()
                group.cancelAll()
            }
        }
        for log in handler.generations.runningLogs { await handler.end(log, with: .shutdown) }
        // Clients take their last events (at most two seconds), then whatever is left is closed.
        await Self.poll(times: 100) { self.handler.responses.count == 0 }
        for response in handler.responses.all { response.close() }
        await Self.poll(times: 100) { !self.handler.responses.all.contains { $0.isSuspended } }
        state.withLock { state in
            state.housekeeping?.cancel()
            state.daemon = nil
        }
        await handler.resumeLog.close()
        daemon.stop()
    }

    /// Waits until `done` or `times` × 20 ms of real time have passed. (Real time, not the injected clock: these
    /// are bounds on how long closing takes, not behaviour a test needs to control.)
    private static func poll(times: Int, until done: @Sendable () -> Bool) async {
        for _ in 0..<times where !done() {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Raises the soft limit on open files to the hard one (many clients are many sockets); returns the limit.
    private static func raiseFileLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
