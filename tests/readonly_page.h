/*
 * Output buffers in read-only memory, for the "on error nothing is stored"
 * rule: a call that writes even one byte through such a pointer dies with
 * SIGSEGV (an access violation on Windows) instead of returning its error
 * code.
 *
 * ro_buf(n) returns n bytes that end exactly at the end of a read-only
 * mapping (so a write past the end faults too), filled with 0xa5. Each call
 * replaces the previous buffer. A test that needs a second buffer at the
 * same time (an output and a context) gives it a region of its own:
 * ro_region_buf / ro_region_copy, which replace only that region's buffer.
 * POSIX maps it with mmap, Windows with VirtualAlloc; elsewhere ro_available()
 * is 0 and the caller skips the check with a message.
 */
#ifndef SYMCORE_READONLY_PAGE_H
#define SYMCORE_READONLY_PAGE_H

#include <stddef.h>
#include <string.h>

/* One read-only buffer at a time, replaced by each call on the region. */
struct ro_region {
    void *map;
    size_t len;
};

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#include <unistd.h>

static inline int ro_available(void) { return 1; }

/* n bytes (n may be 0), read-only, ending at a page boundary. */
static inline void *ro_region_buf(struct ro_region *r, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t len = (n + page - 1) / page * page + page;
    if (r->map != NULL)
        munmap(r->map, r->len);
    r->map = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (r->map == MAP_FAILED) {
        r->map = NULL;
        return NULL;
    }
    r->len = len;
    /* the last page stays unmapped-in-effect: PROT_NONE catches a write past the end */
    unsigned char *end = (unsigned char *)r->map + len - page;
    memset(r->map, 0xa5, len - page);
    mprotect(r->map, len - page, PROT_READ);
    mprotect(end, page, PROT_NONE);
    return end - n;
}

/* A copy of n bytes of src in read-only memory (an input that must not be written either). */
static inline void *ro_region_copy(struct ro_region *r, const void *src, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    unsigned char *p = (unsigned char *)ro_region_buf(r, n);
    if (p == NULL)
        return NULL;
    unsigned char *base = (unsigned char *)r->map;
    size_t rw = r->len - page;
    mprotect(base, rw, PROT_READ | PROT_WRITE);
    if (n)
        memcpy(p, src, n);
    mprotect(base, rw, PROT_READ);
    return p;
}
#elif defined(_WIN32)
#include <windows.h>

static inline int ro_available(void) { return 1; }

/* The same with VirtualAlloc and VirtualProtect: n bytes read-only, then a
 * PAGE_NOACCESS page; a store takes an access violation. */
static inline void *ro_region_buf(struct ro_region *r, size_t n)
{
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    size_t page = si.dwPageSize;
    size_t len = (n + page - 1) / page * page + page;
    DWORD old;
    if (r->map != NULL)
        VirtualFree(r->map, 0, MEM_RELEASE);
    r->map = VirtualAlloc(NULL, len, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
    if (r->map == NULL)
        return NULL;
    r->len = len;
    unsigned char *end = (unsigned char *)r->map + len - page;
    memset(r->map, 0xa5, len - page);
    if (!VirtualProtect(r->map, len - page, PAGE_READONLY, &old) || !VirtualProtect(end, page, PAGE_NOACCESS, &old))
        return NULL;
    return end - n;
}

static inline void *ro_region_copy(struct ro_region *r, const void *src, size_t n)
{
    SYSTEM_INFO si;
    GetSystemInfo(&si);
    unsigned char *p = (unsigned char *)ro_region_buf(r, n);
    if (p == NULL)
        return NULL;
    size_t rw = r->len - si.dwPageSize;
    DWORD old;
    VirtualProtect(r->map, rw, PAGE_READWRITE, &old);
    if (n)
        memcpy(p, src, n);
    VirtualProtect(r->map, rw, PAGE_READONLY, &old);
    return p;
}
#else
static inline int ro_available(void) { return 0; }
static inline void *ro_region_buf(struct ro_region *r, size_t n) { (void)r; (void)n; return NULL; }
static inline void *ro_region_copy(struct ro_region *r, const void *src, size_t n)
{
    (void)r; (void)src; (void)n;
    return NULL;
}
#endif

static struct ro_region ro_default;
static inline void *ro_buf(size_t n) { return ro_region_buf(&ro_default, n); }
static inline void *ro_copy(const void *src, size_t n) { return ro_region_copy(&ro_default, src, n); }

#endif
