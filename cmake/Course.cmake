# A lesson is two halves, built by two functions:
#
#   course_lesson(...)       the student half, from lessons/NN-name/CMakeLists.txt
#   course_solution(NN-name) the instructor half, called by the top level for solutions/NN-name/
#
# Nothing under lessons/ names solutions/: the student edition has no solutions/ and builds.
#
# course_lesson(
#   [GIVEN file.cpp ...]        given code (not the exercise), built once for every track
#   [LIBS target ...]           extra libraries every track links
#   [TEST_LIBS target ...]      extra libraries only the tests link
#   [TEST_SOURCES file.cpp ...] test sources (default: every tests/*.cpp)
#   [EARLIER file.cpp|target ...] given code that stands for the student's earlier lessons:
#                               linked into every track but mine
#   [MINE NN-name ... ADAPTER file.cpp]  the track mine (./course check NN --mine): the
#                               student's files, those lessons' starter files and the adapter
#                               (given code that calls them) instead of EARLIER
# )
# The lesson folder's name is its id. Targets, for the id 00-check and each TRACK (starter;
# solution and mistake-NAME from course_solution):
#   00-check-api            the lesson's headers, the common ones, gfx and the given code
#   00-check-TRACK          static library of the student's file(s)
#   00-check-tests-TRACK    the Catch2 tests, compiled once, linked against it
#   00-check-driver-TRACK   the driver writing the lesson's outputs (not for mistakes)
#   00-check-earlier        EARLIER, when given; 00-check-TRACK links it (but mine)
# Executables go to build/lessons/00-check/, whichever half makes them.
# Tests and labels:
#   00-check/starter/fails-cleanly     starter   the tests fail by assertion on the starter
#                                                (the pristine track: whatever the student
#                                                wrote, the course tests its own starter)
#   00-check/given/tests               given     the cases tagged [given] pass on the starter
#   00-check/solution/tests            solution  every case passes on the reference
#   00-check/solution/expected         solution  the reference driver makes expected/
#   00-check/solution/figure           solution  with figure.cpp: the live figure, native,
#                                                starts at a line of expected/ and answers
#                                                every handle (tools/check_figure.py)
#   00-check/starter/figure            starter   with figure.cpp: it compiles and answers
#                                                on the starter
#   00-check/solution/mine             solution  with MINE: every case passes on the reference
#                                                over the earlier lessons' references
#   00-check/mistake/NAME              mistakes  some case fails on the mistake
#   00-check/cases-earn-their-place    mistakes  every student-facing case fails on the
#                                                starter or on some mistake
# and the lesson id as a label on each.

# The tracks of a lesson that assembles earlier ones: EARLIER and MINE (course_lesson below).
include(${CMAKE_CURRENT_LIST_DIR}/CourseMine.cmake)

add_library(course_common INTERFACE)
target_include_directories(course_common INTERFACE ${CMAKE_SOURCE_DIR}/lessons/common)

# Given code that more than one lesson uses, compiled once: the push-out vector (a lesson
# links it with course_lesson(LIBS course_push_out)).
add_library(course_push_out STATIC ${CMAKE_SOURCE_DIR}/lessons/common/push_out.cpp)
target_link_libraries(course_push_out PUBLIC course_common)

set(COURSE_TOOLS ${CMAKE_SOURCE_DIR}/tools)

# The course's Catch2 listener (tools/catch_listener.cpp), in every test program: it tells
# ./course check which case is running and what it printed.
add_library(course_listener OBJECT ${COURSE_TOOLS}/catch_listener.cpp)
target_link_libraries(course_listener PRIVATE course_common Catch2::Catch2WithMain)

# A test-only dependency @p dep (box2d, fcl, benchmark, doxygen) was not found: the parts that
# need it are not built, and the test missing/DEP says so. It is skipped (and so counted and
# named by ./course test), or fails in CI where the package could be installed
# (tools/missing_dependency.py; what each dependency is for is in tools/course/bootstrap.py).
function(course_missing_dependency dep)
  message(STATUS "course: ${dep} not found; the parts that need it are skipped")
  add_test(NAME missing/${dep}
           COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/missing_dependency.py ${dep})
  set_tests_properties(missing/${dep} PROPERTIES LABELS "missing" SKIP_RETURN_CODE 77)
endfunction()

# The lessons: every lessons/NN-name folder with a CMakeLists.txt, in number order.
function(course_find_lessons out)
  file(GLOB dirs LIST_DIRECTORIES true CONFIGURE_DEPENDS
       ${CMAKE_SOURCE_DIR}/lessons/[0-9][0-9]-*)
  list(SORT dirs)
  set(ids)
  foreach(dir ${dirs})
    if(IS_DIRECTORY ${dir} AND EXISTS ${dir}/CMakeLists.txt)
      get_filename_component(id ${dir} NAME)
      list(APPEND ids ${id})
    endif()
  endforeach()
  set(${out} ${ids} PARENT_SCOPE)
endfunction()

# The student files of lesson @p id (names, sorted): the *.cpp of the course's copy of its
# starter, .starter/ (made by ./course regen), or of starter/ in a lesson that has no copy yet.
# The student's starter/ folder is globbed too, so that a file deleted or restored there
# configures the build again.
function(course_student_files id out)
  set(dir ${CMAKE_SOURCE_DIR}/lessons/${id})
  file(GLOB files CONFIGURE_DEPENDS RELATIVE ${dir}/.starter ${dir}/.starter/*.cpp)
  file(GLOB own CONFIGURE_DEPENDS RELATIVE ${dir}/starter ${dir}/starter/*.cpp)
  if(NOT files)
    set(files ${own})
  endif()
  list(SORT files)
  set(${out} ${files} PARENT_SCOPE)
endfunction()

# One track of lesson @p id: the library of @p sources, the tests linked against it and,
# unless NO_DRIVER, the driver.
# With MINE, the earlier lessons' stand-ins (${id}-earlier) are left out: the sources bring
# their own.
function(course_track id track)
  cmake_parse_arguments(T "NO_DRIVER;MINE" "" "SOURCES;INCLUDES" ${ARGN})
  add_library(${id}-${track} STATIC ${T_SOURCES})
  target_link_libraries(${id}-${track} PUBLIC ${id}-api)
  if(TARGET ${id}-earlier AND NOT T_MINE)
    target_link_libraries(${id}-${track} PUBLIC ${id}-earlier)
  endif()
  if(T_INCLUDES)
    target_include_directories(${id}-${track} PRIVATE ${T_INCLUDES})
  endif()
  set(exes ${id}-tests-${track})
  add_executable(${id}-tests-${track} $<TARGET_OBJECTS:${id}-testobjs>
                 $<TARGET_OBJECTS:course_listener>)
  target_link_libraries(${id}-tests-${track} PRIVATE ${id}-${track} ${id}-testobjs)
  if(NOT T_NO_DRIVER)
    add_executable(${id}-driver-${track} $<TARGET_OBJECTS:${id}-driverobj>)
    target_link_libraries(${id}-driver-${track} PRIVATE ${id}-${track} ${id}-driverobj)
    list(APPEND exes ${id}-driver-${track})
  endif()
  set_target_properties(${exes} PROPERTIES
                        RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lessons/${id})
endfunction()

# The native probe of lesson @p id's live figure (gfx/figure_main.cpp) over one track: the
# program a check compares the page's WebAssembly with (docs: figures.py builds its own). The
# given sources the figure names on its `// figure-sources:` lines are the probe's alone: a
# lesson's own track does not link them (a student could call them in place of the exercise).
function(course_figure_probe id track)
  set(lesson_dir ${CMAKE_SOURCE_DIR}/lessons/${id})
  file(STRINGS ${lesson_dir}/figure.cpp declared REGEX "^// figure-sources:")
  set(extra)
  foreach(line ${declared})
    string(REGEX REPLACE "^// figure-sources:" "" names "${line}")
    separate_arguments(names)
    foreach(name ${names})
      get_filename_component(path ${lesson_dir}/${name} ABSOLUTE)
      list(APPEND extra ${path})
    endforeach()
  endforeach()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${lesson_dir}/figure.cpp)
  add_executable(${id}-figure-${track} ${lesson_dir}/figure.cpp
                 ${CMAKE_SOURCE_DIR}/gfx/figure_main.cpp ${extra})
  target_link_libraries(${id}-figure-${track} PRIVATE ${id}-${track})
  set_target_properties(${id}-figure-${track} PROPERTIES
                        RUNTIME_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lessons/${id})
endfunction()

function(course_lesson)
  cmake_parse_arguments(L "" "ADAPTER" "GIVEN;LIBS;TEST_LIBS;TEST_SOURCES;EARLIER;MINE" ${ARGN})
  get_filename_component(id ${CMAKE_CURRENT_SOURCE_DIR} NAME)
  set(lesson_dir ${CMAKE_CURRENT_SOURCE_DIR})
  course_student_files(${id} student_files)
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
  if(L_EARLIER)
    course_earlier(${id} ${L_EARLIER})
  endif()

  # The tests and the driver are compiled once and linked against every track.
  add_library(${id}-testobjs OBJECT ${L_TEST_SOURCES})
  target_link_libraries(${id}-testobjs PUBLIC ${id}-api Catch2::Catch2WithMain ${L_TEST_LIBS})
  # Building the test objects builds the listener the test programs link too (the grader
  # builds ${id}-testobjs by name, then links with the command CMake wrote).
  target_sources(${id}-testobjs PRIVATE $<TARGET_OBJECTS:course_listener>)
  add_library(${id}-driverobj OBJECT ${lesson_dir}/driver.cpp)
  target_link_libraries(${id}-driverobj PUBLIC ${id}-api)

  file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/work)
  if(NOT student_files)
    message(WARNING "${id}: no starter/*.cpp; the lesson's starter track is skipped")
    return()
  endif()
  # The course's starter, as it ships (.starter/): the course's own tests run on it.
  set(pristine_sources)
  foreach(f ${student_files})
    if(EXISTS ${lesson_dir}/.starter/${f})
      list(APPEND pristine_sources ${lesson_dir}/.starter/${f})
    else()
      message(WARNING "${id}: .starter/${f} is missing (./course regen makes it); the "
                      "course's tests use starter/${f} instead")
      list(APPEND pristine_sources ${lesson_dir}/starter/${f})
    endif()
  endforeach()
  course_track(${id} pristine SOURCES ${pristine_sources} NO_DRIVER)
  # The student's own files: built for ./course check and ./course status, which name these
  # targets; never part of the course's own build, which must not depend on how far the
  # student has got.
  set(starter_sources)
  foreach(f ${student_files})
    if(EXISTS ${lesson_dir}/starter/${f})
      list(APPEND starter_sources ${lesson_dir}/starter/${f})
    endif()
  endforeach()
  list(LENGTH student_files wanted)
  list(LENGTH starter_sources have)
  if(have EQUAL wanted)
    course_track(${id} starter SOURCES ${starter_sources})
    set_target_properties(${id}-starter ${id}-tests-starter ${id}-driver-starter
                          PROPERTIES EXCLUDE_FROM_ALL TRUE)
  else()
    message(STATUS "${id}: a file of starter/ is missing; the student's track is not built")
  endif()
  if(L_MINE)
    course_mine_track(${id} ${L_ADAPTER} ${L_MINE})
  endif()
  # The starter's placeholders leave their parameters unused on purpose.
  foreach(track pristine starter mine)
    if(TARGET ${id}-${track})
      target_compile_options(${id}-${track} PRIVATE -Wno-unused-parameter)
    endif()
  endforeach()

  set(workdir ${CMAKE_CURRENT_BINARY_DIR}/work)
  # The live figure compiles against the lesson's API as the starter gives it, and answers.
  if(EXISTS ${lesson_dir}/figure.cpp)
    course_figure_probe(${id} pristine)
    add_test(NAME ${id}/starter/figure
             COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/check_figure.py --starter
                     $<TARGET_FILE:${id}-figure-pristine>
             WORKING_DIRECTORY ${workdir})
    set_tests_properties(${id}/starter/figure PROPERTIES LABELS "starter;figure;${id}")
  endif()
  add_test(NAME ${id}/starter/fails-cleanly
           COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/expect_failure.py --clean
                   $<TARGET_FILE:${id}-tests-pristine>
           WORKING_DIRECTORY ${workdir})
  set_tests_properties(${id}/starter/fails-cleanly PROPERTIES LABELS "starter;${id}")

  # Tests of given code carry the tag [given]: they pass before the student starts, so they
  # are run here, on the starter, and left out of the student's count of checks.
  set(has_given FALSE)
  foreach(src ${L_TEST_SOURCES})
    file(STRINGS ${src} tagged REGEX "\\[given\\]")
    if(tagged)
      set(has_given TRUE)
    endif()
  endforeach()
  if(has_given)
    add_test(NAME ${id}/given/tests COMMAND ${id}-tests-pristine "[given]"
             WORKING_DIRECTORY ${workdir})
    set_tests_properties(${id}/given/tests PROPERTIES LABELS "given;${id}")
  endif()
endfunction()

# course_solution(NN-name): the instructor half of a lesson, from solutions/NN-name/.
#   solutions/NN-name/*.cpp              the reference: the solution track and the outputs
#   solutions/NN-name/mistakes/*.patch   one track per named mistake; the wrong files are made
#                                        from the reference and the patch, in
#                                        build/solutions/NN-name/mistakes/NAME/
#   solutions/NN-name/CMakeLists.txt     optional: the lesson's own instructor-side targets and
#                                        tests (engine checks, benchmarks), added last; it sees
#                                        COURSE_LESSON (the id) and COURSE_MISTAKES_DIR
function(course_solution id)
  set(solution_dir ${CMAKE_SOURCE_DIR}/solutions/${id})
  set(lesson_dir ${CMAKE_SOURCE_DIR}/lessons/${id})
  if(NOT TARGET ${id}-api)
    message(WARNING "solutions/${id} has no lesson in lessons/${id}: it is skipped")
    return()
  endif()
  course_student_files(${id} student_files)
  set(workdir ${CMAKE_BINARY_DIR}/lessons/${id}/work)
  set(reference)
  foreach(f ${student_files})
    if(NOT EXISTS ${solution_dir}/${f})
      message(SEND_ERROR "solutions/${id}/${f} is missing: the reference has the student's "
                         "file names (lessons/${id}/starter/${f})")
    endif()
    list(APPEND reference ${solution_dir}/${f})
  endforeach()
  if(NOT reference)
    return()
  endif()
  course_track(${id} solution SOURCES ${reference} INCLUDES ${solution_dir})

  add_test(NAME ${id}/solution/tests COMMAND ${id}-tests-solution WORKING_DIRECTORY ${workdir})
  add_test(NAME ${id}/solution/expected
           COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/check_expected.py
                   $<TARGET_FILE:${id}-driver-solution> ${lesson_dir}/expected
                   $<TARGET_FILE:pngdiff>
           WORKING_DIRECTORY ${workdir})
  set_tests_properties(${id}/solution/tests ${id}/solution/expected
                       PROPERTIES LABELS "solution;${id}")
  # The live figure on the lesson's page (figure.cpp, gfx/figure.hpp), built natively with the
  # reference: its first answer is a line of expected/ and every handle and button answers.
  if(EXISTS ${lesson_dir}/figure.cpp)
    course_figure_probe(${id} solution)
    add_test(NAME ${id}/solution/figure
             COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/check_figure.py
                     $<TARGET_FILE:${id}-figure-solution> ${lesson_dir}/expected
             WORKING_DIRECTORY ${workdir})
    set_tests_properties(${id}/solution/figure PROPERTIES LABELS "solution;figure;${id}")
  endif()

  course_mine_reference(${id} ${solution_dir} "${reference}" ${workdir})

  set(mistakes_dir ${CMAKE_BINARY_DIR}/solutions/${id}/mistakes)
  file(GLOB patches CONFIGURE_DEPENDS ${solution_dir}/mistakes/*.patch)
  list(SORT patches)
  set(mistake_programs)
  foreach(patch ${patches})
    get_filename_component(name ${patch} NAME_WE)
    set(out ${mistakes_dir}/${name})
    set(wrong)
    foreach(f ${student_files})
      list(APPEND wrong ${out}/${f})
    endforeach()
    add_custom_command(OUTPUT ${wrong}
                       COMMAND ${Python3_EXECUTABLE} -B -m course.mistakes make ${patch} ${out}
                               ${student_files}
                       DEPENDS ${patch} ${reference} ${COURSE_TOOLS}/course/mistakes.py
                       WORKING_DIRECTORY ${COURSE_TOOLS}
                       COMMENT "Applying solutions/${id}/mistakes/${name}.patch"
                       VERBATIM)
    course_track(${id} mistake-${name} SOURCES ${wrong} INCLUDES ${solution_dir} NO_DRIVER)
    set(t ${id}/mistake/${name})
    # The patch's Section: line names the rule it breaks; its first failure must name it too.
    add_test(NAME ${t}
             COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/expect_failure.py --patch ${patch}
                     $<TARGET_FILE:${id}-tests-mistake-${name}>
             WORKING_DIRECTORY ${workdir})
    set_tests_properties(${t} PROPERTIES LABELS "mistakes;${id}" TIMEOUT 120)
    list(APPEND mistake_programs $<TARGET_FILE:${id}-tests-mistake-${name}>)
  endforeach()
  if(TARGET ${id}-tests-pristine)
    add_test(NAME ${id}/cases-earn-their-place
             COMMAND ${Python3_EXECUTABLE} ${COURSE_TOOLS}/check_cases_earned.py
                     $<TARGET_FILE:${id}-tests-pristine> ${mistake_programs}
             WORKING_DIRECTORY ${workdir})
    set_tests_properties(${id}/cases-earn-their-place PROPERTIES LABELS "mistakes;${id}"
                         TIMEOUT 600)
  endif()

  if(EXISTS ${solution_dir}/CMakeLists.txt)
    set(COURSE_LESSON ${id})
    set(COURSE_MISTAKES_DIR ${mistakes_dir})
    add_subdirectory(${solution_dir} ${CMAKE_BINARY_DIR}/solutions/${id})
  endif()
endfunction()

# course_check(NAME SOURCES file.cpp ... [NEEDS dep ...] [OPTIONAL dep ...] [LIBS target ...]
#              [INCLUDES dir ...] [SMOKE] [ARGS arg ...])
# One instructor-side program of lesson COURSE_LESSON and the test that runs it, from
# solutions/NN-name/CMakeLists.txt (its folders: docs/AUTHORING.md, "The instructor half").
#   program  NN-name-NAME, linked against the reference (NN-name-solution) and LIBS; it
#            includes from solutions/NN-name/ ("engines/box2d_shapes.hpp"), from
#            solutions/common/ (bench_smoke.hpp) and from INCLUDES
#   test     NN-name/solution/NAME, labels solution and NN-name, and engines when it NEEDS
#            box2d or fcl, bench when it NEEDS benchmark
#   NEEDS    test-only dependencies (box2d, fcl, benchmark), linked; where one is missing the
#            check is neither built nor run, and the test missing/DEP names what is lost
#   OPTIONAL the same, used when found: linked, labelled, and COURSE_HAVE_BOX2D (FCL,
#            BENCHMARK) defined
#   SMOKE    the test runs it with --smoke (a benchmark reads it with solutions/common/
#            bench_smoke.hpp), a short run that proves it builds and runs; the
#            figures of the text come from a run without it (the NOTES.md of the lesson)
#   ARGS     the test's further arguments
function(course_check name)
  cmake_parse_arguments(C "SMOKE" "" "SOURCES;NEEDS;OPTIONAL;LIBS;INCLUDES;ARGS" ${ARGN})
  set(id ${COURSE_LESSON})
  set(test ${id}/solution/${name})
  set(labels solution ${id})
  set(libs ${id}-solution ${C_LIBS})
  foreach(dep ${C_NEEDS})
    course_dependency_target(${dep} target)
    if(NOT TARGET ${target})
      message(STATUS "course: ${test} skipped: ${dep} not found (test missing/${dep})")
      return()
    endif()
    list(APPEND libs ${target})
    course_dependency_label(${dep} label)
    list(APPEND labels ${label})
  endforeach()
  set(defines)
  foreach(dep ${C_OPTIONAL})
    course_dependency_target(${dep} target)
    if(TARGET ${target})
      list(APPEND libs ${target})
      string(TOUPPER ${dep} upper)
      list(APPEND defines COURSE_HAVE_${upper})
      course_dependency_label(${dep} label)
      list(APPEND labels ${label})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES labels)
  set(program ${id}-${name})
  add_executable(${program} ${C_SOURCES})
  target_include_directories(${program} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}
                             ${CMAKE_SOURCE_DIR}/solutions/common ${C_INCLUDES})
  target_link_libraries(${program} PRIVATE ${libs})
  target_compile_definitions(${program} PRIVATE ${defines})
  set(args ${C_ARGS})
  if(C_SMOKE)
    list(PREPEND args --smoke)
  endif()
  add_test(NAME ${test} COMMAND ${program} ${args}
           WORKING_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
  set_tests_properties(${test} PROPERTIES LABELS "${labels}")
endfunction()

# The CMake target of the test-only dependency @p dep (box2d, fcl, benchmark).
function(course_dependency_target dep out)
  set(targets box2d box2d::box2d fcl fcl benchmark benchmark::benchmark)
  list(FIND targets ${dep} at)
  if(at LESS 0 OR NOT at MATCHES "^[024]$")
    message(FATAL_ERROR "course_check: unknown dependency ${dep} (box2d, fcl or benchmark)")
  endif()
  math(EXPR at "${at} + 1")
  list(GET targets ${at} target)
  set(${out} ${target} PARENT_SCOPE)
endfunction()

# The label of a check that uses the test-only dependency @p dep: bench or engines.
function(course_dependency_label dep out)
  if(dep STREQUAL "benchmark")
    set(${out} bench PARENT_SCOPE)
  else()
    set(${out} engines PARENT_SCOPE)
  endif()
endfunction()
