/* The name of the backend each primitive's dispatch point selected. */
#ifndef SYMCORE_BACKENDS_H
#define SYMCORE_BACKENDS_H

const char *symcore__keccak_backend_name(void);
const char *symcore__chacha20_backend_name(void);
const char *symcore__poly1305_backend_name(void);
const char *symcore__aes_backend_name(void);
const char *symcore__threefish_backend_name(void);

#endif
