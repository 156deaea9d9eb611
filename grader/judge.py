"""The judge: what a lesson's run (run.LessonRun: bytes and facts from the box) is worth, as a
LessonGrade. Pure: it starts no process and reads no file, so every rule of scoring can be
tested without a box (grader/tests/test_judge.py)."""

import itertools
import math
from dataclasses import dataclass

from course.compare import compare_lines

from . import answers, shown, sketch, value_types
from .declare import CheckKind
from .grades import DATA_ERRORS, CheckResult, FailedCase, Failure, LessonGrade, Status, zero
from .reporters import MESSAGES

_, ngettext = MESSAGES.gettext, MESSAGES.ngettext

SHOWN_ANSWER = 120           # characters of a student's answer quoted in a failure
SHOWN_CASES = 4              # failed cases of a check shown (and drawn)
KEPT_TEXT = 64 << 10         # bytes of a text output kept for the report


@dataclass
class CaseOutcome:
    """A failed case, as the judge found it (sketch.py draws it from these)."""
    call: object
    expected: object     # the reference's answers.Answer
    got: object          # the student's answers.Answer, or None (no answer, or unreadable)
    why: str


def judge(plan, lesson_id, run):
    """The LessonGrade of @p run, a run.LessonRun of lesson @p lesson_id of @p plan."""
    lp = plan.lesson(lesson_id)
    facts = dict(notes=list(run.notes), untouched=run.untouched)
    if run.stop is not None:
        return zero(lesson_id, lp.checks, run.stop, run.problems, **facts)
    lg = LessonGrade(lesson_id, status=_status(lp, run), feedback=run.feedback,
                     feedback_note=run.feedback_note, **facts)
    for check in lp.checks:
        try:
            if check.kind is CheckKind.FUNCTION:
                lg.checks.append(judge_function(lp, check, run.answers, run.call_problems,
                                                run.pictures if plan.keep_files else None))
            else:
                lg.checks.append(judge_output(lp, check, run, plan.keep_files))
        except DATA_ERRORS as e:         # the submission's bytes, not the grader's fault
            lg.checks.append(unreadable(check, e))
    if run.leftovers:
        lg.notes.append(_("after its runs the box found and removed: {files}").format(
            files=", ".join(sorted(set(run.leftovers)))))
    return lg


def unreadable(check, error):
    """The failed check whose student bytes made reading them raise @p error (one of
    grades.DATA_ERRORS): the student's failure, said in the student's words. A hidden check
    says nothing of the error (its text may quote a hidden case's answer)."""
    if check.hidden:
        return CheckResult(check, 0, _("what your program gave for the hidden cases could not "
                                       "be read as an answer"))
    return CheckResult(check, 0, _("what your program gave could not be read as an answer: "
                                   "{error}").format(
                                       error=shown.one_line(str(error), SHOWN_ANSWER)))


def _status(lp, run):
    """TIMED_OUT or CRASHED when a visible call (or the driver) did, else OK."""
    visible = {cid for cid, _, check in lp.calls if not check.hidden}
    kinds = {p.kind for cid, p in run.call_problems.items() if cid in visible}
    if Failure.TIMED_OUT in kinds:
        return Status.TIMED_OUT
    if Failure.CRASHED in kinds:
        return Status.CRASHED
    return Status.TIMED_OUT if run.driver_timed_out else Status.OK


def failed_cases(lp, check, tokens, problems):
    """[(case id, CaseOutcome)] of the calls of @p check that the probe's @p tokens {case id:
    tokens} do not answer as the reference does. Only the first SHOWN_CASES of a visible check
    are put in words (CaseOutcome.why); the others, and every case of a hidden check, whose
    words no report shows, have why "": the grader spends no time on what it never says.
    The grader's work per case is bounded by the reference's answer: an answer of more than
    answers.read_bound tokens is not read, and one not put in words whose every field is
    compared fails at once if it has another number of tokens than the reference's."""
    failed = []
    for cid, c in lp.calls_of(check):
        want = lp.reference[cid]
        got = tokens.get(cid)
        said = not check.hidden and len(failed) < SHOWN_CASES
        if got is None:
            p = problems.get(cid)
            failed.append((cid, CaseOutcome(c, want, None, p.text if p else _("no answer"))))
            continue
        if isinstance(got, list) and len(got) > answers.read_bound(c.fn, want):
            failed.append((cid, CaseOutcome(c, want, None, _(
                "over {count} values, far more than the reference's answer: not read").format(
                    count=answers.read_bound(c.fn, want)) if said else "")))
            continue
        if not said and check.fields is None and isinstance(got, list) and \
                len(got) != answers.token_count(c.fn, want):
            failed.append((cid, CaseOutcome(c, want, None, "")))  # another size: not equal
            continue
        try:
            answer = answers.decode(c.fn, got)
        except ValueError as e:
            failed.append((cid, CaseOutcome(c, want, None, _(
                "the answer does not read as {name}'s result ({error}): {answer}").format(
                    name=c.name, error=e, answer=_excerpt(got)) if said else "")))
            continue
        if said:
            why = explain(c.fn, want, answer, check.tolerance, check.fields)
            if why:
                failed.append((cid, CaseOutcome(c, want, answer, why)))
        elif answers.difference(c.fn, want, answer, check.tolerance, check.fields):
            failed.append((cid, CaseOutcome(c, want, answer, "")))
    return failed


def judge_function(lp, check, tokens, problems, pictures=None):
    """The CheckResult of a function check, from the probe's @p tokens {case id: tokens} and
    @p problems {case id: CallProblem}; @p pictures {case id: PNG} the failed cases drawn, or
    None when no report shows them (their answers are then not put in words either)."""
    failed = failed_cases(lp, check, tokens, problems)
    if not failed:
        return CheckResult(check, check.points)
    total = len(lp.calls_of(check))
    if check.hidden:
        return CheckResult(check, 0, _hidden_message(failed, problems, total))
    cases = [FailedCase(o.call.label, o.call.describe(), o.why,
                        sketch.labels(o) if pictures is not None else "",
                        (pictures or {}).get(cid)) for cid, o in failed[:SHOWN_CASES]]
    lines = [f"{f.call} [{f.label}]: {f.why}" for f in cases]
    if len(failed) == 1:
        return CheckResult(check, 0, lines[0], [], cases)
    # The count first, then the cases it counts.
    return CheckResult(check, 0, ngettext("{failing} of {total} case fails:",
                                          "{failing} of {total} cases fail:", total).format(
        failing=len(failed), total=total), lines, cases)


def _hidden_message(failed, problems, total):
    """Only pass or fail: which hidden case failed, and how, would be a channel for the hidden
    inputs (a submission choosing which case to fail). But cases never run, because their
    function hung on a visible call, are said as such (which function hung is no secret)."""
    hung = sorted({o.call.name for cid, o in failed
                   if cid in problems and problems[cid].kind is Failure.AFTER_HANG})
    if not hung:
        return ngettext("fails on its hidden cases ({total} case; which ones, and what your "
                        "code answered, is not shown)",
                        "fails on its hidden cases ({total} cases; which ones, and what your "
                        "code answered, is not shown)", total).format(total=total)
    said = ngettext("not run: {functions} ran over its time limit on an earlier call",
                    "not run: {functions} ran over their time limit on an earlier call",
                    len(hung)).format(functions=_(" and ").join(hung))
    unrun = sum(1 for cid, _outcome in failed if cid in problems and
                problems[cid].kind is Failure.AFTER_HANG)
    if unrun < len(failed):
        said += _("; some of the others fail")
    return said + ngettext(" ({total} hidden case)", " ({total} hidden cases)",
                           total).format(total=total)


def judge_output(lp, check, run, keep_files):
    """The CheckResult of an output check: the driver's file, as the run took it (and, for a
    picture, as pngdiff compared it in the box)."""
    if run.driver_problem:
        return CheckResult(check, 0, _("{file} not compared: {problem}").format(
            file=check.file, problem=run.driver_problem))
    out = run.outputs[check.file]
    if out.data is None:
        return CheckResult(check, 0, _("{file} {why}").format(file=check.file, why=out.why))
    expected = lp.expected[check.file]
    files = {"expected": expected, "produced": out.data} if keep_files else {}
    if out.comparison is not None:             # a picture, compared by pngdiff in the box
        c = out.comparison
        if keep_files and out.diff:
            files["diff"] = out.diff
        # The page shows the produced picture only if pngdiff, in the box, decoded it at
        # the expected size: a browser decodes what the page shows, outside any box.
        if keep_files and not c.decoded:
            del files["produced"]
    else:
        c = compare_lines(check.file, expected.decode("utf-8", errors="replace").splitlines(),
                          out.data.decode("utf-8", errors="replace").splitlines())
        if "produced" in files:
            files["produced"] = out.data[:KEPT_TEXT]
    if c.ok:
        return CheckResult(check, check.points, files=files)
    return CheckResult(check, 0, shown.one_line(c.message),
                       [shown.one_line(d.strip()) for d in c.details[:4]], files=files)


# --- an answer against the reference's, in words ---------------------------------------------

def _excerpt(tokens):
    """The first tokens of an answer, as one line of about SHOWN_ANSWER characters (only
    the tokens it shows are joined: an answer may hold a million)."""
    kept, n = [], 0
    for t in tokens:
        if n > SHOWN_ANSWER:
            break
        kept.append(t[:SHOWN_ANSWER + 1])
        n += len(kept[-1]) + 1
    return shown.one_line(" ".join(kept), SHOWN_ANSWER)


def explain(fn, want, got, tolerance=value_types.DEFAULT_TOLERANCE, fields=None):
    """"" when the Answer @p got equals the reference's @p want (in @p fields, or all), else
    what differs, in words: the field, what came back and what the reference returns."""
    d = answers.difference(fn, want, got, tolerance, fields)
    if d is None:
        return ""
    shown_got = _excerpt(_show(x) for x in _or_nothing(answers.flat(got.values)))
    if not d.path and d.type is None:          # one threw, the other did not (or otherwise)
        if want.thrown:
            return _("should throw std::{exception}").format(exception=want.thrown) \
                if want.thrown == "invalid_argument" else \
                _("the reference throws ({exception}); got {got}").format(
                    exception=want.thrown, got=shown_got)
        return _("threw an exception ({exception}); the reference returns {want}").format(
            exception=got.thrown, want=" ".join(_show(x) for x in answers.flat(want.values)))
    name = d.path or fn.name
    if isinstance(d.type, value_types.Scalar):
        return _scalar(name, d, want, shown_got)
    # a vector: its size or its items differ. Linear in both (a student's may hold 100,000
    # items): each item is looked up in a set of the other vector's, by its numbers (equal
    # items have equal numbers), and only the first three found of each kind are written.
    item = lambda v: "(" + ",".join(_show(x) for x in answers.flat(v)) + ")"  # noqa: E731
    key = lambda v: tuple(answers.flat(v))                                  # noqa: E731
    got_keys = {key(v) for v in d.got}
    lost = list(itertools.islice((item(v) for v in d.want if key(v) not in got_keys), 3))
    want_keys, seen, extra = {key(v) for v in d.want}, set(), []
    for v in d.got:
        k = key(v)
        if k not in want_keys or k in seen:
            extra.append(item(v))
            if len(extra) == 3:
                break
        seen.add(k)
    what = _("{got} {name}, the reference {want}").format(got=len(d.got), name=name,
                                                          want=len(d.want))
    if lost:
        what += _("; missing {items}").format(items=", ".join(lost))
    if extra:
        what += _("; not the reference's, or repeated: {items}").format(items=", ".join(extra))
    if not lost and not extra:
        what += _("; the same items in another order (the order is part of the answer)")
    return what


def _scalar(name, d, want, shown_got):
    if d.type.kind == "bool":
        return _("{name} is {got}, the reference returns {want}").format(
            name=name, got=_bool(d.got), want=_bool(d.want))
    if d.type.kind == "digest":
        return _("the picture differs from the reference's (see the output check)")
    text = _("{name} is {got}, the reference returns {want}").format(
        name=name, got=_show(d.got), want=_show(d.want))
    if len(list(answers.flat(want.values))) > 1:
        text += _(" (all: {got} vs {want})").format(
            got=shown_got, want=" ".join(_show(x) for x in answers.flat(want.values)))
    return text


def _or_nothing(values):
    """@p values, or the one word "(nothing)" when there are none."""
    empty = True
    for v in values:
        empty = False
        yield v
    if empty:
        yield _("(nothing)")


def _bool(value):
    return "true" if value else "false"


def _show(x):
    if isinstance(x, bool):
        return _bool(x)
    if isinstance(x, str):
        return x
    if isinstance(x, int):
        return str(x)
    if x == 0 and math.copysign(1, x) < 0:
        return "-0"
    if math.isfinite(x) and x == int(x) and abs(x) < 1e15:
        return str(int(x))
    # The shortest text that reads back as x: two numbers that differ never look the same.
    return repr(x)
