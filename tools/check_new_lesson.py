#!/usr/bin/env python3
"""The proof that a lesson is two folders (an instructor's tool): in a scratch copy of the
course, copy lessons/01-aabb and solutions/01-aabb to a new id, as docs/AUTHORING.md tells an
author to start, change nothing else, and check that the course takes the new lesson in:

1. `./course check NEW` builds it and fails on the untouched starter (exit 1, with messages);
2. its named mistakes are built from their patches and each is caught
   (`NEW/mistake/NAME`), every case earns its place (`NEW/cases-earn-their-place`), and the
   reference passes its tests and makes `expected/` (`NEW/solution/...`);
3. with the reference copied into starter/, `./course check NEW` passes (exit 0);
4. the grader takes it in from its two folders alone (its probe generated from
   solutions/NEW/grading.py): `./course grade --reference --lessons NEW` gives full marks,
   and each named mistake, graded as a submission, loses points.
"""

import csv
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import editions, mistakes  # noqa: E402
from course.lessons import all_lessons  # noqa: E402
from e2e_student import course, expect, fresh_copy  # noqa: E402

TEMPLATE = "01-aabb"


def new_id(root):
    """The next free lesson number, with a name of its own: "08-copy" after 07."""
    numbers = [int(l.number) for l in all_lessons(root)]
    return f"{max(numbers) + 1:02d}-copy"


def ctest(copy, regex):
    run = subprocess.run(["ctest", "--test-dir", os.path.join(copy, "build"), "-R", regex,
                          "--output-on-failure", "-j2"], capture_output=True, text=True)
    return run.returncode, run.stdout + run.stderr


def main():
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "course")
        fresh_copy(copy)      # each starter as the course ships it, whatever ROOT's holds
        lesson_id = new_id(copy)
        for half in ("lessons", editions.SOLUTIONS):
            shutil.copytree(os.path.join(copy, half, TEMPLATE), os.path.join(copy, half, lesson_id))
        number = lesson_id[:2]
        new = next(l for l in all_lessons(copy) if l.id == lesson_id)
        print(f"{lesson_id}: a copy of {TEMPLATE}, nothing else changed")

        code, out = course(copy, "check", number)
        expect(code == 1 and "FAIL" in out and "Traceback" not in out,
               f"./course check {number} builds {lesson_id} and fails on its starter", out)

        targets = [new.target("tests", "solution"), new.target("driver", "solution"),
                   new.target("tests", "pristine")]
        targets += [new.target("tests", f"mistake-{m}") for m in new.mistakes()]
        if os.path.isfile(os.path.join(new.dir, "figure.cpp")):      # its live figure, native
            targets += [new.target("figure", "solution"), new.target("figure", "pristine")]
        run = subprocess.run(["cmake", "--build", os.path.join(copy, "build"), "-j2",
                              "--target", *targets], capture_output=True, text=True)
        expect(run.returncode == 0, f"{lesson_id}'s reference and its {len(new.mistakes())} "
               "mistakes build (each mistake made from its patch)", run.stdout + run.stderr)
        code, out = ctest(copy, f"^{lesson_id}/")
        expect(code == 0 and f"{lesson_id}/cases-earn-their-place" in out and
               all(f"{lesson_id}/mistake/{m}" in out for m in new.mistakes()),
               f"{lesson_id}'s tests pass: every mistake caught, every case earns its place, "
               "the reference makes expected/", out)

        for name in new.student_files():
            shutil.copy(os.path.join(new.solution_dir, name), os.path.join(new.dir, "starter", name))
        code, out = course(copy, "check", number)
        expect(code == 0 and "is done" in out,
               f"./course check {number} passes with the reference in starter/", out)

        if os.path.isdir(os.path.join(copy, "grader")):
            grade_the_copy(copy, new, tmp)
    return 0


def grade_the_copy(copy, new, tmp):
    code, out = course(copy, "grade", "--reference", "--lessons", new.id, "--no-feedback")
    score = re.search(r"^Score: (\S+)/(\S+)(?: \(.*\))?$", out, re.M)  # then its tiers
    expect(code == 0 and score and score.group(1) == score.group(2) and
           float(score.group(2)) > 0 and "Traceback" not in out,
           f"./course grade --reference --lessons {new.id} gives full marks", out)
    klass = os.path.join(tmp, "class")
    for m in new.mistakes():
        starter = os.path.join(klass, m, "lessons", new.id, "starter")
        os.makedirs(starter)
        for name, data in mistakes.materialize(new, m).items():
            with open(os.path.join(starter, name), "wb") as f:
                f.write(data)
    gradebook = os.path.join(tmp, "gradebook.csv")
    code, out = course(copy, "grade-class", klass, "--csv", gradebook, "--lessons", new.id,
                       "--no-feedback", "--jobs", "2")
    rows = []
    if code == 0 and os.path.isfile(gradebook):
        with open(gradebook, newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
    full = score.group(2)
    caught = [r["student"] for r in rows if r["total"] != full]
    expect(code == 0 and sorted(caught) == sorted(new.mistakes()),
           f"the grader catches each of {new.id}'s {len(new.mistakes())} mistakes", out)


if __name__ == "__main__":
    sys.exit(main())
