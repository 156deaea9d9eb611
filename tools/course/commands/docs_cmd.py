"""`./course docs`: the HTML docs, student and instructor editions (see docs.py)."""

import os

from .. import bootstrap, docs
from ..lessons import ROOT


def register(sub):
    p = sub.add_parser("docs", help="build the HTML docs with Doxygen into build/docs/ "
                                    "(student and instructor editions) and check their links")
    p.add_argument("--edition", choices=docs.EDITIONS + ("both",), default="both",
                   help="which edition (default: both; a student copy has only the student one)")
    p.set_defaults(run=run)


def run(args, root=ROOT):
    if not bootstrap.ensure("docs"):
        return 1
    editions = docs.EDITIONS if args.edition == "both" else (args.edition,)
    if args.edition == "both" and not docs.has_solutions(root):
        editions = ("student",)
    failed = False
    for edition in editions:
        problems = docs.generate(edition, root)
        index = os.path.join(docs.html_dir(edition, root), "index.html")
        if problems:
            failed = True
            print(f"course docs: the {edition} edition has {len(problems)} problem(s):")
            for p in problems[:40]:
                print(f"  {p}")
            if len(problems) > 40:
                print(f"  ... and {len(problems) - 40} more")
        else:
            print(f"course docs: {edition} edition built, no warnings, every link resolves: "
                  f"{index}")
    return 1 if failed else 0
