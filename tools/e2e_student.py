#!/usr/bin/env python3
"""End to end, as a new student goes (an instructor's tool: it takes the references from
solutions/), in a fresh copy of the course: the files a clone has, each starter as the course
ships it, and a build folder of its own.

1. The README's two commands, in that order, with a test-only library (FCL) hidden from CMake
   at the first configure, as if it were installed only after `./course`:
   `./course` says which lesson it is building and how long it took, lists every lesson as
   not started and configures without FCL (the test missing/fcl is there); `./course test` configures again, finds FCL and runs its check.
2. `./course check NN` fails on every untouched starter, with messages and a diff picture.
3. Three lessons done by hand, through the mistakes students make (and lesson 01's file with a
   comment line of 120 characters, which the course's style rules leave alone): lesson 00 with its lines in
   the wrong order (sent to "Drawing order"), then right; lesson 01 with a function renamed (a
   link error that names it), its file replaced by a folder, an endless loop with a printf (stopped
   within seconds, the case named, what it printed shown, the driver not run), a crash (the
   count stays the lesson's), then right; lesson 06 with a named mistake, then right.
4. `./course` lists those three as done and the others as not started, and `./course test`
   passes again, ending with its count of passes, failures and skips.

The two `./course test` runs choose the tests a student's work or a late package could change
(STUDENT_FACING: every starter and [given] check, the tools' unit tests, the missing/ notes and
FCL's check), and `./course test` then builds only what those run: the whole suite in a fresh
copy takes about ten minutes on two cores. That the rest of the suite does not read the
student's files is checked here too: after the three lessons, the course's own build has
nothing to rebuild, and no CTest test runs a program built from starter/.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import editions, mistakes  # noqa: E402
from course.catch_results import CASE_LIMIT, list_cases  # noqa: E402
from course.lessons import ROOT, all_lessons  # noqa: E402
from course.release import course_files  # noqa: E402
from course.test_results import closing_counts  # noqa: E402

HIDDEN = "fcl"                  # the test-only library the first configure does not see
HIDDEN_CHECK = "07-obb/solution/fcl"
STUDENT_FACING = r"/starter/|/given/|^missing/|^tools/python-unit$|^07-obb/solution/fcl$"
DONE_BY_HAND = ("00-check", "01-aabb", "06-ray")


def course(copy, *args, env=None):
    env = dict(env or os.environ, COURSE_BUILD_DIR=os.path.join(copy, "build"))
    env.pop("CI", None)          # a student's machine, not CI
    run = subprocess.run([os.path.join(copy, "course"), *args], cwd=copy, env=env,
                         capture_output=True, text=True, errors="replace")
    return run.returncode, run.stdout + run.stderr


def status_of(out, lesson_id):
    """The status cell of @p lesson_id's row in ./course's table (lesson, title, status,
    precision: cells apart by two spaces or more)."""
    row = next((l for l in out.splitlines() if l.strip().startswith(lesson_id)), "")
    cells = re.split(r"\s{2,}", row.strip())
    return cells[2] if len(cells) > 2 else ""


def expect(condition, what, output):
    if not condition:
        print(f"FAIL: {what}\n--- output ---\n{output[-6000:]}")
        sys.exit(1)
    print(f"ok: {what}", flush=True)


def fresh_copy(dest):
    """What a clone of this checkout holds, each starter as the course ships it."""
    for rel in course_files(ROOT):
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), target)
    for lesson in all_lessons(dest):
        for name, data in lesson.pristine_files().items():
            write(os.path.join(lesson.dir, "starter", name), data)


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode("utf-8"))


def reference(lesson):
    with open(os.path.join(ROOT, editions.SOLUTIONS, lesson.id, f"{lesson.name}.cpp"),
              encoding="utf-8") as f:
        return f.read()


def ctest_names(copy):
    run = subprocess.run(["ctest", "--test-dir", os.path.join(copy, "build"),
                          "--show-only=json-v1"], capture_output=True, text=True)
    return json.loads(run.stdout)["tests"] if run.returncode == 0 else []


def cmake_reads_toolchain_from_env():
    run = subprocess.run(["cmake", "--version"], capture_output=True, text=True)
    m = re.search(r"version (\d+)\.(\d+)", run.stdout)
    return bool(m) and (int(m.group(1)), int(m.group(2))) >= (3, 21)


def total_checks(copy, lesson):
    exe = os.path.join(copy, "build", "lessons", lesson.id, lesson.target("tests", "pristine"))
    if not os.path.isfile(exe):
        subprocess.run(["cmake", "--build", os.path.join(copy, "build"), "--target",
                        lesson.target("tests", "pristine")], capture_output=True)
    # The core checks: ./course check counts them ("core: k of n checks pass") and a lesson is
    # done when they pass; the precision ones are counted on a line of their own.
    return len(list_cases(exe, "~[given]~[precision]")) + len(lesson.expected_files())


def readme_commands(copy, hide):
    """./course, then ./course test, with HIDDEN missing at the first configure."""
    env = dict(os.environ)
    if cmake_reads_toolchain_from_env():
        env["CMAKE_TOOLCHAIN_FILE"] = hide       # read by CMake for a new build folder only
    else:
        subprocess.run(["cmake", "-S", copy, "-B", os.path.join(copy, "build"),
                        f"-DCMAKE_TOOLCHAIN_FILE={hide}"], capture_output=True)
    code, out = course(copy, env=env)
    expect(code == 0 and "Traceback" not in out, "./course runs on the fresh copy", out)
    lessons = all_lessons(copy)
    for index, lesson in enumerate(lessons, 1):
        expect(status_of(out, lesson.id) == "not started",
               f"{lesson.id} is listed as not started", out)
        expect(re.search(rf"^course: building lesson {re.escape(lesson.id)} "
                         rf"\({index} of {len(lessons)}, \d+ s so far\)$", out, re.MULTILINE),
               f"the first ./course says when it builds lesson {lesson.id}", out)
    expect(re.search(rf"^course: built {len(lessons)} lessons in \d+ s$", out, re.MULTILINE),
           "the first ./course says how long the lessons took to build", out)
    names = [t["name"] for t in ctest_names(copy)]
    expect(f"missing/{HIDDEN}" in names and HIDDEN_CHECK not in names,
           f"the first configure did not see {HIDDEN}: missing/{HIDDEN} stands for its check",
           "\n".join(names))

    write(hide, f"# {HIDDEN} is installed now\n")
    code, out = course(copy, "test", "-R", STUDENT_FACING)
    counts = closing_counts(out)
    expect(code == 0 and counts and counts[1] == 0,
           "./course test passes and ends with its passes, failures and skips", out)
    expect(re.search(rf"{re.escape(HIDDEN_CHECK)} \.+\s+Passed", out) and
           f"missing/{HIDDEN}" not in out,
           f"./course test configured again and ran {HIDDEN_CHECK}, installed since", out)


def every_starter_fails(copy):
    for lesson in all_lessons(copy):
        code, out = course(copy, "check", lesson.number)
        expect(code == 1 and "FAIL" in out and "Traceback" not in out and
               f"of {total_checks(copy, lesson)} checks pass" in out,
               f"./course check {lesson.number} fails on the starter, counting all checks", out)
        if any(f.endswith(".png") for f in lesson.expected_files()):
            expect("diff picture" in out or "size differs" in out,
                   f"./course check {lesson.number} points at the picture's differences", out)


def lesson_00(copy, lesson):
    wrong = mistakes.materialize(next(l for l in all_lessons(ROOT) if l.id == lesson.id),
                                 "lines_in_wrong_order")
    for name, data in wrong.items():
        write(os.path.join(lesson.dir, "starter", name), data)
    code, out = course(copy, "check", "00")
    expect(code == 1 and 'reread "Drawing order"' in out and "Bresenham" not in out,
           "lines drawn in the wrong order send the student to Drawing order only", out)
    write(os.path.join(lesson.dir, "starter", "check.cpp"), reference(lesson))
    code, out = course(copy, "check", "00")
    expect(code == 0 and "is done" in out, "lesson 00 done by hand", out)


def lesson_01(copy, lesson):
    mine = os.path.join(lesson.dir, "starter", "aabb.cpp")
    right = reference(lesson)
    total = total_checks(copy, lesson)

    write(mine, right.replace("Vec2 penetration(", "Vec2 penetrate("))
    code, out = course(copy, "check", "01")
    expect(code == 1 and "compiles, but the lesson's programs do not link" in out and
           "the lesson needs collide::penetration(collide::Aabb const&, collide::Aabb const&)"
           in out and "does not compile" not in out and f"0 of {total} checks pass" in out,
           "a renamed function is a link error that names it, and the count stays the lesson's",
           out)

    os.rename(mine, mine + ".mine")
    os.makedirs(mine)
    code, out = course(copy, "check", "01")
    expect(code == 2 and "aabb.cpp is a folder, not a file" in out and "Traceback" not in out,
           "a folder in place of the file is called a folder (exit 2)", out)
    os.rmdir(mine)
    os.rename(mine + ".mine", mine)

    looping = right.replace('#include "aabb.hpp"', '#include "aabb.hpp"\n\n#include <cstdio>', 1)
    looping = looping.replace(
        "bool overlap(const Aabb& a, const Aabb& b) {",
        "bool overlap(const Aabb& a, const Aabb& b) {\n"
        "    if (b.minx == b.maxx && b.miny == b.maxy) {\n"
        '        std::printf("a point box: %g %g\\n", b.minx, b.miny);\n'
        "        for (volatile long i = 0;; ++i) {}\n"
        "    }", 1)
    write(mine, looping)
    start = time.monotonic()
    code, out = course(copy, "check", "01")
    took = time.monotonic() - start
    expect(code == 1 and 'the tests were stopped in "' in out and
           "your code printed:\n        | a point box: 1 1" in out and
           "the driver was stopped" in out and f"of {total} checks pass" in out and
           "gdb -ex run --args" in out and took < CASE_LIMIT + 15,
           f"an endless loop is stopped in {took:.1f} s, naming its case and what it printed, "
           "without running the driver", out)

    crashing = right.replace(
        "Vec2 penetration(const Aabb& a, const Aabb& b) {",
        "Vec2 penetration(const Aabb& a, const Aabb& b) {\n"
        "    if (a.maxx == 4 && a.maxy == 4) *static_cast<volatile int*>(nullptr) = 1;", 1)
    write(mine, crashing)
    code, out = course(copy, "check", "01")
    expect(code == 1 and "the tests crashed with SIGSEGV in" in out and
           f"of {total} checks pass" in out and "did not run after that" in out,
           "a crash names its case and the count stays the lesson's", out)

    # The student's own style: a line of 120 characters is theirs to write (./course test,
    # at the end, must still pass: the course's style rules read only its own files).
    own_line = "// my own note, 120 characters long: " + "-" * 83
    write(mine, right + "\n" + own_line + "\n")
    code, out = course(copy, "check", "01")
    expect(code == 0 and "is done" in out, "lesson 01 done by hand", out)


def lesson_06(copy, lesson):
    source = next(l for l in all_lessons(ROOT) if l.id == lesson.id)
    name = source.mistakes()[0]
    for file_name, data in mistakes.materialize(source, name).items():
        write(os.path.join(lesson.dir, "starter", file_name), data)
    code, out = course(copy, "check", "06")
    expect(code == 1 and "reread" in out and f"of {total_checks(copy, lesson)} checks pass" in out,
           f"lesson 06 with the mistake {name} fails with a section to reread", out)
    write(os.path.join(lesson.dir, "starter", "ray.cpp"), reference(lesson))
    code, out = course(copy, "check", "06")
    expect(code == 0 and "is done" in out, "lesson 06 done by hand", out)


def course_build_ignores_the_students_files(copy):
    run = subprocess.run(["cmake", "--build", os.path.join(copy, "build"), "--", "-n"],
                         capture_output=True, text=True)
    stale = [l for l in run.stdout.splitlines() if "/starter/" in l or "-starter" in l]
    expect(run.returncode == 0 and not stale,
           "the course's own build has nothing of the student's to rebuild", run.stdout)
    users = [t["name"] for t in ctest_names(copy)
             if any(re.search(r"-(tests|driver)-starter$|/starter/[^/]+\.cpp$", a)
                    for a in t.get("command", []))]
    expect(not users, "no CTest test runs a program built from the student's starter/",
           "\n".join(users))


# --- the live figures of the student's docs: the student's own code, as it is now ----------------
FIGURED = "01-aabb"                        # the lesson whose figure runs the student's file
FLIP = ("return {dx, dy};", "return {-dx, dy};")   # a wrong penetration that compiles


def figure_blocks(page):
    """{lesson id: (state, the block's HTML)} of the live figures of a built page."""
    with open(page, encoding="utf-8") as f:
        text = f.read()
    out = {}
    for m in re.finditer(r'<div class="live-figure"([^>]*)>', text):
        attrs = dict(re.findall(r'([\w-]+)="([^"]*)"', m.group(1)))
        end = text.find('<div class="live-figure"', m.end())
        out[attrs.get("data-figure", "")] = (attrs.get("data-figure-state", ""),
                                             text[m.start():end if end > 0 else len(text)])
    return out


def figure_lines(copy, lesson, page, browser):
    """The figure of @p lesson on @p page: (the first answer line the page shows, the native
    probe's first answer line): the page's from Chromium when there is one, else None."""
    from course import docs_browser_figures as shown, figures
    folder = os.path.join(copy, "build", "docs", editions.STUDENT)
    probe = shown.edition_probes(folder, editions.STUDENT, copy).get(lesson.id)
    native = None
    if probe and os.path.isfile(probe):
        answers, _exact = figures.answer_lines(
            figures.run_probe(probe, "draw", figures.run_probe(probe, "start").strip()))
        native = answers[0] if answers else ""
    if browser is None:
        return None, native
    from course.docs_browser import _url
    tab = browser.page(1280, 900)
    tab.open(_url(page))
    index = tab.evaluate("[...document.querySelectorAll('.live-figure')]"
                         f".findIndex(b => b.dataset.figure == {json.dumps(lesson.id)})")
    seen = tab.evaluate(shown.READY % {"box": shown._BOX % index, "wait": 10000})
    tab.close()
    return (seen["answers"][0] if seen.get("came") and seen["answers"] else None), native


def students_docs(copy, browser, what):
    """./course docs in the copy (its only edition, the student's), and, with Chromium, every
    figure of it read as docs_browser_figures reads them (the untouched ones say not started)."""
    from course import docs_browser
    from course import docs_browser_figures as shown
    code, out = course(copy, "docs", "--edition", editions.STUDENT)
    expect(code == 0 and "Traceback" not in out, f"./course docs builds the student's docs {what}",
           out)
    if browser is not None:
        problems = shown.check_figures(browser, copy, os.path.join(copy, "build", "docs",
                                                                   editions.STUDENT),
                                       editions.STUDENT, docs_browser.WIDTHS)
        expect(not problems, f"in Chromium, every figure of the student's docs {what} runs the "
               "student's code as the native probe does, or says why it does not",
               "\n".join(problems))


def students_figures(copy, lessons):
    """The student's docs' live figures run the student's own code: lesson 01 with the
    reference's file shows the expected line, with a flipped sign the native probe's other
    answer; a lesson that does not compile says so with the command to run; an untouched one
    says it is not started."""
    from course import figures
    from course.chromium import Browser, BrowserMissing
    if not shutil.which("doxygen"):
        print("skipped: the student's figures (no doxygen: no docs)")
        return
    figured = {l.id: l for l in figures.lessons_with_figures(copy)}
    if FIGURED not in figured:
        print(f"skipped: the student's figures ({FIGURED} has no figure)")
        return
    if not shutil.which(figures.COMPILER):
        print(f"skipped: the student's figures (no {figures.COMPILER})")
        return
    lesson = lessons[FIGURED]
    mine = os.path.join(lesson.dir, "starter", f"{lesson.name}.cpp")
    right = reference(lesson)
    write(mine, right)
    # another lesson with a figure, not done, that does not compile (lesson 02's, where it
    # has one); without one, lesson 01 itself is broken last
    others = [l for l in figured.values() if l.id != FIGURED and l.id not in DONE_BY_HAND]
    broken = next((l for l in others if l.number == "02"), others[0] if others else None)
    if broken is not None:
        name = sorted(broken.pristine_files())[0]
        write(os.path.join(broken.dir, "starter", name), "this is not C++;\n")
    page = os.path.join(copy, "build", "docs", editions.STUDENT, "lesson_01.html")
    expected = set()
    for name in lesson.expected_files():
        if name.endswith(".txt"):
            with open(os.path.join(lesson.dir, "expected", name), encoding="utf-8") as f:
                expected.update(f.read().split("\n"))
    try:
        browser = Browser().__enter__()
    except BrowserMissing as e:
        print(f"note: no Chromium ({e}): the built pages' figures are read from their HTML and "
              "the native probe")
        browser = None
    try:
        students_docs(copy, browser, "with lesson 01 done")
        blocks = figure_blocks(page)
        expect(blocks.get(FIGURED, ("",))[0] == "ready",
               "lesson 01's figure is ready in the student's docs", str(blocks))
        for other in figured.values():
            other_page = os.path.join(copy, "build", "docs", editions.STUDENT,
                                      f"lesson_{other.number}.html")
            state, block = figure_blocks(other_page).get(other.id, ("", ""))
            if other is broken:
                expect(state == "does-not-compile" and
                       f"<code>./course check {other.number}</code>" in block,
                       f"lesson {other.number}'s figure says it does not compile, with "
                       f"./course check {other.number}", block)
            elif other.id != FIGURED:
                want = "ready" if other.started() else "not-started"
                expect(state == want, f"lesson {other.number}'s figure is {want}", block)
        shown, native = figure_lines(copy, lesson, page, browser)
        expect(native in expected and (browser is None or shown == native),
               "lesson 01's figure runs the student's file: its first answer line is the "
               f"expected line ({shown if browser else 'the native probe: ' + str(native)!r})",
               f"page: {shown!r}\nprobe: {native!r}")

        expect(FLIP[0] in right, f"the reference of lesson 01 has {FLIP[0]!r} to flip", right)
        write(mine, right.replace(FLIP[0], FLIP[1], 1))
        students_docs(copy, browser, "with a flipped sign in lesson 01")
        flipped_shown, flipped_native = figure_lines(copy, lesson, page, browser)
        expect(flipped_native not in expected and flipped_native != native and
               (browser is None or flipped_shown == flipped_native),
               "with a flipped sign, lesson 01's figure answers what the student's file "
               f"answers, not the expected line ({flipped_shown or flipped_native!r})",
               f"page: {flipped_shown!r}\nprobe: {flipped_native!r}\nbefore: {native!r}")
        manifest = os.path.join(copy, "build", "docs", editions.STUDENT, "figures",
                                "sources.json")
        with open(manifest, encoding="utf-8") as f:
            sources = {s["path"]: s["sha256"] for s in json.load(f).get(FIGURED, [])}
        expect(sources.get(f"lessons/{FIGURED}/starter/{lesson.name}.cpp") ==
               figures.file_sha256(mine) and not any(p.startswith("solutions/") for p in sources),
               "the figure's manifest names the student's file as it is now, no reference",
               json.dumps(sources, indent=1))

        if broken is None:
            write(mine, "this is not C++;\n")
            students_docs(copy, browser, "with lesson 01 broken")
            state, block = figure_blocks(page).get(FIGURED, ("", ""))
            expect(state == "does-not-compile" and "<code>./course check 01</code>" in block,
                   "lesson 01's figure says it does not compile, with ./course check 01", block)
    finally:
        if browser is not None:
            browser.__exit__(None, None, None)


def main():
    start = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "course")
        fresh_copy(copy)
        hide = os.path.join(tmp, "hide.cmake")
        write(hide, f"set(CMAKE_DISABLE_FIND_PACKAGE_{HIDDEN} TRUE)\n")

        readme_commands(copy, hide)
        every_starter_fails(copy)
        lessons = {l.id: l for l in all_lessons(copy)}
        lesson_00(copy, lessons["00-check"])
        lesson_01(copy, lessons["01-aabb"])
        lesson_06(copy, lessons["06-ray"])

        code, out = course(copy)
        for lesson in lessons.values():
            word = "done" if lesson.id in DONE_BY_HAND else "not started"
            expect(status_of(out, lesson.id) == word, f"{lesson.id} is listed as {word}", out)
        course_build_ignores_the_students_files(copy)
        code, out = course(copy, "test", "-R", STUDENT_FACING)
        counts = closing_counts(out)
        expect(code == 0 and counts and counts[1] == 0 and
               "your work in " + ", ".join(DONE_BY_HAND) + " differs" in out,
               "with three lessons done, ./course test passes and reports its skips", out)
        print("\n".join(out.splitlines()[-12:]))
        students_figures(copy, lessons)
    print(f"the student's path took {time.monotonic() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
