/// The session's generation state as a value: each event returns what the owner must do.
///
/// Only the active generation may write. A new generation makes the previous one stale at once,
/// and stopping leaves no generation active, so a chunk that was already in flight (or a task
/// that had not even started when it was cancelled, the cancel-before-start race) finds itself
/// stale and changes nothing.
package struct GenerationStateMachine: Sendable {
    /// What the owner does after a chunk.
    package enum ChunkAction: Equatable, Sendable {
        /// The chunk belongs to a stale generation: stop reading that stream, publish nothing.
        case drop
        /// Publish the new snapshot and keep reading.
        case publish
        /// Publish the new snapshot and stop reading: the generation is over.
        case publishAndFinish
    }

    package private(set) var snapshot = SessionSnapshot()
    /// The generation allowed to write; nil when none runs.
    package private(set) var active: Int?

    /// A machine with no generation yet.
    package init() {}

    /// Starts a new generation and returns its number (`number`, or one more than the last); any previous one is now
    /// stale. A given number must differ from every earlier one: the session numbers versions and generations alike.
    package mutating func start(_ request: IntroductionRequest, sourceLabel: String, number: Int? = nil) -> Int {
        let generation = number ?? snapshot.generation + 1
        snapshot = SessionSnapshot(generation: generation, state: .generating, sourceLabel: sourceLabel)
        active = generation
        return generation
    }

    /// Stops the running generation, keeping its text; returns whether anything changed
    /// (false when nothing was running: then there is nothing to publish or cancel).
    package mutating func stop(elapsed: Duration?) -> Bool {
        guard active != nil else { return false }
        active = nil
        snapshot.state = .stopped
        snapshot.reconnecting = nil
        if let elapsed { snapshot.metrics.elapsed = elapsed }
        return true
    }

    /// Applies one chunk of `generation`.
    package mutating func receive(_ chunk: IntroductionChunk, generation: Int, elapsed: Duration) -> ChunkAction {
        guard generation == active else { return .drop }
        snapshot.reconnecting = chunk.reconnecting
        for edit in chunk.edits {
            snapshot.content.apply(edit)
            snapshot.activeSection = edit.section
            // Counted per edit: recounting the whole text would cost O(n) per chunk. A cluster split across
            // two edits (a combining mark arriving alone) is counted twice; the figure is a rate, not a length.
            if case .append(_, let text) = edit, !text.isEmpty {
                snapshot.metrics.characters += text.count
                if snapshot.metrics.timeToFirstChunk == nil { snapshot.metrics.timeToFirstChunk = elapsed }
            }
        }
        if let tokens = chunk.outputTokens { snapshot.metrics.tokens = tokens }
        if let tokens = chunk.inputTokens { snapshot.metrics.inputTokens = tokens }
        if chunk.cutShort { snapshot.isCutShort = true }
        if chunk.arrivedWhole { snapshot.arrivedWhole = true }
        if chunk.sectionsMissing { snapshot.sectionsMissing = true }
        // A source that learns more (the service client, one section event per part) sends the whole report again.
        if let report = chunk.report { snapshot.report = report }
        snapshot.metrics.elapsed = elapsed
        if chunk.status == .completed {
            finish(.completed)
            return .publishAndFinish
        }
        return .publish
    }

    /// The stream of `generation` ended without a completed chunk; returns whether to publish.
    package mutating func streamEnded(generation: Int, elapsed: Duration) -> Bool {
        fail(SourceError.truncated, generation: generation, elapsed: elapsed)
    }

    /// The stream of `generation` threw; returns whether to publish. The text so far is kept.
    package mutating func fail(_ error: any Error & Sendable, generation: Int, elapsed: Duration) -> Bool {
        guard generation == active else { return false }
        snapshot.metrics.elapsed = elapsed
        finish(.failed(GenerationFailure(error)))
        return true
    }

    /// The stream of `generation` was cancelled from below (not by `stop`): it counts as stopped.
    package mutating func cancelled(generation: Int, elapsed: Duration) -> Bool {
        guard generation == active else { return false }
        return stop(elapsed: elapsed)
    }

    private mutating func finish(_ state: SessionState) {
        snapshot.state = state
        snapshot.reconnecting = nil
        active = nil
    }
}
