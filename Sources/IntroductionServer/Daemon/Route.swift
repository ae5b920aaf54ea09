/// The paths the server answers, and the methods each takes.
enum Route: Equatable, Sendable {
    /// `POST /api/introduction/stream`: a new generation, or a resume with `Last-Event-ID`.
    case stream
    /// `GET /api/introduction/stream/<generation>`: a generation's events again, from `Last-Event-ID` or the start;
    /// `DELETE`: the generation stopped.
    case generation(String)
    /// `GET /healthz`: ok, or not ready while shutting down.
    case health
    /// `GET /metrics`: the counters in Prometheus's text format.
    case metrics
    /// `GET /openapi.json`: the service's contract (``openAPIDocument``), for client generators and contract tests.
    case openAPI
    /// `GET /`, `/page.js`, `/page.css`: the page that uses the service from a browser.
    case page(PageFile)

    static let streamPath = "/api/introduction/stream"

    /// The route for `path`; nil for a path the server does not serve.
    init?(path: String) {
        switch path {
        case Self.streamPath: self = .stream
        case "/healthz": self = .health
        case "/metrics": self = .metrics
        case "/openapi.json": self = .openAPI
        default:
            if let file = PageFile(path: path) {
                self = .page(file)
                return
            }
            let prefix = Self.streamPath + "/"
            guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
            let generation = String(path.dropFirst(prefix.count))
            guard !generation.contains("/") else { return nil }
            self = .generation(generation)
        }
    }

    /// The methods the route takes, for `Allow`.
    var methods: [String] {
        switch self {
        case .stream: ["POST"]
        case .generation: ["GET", "DELETE"]
        case .health, .metrics, .openAPI, .page: ["GET", "HEAD"]
        }
    }

    /// Whether a request needs the bearer token (when the server has one): everything but the health check, which
    /// load balancers ask without credentials, and the page, which holds nothing secret and asks the person for the
    /// token the service wants.
    var needsToken: Bool {
        switch self {
        case .health, .page: false
        default: true
        }
    }
}

extension Route {
    /// The OpenAPI 3.1 document `GET /openapi.json` answers: `Resources/openapi.json`, compiled into the code by
    /// SwiftPM's `.embedInCode` rule (as `PackageResources`), so the binary serves exactly the committed file and
    /// needs no resource bundle beside it.
    static let openAPIDocument = String(decoding: PackageResources.openapi_json, as: UTF8.self)
}
