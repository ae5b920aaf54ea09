/// The files of the page `GET /` serves: HTML, one script, one style sheet, compiled into the code by SwiftPM's
/// `.embedInCode` rule (`Resources/page/`), so the binary serves them with nothing beside it and no build step.
///
/// Script and style are files of their own, never inline, so the Content-Security-Policy can allow only this
/// server's files: text a model wrote can never run as script or restyle the page, whatever it holds.
enum PageFile: String, Equatable, Sendable, CaseIterable {
    case html = "/"
    case script = "/page.js"
    case style = "/page.css"

    /// The file served at `path`; nil for any other path.
    init?(path: String) {
        self.init(rawValue: path)
    }

    /// The file's bytes, as committed.
    var body: [UInt8] {
        switch self {
        case .html: PackageResources.index_html
        case .script: PackageResources.page_js
        case .style: PackageResources.page_css
        }
    }

    var contentType: String {
        switch self {
        case .html: "text/html; charset=utf-8"
        case .script: "text/javascript; charset=utf-8"
        case .style: "text/css; charset=utf-8"
        }
    }

    /// The headers every page file goes out with. The policy allows this server's own script, style and fetches and
    /// nothing else (no inline code, no other origin, no framing, no form posting elsewhere); `nosniff` keeps a
    /// browser from reading a file as another type.
    static let headers: [(name: String, value: String)] = [
        (
            "Content-Security-Policy",
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; "
                + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
        ),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "no-referrer"),
    ]
}
