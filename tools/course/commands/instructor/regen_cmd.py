"""`./course regen`: remakes the course's generated files from the reference solutions."""

import os
import shutil

from ... import build, lesson_table, snippets
from ...checks import run_driver, out_dir
from ...errors import UsageError
from ...language import COURSE
from ...lessons import ROOT, all_lessons, chapters, find_lesson, write_pristine

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("regen", help=_("remake expected/ outputs, README code quotations, the "
                                       "README's lesson table and the starters' copies "
                                       "(.starter/) from the reference (instructors)"))
    p.add_argument("lessons", nargs="*", help=_("lesson numbers (default: all)"))
    p.set_defaults(run=regen)


def regen(args, root=ROOT):
    lessons = [find_lesson(x, root) for x in args.lessons] or [l for l in all_lessons(root)
                                                               if l.exists]
    build.prepare("build", root)
    for lesson in lessons:
        if not os.path.isdir(lesson.solution_dir):
            raise UsageError(_("{lesson} has no reference in solutions/: nothing to make "
                               "from").format(lesson=lesson.id))
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
        print(_("{lesson}: expected/ remade: {files}").format(
            lesson=lesson.id, files=", ".join(sorted(os.listdir(expected)))))
    for rel, language in chapters(root):
        readme = os.path.join(root, rel)
        with open(readme, encoding="utf-8") as f:
            text = f.read()
        fresh = lesson_table.refresh(snippets.refresh(text, root, language), root, language)
        if fresh != text:
            with open(readme, "w", encoding="utf-8") as f:
                f.write(fresh)
            print(_("{file}: code quotations and tables refreshed").format(file=rel))
    for lesson_id in write_pristine(root):
        print(_("lessons/{lesson}/.starter/: the course's copy of the starter written").format(
            lesson=lesson_id))
    return 0
