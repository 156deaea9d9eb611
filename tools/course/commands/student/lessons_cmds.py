"""`./course status` (the default) and `./course check NN`."""

import os
import time

from ... import build, editions, mine, report
from ...checks import built_before, evaluate
from ...errors import UsageError
from ...lessons import ROOT, all_lessons, edition, find_lesson


def register(sub):
    p = sub.add_parser("status", help="where you stand: every lesson's status and what to do next")
    p.set_defaults(run=status)
    p = sub.add_parser("check", help="build and check one lesson against your starter/ file "
                       "(--mine: over your own earlier lessons)")
    p.add_argument("lesson", help="lesson number or id, e.g. 03 or 03-sat")
    p.add_argument("--mine", action="store_true",
                   help="a lesson that assembles earlier ones (lesson 11): build it with your "
                        "own files of those lessons in place of the given code that stands for "
                        "them, and see your whole engine run")
    if edition() == editions.INSTRUCTOR:
        p.add_argument("--solution", action="store_true",
                       help="check the reference solution instead (instructors)")
    p.set_defaults(run=check, solution=False)


def status(args, root=ROOT):
    build.prepare("build", root)
    rows, next_lesson, first_problem = [], None, None
    lessons = all_lessons(root)
    written = sum(1 for lesson in lessons if lesson.exists)
    started, built, index = time.monotonic(), 0, 0
    for lesson in lessons:
        if not lesson.exists:
            rows.append((lesson.id, "(not written yet)", "coming"))
            continue
        index += 1
        first_build = not built_before(lesson)
        if first_build:
            # A first build of a lesson takes seconds to a minute: say which one is building.
            built += 1
            print(f"course: building lesson {lesson.id} ({index} of {written}, "
                  f"{time.monotonic() - started:.0f} s so far)", flush=True)
        try:
            result = evaluate(lesson, show_steps=first_build)
        except UsageError as e:
            rows.append((lesson.id, lesson.title, "missing its starter file"))
            if next_lesson is None:
                next_lesson, first_problem = lesson, [f"  {e}"]
            continue
        word = report.status_word(result)
        rows.append((lesson.id, lesson.title, word))
        if not result.done and next_lesson is None:
            next_lesson, first_problem = lesson, report.describe(result, first_only=True)
    if built:
        print(f"course: built {built} lesson{'s' if built != 1 else ''} in "
              f"{time.monotonic() - started:.0f} s")
    id_width = max([len("lesson")] + [len(r[0]) for r in rows])
    width = max(len(r[1]) for r in rows)
    print(f"  {'lesson':<{id_width}}  {'title':<{width}}  status")
    for lid, title, word in rows:
        print(f"  {lid:<{id_width}}  {title:<{width}}  {word}")
    print()
    if next_lesson is None:
        print("every written lesson is done.")
        return 0
    files = next_lesson.student_files() or [f"{next_lesson.name}.cpp"]
    starter = ", ".join(f"lessons/{next_lesson.id}/starter/{f}" for f in files)
    print(f"next: lesson {next_lesson.id}. Read lessons/{next_lesson.id}/README.md, edit {starter},")
    n = next_lesson.number
    print(f"      then run ./course check {n} (./course watch {n} re-checks on every save;")
    print(f"      stuck? ./course hint {n} gives one hint at a time)")
    if first_problem:
        print("first failing check:")
        print("\n".join(first_problem))
    return 0


def check(args, root=ROOT):
    lesson = find_lesson(args.lesson, root)
    build.prepare("build", root, canvas_later=True)
    if args.solution and args.mine:
        raise UsageError("--solution and --mine choose two different tracks: give one")
    track = "solution" if args.solution else mine.TRACK if args.mine else "starter"
    if track == "solution" and not os.path.isdir(lesson.solution_dir):
        print("course: this copy of the course has no solutions/")
        return 2
    if track != "solution":
        lesson.require_student_files()
    earlier = mine.earlier_lessons(lesson) if track == mine.TRACK else []
    print(f"lesson {lesson.id}: {lesson.title}  ({track} track)")
    if earlier:
        print("  over your own lessons " + ", ".join(e.id for e in earlier) +
              ", in place of the given code")
    result = evaluate(lesson, track)
    for line in report.unbuilt(lesson) + report.describe(result) + report.warnings(result):
        print(line)
    print(report.progress_bar(result.passing, result.total))
    if result.done:
        print(f"lesson {lesson.id} is done.")
        return 0
    for line in report.run_alone(result):
        print(line)
    for line in mine.blame(earlier, evaluate):
        print(line)
    if track == "starter":
        print(f"stuck? ./course hint {lesson.number} shows one hint at a time.")
    return 1
