# docs_warnings: run Doxygen over the public headers with the Doxyfile the
# build generated (the `docs` target's), warnings as errors, warnings for
# undocumented members and parameters on. Fails on any warning.
# -DDOXYGEN=<doxygen> -DDOXYFILE=<build>/Doxyfile.docs -DWORK=<dir>
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})
file(READ ${DOXYFILE} config)
# later lines of a Doxyfile override earlier ones
string(APPEND config "
OUTPUT_DIRECTORY = ${WORK}
EXTRACT_ALL = NO
WARN_IF_UNDOCUMENTED = YES
WARN_IF_DOC_ERROR = YES
WARN_IF_INCOMPLETE_DOC = YES
WARN_NO_PARAMDOC = YES
WARN_AS_ERROR = FAIL_ON_WARNINGS
WARN_LOGFILE =
QUIET = YES
")
file(WRITE ${WORK}/Doxyfile "${config}")
execute_process(COMMAND ${DOXYGEN} ${WORK}/Doxyfile WORKING_DIRECTORY ${WORK}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "doxygen: exit ${rc}\n${err}${out}")
endif()
if(NOT EXISTS ${WORK}/html/index.html OR NOT EXISTS ${WORK}/man/man3/symcore_sha3_256.3)
  message(FATAL_ERROR "doxygen wrote no HTML or no man page for symcore_sha3_256")
endif()
message(STATUS "doxygen: no warnings")
