# The shared library's ABI against the baseline tests/abi/libsymcore.so.1.abi,
# with abidiff (libabigail): the exported functions, their versions, and the
# types they reach (read from the debug info; the exported functions reach only
# the public types of include/). Any difference fails, an added function too: an intended change
# updates the baseline in the same commit (cmake --build <dir> --target
# abi-baseline, in a shared build on x86-64) and the README's "Versioning and
# ABI policy" section says what changed. Without abidiff: skipped (the test's
# SKIP_REGULAR_EXPRESSION matches "abi: skipped").
# usage: cmake -DABIDIFF=abidiff -DBASELINE=file -DLIB=lib -P check.cmake
if(NOT ABIDIFF)
  message(STATUS "abi: skipped, abidiff not found (Debian: abigail-tools)")
  return()
endif()
execute_process(COMMAND ${ABIDIFF} ${BASELINE} ${LIB}
                OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "abi: ${LIB} differs from ${BASELINE} (abidiff exit ${rc}):\n${out}\n"
                      "If the change is intended, regenerate the baseline (target abi-baseline) in the same "
                      "commit and say in the README what changed; an incompatible change needs a new SONAME.")
endif()
message(STATUS "abi: ${LIB} has the ABI of ${BASELINE}")
