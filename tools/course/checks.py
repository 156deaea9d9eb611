"""Checking one lesson: build it, run its tests, run its driver and compare the outputs.

`./course`, `./course check NN` and `./course watch NN` all go through evaluate(), so a lesson
is "done" by exactly one rule: it builds, every test case passes and every output matches.
"""

import os
import shutil
import subprocess
from dataclasses import dataclass, field

from . import build
from .catch_results import run_tests
from .compare import compare_file

DRIVER_TIMEOUT = 60
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

    @property
    def total(self):
        return (len(self.run.cases) if self.run else 0) + len(self.lesson.expected_files())

    @property
    def failing(self):
        if not self.built:
            return self.total
        bad = len(self.run.failing) + sum(1 for c in self.outputs if not c.ok)
        return bad + (1 if self.run.crashed or self.run.timed_out else 0)

    @property
    def done(self):
        return self.built and self.failing == 0 and self.total > 0


def out_dir(lesson, track):
    return os.path.join(build.build_dir(lesson.root), "check", track, lesson.id)


def run_driver(lesson, track, dest):
    exe = os.path.join(build.build_dir(lesson.root), "lessons", lesson.id,
                       lesson.target("driver", track))
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    try:
        run = subprocess.run([exe, dest], capture_output=True, text=True, errors="replace",
                             timeout=DRIVER_TIMEOUT)
    except subprocess.TimeoutExpired:
        return f"the driver ran for over {DRIVER_TIMEOUT} s and was stopped"
    if run.returncode < 0:
        return f"the driver crashed (signal {-run.returncode})"
    if run.returncode != 0:
        return f"the driver failed: {run.stderr.strip()[:300]}"
    return ""


def evaluate(lesson, track="starter"):
    if track == "starter":
        lesson.require_student_files()
    targets = [lesson.target("tests", track), lesson.target("driver", track)]
    ok, output = build.build(targets, lesson.root)
    if not ok:
        return LessonResult(lesson, False, build.first_errors(output, lesson.root))
    bdir = os.path.join(build.build_dir(lesson.root), "lessons", lesson.id)
    workdir = os.path.join(bdir, "work")
    os.makedirs(workdir, exist_ok=True)
    run = run_tests(os.path.join(bdir, lesson.target("tests", track)), cwd=workdir,
                    extra_args=[STUDENT_CASES])
    result = LessonResult(lesson, True, run=run)
    dest = out_dir(lesson, track)
    result.driver_problem = run_driver(lesson, track, dest)
    pngdiff = os.path.join(build.build_dir(lesson.root), "gfx", "pngdiff")
    for name in lesson.expected_files():
        stem, ext = os.path.splitext(name)
        diff = os.path.join(dest, f"{stem}.diff{ext}") if ext == ".png" else None
        result.outputs.append(compare_file(os.path.join(lesson.dir, "expected", name),
                                           os.path.join(dest, name), pngdiff, diff))
    return result
