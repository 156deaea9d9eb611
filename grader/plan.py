"""The plan of a grading session, made once before any submission and frozen: the lessons
with their declared checks and calls, the reference's answer to every call, the build
commands, the link kit and what each step's box shows.

make() builds (or finds) the trusted parts, runs the reference probe and checks everything it
can; a grader that cannot grade (a build from another checkout, a missing reference, hidden
cases missing, a probe that disagrees with its declaration) raises GraderBroken with every
reason, before any submission is read.
"""

import os
import subprocess
import time
from dataclasses import dataclass, field

from course import build as course_build
from course.lessons import all_lessons

from . import answers, gradings, sandbox, trusted, views
from .declare import CheckKind
from .reporters import MESSAGES

_, ngettext = MESSAGES.gettext, MESSAGES.ngettext


class GraderBroken(Exception):
    """This grader cannot grade (its build, its reference, its own files): nothing is graded,
    and no results file with a smaller maximum is ever written. @p checks are the declared
    checks (for a results file with the full maximum); @p points_known is False when some
    lesson's grading could not be loaded (its points are unknown)."""

    def __init__(self, problems, checks=(), points_known=True):
        super().__init__("; ".join(problems))
        self.problems = problems
        self.checks = list(checks)
        self.points_known = points_known


@dataclass(frozen=True)
class LessonPlan:
    lesson: object                 # course.lessons.Lesson
    checks: tuple                  # declare.Check, in the order declared
    calls: tuple = ()              # (case id, declare.Call, its Check)
    reference: dict = field(default_factory=dict)   # case id -> the reference's Answer
    expected: dict = field(default_factory=dict)    # output file name -> expected bytes
    pristine: dict = field(default_factory=dict)    # the course's starter: name -> bytes

    @property
    def id(self):
        return self.lesson.id

    def calls_of(self, check):
        return [(cid, c) for cid, c, owner in self.calls if owner is check]


@dataclass(frozen=True)
class Plan:
    root: str
    lessons: tuple                 # LessonPlan, in course order
    skipped: tuple = ()            # lesson ids asked for that are not written yet
    builds: dict = field(default_factory=dict)      # lesson id -> trusted.LessonBuild
    kit: object = None             # trusted.Kit
    kit_dir: str = ""              # where the kit is, as the box sees it
    views: object = None           # views.Views: what each step's box shows
    feedback: bool = True          # run the lessons' Catch2 tests (no points)
    keep_files: bool = False       # keep outputs and draw failed cases (for the HTML report)

    def lesson(self, lesson_id):
        return next(l for l in self.lessons if l.id == lesson_id)

    def student_files(self):
        """Every student file name of the course: never a near miss of another's."""
        return {n for l in self.lessons for n in l.lesson.student_files()}

    def tool(self, name):
        """A trusted reader's command (in the kit), as the box sees it."""
        return self.kit.tools[name].replace("@KIT@", self.kit_dir)


def declared(root, lesson_ids=None):
    """(lessons, skipped ids, {id: LessonGrading}, {id: why not loaded}) of @p lesson_ids."""
    existing = [l for l in all_lessons(root) if l.exists]
    lessons = [l for l in existing if lesson_ids is None or l.id in lesson_ids]
    skipped = tuple(i for i in (lesson_ids or []) if i not in [l.id for l in existing])
    loaded, problems = gradings.load_all(root, [l.id for l in lessons])
    return lessons, skipped, loaded, problems


def make(root, lesson_ids, scratch, feedback=True, keep_files=False, log=print):
    """The frozen Plan, or GraderBroken with every reason it cannot be made. Says each step,
    with the time so far (the build and the reference's answers take most of a minute)."""
    start = time.monotonic()

    def step(what):
        log(_("course grade: {what} ({seconds} s so far)").format(
            what=what, seconds=f"{time.monotonic() - start:.1f}"))

    lessons, skipped, loaded, load_problems = declared(root, lesson_ids)
    checks = [c for l in lessons if l.id in loaded for c in loaded[l.id].checks]

    def broken(problems):
        return GraderBroken(problems, checks, points_known=not load_problems)

    graded = [l for l in lessons if l.id in loaded]
    log(ngettext("course grade: preparing the grader and the reference answers ({count} "
                 "lesson): building the trusted parts",
                 "course grade: preparing the grader and the reference answers ({count} "
                 "lessons): building the trusted parts", len(graded)).format(count=len(graded)))
    problems = _trusted_parts(root, graded, log)
    if problems:
        raise broken(problems)
    step(_("the trusted parts are built"))
    builds, build_problems = trusted.lesson_builds(root, graded)
    problems += build_problems.values()
    kit, shown = None, None
    try:
        kit = trusted.make_kit(root, builds, os.path.join(scratch, "kit"))
    except (RuntimeError, OSError, ValueError) as e:
        problems.append(_("the link kit cannot be made: {error}").format(error=e))
    if kit:
        try:
            shown = views.make(root, builds, kit.folder, os.path.join(scratch, "views"))
        except (RuntimeError, OSError, ValueError) as e:
            problems.append(_("what the boxes show cannot be made: {error}").format(error=e))
    problems += load_problems.values()
    planned = []
    for lesson in (l for l in lessons if l.id not in load_problems):
        lesson_plan, why = _lesson_plan(lesson, loaded.get(lesson.id), builds.get(lesson.id))
        problems += why
        planned.append(lesson_plan)
        calls = len(lesson_plan.calls)
        step(ngettext("the reference answers of {lesson} ({calls} call, {index} of {count} "
                      "lessons)", "the reference answers of {lesson} ({calls} calls, {index} of "
                      "{count} lessons)", calls).format(lesson=lesson.id, calls=calls,
                                                        index=len(planned), count=len(lessons)))
    if problems:
        raise broken(problems)
    step(_("the grader is ready"))
    kit_dir = sandbox.KIT_DIR if sandbox.jail_available() else kit.folder
    return Plan(root, tuple(planned), skipped, builds, kit, kit_dir, shown, feedback,
                keep_files)


def _trusted_parts(root, lessons, log):
    """What keeps the trusted parts from being there ([] when all is well)."""
    sandbox.set_helper(trusted.tools(root)["box"])
    try:
        problem = trusted.prepare(root, lessons, log)
    except SystemExit:
        problem = "the course's build failed (see the messages above)"
    problems = [problem] if problem else []
    home = trusted.build_home(root)
    if home and os.path.realpath(home) != os.path.realpath(root):
        problems.append(f"the build folder {course_build.build_dir(root)} was configured "
                        f"for another checkout ({home}); build this one (./course) or set "
                        "COURSE_BUILD_DIR")
    box = trusted.tools(root)["box"]
    if not os.path.isfile(box):
        problems.append(f"grader-box is not built ({box})")
    if not problems and not sandbox.jail_available():
        log("course grade: WARNING: no jail here (it needs root on Linux, with "
            "namespaces): the submission's code runs limited in time, memory and file "
            "size, " + ("under a user id of its own but seeing this machine's files"
                        if sandbox.running_as_root() else "with your permissions") +
            ". Grade untrusted code as root, in a container (grader/README.md).")
    return problems


def _lesson_plan(lesson, grading, build):
    """(LessonPlan, problems) of one lesson: its calls made and answered by the reference."""
    if grading is None:
        return LessonPlan(lesson, ()), [f"{lesson.id}: solutions/{lesson.id}/grading.py is "
                                        "missing: the lesson's grade is not declared"]
    if grading.hidden is None and any(c.hidden for c in grading.checks):
        return LessonPlan(lesson, tuple(grading.checks)), [
            f"solutions/{lesson.id}/hidden.py is missing: the hidden checks cannot be graded"]
    calls, problems, expected = [], [], {}
    for check in grading.checks:
        if check.kind is CheckKind.FUNCTION:
            try:
                made = check.calls()
            except Exception as e:  # noqa: BLE001  (an author's file, said)
                problems.append(f"{lesson.id}: the calls of \"{check.title}\" cannot "
                                f"be made: {e!r}")
                continue
            calls += [(f"c{len(calls) + k}", c, check) for k, c in enumerate(made)]
            continue
        path = os.path.join(lesson.dir, "expected", check.file)
        if not os.path.isfile(path):
            problems.append(f"{lesson.id}: the grading's output check names "
                            f"expected/{check.file}, which is not there")
            continue
        with open(path, "rb") as f:
            expected[check.file] = f.read()
    reference, why = _reference_answers(lesson, calls, build)
    return LessonPlan(lesson, tuple(grading.checks), tuple(calls), reference, expected,
                      lesson.pristine_files()), problems + why


def run_reference(lesson, build, lines):
    """{case id: tokens} the reference probe answers to @p lines, or a problem (str)."""
    if not build.reference_probe or not os.path.isfile(build.reference_probe):
        return (f"{lesson.id}: the reference probe is missing (solutions/{lesson.id} and "
                "its build): function checks cannot be graded")
    try:
        run = subprocess.run([build.reference_probe], input="".join(l + "\n" for l in lines),
                             capture_output=True, text=True, timeout=120)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"{lesson.id}: the reference probe could not run: {e}"
    said = parse_answers(run.stdout)
    missing = sum(1 for l in lines if l.split()[0] not in said)
    if run.returncode != 0 or missing:
        return (f"{lesson.id}: the reference probe failed (status {run.returncode}, "
                f"{missing} calls unanswered): the course itself is broken")
    return said


def _fill_helpers(lesson, calls, build):
    """Runs the reference probe on the helper calls that make other calls' arguments and puts
    their values in; returns the problems ([] when all is well)."""
    helpers = {}
    for _, c, _ in calls:
        for h in c.deferred():
            helpers.setdefault(id(h), h)
    if not helpers:
        return []
    keys = list(helpers)
    said = run_reference(lesson, build, [helpers[k].line(f"c{n}") for n, k in enumerate(keys)])
    if isinstance(said, str):
        return [said]
    values = {}
    for n, k in enumerate(keys):
        try:
            a = answers.decode(helpers[k].fn, said[f"c{n}"])
            if a.thrown:
                raise ValueError(f"it threw {a.thrown}")
            values[k] = a.values[0]
        except ValueError as e:
            return [f"{lesson.id}: the helper call {helpers[k].describe()} gives no "
                    f"value ({e}): the grading's declaration and the lesson disagree"]
    for _, c, _ in calls:
        if c.deferred():
            c.fill_helpers(values)
    return []


def _reference_answers(lesson, calls, build):
    """({case id: Answer}, problems): the reference's answer to every call, each as its
    function's declaration reads it."""
    if not calls or not build:
        return {}, []
    problems = _fill_helpers(lesson, calls, build)
    if problems:
        return {}, problems
    said = run_reference(lesson, build, [c.line(cid) for cid, c, _ in calls])
    if isinstance(said, str):
        return {}, [said]
    reference = {}
    for cid, c, _ in calls:
        try:
            reference[cid] = answers.decode(c.fn, said[cid])
            if reference[cid].thrown in ("bad-call", "no-such-function"):
                raise ValueError(f"the probe answers E {reference[cid].thrown}")
        except ValueError as e:
            return reference, [f"{lesson.id}: the reference's answer to {c.describe()} does "
                               f"not read as its declaration says ({e}): the probe and the "
                               "declaration disagree"]
    return reference, []


def parse_answers(text):
    """{case id: tokens} from a probe's output; a case answered twice maps to "twice"."""
    answers = {}
    for line in text.splitlines():
        parts = line.split()
        if len(parts) < 2 or not parts[0].startswith("c") or not parts[0][1:].isdigit() or \
                not parts[0].isascii():
            continue
        cid = parts[0]
        answers[cid] = "twice" if cid in answers else parts[1:]
    return answers
