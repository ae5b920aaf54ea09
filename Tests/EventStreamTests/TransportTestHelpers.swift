import EventStream
import Foundation
import TestSupport
import Testing

/// A response read whole: status, headers, body and the error it ended with.
struct FetchedResponse {
    var status: Int?
    var headers: [String: String] = [:]
    var body = Data()
    var pieces = 0
    var error: EventStreamError?

    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Reads the whole response to `request` (bounded), checking the parts come in order.
func fetch(
    _ request: HTTPRequest,
    transport: HTTPStreamingTransport = HTTPStreamingTransport(connectTimeout: .seconds(10), environment: [:]),
    sourceLocation: SourceLocation = #_sourceLocation
) async -> FetchedResponse {
    var response = FetchedResponse()
    let collected = await collect(transport.send(request), limit: 100_000)
    for part in collected.elements {
        switch part {
        case .head(let status, let headers):
            #expect(response.status == nil, "exactly one head", sourceLocation: sourceLocation)
            response.status = status
            response.headers = headers
        case .body(let data):
            #expect(response.status != nil, "the head comes first", sourceLocation: sourceLocation)
            response.body.append(data)
            response.pieces += 1
        }
    }
    if let error = collected.error {
        response.error = error as? EventStreamError
        #expect(response.error != nil, "unexpected error \(error)", sourceLocation: sourceLocation)
    }
    return response
}
