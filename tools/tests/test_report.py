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


class Tiers(unittest.TestCase):
    """Two tiers of checks: a lesson is done when its core checks (and its outputs) pass; its
    precision checks are a second mark, shown after the core ones, each pointer saying so."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.lesson = Lesson("02-circle", self.tmp.name)
        for rel, text in (("README.md", "# Circles\n"), ("CMakeLists.txt", "course_lesson()\n"),
                          (".starter/circle.cpp", "// placeholder\n"),
                          ("starter/circle.cpp", "// mine\n"),
                          ("expected/02-circle.txt", "x\n")):
            write(self.lesson.dir, rel, text)
        self.program = os.path.join(self.tmp.name, "build", "lessons", "02-circle",
                                    "02-circle-tests-starter")

    def tearDown(self):
        self.tmp.cleanup()

    def result(self, tiny_ok, core_ok=True, **kw):
        """Catch2's order puts the precision case first: the report must not."""
        run = TestRun([CaseResult("tiny circles", tiny_ok, "The range of doubles",
                                  [] if tiny_ok else ["0 == 2e-162"], precision=True),
                       CaseResult("touching is no hit", core_ok, "Conventions",
                                  [] if core_ok else ["true == false"]),
                       CaseResult("huge circles", True, "The range of doubles", precision=True)])
        return LessonResult(self.lesson, True, run=run, program=self.program,
                            outputs=[Comparison("02-circle.txt", True, "02-circle.txt: same")],
                            **kw)

    def test_a_failing_precision_check_alone_leaves_the_lesson_done_with_one_to_go(self):
        result = self.result(tiny_ok=False)
        self.assertTrue(result.done)
        self.assertFalse(result.complete)
        self.assertEqual((result.core_passing, result.core_total), (2, 2))
        self.assertEqual((result.precision_passing, result.precision_total), (1, 2))
        self.assertEqual(report.status_word(result), "done")
        self.assertEqual(report.precision_mark(result), "1 to go")
        self.assertEqual(report.verdict(result),
                         "lesson 02-circle is done \u00b7 precision: 1 to go")
        self.assertEqual(report.core_bar(result),
                         "[####################] core: 2 of 2 checks pass")
        lines = report.describe(result)
        self.assertEqual(lines[0], "core: 2 of 2 checks pass")
        precision = lines.index("precision: 1 of 2 checks pass")
        self.assertEqual(lines[1:precision], ["  ok    touching is no hit",
                                              "  ok    output 02-circle.txt: same"])
        self.assertEqual(lines[precision + 1:precision + 4], [
            "  FAIL  tiny circles", "        0 == 2e-162",
            '        reread "The range of doubles" in lessons/02-circle/README.md (precision)'])
        self.assertEqual(report.describe(result, first_only=True)[0], "  FAIL  tiny circles")
        self.assertTrue(all(len(line) <= 80 for line in lines), lines)

    def test_watch_says_done_with_the_precision_mark_and_shows_the_first_precision_failure(self):
        from course import watch
        lines = watch.screen(self.lesson, self.result(tiny_ok=False))
        self.assertIn("  FAIL  tiny circles", lines)
        self.assertIn("lesson 02-circle is done \u00b7 precision: 1 to go", lines)
        self.assertIn("[####################] core: 2 of 2 checks pass", lines)
        control = watch.screen(self.lesson, self.result(tiny_ok=True))
        self.assertIn("lesson 02-circle is done. Run ./course to see which lesson is next.",
                      control)
        self.assertFalse(any("FAIL" in line for line in control))

    def test_control_every_check_passes(self):
        result = self.result(tiny_ok=True)
        self.assertTrue(result.done and result.complete)
        self.assertEqual(report.precision_mark(result), "all pass")
        self.assertEqual(report.verdict(result), "lesson 02-circle is done.")
        self.assertIn("precision: 2 of 2 checks pass", report.describe(result))
        self.assertEqual(report.describe(result, first_only=True), [])

    def test_a_core_failure_comes_first_and_keeps_the_lesson_undone(self):
        result = self.result(tiny_ok=False, core_ok=False)
        self.assertFalse(result.done)
        self.assertEqual(report.status_word(result), "1 of 2 checks failing")
        self.assertEqual(report.precision_mark(result), "1 to go")
        self.assertEqual(report.verdict(result), "")
        first = report.describe(result, first_only=True)
        self.assertEqual(first[0], "  FAIL  touching is no hit")
        self.assertIn('reread "Conventions" in lessons/02-circle/README.md', first[-1])
        self.assertNotIn("(precision)", first[-1])
        self.assertEqual(report.run_alone(result)[0], 'run "touching is no hit" by itself:')

    def test_a_lesson_without_precision_checks_has_no_precision_heading(self):
        run = TestRun([CaseResult("touching is no hit", True)])
        result = LessonResult(self.lesson, True, run=run, outputs=[])
        self.assertEqual(report.precision_mark(result), "none")
        self.assertFalse(any(l.startswith("precision:") for l in report.describe(result)))

    def test_cases_that_did_not_run_count_in_their_own_tier(self):
        run = TestRun([CaseResult("touching is no hit", False, "", ["crashed"])],
                      crashed="crashed with SIGSEGV", running="touching is no hit")
        result = LessonResult(self.lesson, True, run=run, outputs=[],
                              case_names=["touching is no hit", "apart", "tiny circles"],
                              precision_names=["tiny circles"])
        self.assertEqual((result.core_total, result.precision_total), (3, 1))
        self.assertEqual((result.not_run_of(False), result.not_run_of(True)),
                         (["apart"], ["tiny circles"]))
        text = "\n".join(report.describe(result))
        self.assertIn("1 test case(s) did not run after that:\n        apart", text)
        self.assertIn("1 precision test case(s) did not run after that:\n        tiny circles",
                      text)

    def test_status_follows_the_core_mark_and_names_the_precision_still_to_go(self):
        import contextlib
        import io
        from unittest import mock
        from course.commands.student import lessons_cmds as cmds
        for tiny_ok, said in ((False, "precision checks to go in lessons 02 (./course check 02 "
                                      "shows them)"), (True, None)):
            out = io.StringIO()
            with mock.patch.object(cmds.build, "prepare"), \
                    mock.patch.object(cmds, "all_lessons", lambda root: [self.lesson]), \
                    mock.patch.object(cmds, "built_before", lambda lesson: True), \
                    mock.patch.object(cmds, "evaluate",
                                      lambda lesson, **kw: self.result(tiny_ok)), \
                    contextlib.redirect_stdout(out):
                self.assertEqual(cmds.status(None, root=self.tmp.name), 0)
            lines = out.getvalue().splitlines()
            self.assertEqual(lines[1].split()[2:], ["done", "1", "to", "go"] if not tiny_ok
                             else ["done", "all", "pass"], lines)
            self.assertIn("every written lesson is done.", lines)
            if said:
                self.assertIn(said, lines)
            else:
                self.assertFalse(any("precision checks to go" in line for line in lines))

    def test_the_status_table_keeps_within_80_columns_with_both_marks(self):
        from course.commands.student.lessons_cmds import _table
        out = []
        _table([("02-circle", "Circles", "done", "1 to go"),
                ("10-sweep", "Tunnelling: when do moving shapes first touch?",
                 "12 of 20 checks failing", "3 to go"),
                ("11-world", "\ucda9\ub3cc \uac10\uc9c0 \uce35, \ud558\ub098\ub85c "
                 "\uc870\ub9bd\ud558\uae30 \uc5ec\ub7ec \ubc88", "does not compile", "?")],
               out=out.append)
        self.assertEqual(out[0].split(), ["lesson", "title", "status", "precision"])
        self.assertTrue(all(report.cells(line) <= 80 for line in out), out)
        self.assertTrue(out[1].endswith("done                     1 to go"), out[1])
        self.assertIn("...", out[2])


if __name__ == "__main__":
    unittest.main()
