/// The paths the server answers, and the methods each takes.
enum Route: Equatable, Sendable {
    /// `POST /api/introduction/stream`: a new generation, or a resume with `Last-Event-ID`.
    case stream
    /// `GET /api/introduction/stream/<generation>`: a generation's events again, from `Last-Event-ID` or the start.
    case generation(String)
    /// `GET /healthz`: ok, or not ready while shutting down.
    case health
    /// `GET /metrics`: the counters in Prometheus's text format.
    case metrics
    /// `GET /openapi.json`: the service's contract (``openAPIDocument``), for client generators and contract tests.
    case openAPI

    static let streamPath = "/api/introduction/stream"

    /// The route for `path`; nil for a path the server does not serve.
    init?(path: String) {
        switch path {
        case Self.streamPath: self = .stream
        case "/healthz": self = .health
        case "/metrics": self = .metrics
        case "/openapi.json": self = .openAPI
        default:
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
        case .generation: ["GET"]
        case .health, .metrics, .openAPI: ["GET", "HEAD"]
        }
    }

    /// Whether a request needs the bearer token (when the server has one): everything but the health check, which
    /// load balancers ask without credentials.
    var needsToken: Bool { self != .health }
}

extension Route {
    /// The OpenAPI 3.1 document `GET /openapi.json` answers: `Resources/openapi.json`, compiled into the code by
    /// SwiftPM's `.embedInCode` rule (as `PackageResources`), so the binary serves exactly the committed file and
    /// needs no resource bundle beside it.
    static let openAPIDocument = String(decoding: PackageResources.openapi_json, as: UTF8.self)
}
