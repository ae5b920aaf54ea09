import Synchronization

/// A one-way signal from a test to a scripted server: ``ScriptedResponse/Step/wait(_:)`` holds the response
/// until the test calls ``open()``.
public final class Gate: Sendable, Equatable {
    private let opened = Mutex(false)

    public init() {}

    /// Lets every response waiting on this gate go on.
    public func open() {
        opened.withLock { $0 = true }
    }

    public var isOpen: Bool { opened.withLock { $0 } }

    public static func == (lhs: Gate, rhs: Gate) -> Bool { lhs === rhs }
}
