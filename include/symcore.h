/**
 * @file symcore.h
 * @brief symcore - symmetric cryptography in portable C11: no heap, constant
 * time, caller-supplied buffers.
 *
 * Include this one header and link libsymcore (libsymcore.a, or the shared
 * libsymcore.so.1). It includes every module's header: symcore/common.h
 * (the rules every call follows), symcore/keccak.h, symcore/poly1305.h,
 * symcore/chacha20.h, symcore/aead.h, symcore/fpe.h, symcore/threefish.h
 * and symcore/skein.h.
 */
#ifndef SYMCORE_H
#define SYMCORE_H

#include "symcore/common.h"
#include "symcore/keccak.h"
#include "symcore/poly1305.h"
#include "symcore/chacha20.h"
#include "symcore/aead.h"
#include "symcore/fpe.h"
#include "symcore/threefish.h"
#include "symcore/skein.h"

#endif
