import CCurl
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How libcurl ended a transfer, read on the loop thread before its handle is cleaned up, and the
/// ``EventStreamError`` that names it.
struct CurlOutcome: Sendable {
    /// libcurl's result code.
    var code: CURLcode
    /// libcurl's error buffer (or `curl_easy_strerror` when the buffer is empty): names the host, the proxy or
    /// OpenSSL's reason.
    var message: String
    /// The proxy's answer to CONNECT (0 when there was no tunnel).
    var connectStatus: Int = 0
    /// The system's `errno` of the last failed connect (0 when none): tells a refused connection apart.
    var systemError: Int32 = 0

    /// Nil for a complete response; otherwise the failure, told apart by whether the response head came first.
    func error(afterHead: Bool) -> EventStreamError? {
        if code == CURLE_OK { return nil }
        if connectStatus >= 300 { return .proxyRefused(status: connectStatus, detail: message) }
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
            return .hostNotFound(detail: message)
        case CURLE_COULDNT_CONNECT:
            guard systemError == ECONNREFUSED else { return .cannotConnect(detail: message) }
            return .connectionRefused(detail: Self.address(inConnectFailure: message))
        case CURLE_PEER_FAILED_VERIFICATION:
            return .certificateRejected(reason: Self.certificateReason(message))
        case CURLE_SSL_CONNECT_ERROR, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_ISSUER_ERROR, CURLE_SSL_CRL_BADFILE:
            return .tlsFailed(detail: message)
        case CURLE_PROXY:
            return .proxyRefused(detail: message)
        case CURLE_OPERATION_TIMEDOUT:
            return afterHead ? .idleTimeout() : .connectTimeout()
        case CURLE_GOT_NOTHING:
            return .cannotConnect(detail: "the server closed the connection without answering")
        case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL, CURLE_BAD_FUNCTION_ARGUMENT, CURLE_NOT_BUILT_IN:
            return .invalidRequest(message)
        default:
            return afterHead ? .connectionLost(detail: message) : .cannotConnect(detail: message)
        }
    }

    /// "127.0.0.1 port 9" from "Failed to connect to 127.0.0.1 port 9 after 0 ms: …": the address that refused,
    /// which is the proxy's when one was used.
    private static func address(inConnectFailure message: String) -> String {
        let prefix = "Failed to connect to "
        guard message.hasPrefix(prefix) else { return message }
        let rest = message.dropFirst(prefix.count)
        return String(rest.firstRange(of: " after ").map { rest[..<$0.lowerBound] } ?? rest)
    }

    /// OpenSSL's reason without libcurl's prefix: "unable to get local issuer certificate".
    private static func certificateReason(_ message: String) -> String {
        for prefix in ["SSL certificate problem: ", "SSL: "] where message.hasPrefix(prefix) {
            return String(message.dropFirst(prefix.count))
        }
        return message
    }
}
