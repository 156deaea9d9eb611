"""`./course test` (the course's own tests) and `./course regen` (remake generated files)."""

import glob
import os
import re
import shutil
import subprocess
import sys

from .. import build, lesson_table, snippets
from ..checks import run_driver, out_dir
from ..errors import UsageError
from ..lessons import ROOT, all_lessons, find_lesson, write_pristine


def register(sub):
    p = sub.add_parser("test", help="the course's own tests: both tracks, mistakes, outputs, tools")
    p.add_argument("-L", "--label", help="only the CTest tests with this label (e.g. 03-sat)")
    p.set_defaults(run=test)
    p = sub.add_parser("regen", help="remake expected/ outputs, README code quotations, the "
                                     "README's lesson table and starter digests from the "
                                     "reference (instructors)")
    p.add_argument("lessons", nargs="*", help="lesson numbers (default: all)")
    p.set_defaults(run=regen)


def test(args, root=ROOT):
    build.prepare("test", root)
    print("course: building both tracks, the named mistakes and the tools", flush=True)
    ok, output = build.build(None, root)
    if not ok:
        print(output[-6000:])
        print("course test: the build failed")
        print("0 passed, 1 failed")
        return 1
    cmd = ["ctest", "--test-dir", build.build_dir(root), "-j", build.jobs(),
           "--output-on-failure", "--timeout", "900"]
    if args.label:
        cmd += ["-L", args.label]
    run = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         errors="replace")
    sys.stdout.write(run.stdout)
    m = re.search(r"(\d+)% tests passed, (\d+) tests? failed out of (\d+)", run.stdout)
    if m:
        failed, total = int(m.group(2)), int(m.group(3))
        print(f"course test: {total - failed} passed, {failed} failed")
    return 0 if run.returncode == 0 else 1


def regen(args, root=ROOT):
    lessons = [find_lesson(x, root) for x in args.lessons] or [l for l in all_lessons(root)
                                                               if l.exists]
    build.prepare("build", root)
    for lesson in lessons:
        if not os.path.isdir(lesson.solution_dir):
            raise UsageError(f"{lesson.id} has no reference in solutions/: nothing to make from")
        ok, output = build.build([lesson.target("driver", "solution")], root)
        if not ok:
            print("\n".join(build.first_errors(output, root)))
            return 1
        dest = out_dir(lesson, "solution")
        problem = run_driver(lesson, "solution", dest)
        if problem:
            print(f"{lesson.id}: {problem}")
            return 1
        expected = os.path.join(lesson.dir, "expected")
        shutil.rmtree(expected, ignore_errors=True)
        shutil.copytree(dest, expected)
        print(f"{lesson.id}: expected/ remade: {', '.join(sorted(os.listdir(expected)))}")
    for readme in sorted(glob.glob(os.path.join(root, "lessons", "*", "README.md")) +
                         [os.path.join(root, "README.md")]):
        if not os.path.isfile(readme):
            continue
        with open(readme, encoding="utf-8") as f:
            text = f.read()
        fresh = lesson_table.refresh(snippets.refresh(text, root), root)
        if fresh != text:
            with open(readme, "w", encoding="utf-8") as f:
                f.write(fresh)
            print(f"{os.path.relpath(readme, root)}: code quotations and tables refreshed")
    write_pristine(root)
    print("lessons/starters.sha256: starter digests written")
    return 0
