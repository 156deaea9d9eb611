"""`./course release OUT`: write the student edition of the course (see release.py)."""

import os

from ... import editions
from ...language import COURSE
from ...lessons import ROOT

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("release", help=_("write the student copy of the course into OUT: no "
                                         "solutions, mistakes, grader or instructor docs"))
    p.add_argument("out", metavar="OUT", help="a new or empty folder outside the course")
    p.set_defaults(run=run)


def run(args, root=ROOT):
    from ... import release, solution_code     # here: every other command starts faster
    out = os.path.abspath(args.out)
    kept, dropped = release.make(root, out)
    folders = sorted({next((p for p in editions.INSTRUCTOR_FOLDERS if d.startswith(p)), d)
                      for d in dropped})
    print(f"course release: {len(kept)} files written to {out}")
    if dropped:
        print(f"  left out ({len(dropped)} files): {', '.join(folders)}")
    if editions.has_solutions(root):
        bodies, note = solution_code.solution_bodies(root)
        leaks = solution_code.leaks(bodies, out)
        print(f"  solution code check: {note}")
        if leaks:
            print("course release: solution code found in the copy:")
            for rel, body in leaks[:20]:
                print(f"  {rel}: the body of {body.describe()}")
            return 1
        print("  no solution code in the copy.")
    print(f"next: cd {out} && ./course")
    return 0
