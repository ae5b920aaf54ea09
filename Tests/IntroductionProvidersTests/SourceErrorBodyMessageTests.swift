import EventStream
import Foundation
import IntroductionCore
import IntroductionProviders
import Testing

@Suite("Source errors carry the server's words")
struct SourceErrorBodyMessageTests {
    let url = "http://127.0.0.1:8080/v1/chat/completions"

    @Test(arguments: [401, 403, 404, 429, 400, 500, 529])
    func everyErrorStatusShowsTheBodysMessage(status: Int) {
        let error = SourceError(
            EventStreamError.badStatus(status, body: #"{"error":{"message":"the server's words"}}"#),
            url: url,
            keyVariable: "OPENAI_API_KEY"
        )
        #expect(error.description.contains("HTTP \(status): the server's words"), "\(error)")
    }

    @Test func aMissingKeyAsksForOneAndAWrongKeyForACheck() {
        let unauthorized = EventStreamError.badStatus(401)
        let missing = SourceError(unauthorized, url: url, keyVariable: "OPENAI_API_KEY", keyMissing: true)
        let wrong = SourceError(unauthorized, url: url, keyVariable: "OPENAI_API_KEY", keyMissing: false)
        #expect(missing.description == "The server needs an API key (HTTP 401): set OPENAI_API_KEY.")
        #expect(wrong.description == "The server refused the API key (HTTP 401): check OPENAI_API_KEY.")
    }

    @Test func retriesThatRanOutReportTheLastAnswer() {
        let exhausted = EventStreamError.reconnectsExhausted(
            attempts: 3, last: .badStatus(503, body: #"{"message":"maintenance"}"#))
        let error = SourceError(exhausted, url: url, keyVariable: nil)
        #expect(error.code == .server)
        #expect(error.description.contains("HTTP 503: maintenance"))
        let ended = SourceError(.reconnectsExhausted(attempts: 3, last: nil), url: url, keyVariable: nil)
        #expect(ended.code == .connectionLost)
    }

    @Test func retriesThatRanOutNameTheLastCauseNotALostConnection() {
        let idle = SourceError(
            .reconnectsExhausted(attempts: 3, last: .idleTimeout(after: .seconds(60))), url: url, keyVariable: nil)
        #expect(idle.code == .idleTimeout)
        #expect(
            idle.description
                == "The server stopped sending for 60 s, also after 3 reconnects: the text so far is kept; "
                + "regenerate to try again.")
        let cut = SourceError(.reconnectsExhausted(attempts: 3, last: .connectionLost()), url: url, keyVariable: nil)
        #expect(cut.code == .connectionLost)
        #expect(cut.description.contains("lost mid-stream, also after 3 reconnects"))
    }

    @Test func aKeyEchoedInTheBodyIsMasked() {
        let key = "sk-test-0123456789abcdef"
        let error = SourceError(
            .badStatus(401, body: #"{"error":{"message":"Incorrect API key provided: \#(key)"}}"#),
            url: url, keyVariable: "OPENAI_API_KEY", redacting: key)
        #expect(!error.description.contains(key))
        #expect(error.description.contains("sk-…cdef"))
    }

    @Test func refusedConnectionsAndIdleLimitsAreNamed() {
        let refused = SourceError(.connectionRefused(detail: "127.0.0.1 port 8080"), url: url, keyVariable: nil)
        #expect(refused.code == .connectionRefused)
        #expect(
            refused.description
                == "The connection to 127.0.0.1:8080 was refused: is the server running, and is the URL "
                + "(and any proxy) right?")
        let byProxy = SourceError(.connectionRefused(detail: "proxy.corp port 3128"), url: url, keyVariable: nil)
        #expect(byProxy.description.hasPrefix("The connection to 127.0.0.1:8080 was refused (by proxy.corp port 3128)"))
        let idle = SourceError(.idleTimeout(), url: url, keyVariable: nil, idleTimeout: .seconds(60))
        #expect(idle.description.contains("stopped sending for 60 s"))
    }

    /// Plain hosts are named without URLComponents' IDNA decoding (which loads ICU tables); every host is still
    /// named as `URLComponents.host` names it, an encoded `xn--` label decoded.
    @Test(arguments: [
        "http://127.0.0.1:8080/v1", "https://api.openai.com/v1", "http://API.Example-1.COM:11434/v1",
        "http://xn--bcher-kva.example/v1", "http://XN--BCHER-KVA.example/v1", "http://[::1]:8080/v1",
    ])
    func hostsAreNamedAsURLComponentsNamesThem(url: String) throws {
        let components = try #require(URLComponents(string: url))
        let expected = try #require(components.host) + (components.port.map { ":\($0)" } ?? "")
        let error = SourceError(.hostNotFound(detail: nil), url: url, keyVariable: nil)
        #expect(error.description.contains(expected), "\(error)")
    }
}
