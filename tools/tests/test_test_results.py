"""The end of `./course test`: N passed, M failed, K skipped, and why each skip."""

import io
import os
import subprocess
import sys
import tempfile
import time
import unittest
from unittest import mock

from course import bootstrap, test_results
from course.lessons import ROOT

JUNIT = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="(empty)" tests="6" failures="3" disabled="0" skipped="1">
  <testcase name="01-aabb/solution/tests" classname="x" time="0.1" status="run">
    <system-out>All tests passed</system-out>
  </testcase>
  <testcase name="tools/python-unit" classname="x" time="0.1" status="run">
    <system-out>test_table (tests.test_repository.Repository.test_table) ... skipped 'the student edition makes its own'
test_other (tests.test_repository.Repository.test_other) ... ok
test_ci (tests.test_repository.Repository.test_ci)
In CI, starter/ is exactly the ... skipped "your work in 01-aabb differs (checked on CI only)"
</system-out>
  </testcase>
  <testcase name="missing/box2d" classname="x" time="0.1" status="notrun">
    <skipped message="SKIP_RETURN_CODE=77"/>
    <system-out>Box2D 2.4 was not found when the build was configured,
so checking lessons 03 and 05 against a real engine is not built or run.
</system-out>
  </testcase>
  <testcase name="03-sat/mistake/x" classname="x" time="0.1" status="fail">
    <failure message=""/>
  </testcase>
  <testcase name="tools/python-unit-b" classname="x" time="0.1" status="fail">
    <failure message=""/>
    <system-out>test_ok (tests.t.T.test_ok) ... ok
======================================================================
FAIL: test_code_lines_fit_the_style (tests.test_repository.Repository.test_code_lines_fit_the_style)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "t.py", line 3, in test_code_lines_fit_the_style
    self.assertEqual(long_lines, [])
AssertionError: Lists differ: ['lessons/01-aabb/aabb.hpp:34'] != []
</system-out>
  </testcase>
  <testcase name="02-circle/solution/tests" classname="x" time="0.1" status="fail">
    <failure message=""/>
    <system-out>-------------------------------------------------------------------------------
circles that touch do not hit
-------------------------------------------------------------------------------
/c/test_circle.cpp:30
...............................................................................

/c/test_circle.cpp:31: FAILED:
  CHECK( h.hit == false )
with expansion:
  true == false

===============================================================================
</system-out>
  </testcase>
  <testcase name="07-obb/solution/fcl" classname="x" time="0" status="notrun">
    <skipped message="Unable to find executable"/>
    <system-out>Unable to find executable: build/solutions/07-obb/07-obb-fcl-check</system-out>
  </testcase>
</testsuite>
"""

TEXT = """\
 1/3 Test  #1: 01-aabb/solution/tests .........   Passed    0.10 sec
 2/3 Test  #2: docs/browser ...................***Skipped   0.05 sec
 3/3 Test  #3: 03-sat/mistake/x ...............***Failed    0.01 sec
"""


class Summary(unittest.TestCase):
    def test_the_junit_file_gives_statuses_and_reasons(self):
        with tempfile.NamedTemporaryFile("w", suffix=".xml", delete=False) as f:
            f.write(JUNIT)
        try:
            s = test_results.summarize("", f.name)
        finally:
            os.unlink(f.name)
        self.assertEqual((s.passed, s.failed, len(s.skipped)),
                         (2, ["03-sat/mistake/x", "tools/python-unit-b",
                              "02-circle/solution/tests", "07-obb/solution/fcl"], 1),
                         "a test whose program is missing did not run: a failure, not a skip")
        lines = s.lines()
        self.assertEqual(lines[0], "course: 2 passed, 4 failed, 1 skipped")
        self.assertEqual(test_results.SUMMARY.match(lines[0]).groups(), ("2", "4", "1"))
        # A failed test's line gives its first failing assertion, whatever kind of test it is;
        # one that printed none is named alone.
        self.assertIn("  failed:  03-sat/mistake/x", lines)
        self.assertIn("  failed:  tools/python-unit-b: test_code_lines_fit_the_style: "
                      "AssertionError: Lists differ: ['lessons/01-aabb/aabb.hpp:34'] != []", lines)
        self.assertIn("  failed:  02-circle/solution/tests: /c/test_circle.cpp:31: "
                      "CHECK( h.hit == false ) with expansion: true == false", lines)
        self.assertIn("  failed:  07-obb/solution/fcl: Unable to find executable: "
                      "build/solutions/07-obb/07-obb-fcl-check", lines)
        self.assertIn("  skipped: missing/box2d: Box2D 2.4 was not found when the build was "
                      "configured, so checking lessons 03 and 05 against a real engine is not "
                      "built or run.", lines)
        self.assertIn("    tools/python-unit, test_table: the student edition makes its own",
                      lines)
        self.assertIn("    tools/python-unit, test_ci: your work in 01-aabb differs (checked on "
                      "CI only)", lines)

    def test_without_junit_the_status_lines_are_read(self):
        s = test_results.summarize(TEXT, None)
        self.assertEqual((s.passed, s.failed, [n for n, _ in s.skipped]),
                         (1, ["03-sat/mistake/x"], ["docs/browser"]))


class FirstFailure(unittest.TestCase):
    def test_the_course_checkers_own_words(self):
        self.assertEqual(test_results.first_failure("caught: 0 of 3\nFAIL: all 3 test cases "
                                                    "passed: nothing caught this code\n"),
                         "FAIL: all 3 test cases passed: nothing caught this code")

    def test_long_and_binary_output_is_cut_to_one_line(self):
        said = test_results.first_failure("FAIL: " + "x" * 5000 + "\n\x00\n")
        self.assertEqual(len(said), test_results.FAILURE_WIDTH + len(" ..."))
        self.assertEqual(test_results.first_failure("\n\n"), "")
        self.assertEqual(test_results.first_failure("building\nsegfault at 0x0\n\n"),
                         "segfault at 0x0", "no known form: the last line it printed")


class Streaming(unittest.TestCase):
    """`./course test` shows each line of CTest's output as it comes, not at the end."""

    def test_a_line_is_shown_before_the_program_ends(self):
        from course.commands.student import test_cmd
        seen = []

        class Clocked(io.StringIO):
            def write(self, text):
                seen.append((time.monotonic(), text))
                return super().write(text)

        program = ("import time; print('first', flush=True); time.sleep(1.0); print('second')")
        with mock.patch.object(sys, "stdout", Clocked()):
            code, text = test_cmd._run_streaming([sys.executable, "-c", program])
        self.assertEqual((code, text), (0, "first\nsecond\n"))
        first = next(t for t, line in seen if line.startswith("first"))
        second = next(t for t, line in seen if line.startswith("second"))
        # Control: the program's second line comes a second after its first, so a reader that
        # held the output until the end would show both at once.
        self.assertGreater(second - first, 0.5)


class ChosenTests(unittest.TestCase):
    """`./course test -R/-L` builds only what the chosen tests run: their commands are read
    from the CTestTestfile.cmake files (CTest leaves out a command whose program is not built
    yet)."""

    def test_the_commands_are_read_with_their_names(self):
        from course.commands.student import test_cmd
        with tempfile.TemporaryDirectory() as bdir:
            os.makedirs(os.path.join(bdir, "lessons"))
            with open(os.path.join(bdir, "lessons", "CTestTestfile.cmake"), "w") as f:
                f.write('add_test(07-obb/solution/fcl "/b/solutions/07-obb/07-obb-fcl-check")\n'
                        'set_tests_properties(07-obb/solution/fcl PROPERTIES LABELS "x")\n'
                        'add_test([=[a test, with [brackets]]=] "/usr/bin/python3" "t.py" '
                        '"--clean" "/b/lessons/00/00-tests-pristine")\n')
            self.assertEqual(test_cmd._test_commands(bdir), {
                "07-obb/solution/fcl": ["/b/solutions/07-obb/07-obb-fcl-check"],
                "a test, with [brackets]": ["/usr/bin/python3", "t.py", "--clean",
                                            "/b/lessons/00/00-tests-pristine"]})


class MissingDependency(unittest.TestCase):
    """The test missing/NAME: skipped (77) with its reason, but a failure in CI where apt-get
    could install the package."""

    def run_script(self, env):
        script = os.path.join(ROOT, "tools", "missing_dependency.py")
        run = subprocess.run([sys.executable, script, "box2d"], capture_output=True, text=True,
                             env=env)
        return run.returncode, run.stdout

    def test_skipped_with_the_reason_outside_ci(self):
        env = {k: v for k, v in os.environ.items() if k != "CI"}
        code, out = self.run_script(env)
        self.assertEqual(code, 77)
        self.assertIn("Box2D 2.4 was not found when the build was configured", out)
        self.assertIn("apt-get install -y libbox2d-dev", out)

    def test_a_failure_in_ci_when_apt_knows_the_package(self):
        if not bootstrap.apt_knows("libbox2d-dev"):
            self.skipTest("apt-get cannot install libbox2d-dev here")
        code, out = self.run_script(dict(os.environ, CI="true"))
        self.assertEqual(code, 1)
        self.assertIn("FAIL: in CI, libbox2d-dev can be installed and must be", out)

    def test_ci_is_any_value_but_false(self):
        for value, expected in (("true", True), ("1", True), ("", False), ("false", False)):
            with mock.patch.dict(os.environ, {"CI": value}):
                self.assertEqual(bootstrap.in_ci(), expected, value)


if __name__ == "__main__":
    unittest.main()
