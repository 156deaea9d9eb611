#!/usr/bin/env python3
"""End to end, as a student sees it, in a scratch copy of the course:

1. untouched: `./course` lists every written lesson as "not started" (exit 0) and
   `./course check NN` fails (exit 1) with its messages, and a diff picture where the lesson
   draws one;
2. with every reference solution copied into starter/: `./course` lists every lesson as "done"
   and `./course check NN` passes (exit 0).
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course.lessons import ROOT, all_lessons  # noqa: E402

SKIP = shutil.ignore_patterns("build", ".git", ".course", "__pycache__", "compile_commands.json")


def course(copy, *args):
    env = dict(os.environ, COURSE_BUILD_DIR=os.path.join(copy, "build"))
    run = subprocess.run([os.path.join(copy, "course"), *args], cwd=copy, env=env,
                         capture_output=True, text=True)
    return run.returncode, run.stdout + run.stderr


def expect(condition, what, output):
    if not condition:
        print(f"FAIL: {what}\n--- output ---\n{output}")
        sys.exit(1)
    print(f"ok: {what}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "course")
        shutil.copytree(ROOT, copy, ignore=SKIP, symlinks=True)
        lessons = [l for l in all_lessons(copy) if l.exists]

        code, out = course(copy)
        expect(code == 0 and "Traceback" not in out, "./course runs on the untouched course", out)
        for lesson in lessons:
            row = next((l for l in out.splitlines() if l.strip().startswith(lesson.id)), "")
            expect(row.endswith("not started"), f"{lesson.id} is listed as not started", out)
        for lesson in lessons:
            code, out = course(copy, "check", lesson.number)
            expect(code == 1 and "FAIL" in out and "Traceback" not in out,
                   f"./course check {lesson.number} fails on the starter with messages", out)
            if any(f.endswith(".png") for f in lesson.expected_files()):
                expect("diff picture" in out or "size differs" in out,
                       f"./course check {lesson.number} points at the picture's differences", out)

        for lesson in lessons:
            for name in lesson.student_files():
                shutil.copy(os.path.join(lesson.solution_dir, name),
                            os.path.join(lesson.dir, "starter", name))
        code, out = course(copy)
        expect(code == 0, "./course runs with the references as starters", out)
        for lesson in lessons:
            row = next((l for l in out.splitlines() if l.strip().startswith(lesson.id)), "")
            expect(row.endswith("done"), f"{lesson.id} is listed as done", out)
        for lesson in lessons:
            code, out = course(copy, "check", lesson.number)
            expect(code == 0 and "is done" in out,
                   f"./course check {lesson.number} passes with the reference", out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
