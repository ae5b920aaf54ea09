#ifndef INTROGEN_THREAD_NAME_SHIM_H
#define INTROGEN_THREAD_NAME_SHIM_H

/* Names the calling thread (shown in /proc/PID/task/TID/comm, top -H, perf). pthread_setname_np is a GNU
   extension the Glibc module does not export. */
#if defined(__linux__)
#include <pthread.h>
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void introgen_name_this_thread(const char *name) { pthread_setname_np(pthread_self(), name); }
#else
static inline void introgen_name_this_thread(const char *name) { (void)name; }
#endif

#endif
