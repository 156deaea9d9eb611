"""The Gradescope reporter: results.json (score, max_score, output, tests[]), and the results
of a grader that could not grade (every declared check failed, the full maximum)."""

import json
import os

from .. import shown
from . import feedback_line, points, score_text, state


def _test(name, score, max_points, ok, output, tag):
    return {"name": shown.clean(name), "score": score, "max_score": max_points,
            "status": "passed" if ok else "failed", "output": shown.clean(output),
            "visibility": "visible", "tags": [tag]}


def results_json(grade, skipped=()):
    """Gradescope's results.json: score, max_score, output, tests[] (name, score, max_score,
    status, output, visibility, tags). A grade the grader failed on is no grade: the results
    say the grader failed, with the full maximum (broken_results)."""
    if grade.grader_failed:
        why = [f"the grader failed on {lg.lesson_id}: {lg.problems[0] if lg.problems else ''}"
               for lg in grade.lessons if lg.grader_failed]
        return broken_results([c.check for lg in grade.lessons for c in lg.checks], why)
    tests = []
    for lg in grade.lessons:
        for c in lg.checks:
            text = "passed" if c.ok else "\n".join([c.message] + c.details)
            if not c.ok and lg.problems:   # what the compiler or linker said, indented
                text = "\n".join(lg.problems[:1] + ["    " + p for p in lg.problems[1:8]])
            tests.append(_test(f"{lg.lesson_id}: {c.check.title}", c.score, c.check.points,
                               c.ok, text, lg.lesson_id))
    lines = [f"{lg.lesson_id}: {score_text(lg)} / {points(lg.max_score)} ({state(lg)})"
             for lg in grade.lessons]
    for lg in grade.lessons:
        lines += [f"note {lg.lesson_id}: {n}" for n in lg.notes]
        if lg.feedback is not None:
            lines.append(f"{lg.lesson_id} feedback (no points): {feedback_line(lg)}")
    lines += [f"{s}: not written yet in this course, not graded" for s in skipped]
    return {"score": grade.score, "max_score": grade.max_score,
            "output": shown.clean("\n".join(lines)), "tests": tests}


def broken_results(checks, problems):
    """The results.json of a grader that could not grade: every declared check, failed, with
    its full points as the maximum, and the reasons, so the instructor sees it."""
    why = "the autograder could not grade this submission (tell your instructor):\n" + \
        "\n".join(problems)
    tests = [_test(f"{c.lesson}: {c.title}", 0, c.points, False, why, c.lesson) for c in checks]
    return {"score": 0, "max_score": sum(c.points for c in checks), "output": shown.clean(why),
            "tests": tests}


def write_json(path, data):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2)       # ASCII only: every string was made printable
    os.replace(tmp, path)


def write_results(path, grade, skipped=()):
    write_json(path, results_json(grade, skipped))
