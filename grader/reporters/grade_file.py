"""The grade file: a finished grade saved as JSON (its pictures and files in base64), so that
every other report can be made again from it (`python3 -m grader render FILE...`) without
grading again. Its texts are the grade's, already escaped where they were taken."""

import base64
import json
import os

from course.catch_xml import CaseResult

from ..declare import CheckKind
from ..grades import CheckInfo, CheckResult, FailedCase, Grade, LessonGrade, Status

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
         "feedback": None if lg.feedback is None else [
             {"name": t.name, "ok": t.ok, "reread": t.reread, "failures": list(t.failures)}
             for t in lg.feedback],
         "checks": [_check(c) for c in lg.checks]} for lg in grade.lessons]}


def from_json(data):
    """The Grade a dict of to_json() holds; Unreadable when it is not one."""
    try:
        if data.get("format") != FORMAT:
            raise Unreadable(f"not a grade file (its format is not \"{FORMAT}\")")
        grade = Grade(data["student"], seconds=data["seconds"])
        for item in data["lessons"]:
            lg = LessonGrade(item["lesson_id"], status=Status(item["status"]),
                             problems=item["problems"], notes=item["notes"],
                             untouched=item["untouched"], feedback_note=item["feedback_note"],
                             grader_cpu=float(item.get("grader_cpu", 0.0)))
            if item["feedback"] is not None:
                lg.feedback = [CaseResult(t["name"], t["ok"], t["reread"], t["failures"])
                               for t in item["feedback"]]
            for c in item["checks"]:
                info = CheckInfo(c["lesson"], c["points"], c["title"], CheckKind(c["kind"]),
                                 c["file"], c["hidden"])
                lg.checks.append(CheckResult(
                    info, c["score"], c["message"], c["details"],
                    [FailedCase(f["label"], f["call"], f["why"], f["words"],
                                _bytes(f["picture"])) for f in c["cases"]],
                    {k: _bytes(v) for k, v in c["files"].items()}, c["graded"]))
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
    except (OSError, ValueError) as e:
        raise Unreadable(f"{path}: {e}") from None
    if not isinstance(data, dict):
        raise Unreadable(f"{path}: not a grade file")
    return from_json(data)
