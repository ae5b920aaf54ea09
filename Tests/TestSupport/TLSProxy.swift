public import Foundation
import Synchronization

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
    /// The port the proxy accepts TLS on (127.0.0.1).
    public let port: Int
    private let process: Mutex<Process?>
    /// Holds the script and the port file; removed by ``stop()``.
    private let directory: URL

    /// Starts the proxy serving `identity` and relaying to `backendPort` on 127.0.0.1; returns once it
    /// accepts connections. Throws a clear ``TLSTestPeerError`` when `python3` is missing or fails.
    public init(identity: TLSCertificates.Identity, backendPort: Int) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("introgen-tls-proxy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let script = directory.appendingPathComponent("proxy.py").path
        let portFile = directory.appendingPathComponent("port").path
        guard FileManager.default.createFile(atPath: script, contents: Data(Self.script.utf8)) else {
            throw TLSTestPeerError("cannot write \(script)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", script, identity.certificate, identity.key, String(backendPort), portFile,
        ]
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw TLSTestPeerError("cannot run python3 (install it: make deps): \(error)")
        }
        // Bounded: 200 looks, 25 ms apart (5 s).
        var port: Int?
        for _ in 0..<200 {
            if let text = try? String(contentsOfFile: portFile, encoding: .utf8), let number = Int(text) {
                port = number
                break
            }
            guard process.isRunning else { break }
            usleep(25_000)
        }
        guard let port else {
            try? FileManager.default.removeItem(at: directory)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            if process.terminationStatus == 127 {
                throw TLSTestPeerError("python3 is not installed (make deps installs it)")
            }
            throw TLSTestPeerError("the python3 TLS proxy did not start (status \(process.terminationStatus))")
        }
        self.port = port
        self.process = Mutex(process)
        self.directory = directory
    }

    /// `https://127.0.0.1:port` followed by `path`.
    public func url(_ path: String = "/") -> URL { URL(string: "https://127.0.0.1:\(port)\(path)")! }

    /// Kills the proxy and waits for it to end; later calls do nothing.
    public func stop() {
        let process = self.process.withLock { process in
            defer { process = nil }
            return process
        }
        guard let process else { return }
        // SIGKILL: nothing the child inherited can block it, so the wait below is bounded.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }

    deinit {
        stop()
    }

    private static let script = #"""
        import os, select, signal, socket, ssl, sys, threading

        cert, key, backend_port, port_file = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
        # The test process may have blocked or ignored signals, which exec passes on: undo that so a kill ends us.
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        threading.Timer(90, os._exit, [3]).start()  # a bounded lifetime, whatever the test does

        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.bind(("127.0.0.1", 0))
        listener.listen(16)
        with open(port_file + ".tmp", "w") as f:
            f.write(str(listener.getsockname()[1]))
        os.rename(port_file + ".tmp", port_file)

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
    let proxy = try TLSProxy(identity: identity, backendPort: front.port)
    defer { proxy.stop() }
    return try await body(proxy)
}
