# Installs the built library (KIND: static or shared) into WORK/prefix, then
# configures, builds and runs the consumer project twice: with find_package
# and with pkg-config. A shared consumer must load the installed
# libsymcore.so.1. Then checks that a project taking symcore in with
# add_subdirectory, SYMCORE_INSTALL unset, installs nothing of symcore.
file(REMOVE_RECURSE ${WORK})
set(prefix ${WORK}/prefix)
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed")
endif()
foreach(f include/symcore.h include/symcore/common.h)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "missing after install: ${f}")
  endif()
endforeach()
file(GLOB_RECURSE pcs ${prefix}/*/pkgconfig/symcore.pc)
if(KIND STREQUAL "shared")
  file(GLOB_RECURSE libs ${prefix}/*/libsymcore.so.1)
  file(GLOB_RECURSE others ${prefix}/*/libsymcore.a)
else()
  file(GLOB_RECURSE libs ${prefix}/*/libsymcore.a)
  file(GLOB_RECURSE others ${prefix}/*/libsymcore.so*)
endif()
if(NOT pcs OR NOT libs)
  message(FATAL_ERROR "missing after install: the ${KIND} libsymcore or symcore.pc")
endif()
if(others)
  message(FATAL_ERROR "a ${KIND} build installed ${others}")
endif()
file(GLOB_RECURSE internal ${prefix}/*symcore_internal*)
if(internal)
  message(FATAL_ERROR "installed the tests' archive: ${internal}")
endif()
list(GET pcs 0 pc)
get_filename_component(pcdir ${pc} DIRECTORY)
list(GET libs 0 lib)
get_filename_component(libdir ${lib} DIRECTORY)
string(REPLACE ";" " " flags "${FLAGS}")
foreach(mode find_package pkgconfig)
  if(mode STREQUAL "pkgconfig")
    set(opt ON)
  else()
    set(opt OFF)
  endif()
  set(ENV{PKG_CONFIG_PATH} ${pcdir})
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC} -B ${WORK}/${mode} -G ${GENERATOR}
                          -DCMAKE_C_COMPILER=${CC} -DCMAKE_PREFIX_PATH=${prefix} -DUSE_PKGCONFIG=${opt}
                          -DEXPECT_KIND=${KIND} "-DCMAKE_C_FLAGS=${flags}" "-DCMAKE_EXE_LINKER_FLAGS=${flags}"
                  RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${mode}: configuring the consumer failed")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK}/${mode} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${mode}: building the consumer failed")
  endif()
  if(KIND STREQUAL "shared")
    # linked against libsymcore.so.1, and the loader finds the installed one
    execute_process(COMMAND ${READELF} -d ${WORK}/${mode}/consumer OUTPUT_VARIABLE dyn RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT dyn MATCHES "\\[libsymcore\\.so\\.1\\]")
      message(FATAL_ERROR "${mode}: the consumer does not need libsymcore.so.1:\n${dyn}")
    endif()
    execute_process(COMMAND ${CMAKE_COMMAND} -E env LD_TRACE_LOADED_OBJECTS=1 ${WORK}/${mode}/consumer
                    OUTPUT_VARIABLE ldd RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0 OR NOT ldd MATCHES "libsymcore\\.so\\.1 => ${libdir}/libsymcore\\.so\\.1")
      message(FATAL_ERROR "${mode}: the consumer does not load ${libdir}/libsymcore.so.1:\n${ldd}")
    endif()
  endif()
  execute_process(COMMAND ${WORK}/${mode}/consumer RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${mode}: the consumer failed")
  endif()
endforeach()

# add_subdirectory(symcore): configured only, as nothing of symcore may be
# installed there need be built; installing then runs every install rule of
# the tree (symcore's would install its headers, or fail on its library).
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SRC}/parent -B ${WORK}/parent -G ${GENERATOR}
                        -DCMAKE_C_COMPILER=${CC} -DSYMCORE_SOURCE_DIR=${SYMCORE_SOURCE_DIR}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "add_subdirectory: configuring the parent project failed:\n${out}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --install ${WORK}/parent --prefix ${WORK}/parent_prefix
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
file(GLOB_RECURSE installed RELATIVE ${WORK}/parent_prefix ${WORK}/parent_prefix/*)
if(NOT rc EQUAL 0 OR NOT installed STREQUAL "share/symcore_parent/parent.txt")
  message(FATAL_ERROR "add_subdirectory: the parent project installs more than its own file "
                      "(or fails to install):\n${installed}\n${out}")
endif()
message(STATUS "install_consumer: ${KIND} library consumed with find_package and pkg-config; "
               "add_subdirectory installs nothing of symcore")
