/*
 * symcore - symmetric cryptography in portable C11: no heap, constant time,
 * caller-supplied buffers. Include this one header and link libsymcore.a.
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
