#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

/* The gcc type-checking macros wrap curl_easy_setopt in statement expressions; the wrappers below are the
   type check. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/* libcurl is loaded on first use (dlopen), not linked: with the thirty-odd libraries it brings (TLS, HTTP/2, IDN,
   Kerberos, LDAP…) it doubles the start time and adds about 7 MB to every process, and most runs (--version, help,
   history, the offline composer) never open a connection. Every call goes through this table, filled once. */
#include <dlfcn.h>
#include <pthread.h>

typedef struct {
    /* NULL once every function below was found; otherwise why libcurl could not be used. */
    const char *failure;
    CURLcode (*global_init)(long flags);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_setopt)(CURLM *multi, CURLMoption option, ...);
    CURLMcode (*multi_wakeup)(CURLM *multi);
    CURLMcode (*multi_add_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_remove_handle)(CURLM *multi, CURL *easy);
    CURLMcode (*multi_perform)(CURLM *multi, int *running);
    CURLMsg *(*multi_info_read)(CURLM *multi, int *queued);
    CURLMcode (*multi_poll)(CURLM *multi, struct curl_waitfd extra[], unsigned int count, int timeout, int *ready);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *easy);
    CURLcode (*easy_setopt)(CURL *easy, CURLoption option, ...);
    CURLcode (*easy_getinfo)(CURL *easy, CURLINFO info, ...);
    CURLcode (*easy_pause)(CURL *easy, int bitmask);
    const char *(*easy_strerror)(CURLcode code);
    struct curl_slist *(*slist_append)(struct curl_slist *list, const char *text);
    void (*slist_free_all)(struct curl_slist *list);
} introgen_curl_table;

#if defined(__APPLE__)
#define INTROGEN_LIBCURL "libcurl.4.dylib"
#else
#define INTROGEN_LIBCURL "libcurl.so.4"
#endif

/* The one table, a static inside a function (Swift emits the header's inline functions, not its globals). */
static inline introgen_curl_table *introgen_curl_state(void) {
    static introgen_curl_table table;
    return &table;
}
#define introgen_curl_loaded (*introgen_curl_state())

static inline void introgen_curl_load(void) {
    introgen_curl_table *t = introgen_curl_state();
    void *library = dlopen(INTROGEN_LIBCURL, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        t->failure = reason ? reason : "libcurl (" INTROGEN_LIBCURL ") could not be loaded";
        return;
    }
    int missing = 0;
#define INTROGEN_FIND(field, name) \
    do { *(void **)(&t->field) = dlsym(library, name); if (!t->field) missing = 1; } while (0)
    INTROGEN_FIND(global_init, "curl_global_init");
    INTROGEN_FIND(multi_init, "curl_multi_init");
    INTROGEN_FIND(multi_setopt, "curl_multi_setopt");
    INTROGEN_FIND(multi_wakeup, "curl_multi_wakeup");
    INTROGEN_FIND(multi_add_handle, "curl_multi_add_handle");
    INTROGEN_FIND(multi_remove_handle, "curl_multi_remove_handle");
    INTROGEN_FIND(multi_perform, "curl_multi_perform");
    INTROGEN_FIND(multi_info_read, "curl_multi_info_read");
    INTROGEN_FIND(multi_poll, "curl_multi_poll");
    INTROGEN_FIND(easy_init, "curl_easy_init");
    INTROGEN_FIND(easy_cleanup, "curl_easy_cleanup");
    INTROGEN_FIND(easy_setopt, "curl_easy_setopt");
    INTROGEN_FIND(easy_getinfo, "curl_easy_getinfo");
    INTROGEN_FIND(easy_pause, "curl_easy_pause");
    INTROGEN_FIND(easy_strerror, "curl_easy_strerror");
    INTROGEN_FIND(slist_append, "curl_slist_append");
    INTROGEN_FIND(slist_free_all, "curl_slist_free_all");
#undef INTROGEN_FIND
    if (missing) t->failure = INTROGEN_LIBCURL " is older than 7.68 (it lacks curl_multi_poll or curl_multi_wakeup)";
}

/* Loads libcurl once (any thread; later calls wait for the first); NULL when it is usable, otherwise the reason.
   Nothing else below may be called unless this returned NULL. */
static inline const char *introgen_curl_load_failure(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, introgen_curl_load);
    return introgen_curl_loaded.failure;
}

static inline CURLcode introgen_curl_global_init(long flags) { return introgen_curl_loaded.global_init(flags); }
static inline CURLM *introgen_curl_multi_init(void) { return introgen_curl_loaded.multi_init(); }
static inline CURLMcode introgen_curl_multi_wakeup(CURLM *multi) { return introgen_curl_loaded.multi_wakeup(multi); }
static inline CURLMcode introgen_curl_multi_add_handle(CURLM *multi, CURL *easy) {
    return introgen_curl_loaded.multi_add_handle(multi, easy);
}
static inline CURLMcode introgen_curl_multi_remove_handle(CURLM *multi, CURL *easy) {
    return introgen_curl_loaded.multi_remove_handle(multi, easy);
}
static inline CURLMcode introgen_curl_multi_perform(CURLM *multi, int *running) {
    return introgen_curl_loaded.multi_perform(multi, running);
}
static inline CURLMsg *introgen_curl_multi_info_read(CURLM *multi, int *queued) {
    return introgen_curl_loaded.multi_info_read(multi, queued);
}
static inline CURLMcode introgen_curl_multi_poll(CURLM *multi, int timeout) {
    return introgen_curl_loaded.multi_poll(multi, NULL, 0, timeout, NULL);
}
static inline CURL *introgen_curl_easy_init(void) { return introgen_curl_loaded.easy_init(); }
static inline void introgen_curl_easy_cleanup(CURL *easy) { introgen_curl_loaded.easy_cleanup(easy); }
static inline CURLcode introgen_curl_easy_pause(CURL *easy, int bitmask) {
    return introgen_curl_loaded.easy_pause(easy, bitmask);
}
static inline const char *introgen_curl_easy_strerror(CURLcode code) { return introgen_curl_loaded.easy_strerror(code); }
static inline struct curl_slist *introgen_curl_slist_append(struct curl_slist *list, const char *text) {
    return introgen_curl_loaded.slist_append(list, text);
}
static inline void introgen_curl_slist_free_all(struct curl_slist *list) { introgen_curl_loaded.slist_free_all(list); }

/* curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call: one typed
   wrapper per argument type, so a wrong type is a compile error instead of undefined behaviour. */

static inline CURLcode introgen_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

/* libcurl copies strings it is given (except CURLOPT_POSTFIELDS and CURLOPT_ERRORBUFFER, not used through
   this wrapper). */
static inline CURLcode introgen_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

/* For CURLOPT_PRIVATE, CURLOPT_WRITEDATA, CURLOPT_HEADERDATA and CURLOPT_ERRORBUFFER. */
static inline CURLcode introgen_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_setopt_list(CURL *easy, CURLoption option, struct curl_slist *value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

/* CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION take callbacks of the same shape. */
static inline CURLcode introgen_easy_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value) {
    return introgen_curl_loaded.easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return introgen_curl_loaded.easy_getinfo(easy, info, value);
}

static inline CURLcode introgen_easy_getinfo_pointer(CURL *easy, CURLINFO info, char **value) {
    return introgen_curl_loaded.easy_getinfo(easy, info, value);
}

static inline CURLMcode introgen_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return introgen_curl_loaded.multi_setopt(multi, option, value);
}

/* Constants built from other macros, which Swift does not import. */
static inline long introgen_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }
static inline size_t introgen_curl_writefunc_pause(void) { return CURL_WRITEFUNC_PAUSE; }
static inline int introgen_curlpause_cont(void) { return CURLPAUSE_CONT; }
static inline size_t introgen_curl_error_size(void) { return CURL_ERROR_SIZE; }

/* The libcurl the headers describe ("7.88.1"): --version must not load the library just to ask it. */
static inline const char *introgen_curl_header_version(void) { return LIBCURL_VERSION; }

#endif
