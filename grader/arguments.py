"""The command line of the grader (`./course grade`, `grade-class`, `render`, `gradescope`):
the options of each command, read by argparse; what each does is in cli.py."""

import argparse

from course.cli import Formatter
from course.errors import UsageError
from course.language import localise_argparse

from .reporters import MESSAGES
from .reporters import gradescope as results

_ = MESSAGES.gettext
localise_argparse()


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, formatter_class=Formatter, **kwargs)   # Hangul's two columns

    def error(self, message):
        raise UsageError(f"{message}\n\n{self.format_usage().strip()}")


def _hidden_visibility(p):
    p.add_argument("--hidden-visibility", choices=results.VISIBILITIES, default="visible",
                   help=_("when Gradescope shows the student the hidden checks' tests "
                          "(default: visible; its results.json format)"))


def _html_options(p):
    p.add_argument("--html", metavar="DIR", help=_("write a static HTML report into DIR"))
    p.add_argument("--docs-url", metavar="URL",
                   help=_("where the HTML report links the lesson pages (the student docs, "
                          "as its readers reach them, e.g. https://.../docs/student; "
                          "default: no links)"))


def make_parser(commands):
    """The grader's commands and their options; @p commands maps each name to its function."""
    parser = _Parser(prog="course")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    _grade(sub, commands)
    _grade_class(sub, commands)
    _render(sub, commands)
    _gradescope(sub, commands)
    return parser


def _grade(sub, commands):
    p = sub.add_parser("grade")
    p.add_argument("--submission", metavar="DIR",
                   help=_("a student's copy of the course (default: this checkout)"))
    p.add_argument("--reference", action="store_true", help=_("grade solutions/ as a submission"))
    p.add_argument("--lessons", metavar="LIST", help=_("only these lessons, e.g. 03,05"))
    p.add_argument("--results", metavar="FILE", help=_("write Gradescope's results.json here"))
    _html_options(p)
    p.add_argument("--jobs", type=int, default=0, help=_("lessons graded at once (default: cores)"))
    p.add_argument("--no-feedback", action="store_true",
                   help=_("do not run the lessons' Catch2 tests (they carry no points)"))
    p.add_argument("--expect-full", action="store_true",
                   help=_("exit 1 unless the grade is full marks and every Catch2 test passes "
                          "(the self-check of setup.sh and ./course gradescope, on --reference)"))
    _hidden_visibility(p)
    p.add_argument("--grade-file", metavar="FILE",
                   help=_("also save the grade here, to make its reports again later "
                          "(python3 -m grader render FILE)"))
    p.set_defaults(run=commands["grade"])


def _grade_class(sub, commands):
    p = sub.add_parser("grade-class")
    p.add_argument("folder", metavar="DIR", help=_("one sub-folder per student"))
    p.add_argument("--csv", required=True, metavar="FILE", help=_("the gradebook to write"))
    p.add_argument("--jobs", type=int, default=2, help=_("lessons graded at once (default 2)"))
    p.add_argument("--lessons", metavar="LIST", help=_("only these lessons, e.g. 03,05"))
    _html_options(p)
    p.add_argument("--results-dir", metavar="DIR",
                   help=_("also write each student's results.json (Gradescope's format) here"))
    p.add_argument("--grades-dir", metavar="DIR",
                   help=_("also save each student's grade file here (python3 -m grader render, "
                          "and --into to regrade some lessons later)"))
    p.add_argument("--into", metavar="DIR",
                   help=_("regrade only --lessons into the grades an earlier grade-class saved "
                          "in DIR (its --grades-dir): the other lessons are kept as saved, DIR's "
                          "grade files are updated and every report is of the whole grades"))
    _hidden_visibility(p)
    p.add_argument("--no-feedback", action="store_true",
                   help=_("do not run the lessons' Catch2 tests (they carry no points)"))
    p.set_defaults(run=commands["grade-class"])


def _render(sub, commands):
    p = sub.add_parser("render")
    p.add_argument("files", nargs="+", metavar="FILE", help=_("grade files (--grade-file)"))
    p.add_argument("--html", metavar="DIR", help=_("write the HTML report into DIR"))
    p.add_argument("--docs-url", metavar="URL", help=_("where the HTML report links the lessons"))
    p.add_argument("--csv", metavar="FILE", help=_("write the gradebook of the files here"))
    p.add_argument("--results", metavar="FILE", help=_("write the one file's results.json here"))
    _hidden_visibility(p)
    p.set_defaults(run=commands["render"])


def _gradescope(sub, commands):
    p = sub.add_parser("gradescope")
    p.add_argument("--out", required=True, metavar="FILE", help=_("e.g. autograder.zip"))
    p.add_argument("--lessons", metavar="LIST",
                   help=_("only these lessons, e.g. 03 (one Gradescope assignment per lesson) "
                          "or 03,05; their points are the bundle's maximum (default: all)"))
    _hidden_visibility(p)
    p.set_defaults(run=commands["gradescope"])
