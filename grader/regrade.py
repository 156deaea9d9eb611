"""Regrading some lessons of a class into its saved grades (`./course grade-class DIR --lessons
01 --into GRADES`): the saved grades of every student (the grade files `--grades-dir GRADES`
wrote) are read and checked first, only the lessons asked for are graded, and each student's
grade is the saved one with those lessons replaced. Every report is then made from the merged
grades, as if the whole class had been graded.

A saved grade is kept only where it is still the grade this course would give: every student
of the class folder has one and no other student does, they all hold the same lessons, the
lessons asked for are among them, and each lesson kept was graded against the course files it
would be graded against now (its checks as declared today, and the same digest of the files
its grade depends on, grading_digest()). Anything else is refused, saying what differs and what
to run instead, before anything is graded (Refused)."""

import hashlib
import os

from course.lessons import all_lessons

from . import gradings, shown
from .grades import Grade, tier_of
from .reporters import MESSAGES
from .reporters import grade_file

_ = MESSAGES.gettext

GRADE_SUFFIX = ".grade.json"
# What in a lesson's own folders makes no difference to its grade: the chapters and hints,
# the student's starter (the grader takes the student's files from the submission), the
# named mistakes (they are never graded), caches.
_NOT_GRADED_FROM = {"starter", "mistakes", "__pycache__"}


class Refused(Exception):
    """The saved grades cannot be merged into: why, and what to do, in words."""


def grade_path(folder, student):
    """Where --grades-dir saves @p student's grade (and --into reads it)."""
    return os.path.join(folder, f"{shown.file_stem(student)}{GRADE_SUFFIX}")


def _graded_from(folder):
    """The files under @p folder a grade depends on, as sorted relative paths."""
    found = []
    for dirpath, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d not in _NOT_GRADED_FROM)
        for f in sorted(files):
            if f.endswith((".md", ".pyc")):
                continue
            found.append(os.path.relpath(os.path.join(dirpath, f), folder))
    return found


def grading_digest(lesson, root):
    """A digest of every course file @p lesson's grade depends on: its instructor half
    (reference, grading.py, hidden.py), the instructor files all lessons share
    (solutions/common/), and its student half but the chapters and the starter (the lesson's
    headers, driver, tests, expected outputs and the pristine starter that says "not started").
    The same digest: the same course, as far as this lesson's grade goes."""
    h = hashlib.sha256()
    common = os.path.join(root, "solutions", "common")
    for folder in (lesson.solution_dir, common, lesson.dir):
        for rel in _graded_from(folder):
            h.update(f"{os.path.relpath(os.path.join(folder, rel), root)}\0".encode())
            with open(os.path.join(folder, rel), "rb") as f:
                h.update(hashlib.sha256(f.read()).digest())
    return h.hexdigest()


def digests(root, lessons):
    """{lesson id: grading_digest} of @p lessons (course.lessons.Lesson)."""
    return {l.id: grading_digest(l, root) for l in lessons}


def stamp(grade, lesson_digests):
    """Writes in each lesson of @p grade the digest of the course files it was graded against."""
    for lg in grade.lessons:
        lg.grading_digest = lesson_digests.get(lg.lesson_id, "")
    return grade


def _declared(check):
    return (check.title, float(check.points), check.kind.value, bool(check.hidden),
            check.file or "", tier_of(check).value)


def read_saved(folder, students, regraded, root):
    """{student: saved Grade} of every student of the class, checked against the course as it
    is now (see the module's docstring); raises Refused saying what does not fit. @p regraded:
    the lesson ids to grade again (None: every lesson the saved grades hold)."""
    if not os.path.isdir(folder):
        raise Refused(_("--into {folder}: no such folder (it is the --grades-dir of an earlier "
                        "grade-class of the whole class)").format(folder=shown.one_line(folder)))
    saved, problems = {}, []
    for s in students:
        path = grade_path(folder, s)
        if not os.path.isfile(path):
            problems.append(_("{student} has no saved grade ({file})").format(
                student=shown.name(s), file=os.path.basename(path)))
            continue
        try:
            g = grade_file.read(path)
        except grade_file.Unreadable as e:
            problems.append(_("{file} cannot be read as a grade file: {why}").format(
                file=os.path.basename(path), why=shown.one_line(str(e))))
            continue
        if g.student != s:
            problems.append(_("{file} is the grade of {other}, not of {student}").format(
                file=os.path.basename(path), other=shown.name(g.student), student=shown.name(s)))
            continue
        saved[s] = g
    known = {os.path.basename(grade_path(folder, s)) for s in students}
    strangers = sorted(f for f in os.listdir(folder)
                       if f.endswith(GRADE_SUFFIX) and f not in known)
    if strangers:
        problems.append(_("the saved grades hold students who are not in the class folder: "
                          "{files}").format(files=", ".join(shown.name(f) for f in strangers[:5])))
    if problems:
        raise Refused(_refusal(problems))
    _check_lessons(saved, regraded, root)
    return saved


def _refusal(problems):
    return (_("the saved grades cannot be regraded into, nothing was graded:") + "\n" +
            "\n".join(f"  {p}" for p in problems[:12]) + "\n" +
            _("grade the whole class again instead (grade-class without --into, with "
              "--grades-dir to save its grades)"))


def lesson_set(saved):
    """The lesson ids every saved grade holds (in their order); Refused when they differ."""
    sets = {}
    for s, g in saved.items():
        sets.setdefault(tuple(lg.lesson_id for lg in g.lessons), []).append(s)
    if len(sets) > 1:
        raise Refused(_refusal([_("the saved grades are not of the same lessons: {sets}").format(
            sets="; ".join(f"{', '.join(ids) or '-'} ({shown.name(who[0])}"
                           f"{'...' if len(who) > 1 else ''})" for ids, who in sets.items()))]))
    return list(next(iter(sets), ()))


def _check_lessons(saved, regraded, root):
    ids = lesson_set(saved)
    problems = []
    if regraded is not None:
        outside = [i for i in regraded if i not in ids]
        if outside:
            problems.append(_("the saved grades are of lessons {saved}: {asked} is not among "
                              "them").format(saved=", ".join(ids), asked=", ".join(outside)))
    kept = [i for i in ids if regraded is None or i not in regraded]
    loaded, load_problems = gradings.load_all(root, ids)
    lessons = {l.id: l for l in all_lessons(root) if l.exists}
    now = digests(root, [lessons[i] for i in kept if i in lessons])
    changed = []
    for i in kept:
        if i not in loaded:
            problems.append(load_problems.get(i) or _(
                "lesson {lesson} is not a graded lesson of this course").format(lesson=i))
            continue
        declared = [_declared(c) for c in loaded[i].checks]
        for s, g in saved.items():
            lg = next(lg for lg in g.lessons if lg.lesson_id == i)
            if [_declared(c.check) for c in lg.checks] != declared or \
                    lg.grading_digest != now[i]:
                changed.append((i, s))
                break
    if changed:
        problems.append(_("the course files of {lessons} changed since the grades were saved "
                          "(first seen in the grade of {student}), or the grade files do not "
                          "say what they were graded against: regrade those lessons too "
                          "(--lessons {all})").format(
                              lessons=", ".join(i for i, _s in changed),
                              student=shown.name(changed[0][1]),
                              all=",".join(i for i in ids if i in (regraded or []) or
                                           i in [c for c, _s in changed])))
    if problems:
        raise Refused(_refusal(problems))


def kept_grader_errors(saved, regraded):
    """[(student, lesson id)] of the lessons kept as saved that the grader failed on then: not
    a grade of the student's, so the instructor is told to regrade them too."""
    return [(s, lg.lesson_id) for s, g in saved.items() for lg in g.lessons
            if lg.grader_failed and regraded is not None and lg.lesson_id not in regraded]


def merge(saved, fresh):
    """@p saved (a Grade) with each lesson of @p fresh (the same student's regraded lessons)
    put in its place: a new Grade, the lessons in the saved order."""
    new = {lg.lesson_id: lg for lg in fresh.lessons}
    return Grade(saved.student, [new.get(lg.lesson_id, lg) for lg in saved.lessons],
                 saved.seconds)
