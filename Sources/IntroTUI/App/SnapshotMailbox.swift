import IntroductionCore
import Synchronization

/// Hands the latest snapshot from the consumer task to the UI thread and wakes it.
///
/// Only the newest snapshot is kept: a slow frame skips intermediate ones, never queues them
/// (each snapshot holds the whole text). Posting writes one byte to the wake pipe.
final class SnapshotMailbox: Sendable {
    private struct State {
        var latest: SessionSnapshot?
        var closed = false
    }

    private let state = Mutex(State())
    let wakePipe: Pipe

    init() throws {
        wakePipe = try Pipe()
    }

    // Writes happen under the lock so that `close` cannot free the descriptor mid-write
    // (a closed descriptor number may be reused by another file at once).
    func post(_ snapshot: SessionSnapshot) {
        state.withLock { state in
            guard !state.closed else { return }
            state.latest = snapshot
            wakePipe.signal()
        }
    }

    /// Closes the wake pipe; later posts are ignored.
    func close() {
        state.withLock { state in
            guard !state.closed else { return }
            state.closed = true
            wakePipe.closeEnds()
        }
    }

    /// Takes the newest snapshot, if one arrived since the last call.
    func take() -> SessionSnapshot? {
        state.withLock { state in
            defer { state.latest = nil }
            return state.latest
        }
    }
}
