#!/usr/bin/env python3
"""CTest helper (an instructor's tool): every student-facing test case of a lesson earns its
place.

    check_cases_earned.py STARTER_TESTS [MISTAKE_TESTS ...]

A test case earns its place when the untouched starter or some named mistake fails it: a case
that passes on all of them proves nothing the others do not. The test programs are the same
tests linked against each track (cmake/Course.cmake). Cases tagged [given] test code the
student never edits (they pass on the starter by design) and are left out, as they are left
out of the student's count. Fails naming every case that nothing fails.

A program that crashes or hangs partway leaves its later cases unreported; each of those is
then run again on its own, so that one crash does not hide what the other cases do.
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course.catch_results import run_tests  # noqa: E402
from course.checks import STUDENT_CASES  # noqa: E402


def case_names(program):
    run = subprocess.run([program, "--list-test-names-only", STUDENT_CASES],
                         capture_output=True, text=True)
    return [line.strip() for line in run.stdout.splitlines() if line.strip()]


def failing_cases(program, names):
    """The names among @p names that fail on @p program (a crash or a hang is a failure)."""
    run = run_tests(program, cwd=os.getcwd(), extra_args=[STUDENT_CASES])
    seen = {c.name: c.ok for c in run.cases}
    failing = {n for n, ok in seen.items() if not ok}
    for name in names:
        if name in seen:
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write(name + "\n")
        try:
            alone = run_tests(program, cwd=os.getcwd(), extra_args=["-f", f.name])
        finally:
            os.unlink(f.name)
        if alone.crashed or alone.timed_out or any(not c.ok for c in alone.cases):
            failing.add(name)
    return failing


def main(programs):
    if not programs:
        print(__doc__)
        return 2
    missing = [p for p in programs if not os.path.isfile(p)]
    if missing:
        print("FAIL: not built: " + ", ".join(missing))
        return 1
    names = case_names(programs[0])
    if not names:
        print(f"FAIL: {programs[0]} lists no student-facing test case")
        return 1
    caught_by = {n: [] for n in names}
    for program in programs:
        track = os.path.basename(program).split("-tests-", 1)[-1]
        for name in failing_cases(program, names):
            if name in caught_by:
                caught_by[name].append(track)
    idle = [n for n, tracks in caught_by.items() if not tracks]
    for name in names:
        tracks = caught_by[name]
        print(("ok   " if tracks else "FAIL ") + name +
              (f"  (failed by {', '.join(sorted(tracks))})" if tracks else
               "  (passes on the starter and on every mistake)"))
    print(f"{len(names) - len(idle)} of {len(names)} cases fail on the starter or on one of "
          f"{len(programs) - 1} mistakes")
    if idle:
        print("FAIL: a case nothing fails proves nothing; add the named mistake it would catch, "
              "or tag the case [given] if it tests given code")
    return 1 if idle else 0


if __name__ == "__main__":
    sys.exit(main([os.path.abspath(p) for p in sys.argv[1:]]))
