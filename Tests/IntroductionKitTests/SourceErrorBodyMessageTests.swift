import EventStream
import IntroductionKit
import Testing

@Suite("Source errors carry the server's words")
struct SourceErrorBodyMessageTests {
    let url = "http://127.0.0.1:8080/v1/chat/completions"

    @Test(arguments: [401, 403, 404, 429, 400, 500, 529])
    func everyErrorStatusShowsTheBodysMessage(status: Int) {
        let error = SourceError(
            EventStreamError(code: .badStatus, status: status, body: #"{"error":{"message":"the server's words"}}"#),
            url: url,
            keyVariable: "OPENAI_API_KEY"
        )
        #expect(error.description.contains("HTTP \(status): the server's words"), "\(error)")
    }

    @Test func aMissingKeyAsksForOneAndAWrongKeyForACheck() {
        let unauthorized = EventStreamError(code: .badStatus, status: 401)
        let missing = SourceError(unauthorized, url: url, keyVariable: "OPENAI_API_KEY", keyMissing: true)
        let wrong = SourceError(unauthorized, url: url, keyVariable: "OPENAI_API_KEY", keyMissing: false)
        #expect(missing.description == "The server needs an API key (HTTP 401): set OPENAI_API_KEY.")
        #expect(wrong.description == "The server refused the API key (HTTP 401): check OPENAI_API_KEY.")
    }

    @Test func retriesThatRanOutReportTheLastAnswer() {
        let exhausted = EventStreamError(
            code: .reconnectsExhausted, status: 503, body: #"{"message":"maintenance"}"#, detail: "3 attempts")
        let error = SourceError(exhausted, url: url, keyVariable: nil)
        #expect(error.code == .server)
        #expect(error.description.contains("HTTP 503: maintenance"))
        #expect(
            SourceError(EventStreamError(code: .reconnectsExhausted), url: url, keyVariable: nil) == .connectionLost)
    }

    @Test func refusedConnectionsAndIdleLimitsAreNamed() {
        let refused = SourceError(
            EventStreamError(code: .cannotConnect, detail: "Connection refused"), url: url, keyVariable: nil)
        #expect(refused.code == .cannotConnect)
        #expect(
            refused.description
                == "Could not connect to 127.0.0.1:8080 (Connection refused): is it running, and is the URL right?")
        let idle = SourceError(
            EventStreamError(code: .idleTimeout), url: url, keyVariable: nil, idleTimeout: .seconds(60))
        #expect(idle.description.contains("stopped sending for 60 s"))
    }
}
