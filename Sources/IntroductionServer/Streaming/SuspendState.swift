/// Whether a client's connection is suspended in libmicrohttpd, as a value that says when to resume it.
///
/// A response with nothing to send suspends its connection from inside libmicrohttpd's content callback, and the
/// next event resumes it from the generation's thread. libmicrohttpd allows resuming only a connection that is
/// suspended, once; and the wake can come between the decision to suspend and the suspension itself. So the
/// callback says ``willSuspend()``, suspends, then ``didSuspend()`` (which tells it to resume at once when a wake
/// came in between), and a wake resumes only a connection that ``wake()`` finds suspended: every suspension is
/// resumed exactly once, by exactly one thread.
package struct SuspendState: Sendable, Equatable {
    package enum Phase: Sendable, Equatable {
        /// libmicrohttpd processes the connection.
        case running
        /// The callback decided to suspend and has not yet done it.
        case suspending
        /// Suspended: the next wake resumes it.
        case suspended
        /// A wake came while suspending: the callback resumes it as soon as it has suspended.
        case wakePending
    }

    package private(set) var phase = Phase.running

    package init() {}

    /// The callback is about to suspend the connection.
    package mutating func willSuspend() {
        phase = .suspending
    }

    /// The callback has suspended it; true when it must resume it at once (a wake came in between).
    package mutating func didSuspend() -> Bool {
        switch phase {
        case .wakePending:
            phase = .running
            return true
        case .suspending:
            phase = .suspended
            return false
        case .running, .suspended:
            return false
        }
    }

    /// Something to send, or a reason to look again; true when the caller must resume the connection.
    package mutating func wake() -> Bool {
        switch phase {
        case .suspended:
            phase = .running
            return true
        case .suspending:
            phase = .wakePending
            return false
        case .running, .wakePending:
            return false
        }
    }

    /// Whether the connection is suspended (or about to be).
    package var isSuspended: Bool { phase != .running }
}
