# A lesson that assembles earlier ones (lesson 11) gives their rules as code that stands for
# them, course_lesson(EARLIER ...), and builds a track mine over the student's own files of
# those lessons instead, course_lesson(MINE NN-name ... ADAPTER file.cpp), for
# ./course check NN --mine (tools/course/mine.py). Included by Course.cmake.

# The library ${id}-earlier of EARLIER's files, linked with EARLIER's targets.
function(course_earlier id)
  set(files)
  set(libs)
  foreach(item ${ARGN})
    if(TARGET ${item})
      list(APPEND libs ${item})
    else()
      list(APPEND files ${item})
    endif()
  endforeach()
  add_library(${id}-earlier STATIC ${files})
  target_link_libraries(${id}-earlier PUBLIC ${id}-api ${libs})
endfunction()

# The student's files of lesson @p earlier, in starter/ (@p out_files; empty when one is
# missing) and its folder, whose headers they include (@p out_include).
function(course_earlier_files earlier folder out_files)
  course_student_files(${earlier} names)
  set(files)
  foreach(f ${names})
    if(NOT EXISTS ${CMAKE_SOURCE_DIR}/${folder}/${f})
      set(${out_files} "" PARENT_SCOPE)
      return()
    endif()
    list(APPEND files ${CMAKE_SOURCE_DIR}/${folder}/${f})
  endforeach()
  set(${out_files} ${files} PARENT_SCOPE)
endfunction()

# The track mine of lesson @p id: the student's own files of this lesson and of the lessons
# after @p adapter, over the adapter. The list of those lessons is written to
# build/lessons/ID/mine-lessons.txt for ./course check --mine, and kept (the global property
# ID_MINE) for the instructor's check of the same track on the references.
function(course_mine_track id adapter)
  set(lesson_dir ${CMAKE_SOURCE_DIR}/lessons/${id})
  set_property(GLOBAL PROPERTY ${id}_MINE ${ARGN})
  set_property(GLOBAL PROPERTY ${id}_MINE_ADAPTER ${lesson_dir}/${adapter})
  string(REPLACE ";" "\n" text "${ARGN}")
  file(WRITE ${CMAKE_BINARY_DIR}/lessons/${id}/mine-lessons.txt "${text}\n")
  course_earlier_files(${id} lessons/${id}/starter own)
  if(NOT own)
    return()
  endif()
  set(sources ${lesson_dir}/${adapter} ${own})
  set(includes)
  foreach(earlier ${ARGN})
    course_earlier_files(${earlier} lessons/${earlier}/starter files)
    if(NOT files)
      message(STATUS "${id}: a starter file of lesson ${earlier} is missing; the track mine "
                     "is not built")
      return()
    endif()
    list(APPEND sources ${files})
    list(APPEND includes ${CMAKE_SOURCE_DIR}/lessons/${earlier})
  endforeach()
  course_track(${id} mine SOURCES ${sources} INCLUDES ${includes} MINE)
  set_target_properties(${id}-mine ${id}-tests-mine ${id}-driver-mine
                        PROPERTIES EXCLUDE_FROM_ALL TRUE)
endfunction()

# A lesson with a track mine: the same track over the references, of this lesson and of the
# earlier ones (solutions/NN-name/), and the test that every case passes on it: the adapter
# is right, and a student whose earlier lessons are right sees the lesson pass.
function(course_mine_reference id solution_dir reference workdir)
  get_property(earlier_lessons GLOBAL PROPERTY ${id}_MINE)
  get_property(adapter GLOBAL PROPERTY ${id}_MINE_ADAPTER)
  if(NOT earlier_lessons)
    return()
  endif()
  set(sources ${adapter} ${reference})
  set(includes ${solution_dir})
  foreach(earlier ${earlier_lessons})
    course_earlier_files(${earlier} solutions/${earlier} files)
    if(NOT files)
      message(SEND_ERROR "${id}: the reference of lesson ${earlier} is missing")
    endif()
    list(APPEND sources ${files})
    list(APPEND includes ${CMAKE_SOURCE_DIR}/lessons/${earlier}
         ${CMAKE_SOURCE_DIR}/solutions/${earlier})
  endforeach()
  course_track(${id} mine-solution SOURCES ${sources} INCLUDES ${includes} MINE NO_DRIVER)
  add_test(NAME ${id}/solution/mine COMMAND ${id}-tests-mine-solution
           WORKING_DIRECTORY ${workdir})
  set_tests_properties(${id}/solution/mine PROPERTIES LABELS "solution;${id}")
endfunction()

