import Foundation

/// Throwaway certificates for TLS tests, made once per test process with the `openssl` command-line tool
/// in a temporary directory: a trusted CA, a server certificate it signed for `127.0.0.1` and
/// `localhost`, one it signed for another host, and a second (never trusted) CA with its own server
/// certificate for `127.0.0.1`.
public struct TLSCertificates: Sendable {
    /// A certificate (PEM) and its private key (PEM).
    public struct Identity: Sendable {
        public var certificate: String
        public var key: String
    }

    /// The PEM file of the CA the client under test should trust.
    public var trustedCA: String
    /// Signed by the trusted CA for IP 127.0.0.1 and DNS localhost.
    public var loopback: Identity
    /// Signed by the trusted CA, but only for DNS `other.example`.
    public var wrongHost: Identity
    /// For 127.0.0.1, but signed by a CA nobody trusts.
    public var untrusted: Identity

    /// The certificates of this process, made on first use; throws (every time) when `openssl` failed.
    ///
    /// Made by `openssl` on a thread of its own: every TLS test asks at once at the start, and a lazy static
    /// computed in place would hold all of Swift's cooperative threads while the keys are generated.
    public static func shared() async throws -> TLSCertificates {
        try await made.value
    }

    private static let made = Task { try await offThePool { try make() } }

    private static func make() throws(TLSTestPeerError) -> TLSCertificates {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("introgen-tls-\(UUID().uuidString)").path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw TLSTestPeerError("cannot create \(directory): \(error)")
        }
        func path(_ name: String) -> String { "\(directory)/\(name)" }
        let ecKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
        func makeCA(_ name: String) throws(TLSTestPeerError) {
            try runOpenSSL(
                ["req", "-x509"] + ecKey + [
                    "-keyout", path("\(name).key"), "-out", path("\(name).pem"), "-days", "2",
                    "-subj", "/CN=introgen test \(name)",
                    "-addext", "basicConstraints=critical,CA:TRUE",
                    "-addext", "keyUsage=critical,keyCertSign,cRLSign",
                ])
        }
        func makeServer(_ name: String, ca: String, names: String) throws(TLSTestPeerError) -> Identity {
            let extensions = path("\(name).ext")
            let text = """
                subjectAltName=\(names)
                basicConstraints=CA:FALSE
                keyUsage=critical,digitalSignature
                extendedKeyUsage=serverAuth

                """
            guard FileManager.default.createFile(atPath: extensions, contents: Data(text.utf8)) else {
                throw TLSTestPeerError("cannot write \(extensions)")
            }
            try runOpenSSL(
                ["req"] + ecKey + [
                    "-keyout", path("\(name).key"), "-out", path("\(name).csr"), "-subj", "/CN=\(name)",
                ])
            try runOpenSSL([
                "x509", "-req", "-in", path("\(name).csr"), "-CA", path("\(ca).pem"), "-CAkey", path("\(ca).key"),
                "-CAcreateserial", "-out", path("\(name).pem"), "-days", "2", "-extfile", extensions,
            ])
            return Identity(certificate: path("\(name).pem"), key: path("\(name).key"))
        }
        try makeCA("ca")
        try makeCA("rogue-ca")
        return TLSCertificates(
            trustedCA: path("ca.pem"),
            loopback: try makeServer("loopback", ca: "ca", names: "IP:127.0.0.1,DNS:localhost"),
            wrongHost: try makeServer("wrong-host", ca: "ca", names: "DNS:other.example"),
            untrusted: try makeServer("untrusted", ca: "rogue-ca", names: "IP:127.0.0.1,DNS:localhost")
        )
    }

    private static func runOpenSSL(_ arguments: [String]) throws(TLSTestPeerError) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw TLSTestPeerError("cannot run openssl (install it: make deps): \(error)")
        }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 127 {
                throw TLSTestPeerError("openssl is not installed (make deps installs it)")
            }
            throw TLSTestPeerError(
                "openssl \(arguments.first ?? "") failed: \(String(decoding: message, as: UTF8.self))")
        }
    }
}
