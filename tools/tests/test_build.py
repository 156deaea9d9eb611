"""Reading the build's output: a link error is told from a compile error, and the missing
function is named; the warnings about the student's own file are picked out; configuring
again keeps the build's generator."""

import os
import tempfile
import unittest
from unittest import mock

from course import build

# GNU ld, as `./course check 01` saw it after `penetration` was renamed in the student's file.
RENAMED = """\
FAILED: lessons/01-aabb/01-aabb-tests-starter
/usr/bin/ld: lessons/01-aabb/CMakeFiles/01-aabb-testobjs.dir/tests/test_random.cpp.o: in function `C_A_T_C_H_T_E_S_T_12()':
/course/lessons/01-aabb/tests/test_random.cpp:148: undefined reference to `collide::penetration(collide::Aabb const&, collide::Aabb const&)'
/usr/bin/ld: /course/lessons/01-aabb/tests/test_random.cpp:149: undefined reference to `collide::penetration(collide::Aabb const&, collide::Aabb const&)'
collect2: error: ld returned 1 exit status
"""
# ... and after the student declared a helper of their own and never wrote it.
OWN_HELPER = """\
/usr/bin/ld: lessons/01-aabb/lib01-aabb-starter.a(aabb.cpp.o): in function `collide::overlap(collide::Aabb const&, collide::Aabb const&)':
/usr/bin/ld: /course/lessons/01-aabb/starter/aabb.cpp:20: undefined reference to `collide::helper(double)'
collect2: error: ld returned 1 exit status
"""
TWICE = """\
/usr/bin/ld: lessons/04-draw/lib04-draw-given.a(push_out.cpp.o): in function `collide::push_out(int)':
push_out.cpp:(.text+0x0): multiple definition of `collide::push_out(int)'; lessons/04-draw/lib04-draw-starter.a(draw.cpp.o):draw.cpp:(.text+0x0): first defined here
"""
COMPILE = """\
/course/lessons/01-aabb/starter/aabb.cpp:32:20: error: expected ';' before '}' token
ninja: build stopped: subcommand failed.
"""
LLD = "ld.lld: error: undefined symbol: collide::overlap(collide::Aabb const&, collide::Aabb const&)\n"
APPLE = """\
Undefined symbols for architecture arm64:
  "collide::overlap(collide::Aabb const&, collide::Aabb const&)", referenced from:
      ____C_A_T_C_H____T_E_S_T____0() in test_overlap.cpp.o
"""


class LinkProblems(unittest.TestCase):
    def test_a_renamed_function_is_named_once_as_needed_by_the_lesson(self):
        p = build.link_problem(RENAMED)
        self.assertEqual(p.undefined,
                         ["collide::penetration(collide::Aabb const&, collide::Aabb const&)"])
        self.assertEqual(p.from_student, set())

    def test_a_helper_only_the_student_calls_is_the_students_own(self):
        p = build.link_problem(OWN_HELPER)
        self.assertEqual(p.undefined, ["collide::helper(double)"])
        self.assertEqual(p.from_student, {"collide::helper(double)"})

    def test_a_function_defined_twice(self):
        self.assertEqual(build.link_problem(TWICE).twice, ["collide::push_out(int)"])

    def test_a_compile_error_is_not_a_link_problem(self):
        self.assertIsNone(build.link_problem(COMPILE + RENAMED))
        self.assertIsNone(build.link_problem("ninja: no work to do.\n"))

    def test_other_linkers(self):
        for text in (LLD, APPLE):
            self.assertEqual(build.link_problem(text).undefined,
                             ["collide::overlap(collide::Aabb const&, collide::Aabb const&)"])

    def test_gold_whose_link_errors_read_like_compile_errors(self):
        gold = ("/work/build/grader/probes/01-aabb.cpp:12: error: undefined reference to "
                "'collide::overlap(collide::Aabb const&, collide::Aabb const&)'\n"
                "/work/lessons/01-aabb/starter/aabb.cpp:3: error: multiple definition of "
                "'collide::push_out(int)'\n"
                "collect2: error: ld returned 1 exit status\n")
        p = build.link_problem(gold)
        self.assertEqual(p.undefined,
                         ["collide::overlap(collide::Aabb const&, collide::Aabb const&)"])
        self.assertEqual(p.twice, ["collide::push_out(int)"])
        self.assertIsNone(build.link_problem(COMPILE + gold))

    def test_mangled_names_are_demangled(self):
        if not build.shutil.which("c++filt"):
            self.skipTest("no c++filt here")
        self.assertEqual(build.demangle(["_ZN7collide7overlapEv", "plain"]),
                         ["collide::overlap()", "plain"])


class Configure(unittest.TestCase):
    def test_the_students_warnings_are_picked_and_the_courses_are_not(self):
        output = (
            "[1/3] Building CXX object lessons/03-sat/CMakeFiles/03-sat-starter.dir/starter/sat.cpp.o\n"
            "/course/lessons/03-sat/starter/sat.cpp:12:23: warning: comparison of integer "
            "expressions of different signedness [-Wsign-compare]\n"
            "   12 |     for (int i = 0; i < poly.size(); ++i)\n"
            "/course/lessons/03-sat/sat.hpp:40:1: warning: something of the course's\n"
            "/course/lessons/03-sat/starter/sat.cpp:12:23: warning: comparison of integer "
            "expressions of different signedness [-Wsign-compare]\n"
            "/course/lessons/03-sat/starter/sat.cpp:30:9: warning: unused variable 'n' "
            "[-Wunused-variable]\n")
        self.assertEqual(build.student_warnings(output, "/course"), [
            "lessons/03-sat/starter/sat.cpp:12:23: warning: comparison of integer expressions "
            "of different signedness [-Wsign-compare]",
            "lessons/03-sat/starter/sat.cpp:30:9: warning: unused variable 'n' "
            "[-Wunused-variable]"])

    def test_a_build_that_compiled_nothing_of_the_students_says_no_warnings_at_all(self):
        self.assertIsNone(build.student_warnings("ninja: no work to do.\n", "/course"))
        linked_only = "[1/1] Linking CXX executable lessons/03-sat/03-sat-tests-starter\n"
        self.assertIsNone(build.student_warnings(linked_only, "/course"))
        self.assertEqual(build.student_warnings(
            "[1/3] Building CXX object lessons/03-sat/CMakeFiles/x.dir/starter/sat.cpp.o\n",
            "/course"), [])

    def test_configuring_again_keeps_the_generator_and_the_cache(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "build"))
            open(os.path.join(tmp, "build", "CMakeCache.txt"), "w").close()
            calls = []

            def fake_run(cmd, **_kw):
                calls.append(cmd)
                return mock.Mock(returncode=0, stdout="", stderr="")
            with mock.patch.dict(os.environ, {"COURSE_BUILD_DIR": os.path.join(tmp, "build")}), \
                    mock.patch.object(build.subprocess, "run", fake_run):
                self.assertEqual(build.configure(tmp, log=lambda _l: None), (True, ""))
                self.assertEqual(calls, [], "an existing build is not configured by default")
                ok, _ = build.configure(tmp, log=lambda _l: None, again=True)
            self.assertTrue(ok)
            self.assertEqual(len(calls), 1)
            self.assertNotIn("-G", calls[0], "the generator of the existing build stays")
            self.assertTrue(os.path.exists(os.path.join(tmp, "build", "CMakeCache.txt")))

    def test_a_ninja_build_is_built_by_ninja_itself(self):
        # `cmake --build` only starts ninja: a check paid for one process more
        with tempfile.TemporaryDirectory() as tmp:
            calls = []

            def fake_run(cmd, **_kw):
                calls.append(cmd)
                return mock.Mock(returncode=0, stdout="", stderr="")
            with mock.patch.dict(os.environ, {"COURSE_BUILD_DIR": tmp}), \
                    mock.patch.object(build.subprocess, "run", fake_run), \
                    mock.patch.object(build.shutil, "which", lambda name: f"/usr/bin/{name}"):
                build.build(["a", "b"], tmp)
                open(os.path.join(tmp, "build.ninja"), "w").close()
                build.build(["a", "b"], tmp, keep_going=True)
                build.build(None, tmp)
            self.assertEqual(calls[0][:2], ["cmake", "--build"])
            self.assertEqual(calls[1], ["ninja", "-C", tmp, "-j", build.jobs(), "a", "b", "-k", "0"])
            self.assertEqual(calls[2], ["ninja", "-C", tmp, "-j", build.jobs()])

    def test_an_install_by_the_bootstrap_configures_the_build_again(self):
        from course import bootstrap
        seen = []

        def configure(_root, _log, again=False):
            seen.append(again)
            return True, ""
        for installed, again, expected in ((False, False, False), (True, False, True),
                                           (False, True, True)):
            with mock.patch.object(bootstrap, "ensure",
                                   lambda *_a: bootstrap.Outcome(True, installed)), \
                    mock.patch.object(build, "configure", configure), \
                    mock.patch.object(build, "link_compile_commands"), \
                    mock.patch.object(build, "build", lambda *_a, **_k: (True, "")):
                build.prepare("test", "/nowhere", log=lambda _l: None, again=again)
            self.assertEqual(seen[-1], expected, (installed, again))


class ProgressLinesForALog(unittest.TestCase):
    """A build whose output is no terminal (setup.sh on Gradescope) says its step on a line of
    its own: the first at once, then at most one per PROGRESS_SECONDS (a fake clock here), and
    the build's own output goes on unchanged."""

    def test_the_steps_said_at_most_every_few_seconds(self):
        import io
        times = iter([0, 0, 1, 2, 16, 17, 40])       # the start, then one reading per line
        out = io.StringIO()
        lines = ["[1/50] Building a\n", "[2/50] Building b\n", "warning: w\n",
                 "[20/50] Building c\n", "[21/50] Building d\n", "[50/50] Linking e\n"]
        said = build.ProgressLines(out, every=15, clock=lambda: next(times))
        self.assertEqual(list(said.each(lines)), lines)
        shown = out.getvalue().splitlines()
        self.assertEqual(len(shown), 3, shown)
        for line, (step, seconds) in zip(shown, [("1/50", 0), ("20/50", 16), ("50/50", 40)]):
            self.assertIn(step, line)
            self.assertIn(f"{seconds} s", line)

    def test_a_build_with_nothing_to_do_says_nothing(self):
        import io
        out = io.StringIO()
        said = build.ProgressLines(out, clock=lambda: 0)
        self.assertEqual(list(said.each(["ninja: no work to do.\n"])),
                         ["ninja: no work to do.\n"])
        self.assertEqual(out.getvalue(), "")


if __name__ == "__main__":
    unittest.main()
