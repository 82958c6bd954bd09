# Fails if any function of the library has a stack frame above LIMIT bytes,
# as reported by gcc's -fstack-usage (.su files next to the objects), or an
# unbounded dynamic frame. symcore__scrub_stack is allowed up to LIMIT + 640:
# where it is plain C its whole job is one frame of SC_SCRUB_MAX (960 bytes;
# 1120 on s390x, whose ABI adds a 160-byte register save area).
# Format-preserving encryption keeps 4096-bit integers on the stack: its
# files (src/fpe/) have their own limit, FPE_LIMIT.
#
# One more named exception, capped at WIDE_LIMIT: the many-lane Keccak leaf hasher
# and permutation (avx2x4_*, avx512x8_*). Their state is 25 vectors (800 bytes
# for four lanes, 1600 for eight). AVX2 has 16 vector registers, so most of
# the four-lane state lives on the stack (gcc 12: 1312 bytes for avx2x4_hash);
# AVX-512 has 32, and the permutation alone needs 200 bytes, but with the
# input gathers and the padding around it gcc 12 and clang 14 spill some
# lanes (avx512x8_hash: 640 bytes with gcc, 552 with clang).
file(GLOB_RECURSE files ${DIR}/*.su)
if(NOT files)
  message(FATAL_ERROR "no .su files under ${DIR}: build the library first")
endif()
set(worst 0)
set(bad "")
foreach(f IN LISTS files)
  file(STRINGS ${f} lines)
  foreach(line IN LISTS lines)
    if(line MATCHES "^(.*)\t([0-9]+)\t(.*)$")
      set(fn ${CMAKE_MATCH_1})
      set(bytes ${CMAKE_MATCH_2})
      set(kind ${CMAKE_MATCH_3})
      if(bytes GREATER worst)
        set(worst ${bytes})
        set(worst_fn ${fn})
      endif()
      set(limit ${LIMIT})
      if(fn MATCHES "symcore__scrub_stack$")
        math(EXPR limit "${LIMIT} + 640")
      elseif(DEFINED FPE_LIMIT AND fn MATCHES "/src/fpe/")
        set(limit ${FPE_LIMIT})
      elseif(fn MATCHES "(avx2x4|avx512x8)_(hash|permute)$")
        set(limit ${WIDE_LIMIT})
      endif()
      if(bytes GREATER limit OR (kind MATCHES "dynamic" AND NOT kind MATCHES "bounded"))
        list(APPEND bad "${fn}: ${bytes} ${kind}")
      endif()
    endif()
  endforeach()
endforeach()
if(bad)
  message(FATAL_ERROR "stack frames over ${LIMIT} bytes (FPE: ${FPE_LIMIT}) or dynamic:\n${bad}")
endif()
message(STATUS "stack_usage: largest frame ${worst} bytes (${worst_fn})")
