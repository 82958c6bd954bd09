# Writes the ABI baseline of the shared library LIB to OUT with abidw: the
# exported functions and the types they reach, no locations, and the translation
# units' paths relative to the source tree SRC, so the file does not depend on
# where it was built. The target abi-baseline runs it.
# usage: cmake -DABIDW=abidw -DLIB=lib -DSRC=dir -DOUT=file -P make_baseline.cmake
execute_process(COMMAND ${ABIDW} --exported-interfaces-only --no-corpus-path --no-comp-dir-path --no-show-locs
                        --out-file ${OUT}.tmp ${LIB}
                RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "abidw failed on ${LIB}")
endif()
file(READ ${OUT}.tmp abi)
file(REMOVE ${OUT}.tmp)
string(REPLACE "path='${SRC}/" "path='" abi "${abi}")
file(WRITE ${OUT} "${abi}")
message(STATUS "wrote ${OUT}")
