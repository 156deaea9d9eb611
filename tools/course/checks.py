"""Checking one lesson: build it, run its tests, run its driver and compare the outputs.

`./course`, `./course check NN` and `./course watch NN` all go through evaluate(), so a lesson
is "done" by exactly one rule: it builds, every core test case passes and every output matches.
The count of checks is the lesson's, whatever happened: its test cases (but those tagged
[given]) and its expected outputs; a case that did not run, because the program did not
build, crashed or was stopped, is a failing one.

Checks come in two tiers (catch_xml.PRECISION_TAG): the core ones (every case but those tagged
[precision], and every expected output) make the lesson done; the precision ones (the ends of
the double range, which the chapter's Precision aside teaches) are the status's second mark,
"precision: N to go", and never keep a lesson from being done.
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
PRECISION_CASES = "[precision]~[given]"     # the student's precision-tier cases


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
    precision_names: list = None       # those of case_names tagged [precision], when known
    program: str = ""                  # the test program that ran (for "run it alone")
    warnings: list = field(default_factory=list)   # the compiler's, on the student's files

    def _precise(self, name):
        """True when the case @p name is of the precision tier, as far as it is known."""
        for c in (self.run.cases if self.run else []):
            if c.name == name:
                return c.precision
        return name in (self.precision_names or ())

    def _tier_names(self, precision):
        """The names of the lesson's cases of one tier: those listed, and those that ran."""
        names = list(self.case_names or [])
        seen = set(names)
        names += [c.name for c in (self.run.cases if self.run else []) if c.name not in seen]
        return [n for n in names if self._precise(n) == precision]

    def _tier_count(self, precision):
        listed = len(self._tier_names(precision))
        counted = sum(1 for c in (self.run.cases if self.run else [])
                      if c.precision == precision)
        return max(listed, counted)

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

    # The two tiers: core is every case not tagged [precision], and every expected output.
    @property
    def core_total(self):
        return self._tier_count(False) + len(self.lesson.expected_files())

    @property
    def core_passing(self):
        if not self.built:
            return 0
        return sum(1 for c in self.run.cases if c.ok and not c.precision) + \
            sum(1 for c in self.outputs if c.ok)

    @property
    def core_failing(self):
        return self.core_total - self.core_passing

    @property
    def precision_total(self):
        return self._tier_count(True)

    @property
    def precision_passing(self):
        if not self.built:
            return 0
        return sum(1 for c in self.run.cases if c.ok and c.precision)

    @property
    def precision_failing(self):
        """The precision checks still to pass (the status's second mark)."""
        return self.precision_total - self.precision_passing

    @property
    def not_run(self):
        """The lesson's cases the program never reported (after a crash or a time-out)."""
        if not self.built or self.case_names is None:
            return []
        seen = {c.name for c in self.run.cases}
        return [n for n in self.case_names if n not in seen]

    def not_run_of(self, precision):
        """not_run, of one tier."""
        return [n for n in self.not_run if self._precise(n) == precision]

    @property
    def done(self):
        """Built, and every core check passes: the precision ones may still fail."""
        return self.built and self.core_failing == 0 and self.core_total > 0

    @property
    def complete(self):
        """Done, and every precision check passes too."""
        return self.done and self.precision_failing == 0


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
    """(every student case of the lesson, those of them tagged [precision]), listed by the
    track's test program, or, when that one did not build, by the course's starter's (the
    pristine track), which always does; (None, None) when neither lists them."""
    exe = os.path.join(lesson_dir(lesson), lesson.target("tests", track))
    if track == "pristine" or not os.path.isfile(exe):
        build.build([lesson.target("tests", "pristine")], lesson.root)
        exe = os.path.join(lesson_dir(lesson), lesson.target("tests", "pristine"))
    if not os.path.isfile(exe):
        return None, None
    return list_cases(exe, STUDENT_CASES), list_cases(exe, PRECISION_CASES)


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
        names, precise = _case_names(lesson, "pristine")
        return LessonResult(lesson, False, build.first_errors(output, lesson.root),
                            link=build.link_problem(output), case_names=names,
                            precision_names=precise)
    workdir = os.path.join(lesson_dir(lesson), "work")
    os.makedirs(workdir, exist_ok=True)
    dest = out_dir(lesson, track)
    driver = start_driver(lesson, track, dest)     # beside the tests: they take turns on a core
    run = run_tests(student_exe, cwd=workdir, extra_args=[STUDENT_CASES])
    result = LessonResult(lesson, True, run=run, program=student_exe, warnings=warnings)
    if not run.complete:
        result.case_names, result.precision_names = _case_names(lesson, track)
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
