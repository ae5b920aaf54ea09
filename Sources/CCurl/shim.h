#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

/* The gcc type-checking macros wrap curl_easy_setopt in statement expressions; the wrappers below are the
   type check. */
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/* curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift cannot call: one typed
   wrapper per argument type, so a wrong type is a compile error instead of undefined behaviour. */

static inline CURLcode introgen_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_setopt_off(CURL *easy, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(easy, option, value);
}

/* libcurl copies strings it is given (except CURLOPT_POSTFIELDS and CURLOPT_ERRORBUFFER, not used through
   this wrapper). */
static inline CURLcode introgen_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl_easy_setopt(easy, option, value);
}

/* For CURLOPT_PRIVATE, CURLOPT_WRITEDATA, CURLOPT_HEADERDATA and CURLOPT_ERRORBUFFER. */
static inline CURLcode introgen_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_setopt_list(CURL *easy, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(easy, option, value);
}

/* CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION take callbacks of the same shape. */
static inline CURLcode introgen_easy_setopt_callback(CURL *easy, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(easy, option, value);
}

static inline CURLcode introgen_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLcode introgen_easy_getinfo_pointer(CURL *easy, CURLINFO info, char **value) {
    return curl_easy_getinfo(easy, info, value);
}

static inline CURLMcode introgen_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

/* Names the calling thread (shown in /proc/PID/task/TID/comm, top -H, perf). pthread_setname_np is a GNU
   extension the Glibc module does not export. */
#if defined(__linux__)
#include <pthread.h>
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void introgen_name_this_thread(const char *name) { pthread_setname_np(pthread_self(), name); }
#else
static inline void introgen_name_this_thread(const char *name) { (void)name; }
#endif

/* Constants built from other macros, which Swift does not import. */
static inline long introgen_curl_global_default(void) { return CURL_GLOBAL_DEFAULT; }
static inline size_t introgen_curl_writefunc_pause(void) { return CURL_WRITEFUNC_PAUSE; }
static inline int introgen_curlpause_cont(void) { return CURLPAUSE_CONT; }
static inline size_t introgen_curl_error_size(void) { return CURL_ERROR_SIZE; }

/* The version of the libcurl the process runs on (CURLVERSION_NOW is a macro naming an enum constant). */
static inline const char *introgen_curl_version(void) {
    const curl_version_info_data *info = curl_version_info(CURLVERSION_NOW);
    return info ? info->version : "unknown";
}

#endif
