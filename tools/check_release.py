#!/usr/bin/env python3
"""`check_release.py`: the student edition, end to end, in a temporary folder.

1. `./course release OUT` writes it (and refuses a non-empty OUT, exit 2);
2. it has no solutions/, no grader/, its own README.md (and README.ko.md, where its template
   is written), no solution function body anywhere (tools/course/solution_code.py), and no
   chapter or hint, English or Korean, that links to what it lacks or keeps an instructor
   passage;
3. inside it, `./course help` lists only what works there (no regen, release or instructor
   edition), `./course release` is refused (exit 2, nothing written), `./course hint 00` works,
   and `./course check 00` builds the lesson 00 starter, runs its checks and reports failures
   (exit 1, no traceback); with the file gone, the advice fits a folder without git;
4. with lesson 00 done (its reference in starter/), `./course test` passes in the copy (lesson
   00's tests, the copy's own Python tests and its docs; `-R` keeps the build to lesson 00),
   and the docs it built say what the student writes in every lesson.
"""

import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import cli, editions, release, solution_code, test_results  # noqa: E402
from course.language import LANGUAGES, every_language  # noqa: E402
from course.lessons import ROOT, all_lessons  # noqa: E402


def run(cmd, cwd, env=None):
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                          errors="replace")
    return done.returncode, done.stdout + done.stderr


def expect(condition, what, output=""):
    if not condition:
        print(f"FAIL: {what}\n--- output ---\n{output[-4000:]}")
        sys.exit(1)
    print(f"ok: {what}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "student")
        code, out = run([sys.executable, os.path.join(ROOT, "course"), "release", copy], ROOT)
        expect(code == 0 and "Traceback" not in out, "./course release writes the copy", out)
        code, out = run([sys.executable, os.path.join(ROOT, "course"), "release", copy], ROOT)
        expect(code == 2 and "not an empty folder" in out, "a non-empty OUT is refused", out)

        for gone in editions.INSTRUCTOR_FOLDERS + editions.INSTRUCTOR_FILES:
            expect(not os.path.exists(os.path.join(copy, gone)), f"the copy has no {gone}")
        theirs = [rel for rel in release.course_files(copy) if editions.instructor_only(rel)]
        expect(not theirs, "no file of the copy is the instructor's (translations included)",
               "\n".join(theirs))
        with open(os.path.join(copy, "README.md"), encoding="utf-8") as f:
            expect("student edition" in f.read(), "the copy has the student README.md")
        student_texts(copy)
        bodies, note = solution_code.solution_bodies(ROOT)
        print(note)
        leaks = solution_code.leaks(bodies, copy)
        expect(bodies and not leaks, "no solution function body in the copy",
               "\n".join(f"{rel}: {b.describe()}" for rel, b in leaks))

        env = {k: v for k, v in os.environ.items() if k not in ("COURSE_BUILD_DIR", "CI")}
        course = os.path.join(copy, "course")
        code, out = run([course, "help"], copy, env)
        expect(code == 0 and "Traceback" not in out and "check" in out and
               not any(word in out for word in (*cli.INSTRUCTOR_COMMANDS, "instructor",
                                                "--solution")),
               "./course help in the copy lists only what works there", out)
        elsewhere = os.path.join(tmp, "again")
        code, out = run([course, "release", elsewhere], copy, env)
        expect(code == 2 and "is an instructor's command" in out and
               not os.path.exists(elsewhere), "./course release is refused there, exit 2, "
               "nothing written", out)
        code, out = run([course, "hint", "00"], copy, env)
        expect(code == 0 and "Hint 1 of" in out, "./course hint 00 works in the copy", out)
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 1 and "FAIL" in out and "checks pass" in out and "Traceback" not in out,
               "./course check 00 builds the starter and reports its failures (exit 1)", out)

        mine = os.path.join(copy, "lessons", "00-check", "starter", "check.cpp")
        os.rename(mine, mine + ".away")
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 2 and "check.cpp is missing" in out and "git" not in out and
               "cp lessons/00-check/.starter/check.cpp lessons/00-check/starter/check.cpp" in out,
               "a missing file gets advice that fits a folder without git", out)
        os.rename(mine + ".away", mine)

        shutil.copy(os.path.join(ROOT, "solutions", "00-check", "check.cpp"), mine)
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 0 and "is done" in out, "lesson 00 done in the copy", out)
        code, out = run([course, "test", "-R", "^00-check/|^tools/python-unit$|^docs/student$"],
                        copy, env)
        counts = test_results.closing_counts(out)
        expect(code == 0 and counts and counts[1] == 0,
               "with lesson 00 done, ./course test passes in the copy", out)
        if shutil.which("doxygen"):       # docs/student ran: the copy's docs are built
            you_write_lines(os.path.join(copy, "build", "docs", "student", "index.html"))
        else:
            print("skipped: the copy's docs (no doxygen)")
    return 0


def student_texts(copy):
    """The copy's READMEs in every language, and its chapters and hints (chapter_problems)."""
    for language in LANGUAGES:
        if release.template(ROOT, language):
            name = release.readme_name(language)
            expect(os.path.isfile(os.path.join(copy, name)), f"the copy has its {name}")
    problems = chapter_problems(copy)
    expect(not problems, "every chapter and hint of the copy, in every language, links only "
           "to what the copy has and keeps no instructor passage", "\n".join(problems))


def chapter_problems(copy):
    """What a student chapter or hint of @p copy, English or translated, points at that the
    copy lacks (a link or a picture), and the instructor passages left in it."""
    problems = []
    for lesson in all_lessons(copy):
        for english in ("README.md", "hints.md"):
            for rel, _language in every_language(
                    copy, [f"lessons/{lesson.id}/{english}"]):
                path = os.path.join(copy, rel)
                if not os.path.isfile(path):
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                if "<!-- instructor:" in text or "<!-- end instructor -->" in text:
                    problems.append(f"{rel}: an instructor passage is left in it")
                for _bang, _text, target, _title in editions.LINK.findall(text):
                    linked = editions.link_path(rel, target)
                    if linked and not os.path.exists(os.path.join(copy, linked)):
                        problems.append(f"{rel}: links to {target}, which the copy lacks")
    return problems


def you_write_lines(index):
    """The student docs' lesson map says what the student writes for every written lesson."""
    written = [lesson for lesson in all_lessons(ROOT) if lesson.exists]
    text = ""
    if os.path.isfile(index):
        with open(index, encoding="utf-8", errors="replace") as f:
            text = f.read()
    found = text.count('<div class="lesson-write">You write: ')
    expect(written and found == len(written),
           f"the copy's docs have a 'You write' line for each of the {len(written)} lessons "
           f"({found} found in {index})")


if __name__ == "__main__":
    sys.exit(main())
