import EventStream
import Foundation
import TestSupport

/// A client for tests: short timeouts on the real clock unless told otherwise.
func makeClient(
    _ reconnect: ReconnectPolicy = .none,
    maxEventSize: Int = 64 * 1024,
    idleTimeout: Duration? = .seconds(10),
    connectTimeout: Duration? = .seconds(10),
    clock: any Clock<Duration> = ContinuousClock()
) -> EventStreamClient {
    EventStreamClient(
        configuration: .init(
            maxEventSize: maxEventSize,
            idleTimeout: idleTimeout,
            connectTimeout: connectTimeout,
            clock: clock,
            reconnect: reconnect
        )
    )
}

/// Fast, deterministic resuming for loopback tests.
let quickResume = ReconnectPolicy.resume(
    maxAttempts: 3,
    initialBackoff: .milliseconds(1),
    maxBackoff: .milliseconds(5),
    jitter: 0
)

/// Everything a stream yields before it ends, and the error it ended with (nil for a normal end).
struct Collected<Element> {
    var elements: [Element] = []
    var error: (any Error)?

    var eventStreamError: EventStreamError? { error as? EventStreamError }
}

/// Reads at most `limit` elements (bounded, so a broken stream cannot loop forever).
func collect<Element>(_ stream: AsyncThrowingStream<Element, any Error>, limit: Int = 10_000) async -> Collected<
    Element
> {
    var collected = Collected<Element>()
    do {
        for try await element in stream {
            collected.elements.append(element)
            if collected.elements.count >= limit { break }
        }
    } catch {
        collected.error = error
    }
    return collected
}

extension LoopbackServer {
    /// A GET request for `path` on this server.
    func request(_ path: String = "/events") -> HTTPRequest {
        HTTPRequest(url: url(path))
    }
}

extension Collected: Sendable where Element: Sendable {}
