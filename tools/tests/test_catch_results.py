import os
import shutil
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest

from course import catch_results
from course.catch_results import run_tests, spec_for
from course.catch_xml import parse_xml
from course.lessons import ROOT

XML = """<?xml version="1.0" encoding="UTF-8"?>
<Catch name="t">
  <Group name="t">
    <TestCase name="passes" tags="[reread:The idea]" filename="t.cpp" line="1">
      <OverallResult success="true"/>
    </TestCase>
    <TestCase name="fails" tags="[x][reread:Drawing order]" filename="t.cpp" line="9">
      <Info>pixel (3, 4)</Info>
      <Expression success="false" type="CHECK" filename="/a/b/t.cpp" line="12">
        <Original>a == b</Original>
        <Expanded>1 == 2</Expanded>
      </Expression>
      <OverallResult success="false"/>
    </TestCase>
    <TestCase name="crashes" tags="" filename="t.cpp" line="20">
      <FatalErrorCondition filename="t.cpp" line="21">SIGSEGV</FatalErrorCondition>
"""


class ParseCatchXml(unittest.TestCase):
    def test_cases_tags_and_failures(self):
        cases = parse_xml(XML + "<OverallResult success=\"false\"/></TestCase></Group></Catch>")
        self.assertEqual([c.name for c in cases], ["passes", "fails", "crashes"])
        self.assertTrue(cases[0].ok)
        self.assertEqual(cases[1].reread, "Drawing order")
        self.assertEqual(cases[1].failures,
                         ["pixel (3, 4) | CHECK( a == b ) at t.cpp:12, that is 1 == 2"])
        self.assertIn("SIGSEGV", cases[2].failures[0])

    def test_truncated_report_keeps_the_finished_cases(self):
        cases = parse_xml(XML)
        self.assertEqual([c.name for c in cases], ["passes", "fails"])

    def test_garbage_gives_no_cases(self):
        self.assertEqual(parse_xml("not xml at all <<<"), [])


def expression(kind, original, expanded):
    return (f'<TestCase name="c" tags="[reread:X]"><Expression success="false" type="{kind}" '
            f'filename="t.cpp" line="7"><Original>{original}</Original><Expanded>{expanded}'
            '</Expanded></Expression><OverallResult success="false"/></TestCase>')


class CatchNoise(unittest.TestCase):
    """What Catch2 writes that says nothing is left out of the messages."""

    def failure(self, kind, original, expanded):
        return parse_xml(f"<Catch>{expression(kind, original, expanded)}</Catch>")[0].failures[0]

    def test_check_false_is_written_once_not_as_a_double_negation(self):
        self.assertEqual(self.failure("CHECK_FALSE", "!(h.hit)", "!true"),
                         "CHECK_FALSE( h.hit ) at t.cpp:7")
        self.assertEqual(self.failure("REQUIRE_FALSE", "!(a == b)", "!(1 == 1)"),
                         "REQUIRE_FALSE( a == b ) at t.cpp:7, that is 1 == 1")

    def test_a_lone_boolean_and_unprintable_values_are_not_expanded(self):
        self.assertEqual(self.failure("CHECK", "near(h.t, t)", "false"),
                         "CHECK( near(h.t, t) ) at t.cpp:7")
        self.assertEqual(self.failure("CHECK", "a == b", "{?} == {?}"),
                         "CHECK( a == b ) at t.cpp:7")
        self.assertEqual(self.failure("CHECK", "x == 2", "1 == 2"),
                         "CHECK( x == 2 ) at t.cpp:7, that is 1 == 2")

    def test_a_crash_reads_as_a_crash(self):
        xml = ('<Catch><TestCase name="c"><Info>pair 3</Info><FatalErrorCondition '
               'filename="/x/t.cpp" line="21">SIGSEGV - Segmentation violation signal'
               '</FatalErrorCondition><OverallResult success="false"/></TestCase></Catch>')
        self.assertEqual(parse_xml(xml)[0].failures,
                         ["pair 3 | crashed (SIGSEGV - Segmentation violation signal) during the "
                          "check at t.cpp:21"])

    def test_what_catch2_captured_is_the_output_of_the_case(self):
        xml = ('<Catch><TestCase name="c"><OverallResult success="false"><StdOut>from cout'
               '</StdOut><StdErr>from cerr</StdErr></OverallResult></TestCase></Catch>')
        self.assertEqual(parse_xml(xml)[0].output, "from cout\nfrom cerr")


class Spec(unittest.TestCase):
    def test_special_characters_are_escaped(self):
        self.assertEqual(spec_for("a, b [c] ~d *e"), "a\\, b \\[c\\] \\~d \\*e")
        self.assertEqual(spec_for("plain name"), "plain name")


# A stand-in for a Catch2 test program with the course's listener: it writes the XML report
# and the listener's marks as Catch2 would, and does what MODE says in its second case.
FAKE = textwrap.dedent("""\
    #!/usr/bin/env python3
    import os, sys, time
    out = sys.argv[sys.argv.index("-o") + 1]
    mode = os.environ["FAKE_MODE"]
    def mark(event, name):
        sys.stdout.write("\\x1ecourse-case:%s:%s\\x1e" % (event, name)); sys.stdout.flush()
    with open(out, "w") as xml:
        xml.write('<Catch><Group name="t">'); xml.flush()
        mark("start", "first"); print("hello from the first case")
        xml.write('<TestCase name="first" tags="[reread:A]"><OverallResult success="true"/>'
                  '</TestCase>'); xml.flush()
        mark("end", "first")
        mark("start", "second")
        print("about to loop"); sys.stdout.flush()
        xml.write('<TestCase name="second" tags="[reread:B]">'); xml.flush()
        if mode == "hang":
            while True: time.sleep(1)
        if mode == "noisy":
            sys.stdout.write("x" * 100000 + "\\n")
        if mode == "crash":
            sys.stdout.flush(); os.kill(os.getpid(), 11)
        if mode == "exit":
            sys.stdout.flush(); os._exit(0)
        xml.write('<OverallResult success="false"/></TestCase></Group></Catch>')
        mark("end", "second")
    """)


class RunTests(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.exe = os.path.join(self.tmp.name, "fake-tests")
        with open(self.exe, "w") as f:
            f.write(FAKE.replace("/usr/bin/env python3", sys.executable))
        os.chmod(self.exe, os.stat(self.exe).st_mode | stat.S_IXUSR)

    def tearDown(self):
        self.tmp.cleanup()

    def run_fake(self, mode, **kwargs):
        os.environ["FAKE_MODE"] = mode
        try:
            return run_tests(self.exe, cwd=self.tmp.name, **kwargs)
        finally:
            del os.environ["FAKE_MODE"]

    def test_a_hang_is_stopped_at_the_case_limit_and_named(self):
        start = time.monotonic()
        run = self.run_fake("hang", case_limit=0.5)
        self.assertLess(time.monotonic() - start, 0.5 + catch_results.TERM_GRACE + 2)
        self.assertTrue(run.timed_out)
        self.assertEqual(run.running, "second")
        self.assertEqual(run.limit, 0.5)
        self.assertEqual([c.name for c in run.cases], ["first", "second"])
        second = run.cases[1]
        self.assertFalse(second.ok)
        self.assertIn("ran for over 0.5 s and was stopped", second.failures[0])
        self.assertEqual(second.output, "about to loop")
        self.assertEqual(run.cases[0].output, "hello from the first case")

    def test_what_a_case_prints_is_kept_under_it_and_cut(self):
        run = self.run_fake("noisy")
        self.assertTrue(run.complete)
        second = run.cases[1]
        self.assertTrue(second.output.startswith("about to loop\nxxxx"))
        self.assertLessEqual(len(second.output), catch_results.KEPT_OUTPUT)
        self.assertGreater(second.output_cut, 90000)

    def test_an_exit_in_the_code_under_test_is_no_pass(self):
        run = self.run_fake("exit")
        self.assertFalse(run.complete)
        self.assertIn("ended early, with exit status 0", run.crashed)
        self.assertEqual(run.running, "second")

    def test_a_crash_names_the_running_case(self):
        run = self.run_fake("crash")
        self.assertIn("SIGSEGV", run.crashed)
        self.assertFalse(run.timed_out)
        self.assertEqual(run.running, "second")
        self.assertEqual(run.cases[-1].name, "second")
        self.assertFalse(run.cases[-1].ok)


STUDENT = """\
int* volatile nowhere = nullptr;
double student_value(double x) {
    return *nowhere + x;  // crashes here
}
"""
TESTS = """\
#include "course_test.hpp"
double student_value(double x);
TEST_CASE("a call outside any check crashes") {
    CHECK(1 + 1 == 2);
    double v = student_value(1);  // the call
    CHECK(v == 1);
}
"""


def _catch2_main():
    for folder in ("/usr/lib", "/usr/lib/x86_64-linux-gnu", "/usr/local/lib"):
        path = os.path.join(folder, "libCatch2WithMain.a")
        if os.path.isfile(path) and os.path.isfile("/usr/include/catch2/catch.hpp"):
            return path
    return None


@unittest.skipIf(shutil.which("g++") is None or shutil.which("addr2line") is None or
                 _catch2_main() is None, "needs g++, addr2line and Catch2 2.x")
class CrashSite(unittest.TestCase):
    """A student's function that segfaults when a test calls it outside a check: the message
    names that call, not Catch2's last check (it said "during the check at" its line)."""

    def test_the_call_that_crashed_is_named(self):
        with tempfile.TemporaryDirectory() as tmp:
            files = {"lessons/99-crash/starter/crash.cpp": STUDENT,
                     "lessons/99-crash/tests/test_crash.cpp": TESTS}
            for rel, text in files.items():
                os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
                with open(os.path.join(tmp, rel), "w") as f:
                    f.write(text)
            exe = os.path.join(tmp, "tests")
            build = subprocess.run(
                ["g++", "-std=c++17", "-g", "-O1", "-I", os.path.join(ROOT, "lessons", "common"),
                 *[os.path.join(tmp, rel) for rel in files],
                 os.path.join(ROOT, "tools", "catch_listener.cpp"), _catch2_main(), "-o", exe],
                capture_output=True, text=True)
            self.assertEqual(build.returncode, 0, build.stderr[-2000:])
            run = run_tests(exe, cwd=tmp)
        self.assertIn("SIGSEGV", run.crashed)
        crash = run.cases[-1].failures[-1]
        self.assertIn("in student_value (crash.cpp:3), called at test_crash.cpp:5", crash)
        self.assertNotIn("during the check", crash)


TIERED = """\
#include "course_test.hpp"
#include <cmath>
double textbook(double x) { return x * x; }   // a square that overflows at 1e200
TEST_CASE("squares of sane numbers", "[reread:The idea]") { CHECK(textbook(3) == 9); }
TEST_CASE("squares near the largest double", "[precision][reread:The range of doubles]") {
    CHECK(std::isfinite(textbook(1e200)));
}
TEST_CASE("given: the helper", "[given]") { CHECK(true); }
"""


@unittest.skipIf(shutil.which("g++") is None or _catch2_main() is None, "needs g++ and Catch2 2.x")
class Tiers(unittest.TestCase):
    """A real Catch2 program with a core case, a [precision] one and a [given] one: the run and
    the listing give each case its tier, and a failing precision case alone leaves the lesson
    done with "precision: 1 to go" (its control: the core case failing instead)."""

    def test_a_precision_case_is_read_as_such_and_leaves_the_lesson_done(self):
        from course import report
        from course.checks import PRECISION_CASES, STUDENT_CASES, LessonResult
        from course.lessons import Lesson
        with tempfile.TemporaryDirectory() as tmp:
            source, exe = os.path.join(tmp, "test_tiers.cpp"), os.path.join(tmp, "tests")
            with open(source, "w") as f:
                f.write(TIERED)
            build = subprocess.run(
                ["g++", "-std=c++17", "-O0", "-I", os.path.join(ROOT, "lessons", "common"),
                 source, os.path.join(ROOT, "tools", "catch_listener.cpp"), _catch2_main(),
                 "-o", exe], capture_output=True, text=True)
            self.assertEqual(build.returncode, 0, build.stderr[-2000:])
            run = run_tests(exe, cwd=tmp, extra_args=[STUDENT_CASES])
            names = catch_results.list_cases(exe, STUDENT_CASES)
            precise = catch_results.list_cases(exe, PRECISION_CASES)
            lesson = Lesson("02-circle", tmp)
            os.makedirs(lesson.dir)
            with open(os.path.join(lesson.dir, "README.md"), "w") as f:
                f.write("# Circles\n")
            result = LessonResult(lesson, True, run=run, case_names=names,
                                  precision_names=precise)
            self.assertEqual([(c.name, c.ok, c.precision) for c in run.cases],
                             [("squares of sane numbers", True, False),
                              ("squares near the largest double", False, True)])
            self.assertEqual(precise, ["squares near the largest double"])
            self.assertTrue(result.done)
            self.assertEqual(report.precision_mark(result), "1 to go")
            self.assertIn('        reread "The range of doubles" in lessons/02-circle/README.md '
                          "(precision)", report.describe(result))
            run.cases[0].ok = False                       # the control: a core case fails
            self.assertFalse(result.done)
            self.assertEqual(report.status_word(result), "1 of 1 check failing")


if __name__ == "__main__":
    unittest.main()
