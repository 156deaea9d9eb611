"""The grader's commands: `./course grade`, `./course grade-class`, `./course gradescope`.

The course command hands these to `python3 -m grader COMMAND ...` (tools/course/cli.py), so the
imports run one way: the grader uses the course's modules, the course never imports the
grader."""

import argparse
import csv
import os
import sys
import time

from course.cli import guarded, run_parsed
from course.errors import UsageError
from course.lessons import ROOT, all_lessons, find_lesson

from . import bundle, report, shown
from .grade import GraderBroken, Session


def _robust_output():
    """Printing never fails on a character the terminal cannot show."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):
            pass


def _report_step(what, fn, failures):
    """Runs one report writer; a failure is said and remembered, the other reports still go."""
    try:
        return fn()
    except Exception as e:  # noqa: BLE001  (a report must never stop the others)
        failures.append(f"{what}: {e!r}")
        print(f"course grade: the grader could not write {what}: {shown.one_line(repr(e))}",
              file=sys.stderr)
        return None


def _broken(session, e, results_paths):
    """A grader that cannot grade: says why, writes results that say so (full maximum)."""
    print("course grade: the grader cannot grade, nothing was graded:", file=sys.stderr)
    for p in e.problems:
        print(f"  {shown.clean(p)}", file=sys.stderr)
    checks = [c for cs in session.checks.values() for c in cs]
    if session.load_problems and results_paths:
        print("course grade: no results written: while a lesson's grading cannot be loaded "
              "its points are unknown, and results must never show a smaller maximum",
              file=sys.stderr)
        return 1
    for path in results_paths:
        report.write_json(path, report.broken_results(checks, e.problems))
        print(f"results written to {path} (the grader failed: score 0 of "
              f"{sum(c.points for c in checks):g})", file=sys.stderr)
    return 1


def _grader_errors(session):
    if session.grader_errors:
        print("course grade: the grader failed on some lessons, which are not graded (the "
              "reports say \"not graded: grader error\"): its own failure (a disk full, an I/O "
              "error, a bug), never the student's:", file=sys.stderr)
        for line in session.grader_errors[:20]:
            print(f"  {shown.clean(line)}", file=sys.stderr)
        return True
    return False


def _lesson_ids(text, root):
    if not text:
        return None
    ids = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        try:
            ids.append(find_lesson(part, root).id)
        except UsageError as e:
            if "not written yet" not in str(e):
                raise
            ids.append(next(l.id for l in all_lessons(root) if part in (l.id, l.number, l.name)
                            or part.zfill(2) == l.number))
    return ids


def find_layout(folder, root, quiet=False):
    """(folder, layout) of a submission: a copy of the course ("course"), a folder wrapping one
    such copy, or the student files at the top of the folder ("flat", as an upload of single
    files to Gradescope arrives)."""
    if os.path.isdir(os.path.join(folder, "lessons")):
        return folder, "course"
    inner = [d for d in sorted(os.listdir(folder)) if os.path.isdir(os.path.join(
        folder, d, "lessons")) and not os.path.islink(os.path.join(folder, d))]
    if len(inner) == 1:
        if not quiet:
            print(f"the submission's files are in {shown.name(inner[0])}/: grading that folder")
        return os.path.join(folder, inner[0]), "course"
    names = {n for l in all_lessons(root) if l.exists for n in l.student_files()}
    if names & set(os.listdir(folder)):
        if not quiet:
            print("the submission holds the student files at its top: taking them from there")
        return folder, "flat"
    inner = [d for d in sorted(os.listdir(folder)) if os.path.isdir(os.path.join(folder, d))
             and not os.path.islink(os.path.join(folder, d))]
    if len(inner) == 1 and names & set(os.listdir(os.path.join(folder, inner[0]))):
        if not quiet:
            print(f"the submission's files are in {shown.name(inner[0])}/: taking them from there")
        return os.path.join(folder, inner[0]), "flat"
    if any(os.path.isfile(os.path.join(folder, f)) for f in os.listdir(folder)):
        # Files, none of them the course's: an upload of single files with other names. Each
        # lesson then says which file it expected and what the upload holds.
        return folder, "flat"
    return folder, "course"


def _docs(args, root, html_dir, lessons):
    """Where the report links the lesson pages: --docs-url, or the student docs of this
    checkout's build (./course docs), relative to the report, when they are built."""
    url = getattr(args, "docs_url", None)
    if not url and html_dir:
        from course import docs
        folder = docs.html_dir("student", root)
        if os.path.isdir(folder):
            url = os.path.relpath(folder, html_dir)
    return report.Docs(url, lessons)


def _session(args, root, html_dir, log):
    return Session(root, _lesson_ids(args.lessons, root), feedback=not args.no_feedback,
                   html_dir=html_dir, log=log)


def grade(args, root=ROOT):
    _robust_output()
    if args.reference and args.submission:
        raise UsageError("--reference and --submission exclude each other")
    folder = os.path.abspath(args.submission or root)
    if not os.path.isdir(folder):
        raise UsageError(f"no such submission folder: {shown.one_line(args.submission)}")
    layout = "reference" if args.reference else "course"
    if not args.reference:
        folder, layout = find_layout(folder, root)
    if args.reference and not os.path.isdir(os.path.join(root, "solutions")):
        raise UsageError("this copy of the course has no solutions/ to grade")
    html_dir = os.path.abspath(args.html) if args.html else None
    log = lambda m: print(m, file=sys.stderr)  # noqa: E731
    failures = []
    with _session(args, root, html_dir, log) as session:
        try:
            session.prepare()
        except GraderBroken as e:
            return _broken(session, e, [args.results] if args.results else [])
        who = "the reference solutions/" if args.reference else shown.one_line(folder, 300)
        print(f"grading {who} (only the student files are taken from it)", flush=True)
        name = "reference" if args.reference else os.path.basename(folder.rstrip("/")) or "student"
        g = session.grade_many([(name, folder, layout)],
                               jobs=args.jobs or os.cpu_count() or 1)[0]
        if args.results:      # first: the file Gradescope reads
            _report_step(args.results, lambda: report.write_results(
                args.results, g, session.skipped_lessons), failures)
            print(f"results written to {args.results}")
        for lid in session.skipped_lessons:
            print(f"lesson {lid}: not written yet in this course, skipped")
        _report_step("the terminal report", lambda: report.terminal(g), failures)
        if html_dir:
            def html():
                docs = _docs(args, root, html_dir, session.lessons)
                page = _report_step(f"the page of {shown.name(g.student)}", lambda:
                                    report.html_student(g, html_dir, session.draw, docs),
                                    failures) \
                    or report.html_failed_page(g, html_dir, failures[-1])
                report.html_index([g], [l.id for l in session.lessons], html_dir, [page])
                print(f"report written to {os.path.join(html_dir, 'index.html')}")
            _report_step("the HTML report", html, failures)
        broken = _grader_errors(session)
        short = _not_full(g) if getattr(args, "expect_full", False) else []
        if short:
            print(f"course grade: {who} does not get full marks ({_pts(g.score)} of "
                  f"{_pts(g.max_score)}), which --expect-full requires:", file=sys.stderr)
            for line in short[:12]:
                print(f"  {shown.clean(line)}", file=sys.stderr)
    return 1 if failures or broken or short else 0


def _pts(x):
    return f"{x:g}"


def _not_full(g):
    """What keeps @p g from full marks, in lines ([] when it has them): a check failed, a
    lesson not graded, a Catch2 test (feedback) failing or not run."""
    lines = []
    for lg in g.lessons:
        if lg.status != "ok":
            lines.append(f"{lg.lesson_id}: {lg.status}" + (f": {lg.problems[0]}" if lg.problems
                                                           else ""))
        lines += [f"{lg.lesson_id}: {c.check.title}: {c.message}" for c in lg.checks if not c.ok
                  and lg.status == "ok"]
        if lg.feedback is not None:
            lines += [f"{lg.lesson_id}: Catch2 test failed: {t.name}" for t in lg.feedback
                      if not t.ok]
            if lg.feedback_note:
                lines.append(f"{lg.lesson_id}: {lg.feedback_note}")
    if g.score < g.max_score and not lines:
        lines.append("points lost")
    return lines


def grade_class(args, root=ROOT):
    _robust_output()
    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        raise UsageError(f"no such folder: {shown.one_line(args.folder)}")
    students = sorted(d for d in os.listdir(folder)
                      if os.path.isdir(os.path.join(folder, d)) and not d.startswith("."))
    if not students:
        raise UsageError(f"{shown.one_line(args.folder)} holds no submission folders "
                         "(one per student)")
    html_dir = os.path.abspath(args.html) if args.html else None
    log = lambda m: print(m, file=sys.stderr)  # noqa: E731
    failures = []
    results_dir = os.path.abspath(args.results_dir) if args.results_dir else None
    with _session(args, root, html_dir, log) as session:
        try:
            session.prepare()
        except GraderBroken as e:
            paths = [os.path.join(results_dir, f"{shown.file_stem(s)}.json") for s in students] \
                if results_dir else []
            return _broken(session, e, paths)
        ids = [l.id for l in session.lessons]
        start = time.monotonic()
        done = [0]
        os.makedirs(os.path.dirname(os.path.abspath(args.csv)) or ".", exist_ok=True)
        rows = {}

        def finished(g):
            done[0] += 1
            rows[g.student] = report.csv_row(g, ids)
            if results_dir:
                _report_step(f"the results of {shown.name(g.student)}", lambda: report.write_results(
                    os.path.join(results_dir, f"{shown.file_stem(g.student)}.json"), g,
                    session.skipped_lessons), failures)
            elapsed = time.monotonic() - start
            left = elapsed / done[0] * (len(students) - done[0])
            sys.stderr.write(f"\rgraded {done[0]}/{len(students)} submissions, "
                             f"{elapsed:.0f} s so far, about {left:.0f} s left   ")
            sys.stderr.flush()

        subs = [(s,) + find_layout(os.path.join(folder, s), root, quiet=True) for s in students]
        grades = session.grade_many(subs, jobs=args.jobs, on_done=finished)
        sys.stderr.write("\n")

        def gradebook():
            with open(args.csv, "w", newline="", encoding="utf-8",
                      errors="backslashreplace") as f:
                w = csv.writer(f)
                w.writerow(report.csv_header(ids))
                for s in students:
                    w.writerow(rows[s])
        _report_step(f"the gradebook {args.csv}", gradebook, failures)
        print(f"{len(students)} submissions graded in {time.monotonic() - start:.1f} s; "
              f"gradebook written to {args.csv}")
        for g in grades:
            print(shown.clean(f"  {shown.name(g.student):<24} {report.score_text(g)} / "
                              f"{g.max_score:g}  {g.status}"))
        if html_dir:
            pages = []
            docs = _docs(args, root, html_dir, session.lessons)
            for g in grades:     # one student's page failing never stops another's
                pages.append(_report_step(f"the page of {shown.name(g.student)}", lambda g=g:
                                          report.html_student(g, html_dir, session.draw, docs),
                                          failures)
                             or report.html_failed_page(g, html_dir, failures[-1]))
            _report_step("the HTML index", lambda: report.html_index(grades, ids, html_dir,
                                                                      pages), failures)
            print(f"report written to {os.path.join(html_dir, 'index.html')}")
        broken = _grader_errors(session)
    return 1 if failures or broken else 0


def gradescope(args, root=ROOT):
    """Writes the bundle, once the reference it holds has been graded here and got full marks
    (the same self-check as the bundle's setup.sh): a bundle whose reference is broken would
    grade every student against it."""
    import argparse
    from . import bundle
    out = os.path.abspath(args.out)
    folder = os.path.dirname(out)
    if os.path.isdir(out):
        raise UsageError(f"--out {shown.one_line(args.out)} is a folder: name the zip to write "
                         "(e.g. autograder.zip)")
    if not os.path.isdir(folder):
        raise UsageError(f"--out {shown.one_line(args.out)}: the folder {shown.one_line(folder)} "
                         "does not exist (make it first; the command makes no folders, so a "
                         "mistyped path writes nothing)")
    if not os.path.isdir(os.path.join(root, "solutions")):
        raise UsageError("this copy of the course has no solutions/: the bundle needs them")
    only = os.environ.get("COURSE_GRADE_LESSONS") or None
    print("course gradescope: grading the reference first (it must get full marks)" +
          (f"; only lessons {only} (COURSE_GRADE_LESSONS)" if only else ""), flush=True)
    check = argparse.Namespace(reference=True, submission=None, lessons=only, results=None,
                               html=None, jobs=0, no_feedback=False, expect_full=True)
    if grade(check, root) != 0:
        print("course gradescope: no bundle written: the reference of this checkout does not "
              "get full marks (see above)", file=sys.stderr)
        return 1
    path = bundle.write(root, out)
    print(f"Gradescope bundle written to {path}")
    return 0


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(f"{message}\n\n{self.format_usage().strip()}")


def make_parser():
    parser = _Parser(prog="course")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")
    p = sub.add_parser("grade")
    p.add_argument("--submission", metavar="DIR",
                   help="a student's copy of the course (default: this checkout)")
    p.add_argument("--reference", action="store_true", help="grade solutions/ as a submission")
    p.add_argument("--lessons", metavar="LIST", help="only these lessons, e.g. 03,05")
    p.add_argument("--results", metavar="FILE", help="write Gradescope's results.json here")
    p.add_argument("--html", metavar="DIR", help="write a static HTML report into DIR")
    p.add_argument("--docs-url", metavar="URL",
                   help="where the HTML report links the lesson pages (the student docs; "
                        "default: this checkout's build/docs/student, when built)")
    p.add_argument("--jobs", type=int, default=0, help="lessons graded at once (default: cores)")
    p.add_argument("--no-feedback", action="store_true",
                   help="do not run the lessons' Catch2 tests (they carry no points)")
    p.add_argument("--expect-full", action="store_true",
                   help="exit 1 unless the grade is full marks and every Catch2 test passes "
                        "(the self-check of setup.sh and ./course gradescope, on --reference)")
    p.set_defaults(run=grade)

    p = sub.add_parser("grade-class")
    p.add_argument("folder", metavar="DIR", help="one sub-folder per student")
    p.add_argument("--csv", required=True, metavar="FILE", help="the gradebook to write")
    p.add_argument("--jobs", type=int, default=2, help="lessons graded at once (default 2)")
    p.add_argument("--lessons", metavar="LIST", help="only these lessons, e.g. 03,05")
    p.add_argument("--html", metavar="DIR", help="write a static HTML report into DIR")
    p.add_argument("--docs-url", metavar="URL",
                   help="where the HTML report links the lesson pages (the student docs; "
                        "default: this checkout's build/docs/student, when built)")
    p.add_argument("--results-dir", metavar="DIR",
                   help="also write each student's results.json (Gradescope's format) here")
    p.add_argument("--no-feedback", action="store_true",
                   help="do not run the lessons' Catch2 tests (they carry no points)")
    p.set_defaults(run=grade_class)

    p = sub.add_parser("gradescope")
    p.add_argument("--out", required=True, metavar="FILE", help="e.g. autograder.zip")
    p.set_defaults(run=gradescope)
    return parser


def main(argv=None):
    """`python3 -m grader COMMAND ...`: what `./course COMMAND ...` runs for these commands."""
    argv = sys.argv[1:] if argv is None else argv
    return guarded(lambda: run_parsed(make_parser(), argv))
