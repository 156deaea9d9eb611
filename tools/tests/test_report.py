"""How a check reads: the count is always the lesson's, a link error is a link error, a hang
and a crash name their case, the student's output is shown, and the way to run one case alone
is given."""

import os
import tempfile
import unittest

from course import report
from course.build import LinkProblem
from course.catch_results import TestRun
from course.catch_xml import CaseResult
from course.checks import LessonResult
from course.compare import Comparison
from course.lessons import Lesson
from tests.test_docs import write

NAMES = ["one", "two", "three"]


class Report(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.lesson = Lesson("01-aabb", self.tmp.name)
        for rel, text in (("README.md", "# Axis-aligned boxes\n"),
                          ("CMakeLists.txt", "course_lesson()\n"),
                          (".starter/aabb.cpp", "// placeholder\n"),
                          ("starter/aabb.cpp", "// placeholder\n"),
                          ("expected/01-aabb.txt", "x\n"), ("expected/01-aabb.png", "png")):
            write(self.lesson.dir, rel, text)
        self.program = os.path.join(self.tmp.name, "build", "lessons", "01-aabb",
                                    "01-aabb-tests-starter")

    def tearDown(self):
        self.tmp.cleanup()

    def outputs(self, ok):
        return [Comparison("01-aabb.png", ok, "01-aabb.png"),
                Comparison("01-aabb.txt", ok, "01-aabb.txt")]

    def test_the_total_is_the_lessons_after_a_crash(self):
        run = TestRun([CaseResult("one", True), CaseResult("two", False, "Gaps", ["crashed"])],
                      crashed="crashed with SIGSEGV", running="two")
        result = LessonResult(self.lesson, True, run=run, outputs=self.outputs(True),
                              case_names=NAMES, program=self.program)
        self.assertEqual((result.passing, result.total), (3, 5))
        text = "\n".join(report.describe(result))
        self.assertIn('the tests crashed with SIGSEGV in "two"', text)
        self.assertIn("1 test case(s) did not run after that:\n        three", text)
        self.assertEqual(report.progress_bar(result.passing, result.total).split("] ")[1],
                         "3 of 5 checks pass")

    def test_the_total_is_the_lessons_when_nothing_builds(self):
        result = LessonResult(self.lesson, False, ["aabb.cpp:3: error: x"], case_names=NAMES)
        self.assertEqual((result.passing, result.total), (0, 5))
        self.assertIn("does not compile", report.describe(result)[0])
        self.assertEqual(report.status_word(result), "does not compile")

    def test_a_link_error_names_the_function_and_says_the_file_compiled(self):
        link = LinkProblem(["collide::penetration(collide::Aabb const&, collide::Aabb const&)",
                            "collide::helper(double)"], [], {"collide::helper(double)"})
        result = LessonResult(self.lesson, False, [], link=link, case_names=NAMES)
        text = "\n".join(report.describe(result))
        self.assertIn("lessons/01-aabb/starter/aabb.cpp compiles, but the lesson's programs do "
                      "not link", text)
        self.assertIn("the lesson needs collide::penetration(collide::Aabb const&, "
                      "collide::Aabb const&), and nothing defines it: is it missing or "
                      "misnamed", text)
        self.assertIn("your file calls collide::helper(double), which is declared but defined "
                      "nowhere", text)
        self.assertEqual(report.status_word(result), "does not link")

    def test_a_hang_names_its_case_and_the_driver_did_not_run(self):
        run = TestRun([CaseResult("one", True),
                       CaseResult("two", False, "", ["it ran for over 10 s and was stopped"],
                                  output="looping")],
                      timed_out=True, running="two", limit=10.0)
        result = LessonResult(self.lesson, True, run=run, case_names=NAMES,
                              driver_problem="the driver was stopped: the tests hung",
                              program=self.program)
        self.assertEqual((result.passing, result.total), (1, 5))
        text = "\n".join(report.describe(result))
        self.assertIn('the tests were stopped in "two": it ran for over 10 s', text)
        self.assertIn("your code printed:\n        | looping", text)
        self.assertIn("the driver was stopped", text)
        alone = "\n".join(report.run_alone(result))
        self.assertIn("./build/lessons/01-aabb/01-aabb-tests-starter two", alone)
        self.assertIn("gdb -ex run --args", alone)
        self.assertIn("Ctrl-C", alone)

    def test_warnings_are_shown_a_few_at_a_time_and_none_says_nothing(self):
        many = [f"lessons/01-aabb/starter/aabb.cpp:{n}:5: warning: unused variable 'v{n}'"
                for n in range(1, 9)]
        lines = report.warnings(LessonResult(self.lesson, True, warnings=many))
        self.assertEqual(lines[0], "warnings in your file (8; the build uses -Wall -Wextra):")
        self.assertEqual(lines[1:1 + report.WARNINGS_SHOWN], [f"  {w}" for w in many[:5]])
        self.assertEqual(lines[-1], "  ... and 3 more")
        self.assertEqual(report.warnings(LessonResult(self.lesson, True)), [])

    def test_an_output_that_differs_points_at_the_failing_tests_or_at_how_to_check(self):
        failing = TestRun([CaseResult("one", True), CaseResult("two", False, "Gaps", ["x"])])
        passing = TestRun([CaseResult("one", True), CaseResult("two", True)])
        for run, expected in ((failing, "made by the functions the failing tests above check"),
                              (passing, 'reread "How to check"')):
            result = LessonResult(self.lesson, True, run=run, outputs=self.outputs(False))
            outputs = "\n".join(report.describe(result)).split("FAIL  output", 1)[1]
            self.assertIn(expected, outputs)

    def test_a_second_source_in_starter_is_named_as_not_built(self):
        self.assertEqual(report.unbuilt(self.lesson), [])
        write(self.lesson.dir, "starter/helpers.cpp", "int helper() { return 1; }\n")
        write(self.lesson.dir, "starter/notes.txt", "mine\n")
        self.assertEqual(report.unbuilt(self.lesson), [
            "note: lessons/01-aabb/starter/helpers.cpp is not built: only aabb.cpp is (write "
            "your helpers in it)"])

    def test_long_output_is_cut(self):
        case = CaseResult("one", False, "", ["f"], output="\n".join(f"line {i}" for i in
                                                                     range(100)) + "x" * 500,
                          output_cut=1234)
        lines = report._printed(case)
        self.assertEqual(len(lines), 1 + report.SHOWN_LINES + 1)
        self.assertIn("88 more line(s) and 1234 more bytes not shown", lines[-1])

    def test_a_name_with_commas_and_quotes_runs_alone(self):
        run = TestRun([CaseResult("the inner box's size, exactly", False, "", ["f"])])
        result = LessonResult(self.lesson, True, run=run, outputs=self.outputs(True),
                              program=self.program)
        self.assertIn('"the inner box\'s size\\, exactly"', "\n".join(report.run_alone(result)))

    def test_not_started_is_the_course_starter_byte_for_byte(self):
        run = TestRun([CaseResult("one", False, "", ["f"])])
        result = LessonResult(self.lesson, True, run=run, outputs=self.outputs(False))
        self.assertEqual(report.status_word(result), "not started")
        write(self.lesson.dir, "starter/aabb.cpp", "// mine\n")
        self.assertEqual(report.status_word(result), "3 of 3 checks failing")


if __name__ == "__main__":
    unittest.main()
