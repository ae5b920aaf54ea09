public import Foundation

/// An HTTP/2 server over TLS on 127.0.0.1: hypercorn (Debian's `python3-hypercorn`, installed by `make deps`)
/// serving a small event stream. It offers `h2` and `http/1.1` by ALPN, as public API servers do.
///
/// Every request to any path gets three events whose data says what the server saw:
/// `"<http version> <client port> <n>"`, with ids 1 to 3, then the stream ends. Two requests whose client port is
/// the same came over one connection.
public final class HTTP2Server: Sendable {
    private let peer: PythonPeer

    /// The server's port on 127.0.0.1.
    public var port: Int { peer.port }

    /// `https://127.0.0.1:<port><path>`.
    public func url(_ path: String = "/") -> URL { URL(string: "https://127.0.0.1:\(peer.port)\(path)")! }

    /// Starts hypercorn with `identity`. Throws a ``TLSTestPeerError`` that says so when hypercorn is not
    /// installed (run `make deps`, which installs `python3-hypercorn`).
    public init(identity: TLSCertificates.Identity) async throws {
        // Debian's interpreter: the package installs hypercorn for it, not for another python3 on PATH.
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw TLSTestPeerError("\(python) is missing: run make deps (it installs python3 and python3-hypercorn)")
        }
        do {
            peer = try await PythonPeer(
                script: PythonPeer.prelude + Self.script, arguments: [identity.certificate, identity.key],
                interpreter: python, name: "http2-server")
        } catch let error as TLSTestPeerError where error.description.contains("No module named") {
            throw TLSTestPeerError("hypercorn is not installed for \(python): run make deps (python3-hypercorn)")
        }
    }

    public func stop() {
        peer.stop()
    }

    private static let script = #"""
        import asyncio, socket
        from hypercorn.asyncio import serve
        from hypercorn.config import Config

        cert, key, port_file = sys.argv[1], sys.argv[2], sys.argv[3]

        async def app(scope, receive, send):
            if scope["type"] == "lifespan":
                while True:
                    message = await receive()
                    if message["type"] == "lifespan.startup":
                        await send({"type": "lifespan.startup.complete"})
                    elif message["type"] == "lifespan.shutdown":
                        await send({"type": "lifespan.shutdown.complete"})
                        return
            if scope["type"] != "http":
                return
            seen = f'{scope["http_version"]} {scope["client"][1]}'
            await send({"type": "http.response.start", "status": 200,
                        "headers": [(b"content-type", b"text/event-stream")]})
            for n in range(1, 4):
                body = f"id: {n}\ndata: {seen} {n}\n\n".encode()
                await send({"type": "http.response.body", "body": body, "more_body": True})
            await send({"type": "http.response.body", "body": b"", "more_body": False})

        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        listener.set_inheritable(True)
        config = Config()
        config.bind = [f"fd://{listener.fileno()}"]
        config.certfile, config.keyfile = cert, key
        config.alpn_protocols = ["h2", "http/1.1"]
        config.accesslog = None
        config.keep_alive_timeout = 60
        report_port(port_file, listener.getsockname()[1])
        asyncio.run(serve(app, config))
        """#
}

/// Runs `body` with a started HTTP/2 server and stops it on every path.
public func withHTTP2Server<Result>(
    identity: TLSCertificates.Identity,
    _ body: (HTTP2Server) async throws -> Result
) async throws -> Result {
    let server = try await HTTP2Server(identity: identity)
    defer { server.stop() }
    return try await body(server)
}
