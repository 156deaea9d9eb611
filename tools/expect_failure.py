#!/usr/bin/env python3
"""CTest helper: passes when a lesson's Catch2 tests FAIL on the code they were built with.

    expect_failure.py [--clean] [--patch MISTAKE.patch] TEST_PROGRAM

Used for the starter track (--clean: the tests must fail by assertion, with no crash and no
time-out, so a student sees messages, not a core dump) and for each named mistake (some test
must fail; the names of the tests that caught it are printed). With --patch, the mistake's
first failure, in the order `./course check` shows failures (core cases first, then precision),
must name the section its patch's `Section:` line gives: a student who makes the mistake is sent
to the rule it breaks.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course.catch_results import run_tests  # noqa: E402
from course.mistakes import read_patch, section  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--clean", action="store_true", help="also require no crash or time-out")
    ap.add_argument("--patch", help="the named mistake whose build this is")
    ap.add_argument("program")
    args = ap.parse_args()
    run = run_tests(os.path.abspath(args.program), cwd=os.getcwd())
    caught = [c.name for c in run.failing]
    if run.crashed:
        print(f"the test program {run.crashed}")
    if run.timed_out:
        print("the test program timed out")
    if args.clean and (run.crashed or run.timed_out):
        print("FAIL: the tests must fail cleanly, by assertion")
        return 1
    if not run.cases and not (run.crashed or run.timed_out):
        print("FAIL: the test program reported no test case")
        return 1
    if not caught and not (run.crashed or run.timed_out):
        print(f"FAIL: all {len(run.cases)} test cases passed: nothing caught this code")
        return 1
    print(f"caught: {len(caught)} of {len(run.cases)} test cases fail")
    for name in caught:
        print(f"  - {name}")
    return _first_failure_names_section(run, args.patch) if args.patch else 0


def _first_failure_names_section(run, patch):
    """0 when the first failure names the section of @p patch's `Section:` line."""
    wanted = section(read_patch(patch))
    if not wanted:
        print(f"FAIL: {os.path.basename(patch)} has no 'Section:' line naming the chapter "
              "section whose rule it breaks")
        return 1
    first = first_failure(run.cases)
    named = first.reread if first else ""
    if first is None or named != wanted:
        where = f'"{first.name}", which names "{named}"' if first else "no failing case"
        print(f'FAIL: the first failure is {where}; the mistake breaks a rule of "{wanted}"')
        return 1
    print(f'first failure: "{first.name}", which names "{wanted}"')
    return 0


def first_failure(cases):
    """The failing case `./course check` shows first: the first core one, else the first."""
    failing = [c for c in cases if not c.ok]
    core = [c for c in failing if not c.precision]
    return (core or failing or [None])[0]


if __name__ == "__main__":
    sys.exit(main())
