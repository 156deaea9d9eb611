"""The grade file: a finished grade saved as JSON (its pictures and files in base64), so that
every other report can be made again from it (`python3 -m grader render FILE...`) without
grading again. Its texts are the grade's, already escaped where they were taken. A check's
"tier" and a Catch2 case's "precision" came later: a file saved without them reads as core."""

import base64
import json
import os

from course.catch_xml import CaseResult

from ..declare import CheckKind
from ..grades import CheckInfo, CheckResult, FailedCase, Grade, LessonGrade, Status, Tier

FORMAT = "course-grade 1"


class Unreadable(ValueError):
    """A file that is not a grade file this grader wrote."""


def _b64(data):
    return base64.b64encode(data).decode("ascii") if data is not None else None


def _bytes(text):
    return base64.b64decode(text.encode("ascii")) if text is not None else None


def _check(c):
    return {"lesson": c.check.lesson, "points": c.check.points, "title": c.check.title,
            "kind": c.check.kind.value, "file": c.check.file, "hidden": c.check.hidden,
            "tier": c.tier.value,
            "score": c.score, "message": c.message, "details": list(c.details),
            "graded": c.graded, "files": {k: _b64(v) for k, v in c.files.items()},
            "cases": [{"label": f.label, "call": f.call, "why": f.why, "words": f.words,
                       "picture": _b64(f.picture)} for f in c.cases]}


def to_json(grade):
    """The grade as a JSON-ready dict."""
    return {"format": FORMAT, "student": grade.student, "seconds": grade.seconds, "lessons": [
        {"lesson_id": lg.lesson_id, "status": lg.status.value, "problems": list(lg.problems),
         "grader_cpu": lg.grader_cpu,
         "notes": list(lg.notes), "untouched": lg.untouched, "feedback_note": lg.feedback_note,
         "grading_digest": lg.grading_digest,
         "feedback": None if lg.feedback is None else [
             {"name": t.name, "ok": t.ok, "reread": t.reread, "failures": list(t.failures),
              "precision": t.precision}
             for t in lg.feedback],
         "checks": [_check(c) for c in lg.checks]} for lg in grade.lessons]}


def _a(kind, value):
    """@p value when it is of @p kind (a number: int or float, never a bool), else ValueError:
    a grade file edited by hand or cut short is refused, never half read."""
    if kind is float:
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    else:
        ok = isinstance(value, kind)
    if not ok:
        name = "number" if kind is float else kind.__name__
        raise ValueError(f"{value!r:.60} is not a {name}")
    return value


def _texts(value):
    return [_a(str, t) for t in _a(list, value)]


def _maybe_bytes(value):
    return None if value is None else _bytes(_a(str, value))


def from_json(data):
    """The Grade a dict of to_json() holds; Unreadable when it is not one."""
    try:
        if data.get("format") != FORMAT:
            raise Unreadable(f"not a grade file (its format is not \"{FORMAT}\")")
        grade = Grade(_a(str, data["student"]), seconds=_a(float, data["seconds"]))
        for item in _a(list, data["lessons"]):
            lg = LessonGrade(_a(str, item["lesson_id"]), status=Status(item["status"]),
                             problems=_texts(item["problems"]), notes=_texts(item["notes"]),
                             untouched=_a(bool, item["untouched"]),
                             feedback_note=_a(str, item["feedback_note"]),
                             grading_digest=_a(str, item.get("grading_digest", "")),
                             grader_cpu=_a(float, item.get("grader_cpu", 0.0)))
            if item["feedback"] is not None:
                lg.feedback = [CaseResult(_a(str, t["name"]), _a(bool, t["ok"]),
                                          _a(str, t["reread"]), _texts(t["failures"]),
                                          precision=_a(bool, t.get("precision", False)))
                               for t in _a(list, item["feedback"])]
            for c in _a(list, item["checks"]):
                info = CheckInfo(_a(str, c["lesson"]), _a(float, c["points"]),
                                 _a(str, c["title"]), CheckKind(c["kind"]), _a(str, c["file"]),
                                 _a(bool, c["hidden"]), Tier(c.get("tier", Tier.CORE.value)))
                lg.checks.append(CheckResult(
                    info, _a(float, c["score"]), _a(str, c["message"]), _texts(c["details"]),
                    [FailedCase(_a(str, f["label"]), _a(str, f["call"]), _a(str, f["why"]),
                                _a(str, f["words"]), _maybe_bytes(f["picture"]))
                     for f in _a(list, c["cases"])],
                    {_a(str, k): _maybe_bytes(v) for k, v in _a(dict, c["files"]).items()},
                    _a(bool, c["graded"])))
            grade.lessons.append(lg)
        return grade
    except Unreadable:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise Unreadable(f"not a grade file of this grader ({e!r})") from None


def write(path, grade):
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump(to_json(grade), f)
    os.replace(tmp, path)


def read(path):
    """The Grade saved in @p path; Unreadable (with the reason) when it is not a grade file."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError, RecursionError) as e:
        raise Unreadable(f"{path}: {e}") from None
    if not isinstance(data, dict):
        raise Unreadable(f"{path}: not a grade file")
    return from_json(data)
