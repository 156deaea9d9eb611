"""The terminal reporter: a table per lesson, then each failure with its first useful line
(as ./course check), then `Score: N/M`."""

from course.report import padded

from .. import shown
from ..grades import Status
from . import (MESSAGES, NOT_GRADED, STATUS_WORDS, core_first, failed_lessons, feedback_line,
               points, precision_mark, score_text, state, status_said, tier_text)

_ = MESSAGES.gettext


def terminal(grade, out=print):
    """A table per lesson, then each failure with its first useful line (as ./course check)."""
    def say(line):
        out(shown.clean(line))

    for lg in grade.lessons:
        say(_("lesson {lesson}: {score} / {max}  ({state})").format(
            lesson=lg.lesson_id, score=score_text(lg, _), max=points(lg.max_score),
            state=state(lg)))
        if tier_text(lg):
            say("  " + tier_text(lg))
        for c in lg.checks:
            word = padded(_("ok") if c.ok else ("--" if not c.graded else _("FAIL")), 4)
            pts = f"{points(c.score)}/{points(c.check.points)}"
            hidden = "  " + _("(hidden cases)") if c.check.hidden else ""
            say(f"  {word} {pts:>5}  {c.check.title}{precision_mark(c)}{hidden}")
        if lg.feedback is not None:
            say("  " + _("feedback, no points: {feedback}").format(feedback=feedback_line(lg)))
    failures = [(lg, c) for lg in grade.lessons for c in lg.checks if not c.ok]
    problems = [lg for lg in grade.lessons if lg.problems and lg.status is not Status.MISSING]
    missing = [lg for lg in grade.lessons if lg.status is Status.MISSING]
    notes = [(lg, n) for lg in grade.lessons for n in lg.notes]
    if problems or failures or notes or missing:
        say("")
    for lg in problems:
        say(f"{lg.lesson_id}: {_(STATUS_WORDS[lg.status])}")
        for line in lg.problems[:6]:
            say(f"    {line}")
    for lg in missing:
        say(_("{lesson}: not graded: {problem}").format(
            lesson=lg.lesson_id, problem=lg.problems[0] if lg.problems else _("missing")))
    shown_ids = {lg.lesson_id for lg in problems}
    for lg, c in failures:
        if lg.lesson_id in shown_ids or lg.status is Status.MISSING:
            continue
        say(_("FAIL {lesson}  {check}").format(lesson=lg.lesson_id, check=c.check.title)
            + precision_mark(c))
        say(f"    {c.message}")
        for d in c.details[:4]:
            say(f"    {d}")
    for lg, n in notes:
        say(_("note {lesson}: {note}").format(lesson=lg.lesson_id, note=n))
    for lg in grade.lessons:
        failing = core_first([x for x in (lg.feedback or []) if not x.ok])
        if failing:
            first = failing[0]
            say(_("feedback {lesson}: first failing Catch2 test: {case}").format(
                lesson=lg.lesson_id, case=first.name + (" " + _("(precision)")
                                                          if first.precision else ""))
                + (f": {first.failures[0]}" if first.failures else ""))
    say("")
    say(_("status: {status}").format(status=status_said(grade)))
    if grade.grader_failed:      # no score: the grader's failure is not the student's grade
        say(_("Score: {not_graded} (the grader failed on {lessons}; {points} points "
              "declared)").format(not_graded=_(NOT_GRADED), lessons=failed_lessons(grade),
                                  points=points(grade.max_score)))
    else:
        say(_("Score: {score}/{max}").format(score=points(grade.score),
                                             max=points(grade.max_score))
            + (f" ({tier_text(grade)})" if tier_text(grade) else ""))


NAME_WIDTH = 32      # the class summary's name column at most: a longer name is cut


def class_summary(grades, out=print):
    """A line per submission, in columns: name (as wide as the longest, up to NAME_WIDTH;
    a longer one cut with "..."), score / maximum, status."""
    names = [shown.name(g.student) for g in grades]
    width = min(NAME_WIDTH, max((len(n) for n in names), default=0))
    for g, name in zip(grades, names):
        if len(name) > width:
            name = name[:width - 3] + "..."
        tiers = f"({tier_text(g)})  " if tier_text(g) else ""
        out(shown.clean(f"  {name:<{width}}  {score_text(g, _)} / {points(g.max_score)}  "
                        f"{tiers}{status_said(g)}"))
