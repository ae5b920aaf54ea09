import Foundation

/// A forward and CONNECT proxy on 127.0.0.1 (python3, standard library only) that logs every request it
/// receives, so a test can see what a client sent to its proxy: an absolute-form request line for `http://`,
/// `CONNECT host:port` for `https://`.
///
/// It only forwards to loopback addresses (anything else is answered 403), so no test can reach another host
/// through it. ``Mode/requireCredentials`` answers 407 to every request without `Proxy-Authorization`;
/// ``Mode/refuseTunnels`` answers 403 to every CONNECT. Use ``withHTTPProxy(_:_:)`` so it is stopped on every
/// path.
public final class HTTPProxy: Sendable {
    /// How the proxy answers.
    public enum Mode: String, Sendable {
        case open
        case requireCredentials = "auth"
        case refuseTunnels = "refuse-connect"
    }

    /// One request the proxy received.
    public struct Entry: Sendable, Decodable, Equatable {
        public var method: String
        /// As written on the request line: `http://127.0.0.1:8080/x` or `127.0.0.1:8443`.
        public var target: String
        /// Header fields, names lowercased.
        public var headers: [String: String]
    }

    private let peer: PythonPeer

    /// The proxy's port on 127.0.0.1.
    public var port: Int { peer.port }
    /// `http://127.0.0.1:<port>`, the value for `http_proxy`, `https_proxy` or a `proxy` setting.
    public var url: String { "http://127.0.0.1:\(peer.port)" }

    public init(mode: Mode = .open) async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("introgen-proxy-\(UUID().uuidString)")
        peer = try await PythonPeer(
            script: PythonPeer.prelude + Self.script, arguments: [mode.rawValue, log.path], name: "http-proxy")
        logPath = log.path
    }

    private let logPath: String

    /// Every request received so far, in order.
    public var entries: [Entry] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
    }

    /// Waits (polling, bounded by `timeout`) until at least `count` requests were logged; returns them all.
    public func waitForEntries(_ count: Int, timeout: Duration = .seconds(30)) async throws -> [Entry] {
        let deadline = ContinuousClock.now + timeout
        while entries.count < count && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        return entries
    }

    public func stop() {
        peer.stop()
        try? FileManager.default.removeItem(atPath: logPath)
    }

    private static let script = #"""
        import json, select, socket
        from urllib.parse import urlsplit

        mode, log_path, port_file = sys.argv[1], sys.argv[2], sys.argv[3]
        lock = threading.Lock()
        LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}

        def log(entry):
            with lock:
                with open(log_path, "a") as f:
                    f.write(json.dumps(entry) + "\n")

        def answer(client, status, reason, extra=""):
            client.sendall(f"HTTP/1.1 {status} {reason}\r\n{extra}Content-Length: 0\r\nConnection: close\r\n\r\n".encode())

        def relay(a, b):
            sockets = [a, b]
            while True:
                readable, _, _ = select.select(sockets, [], [], 60)
                if not readable:
                    return
                for source in readable:
                    try:
                        data = source.recv(65536)
                    except OSError:
                        data = b""
                    if not data:
                        return
                    (b if source is a else a).sendall(data)

        def handle(client):
            upstream = None
            try:
                data = b""
                while b"\r\n\r\n" not in data and len(data) < 65536:
                    chunk = client.recv(65536)
                    if not chunk:
                        return
                    data += chunk
                head, _, rest = data.partition(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                method, target, version = lines[0].split(" ", 2)
                headers = {}
                for line in lines[1:]:
                    name, _, value = line.partition(":")
                    headers[name.strip().lower()] = value.strip()
                log({"method": method, "target": target, "headers": headers})
                if mode == "auth" and "proxy-authorization" not in headers:
                    return answer(client, 407, "Proxy Authentication Required", 'Proxy-Authenticate: Basic realm="test"\r\n')
                if method == "CONNECT":
                    if mode == "refuse-connect":
                        return answer(client, 403, "Forbidden")
                    host, _, port = target.rpartition(":")
                    if host not in LOOPBACK:
                        return answer(client, 403, "Forbidden")
                    upstream = socket.create_connection((host.strip("[]"), int(port)))
                    client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
                    if rest:
                        upstream.sendall(rest)
                    return relay(client, upstream)
                parts = urlsplit(target)
                if parts.hostname not in LOOPBACK:
                    return answer(client, 403, "Forbidden")
                upstream = socket.create_connection((parts.hostname, parts.port or 80))
                path = (parts.path or "/") + (("?" + parts.query) if parts.query else "")
                forwarded = [f"{method} {path} {version}"] + [
                    line for line in lines[1:] if not line.lower().startswith("proxy-")]
                upstream.sendall(("\r\n".join(forwarded) + "\r\n\r\n").encode("latin-1") + rest)
                relay(client, upstream)
            except OSError:
                pass
            finally:
                for sock in (client, upstream):
                    if sock is not None:
                        try:
                            sock.shutdown(socket.SHUT_RDWR)
                        except OSError:
                            pass
                        sock.close()

        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        report_port(port_file, listener.getsockname()[1])
        while True:
            client, _ = listener.accept()
            threading.Thread(target=handle, args=(client,), daemon=True).start()
        """#
}

/// Runs `body` with a started proxy and stops it on every path.
public func withHTTPProxy<Result>(
    _ mode: HTTPProxy.Mode = .open,
    _ body: (HTTPProxy) async throws -> Result
) async throws -> Result {
    let proxy = try await HTTPProxy(mode: mode)
    defer { proxy.stop() }
    return try await body(proxy)
}
