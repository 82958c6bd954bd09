# Fails if the library moves a 32- or 64-byte vector to or from a stack slot
# with an instruction that needs the slot aligned (vmovdqa, vmovaps, ...):
# on Windows x64 the stack is only 16-byte aligned, and gcc for mingw-w64
# cannot realign it in a function with SEH unwind data, so such a move
# faults whenever the slot happens to be misaligned. gcc 12 emits unaligned
# moves (vmovdqu) for its spills and over-allocates, then aligns by hand, an
# aligned local; this keeps it so for other compilers and versions.
# usage: cmake -DOBJDUMP=x86_64-w64-mingw32-objdump -DLIB=libsymcore.a -P check_vector_alignment.cmake
execute_process(COMMAND ${OBJDUMP} -d --no-show-raw-insn ${LIB} OUTPUT_VARIABLE out RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "objdump failed on ${LIB}")
endif()
string(REPLACE "\n" ";" lines "${out}")
set(bad "")
set(vector_insns 0)
set(fn "")
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9a-f]+ <(.*)>:$")
    set(fn ${CMAKE_MATCH_1})
  elseif(line MATCHES "%[yz]mm")
    math(EXPR vector_insns "${vector_insns} + 1")
    if(line MATCHES "\t(vmovdqa|vmovdqa32|vmovdqa64|vmovaps|vmovapd|vmovntdq|vmovntps|vmovntpd|vmovntdqa) .*\\(%r[sb]p")
      string(STRIP "${line}" insn)
      list(APPEND bad "${fn}: ${insn}")
    endif()
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n  " bad "${bad}")
  message(FATAL_ERROR "aligned 32/64-byte vector moves on the stack:\n  ${bad}")
endif()
message(STATUS "vector_alignment: ${vector_insns} instructions on ymm/zmm registers, no aligned move to or from the stack")
