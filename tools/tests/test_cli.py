"""The command never answers a user's mistake with a traceback."""

import io
import unittest
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

from course import cli
from course.cli import main
from course.errors import UsageError
from course.lessons import find_lesson


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


if __name__ == "__main__":
    unittest.main()
