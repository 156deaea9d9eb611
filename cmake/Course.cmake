# course_lesson(): builds one lesson on both tracks, with its named mistakes.
#
# Called from lessons/NN-name/CMakeLists.txt. The lesson folder's name is its id.
#
#   course_lesson(
#     [GIVEN file.cpp ...]        given code (not the exercise), built once for every track
#     [LIBS target ...]           extra libraries every track links
#     [TEST_LIBS target ...]      extra libraries only the tests link
#     [TEST_SOURCES file.cpp ...] test sources (default: every tests/*.cpp)
#   )
#
# Targets, for the id 00-check and each TRACK in starter, solution and mistake-<name>:
#   00-check-TRACK          static library of the student's file(s)
#   00-check-tests-TRACK    Catch2 tests linked against it
#   00-check-driver-TRACK   the driver writing the lesson's outputs (starter and solution)
# Tests: 00-check/solution/tests, 00-check/solution/expected, 00-check/starter/fails-cleanly,
# 00-check/mistake/<name>.

add_library(course_common INTERFACE)
target_include_directories(course_common INTERFACE ${CMAKE_SOURCE_DIR}/lessons/common)

set(COURSE_TOOLS ${CMAKE_SOURCE_DIR}/tools)

function(course_lesson)
  cmake_parse_arguments(L "" "" "GIVEN;LIBS;TEST_LIBS;TEST_SOURCES" ${ARGN})
  get_filename_component(id ${CMAKE_CURRENT_SOURCE_DIR} NAME)
  set(lesson_dir ${CMAKE_CURRENT_SOURCE_DIR})
  set(solution_dir ${CMAKE_SOURCE_DIR}/solutions/${id})
  file(GLOB student_files CONFIGURE_DEPENDS RELATIVE ${lesson_dir}/starter ${lesson_dir}/starter/*.cpp)
  list(SORT student_files)
  if(NOT L_TEST_SOURCES)
    file(GLOB L_TEST_SOURCES CONFIGURE_DEPENDS ${lesson_dir}/tests/*.cpp)
  endif()

  add_library(${id}-api INTERFACE)
  target_include_directories(${id}-api INTERFACE ${lesson_dir})
  target_link_libraries(${id}-api INTERFACE course_common gfx ${L_LIBS})
  if(L_GIVEN)
    add_library(${id}-given STATIC ${L_GIVEN})
    target_link_libraries(${id}-given PUBLIC ${id}-api)
    target_link_libraries(${id}-api INTERFACE ${id}-given)
  endif()

  # The tests are compiled once and linked against every track.
  add_library(${id}-testobjs OBJECT ${L_TEST_SOURCES})
  target_link_libraries(${id}-testobjs PUBLIC ${id}-api Catch2::Catch2WithMain ${L_TEST_LIBS})
  add_library(${id}-driverobj OBJECT ${lesson_dir}/driver.cpp)
  target_link_libraries(${id}-driverobj PUBLIC ${id}-api)

  set(tracks)
  if(student_files)
    set(tracks starter)
  else()
    message(WARNING "${id}: no starter/*.cpp; the lesson's starter track is skipped")
  endif()
  set(track_sources_starter)
  foreach(f ${student_files})
    list(APPEND track_sources_starter ${lesson_dir}/starter/${f})
  endforeach()
  if(COURSE_HAS_SOLUTIONS AND EXISTS ${solution_dir})
    list(APPEND tracks solution)
    file(GLOB track_sources_solution CONFIGURE_DEPENDS ${solution_dir}/*.cpp)
    file(GLOB mistakes CONFIGURE_DEPENDS ${solution_dir}/mistakes/*.cpp)
    list(SORT mistakes)
    foreach(m ${mistakes})
      get_filename_component(mname ${m} NAME_WE)
      list(APPEND tracks mistake-${mname})
      set(track_sources_mistake-${mname} ${m})
    endforeach()
  endif()

  foreach(track ${tracks})
    add_library(${id}-${track} STATIC ${track_sources_${track}})
    target_link_libraries(${id}-${track} PUBLIC ${id}-api)
    if(track STREQUAL "starter")
      # The starter's placeholders leave their parameters unused on purpose.
      target_compile_options(${id}-${track} PRIVATE -Wno-unused-parameter)
    endif()
    add_executable(${id}-tests-${track} $<TARGET_OBJECTS:${id}-testobjs>)
    target_link_libraries(${id}-tests-${track} PRIVATE ${id}-${track} ${id}-testobjs)
    if(NOT track MATCHES "^mistake-")
      add_executable(${id}-driver-${track} $<TARGET_OBJECTS:${id}-driverobj>)
      target_link_libraries(${id}-driver-${track} PRIVATE ${id}-${track} ${id}-driverobj)
    endif()
  endforeach()

  set(workdir ${CMAKE_CURRENT_BINARY_DIR}/work)
  file(MAKE_DIRECTORY ${workdir})
  if(NOT student_files)
    return()
  endif()
  add_test(NAME ${id}/starter/fails-cleanly
           COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/expect_failure.py --clean
                   $<TARGET_FILE:${id}-tests-starter>
           WORKING_DIRECTORY ${workdir})
  set_tests_properties(${id}/starter/fails-cleanly PROPERTIES LABELS "starter;${id}")
  if(NOT "solution" IN_LIST tracks)
    return()
  endif()
  add_test(NAME ${id}/solution/tests COMMAND ${id}-tests-solution WORKING_DIRECTORY ${workdir})
  add_test(NAME ${id}/solution/expected
           COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/check_expected.py
                   $<TARGET_FILE:${id}-driver-solution> ${lesson_dir}/expected
                   $<TARGET_FILE:pngdiff>
           WORKING_DIRECTORY ${workdir})
  set_tests_properties(${id}/solution/tests ${id}/solution/expected
                       PROPERTIES LABELS "solution;${id}")
  foreach(track ${tracks})
    if(track MATCHES "^mistake-(.*)$")
      set(t ${id}/mistake/${CMAKE_MATCH_1})
      add_test(NAME ${t}
               COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/expect_failure.py
                       $<TARGET_FILE:${id}-tests-${track}>
               WORKING_DIRECTORY ${workdir})
      set_tests_properties(${t} PROPERTIES LABELS "mistakes;${id}" TIMEOUT 120)
    endif()
  endforeach()
endfunction()
