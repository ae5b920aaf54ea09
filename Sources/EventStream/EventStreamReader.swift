import FoundationEssentials
import TextBasics

/// The single consumer's side of one event stream: connects, parses, skips replays, and reconnects lazily.
///
/// It is pulled, never pushed: ``next()`` runs only when the consumer asks for the next output, which
/// means the event returned before has been applied. That is when it becomes the resume cursor. A
/// reconnect happens inside ``next()`` once every event of the old connection was handed out, so a
/// reconnect's `Last-Event-ID` is always an event the consumer finished with. Cancelling the consumer's
/// task cancels whatever `next()` awaits (the response, or the wait before reconnecting); dropping the
/// reader drops the response, which cancels the request. The response is read on this actor (no executor hop
/// per body piece).
package actor EventStreamReader {
    private enum Phase {
        case connect(after: Duration?)
        case awaitingHead
        case streaming
        case failing(any Error)
        case done
    }

    /// How much of an error response body is kept for the error message.
    static let errorBodyLimit = 2048

    private let request: HTTPRequest
    private let transport: HTTPStreamingTransport
    private let clock: any Clock<Duration>
    private let maxEventSize: Int
    private let wholeBodyTypes: Set<String>
    private var machine: ReconnectStateMachine
    private var parser: SSEParser
    private var response: ResponseReader?
    private var phase = Phase.connect(after: nil)
    /// Updates parsed (or decided) but not yet handed out, from `pendingStart` on.
    private var pending: [EventStreamUpdate] = []
    private var pendingStart = 0
    /// The events handed out last (one from ``next()``, several from ``nextBatch()``), which the consumer is applying
    /// until it calls again.
    private var handedOut: [ServerSentEvent] = []

    init(request: HTTPRequest, transport: HTTPStreamingTransport, configuration: EventStreamClient.Configuration) {
        var request = request
        if request.header("Accept") == nil { request.setHeader("Accept", "text/event-stream") }
        let cursor = request.header("Last-Event-ID") ?? ""
        self.request = request
        self.transport = transport
        self.clock = configuration.clock
        self.maxEventSize = configuration.maxEventSize
        self.wholeBodyTypes = configuration.wholeBodyTypes
        self.machine = ReconnectStateMachine(policy: configuration.reconnect, cursor: cursor)
        self.parser = SSEParser(maxEventSize: configuration.maxEventSize, lastEventID: cursor)
    }

    /// The next event, accepted retry or reconnect notice, nil at the end; throws the stream's final error once.
    func next() async throws -> EventStreamUpdate? {
        for event in handedOut { machine.delivered(event) }
        handedOut.removeAll(keepingCapacity: true)
        do {
            // A cancelled consumer stops here even with events buffered, so the connection closes now.
            try Task.checkCancellation()
            while true {
                while pendingStart < pending.count {
                    let update = pending[pendingStart]
                    pendingStart += 1
                    if case .event(let event) = update {
                        if machine.isReplay(event) { continue }
                        handedOut.append(event)
                    }
                    return update
                }
                pending.removeAll(keepingCapacity: true)
                pendingStart = 0
                switch phase {
                case .connect(let delay):
                    if let delay, delay > .zero { try await clock.sleep(for: delay) }
                    connect()
                case .awaitingHead:
                    try await readHead()
                case .streaming:
                    try await readBody()
                case .failing(let error):
                    phase = .done
                    throw error
                case .done:
                    return nil
                }
            }
        } catch {
            response = nil
            phase = .done
            throw error
        }
    }

    /// What ``next()`` would hand out call after call until it would have to wait: the first update (waited for), then
    /// every event already parsed from the same read, replays skipped. An update that is not an event ends the batch
    /// (it comes alone, on a later call). The events count as applied, in order, once this is called again, so the
    /// resume cursor moves exactly as with ``next()``; the consumer saves an actor hop per event.
    package func nextBatch() async throws -> [EventStreamUpdate]? {
        guard let first = try await next() else { return nil }
        var batch = [first]
        guard case .event = first else { return batch }
        while pendingStart < pending.count, case .event(let event) = pending[pendingStart] {
            pendingStart += 1
            if machine.isReplay(event) { continue }
            handedOut.append(event)
            batch.append(.event(event))
        }
        return batch
    }

    private func connect() {
        var request = request
        if machine.cursor.isEmpty {
            request.headers.removeAll { $0.name.equalsIgnoringCase("Last-Event-ID") }
        } else {
            request.setHeader("Last-Event-ID", machine.cursor)
        }
        parser = SSEParser(maxEventSize: maxEventSize, lastEventID: machine.cursor)
        machine.connecting()
        response = ResponseReader(request: request, transport: transport)
        phase = .awaitingHead
    }

    /// The next response part; nil at a clean end. Throws only cancellation; other failures are returned.
    private func nextPart() async throws -> Result<HTTPResponsePart?, EventStreamError> {
        guard let reader = response else { return .success(nil) }
        do {
            let part = try await reader.next()
            // A cancelled consumer makes the transport stream end early; that is not a clean end.
            if part == nil { try Task.checkCancellation() }
            return .success(part)
        } catch let error as EventStreamError {
            return .failure(error)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            try Task.checkCancellation()
            return .failure(.connectionLost(detail: "\(error)"))
        }
    }

    private func readHead() async throws {
        let part: HTTPResponsePart?
        switch try await nextPart() {
        case .failure(let error):
            // Retrying soon cannot mend an unknown host, a refused connection or certificate, a silent server.
            return end(error.isPermanentConnectFailure ? .rejected(error, retryable: false) : .dropped(error))
        case .success(let value):
            part = value
        }
        guard case .head(let status, let headers) = part else {
            return end(.dropped(.cannotConnect(detail: "the server closed the connection without answering")))
        }
        switch status {
        case 200:
            if let type = headers["content-type"], wholeBodyTypes.contains(Self.mediaType(type)) {
                return try await readWholeBody(contentType: type)
            }
            guard let type = headers["content-type"], Self.mediaType(type) == "text/event-stream" else {
                let body = try await errorBody()
                let error = EventStreamError.wrongContentType(
                    status: status, contentType: headers["content-type"], body: body)
                return end(.rejected(error, retryable: false))
            }
            phase = .streaming
        case 204:
            response = nil
            phase = .done
        case 300...399:
            response = nil
            end(.rejected(.redirect(status: status, location: headers["location"]), retryable: false))
        default:
            let body = try await errorBody()
            let retryAfter = headers["retry-after"].flatMap { parseRetryAfter($0) }
            let error = EventStreamError.badStatus(status, body: body, retryAfter: retryAfter)
            let retryable = status == 408 || status == 429 || (500...599).contains(status)
            end(.rejected(error, retryable: retryable))
        }
    }

    private func readBody() async throws {
        switch try await nextPart() {
        case .failure(let error):
            end(.dropped(error))
        case .success(nil):
            end(.clean)
        case .success(.head):
            break
        case .success(.body(let data)):
            do {
                try data.withUnsafeBytes { bytes in
                    try parser.parse(bytes) { output in
                        switch output {
                        case .event(let event): pending.append(.event(event))
                        case .retry(let milliseconds):
                            machine.retryAccepted(milliseconds: milliseconds)
                            pending.append(.retry(milliseconds))
                        }
                    }
                }
            } catch {
                // Hand out what was complete before the oversized event, then end with the error.
                response = nil
                phase = .failing(error)
            }
        }
    }

    /// Reads a body the consumer accepts whole, up to `maxEventSize` bytes, and hands it out as the stream's last
    /// update. Never reconnects: the body is the whole answer.
    private func readWholeBody(contentType: String) async throws {
        var bytes = Data()
        reading: while true {
            switch try await nextPart() {
            case .failure(let error):
                return end(.dropped(error))
            case .success(nil):
                break reading
            case .success(.head):
                continue
            case .success(.body(let data)):
                bytes.append(data)
                if bytes.count > maxEventSize {
                    response = nil
                    phase = .failing(EventStreamError.eventTooLarge(limit: maxEventSize))
                    return
                }
            }
        }
        response = nil
        pending.append(.wholeBody(contentType: contentType, body: bytes))
        phase = .done
    }

    private func end(_ ending: ReconnectStateMachine.Ending) {
        response = nil
        parser.finish()
        switch machine.connectionEnded(ending, random: Double.random(in: 0..<1)) {
        case .finish: phase = .done
        case .fail(let error): phase = .failing(error)
        case .reconnect(let reconnect):
            pending.append(.reconnecting(reconnect))
            phase = .connect(after: reconnect.delay)
        }
    }

    /// The start of an error response's body as text (at most `errorBodyLimit` bytes; nil when empty).
    private func errorBody() async throws -> String? {
        var bytes = Data()
        while bytes.count < Self.errorBodyLimit, case .success(.body(let data)) = try await nextPart() {
            bytes.append(data)
        }
        response = nil
        guard !bytes.isEmpty else { return nil }
        return String(decoding: Self.prefixOfWholeCharacters(bytes, limit: Self.errorBodyLimit), as: UTF8.self)
    }

    /// At most `limit` bytes, shortened so the cut does not split a UTF-8 character.
    private static func prefixOfWholeCharacters(_ bytes: Data, limit: Int) -> Data {
        guard bytes.count > limit else { return bytes }
        var end = bytes.startIndex + limit
        // Back up over continuation bytes to the lead byte of the character the cut falls in.
        var lead = end
        while lead > bytes.startIndex, lead > end - 4, bytes[lead - 1] & 0xC0 == 0x80 { lead -= 1 }
        if lead > bytes.startIndex, bytes[lead - 1] >= 0xC0 {
            let first = bytes[lead - 1]
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            if end - (lead - 1) < length { end = lead - 1 }
        }
        return bytes[bytes.startIndex..<end]
    }

    /// The media type of a `Content-Type` (`text/event-stream`), lowercased, without parameters.
    private static func mediaType(_ contentType: String) -> String {
        let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
