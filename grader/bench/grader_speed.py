#!/usr/bin/env python3
"""How fast the grader is, next to the compiler alone (a script, not a test: it prints figures).

    COURSE_BUILD_DIR=/tmp/b python3 grader/bench/grader_speed.py [--copies 20] [--jobs 2] [--repeat 3]
        [--baseline CHECKOUT --baseline-build DIR]

Grades COPIES copies of the reference with `./course grade-class --jobs JOBS`, then compiles
the same student files with g++ alone (the exact flags the grader uses, JOBS at a time), and
prints the wall time per submission of each and their ratio, and the CPU time (user and system,
of every process each started: what the machine's load moves less than the wall time). Each measurement is repeated and
the median kept; they alternate, so all see the same load on a shared machine. The trusted
parts are built first (a warm-up grade), as they are once per class. With --baseline, another
checkout's grader (an earlier commit, built in its own DIR) is timed in the same rounds, so a
change is measured against the same compiler runs.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [os.path.join(ROOT, "tools"), ROOT]

from course.lessons import all_lessons  # noqa: E402
from grader import trusted  # noqa: E402


def make_class(folder, lessons, copies):
    for k in range(copies):
        for l in lessons:
            dest = os.path.join(folder, f"student{k:03d}", "lessons", l.id, "starter")
            os.makedirs(dest)
            for name in l.student_files():
                shutil.copyfile(os.path.join(l.solution_dir, name), os.path.join(dest, name))


class Timer:
    """The wall time and the CPU time of the children waited for while it is open:
    .seconds is (wall, cpu)."""

    def __enter__(self):
        self.start = time.monotonic(), _children_cpu()
        return self

    def __exit__(self, *exc):
        self.seconds = (time.monotonic() - self.start[0], _children_cpu() - self.start[1])


def _children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def grade_class(folder, jobs, feedback, checkout=ROOT, build=None):
    cmd = [sys.executable, os.path.join(checkout, "course"), "grade-class", folder, "--csv",
           os.path.join(folder + ".csv"), "--jobs", str(jobs)]
    if not feedback:
        cmd.append("--no-feedback")
    env = dict(os.environ, **({"COURSE_BUILD_DIR": build} if build else {}))
    with Timer() as t:
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(f"grade-class failed:\n{r.stdout}{r.stderr}")
    return t.seconds


def compile_only(folder, lessons, builds, jobs):
    tasks = []
    for student in sorted(os.listdir(folder)):
        for l in lessons:
            for name in l.student_files():
                src = os.path.join(folder, student, "lessons", l.id, "starter", name)
                tasks.append((builds[l.id].compile[name], src))
    out_dir = tempfile.mkdtemp(prefix="bench-obj-")

    def one(i_task):
        i, (argv, src) = i_task
        obj = os.path.join(out_dir, f"{i}.o")
        full = [a.replace("@SRC@", src).replace("@OBJ@", obj) for a in argv]
        subprocess.run(full, check=True, capture_output=True)

    with Timer() as t:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(one, enumerate(tasks)))
    shutil.rmtree(out_dir, ignore_errors=True)
    return t.seconds


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--copies", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--baseline", metavar="CHECKOUT", help="another checkout's grader to time")
    ap.add_argument("--baseline-build", metavar="DIR", help="its build folder")
    args = ap.parse_args()
    lessons = [l for l in all_lessons(ROOT) if l.exists and os.path.isdir(l.solution_dir)]
    graders = [("grade-class", ROOT, None)]
    if args.baseline:
        graders.append(("baseline grade-class", os.path.abspath(args.baseline),
                        args.baseline_build))
    work = tempfile.mkdtemp(prefix="bench-grader-")
    try:
        folder = os.path.join(work, "class")
        make_class(folder, lessons, args.copies)
        warm = os.path.join(work, "warm")
        make_class(warm, lessons, 1)
        for _, checkout, build in graders:       # builds the trusted parts once
            grade_class(warm, args.jobs, True, checkout, build)
        builds, problems = trusted.lesson_builds(ROOT, lessons)
        if problems:
            sys.exit(f"the build does not know some lessons: {problems}")
        gcc = []
        times = {(name, fb): [] for name, _, _ in graders for fb in (True, False)}
        for _ in range(args.repeat):
            gcc.append(compile_only(folder, lessons, builds, args.jobs))
            for name, checkout, build in graders:
                for fb in (True, False):
                    times[(name, fb)].append(grade_class(folder, args.jobs, fb, checkout, build))
        n = args.copies
        g = [statistics.median(run[k] for run in gcc) / n for k in (0, 1)]
        files = sum(len(l.student_files()) for l in lessons)
        print(f"{n} submissions x {len(lessons)} lessons ({files} student files each), "
              f"{args.jobs} jobs, median of {args.repeat} runs; wall time, then CPU time")
        print(f"  g++ alone, same flags:                  {g[0]:6.3f} s per submission"
              f"        CPU {g[1]:6.3f} s")
        for (name, fb), t in times.items():
            x = [statistics.median(run[k] for run in t) / n for k in (0, 1)]
            label = name + ("" if fb else " --no-feedback")
            print(f"  {label + ':':<40}{x[0]:6.3f} s per submission  ({x[0] / g[0]:.2f}x g++)"
                  f"  CPU {x[1]:6.3f} s ({x[1] / g[1]:.2f}x)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
