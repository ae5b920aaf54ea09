import EventStream
import IntroductionCore
import IntroductionProviders
import Testing

@Suite("Source errors")
struct SourceErrorTests {
    let url = "http://127.0.0.1:8080/chat/completions"

    func mapped(_ error: EventStreamError) -> SourceError {
        SourceError(error, url: url, keyVariable: "OPENAI_API_KEY")
    }

    @Test func transportFailuresBecomeActionableSentences() {
        let cases: [(EventStreamError, SourceError.Code, [String])] = [
            (.badStatus(401), .unauthorized, ["OPENAI_API_KEY", "401"]),
            (.badStatus(403), .unauthorized, ["OPENAI_API_KEY", "403"]),
            (.badStatus(404), .notFound, [url, "end in /v1?"]),
            (.badStatus(429, retryAfter: .seconds(20)), .rateLimited, ["wait 20 s"]),
            (.badStatus(503, body: #"{"error":{"message":"overloaded","type":"x"}}"#), .server, ["503", "overloaded"]),
            (
                .badStatus(400, body: #"{"error":{"message":"model 'x' not found"}}"#), .rejected,
                ["model 'x' not found"]
            ),
            (.badStatus(407), .proxy, ["proxy wants credentials", "407"]),
            (
                .wrongContentType(status: 200, contentType: "text/html", body: "<html>login</html>"),
                .unexpectedResponse, ["event stream"]
            ),
            (.connectTimeout(after: .seconds(15)), .connectTimeout, ["127.0.0.1", "15 s"]),
            (.idleTimeout(after: .seconds(60)), .idleTimeout, ["stopped sending for 60 s"]),
            (.connectionLost(), .connectionLost, ["regenerate"]),
            (.reconnectsExhausted(attempts: 3, last: .connectionLost()), .connectionLost, ["lost", "3 reconnects"]),
            (.eventTooLarge(), .eventTooLarge, ["larger"]),
            (.invalidRequest("bad URL"), .invalidConfiguration, ["bad URL"]),
            (.hostNotFound(detail: "Could not resolve host: x.invalid"), .hostNotFound, ["x.invalid", "host name"]),
            (.connectionRefused(detail: "Connection refused"), .connectionRefused, ["refused", "running"]),
            (
                .certificateRejected(reason: "unable to get local issuer certificate"), .untrustedCertificate,
                ["unable to get local issuer certificate", "ca_file", "--cacert"]
            ),
            (.tlsFailed(detail: "wrong version number"), .secureConnection, ["wrong version number"]),
            (.proxyRefused(status: 403), .proxy, ["proxy refused", "HTTP 403"]),
            (.proxyRefused(status: 407), .proxy, ["407", "http://user:password@host:port"]),
            (
                .redirect(status: 301, location: "https://new.example/v1"), .redirected,
                ["301", "https://new.example/v1"]
            ),
            (.tooManyRedirects(limit: 5, location: "/loop"), .redirected, ["too many", "/loop"]),
        ]
        for (input, code, fragments) in cases {
            let error = mapped(input)
            #expect(error.code == code, "\(input)")
            for fragment in fragments {
                #expect(error.description.contains(fragment), "\(error)")
            }
            expectOneSentence(error.description)
        }
    }

    @Test func everyCaseReadsAsOneSentence() {
        let errors: [SourceError] = [
            .unauthorized(variable: nil), .notFound(url: url, hint: nil), .rateLimited(wait: nil), .server(status: 500),
            .rejected(status: 422), .connectTimeout(), .idleTimeout(after: .seconds(30)), .connectionLost,
            .connectionLost(reconnects: 2), .hostNotFound(host: "x"), .connectionRefused(host: "x"),
            .untrustedCertificate(host: "x", reason: "expired"), .secureConnection(host: "x"), .proxy(status: 407),
            .proxy(status: nil, detail: "CONNECT refused"), .redirected(status: 308, location: "https://x/"),
            .redirected(status: nil, location: "/x", tooMany: true),
            .invalidFrame(excerpt: "{\"content\": \u{1B}[2J"), .truncated, .provider(message: "quota exceeded"),
            .unexpectedResponse(), .eventTooLarge, .fileAccess(path: "/tmp/x", detail: "it cannot be written"),
        ]
        for error in errors {
            expectOneSentence(error.description)
        }
        #expect(SourceError.idleTimeout(after: .seconds(30)).description.contains("30 s"))
    }

    @Test func credentialsInAURLArePrintedAsStars() {
        let error = SourceError(
            .badStatus(404), url: "https://user:hunter2@api.example/v1/chat/completions", keyVariable: nil)
        #expect(error.description.contains("https://***@api.example/v1/chat/completions"), "\(error)")
        #expect(!error.description.contains("hunter2"))
    }

    @Test func serverTextIsMadePrintableAndShort() {
        let error = SourceError.invalidFrame(excerpt: "\u{1B}]52;c;evil\u{07}" + String(repeating: "x", count: 500))
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(error.description.count < 200)
    }

    func expectOneSentence(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!text.isEmpty, sourceLocation: sourceLocation)
        #expect(!text.contains("\n"), "\(text)", sourceLocation: sourceLocation)
        #expect(text.first?.isUppercase == true, "\(text)", sourceLocation: sourceLocation)
        #expect(
            text.last.map { ".?".contains($0) } == true || text.hasSuffix("exceeded"), "\(text)",
            sourceLocation: sourceLocation)
    }
}
