import EventStream
import Foundation
import TestSupport
import Testing

/// The service's contract, `Sources/IntroductionServer/Resources/openapi.json`, held against the real `introgen
/// serve`: the server answers `GET /openapi.json` with exactly the committed file, openapi-spec-validator accepts the
/// file as OpenAPI 3.1, and Schemathesis, generating requests from it, finds no answer the document does not describe.
///
/// The two Python tools come from the virtual environment `make test` keeps at `.build/contract/venv` (`make
/// contract-deps`); without it these tests fail and say so, rather than pass having checked nothing. One test at a
/// time: a Schemathesis run keeps a core busy, and two at once beside the rest of the suite would take both.
@Suite("introgen serve, the OpenAPI contract", .serialized, .timeLimit(.minutes(3)))
struct OpenAPIContractTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let document = repository.appendingPathComponent("Sources/IntroductionServer/Resources/openapi.json")

    /// The checks Schemathesis runs on every answer. Event streams are checked too: Schemathesis reads a
    /// `text/event-stream` body into events and validates each against the document's `StreamEvent`, and its `data`
    /// against the frame or section schema its `contentSchema` names (the control test below makes sure it does).
    static let checks = [
        "not_a_server_error", "status_code_conformance", "content_type_conformance", "response_headers_conformance",
        "response_schema_conformance",
    ]

    /// Schemathesis's settings. Whole streams: every event up to the `completed` or `failed` frame is validated, not
    /// the first 20 (its default). A 503 (busy, memory full, shutting down, resume store unreachable or behind) is a
    /// documented answer with `Retry-After`, not a server error.
    static let configuration = """
        max-stream-events = 10000

        [checks.not_a_server_error]
        expected-statuses = ["2xx", "3xx", "4xx", "503"]
        """

    @Test func theServerAnswersExactlyTheCommittedDocumentAsOpenAPI31() async throws {
        let committed = try Data(contentsOf: Self.document)
        let server = try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "0"])
        defer { server.stop() }
        let (status, headers, body) = try await Self.get(server.url("/openapi.json"))
        #expect(status == 200)
        #expect(headers["content-type"] == "application/json")
        #expect(body == committed, "GET /openapi.json is the file in the repository, byte for byte")
        let parsed = try JSONSerialization.jsonObject(with: body) as? [String: Any]
        let version = try #require(parsed?["openapi"] as? String)
        #expect(version.hasPrefix("3.1."), "an OpenAPI 3.1 document, not \(version)")
        let paths = (parsed?["paths"] as? [String: Any]).map { Set($0.keys) }
        let served: Set = [
            "/api/introduction/stream", "/api/introduction/stream/{generation}", "/healthz", "/metrics",
            "/openapi.json", "/", "/page.js", "/page.css",
        ]
        #expect(paths == served, "every path the server serves, and no other")
    }

    @Test func openAPISpecValidatorAcceptsTheDocument() async throws {
        let validator = try Self.tool("openapi-spec-validator")
        let output = try await Self.run(validator, [Self.document.path], timeout: .seconds(60))
        #expect(output.status == 0, "openapi-spec-validator: \(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("OK"), "\(output.stdout)")
    }

    /// Schemathesis against `introgen serve --speed 0` (the offline composer writing at once, so a stream ends in
    /// milliseconds): its examples, coverage and fuzzing phases, at most 50 generated cases per operation in the
    /// fuzzing phase (about 300 requests in all), with a fixed seed so that a failure here is a failure on the next
    /// run too, and a deadline past which the run is killed and the test fails. Then the server still answers.
    @Test func schemathesisFindsNoAnswerTheDocumentDoesNotDescribe() async throws {
        let server = try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "0"])
        defer { server.stop() }
        let output = try await Self.schemathesis(
            Self.document, port: server.port, checks: Self.checks, phases: "examples,coverage,fuzzing",
            maxExamples: 50)
        #expect(output.status == 0, "schemathesis found answers the document does not describe:\n\(output.stdout)")
        #expect(output.stdout.contains(" passed"), "\(output.stdout)\(output.stderr)")
        let (status, _, body) = try await Self.get(server.url("/healthz"))
        #expect(status == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"status":"ok"}"#)
    }

    /// With `--token-file` and no credentials: every operation but the health check answers 401 with
    /// `WWW-Authenticate: Bearer`, as the document says. A smaller run: the answers no longer depend on the input.
    @Test func withATokenFileEveryOperationButTheHealthCheckIsThe401TheDocumentDescribes() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = folder.appendingPathComponent("token")
        let written = FileManager.default.createFile(
            atPath: token.path, contents: Data("contract-\(UUID())\n".utf8), attributes: [.posixPermissions: 0o600])
        try #require(written, "cannot write \(token.path)")
        let server = try await ServeProcess(
            binary: IntrogenBinary.url, arguments: ["--speed", "0", "--token-file", token.path])
        defer { server.stop() }
        let output = try await Self.schemathesis(
            Self.document, port: server.port, checks: Self.checks, phases: "examples,fuzzing", maxExamples: 5)
        #expect(output.status == 0, "schemathesis found answers the document does not describe:\n\(output.stdout)")
        let (status, _, _) = try await Self.get(server.url("/metrics"))
        #expect(status == 401)
    }

    /// The control: a copy of the document whose frames may not say `completed` must fail, or the passing run above
    /// would prove nothing about the event streams (a Schemathesis that read no events would pass both).
    @Test func schemathesisCatchesAnEventTheDocumentDoesNotAllow() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.document)) as? [String: Any])
        var components = try #require(document["components"] as? [String: Any])
        var schemas = try #require(components["schemas"] as? [String: Any])
        var frame = try #require(schemas["Frame"] as? [String: Any])
        var properties = try #require(frame["properties"] as? [String: Any])
        properties["status"] = ["type": "string", "enum": ["in_progress", "failed"]]
        frame["properties"] = properties
        schemas["Frame"] = frame
        components["schemas"] = schemas
        document["components"] = components
        let tampered = folder.appendingPathComponent("tampered.json")
        try JSONSerialization.data(withJSONObject: document).write(to: tampered)

        let server = try await ServeProcess(binary: IntrogenBinary.url, arguments: ["--speed", "0"])
        defer { server.stop() }
        let output = try await Self.schemathesis(
            tampered, port: server.port, checks: ["response_schema_conformance"], phases: "examples", maxExamples: 1)
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("SSE event violates schema"), "\(output.stdout)")
    }

    // MARK: - Helpers

    /// Runs `st run` on `document` against `127.0.0.1:port`, in a temporary folder of its own (so nothing, not even
    /// Hypothesis's files, lands in the repository), one request at a time, with a 10 s limit per request and a
    /// 150 s deadline for the whole run (a few seconds on an idle machine; the rest is room for a loaded one).
    static func schemathesis(_ document: URL, port: Int, checks: [String], phases: String, maxExamples: Int)
        async throws -> ChildProcess.Output
    {
        let schemathesis = try tool("st")
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = folder.appendingPathComponent("schemathesis.toml")
        try Data(Self.configuration.utf8).write(to: configuration)
        let arguments = [
            "--config-file", configuration.path, "run", document.path, "--url", "http://127.0.0.1:\(port)",
            "--checks", checks.joined(separator: ","), "--phases", phases, "--max-examples", "\(maxExamples)",
            "--seed", "37", "--workers", "1", "--request-timeout", "10", "--generation-database", "none",
            "--no-color",
        ]
        return try await run(schemathesis, arguments, in: folder, timeout: .seconds(150))
    }

    /// The path of `name` in the contract tools' virtual environment: `INTROGEN_CONTRACT_VENV` (set by `make test`),
    /// or `.build/contract/venv` in the repository. Throws, naming `make test`, when it is not there.
    static func tool(_ name: String) throws -> String {
        let environment = ProcessInfo.processInfo.environment["INTROGEN_CONTRACT_VENV"].flatMap {
            $0.isEmpty ? nil : $0
        }
        let venv = environment ?? repository.appendingPathComponent(".build/contract/venv").path
        let path = venv + "/bin/" + name
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ContractToolMissing(
                description: "\(path) is missing: run `make test` (or `make contract-deps`), which installs "
                    + "openapi-spec-validator and Schemathesis into \(venv) for the contract tests")
        }
        return path
    }

    struct ContractToolMissing: Error, CustomStringConvertible {
        var description: String
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-contract-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Runs `executable` in `folder` (the temporary directory unless given) as a ``ChildProcess``, whose waiting
    /// happens on threads of its own; killed past `timeout`.
    static func run(_ executable: String, _ arguments: [String], in folder: URL? = nil, timeout: Duration)
        async throws -> ChildProcess.Output
    {
        let home = folder ?? FileManager.default.temporaryDirectory
        let child = try ChildProcess(
            "/bin/sh", ["-c", #"cd "$1" && shift && exec "$@""#, "sh", home.path, executable] + arguments,
            environment: ["HOME": home.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"])
        child.finishInput()
        return await child.wait(timeout: timeout)
    }

    /// A plain `GET`: the status, the headers (lowercased names) and the whole body.
    static func get(_ url: URL) async throws -> (Int, [String: String], Data) {
        try await wholeAnswer(HTTPRequest(url: url))
    }
}
