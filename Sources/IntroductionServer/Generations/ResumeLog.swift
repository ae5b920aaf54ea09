/// Where the events of generations are kept so that clients can resume them: the seam between the server and its
/// store.
///
/// The server runs every generation through it: ``create(_:now:)`` when one starts, ``append(_:to:)`` for each
/// event (a shared store writes the event there before any local client is sent it), ``find(_:now:)`` when a
/// client resumes, and ``sweep(now:)`` once a second to forget what nobody read for the resume window. Clients
/// always read an ``EventLog`` in this process, without blocking; a shared store fills a local log from its own
/// records for a generation another instance runs. ``MemoryResumeLog`` keeps everything in this process;
/// ``RedisResumeLog`` shares it through Redis Streams.
package protocol ResumeLog: Sendable {
    /// Gets the store ready (the server is starting); nothing for one in memory.
    func open() throws(ServerError)

    /// Writes what is still waiting and lets go of the store (the server has stopped its generations).
    func close() async

    /// The log of a new generation this instance runs, idle since `now` until its first client attaches.
    func create(_ generation: GenerationID, now: Duration) -> EventLog

    /// Appends the generation's next event, kept before any client is sent it.
    func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended

    /// The log a resuming client reads, or why there is none.
    func find(_ generation: GenerationID, now: Duration) async -> ResumeLookup

    /// Forgets the oldest finished generations while the kept ones take more than the budget; false when they
    /// still do (running generations alone fill it, and a new one must wait).
    func makeRoom() -> Bool

    /// The memory the kept generations may take, and take now.
    var budget: ResumeBudget { get }

    /// Forgets the logs nobody has read for the resume window by `now`, and returns them (a generation still
    /// running in one of them is then cancelled).
    func sweep(now: Duration) async -> [EventLog]

    /// How many generations are kept in this process.
    var count: Int { get }

    /// Whether generations are shared with other instances, and whether that works now.
    var sharing: ResumeSharing { get }
}

extension ResumeLog {
    package func open() throws(ServerError) {}
    package func close() async {}
    package var sharing: ResumeSharing { .none }
}

/// What looking for a generation to resume came to.
package enum ResumeLookup: Sendable {
    case found(EventLog)
    /// Never made here, or forgotten long ago: the client must start again (404).
    case unknown
    /// Kept here once, and forgotten (the resume window passed, or the memory budget needed its room): the client
    /// must start again (410).
    case expired
    /// The shared store cannot say now (unreachable, or still catching up): the client may try again (503).
    case unavailable
}

/// Whether generations are shared with other instances.
package enum ResumeSharing: Sendable, Equatable {
    /// Only this process keeps them.
    case none
    /// Shared through a store that answers now.
    case shared
    /// Shared through a store that cannot be reached now: generations still run here, resume elsewhere waits.
    case unreachable
}
