#ifndef CHIREDIS_SHIM_H
#define CHIREDIS_SHIM_H

/* hiredis for `introgen serve --resume-store redis://…`, loaded on first use (dlopen), not linked, like libcurl and
   libmicrohttpd: only a server sharing its resume log needs it, so no other run loads it, and a machine without
   it runs everything else. Every call goes through this table, filled once per object file (see CMicroHTTPD's shim
   for why per object file). The library opened is the one whose header this was built with (HIREDIS_SONAME): the
   reply structure's layout changed between hiredis 0.14 and 1.0. */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <sys/time.h>
#include <hiredis/hiredis.h>

typedef struct {
    /* NULL once every function below was found; otherwise why hiredis could not be used. */
    const char *failure;
    redisContext *(*connect_with_timeout)(const char *ip, int port, const struct timeval tv);
    int (*set_timeout)(redisContext *c, const struct timeval tv);
    int (*enable_keep_alive)(redisContext *c);
    void (*free_context)(redisContext *c);
    int (*append_command_argv)(redisContext *c, int argc, const char **argv, const size_t *argvlen);
    int (*get_reply)(redisContext *c, void **reply);
    void (*free_reply)(void *reply);
} introgen_redis_table;

#define INTROGEN_REDIS_TEXT(x) #x
#define INTROGEN_REDIS_VERSION_TEXT(x) INTROGEN_REDIS_TEXT(x)
#if defined(__APPLE__)
#define INTROGEN_LIBHIREDIS "libhiredis." INTROGEN_REDIS_VERSION_TEXT(HIREDIS_SONAME) ".dylib"
#else
#define INTROGEN_LIBHIREDIS "libhiredis.so." INTROGEN_REDIS_VERSION_TEXT(HIREDIS_SONAME)
#endif

static inline void introgen_redis_load(void);

static inline introgen_redis_table *introgen_redis_state(void) {
    static introgen_redis_table table;
    return &table;
}

static inline introgen_redis_table *introgen_redis_loaded(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, introgen_redis_load);
    return introgen_redis_state();
}
#define introgen_redis (*introgen_redis_loaded())

static inline void introgen_redis_load(void) {
    introgen_redis_table *t = introgen_redis_state();
    void *library = dlopen(INTROGEN_LIBHIREDIS, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        t->failure = reason ? reason : "hiredis (" INTROGEN_LIBHIREDIS ") could not be loaded";
        return;
    }
    int missing = 0;
#define INTROGEN_FIND(field, name) \
    do { *(void **)(&t->field) = dlsym(library, name); if (!t->field) missing = 1; } while (0)
    INTROGEN_FIND(connect_with_timeout, "redisConnectWithTimeout");
    INTROGEN_FIND(set_timeout, "redisSetTimeout");
    INTROGEN_FIND(enable_keep_alive, "redisEnableKeepAlive");
    INTROGEN_FIND(free_context, "redisFree");
    INTROGEN_FIND(append_command_argv, "redisAppendCommandArgv");
    INTROGEN_FIND(get_reply, "redisGetReply");
    INTROGEN_FIND(free_reply, "freeReplyObject");
#undef INTROGEN_FIND
    if (missing) t->failure = INTROGEN_LIBHIREDIS " lacks a function introgen needs";
}

/* NULL when hiredis is usable, otherwise the reason. Nothing else below may be called unless this returned NULL
   once. */
static inline const char *introgen_redis_load_failure(void) { return introgen_redis.failure; }

/* The file name loaded, for messages ("libhiredis.so.0.14"). */
static inline const char *introgen_redis_library_name(void) { return INTROGEN_LIBHIREDIS; }

static inline struct timeval introgen_redis_timeval(int milliseconds) {
    struct timeval tv;
    tv.tv_sec = milliseconds / 1000;
    tv.tv_usec = (milliseconds % 1000) * 1000;
    return tv;
}

/* A blocking connection to host:port (a name or an address), within `connect_ms`; every later read or write waits
   at most `io_ms`, and TCP keep-alive finds a peer that vanished. NULL only when out of memory; otherwise check
   introgen_redis_error. */
static inline redisContext *introgen_redis_connect(const char *host, int port, int connect_ms, int io_ms) {
    redisContext *c = introgen_redis.connect_with_timeout(host, port, introgen_redis_timeval(connect_ms));
    if (c != NULL && c->err == 0) {
        introgen_redis.set_timeout(c, introgen_redis_timeval(io_ms));
        introgen_redis.enable_keep_alive(c);
    }
    return c;
}

/* NULL while the connection is usable; otherwise why it is not (it must then be freed). */
static inline const char *introgen_redis_error(const redisContext *c) { return c->err ? c->errstr : NULL; }

static inline void introgen_redis_free(redisContext *c) { introgen_redis.free_context(c); }

/* Queues one command (its arguments as bytes, binary-safe) in the connection's output buffer; nothing is sent
   until a reply is asked for. REDIS_OK or REDIS_ERR. */
static inline int introgen_redis_append(redisContext *c, int argc, const char **argv, const size_t *lengths) {
    return introgen_redis.append_command_argv(c, argc, argv, lengths);
}

/* Sends what is queued and reads the next reply (blocking, up to the connection's timeout). REDIS_OK with a reply
   to free with introgen_redis_free_reply, or REDIS_ERR with the connection broken. */
static inline int introgen_redis_reply(redisContext *c, redisReply **reply) {
    return introgen_redis.get_reply(c, (void **)reply);
}

static inline void introgen_redis_free_reply(redisReply *reply) { introgen_redis.free_reply(reply); }

#endif
