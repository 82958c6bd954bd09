# Fails if libsymcore.a needs anything from outside but memcpy, memmove, memset
# and the compiler's runtime helpers. References between the archive's own
# objects are resolved inside it and do not count.
execute_process(COMMAND ${NM} ${LIB} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nm failed on ${LIB}")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(defined "")
set(undefined "")
foreach(line IN LISTS lines)
  if(line MATCHES "^ +U ([^ ]+)$")
    list(APPEND undefined ${CMAKE_MATCH_1})
  elseif(line MATCHES "^[0-9a-fA-F]+ [A-TV-Z] ([^ ]+)$")
    list(APPEND defined ${CMAKE_MATCH_1})
  endif()
endforeach()
list(REMOVE_DUPLICATES undefined)
set(allowed memcpy memmove memset _GLOBAL_OFFSET_TABLE_ __stack_chk_fail __stack_chk_guard)
set(bad "")
foreach(sym IN LISTS undefined)
  list(FIND defined ${sym} d)
  list(FIND allowed ${sym} a)
  if(d GREATER -1 OR a GREATER -1)
    continue()
  endif()
  # the ARM EABI's compiler runtime (32-bit ARM has no divide instruction in
  # every core: the sponge's public len / rate calls __aeabi_uidivmod)
  if(sym MATCHES "^__aeabi_")
    continue()
  endif()
  # and Windows': a frame over a page (4 KiB) must touch its pages in order,
  # down from the committed stack, so that the guard page below it commits
  # the next one; the compiler emits a call to its runtime's stack probe
  # (libgcc's ___chkstk_ms, MSVC's and clang's __chkstk) before such a frame.
  # No frame is that large in the optimised library (the stack_usage test),
  # but one is in a Debug build with SYMCORE_ALWAYS_OPTIMIZE=OFF.
  if(sym MATCHES "^_?__chkstk(_ms)?$")
    continue()
  endif()
  if(SANITIZE AND sym MATCHES "^__(asan|ubsan|msan|sanitizer|sancov)")
    continue()
  endif()
  list(APPEND bad ${sym})
endforeach()
if(bad)
  message(FATAL_ERROR "libsymcore.a references symbols outside memcpy/memmove/memset: ${bad}")
endif()
list(LENGTH undefined n)
message(STATUS "nm_symbols: ${n} undefined names checked; external ones are all allowed")
