public import Foundation

/// A TLS server on 127.0.0.1 in front of a plain ``LoopbackServer``: `python3` with its standard `ssl`
/// module terminates TLS and relays bytes both ways, so TLS tests reuse the loopback server's scripted
/// responses, recorded requests and close times unchanged.
///
/// Every read on one side is written to the other at once, so the TLS records the client sees follow the
/// server's scripted pieces. When either side closes, the proxy closes both within milliseconds (so the
/// loopback server sees a client hang up as a close). A handshake the client refuses just closes that
/// connection. The script ends itself after 90 s whatever happens; ``stop()`` kills it sooner. Use
/// ``withTLSProxy(in:identity:_:)`` so it is stopped on every path.
public final class TLSProxy: Sendable {
    private let peer: PythonPeer

    /// The port the proxy accepts TLS on (127.0.0.1).
    public var port: Int { peer.port }

    /// Starts the proxy serving `identity` and relaying to `backendPort` on 127.0.0.1; returns once it
    /// accepts connections. Throws a clear ``TLSTestPeerError`` when `python3` is missing or fails.
    public init(identity: TLSCertificates.Identity, backendPort: Int) async throws {
        peer = try await PythonPeer(
            script: PythonPeer.prelude + Self.script,
            arguments: [identity.certificate, identity.key, String(backendPort)],
            name: "tls-proxy"
        )
    }

    /// `https://127.0.0.1:port` followed by `path`.
    public func url(_ path: String = "/") -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    /// Kills the proxy and waits for it to end; later calls do nothing.
    public func stop() {
        peer.stop()
    }

    private static let script = #"""
        import select, socket, ssl

        cert, key, backend_port, port_file = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        report_port(port_file, listener.getsockname()[1])

        def close(sock):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

        def relay(client):
            try:
                tls = context.wrap_socket(client, server_side=True)
            except (OSError, ssl.SSLError):
                close(client)
                return
            backend = socket.create_connection(("127.0.0.1", backend_port))
            try:
                while True:
                    if tls.pending():
                        readable = [tls]
                    else:
                        readable, _, _ = select.select([tls, backend], [], [], 60)
                    if not readable:
                        return
                    for source in readable:
                        try:
                            data = source.recv(65536)
                        except ssl.SSLWantReadError:
                            continue
                        except OSError:
                            data = b""
                        if not data:
                            return
                        (backend if source is tls else tls).sendall(data)
            except OSError:
                return
            finally:
                close(backend)
                close(tls)

        while True:
            client, _ = listener.accept()
            threading.Thread(target=relay, args=(client,), daemon=True).start()
        """#
}

/// Runs `body` with a TLS proxy serving `identity` in front of `server`, and stops the proxy on every path.
public func withTLSProxy<Result>(
    in front: LoopbackServer,
    identity: TLSCertificates.Identity,
    _ body: (TLSProxy) async throws -> Result
) async throws -> Result {
    let proxy = try await TLSProxy(identity: identity, backendPort: front.port)
    defer { proxy.stop() }
    return try await body(proxy)
}
