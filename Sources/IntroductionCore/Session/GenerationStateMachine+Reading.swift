extension GenerationStateMachine {
    /// How reading a generation's stream came to an end, when the reader did not stop it itself.
    package enum StreamEnding: Sendable {
        /// The stream finished without a completed chunk: the text is cut off (``streamEnded(generation:elapsed:)``).
        case ended
        /// The task was cancelled (stop, quit, Ctrl-C) or the source threw `CancellationError`: it counts as stopped.
        case cancelled
        /// The source threw: the generation failed, its text so far kept.
        case failed(any Error & Sendable)
    }

    /// The one loop that reads a generation's stream, for the session and for `introgen generate` alike: each chunk
    /// goes to `onChunk`, which applies it (``receive(_:generation:elapsed:)``) and says whether to read on.
    ///
    /// Returns nil when `onChunk` stopped the reading (the generation is over, stale, or the reader has no use for
    /// more); otherwise how the stream ended, for ``end(_:generation:elapsed:)``. Leaving the loop cancels the
    /// stream, which closes its connection. Runs on the caller's actor (`isolation`), so `onChunk` may touch the
    /// caller's state; the machine itself is not held across a suspension, because the session's actor changes it
    /// meanwhile (a stop, a new generation), which is what makes a late chunk stale.
    package static func read(
        _ stream: AsyncThrowingStream<IntroductionChunk, any Error>,
        isolation: isolated (any Actor)? = #isolation,
        onChunk: (IntroductionChunk) async -> Bool
    ) async -> StreamEnding? {
        do {
            for try await chunk in stream {
                guard await onChunk(chunk) else { return nil }
            }
            // A cancelled stream ends quietly; only a stream that ended by itself is truncated.
            return Task.isCancelled ? .cancelled : .ended
        } catch is CancellationError {
            return .cancelled
        } catch {
            return .failed(error)
        }
    }

    /// Applies how the stream of `generation` ended; returns whether to publish (false when it is no longer active).
    package mutating func end(_ ending: StreamEnding, generation: Int, elapsed: Duration) -> Bool {
        switch ending {
        case .ended: streamEnded(generation: generation, elapsed: elapsed)
        case .cancelled: cancelled(generation: generation, elapsed: elapsed)
        case .failed(let error): fail(error, generation: generation, elapsed: elapsed)
        }
    }
}
