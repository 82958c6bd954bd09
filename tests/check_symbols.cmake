# Fails if libsymcore needs anything from outside but memcpy, memmove, memset,
# the compiler's runtime helpers and EXTRA (getauxval on Linux/AArch64, for the
# CPU features: tests/CMakeLists.txt names it for that target only). References between the archive's own
# objects are resolved inside it and do not count. With -DDYNAMIC=ON, LIB is
# the shared library and its dynamic symbols are read (nm -D): there the C
# runtime's start files add weak references of their own (below). It also fails
# if the library defines a global C name outside its two prefixes: symcore_
# (public) and symcore__ (internal; the naming scheme is in src/common/README.md).
if(DYNAMIC)
  set(nm_args -D)
endif()
execute_process(COMMAND ${NM} ${nm_args} ${LIB} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "nm failed on ${LIB}")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(defined "")
set(undefined "")
foreach(line IN LISTS lines)
  # (a dynamic symbol's version, memcpy@GLIBC_2.14, is not part of its name)
  string(REGEX REPLACE "@.*$" "" line "${line}")
  if(line MATCHES "^ +U ([^ ]+)$")
    list(APPEND undefined ${CMAKE_MATCH_1})
  elseif(DYNAMIC AND line MATCHES "^ +[wv] ([^ ]+)$")
    # weak references of crtbeginS.o: the destructors' __cxa_finalize, the
    # profiler's and the transactional memory's hooks, none called by symcore
    set(crt "__cxa_finalize|__gmon_start__|_ITM_deregisterTMCloneTable|_ITM_registerTMCloneTable|_Jv_RegisterClasses")
    if(NOT CMAKE_MATCH_1 MATCHES "^(${crt})$")
      list(APPEND undefined ${CMAKE_MATCH_1})
    endif()
  elseif(line MATCHES "^[0-9a-fA-F]+ [A-TV-Z] ([^ ]+)$")
    list(APPEND defined ${CMAKE_MATCH_1})
  endif()
endforeach()
list(REMOVE_DUPLICATES undefined)
set(allowed memcpy memmove memset _GLOBAL_OFFSET_TABLE_ __stack_chk_fail __stack_chk_guard ${EXTRA})
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
  message(FATAL_ERROR "${LIB} references symbols outside memcpy/memmove/memset ${EXTRA}: ${bad}")
endif()
set(unprefixed "")
foreach(sym IN LISTS defined)
  # C identifiers only: names the toolchain makes (leading '_' or '.') are not ours
  # (and the shared library's version node, SYMCORE_1.0, which nm -D lists)
  if(sym MATCHES "^[A-Za-z]" AND NOT sym MATCHES "^symcore_" AND NOT (DYNAMIC AND sym MATCHES "^SYMCORE_[0-9.]+$"))
    list(APPEND unprefixed ${sym})
  endif()
endforeach()
if(unprefixed)
  list(REMOVE_DUPLICATES unprefixed)
  message(FATAL_ERROR "${LIB} defines global names without the symcore_ prefix (make them static, "
                      "or name them symcore__ when other files need them): ${unprefixed}")
endif()
list(LENGTH undefined n)
message(STATUS "nm_symbols: ${LIB}: ${n} undefined names checked; external ones are all allowed")
