import Foundation
import IntroductionConfiguration
import IntroductionTestSupport
import Testing

/// `GET /` and its script and style sheet: served from the binary, under a policy that runs only this server's files.
/// (The page itself is used in a real browser by ``PageBrowserTests``.)
@Suite("introgen serve, the page", .timeLimit(.minutes(1)))
struct ServerPageTests {
    static let policy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
        + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    @Test(arguments: [
        ("/", "text/html; charset=utf-8"), ("/page.js", "text/javascript; charset=utf-8"),
        ("/page.css", "text/css; charset=utf-8"),
    ])
    func eachFileIsServedWithItsTypeAndThePolicy(path: String, type: String) async throws {
        try await withServer(source: ScriptedSource()) { test in
            let answer = try await ServerCancelTests.send("GET", test, path)
            #expect(answer.status == 200)
            #expect(answer.headers["content-type"] == type)
            #expect(answer.headers["content-security-policy"] == Self.policy)
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            #expect(!answer.body.isEmpty)
        }
    }

    @Test func thePageLoadsOnlyItsOwnFilesAndHasNoInlineCode() async throws {
        try await withServer(source: ScriptedSource()) { test in
            let html = try await ServerCancelTests.send("GET", test, "/").body
            #expect(html.contains(#"<script src="/page.js" defer></script>"#))
            #expect(html.contains(#"<link rel="stylesheet" href="/page.css">"#))
            #expect(html.components(separatedBy: "<script").count == 2, "one script element, with a src")
            #expect(!html.contains("<style"), "no inline style element")
            #expect(!html.contains("style="), "no style attribute")
            #expect(!html.contains(" on"), "no inline event handler")
            #expect(!html.contains("http://") && !html.contains("https://"), "nothing from elsewhere")
            for label in ["Name", "Role", "Skills", "Experience", "Interests", "Notes"] {
                #expect(html.contains(#"data-t="\#(label.lowercased())">\#(label)"#), "\(label)")
            }
            #expect(html.contains(#"aria-live="polite""#))
        }
    }

    @Test func thePageNeedsNoTokenButTheServiceStillDoes() async throws {
        var settings = ServeSettings()
        settings.token = "page-token"
        try await withServer(settings, source: ScriptedSource()) { test in
            for path in ["/", "/page.js", "/page.css"] {
                let answer = try await ServerCancelTests.send("GET", test, path)
                #expect(answer.status == 200, "\(path)")
            }
            let metrics = try await ServerCancelTests.send("GET", test, "/metrics")
            #expect(metrics.status == 401)
        }
    }

    @Test func otherMethodsAreA405() async throws {
        try await withServer(source: ScriptedSource()) { test in
            let answer = try await ServerCancelTests.send("DELETE", test, "/")
            #expect(answer.status == 405)
            #expect(answer.headers["allow"] == "GET, HEAD")
        }
    }
}
