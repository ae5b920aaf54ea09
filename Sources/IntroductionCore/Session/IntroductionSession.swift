import FoundationEssentials

/// The single owner of generation state and of the versions: the TUI and the CLI send it intents and render its
/// snapshots.
///
/// Every intent returns at once; the source's stream is read in one task per generation,
/// tagged with a generation number, and a chunk is applied only while its generation is still
/// the active one, so a superseded or stopped stream can never write into the current text.
/// Cancelling that task cancels the source's stream (its `onTermination` closes the connection).
/// A snapshot is published after every change.
///
/// Every generation is a version from its start (``VersionHistory``): a new generation adds one at the end and shows
/// it, a superseded one is kept as stopped with its text. Stepping to another version while one generates leaves the
/// stream running; stepping back to it shows it live again. Whenever a version ends or is added, the versions worth
/// keeping go to `keep` (the app writes them beside the draft).
public actor IntroductionSession {
    private var source: any IntroductionSource
    private let clock: any Clock<Duration>
    private let continuation: AsyncStream<SessionSnapshot>.Continuation
    private let keep: (@Sendable ([IntroductionVersion]) -> Void)?
    private var machine = GenerationStateMachine()
    private var history: VersionHistory
    private var task: Task<Void, Never>?
    private var stopwatch: Stopwatch?
    /// Time on `clock` since the session began: the coalescing delay is measured and slept on the injected clock,
    /// so a test drives the trailing publish by advancing its clock instead of waiting in real time.
    private let lifetime: Stopwatch
    /// When the last snapshot went out (on `lifetime`), and whether a newer one is waiting for the coalescing delay.
    private var lastPublished: Duration?
    private var publishPending = false
    /// Why the last intent changed nothing, for the next snapshot only (``SessionSnapshot/notice``).
    private var notice: String?

    /// Chunks that arrive closer together than this are published together. A model on loopback can
    /// deliver tens of thousands of chunks a second; every snapshot shares the growing text, so appending
    /// to it after each publish copies the whole text. Four milliseconds stays well inside one frame.
    package static let coalescingInterval = Duration.milliseconds(4)

    /// Latest-only (`bufferingNewest(1)`): a slow consumer skips to the newest snapshot and the
    /// session never waits for it. Meant for a single consumer; ends after ``finishSnapshots()``.
    public nonisolated let snapshots: AsyncStream<SessionSnapshot>

    /// - Parameters:
    ///   - source: where introductions come from; its label goes into every snapshot.
    ///   - clock: measures elapsed time and time to first chunk, and times the coalescing of snapshots (tests inject
    ///     their own).
    ///   - versions: the versions kept by an earlier run, oldest first; the last is shown (not generating).
    ///   - keep: receives the versions worth keeping (``VersionHistory/keptBetweenRuns`` at most, oldest first)
    ///     whenever one ends or is added; called on the session's actor, so it should be a quick local write.
    public init(
        source: any IntroductionSource,
        clock: any Clock<Duration> = ContinuousClock(),
        versions: [IntroductionVersion] = [],
        keep: (@Sendable ([IntroductionVersion]) -> Void)? = nil
    ) {
        self.source = source
        self.clock = clock
        lifetime = Stopwatch(clock)
        self.keep = keep
        let restored = VersionHistory(restoring: versions)
        history = restored
        (snapshots, continuation) = AsyncStream.makeStream(
            of: SessionSnapshot.self, bufferingPolicy: .bufferingNewest(1))
        // Restored versions are on screen from the start, before anything else happens.
        if !versions.isEmpty { continuation.yield(Self.snapshot(of: restored, machine: GenerationStateMachine())) }
    }

    /// The shown version's state, text and metrics, and its place among the versions.
    public var snapshot: SessionSnapshot { Self.snapshot(of: history, machine: machine) }

    /// What the screen shows: the shown version, live from the state machine while it is the generation.
    private static func snapshot(of history: VersionHistory, machine: GenerationStateMachine) -> SessionSnapshot {
        guard let index = history.shownIndex, let shown = history.shown else { return machine.snapshot }
        var snapshot: SessionSnapshot
        if shown.id == machine.snapshot.generation {
            snapshot = machine.snapshot
        } else {
            snapshot = SessionSnapshot(
                generation: shown.id, state: shown.state, content: shown.content, metrics: shown.metrics,
                sourceLabel: shown.sourceLabel)
            snapshot.isCutShort = shown.isCutShort
            snapshot.arrivedWhole = shown.arrivedWhole
            snapshot.sectionsMissing = shown.sectionsMissing
            snapshot.report = shown.report
        }
        snapshot.position = VersionPosition(number: index + 1, count: history.versions.count)
        snapshot.isEdited = shown.isEdited
        snapshot.request = shown.request
        if let active = machine.active, active != shown.id, let running = history.index(of: active) {
            snapshot.generatingVersion = running + 1
        }
        return snapshot
    }

    /// Every version of this run (and those restored from an earlier one), oldest first.
    public var versions: [IntroductionVersion] { history.versions }

    /// Starts writing an introduction for `request` as a new version at the end, and shows it; returns at once.
    ///
    /// A generation that is still running is stopped first (its version keeps its text) and can no longer write.
    public func generate(_ request: IntroductionRequest) {
        task?.cancel()
        if machine.stop(elapsed: stopwatch?.elapsed) { history.record(machine.snapshot) }
        let id = history.makeID()
        let generation = machine.start(request, sourceLabel: source.label, number: id)
        history.append(
            IntroductionVersion(
                id: id, content: PartialIntroduction(), request: request, sourceLabel: source.label, date: Date(),
                state: .generating))
        let stopwatch = Stopwatch(clock)
        self.stopwatch = stopwatch
        publish()
        let stream = source.stream(request)
        task = Task { await self.consume(stream, generation: generation, stopwatch: stopwatch) }
    }

    /// Writes with `source` from the next generation on; a running generation goes on with the source it started
    /// with.
    public func use(_ source: any IntroductionSource) {
        self.source = source
    }

    /// Writes a new version from the shown one changed by `instruction` ("shorter", "more formal", "mention my blog at
    /// ada.dev"), adds it at the end and shows it, as ``generate(_:)`` does; returns at once.
    ///
    /// The new request is the shown version's own (profile, options, seed) with the instruction and the shown parts as
    /// its ``Refinement``, as the source prepares it (``IntroductionSource/refining(_:)``). Nothing changes when the
    /// instruction is empty or no version with text is shown, nor while the shown version is still generating; when
    /// the instruction is too long or the source cannot carry it out, nothing changes either and the next snapshot's
    /// ``SessionSnapshot/notice`` says why.
    public func refine(_ instruction: String) {
        let instruction = instruction.trimmed
        guard !instruction.isEmpty, let shown = history.shown, shown.hasText, shown.state != .generating else { return }
        if let problem = Refinement.problem(with: instruction) { return announce(problem) }
        var request = shown.request
        request.refinement = Refinement(instruction: instruction, previous: Introduction(shown.content))
        do {
            request = try source.refining(request)
        } catch {
            return announce((error as? SourceError)?.description ?? "The instruction could not be carried out.")
        }
        generate(request)
    }

    /// Stops the running generation at once; its text so far is kept and the state is `.stopped`.
    /// Does nothing when no generation runs.
    public func stop() {
        task?.cancel()
        if machine.stop(elapsed: stopwatch?.elapsed) { generationEnded() }
    }

    /// Shows the version `offset` places later (negative: earlier), stopping at the first and the last. A running
    /// generation goes on either way.
    public func stepVersion(by offset: Int) {
        if history.step(by: offset) { publish() }
    }

    /// Adds a copy of version `id` with `content` (the person's edit) at the end, marked edited, and shows it.
    /// Does nothing when there is no such version.
    public func addEditedVersion(of id: Int, content: PartialIntroduction) {
        guard history.addEdit(of: id, content: content, date: Date()) else { return }
        versionsChanged()
    }

    /// Adds a saved introduction as a version at the end and shows it: its parts (the empty ones left out), profile,
    /// options, source, date and report, as it ended (completed).
    public func addVersion(opening entry: ArchivedIntroduction) {
        var version = IntroductionVersion(
            id: history.makeID(),
            content: PartialIntroduction(omittingEmptyPartsOf: entry.introduction),
            request: IntroductionRequest(
                profile: entry.profile, options: entry.options,
                refinement: entry.refinement.map { Refinement(instruction: $0) }),
            sourceLabel: entry.sourceLabel,
            date: entry.date,
            state: .completed)
        version.report = entry.report
        history.append(version)
        versionsChanged()
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
        return snapshot
    }

    // MARK: - Reading one generation

    private func consume(
        _ stream: AsyncThrowingStream<IntroductionChunk, any Error>,
        generation: Int,
        stopwatch: Stopwatch
    ) async {
        let ending = await GenerationStateMachine.read(stream) { chunk in
            switch machine.receive(chunk, generation: generation, elapsed: stopwatch.elapsed) {
            case .drop:
                return false
            case .publish:
                publishCoalesced()
                return true
            case .publishAndFinish:
                generationEnded()
                return false
            }
        }
        if let ending, machine.end(ending, generation: generation, elapsed: stopwatch.elapsed) { generationEnded() }
    }

    /// The active generation just ended: its version takes the final content, the versions are kept, and the
    /// snapshot goes out.
    private func generationEnded() {
        history.record(machine.snapshot)
        versionsChanged()
    }

    private func versionsChanged() {
        keep?(history.kept)
        publish()
    }

    private func publish() {
        publishPending = false
        lastPublished = lifetime.elapsed
        var snapshot = snapshot
        snapshot.notice = notice
        notice = nil
        continuation.yield(snapshot)
    }

    /// Publishes the shown version unchanged with `sentence` as its notice.
    private func announce(_ sentence: String) {
        notice = sentence
        publish()
    }

    /// Publishes now, unless a snapshot went out less than `coalescingInterval` ago: then one publish is
    /// scheduled for the end of the interval and carries every chunk applied until then.
    private func publishCoalesced() {
        guard let lastPublished else { return publish() }
        let sincePublished = lifetime.elapsed - lastPublished
        guard sincePublished < Self.coalescingInterval else { return publish() }
        guard !publishPending else { return }
        publishPending = true
        let delay = Self.coalescingInterval - sincePublished
        let clock = clock
        Task {
            try? await clock.sleep(for: delay)
            self.publishIfPending()
        }
    }

    private func publishIfPending() {
        if publishPending { publish() }
    }
}
