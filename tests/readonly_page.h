/*
 * Output buffers in read-only memory, for the "on error nothing is stored"
 * rule: a call that writes even one byte through such a pointer dies with
 * SIGSEGV instead of returning its error code.
 *
 * ro_buf(n) returns n bytes that end exactly at the end of a read-only
 * mapping (so a write past the end faults too), filled with 0xa5. Each call
 * replaces the previous buffer. Where mmap is not available (not POSIX)
 * ro_available() is 0 and the caller skips the check with a message.
 */
#ifndef SYMCORE_READONLY_PAGE_H
#define SYMCORE_READONLY_PAGE_H

#include <stddef.h>
#include <string.h>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>

static void *ro_map;
static size_t ro_map_len;

static inline int ro_available(void) { return 1; }

/* n bytes (n may be 0), read-only, ending at a page boundary. */
static inline void *ro_buf(size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t len = (n + page - 1) / page * page + page;
    if (ro_map != NULL)
        munmap(ro_map, ro_map_len);
    ro_map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (ro_map == MAP_FAILED) {
        ro_map = NULL;
        return NULL;
    }
    ro_map_len = len;
    /* the last page stays unmapped-in-effect: PROT_NONE catches a write past the end */
    unsigned char *end = (unsigned char *)ro_map + len - page;
    memset(ro_map, 0xa5, len - page);
    mprotect(ro_map, len - page, PROT_READ);
    mprotect(end, page, PROT_NONE);
    return end - n;
}

/* A copy of n bytes of src in read-only memory (an input that must not be written either). */
static inline void *ro_copy(const void *src, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    unsigned char *p = (unsigned char *)ro_buf(n);
    if (p == NULL)
        return NULL;
    unsigned char *base = (unsigned char *)ro_map;
    size_t rw = ro_map_len - page;
    mprotect(base, rw, PROT_READ | PROT_WRITE);
    if (n)
        memcpy(p, src, n);
    mprotect(base, rw, PROT_READ);
    return p;
}
#else
static inline int ro_available(void) { return 0; }
static inline void *ro_buf(size_t n) { (void)n; return NULL; }
static inline void *ro_copy(const void *src, size_t n) { (void)src; (void)n; return NULL; }
#endif

#endif
