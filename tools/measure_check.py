#!/usr/bin/env python3
"""How long the student's loop takes: `./course check NN` after a save, against the bare
compile, link and run of the same lesson, and what an endless loop costs a check.

    measure_check.py [--lesson 01] [--rounds 15] [--hang]

The check: the student's file is touched (its content stays), then `./course check NN` runs to
the end (build, tests, driver, comparisons, report), started as a student starts it (by its
own first line, not by this script's Python). The bare loop: the file is touched, then ninja (or make) builds the same two programs, the test program runs and the driver writes its
outputs; nothing is read or compared. Both are timed as wall-clock medians over the rounds, in
this checkout and its build (configured and built already), after one warm-up round each, and
by the CPU time of their processes (which other work on the machine changes less).

With --hang, a scratch copy of the course gets the lesson's reference with an endless loop in
its first function, and `./course check NN` is timed there (the copy builds the lesson first,
which is not timed). Figures vary with the machine's load: say what else was running.
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import build  # noqa: E402
from course.lessons import ROOT, find_lesson  # noqa: E402
from course.release import course_files  # noqa: E402


def touch(path):
    st = os.stat(path)
    os.utime(path, ns=(st.st_atime_ns, time.time_ns()))


def children_cpu():
    t = os.times()
    return t.children_user + t.children_system


def timed(*cmds, **kwargs):
    """(wall-clock seconds, CPU seconds of the processes) of running @p cmds one by one: the
    CPU time is what other work on the machine changes least."""
    start, cpu = time.perf_counter(), children_cpu()
    for cmd in cmds:
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)
    return time.perf_counter() - start, children_cpu() - cpu


def bare_round(lesson, bdir, out):
    """Build the lesson's two programs with the generator itself, run them; nothing else."""
    targets = [lesson.target("tests"), lesson.target("driver")]
    if os.path.isfile(os.path.join(bdir, "build.ninja")):
        make = ["ninja", "-C", bdir, *targets]
    else:
        make = ["make", "-C", bdir, *targets]
    exe = os.path.join(bdir, "lessons", lesson.id)
    return timed(make, [os.path.join(exe, targets[0])], [os.path.join(exe, targets[1]), out],
                 cwd=os.path.join(exe, "work"))


def loop_figures(lesson, rounds):
    """The medians of (wall, CPU) seconds: the check's and the bare loop's."""
    bdir = build.build_dir(lesson.root)
    mine = os.path.join(lesson.dir, "starter", lesson.student_files()[0])
    check, bare = [], []
    with tempfile.TemporaryDirectory() as out:
        for i in range(rounds + 1):
            touch(mine)
            t = timed([os.path.join(lesson.root, "course"), "check", lesson.number])
            touch(mine)
            b = bare_round(lesson, bdir, out)
            if i:                       # the first round warms the caches up
                check.append(t)
                bare.append(b)
    median = lambda xs, k: statistics.median(x[k] for x in xs)  # noqa: E731
    return (median(check, 0), median(check, 1)), (median(bare, 0), median(bare, 1))


def hang_figure(lesson):
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "course")
        for rel in course_files(ROOT):
            dest = os.path.join(copy, rel)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, rel), dest)
        name = lesson.student_files()[0]
        with open(os.path.join(lesson.solution_dir, name), encoding="utf-8") as f:
            text = f.read()
        # An endless loop at the top of the first function definition of the file.
        head, brace, rest = text.partition(") {\n")
        looping = head + brace + "    for (volatile long i = 0;; ++i) {}\n" + rest
        mine = os.path.join(copy, "lessons", lesson.id, "starter", name)
        env = dict(os.environ, COURSE_BUILD_DIR=os.path.join(copy, "build"))
        course = [sys.executable, os.path.join(copy, "course"), "check", lesson.number]
        subprocess.run(course, env=env, capture_output=True)          # builds; not timed
        with open(mine, "w", encoding="utf-8") as f:
            f.write(looping)
        subprocess.run(["cmake", "--build", env["COURSE_BUILD_DIR"], "--target",
                        lesson.target("tests"), lesson.target("driver")], capture_output=True)
        start = time.perf_counter()
        run = subprocess.run(course, env=env, capture_output=True, text=True)
        took = time.perf_counter() - start
        stopped = [l for l in run.stdout.splitlines() if "stopped" in l][:1]
        return took, stopped


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lesson", default="01")
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--hang", action="store_true", help="also time a check that hangs")
    args = ap.parse_args()
    lesson = find_lesson(args.lesson)
    check, bare = loop_figures(lesson, args.rounds)
    print(f"lesson {lesson.id}, median of {args.rounds} rounds: ./course check {check[0]:.3f} s, "
          f"bare compile + link + run {bare[0]:.3f} s, ratio {check[0] / bare[0]:.2f}x; "
          f"CPU time {check[1]:.3f} s against {bare[1]:.3f} s, {check[1] / bare[1]:.2f}x")
    if args.hang:
        took, stopped = hang_figure(lesson)
        print(f"an endless loop: ./course check {lesson.number} took {took:.1f} s")
        for line in stopped:
            print(f"  {line.strip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
