/// Where the events of generations are kept so that clients can resume them: the seam between the server and its
/// store.
///
/// The server runs every generation through it: ``create(_:now:)`` when one starts, ``append(_:to:)`` for each
/// event (a shared store writes the event there before any local client is sent it), ``find(_:)`` when a client
/// resumes, and ``sweep(now:)`` once a second to forget what nobody read for the resume window. Clients always
/// read an ``EventLog`` in this process, without blocking; a store shared by several instances would fill a local
/// log from its own records for a generation another instance runs. ``MemoryResumeLog`` keeps everything in this
/// process.
package protocol ResumeLog: Sendable {
    /// The log of a new generation this instance runs, idle since `now` until its first client attaches.
    func create(_ generation: GenerationID, now: Duration) -> EventLog

    /// Appends the generation's next event, kept before any client is sent it.
    func append(_ payload: EventPayload, to log: EventLog) async -> EventLog.Appended

    /// The log a resuming client reads; nil when the generation is unknown or has expired.
    func find(_ generation: GenerationID) async -> EventLog?

    /// Forgets the logs nobody has read for the resume window by `now`, and returns them (a generation still
    /// running in one of them is then cancelled).
    func sweep(now: Duration) -> [EventLog]

    /// How many generations are kept.
    var count: Int { get }
}
