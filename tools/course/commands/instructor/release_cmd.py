"""`./course release OUT`: write the student edition of the course (see release.py)."""

import os

from ... import editions
from ...language import COURSE
from ...lessons import ROOT

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("release", help=_("write the student copy of the course into OUT: no "
                                         "solutions, mistakes, grader or instructor docs"))
    p.add_argument("out", metavar="OUT", help=_("a new or empty folder outside the course"))
    p.set_defaults(run=run)


def run(args, root=ROOT):
    from ... import release, solution_code     # here: every other command starts faster
    out = os.path.abspath(args.out)
    kept, dropped = release.make(root, out)
    folders = sorted({next((p for p in editions.INSTRUCTOR_FOLDERS if d.startswith(p)), d)
                      for d in dropped})
    print(_("course release: {count} files written to {out}").format(count=len(kept), out=out))
    if dropped:
        print("  " + _("left out ({count} files): {folders}").format(
            count=len(dropped), folders=", ".join(folders)))
    if editions.has_solutions(root):
        bodies, note = solution_code.solution_bodies(root)
        leaks = solution_code.leaks(bodies, out)
        print("  " + _("solution code check: {note}").format(note=note))
        if leaks:
            print(_("course release: solution code found in the copy:"))
            for rel, body in leaks[:20]:
                print("  " + _("{file}: the body of {what}").format(file=rel,
                                                                  what=body.describe()))
            return 1
        print("  " + _("no solution code in the copy."))
    print(_("next: {command}").format(command=f"cd {out} && ./course"))
    return 0
