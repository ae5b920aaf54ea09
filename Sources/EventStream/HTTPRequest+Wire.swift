import Foundation

extension HTTPRequest {
    /// The request as HTTP/1.1 bytes for `endpoint`: request line, `Host`, the caller's fields,
    /// `Content-Length` when there is a body, `Connection: close`, then the body.
    ///
    /// `Host`, `Content-Length`, `Connection` and `Transfer-Encoding` are ours to write: a caller's copy
    /// would contradict how the bytes are framed, so it is left out. Line breaks inside a field are dropped
    /// so that no value can smuggle in another field.
    func wireBytes(for endpoint: HTTPEndpoint) -> Data {
        let method = method.isEmpty ? "GET" : method
        var head = "\(method) \(endpoint.target) HTTP/1.1\r\nHost: \(endpoint.hostField)\r\n"
        let reserved: Set<String> = ["host", "content-length", "connection", "transfer-encoding"]
        for (name, value) in headers where !reserved.contains(name.lowercased()) {
            head += "\(Self.singleLine(name)): \(Self.singleLine(value))\r\n"
        }
        // A POST without a body still says so: some servers refuse a body of unknown length (411).
        if body != nil || ["POST", "PUT", "PATCH"].contains(method.uppercased()) {
            head += "Content-Length: \(body?.count ?? 0)\r\n"
        }
        head += "Connection: close\r\n\r\n"
        var bytes = Data(head.utf8)
        if let body { bytes.append(body) }
        return bytes
    }

    private static func singleLine(_ text: String) -> String {
        // Scalars, not Characters: "\r\n" is one Character and would slip past a Character test.
        let isBreak: (Unicode.Scalar) -> Bool = { $0 == "\r" || $0 == "\n" }
        guard text.unicodeScalars.contains(where: isBreak) else { return text }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: text.unicodeScalars.filter { !isBreak($0) })
        return String(kept)
    }
}
