#!/usr/bin/env python3
"""What one submission that loops costs a class run (a script, not a test: it prints figures).

    python3 grader/bench/hang_cost.py [--copies 4] [--jobs 2] [--repeat 3] [--checkout DIR]

Grades two classes with `./course grade-class --jobs JOBS`: COPIES copies of the reference,
and the same class with one copy's lesson replaced by the adversarial submission
`infinite_loop` (one of its functions never returns). Prints the median wall time of each, and
their difference: the cost of the loop. The trusted parts are built first (a warm-up grade).
With --checkout, that checkout's grader is timed instead (an earlier commit, with its own
COURSE_BUILD_DIR), on the same classes.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [os.path.join(ROOT, "tools"), ROOT]

from course.lessons import all_lessons  # noqa: E402

# The adversarial submission's one lesson folder (lessons/<id>/starter/), whichever it is.
LOOP = os.path.join(ROOT, "grader", "tests", "adversarial", "infinite_loop", "lessons")


def make_class(folder, copies, loop):
    for k in range(copies):
        for lesson in (l for l in all_lessons(ROOT) if l.exists):
            dest = os.path.join(folder, f"student{k:02d}", "lessons", lesson.id, "starter")
            os.makedirs(dest)
            for name in lesson.student_files():
                shutil.copyfile(os.path.join(lesson.solution_dir, name),
                                os.path.join(dest, name))
    if loop:
        for lesson_id in os.listdir(LOOP):
            src = os.path.join(LOOP, lesson_id, "starter")
            for name in os.listdir(src):
                shutil.copyfile(os.path.join(src, name), os.path.join(
                    folder, f"student{copies - 1:02d}", "lessons", lesson_id, "starter", name))


def grade_class(folder, jobs, checkout=ROOT):
    start = time.monotonic()
    r = subprocess.run([sys.executable, os.path.join(checkout, "course"), "grade-class", folder,
                        "--csv", folder + ".csv", "--jobs", str(jobs)],
                       capture_output=True, text=True)
    seconds = time.monotonic() - start
    if r.returncode != 0:
        sys.exit(f"grade-class failed ({r.returncode}):\n{r.stdout[-2000:]}{r.stderr[-2000:]}")
    return seconds


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--copies", type=int, default=4)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--checkout", default=ROOT, help="the course whose grader is timed")
    args = p.parse_args()
    work = tempfile.mkdtemp(prefix="hang-cost-")
    try:
        plain, loop = os.path.join(work, "plain"), os.path.join(work, "loop")
        make_class(plain, args.copies, False)
        make_class(loop, args.copies, True)
        grade_class(plain, args.jobs, args.checkout)     # warm-up: the trusted parts are built
        times = {"plain": [], "loop": []}
        for _ in range(args.repeat):             # alternating: both see the same load
            times["plain"].append(grade_class(plain, args.jobs, args.checkout))
            times["loop"].append(grade_class(loop, args.jobs, args.checkout))
        a, b = statistics.median(times["plain"]), statistics.median(times["loop"])
        print(f"{args.checkout}: grade-class --jobs {args.jobs}, {args.copies} submissions, median of "
              f"{args.repeat}: {a:.2f} s; with one of them looping in lesson 01: {b:.2f} s; "
              f"the loop costs {b - a:.2f} s")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
