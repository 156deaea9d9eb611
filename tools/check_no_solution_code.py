#!/usr/bin/env python3
"""`check_no_solution_code.py FOLDER...`: fails when any function body of solutions/ (the
reference or a named mistake) appears in one of the folders (a student edition: its HTML docs
or a release copy). How bodies are found and compared: tools/course/solution_code.py.

`check_no_solution_code.py --expect-found FOLDER` is the control that proves the search can
fail: it passes only when every lesson's reference shows up in FOLDER (the instructor docs).
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import solution_code  # noqa: E402
from course.lessons import LESSON_ID, ROOT  # noqa: E402


def expect_found(folder, bodies):
    found = {body.path.split("/")[1] for _rel, body in solution_code.leaks(bodies, folder)
             if "/mistakes/" not in body.path}
    # solutions/common/ (shared tools of the benchmarks) is no lesson's reference: its bodies
    # are searched for in a student edition all the same, but need not be in these docs.
    wanted = {body.path.split("/")[1] for body in bodies if "/mistakes/" not in body.path
              and LESSON_ID.match(body.path.split("/")[1])}
    for lesson in sorted(wanted - found):
        print(f"FAIL: no reference body of {lesson} found in {folder}")
    print(f"references found in {folder}: {len(found)} of {len(wanted)} lessons")
    return 0 if wanted and found == wanted else 1


def main(folders):
    if folders[:1] == ["--expect-found"] and len(folders) == 2:
        bodies, note = solution_code.solution_bodies(ROOT)
        print(note)
        return expect_found(folders[1], bodies)
    if not folders:
        print("usage: check_no_solution_code.py FOLDER...", file=sys.stderr)
        return 2
    bodies, note = solution_code.solution_bodies(ROOT)
    print(note)
    if not bodies:
        print("FAIL: no solution bodies found: the search would prove nothing")
        return 1
    failed = False
    for folder in folders:
        if not os.path.isdir(folder) or not os.listdir(folder):
            print(f"FAIL: {folder} is missing or empty")
            failed = True
            continue
        found = solution_code.leaks(bodies, folder)
        for rel, body in found:
            print(f"FAIL: {os.path.join(folder, rel)} contains the body of {body.describe()}")
        failed = failed or bool(found)
        if not found:
            print(f"ok: no solution code in {folder}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
