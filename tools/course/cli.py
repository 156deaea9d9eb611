"""`./course`: the student's and the instructor's one command.

Each file in commands/student/ and commands/instructor/ adds one or more subcommands through
`register(subparsers)`, so a new part of the course (the grader, the docs) plugs in without
touching this file. The instructor's commands are loaded in the instructor's edition only (the
copy `./course release` writes has no such folder), so `./course help` there lists only what
works; asking for one of them anyway gets a message saying where it works, and exit status 2.
"""

import argparse
import importlib
import os
import pkgutil
import sys

from . import editions
from .errors import UsageError
from .language import COURSE, N_, localise_argparse
from .lessons import ROOT, edition
from .report import cells

_ = COURSE.gettext
localise_argparse()

# The commands of commands/instructor/, which the student edition does not have.
INSTRUCTOR_COMMANDS = {
    "regen": N_("remakes the course's generated files from the reference solutions"),
    "release": N_("writes the student edition, which is what this copy already is"),
    "grade": N_("grades a submission with the grader, which stays with the instructor"),
    "grade-class": N_("grades a class with the grader, which stays with the instructor"),
    "gradescope": N_("builds the Gradescope bundle, which needs the grader"),
    "translations": N_("checks the translations against the English, for the course's "
                       "authors"),
}


class Formatter(argparse.HelpFormatter):
    """argparse's help, its lines broken by the columns Hangul takes (argparse's own words are
    in the course's language through its catalog: language.localise_argparse)."""

    def _split_lines(self, text, width):
        if cells(text) == len(text):           # one column a character: argparse's own rule
            return super()._split_lines(text, width)
        lines, line = [], ""
        for word in text.split():               # Hangul takes two columns a syllable
            if line and cells(line) + 1 + cells(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        return lines + [line] if line else lines


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, formatter_class=Formatter, **kwargs)

    def error(self, message):
        raise UsageError(f"{message}\n\n{self.format_usage().strip()}")


def make_parser():
    parser = _Parser(prog="course", description=_("The collision-detection course."))
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    for package in command_packages():
        for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
            importlib.import_module(f"{package.__name__}.{info.name}").register(sub)
    return parser


def command_packages(root=ROOT):
    """The packages of subcommands this edition has: student's, and the instructor's in the
    instructor's edition."""
    from .commands import student
    if edition(root) != editions.INSTRUCTOR:
        return [student]
    from .commands import instructor
    return [student, instructor]


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    return guarded(lambda: _dispatch(argv))


def _dispatch(argv):
    if argv and argv[0] in INSTRUCTOR_COMMANDS and edition(ROOT) == editions.STUDENT:
        raise UsageError(_("'{command}' is an instructor's command (it {what}); this is the "
                           "student edition of the course, without solutions/ or grader/. "
                           "./course help lists what works here.").format(
            command=argv[0], what=_(INSTRUCTOR_COMMANDS[argv[0]])))
    if argv and argv[0] in INSTRUCTOR_COMMANDS:
        from .commands.instructor import grade
        if argv[0] in grade.COMMANDS and grade.available():
            return grade.run(argv)            # the grader's own command line
    return run_parsed(make_parser(), argv or ["status"])


def run_parsed(parser, argv):
    """Parses @p argv and runs the command it names (its `run`); the help when it names none."""
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 2
    return args.run(args) or 0


def guarded(command):
    """Runs @p command(), turning what a user can cause into a message and an exit status:
    a usage error (2), an interrupt (130), a closed pipe or a system error (1)."""
    try:
        return command()
    except UsageError as e:
        print(f"course: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\n" + _("course: interrupted"), file=sys.stderr)
        return 130
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except OSError as e:
        print(f"course: {e.strerror}: {e.filename}" if e.filename else f"course: {e}",
              file=sys.stderr)
        return 1
