"""`./course grade`, `./course grade-class` and `./course gradescope`: the grader (grader/).

course: instructor-only (`./course release` leaves this file out, with grader/).
"""

import os
import sys

from ..lessons import ROOT


def register(sub):
    if not os.path.isfile(os.path.join(ROOT, "grader", "cli.py")):
        return   # a copy of the course without the grader
    if ROOT not in sys.path:
        sys.path.insert(0, ROOT)
    from grader import cli

    p = sub.add_parser("grade", help="grade a submission: function checks and output files, "
                                     "with points (instructors; students may try it too)")
    p.add_argument("--submission", metavar="DIR",
                   help="a student's copy of the course (default: this checkout)")
    p.add_argument("--reference", action="store_true", help="grade solutions/ as a submission")
    p.add_argument("--lessons", metavar="LIST", help="only these lessons, e.g. 03,05")
    p.add_argument("--results", metavar="FILE", help="write Gradescope's results.json here")
    p.add_argument("--html", metavar="DIR", help="write a static HTML report into DIR")
    p.add_argument("--jobs", type=int, default=0, help="lessons graded at once (default: cores)")
    p.add_argument("--no-feedback", action="store_true",
                   help="do not run the lessons' Catch2 tests (they carry no points)")
    p.set_defaults(run=cli.grade)

    p = sub.add_parser("grade-class", help="grade one submission per sub-folder into a CSV")
    p.add_argument("folder", metavar="DIR", help="one sub-folder per student")
    p.add_argument("--csv", required=True, metavar="FILE", help="the gradebook to write")
    p.add_argument("--jobs", type=int, default=2, help="lessons graded at once (default 2)")
    p.add_argument("--lessons", metavar="LIST", help="only these lessons, e.g. 03,05")
    p.add_argument("--html", metavar="DIR", help="write a static HTML report into DIR")
    p.add_argument("--results-dir", metavar="DIR",
                   help="also write each student's results.json (Gradescope's format) here")
    p.add_argument("--no-feedback", action="store_true",
                   help="do not run the lessons' Catch2 tests (they carry no points)")
    p.set_defaults(run=cli.grade_class)

    p = sub.add_parser("gradescope", help="write the Gradescope autograder bundle (a zip)")
    p.add_argument("--out", required=True, metavar="FILE", help="e.g. autograder.zip")
    p.set_defaults(run=cli.gradescope)
