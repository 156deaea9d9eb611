"""A demonstration submission and its HTML report: what the report's browser test reads and
`./course docs --screenshots` photographs (docs/screenshot-report*.png).

    python3 -m grader.demo screenshots OUT_DIR     the report's screenshots into OUT_DIR

The submission is made from the course itself, so it never drifts: the first lesson the
reference, the next four one named mistake each (solutions/NN-name/mistakes/: the first of
the catalogue, or the one a caller names), the others the course's starter, untouched.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                                "tools"))

from course.lessons import ROOT, all_lessons  # noqa: E402

STUDENT = "demo-student"
WITH_MISTAKES = 4            # lessons after the first with one named mistake each


def make_submission(dest, root, chosen=None):
    """Writes the demonstration submission into @p dest (a course layout); @p chosen maps a
    lesson id to the mistake it gets (default: the first of its catalogue)."""
    from course import mistakes
    lessons = [l for l in all_lessons(root) if l.exists]
    for k, lesson in enumerate(lessons):
        names = mistakes.names(lesson) if 1 <= k <= WITH_MISTAKES else []
        if names:
            files = mistakes.materialize(lesson, (chosen or {}).get(lesson.id, names[0]))
        elif k == 0:
            files = {}
            for name in lesson.student_files():
                with open(os.path.join(lesson.solution_dir, name), "rb") as f:
                    files[name] = f.read()
        else:
            files = lesson.pristine_files()
        starter = os.path.join(dest, "lessons", lesson.id, "starter")
        os.makedirs(starter, exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(starter, name), "wb") as f:
                f.write(data)
    return dest


def write_report(root, work, docs_url=None, results=None, chosen=None):
    """Grades the demonstration submission (made in @p work, with make_submission's @p chosen)
    into @p work/html (and its results.json into @p results, if given); returns the path of
    the student's page, or None when grading failed."""
    from . import cli, shown
    from .grades import Layout
    sub = make_submission(os.path.join(work, STUDENT), root, chosen)
    html = os.path.join(work, "html")
    if cli.grade_submission(root, sub, Layout.COURSE, results_path=results, html=html,
                            docs_url=docs_url) != 0:
        return None
    return os.path.join(html, shown.file_stem(STUDENT) + ".html")


SHOTS = ((1280, 960, "screenshot-report.png"), (400, 800, "screenshot-report-phone.png"))


def screenshots(root, out_dir, shots=SHOTS):
    """The report's screenshots for docs/ (`./course docs --screenshots`), taken in headless
    Chromium from the demonstration submission's page; returns the files written. Raises
    chromium.BrowserMissing without Chromium, RuntimeError when the submission was not
    graded."""
    import shutil
    import tempfile
    from course import docs
    from course.chromium import Browser
    from course.docs_browser import PHONE
    work = tempfile.mkdtemp(prefix="course-report-shots-")
    try:
        html = os.path.join(work, "html")
        page = write_report(root, work, os.path.relpath(docs.html_dir("student", root), html))
        if page is None:
            raise RuntimeError("the demonstration submission could not be graded")
        written = []
        with Browser() as browser:
            for width, height, name in shots:
                tab = browser.page(width, height, mobile=width < PHONE)
                tab.emulate_dark(False)
                tab.open("file://" + os.path.abspath(page))
                out = os.path.join(out_dir, name)
                tab.screenshot(out)
                tab.close()
                written.append(out)
        return written
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main(argv):
    if len(argv) != 2 or argv[0] != "screenshots":
        print("usage: python3 -m grader.demo screenshots OUT_DIR", file=sys.stderr)
        return 2
    from course.chromium import BrowserMissing
    try:
        shots = screenshots(ROOT, os.path.abspath(argv[1]))
    except (BrowserMissing, RuntimeError) as e:
        print(f"grader.demo: {e}", file=sys.stderr)
        return 1
    for shot in shots:
        print(f"course docs: {os.path.relpath(shot, ROOT)} remade (the grading report of "
              "grader/demo.py's submission)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
