"""The grader's commands: `./course grade`, `./course grade-class`, `./course gradescope`
(wired into the course command by tools/course/commands/grade.py)."""

import csv
import os
import sys
import time

from course.errors import UsageError
from course.lessons import ROOT, all_lessons, find_lesson

from . import report


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
            print(f"the submission's files are in {inner[0]}/: grading that folder")
        return os.path.join(folder, inner[0]), "course"
    names = {n for l in all_lessons(root) if l.exists for n in l.student_files()}
    if names & set(os.listdir(folder)):
        if not quiet:
            print("the submission holds the student files at its top: taking them from there")
        return folder, "flat"
    return folder, "course"


def _session(args, root, html_dir, log):
    from .grade import Session
    return Session(root, _lesson_ids(args.lessons, root), feedback=not args.no_feedback,
                   html_dir=html_dir, log=log)


def grade(args, root=ROOT):
    if args.reference and args.submission:
        raise UsageError("--reference and --submission exclude each other")
    folder = os.path.abspath(args.submission or (root if not args.reference else root))
    if not os.path.isdir(folder):
        raise UsageError(f"no such submission folder: {args.submission}")
    layout = "reference" if args.reference else "course"
    if not args.reference:
        folder, layout = find_layout(folder, root)
    if args.reference and not os.path.isdir(os.path.join(root, "solutions")):
        raise UsageError("this copy of the course has no solutions/ to grade")
    html_dir = os.path.abspath(args.html) if args.html else None
    log = lambda m: print(m, file=sys.stderr)  # noqa: E731
    with _session(args, root, html_dir, log) as session:
        session.prepare()
        who = "the reference solutions/" if args.reference else folder
        print(f"grading {who} (only the student files are taken from it)", flush=True)
        name = "reference" if args.reference else os.path.basename(folder.rstrip("/")) or "student"
        g = session.grade_many([(name, folder, layout)],
                               jobs=args.jobs or os.cpu_count() or 1)[0]
        for lid in session.skipped_lessons:
            print(f"lesson {lid}: not written yet in this course, skipped")
        report.terminal(g)
        if args.results:
            report.write_results(args.results, g, session.skipped_lessons)
            print(f"results written to {args.results}")
        if html_dir:
            page = report.html_student(g, html_dir, session.sketch)
            report.html_index([g], [l.id for l in session.lessons], html_dir, [page])
            print(f"report written to {os.path.join(html_dir, 'index.html')}")
    return 0


def grade_class(args, root=ROOT):
    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        raise UsageError(f"no such folder: {args.folder}")
    students = sorted(d for d in os.listdir(folder)
                      if os.path.isdir(os.path.join(folder, d)) and not d.startswith("."))
    if not students:
        raise UsageError(f"{args.folder} holds no submission folders (one per student)")
    html_dir = os.path.abspath(args.html) if args.html else None
    log = lambda m: print(m, file=sys.stderr)  # noqa: E731
    with _session(args, root, html_dir, log) as session:
        session.prepare()
        ids = [l.id for l in session.lessons]
        start = time.monotonic()
        done = [0]
        os.makedirs(os.path.dirname(os.path.abspath(args.csv)) or ".", exist_ok=True)
        rows = {}
        results_dir = os.path.abspath(args.results_dir) if args.results_dir else None

        def finished(g):
            done[0] += 1
            rows[g.student] = report.csv_row(g, ids)
            if results_dir:
                report.write_results(os.path.join(results_dir, f"{g.student}.json"), g,
                                     session.skipped_lessons)
            elapsed = time.monotonic() - start
            left = elapsed / done[0] * (len(students) - done[0])
            sys.stderr.write(f"\rgraded {done[0]}/{len(students)} submissions, "
                             f"{elapsed:.0f} s so far, about {left:.0f} s left   ")
            sys.stderr.flush()

        subs = [(s,) + find_layout(os.path.join(folder, s), root, quiet=True) for s in students]
        grades = session.grade_many(subs, jobs=args.jobs, on_done=finished)
        sys.stderr.write("\n")
        with open(args.csv, "w", newline="", encoding="utf-8") as f:
            w = csv.writer(f)
            w.writerow(report.csv_header(ids))
            for s in students:
                w.writerow(rows[s])
        print(f"{len(students)} submissions graded in {time.monotonic() - start:.1f} s; "
              f"gradebook written to {args.csv}")
        for g in grades:
            print(f"  {g.student:<24} {g.score:g} / {g.max_score:g}  {g.status}")
        if html_dir:
            pages = [report.html_student(g, html_dir, session.sketch) for g in grades]
            report.html_index(grades, ids, html_dir, pages)
            print(f"report written to {os.path.join(html_dir, 'index.html')}")
    return 0


def gradescope(args, root=ROOT):
    from . import bundle
    path = bundle.write(root, os.path.abspath(args.out))
    print(f"Gradescope bundle written to {path}")
    return 0
