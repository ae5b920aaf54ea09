#if canImport(COpenSSL)
    import COpenSSL
    import Foundation

    /// The OpenSSL client configuration every `https://` connection starts from: TLS 1.2 or newer, the
    /// peer's certificate verified against the system's trust store.
    ///
    /// One context serves the whole process (``shared``), created on first use: building it reads the
    /// trust store from disk, and OpenSSL 3 lets any number of threads create connections from one
    /// context at once. `SSL_CERT_FILE` / `SSL_CERT_DIR` replace the system's store, as with every
    /// OpenSSL program.
    final class TLSContext: Sendable {
        /// The `SSL_CTX`. Why `nonisolated(unsafe)`: a C pointer is not `Sendable`, but OpenSSL 3 documents
        /// an `SSL_CTX` as safe to share once configured, and it is never configured again after `init`.
        nonisolated(unsafe) let context: OpaquePointer

        /// The process-wide context, or why it could not be made (the same failure every time).
        static let shared: Result<TLSContext, EventStreamError> = Result { () throws(EventStreamError) in
            try TLSContext(trusting: nil)
        }

        /// A context that trusts the system's store, or only the certificates in `caFile` when given
        /// (a test hook: tests trust a throwaway CA without changing the process's environment).
        init(trusting caFile: String?) throws(EventStreamError) {
            guard let context = SSL_CTX_new(TLS_client_method()) else {
                throw Self.failure("cannot create a TLS context")
            }
            self.context = context
            introgen_ssl_ctx_require_tls12(context)
            introgen_ssl_ctx_allow_unexpected_eof(context)
            introgen_ssl_ctx_set_modes(context)
            SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nil)
            let loaded =
                if let caFile {
                    SSL_CTX_load_verify_locations(context, caFile, nil)
                } else {
                    SSL_CTX_set_default_verify_paths(context)
                }
            guard loaded == 1 else { throw Self.failure("cannot load the trusted certificates") }
            // ALPN: say we speak HTTP/1.1, so servers that also offer HTTP/2 do not pick it.
            let protocols: [UInt8] = [8] + Array("http/1.1".utf8)
            _ = SSL_CTX_set_alpn_protos(context, protocols, UInt32(protocols.count))
        }

        deinit {
            SSL_CTX_free(context)
        }

        /// A `.cannotConnect` error saying `what` failed and why, in OpenSSL's words (from this thread's
        /// error queue, which it empties).
        static func failure(_ what: String) -> EventStreamError {
            EventStreamError(code: .cannotConnect, detail: "TLS: \(what)\(openSSLReason().map { ": \($0)" } ?? "")")
        }

        /// The oldest error on this thread's OpenSSL error queue, in words; nil when the queue is empty.
        static func openSSLReason() -> String? {
            let code = ERR_get_error()
            ERR_clear_error()
            guard code != 0 else { return nil }
            var text = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &text, text.count)
            return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
#endif
