#ifndef KINETIC_CTHREADNAME_SHIM_H
#define KINETIC_CTHREADNAME_SHIM_H

/* Naming the calling thread and telling the main thread apart, for Platform's threads. Swift's Glibc module leaves
 * out pthread_setname_np and gettid (they need _GNU_SOURCE) and cannot call the variadic prctl and syscall, so
 * these two small wrappers are written in C. */

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

/* Names the calling thread as `top -H` and a debugger show it; Linux keeps the first 15 bytes. */
static inline void kinetic_thread_set_name(const char *name) {
    prctl(PR_SET_NAME, (unsigned long)name, 0UL, 0UL, 0UL);
}

/* 1 on the process's first thread (the one main() runs on), 0 on any other. */
static inline int kinetic_thread_is_main(void) {
    return syscall(SYS_gettid) == getpid();
}

#endif
