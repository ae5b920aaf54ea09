import IncrementalJSON

/// A request the server refuses: the status, one sentence for the JSON body `{"error":"…"}`, any headers the
/// status calls for (`Allow`, `Retry-After`, `WWW-Authenticate`), and the kind `/metrics` counts it under.
package struct HTTPProblem: Error, Sendable, Equatable {
    package var status: Int
    package var sentence: String
    package var headers: [(name: String, value: String)]
    package var kind: String

    package init(status: Int, sentence: String, headers: [(name: String, value: String)] = [], kind: String) {
        self.status = status
        self.sentence = sentence
        self.headers = headers
        self.kind = kind
    }

    package static func == (left: HTTPProblem, right: HTTPProblem) -> Bool {
        left.status == right.status && left.sentence == right.sentence && left.kind == right.kind
            && left.headers.map(\.name) == right.headers.map(\.name)
            && left.headers.map(\.value) == right.headers.map(\.value)
    }

    /// The body: `{"error":"<sentence>"}`.
    package var body: String { "{\"error\":\(JSONValue.string(sentence).text)}" }

    /// 400 with a sentence saying what is wrong and how to fix it.
    package static func badRequest(_ sentence: String, kind: String = "bad_request") -> HTTPProblem {
        HTTPProblem(status: 400, sentence: sentence, kind: kind)
    }

    /// 401, the same words whatever was wrong with the token: nothing for a guesser to learn.
    package static let unauthorized = HTTPProblem(
        status: 401, sentence: "unauthorized", headers: [("WWW-Authenticate", "Bearer")], kind: "unauthorized")

    /// 404 for a path the server does not serve.
    package static func notFound(_ path: String) -> HTTPProblem {
        HTTPProblem(
            status: 404,
            sentence: "Nothing is served at \(path): the stream is POST /api/introduction/stream.",
            kind: "not_found")
    }

    /// 404 for a generation the server does not keep (never made, or expired).
    package static func unknownGeneration(_ generation: String) -> HTTPProblem {
        HTTPProblem(
            status: 404,
            sentence: "The generation \(generation) is unknown or has expired; start a new introduction.",
            kind: "unknown_generation")
    }

    /// 410 for a generation this server kept and has forgotten (its resume window passed, or the memory budget
    /// needed the room).
    package static func expiredGeneration(_ generation: String) -> HTTPProblem {
        HTTPProblem(
            status: 410,
            sentence: "The generation \(generation) has expired: it is no longer kept for resume; start a new "
                + "introduction.",
            kind: "expired_generation")
    }

    /// 503 while the generations running now fill the memory kept for resume.
    package static func memoryFull(retryAfter: Int) -> HTTPProblem {
        HTTPProblem(
            status: 503,
            sentence: "The server is keeping as many introductions as its memory allows; try again in a few seconds.",
            headers: [("Retry-After", "\(retryAfter)")],
            kind: "memory_full")
    }

    /// 405 naming the methods the path takes.
    package static func methodNotAllowed(_ method: String, allowed: [String]) -> HTTPProblem {
        HTTPProblem(
            status: 405,
            sentence: "\(method) is not allowed here; use \(allowed.joined(separator: " or ")).",
            headers: [("Allow", allowed.joined(separator: ", "))],
            kind: "method_not_allowed")
    }

    /// 413 for a body over the limit.
    package static func tooLarge(limit: Int) -> HTTPProblem {
        HTTPProblem(
            status: 413, sentence: "The body is larger than \(limit / 1024) KiB; a profile is much smaller.",
            kind: "too_large")
    }

    /// 415 for a body that is not JSON.
    package static let unsupportedMediaType = HTTPProblem(
        status: 415, sentence: "Send the profile as JSON, with Content-Type: application/json.",
        kind: "unsupported_media_type")

    /// 503 when `limit` generations are running.
    package static func busy(limit: Int, retryAfter: Int) -> HTTPProblem {
        HTTPProblem(
            status: 503,
            sentence: "The server is writing \(limit) introductions already; try again in a few seconds.",
            headers: [("Retry-After", "\(retryAfter)")],
            kind: "busy")
    }

    /// 503 for a resume this instance cannot answer because the shared resume store does not (unreachable, or
    /// still being written again after it lost its data).
    package static func storeUnavailable(retryAfter: Int) -> HTTPProblem {
        HTTPProblem(
            status: 503,
            sentence: "This server cannot reach the resume store that servers share, so it cannot resume an "
                + "introduction another server started; try again in a moment.",
            headers: [("Retry-After", "\(retryAfter)")], kind: "store_unavailable")
    }

    /// 503 for a resume whose event another instance sent and this one has not read from the shared store yet.
    package static func storeBehind(retryAfter: Int) -> HTTPProblem {
        HTTPProblem(
            status: 503,
            sentence: "This server has not yet read that event from the resume store that servers share; try again "
                + "in a moment.",
            headers: [("Retry-After", "\(retryAfter)")], kind: "store_behind")
    }

    /// 503 while the server drains before it stops.
    package static func shuttingDown(retryAfter: Int) -> HTTPProblem {
        HTTPProblem(
            status: 503, sentence: "The server is shutting down; try again in a moment.",
            headers: [("Retry-After", "\(retryAfter)")], kind: "shutting_down")
    }
}
