import Synchronization

/// The event streams open now: for the active-streams gauge, the heartbeat and shutdown.
final class ResponseTable: Sendable {
    private let responses = Mutex<[ObjectIdentifier: StreamResponse]>([:])

    func insert(_ response: StreamResponse) {
        responses.withLock { $0[ObjectIdentifier(response)] = response }
    }

    func remove(_ response: StreamResponse) {
        _ = responses.withLock { $0.removeValue(forKey: ObjectIdentifier(response)) }
    }

    var all: [StreamResponse] { responses.withLock { Array($0.values) } }

    var count: Int { responses.withLock { $0.count } }
}
