import Synchronization

/// The server's counters, read by `GET /metrics` in the Prometheus text format.
///
/// Counted where things happen, on whichever thread: atomics for the counters (events and bytes run to thousands
/// a second), a lock for the failures by kind. Gauges (streams and generations now) are read from their owners
/// when the page is written.
package final class ServerMetrics: Sendable {
    /// What is counted.
    package enum Counter: CaseIterable, Sendable {
        /// Generations started.
        case generations
        /// Events written by generations.
        case events
        /// Streams that resumed a generation (a `Last-Event-ID`, or a `GET` of a generation).
        case resumes
        /// Requests answered, any status.
        case requests
        /// Bytes of event streams handed to clients.
        case bytesSent
        /// Bytes of request bodies received.
        case bytesReceived
        /// Events written to the shared resume store.
        case storeWrites
        /// Events read from the shared resume store (generations another instance writes).
        case storeReads
        /// Writes, reads and connections of the shared resume store that failed.
        case storeErrors

        /// The metric's name (after `introgen_`) and its help line.
        var name: (String, String) {
            switch self {
            case .generations: ("generations_total", "Generations started.")
            case .events: ("events_total", "Events written by generations.")
            case .resumes: ("resumes_total", "Streams that resumed a generation.")
            case .requests: ("requests_total", "Requests answered.")
            case .bytesSent: ("sent_bytes_total", "Bytes of event streams sent.")
            case .bytesReceived: ("received_bytes_total", "Bytes of request bodies received.")
            case .storeWrites: ("store_writes_total", "Events written to the shared resume store.")
            case .storeReads: ("store_reads_total", "Events read from the shared resume store.")
            case .storeErrors: ("store_errors_total", "Writes, reads and connections of the resume store that failed.")
            }
        }
    }

    private let generations = Atomic<Int>(0)
    private let events = Atomic<Int>(0)
    private let resumes = Atomic<Int>(0)
    private let requests = Atomic<Int>(0)
    private let bytesSent = Atomic<Int>(0)
    private let bytesReceived = Atomic<Int>(0)
    private let storeWrites = Atomic<Int>(0)
    private let storeReads = Atomic<Int>(0)
    private let storeErrors = Atomic<Int>(0)
    private let failures = Mutex<[String: Int]>([:])

    package init() {}

    /// Adds `amount` to `counter`.
    package func count(_ counter: Counter, by amount: Int = 1) {
        switch counter {
        case .generations: generations.add(amount, ordering: .relaxed)
        case .events: events.add(amount, ordering: .relaxed)
        case .resumes: resumes.add(amount, ordering: .relaxed)
        case .requests: requests.add(amount, ordering: .relaxed)
        case .bytesSent: bytesSent.add(amount, ordering: .relaxed)
        case .bytesReceived: bytesReceived.add(amount, ordering: .relaxed)
        case .storeWrites: storeWrites.add(amount, ordering: .relaxed)
        case .storeReads: storeReads.add(amount, ordering: .relaxed)
        case .storeErrors: storeErrors.add(amount, ordering: .relaxed)
        }
    }

    /// The counter's value now.
    package func value(_ counter: Counter) -> Int {
        switch counter {
        case .generations: generations.load(ordering: .relaxed)
        case .events: events.load(ordering: .relaxed)
        case .resumes: resumes.load(ordering: .relaxed)
        case .requests: requests.load(ordering: .relaxed)
        case .bytesSent: bytesSent.load(ordering: .relaxed)
        case .bytesReceived: bytesReceived.load(ordering: .relaxed)
        case .storeWrites: storeWrites.load(ordering: .relaxed)
        case .storeReads: storeReads.load(ordering: .relaxed)
        case .storeErrors: storeErrors.load(ordering: .relaxed)
        }
    }

    /// Counts a failure: a generation that ended as failed (by its kind, ``FailureSentence/kind``) or a request
    /// refused (`bad_request`, `unauthorized`, `busy`, …).
    package func failed(_ kind: String) {
        failures.withLock { $0[kind, default: 0] += 1 }
    }

    /// How many failures of `kind` were counted.
    package func failures(_ kind: String) -> Int {
        failures.withLock { $0[kind] ?? 0 }
    }

    /// The page: every counter and gauge with its help and type lines. `storeUp` is whether the shared resume
    /// store answers now (nil without one: the gauge is left out).
    package func text(
        activeStreams: Int, activeGenerations: Int, keptGenerations: Int, budget: ResumeBudget? = nil,
        storeUp: Bool? = nil
    ) -> String {
        var page = ""
        func metric(_ name: String, _ type: String, _ help: String, _ value: Int) {
            page += "# HELP introgen_\(name) \(help)\n# TYPE introgen_\(name) \(type)\nintrogen_\(name) \(value)\n"
        }
        metric("active_streams", "gauge", "Event streams open to clients now.", activeStreams)
        metric("active_generations", "gauge", "Generations being written now.", activeGenerations)
        metric("kept_generations", "gauge", "Generations kept for resume.", keptGenerations)
        if let budget {
            metric("kept_bytes", "gauge", "Memory the generations kept for resume take (an estimate).", budget.bytes)
            metric("kept_bytes_limit", "gauge", "The memory budget for generations kept for resume.", budget.limit)
            metric(
                "evictions_total", "counter", "Finished generations forgotten to keep within the memory budget.",
                budget.evicted)
        }
        if let storeUp {
            metric("store_up", "gauge", "Whether the shared resume store answers now (1) or not (0).", storeUp ? 1 : 0)
        }
        for counter in Counter.allCases {
            let (name, help) = counter.name
            metric(name, "counter", help, value(counter))
        }
        page += "# HELP introgen_failures_total Generations that failed and requests refused, by kind.\n"
        page += "# TYPE introgen_failures_total counter\n"
        for (kind, value) in failures.withLock({ $0 }).sorted(by: { $0.key < $1.key }) {
            page += "introgen_failures_total{kind=\"\(kind)\"} \(value)\n"
        }
        return page
    }
}
