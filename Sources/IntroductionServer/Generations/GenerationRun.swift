package import IntroductionCore
import SafeText

/// Writes one generation: reads the source's chunks and appends their events to the generation's log, from the
/// opening `in_progress` frame to exactly one `completed` or `failed` frame.
///
/// Runs in a task of its own on the cooperative pool; it awaits the source and never blocks. Its clients are not
/// its business: it appends at the source's pace whether anyone reads or not, and readers follow from the log.
/// Cancelling the task cancels the source's stream, which closes its upstream connection; the generation then ends
/// as abandoned, unless the one who cancelled (shutdown) already wrote its ending.
package struct GenerationRun: Sendable {
    package let source: any IntroductionSource
    package let request: IntroductionRequest
    package let log: EventLog
    package let resumeLog: any ResumeLog
    package let metrics: ServerMetrics
    /// A line for the server's operator (a source's failure in full); never sent to a client.
    package let report: @Sendable (String) -> Void

    package init(
        source: any IntroductionSource, request: IntroductionRequest, log: EventLog, resumeLog: any ResumeLog,
        metrics: ServerMetrics, report: @escaping @Sendable (String) -> Void
    ) {
        self.source = source
        self.request = request
        self.log = log
        self.resumeLog = resumeLog
        self.metrics = metrics
        self.report = report
    }

    /// Runs the generation to its end.
    package func run() async {
        // Asked for first (a stream starts no work until it is read), so the source has the request by the time
        // any client sees the opening.
        let chunks = source.stream(request)
        guard await append(ChunkEvents.opening) else { return }
        var events = ChunkEvents()
        do {
            // A source at full speed (the offline composer at speed 0) never suspends by itself, and a task that
            // does not suspend keeps its thread: yielding after the opening and after each chunk lets every other
            // generation send its first event, and its next piece, in turn.
            await Task.yield()
            for try await chunk in chunks {
                for payload in events.events(for: chunk) {
                    guard await append(payload) else { return }
                }
                if chunk.status == .completed { return }
                await Task.yield()
            }
            try Task.checkCancellation()
            await fail(.truncated)
        } catch is CancellationError {
            await fail(.abandoned)
        } catch {
            report(
                "generation \(log.generation) failed: " + TextSanitizer.messageLine(describing: error))
            await fail(FailureSentence.sentence(for: error))
        }
    }

    /// Appends one event; false when the generation is over (ended by someone else, or too long and now failed).
    private func append(_ payload: EventPayload) async -> Bool {
        switch await resumeLog.append(payload, to: log) {
        case .appended:
            metrics.count(.events)
            return !payload.isLast
        case .full:
            await fail(.tooLong(maxEvents: log.capacity))
            return false
        case .finished:
            return false
        }
    }

    private func fail(_ failure: FailureSentence) async {
        if case .appended = await resumeLog.append(ChunkEvents.failed(failure.sentence), to: log) {
            metrics.count(.events)
            metrics.failed(failure.kind)
        }
    }
}
