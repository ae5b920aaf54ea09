import CMicroHTTPD
import FoundationEssentials
import IntroductionConfiguration
import IntroductionCore
import Synchronization
import TextBasics

/// What the server does with each request, called by libmicrohttpd on its own threads.
///
/// Every call returns quickly and never blocks: a new generation is a task on the cooperative pool, a stream is a
/// ``StreamResponse`` that libmicrohttpd pulls from, and the one asynchronous look-up (finding a generation to
/// resume, which a shared store answers over the network) suspends the connection until it resolves. Requests are
/// checked in this order: path (404) and method (405), token (401), content type (415) and size (413), then the
/// route's own checks (503 while stopping or full, 400 for a body, a fault or an id it cannot use, 404 for a
/// generation it does not keep).
final class RequestHandler: Sendable {
    let settings: ServeSettings
    let source: any IntroductionSource
    let defaults: GenerationOptions
    let seed: UInt64?
    let resumeLog: any ResumeLog
    let generations: GenerationTable
    let responses = ResponseTable()
    let metrics: ServerMetrics
    let token: BearerToken?
    private let stopwatch: Stopwatch
    private let clock: any Clock<Duration>
    private let log: @Sendable (String) -> Void
    private let draining = Atomic<Bool>(false)

    init(
        settings: ServeSettings, source: any IntroductionSource, defaults: GenerationOptions, seed: UInt64?,
        resumeLog: any ResumeLog, metrics: ServerMetrics, clock: any Clock<Duration>,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.settings = settings
        self.source = source
        self.defaults = defaults
        self.seed = seed
        self.resumeLog = resumeLog
        self.metrics = metrics
        self.clock = clock
        self.log = log
        stopwatch = Stopwatch(clock)
        generations = GenerationTable(limit: settings.maxGenerations)
        token = settings.token.map(BearerToken.init)
    }

    /// Time on the server's clock since it started.
    var now: Duration { stopwatch.elapsed }

    /// From now on new generations are refused (503) and `/healthz` says not ready.
    func startDraining() {
        draining.store(true, ordering: .sequentiallyConsistent)
    }

    var isDraining: Bool { draining.load(ordering: .sequentiallyConsistent) }

    // MARK: - libmicrohttpd's calls

    /// The access handler: the request's head, then each piece of its body, then its end.
    func handle(
        _ connection: OpaquePointer, url: String, method: String, upload: UnsafePointer<CChar>?,
        uploadSize: UnsafeMutablePointer<Int>, context slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let pointer = slot.pointee else {
            let context = RequestContext(method: method, path: url, started: now)
            slot.pointee = Unmanaged.passRetained(context).toOpaque()
            if let problem = firstLook(context, connection) { return reply(problem, context, connection) }
            return .YES
        }
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            let count = uploadSize.pointee
            uploadSize.pointee = 0
            metrics.count(.bytesReceived, by: count)
            // A body far past the limit is not worth reading to its end before saying so.
            let discarded = context.receive(
                UnsafeRawBufferPointer(start: upload, count: count), limit: RequestBody.maxBytes)
            return discarded > 16 * RequestBody.maxBytes ? .NO : .YES
        }
        if let resolution = context.takeResolution() {
            switch resolution {
            case .problem(let problem): return reply(problem, context, connection)
            case .stream(let log, let cursor, let faults):
                return stream(log, after: cursor, faults: faults, context, connection, resumed: true)
            case .cancelled:
                return send(status: 204, body: "", type: nil, context, connection)
            }
        }
        guard !context.isWaiting, context.status == nil else { return .YES }
        do {
            return try lastLook(context, connection)
        } catch {
            return reply(error, context, connection)
        }
    }

    /// The request is over (answered, or its connection gone): its log line, its stream's end.
    func completed(_ slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) {
        guard let slot, let pointer = slot.pointee else { return }
        slot.pointee = nil
        let context = Unmanaged<RequestContext>.fromOpaque(pointer).takeRetainedValue()
        let stream = context.stream
        if let stream {
            stream.finish()
            responses.remove(stream)
        }
        metrics.count(.requests)
        let line = RequestLogLine(
            time: Date(), method: context.method, path: context.path,
            // 499, as nginx logs it: the client closed the connection before there was an answer.
            status: context.status ?? 499, generation: context.generation,
            firstEvent: stream?.firstEventAt.map { $0 - context.started }, duration: now - context.started,
            events: stream?.eventsSent ?? 0)
        log(line.text(settings.logFormat))
    }

    // MARK: - Checks

    /// What the head alone decides: path, method, token, content type, declared length.
    private func firstLook(_ context: RequestContext, _ connection: OpaquePointer) -> HTTPProblem? {
        guard let route = context.route else { return .notFound(context.path) }
        guard route.methods.contains(context.method) else {
            return .methodNotAllowed(context.method, allowed: route.methods)
        }
        if route.needsToken, let token, !token.accepts(header(connection, "Authorization")) {
            return .unauthorized
        }
        guard route == .stream else { return nil }
        let type = header(connection, "Content-Type")?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        // A resume may come without a body (and so without a type); a new generation needs JSON.
        if type != "application/json" && !(type == nil && header(connection, "Last-Event-ID") != nil) {
            return .unsupportedMediaType
        }
        if let length = header(connection, "Content-Length").flatMap({ Int($0) }), length > RequestBody.maxBytes {
            return .tooLarge(limit: RequestBody.maxBytes)
        }
        return nil
    }

    /// What the whole request decides.
    private func lastLook(_ context: RequestContext, _ connection: OpaquePointer) throws(HTTPProblem) -> MHD_Result {
        switch context.route {
        case .health?:
            // Degraded is still a 200: new generations stream; only resume across instances waits for the store.
            let body =
                isDraining
                ? "{\"status\":\"not ready\"}"
                : resumeLog.sharing == .unreachable
                    ? "{\"status\":\"degraded\",\"resume_store\":\"unreachable\"}" : "{\"status\":\"ok\"}"
            return send(
                status: isDraining ? 503 : 200, body: body, type: "application/json", context, connection)
        case .metrics?:
            let sharing = resumeLog.sharing
            let page = metrics.text(
                activeStreams: responses.count, activeGenerations: generations.running,
                keptGenerations: resumeLog.count, budget: resumeLog.budget,
                storeUp: sharing == .none ? nil : sharing == .shared)
            return send(status: 200, body: page, type: "text/plain; version=0.0.4", context, connection)
        case .openAPI?:
            return send(status: 200, body: Route.openAPIDocument, type: "application/json", context, connection)
        case .page(let file)?:
            return send(
                status: 200, bytes: file.body, type: file.contentType, headers: PageFile.headers, context, connection)
        case .stream?:
            guard context.body.count <= RequestBody.maxBytes else { throw .tooLarge(limit: RequestBody.maxBytes) }
            let faults = try faults(connection)
            if let cursor = try lastEventID(connection) {
                return resume(cursor.generation, after: cursor.sequence, faults: faults, context, connection)
            }
            guard !isDraining else { throw .shuttingDown(retryAfter: 5) }
            let (profile, options, refinement) = try RequestBody.parse(context.body, defaults: defaults)
            var request = IntroductionRequest(
                profile: profile, options: options, seed: seed ?? UInt64.random(in: 0...UInt64(UInt32.max)),
                refinement: refinement)
            if refinement != nil {
                do {
                    request = try source.refining(request)
                } catch {
                    // The source's own sentence (the offline composer saying which instructions it takes).
                    throw .badRequest("\"instruction\": \(error)", kind: "unsupported_instruction")
                }
            }
            guard source.writes(request.options.language) else {
                throw .badRequest(
                    "This server writes with the offline composer, which writes English and Japanese, not "
                        + "\(request.options.language.shownName): ask for en or ja.", kind: "unsupported_language")
            }
            let log = try start(request)
            return stream(log, after: 0, faults: faults, context, connection, resumed: false)
        case .generation(let text)?:
            guard let generation = GenerationID(text) else { throw .unknownGeneration(text) }
            if context.method == "DELETE" {
                return lookUp(generation, context, connection) { [self] log in
                    await end(log, with: .cancelled)
                    return .cancelled
                }
            }
            let faults = try faults(connection)
            var cursor = 0
            if let id = try lastEventID(connection) {
                guard id.generation == generation else {
                    throw .badRequest(
                        "Last-Event-ID names the generation \(id.generation), not \(generation) of the path.")
                }
                cursor = id.sequence
            }
            return resume(generation, after: cursor, faults: faults, context, connection)
        case nil:
            throw .notFound(context.path)
        }
    }

    private func faults(_ connection: OpaquePointer) throws(HTTPProblem) -> FaultModes {
        let asked = FaultModes.parameters.filter { argument(connection, $0) != nil }
        guard !asked.isEmpty else { return FaultModes() }
        guard settings.faults else {
            throw .badRequest(
                "?\(asked[0]) is a fault mode for testing clients: start the server with --faults to use it.",
                kind: "bad_fault")
        }
        return try FaultModes { argument(connection, $0) }
    }

    private func lastEventID(_ connection: OpaquePointer) throws(HTTPProblem) -> EventID? {
        guard let text = header(connection, "Last-Event-ID")?.trimmingCharacters(in: .whitespaces), !text.isEmpty
        else { return nil }
        guard let id = EventID(text) else {
            throw .badRequest("Last-Event-ID must be an id this server sent, <generation>:<number>.")
        }
        return id
    }

    // MARK: - Generations and streams

    /// Starts a generation for `request`; 503 when as many as allowed are running.
    private func start(_ request: IntroductionRequest) throws(HTTPProblem) -> EventLog {
        let generation = GenerationID.random()
        // Running generations alone fill the memory kept for resume: a new one waits rather than grow it.
        guard resumeLog.makeRoom() else { throw .memoryFull(retryAfter: 5) }
        let log = resumeLog.create(generation, now: now)
        guard generations.reserve(log) else {
            // Never read: it expires with the window like any other.
            throw .busy(limit: generations.limit, retryAfter: 5)
        }
        metrics.count(.generations)
        let run = GenerationRun(
            source: source, request: request, log: log, resumeLog: resumeLog, metrics: metrics,
            report: { [log = self.log] line in log("introgen serve: " + line) })
        let table = generations
        let task = Task {
            await run.run()
            table.finished(generation)
        }
        generations.started(generation, task: task)
        return log
    }

    /// The stream of `log` after `cursor`, or why not. An id past what this instance has seen of a generation another
    /// instance writes may have been sent there already (its follower here lags, more so on a loaded host): the log
    /// is given a bounded time to catch up before any refusal, and one still behind then is a 503 to retry, never a
    /// 400. A 400 only for a sequence no instance can have sent: past the end of a finished generation, or past what
    /// the only instance wrote.
    private static func resolution(_ log: EventLog, after cursor: Int, shared: Bool, faults: FaultModes) async
        -> RequestContext.Resolution
    {
        let notSent = HTTPProblem.badRequest(
            "Last-Event-ID names an event the generation \(log.generation) has not sent.")
        guard cursor > log.lastSequence else { return .stream(log, cursor: cursor, faults: faults) }
        guard shared else { return .problem(notSent) }
        // Real time, 20 ms at a time for at most `catchUp`: a bound on waiting, not behaviour a test controls.
        for _ in 0..<Int(catchUp / .milliseconds(20)) {
            if cursor <= log.lastSequence { return .stream(log, cursor: cursor, faults: faults) }
            if log.isFinished && log.lastSequence == log.appendedCount { return .problem(notSent) }
            try? await Task.sleep(for: .milliseconds(20))
        }
        if cursor <= log.lastSequence { return .stream(log, cursor: cursor, faults: faults) }
        return .problem(log.isFinished && log.lastSequence == log.appendedCount ? notSent : .storeBehind(retryAfter: 1))
    }

    /// How long a resume waits for this instance to see an event another instance sent.
    static let catchUp = Duration.seconds(5)

    /// Finds `generation` (asynchronously: the connection waits, suspended) and streams it after `cursor`.
    private func resume(
        _ generation: GenerationID, after cursor: Int, faults: FaultModes, _ context: RequestContext,
        _ connection: OpaquePointer
    ) -> MHD_Result {
        let shared = resumeLog.sharing != .none
        return lookUp(generation, context, connection) { log in
            await Self.resolution(log, after: cursor, shared: shared, faults: faults)
        }
    }

    /// Finds `generation` (asynchronously: the connection waits, suspended), then answers with what `found` makes of
    /// its log, or with the 404, 410 or 503 of a generation not found.
    private func lookUp(
        _ generation: GenerationID, _ context: RequestContext, _ connection: OpaquePointer,
        found: @escaping @Sendable (EventLog) async -> RequestContext.Resolution
    ) -> MHD_Result {
        let handle = ConnectionHandle(pointer: connection)
        let resumeLog = resumeLog
        context.willWait()
        let now = now
        Task {
            let resolution: RequestContext.Resolution
            switch await resumeLog.find(generation, now: now) {
            case .found(let log): resolution = await found(log)
            case .unknown: resolution = .problem(.unknownGeneration(generation.text))
            case .expired: resolution = .problem(.expiredGeneration(generation.text))
            case .unavailable: resolution = .problem(.storeUnavailable(retryAfter: 5))
            }
            if context.resolve(resolution) { handle.resume() }
        }
        handle.suspend()
        if context.didSuspend() { handle.resume() }
        return .YES
    }

    /// Ends a generation this instance writes with a `failed` frame saying why, then cancels its task (its source's
    /// connection closes). The ending goes in first, so the generation can add nothing after it. A generation that
    /// already ended, or that another instance writes, is left as it is.
    func end(_ log: EventLog, with failure: FailureSentence) async {
        guard generations.isRunning(log.generation) else { return }
        if case .appended = await resumeLog.append(ChunkEvents.failed(failure.sentence), to: log) {
            metrics.count(.events)
            metrics.failed(failure.kind)
        }
        generations.cancel(log.generation)
    }

    /// Answers with the event stream of `log` after `cursor`.
    private func stream(
        _ log: EventLog, after cursor: Int, faults: FaultModes, _ context: RequestContext,
        _ connection: OpaquePointer, resumed: Bool
    ) -> MHD_Result {
        let clock = clock
        let stopwatch = stopwatch
        let response = StreamResponse(
            log: log, cursor: cursor, faults: faults, connection: ConnectionHandle(pointer: connection),
            metrics: metrics, now: { stopwatch.elapsed }, sleep: { try await clock.sleep(for: $0) })
        log.attach()
        responses.insert(response)
        if resumed { metrics.count(.resumes) }
        let retained = Unmanaged.passRetained(response).toOpaque()
        guard
            let reply = introgen_mhd_stream_response(16 * 1024, streamReader, retained, streamRelease)
        else {
            Unmanaged<StreamResponse>.fromOpaque(retained).release()
            return .NO
        }
        defer { introgen_mhd_destroy(reply) }
        introgen_mhd_add_header(reply, "Content-Type", "text/event-stream")
        introgen_mhd_add_header(reply, "Cache-Control", "no-store")
        // nginx and other proxies pass each event on at once instead of buffering the response.
        introgen_mhd_add_header(reply, "X-Accel-Buffering", "no")
        context.responded(200, generation: log.generation.text, stream: response)
        return introgen_mhd_queue(connection, 200, reply)
    }
}

/// libmicrohttpd's content callback for an event stream: ``StreamResponse/read(into:)``.
private let streamReader: MHD_ContentReaderCallback = { pointer, _, buffer, max in
    let response = Unmanaged<StreamResponse>.fromOpaque(pointer!).takeUnretainedValue()
    switch response.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: max)) {
    case .copied(let count): return count
    case .suspended: return 0
    case .ended: return MHD_CONTENT_READER_END_OF_STREAM
    case .dropped: return MHD_CONTENT_READER_END_WITH_ERROR
    }
}

/// libmicrohttpd is done with an event stream's callback.
private let streamRelease: MHD_ContentReaderFreeCallback = { pointer in
    Unmanaged<StreamResponse>.fromOpaque(pointer!).release()
}
