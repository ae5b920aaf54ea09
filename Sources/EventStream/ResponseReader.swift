import FoundationEssentials
import Synchronization

/// The consumer's side of one ``HTTPStreamingTransport/send(_:)``: pulls parts from the current transfer and
/// follows redirects by starting the next one, so the consumer sees only the final response.
///
/// Pulled by one consumer at a time (`AsyncThrowingStream(unfolding:)` never overlaps its calls); the lock only
/// makes the handover to `deinit` safe. When the stream is dropped (the iterator released, or the consumer's task
/// cancelled between two calls) this object goes away and its transfer is stopped.
final class ResponseReader: Sendable {
    private struct State {
        var transfer: CurlTransfer?
        var request: HTTPRequest
        var redirects = 0
        var failure: EventStreamError?
    }

    private let transport: HTTPStreamingTransport
    private let state: Mutex<State>

    /// Starts the request at once.
    init(request: HTTPRequest, transport: HTTPStreamingTransport) {
        self.transport = transport
        var state = State(request: request)
        do {
            state.transfer = try transport.startTransfer(request)
        } catch {
            state.failure = error
        }
        self.state = Mutex(state)
    }

    deinit {
        state.withLock { $0.transfer }?.cancel()
    }

    /// The next part of the final response; nil after its last body piece. Runs on the caller's actor.
    func next(isolation: isolated (any Actor)? = #isolation) async throws -> HTTPResponsePart? {
        while true {
            let (transfer, failure) = state.withLock { state in
                defer { state.failure = nil }
                return (state.transfer, state.failure)
            }
            if let failure { throw failure }
            guard let transfer else { return nil }
            let part = try await transfer.next()
            guard case .head(let status, let headers) = part, HTTPRequest.redirectStatuses.contains(status),
                let location = headers["location"]
            else {
                if part == nil { state.withLock { $0.transfer = nil } }
                return part
            }
            // Unfollowable (not http(s)): the 3xx itself is the answer, and its reader names the Location.
            guard let next = state.withLock({ $0.request.redirected(status: status, to: location) }) else {
                return part
            }
            transfer.cancel()
            let redirects = state.withLock { state in
                state.transfer = nil
                state.redirects += 1
                return state.redirects
            }
            guard redirects <= HTTPStreamingTransport.maxRedirects else {
                throw EventStreamError.tooManyRedirects(limit: HTTPStreamingTransport.maxRedirects, location: location)
            }
            let started = try transport.startTransfer(next)
            state.withLock { state in
                state.request = next
                state.transfer = started
            }
        }
    }
}
