#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

/* libmicrohttpd for `introgen serve`, loaded on first use (dlopen), not linked: Debian's build brings GnuTLS and
   seven more libraries with it, and only `serve` needs any of them, so every other command would pay for loading
   them at each start. Every call goes through this table, filled once. The calls that take an option list (starting
   the daemon, asking it its port) get fixed-argument wrappers, as Swift cannot call C variadic functions. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <microhttpd.h>

typedef struct {
    /* NULL once every function below was found; otherwise why libmicrohttpd could not be used. */
    const char *failure;
    struct MHD_Daemon *(*start_daemon)(unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
                                       MHD_AccessHandlerCallback dh, void *dh_cls, ...);
    const union MHD_DaemonInfo *(*get_daemon_info)(struct MHD_Daemon *daemon, enum MHD_DaemonInfoType type, ...);
    MHD_socket (*quiesce_daemon)(struct MHD_Daemon *daemon);
    void (*stop_daemon)(struct MHD_Daemon *daemon);
    const char *(*get_version)(void);
    void (*suspend_connection)(struct MHD_Connection *connection);
    void (*resume_connection)(struct MHD_Connection *connection);
    const char *(*lookup_connection_value)(struct MHD_Connection *connection, enum MHD_ValueKind kind, const char *key);
    struct MHD_Response *(*create_response_from_callback)(uint64_t size, size_t block_size,
                                                          MHD_ContentReaderCallback crc, void *crc_cls,
                                                          MHD_ContentReaderFreeCallback crfc);
    struct MHD_Response *(*create_response_from_buffer)(size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
    enum MHD_Result (*add_response_header)(struct MHD_Response *response, const char *header, const char *content);
    enum MHD_Result (*queue_response)(struct MHD_Connection *connection, unsigned int status,
                                      struct MHD_Response *response);
    void (*destroy_response)(struct MHD_Response *response);
} introgen_mhd_table;

#if defined(__APPLE__)
#define INTROGEN_LIBMICROHTTPD "libmicrohttpd.12.dylib"
#else
#define INTROGEN_LIBMICROHTTPD "libmicrohttpd.so.12"
#endif

/* The table, a static inside a function (Swift emits the header's inline functions, not its globals). Swift emits
   such a function once per object file that calls it, each with its own static, so every wrapper below fills its
   copy on first use (pthread_once: one atomic load once filled); the library itself is opened once by the system. */
static inline void introgen_mhd_load(void);

static inline introgen_mhd_table *introgen_mhd_state(void) {
    static introgen_mhd_table table;
    return &table;
}

static inline introgen_mhd_table *introgen_mhd_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, introgen_mhd_load);
    return introgen_mhd_state();
}
#define introgen_mhd (*introgen_mhd_loaded())

static inline void introgen_mhd_load(void) {
    introgen_mhd_table *t = introgen_mhd_state();
    void *library = dlopen(INTROGEN_LIBMICROHTTPD, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        t->failure = reason ? reason : "libmicrohttpd (" INTROGEN_LIBMICROHTTPD ") could not be loaded";
        return;
    }
    int missing = 0;
#define INTROGEN_FIND(field, name) \
    do { *(void **)(&t->field) = dlsym(library, name); if (!t->field) missing = 1; } while (0)
    INTROGEN_FIND(start_daemon, "MHD_start_daemon");
    INTROGEN_FIND(get_daemon_info, "MHD_get_daemon_info");
    INTROGEN_FIND(quiesce_daemon, "MHD_quiesce_daemon");
    INTROGEN_FIND(stop_daemon, "MHD_stop_daemon");
    INTROGEN_FIND(get_version, "MHD_get_version");
    INTROGEN_FIND(suspend_connection, "MHD_suspend_connection");
    INTROGEN_FIND(resume_connection, "MHD_resume_connection");
    INTROGEN_FIND(lookup_connection_value, "MHD_lookup_connection_value");
    INTROGEN_FIND(create_response_from_callback, "MHD_create_response_from_callback");
    INTROGEN_FIND(create_response_from_buffer, "MHD_create_response_from_buffer");
    INTROGEN_FIND(add_response_header, "MHD_add_response_header");
    INTROGEN_FIND(queue_response, "MHD_queue_response");
    INTROGEN_FIND(destroy_response, "MHD_destroy_response");
#undef INTROGEN_FIND
    if (missing) t->failure = INTROGEN_LIBMICROHTTPD " lacks a function introgen serve needs";
}

/* NULL when libmicrohttpd is usable, otherwise the reason. Nothing else below may be called unless this returned
   NULL once. */
static inline const char *introgen_mhd_load_failure(void) { return introgen_mhd.failure; }

/* Where libmicrohttpd's own error messages go: one formatted line, without its newline. */
typedef void (*introgen_mhd_log_sink)(void *context, const char *line);

typedef struct {
    introgen_mhd_log_sink sink;
    void *context;
} introgen_mhd_logger;

static inline void introgen_mhd_log(void *cls, const char *format, va_list arguments) {
    const introgen_mhd_logger *logger = (const introgen_mhd_logger *)cls;
    char line[512];
    vsnprintf(line, sizeof line, format, arguments);
    size_t length = 0;
    while (length < sizeof line && line[length] != '\0') length++;
    while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
    logger->sink(logger->context, line);
}

/* One daemon with its own polling thread(s) (epoll on Linux, whatever suits elsewhere), connections that may be
   suspended and resumed from any thread, bound to `address` (IPv4 or IPv6). `threads` above 1 is a pool of polling
   threads; `timeout` closes a connection that makes no progress for that many seconds (never while suspended). */
static inline struct MHD_Daemon *introgen_mhd_start(
    const struct sockaddr *address, unsigned int threads, unsigned int timeout, unsigned int connection_limit,
    MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    const introgen_mhd_logger *logger)
{
    unsigned int flags = MHD_USE_AUTO_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ERROR_LOG;
    if (address->sa_family == AF_INET6) flags |= MHD_USE_IPv6;
    return introgen_mhd.start_daemon(
        flags, 0, NULL, NULL, handler, handler_context,
        MHD_OPTION_EXTERNAL_LOGGER, introgen_mhd_log, (void *)logger,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
        MHD_OPTION_CONNECTION_TIMEOUT, timeout,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_END);
}

/* The port the daemon listens on (the one the system chose for port 0); 0 when unknown. */
static inline uint16_t introgen_mhd_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = introgen_mhd.get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

static inline MHD_socket introgen_mhd_quiesce(struct MHD_Daemon *daemon) { return introgen_mhd.quiesce_daemon(daemon); }
static inline void introgen_mhd_stop(struct MHD_Daemon *daemon) { introgen_mhd.stop_daemon(daemon); }
/* "0.9.75": the library as loaded. */
static inline const char *introgen_mhd_version(void) { return introgen_mhd.get_version(); }
static inline void introgen_mhd_suspend(struct MHD_Connection *connection) { introgen_mhd.suspend_connection(connection); }
static inline void introgen_mhd_resume(struct MHD_Connection *connection) { introgen_mhd.resume_connection(connection); }
static inline const char *introgen_mhd_lookup(struct MHD_Connection *connection, enum MHD_ValueKind kind,
                                              const char *key) {
    return introgen_mhd.lookup_connection_value(connection, kind, key);
}

/* A response streamed by `reader` (MHD_SIZE_UNKNOWN, a macro with a cast, is no constant Swift can import). */
static inline struct MHD_Response *introgen_mhd_stream_response(size_t block_size, MHD_ContentReaderCallback reader,
                                                                void *context, MHD_ContentReaderFreeCallback release) {
    return introgen_mhd.create_response_from_callback(MHD_SIZE_UNKNOWN, block_size, reader, context, release);
}

/* A response holding a copy of `size` bytes at `bytes`. */
static inline struct MHD_Response *introgen_mhd_buffer_response(size_t size, void *bytes) {
    return introgen_mhd.create_response_from_buffer(size, bytes, MHD_RESPMEM_MUST_COPY);
}

static inline enum MHD_Result introgen_mhd_add_header(struct MHD_Response *response, const char *name,
                                                      const char *value) {
    return introgen_mhd.add_response_header(response, name, value);
}
static inline enum MHD_Result introgen_mhd_queue(struct MHD_Connection *connection, unsigned int status,
                                                 struct MHD_Response *response) {
    return introgen_mhd.queue_response(connection, status, response);
}
static inline void introgen_mhd_destroy(struct MHD_Response *response) { introgen_mhd.destroy_response(response); }

#endif
