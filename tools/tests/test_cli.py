"""The command never answers a user's mistake with a traceback."""

import io
import unittest
from contextlib import redirect_stderr, redirect_stdout

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


if __name__ == "__main__":
    unittest.main()
