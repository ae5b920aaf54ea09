#if canImport(COpenSSL)
    import COpenSSL
    import Foundation

    /// A TLS client connection over a connected non-blocking socket, driven by the same `poll` loop as
    /// plain sockets: whenever OpenSSL wants the socket readable or writable, the thread waits for exactly
    /// that, or for the wake-up pipe.
    ///
    /// Bytes OpenSSL has already decrypted do not make the socket readable, so `read` always asks
    /// OpenSSL first and polls only when it has nothing. The thread that created the channel is the only
    /// one that touches it.
    final class TLSSocketChannel: SocketChannel {
        private let ssl: OpaquePointer
        private let fd: Int32
        private let wake: Int32

        private init(ssl: OpaquePointer, fd: Int32, wake: Int32) {
            self.ssl = ssl
            self.fd = fd
            self.wake = wake
        }

        /// Performs the handshake on `fd` for `host`; nil when woken first. On failure, `fd` is left open
        /// for the caller to close.
        ///
        /// The certificate must chain to a trusted root and name `host` (a DNS name, or an IP address
        /// which must then be in the certificate's IP subject alternative names).
        static func handshake(
            fd: Int32,
            host: String,
            wake: Int32,
            context: TLSContext
        ) throws(EventStreamError) -> TLSSocketChannel? {
            ERR_clear_error()
            guard let ssl = SSL_new(context.context) else { throw TLSContext.failure("cannot start a TLS session") }
            let channel = TLSSocketChannel(ssl: ssl, fd: fd, wake: wake)
            guard SSL_set_fd(ssl, fd) == 1 else { throw TLSContext.failure("cannot attach TLS to the socket") }
            if isIPAddress(host) {
                // No SNI for addresses (RFC 6066); the address itself is what the certificate must name.
                guard X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), host) == 1 else {
                    throw TLSContext.failure("cannot check the certificate for \(host)")
                }
            } else {
                guard introgen_ssl_set_host_name(ssl, host) == 1, SSL_set1_host(ssl, host) == 1 else {
                    throw TLSContext.failure("cannot check the certificate for \(host)")
                }
            }
            SSL_set_connect_state(ssl)
            while true {
                ERR_clear_error()
                let result = SSL_connect(ssl)
                if result == 1 { return channel }
                switch channel.next(after: result) {
                case .retry: continue
                case .woken: return nil
                case .end:
                    throw EventStreamError(code: .cannotConnect, detail: "TLS: the server closed during the handshake")
                case .failed(let reason): throw channel.handshakeFailure(reason)
                }
            }
        }

        deinit {
            SSL_free(ssl)
        }

        func sendAll(_ data: Data) throws -> Bool {
            try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) throws(EventStreamError) -> Bool in
                var offset = 0
                while offset < bytes.count {
                    ERR_clear_error()
                    let chunk = Int32(clamping: bytes.count - offset)
                    let written = SSL_write(ssl, bytes.baseAddress! + offset, chunk)
                    if written > 0 {
                        offset += Int(written)
                        continue
                    }
                    switch next(after: written) {
                    case .retry: continue
                    case .woken: return false
                    case .end:
                        throw EventStreamError(
                            code: .cannotConnect, detail: "cannot send the request: the server closed")
                    case .failed(let reason):
                        throw EventStreamError(code: .cannotConnect, detail: "cannot send the request: \(reason)")
                    }
                }
                return true
            }
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) -> SocketReadOutcome {
            while true {
                ERR_clear_error()
                let count = SSL_read(ssl, buffer.baseAddress, Int32(clamping: buffer.count))
                if count > 0 { return .bytes(Int(count)) }
                switch next(after: count) {
                case .retry: continue
                case .woken: return .woken
                case .end: return .end
                case .failed(let reason): return .failed(reason)
                }
            }
        }

        func closeConnection() {
            // One close_notify, never waited for: the socket is non-blocking and closes right after.
            ERR_clear_error()
            _ = SSL_shutdown(ssl)
            ERR_clear_error()
            close(fd)
        }

        // MARK: - Private

        /// What to do after an OpenSSL call returned `result` (not a success).
        private enum Next {
            case retry
            case woken
            case end
            case failed(String)
        }

        /// Waits for what OpenSSL asks for after a call that returned `result`, or says why it cannot go on.
        private func next(after result: Int32) -> Next {
            let error = SSL_get_error(ssl, result)
            let code = errno
            switch error {
            case SSL_ERROR_WANT_READ:
                return PosixSocket.wait(fd, for: POLLIN, wake: wake) == .ready ? .retry : .woken
            case SSL_ERROR_WANT_WRITE:
                return PosixSocket.wait(fd, for: POLLOUT, wake: wake) == .ready ? .retry : .woken
            case SSL_ERROR_ZERO_RETURN:
                return .end
            case SSL_ERROR_SYSCALL:
                if let reason = TLSContext.openSSLReason() { return .failed(reason) }
                // No error queued and errno 0: the peer closed the socket without a TLS goodbye.
                if code == 0 { return .end }
                if code == EINTR { return .retry }
                return .failed(String(cString: strerror(code)))
            default:
                return .failed(TLSContext.openSSLReason() ?? "TLS error \(error)")
            }
        }

        /// The error for a failed handshake: the certificate check's own words when that is what failed.
        private func handshakeFailure(_ reason: String) -> EventStreamError {
            let verdict = SSL_get_verify_result(ssl)
            if verdict != X509_V_OK {
                let words = String(cString: X509_verify_cert_error_string(verdict))
                return EventStreamError(code: .cannotConnect, detail: "TLS: certificate verify failed: \(words)")
            }
            return EventStreamError(code: .cannotConnect, detail: "TLS handshake failed: \(reason)")
        }

        private static func isIPAddress(_ host: String) -> Bool {
            var address = in6_addr()
            return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
        }
    }
#endif
