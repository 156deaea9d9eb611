"""The command never answers a user's mistake with a traceback."""

import io
import sys
import unittest
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

from course import cli
from course.cli import main
from course.errors import UsageError
from course.lessons import ROOT, find_lesson


class Cli(unittest.TestCase):
    def run_main(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
        return code, out.getvalue() + err.getvalue()

    def test_unknown_subcommand_is_a_usage_error(self):
        code, text = self.run_main("frobnicate")
        self.assertEqual(code, 2)
        self.assertIn("invalid choice", text)
        self.assertNotIn("Traceback", text)

    def test_unknown_lesson_is_a_usage_error(self):
        code, text = self.run_main("check", "42")
        self.assertEqual(code, 2)
        self.assertIn("unknown lesson '42'", text)

    def test_lesson_names(self):
        self.assertEqual(find_lesson("0").id, "00-check")
        self.assertEqual(find_lesson("00").id, "00-check")
        self.assertEqual(find_lesson("check").id, "00-check")
        self.assertEqual(find_lesson("00-check").id, "00-check")
        with self.assertRaises(UsageError):
            find_lesson("")


class StudentEdition(unittest.TestCase):
    """In the copy `./course release` writes, an instructor's command is refused with a
    message and exit status 2 (that help there lists only what works is checked in a real
    copy, by tools/check_release.py)."""

    def run_as_student(self, *argv):
        out, err = io.StringIO(), io.StringIO()
        with mock.patch.object(cli, "edition", lambda _root=None: "student"), \
                redirect_stdout(out), redirect_stderr(err):
            code = main(list(argv))
        return code, out.getvalue() + err.getvalue()

    def test_instructor_commands_are_refused_with_exit_2(self):
        for command in ("release", "regen", "grade-class"):
            with self.subTest(command=command):
                code, text = self.run_as_student(command, "/tmp/somewhere")
                self.assertEqual(code, 2)
                self.assertIn(f"'{command}' is an instructor's command", text)
                self.assertIn("this is the student edition", text)
                self.assertNotIn("Traceback", text)


class Start(unittest.TestCase):
    """What every command pays before it starts: what the launcher loads, and how."""

    def test_the_launcher_skips_site_packages_and_keeps_its_modules_compiled(self):
        import os
        import subprocess
        import tempfile
        launcher = os.path.join(ROOT, "course")
        with open(launcher, encoding="utf-8") as f:
            self.assertEqual(f.readline().split(), ["#!/usr/bin/env", "-S", "python3", "-S"])
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPYCACHEPREFIX=cache)
            run = subprocess.run([launcher, "help"], env=env, capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            compiled = [n for _d, _s, names in os.walk(cache) for n in names]
            self.assertIn(f"cli.{sys.implementation.cache_tag}.pyc", compiled)

    def test_the_parser_loads_no_module_only_other_commands_use(self):
        import subprocess
        code = ("import sys; sys.path.insert(0, 'tools'); from course import cli; "
                "cli.make_parser(); print(' '.join(sys.modules))")
        run = subprocess.run([sys.executable, "-S", "-c", code], cwd=ROOT, capture_output=True,
                             text=True)
        loaded = run.stdout.split()
        self.assertIn("course.checks", loaded)
        for late in ("course.solution_code", "course.release", "course.hints",
                     "course.test_results", "course.docs", "html.parser"):
            self.assertNotIn(late, loaded)


if __name__ == "__main__":
    unittest.main()
