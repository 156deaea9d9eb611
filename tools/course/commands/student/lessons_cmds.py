"""`./course status` (the default) and `./course check NN`."""

import os
import time

from ... import build, editions, mine, report
from ...checks import built_before, evaluate
from ...errors import UsageError
from ...language import COURSE, N_
from ...lessons import ROOT, all_lessons, edition, find_lesson
from ...report import cells, chapter_path, chapter_title, clipped, padded

_, ngettext = COURSE.gettext, COURSE.ngettext


LESSON_ARGUMENT = N_("lesson number or id, e.g. 03 or 03-sat")
TRACKS = {"starter": N_("starter"), "solution": N_("solution"), "mine": N_("mine")}


def register(sub):
    p = sub.add_parser("status", help=_("where you stand: every lesson's status and what to do "
                                        "next"))
    p.set_defaults(run=status)
    p = sub.add_parser("check", help=_("build and check one lesson against your starter/ file "
                                       "(--mine: over your own earlier lessons)"))
    p.add_argument("lesson", help=_(LESSON_ARGUMENT))
    p.add_argument("--mine", action="store_true",
                   help=_("a lesson that assembles earlier ones (lesson 11): build it with your "
                          "own files of those lessons in place of the given code that stands for "
                          "them, and see your whole engine run"))
    if edition() == editions.INSTRUCTOR:
        p.add_argument("--solution", action="store_true",
                       help=_("check the reference solution instead (instructors)"))
    p.set_defaults(run=check, solution=False)


def status(args, root=ROOT):
    build.prepare("build", root)
    rows, next_lesson, first_problem, precise = [], None, None, []
    lessons = all_lessons(root)
    written = sum(1 for lesson in lessons if lesson.exists)
    started, built, index = time.monotonic(), 0, 0
    for lesson in lessons:
        if not lesson.exists:
            rows.append((lesson.id, _("(not written yet)"), _("coming"), ""))
            continue
        index += 1
        first_build = not built_before(lesson)
        if first_build:
            # A first build of a lesson takes seconds to a minute: say which one is building.
            built += 1
            print(_("course: building lesson {lesson} ({index} of {count}, {seconds} s so "
                    "far)").format(lesson=lesson.id, index=index, count=written,
                                   seconds=f"{time.monotonic() - started:.0f}"), flush=True)
        try:
            result = evaluate(lesson, show_steps=first_build)
        except UsageError as e:
            rows.append((lesson.id, chapter_title(lesson), _("missing its starter file"), ""))
            if next_lesson is None:
                next_lesson, first_problem = lesson, [f"  {e}"]
            continue
        rows.append((lesson.id, chapter_title(lesson), report.status_word(result),
                     report.precision_mark(result)))
        if not result.done and next_lesson is None:
            next_lesson, first_problem = lesson, report.describe(result, first_only=True)
        if result.done and result.precision_failing:
            precise.append(lesson.number)
    if built:
        print(ngettext("course: built {count} lesson in {seconds} s",
                       "course: built {count} lessons in {seconds} s", built).format(
            count=built, seconds=f"{time.monotonic() - started:.0f}"))
    _table(rows)
    if next_lesson is None:
        print(_("every written lesson is done."))
        if precise:
            print(_("precision checks to go in lessons {lessons} (./course check {n} shows "
                    "them)").format(lessons=", ".join(precise), n=precise[0]))
        return 0
    _next_steps(next_lesson, root)
    if first_problem:
        print(_("first failing check:"))
        print("\n".join(first_problem))
    return 0


TABLE_WIDTH = 80          # columns the table keeps within: a long title is cut


def _table(rows, out=print):
    """A row per lesson: its id, title, status (the core checks: the first mark) and precision
    (the second mark), within TABLE_WIDTH columns (the title cut with "..." when it must)."""
    heads = (_("lesson"), _("title"), _("status"), _("precision"))
    widths = [max(cells(r[k]) for r in [heads] + rows) for k in range(4)]
    room = TABLE_WIDTH - 2 - 2 * 3 - widths[0] - widths[2] - widths[3]
    widths[1] = max(min(widths[1], room), cells(heads[1]), 12)
    for row in [heads] + rows:
        lid, title, word, mark = row
        title = clipped(title, widths[1])
        out(f"  {padded(lid, widths[0])}  {padded(title, widths[1])}  "
            f"{padded(word, widths[2])}  {mark}".rstrip())
    out("")


def _next_steps(lesson, root):
    files = lesson.student_files() or [f"{lesson.name}.cpp"]
    starter = ", ".join(f"lessons/{lesson.id}/starter/{f}" for f in files)
    readme = chapter_path(lesson.id, root)
    print(_("next: lesson {lesson}. Read {readme}, edit {starter},\n"
            "      then run ./course check {n} (./course watch {n} re-checks on every save;\n"
            "      stuck? ./course hint {n} gives one hint at a time)").format(
        lesson=lesson.id, readme=readme, starter=starter, n=lesson.number))


def check(args, root=ROOT):
    lesson = find_lesson(args.lesson, root)
    build.prepare("build", root, canvas_later=True)
    if args.solution and args.mine:
        raise UsageError("--solution and --mine choose two different tracks: give one")
    track = "solution" if args.solution else mine.TRACK if args.mine else "starter"
    if track == "solution" and not os.path.isdir(lesson.solution_dir):
        print(_("course: this copy of the course has no solutions/"))
        return 2
    if track != "solution":
        lesson.require_student_files()
    earlier = mine.earlier_lessons(lesson) if track == mine.TRACK else []
    print(_("lesson {lesson}: {title}  ({track} track)").format(
        lesson=lesson.id, title=chapter_title(lesson), track=_(TRACKS[track])))
    if earlier:
        print(_("  over your own lessons {lessons}, in place of the given code").format(
            lessons=", ".join(e.id for e in earlier)))
    result = evaluate(lesson, track)
    for line in report.unbuilt(lesson) + report.describe(result) + report.warnings(result):
        print(line)
    print(report.core_bar(result))
    if result.done:       # the exit status and the advice follow the core checks alone
        print(report.verdict(result))
        return 0
    for line in report.run_alone(result):
        print(line)
    for line in mine.blame(earlier, evaluate):
        print(line)
    if track == "starter":
        print(_("stuck? ./course hint {n} shows one hint at a time.").format(n=lesson.number))
    return 1
