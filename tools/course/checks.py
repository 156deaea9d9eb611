"""Checking one lesson: build it, run its tests, run its driver and compare the outputs.

`./course`, `./course check NN` and `./course watch NN` all go through evaluate(), so a lesson
is "done" by exactly one rule: it builds, every test case passes and every output matches.
The count of checks is the lesson's, whatever happened: its test cases (but those tagged
[given]) and its expected outputs; a case that did not run, because the program did not
build, crashed or was stopped, is a failing one.
"""

import os
import shutil
import subprocess
from dataclasses import dataclass, field

from . import build
from .catch_results import death, list_cases, run_tests
from .compare import compare_file
from .language import COURSE

_ = COURSE.gettext

DRIVER_TIMEOUT = 10       # seconds; the slowest reference driver takes well under one
# The student's checks: every test case but those tagged [given], which test code the student
# never edits (they pass before the student starts; `./course test` runs them).
STUDENT_CASES = "~[given]"


@dataclass
class LessonResult:
    lesson: object
    built: bool
    build_errors: list = field(default_factory=list)
    run: object = None                 # catch_results.TestRun
    outputs: list = field(default_factory=list)   # compare.Comparison per expected file
    driver_problem: str = ""
    link: object = None                # build.LinkProblem when it compiled but did not link
    case_names: list = None            # every student case of the lesson, when known
    program: str = ""                  # the test program that ran (for "run it alone")
    warnings: list = field(default_factory=list)   # the compiler's, on the student's files

    @property
    def case_count(self):
        counted = len(self.run.cases) if self.run else 0
        if self.case_names is not None:
            return max(len(self.case_names), counted)
        return counted

    @property
    def total(self):
        return self.case_count + len(self.lesson.expected_files())

    @property
    def passing(self):
        if not self.built:
            return 0
        return sum(1 for c in self.run.cases if c.ok) + sum(1 for c in self.outputs if c.ok)

    @property
    def failing(self):
        return self.total - self.passing

    @property
    def not_run(self):
        """The lesson's cases the program never reported (after a crash or a time-out)."""
        if not self.built or self.case_names is None:
            return []
        seen = {c.name for c in self.run.cases}
        return [n for n in self.case_names if n not in seen]

    @property
    def done(self):
        return self.built and self.failing == 0 and self.total > 0


def lesson_dir(lesson):
    return os.path.join(build.build_dir(lesson.root), "lessons", lesson.id)


def out_dir(lesson, track):
    return os.path.join(build.build_dir(lesson.root), "check", track, lesson.id)


def run_driver(lesson, track, dest):
    """Runs the track's driver on @p dest (emptied first): "" or what went wrong."""
    return finish_driver(start_driver(lesson, track, dest))


def start_driver(lesson, track, dest):
    """The track's driver, started on @p dest (emptied first), writing its outputs while the
    caller does something else (a check runs the tests meanwhile): finish with finish_driver."""
    exe = os.path.join(lesson_dir(lesson), lesson.target("driver", track))
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    return subprocess.Popen([exe, dest], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            stdin=subprocess.DEVNULL, text=True, errors="replace")


def finish_driver(proc, stop=False):
    """Waits for the driver @p proc (stops it at once with @p stop): "" or what went wrong."""
    try:
        if stop:
            proc.kill()
        _out, err = proc.communicate(timeout=DRIVER_TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.communicate()
        return _("the driver ran for over {limit} s and was stopped (an endless "
                 "loop?)").format(limit=DRIVER_TIMEOUT)
    if stop:
        return ""
    if proc.returncode < 0:
        return _("the driver {death}").format(death=death(proc.returncode))
    if proc.returncode != 0:
        return _("the driver failed: {error}").format(error=err.strip()[:300])
    return ""


def _case_names(lesson, track):
    """Every student case of the lesson, listed by the track's test program, or, when that
    one did not build, by the course's starter's (the pristine track), which always does."""
    exe = os.path.join(lesson_dir(lesson), lesson.target("tests", track))
    if track == "pristine" or not os.path.isfile(exe):
        build.build([lesson.target("tests", "pristine")], lesson.root)
        exe = os.path.join(lesson_dir(lesson), lesson.target("tests", "pristine"))
    return list_cases(exe, STUDENT_CASES) if os.path.isfile(exe) else None


def _remembered_warnings(lesson, track, fresh):
    """@p fresh when this build compiled the student's files (and kept for the next check,
    whose build compiles nothing when nothing changed), else the warnings kept last time."""
    kept = os.path.join(lesson_dir(lesson), f"warnings-{track}.txt")
    if fresh is None:
        try:
            with open(kept, encoding="utf-8", errors="replace") as f:
                return f.read().splitlines()
        except OSError:
            return []
    os.makedirs(lesson_dir(lesson), exist_ok=True)
    with open(kept, "w", encoding="utf-8") as f:
        f.write("".join(line + "\n" for line in fresh))
    return fresh


def built_before(lesson, track="starter"):
    """True when the track's test program exists: its next build is incremental."""
    return os.path.isfile(os.path.join(lesson_dir(lesson), lesson.target("tests", track)))


def evaluate(lesson, track="starter", show_steps=False):
    if track == "starter":
        lesson.require_student_files()
    # pngdiff too: a check's caller may leave the canvas to this build (build.prepare).
    targets = [lesson.target("tests", track), lesson.target("driver", track), "pngdiff"]
    ok, output = build.build(targets, lesson.root, show_steps=show_steps)
    warnings = _remembered_warnings(lesson, track, build.student_warnings(output, lesson.root))
    student_exe = os.path.join(lesson_dir(lesson), lesson.target("tests", track))
    if not ok:
        return LessonResult(lesson, False, build.first_errors(output, lesson.root),
                            link=build.link_problem(output),
                            case_names=_case_names(lesson, "pristine"))
    workdir = os.path.join(lesson_dir(lesson), "work")
    os.makedirs(workdir, exist_ok=True)
    dest = out_dir(lesson, track)
    driver = start_driver(lesson, track, dest)     # beside the tests: they take turns on a core
    run = run_tests(student_exe, cwd=workdir, extra_args=[STUDENT_CASES])
    result = LessonResult(lesson, True, run=run, program=student_exe, warnings=warnings)
    if not run.complete:
        result.case_names = _case_names(lesson, track)
    if run.timed_out:
        # The tests hung: the driver calls the same code, so it would hang too. It is stopped
        # and its outputs count as failing, unchecked.
        finish_driver(driver, stop=True)
        result.driver_problem = _("the driver was stopped: the tests hung")
        return result
    result.driver_problem = finish_driver(driver)
    pngdiff = os.path.join(build.build_dir(lesson.root), "gfx", "pngdiff")
    for name in lesson.expected_files():
        stem, ext = os.path.splitext(name)
        diff = os.path.join(dest, f"{stem}.diff{ext}") if ext == ".png" else None
        result.outputs.append(compare_file(os.path.join(lesson.dir, "expected", name),
                                           os.path.join(dest, name), pngdiff, diff))
    return result
