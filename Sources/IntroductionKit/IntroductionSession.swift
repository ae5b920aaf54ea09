/// The single owner of generation state: the TUI and the CLI send it intents and render its snapshots.
///
/// Every intent returns at once; the source's stream is read in one task per generation,
/// tagged with a generation number, and a chunk is applied only while its generation is still
/// the active one, so a superseded or stopped stream can never write into the current text.
/// Cancelling that task cancels the source's stream (its `onTermination` closes the connection).
/// A snapshot is published after every change.
public actor IntroductionSession {
    private let source: any IntroductionSource
    private let clock: any Clock<Duration>
    private let continuation: AsyncStream<SessionSnapshot>.Continuation
    private var machine = GenerationStateMachine()
    private var task: Task<Void, Never>?
    private var stopwatch: Stopwatch?
    /// When the last snapshot went out, and whether a newer one is waiting for the coalescing delay.
    private var lastPublished: ContinuousClock.Instant?
    private var publishPending = false

    /// Chunks that arrive closer together than this are published together. A model on loopback can
    /// deliver tens of thousands of chunks a second; every snapshot shares the growing text, so appending
    /// to it after each publish copies the whole text. Four milliseconds stays well inside one frame.
    static let coalescingInterval = Duration.milliseconds(4)

    /// Latest-only (`bufferingNewest(1)`): a slow consumer skips to the newest snapshot and the
    /// session never waits for it. Meant for a single consumer; ends after ``finishSnapshots()``.
    public nonisolated let snapshots: AsyncStream<SessionSnapshot>

    /// - Parameters:
    ///   - source: where introductions come from; its label goes into every snapshot.
    ///   - clock: measures elapsed time and time to first chunk (tests inject their own).
    public init(source: any IntroductionSource, clock: any Clock<Duration> = ContinuousClock()) {
        self.source = source
        self.clock = clock
        (snapshots, continuation) = AsyncStream.makeStream(
            of: SessionSnapshot.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// The current state, text and metrics.
    public var snapshot: SessionSnapshot { machine.snapshot }

    /// Starts writing an introduction for `request`; returns at once.
    ///
    /// A generation that is still running is cancelled first and can no longer write.
    public func generate(_ request: IntroductionRequest) {
        task?.cancel()
        let generation = machine.start(request, sourceLabel: source.label)
        let stopwatch = Stopwatch(clock)
        self.stopwatch = stopwatch
        publish()
        let stream = source.stream(request)
        task = Task { await self.consume(stream, generation: generation, stopwatch: stopwatch) }
    }

    /// Stops the running generation at once; its text so far is kept and the state is `.stopped`.
    /// Does nothing when no generation runs.
    public func stop() {
        task?.cancel()
        if machine.stop(elapsed: stopwatch?.elapsed) { publish() }
    }

    /// Generates again from the last request with the next seed, so the text differs.
    /// Does nothing before the first ``generate(_:)``.
    public func regenerate() {
        guard var request = machine.lastRequest else { return }
        request.seed &+= 1
        generate(request)
    }

    /// Ends the ``snapshots`` stream (the app is quitting); the session publishes nothing after this.
    public func finishSnapshots() {
        continuation.finish()
    }

    /// Waits until no generation is running and its reading task has ended (its stream is
    /// cancelled or finished), then returns the final snapshot.
    ///
    /// If another generation starts meanwhile, waits for that one too. Not cancellable itself:
    /// call ``stop()`` to make it return promptly.
    public func waitUntilFinished() async -> SessionSnapshot {
        while let current = task {
            await current.value
            if task == current { break }
        }
        return machine.snapshot
    }

    // MARK: - Reading one generation

    private func consume(
        _ stream: AsyncThrowingStream<IntroductionChunk, any Error>,
        generation: Int,
        stopwatch: Stopwatch
    ) async {
        do {
            for try await chunk in stream {
                switch machine.receive(chunk, generation: generation, elapsed: stopwatch.elapsed) {
                case .drop:
                    return
                case .publish:
                    publishCoalesced()
                case .publishAndFinish:
                    publish()
                    return
                }
            }
            // A cancelled stream ends quietly; only a stream that ended by itself is truncated.
            let ended =
                Task.isCancelled
                ? machine.cancelled(generation: generation, elapsed: stopwatch.elapsed)
                : machine.streamEnded(generation: generation, elapsed: stopwatch.elapsed)
            if ended { publish() }
        } catch is CancellationError {
            if machine.cancelled(generation: generation, elapsed: stopwatch.elapsed) { publish() }
        } catch {
            if machine.fail(error, generation: generation, elapsed: stopwatch.elapsed) { publish() }
        }
    }

    private func publish() {
        publishPending = false
        lastPublished = .now
        continuation.yield(machine.snapshot)
    }

    /// Publishes now, unless a snapshot went out less than `coalescingInterval` ago: then one publish is
    /// scheduled for the end of the interval and carries every chunk applied until then.
    private func publishCoalesced() {
        guard let lastPublished, ContinuousClock.now - lastPublished < Self.coalescingInterval else {
            publish()
            return
        }
        guard !publishPending else { return }
        publishPending = true
        let delay = Self.coalescingInterval - (ContinuousClock.now - lastPublished)
        Task {
            try? await Task.sleep(for: delay)
            self.publishIfPending()
        }
    }

    private func publishIfPending() {
        if publishPending { publish() }
    }
}
