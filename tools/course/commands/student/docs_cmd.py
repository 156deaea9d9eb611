"""`./course docs`: the HTML docs, student and instructor editions (see docs.py).

    ./course docs                 both editions (a student copy has only its own)
    ./course docs --browser       then read them in headless Chromium (docs_browser.py)
    ./course docs --screenshots   remake the README's screenshots in docs/ from the student one
"""

import argparse
import os
import subprocess
import sys

from ... import bootstrap, editions
from ...language import COURSE
from ...lessons import ROOT, edition

_ = COURSE.gettext


def register(sub):
    if edition(ROOT) == editions.INSTRUCTOR:
        p = sub.add_parser("docs", help=_("build the HTML docs with Doxygen into build/docs/ "
                                          "(student and instructor editions) and check their "
                                          "links"))
        p.add_argument("--edition", choices=editions.EDITIONS + ("both",), default="both",
                       help="which edition (default: both)")
    else:
        p = sub.add_parser("docs", help=_("build the lessons and the API as HTML with Doxygen "
                                          "(build/docs/student/index.html) and check their "
                                          "links"))
        # The only edition here; the option stays for scripts (docs/CMakeLists.txt names it).
        p.add_argument("--edition", choices=(editions.STUDENT,), default=editions.STUDENT,
                       help=argparse.SUPPRESS)
    p.add_argument("--browser", action="store_true",
                   help=_("then read every lesson page and the main page in headless "
                          "Chromium, at a desk and a phone width, and fail on what a reader "
                          "would see wrong"))
    p.add_argument("--screenshots", action="store_true",
                   help=_("remake the README's screenshots (docs/screenshot-*.png) from the "
                          "student edition, with headless Chromium"))
    p.set_defaults(run=run)


def run(args, root=ROOT):
    # Imported here: every command registers this one, and these take 30 ms to load.
    from ... import docs, docs_browser, docs_doxygen
    if not bootstrap.ensure("docs"):
        return 1
    chosen = docs.EDITIONS if args.edition == "both" else (args.edition,)
    if args.edition == "both" and not editions.has_solutions(root):
        chosen = (editions.STUDENT,)
    if args.screenshots and editions.STUDENT not in chosen:
        chosen = (editions.STUDENT,) + tuple(chosen)
    failed = False
    for edition in chosen:
        problems = docs_doxygen.generate(edition, root)
        index = os.path.join(docs.html_dir(edition, root), "index.html")
        if problems:
            failed = True
            print(_("course docs: the {edition} edition has {count} problem(s):").format(
                edition=edition, count=len(problems)))
            for p in problems[:40]:
                print(f"  {p}")
            if len(problems) > 40:
                print("  " + _("... and {count} more").format(count=len(problems) - 40))
        else:
            print(_("course docs: {edition} edition built, no warnings, every link resolves, no "
                    "Markdown left unrendered: {index}").format(edition=edition, index=index))
    if failed:
        return 1
    if args.browser:
        result = docs_browser.check_editions(
            root, [docs.html_dir(e, root) for e in chosen])
        if result == docs_browser.SKIPPED:
            return 1       # asked for by name: a skipped check is not a pass
        failed = result != 0
    if args.screenshots:
        try:
            shots = docs_browser.screenshots(docs.html_dir(editions.STUDENT, root),
                                             os.path.join(root, docs.DOCS))
        except docs_browser.BrowserMissing as e:
            print(f"course docs: {e}")
            return 1
        for shot in shots:
            print(f"course docs: {os.path.relpath(shot, root)} remade")
        if os.path.isfile(os.path.join(root, "grader", "demo.py")):   # the instructor's copy
            # The grader's own command (the course tool never imports the grader).
            r = subprocess.run([sys.executable, "-m", "grader.demo", "screenshots",
                                os.path.join(root, docs.DOCS)], cwd=root)
            if r.returncode != 0:
                print("course docs: the grading report's screenshots were not made (see above)")
                return 1
    return 1 if failed else 0

