"""What every reporter says the same way: points, a score, a lesson's state, its feedback.

A reporter (one per file here: terminal, gradescope, gradebook, html_report, grade_file) turns
a finished grade (grader/grades.py) into text or files, and never starts a process. Every text
of a grade may hold parts of a submission (file names, compiler messages, an excerpt of an
answer, a Catch2 failure): they were escaped where they were taken (grader/shown.py), and each
reporter escapes again whatever could still not be written, so a report is written whatever it
contains. The maximum is always every declared point of the lessons graded.

Every reporter shows the two tiers of checks (grades.Tier) apart where a grade has precision
checks: each such check marked as one, and the score of each tier (tier_text) beside the
lesson's and the grade's.
"""

import os

from course.language import Messages, N_

from ..grades import MISSING, NO_FILES, NOT_STARTED, Status, Tier

# The grader's own catalogs (grader/locale/), apart from the course tool's: the student edition
# has no grader and carries none of its words. The language is course.language's decision.
MESSAGES = Messages("grader", os.path.join(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))), "locale"))
_, ngettext = MESSAGES.gettext, MESSAGES.ngettext

# What a report says where the grader failed: the gradebook's data too, so in English there
# (a report for a reader says it in the reader's language: score_text's said).
NOT_GRADED = N_("not graded: grader error")
# How a lesson's Status reads (its value is the word the instructor's gradebook keeps).
STATUS_WORDS = {Status.OK: N_("graded"), Status.MISSING: N_("missing"),
                Status.BAD_FILES: N_("bad files"), Status.COMPILE_ERROR: N_("compile error"),
                Status.REFUSED_OBJECT: N_("refused object"), Status.LINK_ERROR: N_("link error"),
                Status.TIMED_OUT: N_("timed out"), Status.CRASHED: N_("crashed"),
                Status.GRADER_ERROR: N_("grader error")}


# How the facts of a submission's status read (Grade.status_facts).
STATUS_FACTS = {NO_FILES: N_("no files"), MISSING: N_("missing {lessons}"),
                NOT_STARTED: N_("not started {lessons}")}


def status_said(grade):
    """The submission's status (Grade.status) in the reader's language."""
    parts = []
    for what, lessons in grade.status_facts():
        if isinstance(what, Status):
            parts.append(_("{status} in {lessons}").format(status=_(STATUS_WORDS[what]),
                                                          lessons=lessons))
        else:
            parts.append(_(STATUS_FACTS[what]).format(lessons=lessons))
    return "; ".join(parts) or _("ok")


def points(x):
    """A number of points as the reports write it: 3, 0.5."""
    return f"{x:g}"


def score_text(x, said=str):
    """The score of a LessonGrade or a Grade, or NOT_GRADED where the grader failed (through
    @p said: `_` for a reader)."""
    return said(NOT_GRADED) if x.grader_failed else points(x.score)


# How a tier reads in a report (its value is the word the data keeps: results.json, the CSV).
TIER_WORDS = {Tier.CORE: N_("core"), Tier.PRECISION: N_("precision")}


def has_precision(x):
    """True when the LessonGrade or Grade @p x has precision checks (its tiers are shown)."""
    return any(t is Tier.PRECISION for t, _s, _m in x.tiers())


def tier_text(x):
    """The score of each tier of @p x (a LessonGrade or Grade), "core 16 / 16, precision 2 /
    4", in the reader's language, or "" when it has no precision checks or the grader failed
    on it."""
    if x.grader_failed or not has_precision(x):
        return ""
    return ", ".join(f"{_(TIER_WORDS[t])} {points(s)} / {points(m)}" for t, s, m in x.tiers())


def precision_mark(c):
    """" (precision)" after a precision check's title, "" after a core one's."""
    return " " + _("(precision)") if c.tier is Tier.PRECISION else ""


def core_first(cases):
    """Catch2 cases (catch_xml.CaseResult) with the core ones first, each tier in its order:
    the order ./course check shows them in."""
    return [c for c in cases if not c.precision] + [c for c in cases if c.precision]


def failed_lessons(grade):
    return ", ".join(lg.lesson_id for lg in grade.lessons if lg.grader_failed)


def feedback_line(lg):
    """The Catch2 feedback in one line: how many cases pass, or why none ran."""
    if not lg.feedback and lg.feedback_note:
        return _("the lesson's Catch2 tests: {note}").format(note=lg.feedback_note)
    passing = sum(1 for c in lg.feedback if c.ok)
    return (ngettext("{passing} of {total} of the lesson's Catch2 test case pass",
                     "{passing} of {total} of the lesson's Catch2 test cases pass",
                     len(lg.feedback)).format(passing=passing, total=len(lg.feedback)) +
            (f"; {lg.feedback_note}" if lg.feedback_note else ""))


def state(lg):
    """A lesson's state in words: "graded" when grading ran (whatever the score), or why it
    could not ("compile error", "missing", ...), and whether its files are the starter."""
    word = _(STATUS_WORDS[lg.status])
    return word + (_("; not started (its files are the starter)") if lg.untouched else "")
