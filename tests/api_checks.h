/*
 * The 1.0 API's misuse checks, one executable per concern, one source file
 * per module:
 *   error_stores_nothing  every error path of every public call, its outputs
 *                         in read-only pages (readonly_page.h): the call
 *                         returns its error code and takes no signal;
 *   garbage_contexts      every context type filled with random bytes, every
 *                         call on it: an error returned, nothing read or
 *                         written out of bounds (the sanitizer build checks
 *                         the latter).
 * Each module's function runs its cases and returns its failed checks
 * (testutil.h counts per file); main adds them up.
 */
#ifndef SYMCORE_API_CHECKS_H
#define SYMCORE_API_CHECKS_H

int errors_common(void);    /* symcore_verify and the other common.h calls */
int errors_keccak(void);    /* symcore/keccak.h */
int errors_mac(void);       /* symcore/poly1305.h, chacha20.h, aead.h */
int errors_fpe(void);       /* symcore/fpe.h */
int errors_threefish(void); /* symcore/threefish.h, skein.h */

int garbage_keccak(void);
int garbage_mac(void);
int garbage_fpe(void);
int garbage_threefish(void);

#endif
