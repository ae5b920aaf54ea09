import Foundation

/// Real gzip for a compressed-response server: python3's `zlib` (the same library libcurl decodes with, but the
/// encoder side), one piece per input piece, each ended with a sync flush so the client can decode it as soon as
/// it arrives, as a streaming server's compressor must.
public enum Gzip {
    /// The gzip stream of `pieces` cut where they are cut: concatenated, the pieces are one gzip member.
    /// (python3 runs on a thread of its own, see ``offThePool(_:)``.)
    public static func streamPieces(_ pieces: [[UInt8]]) async throws -> [[UInt8]] {
        try await offThePool { try encode(pieces) }
    }

    private static func encode(_ pieces: [[UInt8]]) throws -> [[UInt8]] {
        let input = try JSONSerialization.data(withJSONObject: pieces.map { Data($0).base64EncodedString() })
        let script = """
            import base64, json, sys, zlib
            pieces = [base64.b64decode(p) for p in json.load(sys.stdin)]
            encoder = zlib.compressobj(9, zlib.DEFLATED, 31)
            out = [encoder.compress(p) + encoder.flush(zlib.Z_SYNC_FLUSH) for p in pieces]
            out[-1] += encoder.flush()
            json.dump([base64.b64encode(o).decode() for o in out], sys.stdout)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do {
            try process.run()
        } catch {
            throw TLSTestPeerError("cannot run python3 (install it: make deps): \(error)")
        }
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let encoded = try JSONSerialization.jsonObject(with: output) as? [String]
        else { throw TLSTestPeerError("python3 could not gzip the test body (status \(process.terminationStatus))") }
        return encoded.map { Array(Data(base64Encoded: $0) ?? Data()) }
    }
}
