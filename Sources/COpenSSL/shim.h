#ifndef COPENSSL_SHIM_H
#define COPENSSL_SHIM_H

#include <openssl/ssl.h>
#include <openssl/err.h>
#include <openssl/x509v3.h>

/* Swift cannot import function-like macros (nor constants built from them): wrap them here. */

/* SNI: a macro around SSL_ctrl. */
static inline long introgen_ssl_set_host_name(SSL *ssl, const char *name) {
    return SSL_set_tlsext_host_name(ssl, name);
}

/* The oldest protocol version the context accepts: a macro around SSL_CTX_ctrl. */
static inline int introgen_ssl_ctx_require_tls12(SSL_CTX *ctx) {
    return (int)SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
}

/* Servers often close an HTTP/1.1 `Connection: close` response without close_notify; treat it as an end
   of stream (the HTTP framing still tells a complete body from a truncated one). SSL_OP_BIT is a macro. */
static inline void introgen_ssl_ctx_allow_unexpected_eof(SSL_CTX *ctx) {
    SSL_CTX_set_options(ctx, SSL_OP_IGNORE_UNEXPECTED_EOF);
}

/* A retried non-blocking SSL_write must be allowed to pass the same bytes from a new address
   (Swift does not promise a stable buffer address between calls). */
static inline void introgen_ssl_ctx_set_modes(SSL_CTX *ctx) {
    SSL_CTX_set_mode(ctx, SSL_MODE_ACCEPT_MOVING_WRITE_BUFFER | SSL_MODE_ENABLE_PARTIAL_WRITE);
}

#endif
