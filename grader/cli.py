"""The grader's commands: `./course grade`, `./course grade-class`, `./course gradescope`, and
`python3 -m grader render` (the reports of saved grade files, made again without grading).

The course command hands these to `python3 -m grader COMMAND ...` (tools/course/cli.py), so the
imports run one way: the grader uses the course's modules, the course never imports the
grader."""

import os
import sys
import time

from course import editions
from course.cli import guarded, run_parsed
from course.errors import UsageError
from course.lessons import ROOT, all_lessons, find_lesson

from . import arguments, bundle, regrade, shown
from .layouts import find_layout
from .grades import Layout, Status
from .plan import GraderBroken
from .reporters import (MESSAGES, NOT_GRADED, gradebook, grade_file, html_report, points,
                        score_text, terminal)
from .reporters import gradescope as results
from .session import Session

_ = MESSAGES.gettext


def _robust_output():
    """Printing never fails on a character the terminal cannot show."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass


def _log(message):
    print(message, file=sys.stderr)


def _report_step(what, fn, failures):
    """Runs one reporter; a failure is said and remembered, the other reports still go."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001  (a report must never stop the others)
        failures.append(f"{what}: {e!r}")
        print(_("course grade: the grader could not write {what}: {error}").format(
            what=what, error=shown.one_line(repr(e))), file=sys.stderr)
        return None


def _broken(e, results_paths):
    """A grader that cannot grade: says why, writes results that say so (full maximum)."""
    print(_("course grade: the grader cannot grade, nothing was graded:"), file=sys.stderr)
    for p in e.problems:
        print(f"  {shown.clean(p)}", file=sys.stderr)
    if not e.points_known and results_paths:
        print(_("course grade: no results written: while a lesson's grading cannot be loaded "
                "its points are unknown, and results must never show a smaller maximum"),
              file=sys.stderr)
        return 1
    for path in results_paths:
        results.write_json(path, results.broken_results(e.checks, e.problems))
        print(_("results written to {path} (the grader failed: score 0 of {points})").format(
            path=path, points=points(sum(c.points for c in e.checks))), file=sys.stderr)
    return 1


def _grader_errors(session):
    if session.grader_errors:
        print(_("course grade: the grader failed on some lessons, which are not graded (the "
                "reports say \"{not_graded}\"): its own failure (a disk full, an I/O error, a "
                "bug), never the student's:").format(not_graded=_(NOT_GRADED)),
              file=sys.stderr)
        for line in session.grader_errors[:20]:
            print(f"  {shown.clean(line)}", file=sys.stderr)
        return True
    return False


def _lesson_ids(text, root):
    """The lesson ids of --lessons (by the course's one rule, course.lessons.find_lesson); a
    lesson not written yet is kept, and skipped with a note."""
    if not text:
        return None
    return [find_lesson(part, root, written_only=False).id for part in text.split(",")
            if part.strip()]


def _docs(url, root, html_dir, lesson_ids):
    """Where the report links the lesson pages: --docs-url only. Without it the reread hints
    name the section, unlinked: the report is read by students on their own machines, where
    a link into this checkout's build would lead nowhere."""
    return html_report.Docs(url, [l for l in all_lessons(root) if l.id in lesson_ids])


def _html(grades, lesson_ids, html_dir, docs, failures):
    """The HTML report of @p grades: one student's page failing never stops another's."""
    pages = [_report_step(_("the page of {student}").format(student=shown.name(g.student)),
                          lambda g=g: html_report.html_student(g, html_dir, docs), failures)
             or html_report.html_failed_page(g, html_dir, failures[-1]) for g in grades]
    _report_step(_("the HTML index"), lambda: html_report.html_index(grades, lesson_ids, html_dir,
                                                                  pages), failures)
    print(_("report written to {path}").format(path=os.path.join(html_dir, "index.html")))


def _not_full(g):
    """What keeps @p g from full marks, in lines ([] when it has them): a check failed, a
    lesson not graded, a Catch2 test (feedback) failing or not run."""
    lines = []
    for lg in g.lessons:
        if lg.status is not Status.OK:
            lines.append(f"{lg.lesson_id}: {lg.status.value}" +
                         (f": {lg.problems[0]}" if lg.problems else ""))
        lines += [f"{lg.lesson_id}: {c.check.title}: {c.message}" for c in lg.checks if not c.ok
                  and lg.status is Status.OK]
        if lg.feedback is not None:
            lines += [f"{lg.lesson_id}: Catch2 test failed: {t.name}" for t in lg.feedback
                      if not t.ok]
            if lg.feedback_note:
                lines.append(f"{lg.lesson_id}: {lg.feedback_note}")
    if g.score < g.max_score and not lines:
        lines.append("points lost")
    return lines


def grade(args, root=ROOT):
    if args.reference and args.submission:
        raise UsageError(_("--reference and --submission exclude each other"))
    folder = os.path.abspath(args.submission or root)
    if not os.path.isdir(folder):
        raise UsageError(_("no such submission folder: {folder}").format(
            folder=shown.one_line(args.submission)))
    if args.reference and not editions.has_solutions(root):
        raise UsageError(_("this copy of the course has no solutions/ to grade"))
    _robust_output()
    layout = Layout.REFERENCE
    if not args.reference:
        folder, layout = find_layout(folder, root)
    return grade_submission(root, folder, layout, lessons=args.lessons, results_path=args.results,
                            html=args.html, docs_url=args.docs_url, jobs=args.jobs,
                            feedback=not args.no_feedback, expect_full=args.expect_full,
                            saved=args.grade_file, hidden_visibility=args.hidden_visibility)


def grade_submission(root, folder, layout, lessons=None, results_path=None, html=None,
                     docs_url=None, jobs=0, feedback=True, expect_full=False, saved=None,
                     hidden_visibility="visible"):
    """Grades one submission and writes its reports (@p saved: the grade file); the exit
    status (0: all went well)."""
    html_dir = os.path.abspath(html) if html else None
    failures = []
    with Session(root, _lesson_ids(lessons, root), feedback, bool(html_dir), _log) as session:
        try:
            session.prepare()
        except GraderBroken as e:
            return _broken(e, [results_path] if results_path else [])
        reference = layout is Layout.REFERENCE
        who = _("the reference solutions/") if reference else shown.one_line(folder, 300)
        print(_("grading {who} (only the student files are taken from it)").format(who=who),
              flush=True)
        name = "reference" if reference else os.path.basename(folder.rstrip("/")) or "student"
        g = session.grade_many([(name, folder, layout)], jobs=jobs or os.cpu_count() or 1)[0]
        skipped = session.plan.skipped
        if results_path:      # first: the file Gradescope reads
            _report_step(results_path, lambda: results.write_results(
                results_path, g, skipped, hidden_visibility), failures)
            print(_("results written to {path}").format(path=results_path))
        if saved:
            stamped = regrade.digests(root, [l.lesson for l in session.plan.lessons])
            _report_step(saved, lambda: grade_file.write(saved, regrade.stamp(g, stamped)),
                         failures)
        for lid in skipped:
            print(_("lesson {lesson}: not written yet in this course, skipped").format(
                lesson=lid))
        _report_step(_("the terminal report"), lambda: terminal.terminal(g), failures)
        ids = [l.id for l in session.plan.lessons]
        if html_dir:
            _report_step(_("the HTML report"), lambda: _html(
                [g], ids, html_dir, _docs(docs_url, root, html_dir, ids), failures), failures)
        broken = _grader_errors(session)
    short = _not_full(g) if expect_full else []
    if short:
        print(_("course grade: {who} does not get full marks ({score} of {max}), which "
                "--expect-full requires:").format(who=who, score=points(g.score),
                                                   max=points(g.max_score)), file=sys.stderr)
        for line in short[:12]:
            print(f"  {shown.clean(line)}", file=sys.stderr)
    return 1 if failures or broken or short else 0


def _students(args):
    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        raise UsageError(_("no such folder: {folder}").format(folder=shown.one_line(args.folder)))
    students = sorted(d for d in os.listdir(folder)
                      if os.path.isdir(os.path.join(folder, d)) and not d.startswith("."))
    if not students:
        raise UsageError(_("{folder} holds no submission folders (one per student)").format(
            folder=shown.one_line(args.folder)))
    return folder, students


BAR_WIDTH = 30


class _Progress:
    """Each finished submission: its own files written (results, grade file), and the count:
    on a terminal a progress bar on one line, otherwise a line per submission."""

    def __init__(self, total, results_dir, grades_dir, skipped, failures,
                 hidden_visibility="visible", stream=None, complete=None, digests=None):
        self.total, self.done, self.start = total, 0, time.monotonic()
        # A regrade's (--into): the student's whole grade from the lessons just graded.
        self.complete = complete or (lambda g: g)
        self.digests = digests or {}          # lesson id -> regrade.grading_digest
        self.results_dir, self.grades_dir = results_dir, grades_dir
        self.skipped, self.failures = skipped, failures
        self.hidden_visibility = hidden_visibility
        self.stream = stream or sys.stderr
        self.bar = self.stream.isatty()

    def __call__(self, g):
        self.done += 1
        regrade.stamp(g, self.digests)
        g = self.complete(g)
        stem = shown.file_stem(g.student)
        if self.results_dir:
            path = os.path.join(self.results_dir, f"{stem}.json")
            _report_step(_("the results of {student}").format(student=shown.name(g.student)),
                         lambda: results.write_results(path, g, self.skipped,
                                                       self.hidden_visibility), self.failures)
        if self.grades_dir:
            path = regrade.grade_path(self.grades_dir, g.student)
            _report_step(_("the grade file of {student}").format(student=shown.name(g.student)),
                         lambda: grade_file.write(path, g), self.failures)
        self.stream.write(self.line(g))
        self.stream.flush()

    def line(self, g):
        elapsed = time.monotonic() - self.start
        left = elapsed / self.done * (self.total - self.done)
        count = _("graded {done}/{total} submissions, {elapsed} s so far, about {left} s "
                  "left").format(done=self.done, total=self.total, elapsed=f"{elapsed:.0f}",
                                 left=f"{left:.0f}")
        if self.bar:
            filled = round(BAR_WIDTH * self.done / self.total)
            return f"\r[{'#' * filled}{'-' * (BAR_WIDTH - filled)}] {count}   "
        return shown.clean(f"{count}: {shown.name(g.student)} {score_text(g, _)} / "
                           f"{points(g.max_score)}") + "\n"

    def end(self):
        if self.bar:
            self.stream.write("\n")


def grade_class(args, root=ROOT):
    folder, students = _students(args)
    _robust_output()
    html_dir = os.path.abspath(args.html) if args.html else None
    results_dir = os.path.abspath(args.results_dir) if args.results_dir else None
    lesson_ids = _lesson_ids(args.lessons, root)
    saved, grades_dir = None, args.grades_dir
    if args.into:          # a regrade: the saved grades checked before anything is graded
        if args.grades_dir:
            raise UsageError(_("--into and --grades-dir exclude each other: --into writes "
                               "the merged grades back into its folder"))
        try:
            saved = regrade.read_saved(os.path.abspath(args.into), students, lesson_ids, root)
        except regrade.Refused as e:
            raise UsageError(str(e)) from None
        for student, lesson_id in regrade.kept_grader_errors(saved, lesson_ids)[:20]:
            print(_("note: the grader failed on {lesson} of {student} in the saved grades, "
                    "which keep it so: add it to --lessons to grade it").format(
                        lesson=lesson_id, student=shown.name(student)), file=sys.stderr)
        if lesson_ids is None:
            lesson_ids = regrade.lesson_set(saved)
        grades_dir = args.into
    failures = []
    with Session(root, lesson_ids, not args.no_feedback, bool(html_dir), _log) as session:
        try:
            session.prepare()
        except GraderBroken as e:
            return _broken(e, [os.path.join(results_dir, f"{shown.file_stem(s)}.json")
                               for s in students] if results_dir else [])
        ids = [l.id for l in session.plan.lessons]

        def complete(g):
            return regrade.merge(saved[g.student], g) if saved else g
        if saved:
            ids = regrade.lesson_set(saved)
            print(_("regrading {lessons} of {count} submissions into the grades saved in "
                    "{folder}; their other lessons ({kept}) are kept as saved").format(
                        lessons=", ".join(l.id for l in session.plan.lessons),
                        count=len(students), folder=shown.one_line(args.into),
                        kept=", ".join(i for i in ids if i not in lesson_ids) or "-"),
                  flush=True)
        os.makedirs(os.path.dirname(os.path.abspath(args.csv)) or ".", exist_ok=True)
        progress = _Progress(len(students), results_dir, grades_dir, session.plan.skipped,
                             failures, args.hidden_visibility, complete=complete,
                             digests=regrade.digests(root, [l.lesson for l in
                                                            session.plan.lessons]))
        subs = [(s,) + find_layout(os.path.join(folder, s), root, quiet=True) for s in students]
        grades = [complete(g) for g in session.grade_many(subs, jobs=args.jobs,
                                                           on_done=progress)]
        progress.end()
        _report_step(_("the gradebook {path}").format(path=args.csv),
                     lambda: gradebook.write(args.csv, grades, ids), failures)
        print(_("{count} submissions graded in {seconds} s; gradebook written to {path}").format(
            count=len(students), seconds=f"{time.monotonic() - progress.start:.1f}",
            path=args.csv))
        terminal.class_summary(grades)
        if html_dir:
            _html(grades, ids, html_dir, _docs(args.docs_url, root, html_dir, ids), failures)
        broken = _grader_errors(session)
    return 1 if failures or broken else 0


def render(args, root=ROOT):
    """The reports of saved grade files (grade --grade-file, grade-class --grades-dir), made
    again without grading: the terminal's, and the HTML, gradebook and results asked for."""
    _robust_output()
    try:
        grades = [grade_file.read(p) for p in args.files]
    except grade_file.Unreadable as e:
        raise UsageError(shown.one_line(str(e))) from None
    ids = list(dict.fromkeys(lg.lesson_id for g in grades for lg in g.lessons))
    failures = []
    for g in grades:
        _report_step(_("the terminal report"), lambda g=g: terminal.terminal(g), failures)
    if args.csv:
        _report_step(_("the gradebook {path}").format(path=args.csv),
                     lambda: gradebook.write(args.csv, grades, ids),
                     failures)
    if args.results:
        if len(grades) != 1:
            raise UsageError("--results writes one submission's results.json: name one file")
        _report_step(args.results, lambda: results.write_results(
            args.results, grades[0], hidden_visibility=args.hidden_visibility), failures)
    if args.html:
        html_dir = os.path.abspath(args.html)
        _html(grades, ids, html_dir, _docs(args.docs_url, root, html_dir, ids), failures)
    return 1 if failures else 0


def gradescope(args, root=ROOT):
    """Writes the bundle, once the reference it holds has been graded here and got full marks
    (the same self-check as the bundle's setup.sh): a bundle whose reference is broken would
    grade every student against it."""
    out = os.path.abspath(args.out)
    folder = os.path.dirname(out)
    if os.path.isdir(out):
        raise UsageError(_("--out {out} is a folder: name the zip to write (e.g. "
                           "autograder.zip)").format(out=shown.one_line(args.out)))
    if not os.path.isdir(folder):
        raise UsageError(_("--out {out}: the folder {folder} does not exist (make it first; the "
                           "command makes no folders, so a mistyped path writes nothing)").format(
            out=shown.one_line(args.out), folder=shown.one_line(folder)))
    if not editions.has_solutions(root):
        raise UsageError(_("this copy of the course has no solutions/: the bundle needs them"))
    # Only written lessons: a bundle's maximum is every point of the lessons it grades.
    ids = [find_lesson(part, root).id for part in (args.lessons or "").split(",")
           if part.strip()] or None
    bundle.check_tree(root)         # before minutes of grading: a bundle is made of a commit
    print(_("course gradescope: grading the reference first (it must get full marks)") +
          (_("; only lessons {lessons}").format(lessons=", ".join(ids)) if ids else ""),
          flush=True)
    _robust_output()
    if grade_submission(root, root, Layout.REFERENCE, lessons=",".join(ids or []) or None,
                        expect_full=True) != 0:
        print(_("course gradescope: no bundle written: the reference of this checkout does not "
                "get full marks (see above)"), file=sys.stderr)
        return 1
    path = bundle.write(root, out, ids, args.hidden_visibility)
    print(_("Gradescope bundle written to {path}: lessons {lessons}, out of {points}; the "
            "hidden checks' visibility: {visibility}").format(
        path=path, lessons=", ".join(ids) if ids else _("all"),
        points=points(bundle.max_score(root, ids)), visibility=args.hidden_visibility))
    return 0


def main(argv=None):
    """`python3 -m grader COMMAND ...`: what `./course COMMAND ...` runs for these commands."""
    argv = sys.argv[1:] if argv is None else argv
    commands = {"grade": grade, "grade-class": grade_class, "render": render,
                "gradescope": gradescope}
    return guarded(lambda: run_parsed(arguments.make_parser(commands), argv))
