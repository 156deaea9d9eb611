"""The Gradescope reporter: results.json (score, max_score, output, tests[], extra_data), and
the results of a grader that could not grade (every declared check failed, the full maximum).

The two tiers of checks: each check's test has its tier in its `tags` (the lesson's id, then
"core" or "precision") and `extra_data` ({"tier": ...}), and a precision check's name says
"(precision)"; a lesson's Catch2 feedback test has {"feedback": true, "core_failing": N,
"precision_failing": M}; the output's lesson lines give each tier's score, and the top-level
`extra_data` holds {"tiers": {tier: {"score", "max_score"}}, "lessons": {id: {tier: ...}}}."""

import json
import os

from course.language import N_
from course.report import reread_line

from .. import shown
from ..grades import Tier
from . import (MESSAGES, N_, core_first, feedback_line, points, precision_mark, score_text, state,
               tier_text)

_, ngettext = MESSAGES.gettext, MESSAGES.ngettext

# Gradescope's visibilities of a test (its results.json format) but "visible", with when a
# student sees such a test, as the output says it.
SHOWN_LATER = {"after_due_date": N_("after the due date"),
               "after_published": N_("once the grades are published"),
               "hidden": N_("to the instructor only")}
# What --hidden-visibility may set for the hidden checks; every other test is "visible".
VISIBILITIES = ("visible", *SHOWN_LATER)
# How Gradescope renders the texts of results.json (its "Output String Formatting": "text",
# "simple_format", "html", "md" or "ansi"). "text" renders no HTML, Markdown or ANSI: a
# student's <, > and & (an answer, a file name, a compiler's message) show as themselves, and
# no text of a report is written as markup. simple_format, the top-level output's default,
# would read them as HTML.
TEXT_FORMAT = {"output_format": "text", "test_output_format": "text", "test_name_format": "text"}
FEEDBACK_CASES = 6         # failing Catch2 cases shown per lesson, then a count of the others
FEEDBACK_LINES = 2         # lines of each case's failure
FEEDBACK_CUT = 240         # characters of each line


def _test(name, score, max_points, ok, output, tag, visibility="visible", tier=None):
    """A test of results.json; @p tier (a check's Tier) goes into its tags and extra_data."""
    test = {"name": shown.clean(name), "score": score, "max_score": max_points,
            "status": "passed" if ok else "failed", "output": shown.clean(output),
            "visibility": visibility, "tags": [tag] + ([tier.value] if tier else [])}
    if tier:
        test["extra_data"] = {"tier": tier.value}
    return test


def _cut(line):
    return line if len(line) <= FEEDBACK_CUT else line[:FEEDBACK_CUT] + " ..."


def feedback_text(lg):
    """The lesson's Catch2 feedback as a test's output: the count, then each failing case,
    cut, with its failure and the chapter's section to reread."""
    lines = [feedback_line(lg)]
    failing = core_first([t for t in lg.feedback if not t.ok])
    for t in failing[:FEEDBACK_CASES]:
        lines.append(_("FAILED: {case}").format(case=_cut(t.name)) +
                     (" " + _("(precision)") if t.precision else ""))
        lines += [f"    {_cut(f)}" for f in t.failures[:FEEDBACK_LINES]]
        if t.reread:
            lines.append("    " + _cut(reread_line(f"lessons/{lg.lesson_id}", t.reread,
                                                   precision=t.precision)))
    if len(failing) > FEEDBACK_CASES:
        lines.append(_("... and {count} more failing cases (./course check {n} shows them "
                       "all)").format(count=len(failing) - FEEDBACK_CASES, n=lg.lesson_id[:2]))
    return "\n".join(lines)


def _feedback_test(lg):
    """A test of no points per lesson whose Catch2 tests ran: passed when all pass."""
    ok = bool(lg.feedback) and all(t.ok for t in lg.feedback) and not lg.feedback_note
    test = _test(_("{lesson}: the lesson's Catch2 tests (feedback, no points)").format(
        lesson=lg.lesson_id), 0, 0, ok, feedback_text(lg), lg.lesson_id)
    failing = [t for t in lg.feedback if not t.ok]
    test["extra_data"] = {"feedback": True,
                          "core_failing": sum(1 for t in failing if not t.precision),
                          "precision_failing": sum(1 for t in failing if t.precision)}
    return test


def results_json(grade, skipped=(), hidden_visibility="visible"):
    """Gradescope's results.json: score, max_score, output, tests[] (name, score, max_score,
    status, output, visibility, tags): one test per check (the hidden checks' visibility
    @p hidden_visibility, one of VISIBILITIES), and one of no points per lesson with its
    Catch2 feedback. A grade the grader failed on is no grade: the results say the grader
    failed, with the full maximum (broken_results)."""
    if grade.grader_failed:
        why = [_("the grader failed on {lesson}: {problem}").format(
            lesson=lg.lesson_id, problem=lg.problems[0] if lg.problems else "")
               for lg in grade.lessons if lg.grader_failed]
        return broken_results([c.check for lg in grade.lessons for c in lg.checks], why)
    tests = []
    for lg in grade.lessons:
        for c in lg.checks:
            text = _("passed") if c.ok else "\n".join([c.message] + c.details)
            if not c.ok and lg.problems:   # what the compiler or linker said, indented
                text = "\n".join(lg.problems[:1] + ["    " + p for p in lg.problems[1:8]])
            tests.append(_test(f"{lg.lesson_id}: {c.check.title}{precision_mark(c)}", c.score,
                               c.check.points, c.ok, text, lg.lesson_id,
                               hidden_visibility if c.check.hidden else "visible", c.tier))
        if lg.feedback is not None:
            tests.append(_feedback_test(lg))
    lines = [_summary_line(grade, hidden_visibility)]
    lines += [_lesson_line(lg, hidden_visibility) for lg in grade.lessons]
    for lg in grade.lessons:
        lines += [_("note {lesson}: {note}").format(lesson=lg.lesson_id, note=n)
                  for n in lg.notes]
        if lg.feedback is not None:
            lines.append(_("{lesson} feedback (no points): {feedback}").format(
                lesson=lg.lesson_id, feedback=feedback_line(lg)))
    lines += [_("{lesson}: not written yet in this course, not graded").format(lesson=s)
              for s in skipped]
    return {"score": grade.score, "max_score": grade.max_score,
            "output": shown.clean("\n".join(lines)), **TEXT_FORMAT, "tests": tests,
            "extra_data": tier_totals(grade, hidden_visibility)}


def tier_totals(grade, hidden_visibility="visible"):
    """The score and maximum of each tier, of the grade and of each lesson (results.json's
    top-level extra_data). With the hidden checks shown later, only the checks shown now
    count, as in the output."""
    def of(checks):
        return {t.value: {"score": sum(c.score for c in checks if c.tier is t),
                          "max_score": sum(c.check.points for c in checks if c.tier is t)}
                for t in Tier}

    def shown_now(checks):
        return [c for c in checks if hidden_visibility == "visible" or not c.check.hidden]
    return {"tiers": of(shown_now([c for lg in grade.lessons for c in lg.checks])),
            "lessons": {lg.lesson_id: of(shown_now(lg.checks)) for lg in grade.lessons}}


def _summary_line(grade, hidden_visibility):
    """The output's first line, for the student: the grade in a sentence, and where its parts
    are. With the hidden checks shown later, only the points of the checks shown now."""
    later = [c for lg in grade.lessons for c in lg.checks
             if c.check.hidden and hidden_visibility != "visible"]
    if not later:
        return _("Your submission is graded: {score} of {max} points. Each lesson's score is "
                 "below, and each check is a test of its own.").format(
                     score=points(grade.score), max=points(grade.max_score))
    now = [c for lg in grade.lessons for c in lg.checks if not c.check.hidden]
    return _("Your submission is graded: {score} of {max} points on the checks shown now, "
             "and {waiting} more points of hidden checks shown {when}. Each lesson's score is "
             "below, and each check is a test of its own.").format(
                 score=points(sum(c.score for c in now)),
                 max=points(sum(c.check.points for c in now)),
                 waiting=points(sum(c.check.points for c in later)),
                 when=_(SHOWN_LATER[hidden_visibility]))


def _lesson_line(lg, hidden_visibility):
    """The lesson's score in the output every student sees: with the hidden checks shown
    later, the points of the checks shown now and how many points wait, never their score."""
    later = [c for c in lg.checks if c.check.hidden] if hidden_visibility != "visible" else []
    if not later or lg.grader_failed:
        tiers = f"; {tier_text(lg)}" if tier_text(lg) else ""
        return f"{lg.lesson_id}: {score_text(lg, _)} / {points(lg.max_score)} ({state(lg)}{tiers})"
    now = [c for c in lg.checks if not c.check.hidden]
    waiting = sum(c.check.points for c in later)
    return ngettext("{lesson}: {score} / {shown} on the checks shown now, and {waiting} more "
                    "point of hidden checks shown {when} ({state})",
                    "{lesson}: {score} / {shown} on the checks shown now, and {waiting} more "
                    "points of hidden checks shown {when} ({state})",
                    1 if waiting == 1 else 2).format(
        lesson=lg.lesson_id, score=points(sum(c.score for c in now)),
        shown=points(sum(c.check.points for c in now)), waiting=points(waiting),
        when=_(SHOWN_LATER[hidden_visibility]), state=state(lg))


def broken_results(checks, problems):
    """The results.json of a grader that could not grade: every declared check, failed, with
    its full points as the maximum, and the reasons, so the instructor sees it."""
    why = _("the autograder could not grade this submission (tell your instructor):") + "\n" + \
        "\n".join(problems)
    tests = [_test(f"{c.lesson}: {c.title}{precision_mark(c)}", 0, c.points, False, why,
                   c.lesson, tier=getattr(c, "tier", None) or Tier.CORE) for c in checks]
    return {"score": 0, "max_score": sum(c.points for c in checks), "output": shown.clean(why),
            **TEXT_FORMAT, "tests": tests}


def write_json(path, data):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2)       # ASCII only: every string was made printable
    os.replace(tmp, path)


def write_results(path, grade, skipped=(), hidden_visibility="visible"):
    write_json(path, results_json(grade, skipped, hidden_visibility))
