"""`./course watch NN` and `./course hint NN`: the student's loop between two checks."""

import sys

from ... import build
from ...checks import evaluate
from ...language import COURSE
from ...lessons import ROOT, find_lesson
from ...watch import clear_for, watch as watch_lesson
from .lessons_cmds import LESSON_ARGUMENT

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("watch", help=_("check a lesson again every time you save one of its "
                                       "files"))
    p.add_argument("lesson", help=_(LESSON_ARGUMENT))
    p.set_defaults(run=watch)
    p = sub.add_parser("hint", help=_("the next hint for a lesson (one more each time)"))
    p.add_argument("lesson", help=_(LESSON_ARGUMENT))
    p.add_argument("--reset", action="store_true", help=_("start the lesson's hints over"))
    p.set_defaults(run=hint)


def watch(args, root=ROOT):
    lesson = find_lesson(args.lesson, root)
    build.prepare("build", root)
    try:
        watch_lesson(lesson, evaluate, out=lambda text: print(text, flush=True),
                     clear=clear_for(sys.stdout))
    except KeyboardInterrupt:
        print("\n" + _("course: stopped watching."))
    return 0


def hint(args, root=ROOT):
    from ... import hints                   # here: ./course check starts faster
    lesson = find_lesson(args.lesson, root)
    progress = hints.Progress(root)
    if args.reset:
        progress.set(lesson.id, 0)
        print(_("lesson {lesson}: hints start over; ./course hint {n} shows the first "
                "one.").format(lesson=lesson.id, n=lesson.number))
        return 0
    lines, status = hints.next_hint(lesson, progress)
    print("\n".join(lines))
    return status
