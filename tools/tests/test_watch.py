"""`./course watch`: a change to a lesson's file is seen, and only then is the lesson checked
again. No real waiting: times are set with os.utime and the sleep is a stand-in."""

import io
import os
import tempfile
import unittest

from course import watch
from course.catch_results import TestRun
from course.catch_xml import CaseResult
from course.checks import LessonResult
from course.compare import Comparison
from course.errors import UsageError
from course.lessons import Lesson


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class Watch(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.lesson = Lesson("00-check", self.tmp.name)
        d = self.lesson.dir
        self.starter = os.path.join(d, "starter", "check.cpp")
        write(self.starter, "int f() { return 0; }\n")
        write(os.path.join(d, "tests", "test_check.cpp"), "// tests\n")
        write(os.path.join(d, "check.hpp"), "int f();\n")
        write(os.path.join(d, "README.md"), "# The check pattern\n")
        write(os.path.join(d, "expected", "00-check.png"), "png")
        write(os.path.join(d, "driver.cpp"), "int main() {}\n")

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_watched_files_are_the_code_of_the_lesson_not_its_text_or_outputs(self):
        names = sorted(os.path.relpath(p, self.lesson.dir)
                       for p in watch.watched_files(self.lesson))
        self.assertEqual(names, ["check.hpp", "driver.cpp", "starter/check.cpp",
                                 "tests/test_check.cpp"])

    def test_a_saved_file_is_a_change_and_an_untouched_one_is_not(self):
        paths = watch.watched_files(self.lesson)
        before = watch.snapshot(paths)
        self.assertEqual(watch.changed(before, watch.snapshot(paths)), [])
        st = os.stat(self.starter)
        os.utime(self.starter, ns=(st.st_atime_ns, st.st_mtime_ns + 1_000_000))
        self.assertEqual(watch.changed(before, watch.snapshot(paths)), [self.starter])

    def test_same_time_but_another_size_is_a_change(self):
        paths = watch.watched_files(self.lesson)
        st = os.stat(self.starter)
        before = watch.snapshot(paths)
        with open(self.starter, "a") as f:
            f.write("// more\n")
        os.utime(self.starter, ns=(st.st_atime_ns, st.st_mtime_ns))
        self.assertEqual(watch.changed(before, watch.snapshot(paths)), [self.starter])

    def test_added_and_removed_files_are_changes(self):
        before = watch.snapshot(watch.watched_files(self.lesson))
        extra = os.path.join(self.lesson.dir, "tests", "test_more.cpp")
        write(extra, "// new\n")
        os.remove(os.path.join(self.lesson.dir, "check.hpp"))
        after = watch.snapshot(watch.watched_files(self.lesson))
        self.assertEqual([os.path.basename(p) for p in watch.changed(before, after)],
                         ["check.hpp", "test_more.cpp"])

    def result(self, ok):
        case = CaseResult("the canvas is 64 by 64", ok, "The canvas",
                          [] if ok else ["CHECK( c.width() == 64 ) at test_check.cpp:3"])
        picture = Comparison("00-check.png", True, "00-check.png matches")
        return LessonResult(self.lesson, True, run=TestRun([case]), outputs=[picture])

    def test_the_loop_checks_once_then_again_only_after_a_change(self):
        calls, screens, polls = [], [], []
        results = [self.result(False), self.result(True)]

        def evaluate(lesson):
            calls.append(lesson.id)
            return results[len(calls) - 1]

        def sleep(_seconds):
            polls.append(_seconds)
            if len(polls) == 2:            # the student saves during the second wait
                st = os.stat(self.starter)
                os.utime(self.starter, ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000))

        watch.watch(self.lesson, evaluate, out=screens.append, sleep=sleep, rounds=4, clear="")
        self.assertEqual(len(calls), 2, "once at the start, once after the one change")
        self.assertEqual(polls, [watch.POLL] * 4)
        self.assertIn("FAIL  the canvas is 64 by 64", screens[0])
        self.assertIn('reread "The canvas"', screens[0])
        self.assertIn("1 of 2 checks pass", screens[0])   # one test case, one output
        self.assertIn("changed: lessons/00-check/starter/check.cpp", screens[1])
        self.assertIn("is done", screens[1])


    def test_a_file_moved_away_and_back_is_waited_for(self):
        """Editors that save by renaming, and git stash, take the file away for a moment:
        the watch says so and checks again when it is back, instead of ending."""
        calls, screens = [], []
        away = self.starter + ".away"

        def evaluate(lesson):
            calls.append(os.path.exists(self.starter))
            if not os.path.exists(self.starter):
                raise UsageError(f"{os.path.relpath(self.starter, lesson.root)} is missing: "
                                 "it is the file you edit\n  restore it")
            return self.result(True)

        def sleep(_seconds):
            if len(screens) == 1:
                os.rename(self.starter, away)         # git stash
            elif len(screens) == 2:
                os.rename(away, self.starter)         # git stash pop
                st = os.stat(self.starter)
                os.utime(self.starter, ns=(st.st_atime_ns, st.st_mtime_ns + 7_000_000))

        code = watch.watch(self.lesson, evaluate, out=screens.append, sleep=sleep, rounds=3,
                           clear="")
        self.assertEqual(code, 0)
        self.assertEqual(calls, [True, False, True])
        self.assertIn("waiting: lessons/00-check/starter/check.cpp is missing", screens[1])
        self.assertIn("checked again as soon as the file is back", screens[1])
        self.assertIn("is done", screens[2])


class StopWatching(unittest.TestCase):
    def test_ctrl_c_ends_the_command_cleanly(self):
        import argparse
        import io
        from contextlib import redirect_stdout
        from unittest import mock
        from course.commands.student import loop_cmds

        def interrupted(*_args, **_kwargs):
            raise KeyboardInterrupt
        out = io.StringIO()
        with mock.patch.object(loop_cmds.build, "prepare"), \
                mock.patch.object(loop_cmds, "watch_lesson", interrupted), redirect_stdout(out):
            code = loop_cmds.watch(argparse.Namespace(lesson="00"))
        self.assertEqual(code, 0)
        self.assertIn("stopped watching", out.getvalue())


if __name__ == "__main__":
    unittest.main()


class Clearing(unittest.TestCase):
    def test_a_terminal_is_cleared_and_a_file_gets_no_control_codes(self):
        class Terminal(io.StringIO):
            def isatty(self):
                return True
        self.assertEqual(watch.clear_for(Terminal()), watch.CLEAR)
        self.assertEqual(watch.clear_for(io.StringIO()), "\n")
