"""How a grade reads: the terminal table, Gradescope's results.json, the class CSV, HTML.

Every text here may hold parts of a submission (file names, compiler messages, an excerpt of
an answer, a Catch2 failure): they were escaped where they were taken (grader/shown.py), and
each writer escapes again whatever could still not be written, so a report is written
whatever it contains. The maximum is always every declared point of the lessons graded.
"""

import html
import json
import os

from . import shown


def _pts(x):
    return f"{x:g}"


# --- terminal --------------------------------------------------------------------------------

def terminal(grade, out=print):
    """A table per lesson, then each failure with its first useful line (as ./course check)."""
    def say(line):
        out(shown.clean(line))

    for lg in grade.lessons:
        state = "" if lg.status == "ok" else f"  ({lg.status})"
        say(f"lesson {lg.lesson_id}: {_pts(lg.score)} / {_pts(lg.max_score)}{state}")
        for c in lg.checks:
            word = "ok  " if c.ok else ("--  " if not c.graded else "FAIL")
            pts = f"{_pts(c.score)}/{_pts(c.check.points)}"
            say(f"  {word} {pts:>5}  {c.check.title}{'  (hidden cases)' if c.check.hidden else ''}")
        if lg.feedback is not None:
            passing = sum(1 for c in lg.feedback if c.ok)
            note = f"; {lg.feedback_note}" if lg.feedback_note else ""
            say(f"  feedback, no points: {passing} of {len(lg.feedback)} of the lesson's Catch2 "
                f"test cases pass{note}")
    failures = [(lg, c) for lg in grade.lessons for c in lg.checks if not c.ok]
    problems = [lg for lg in grade.lessons if lg.problems and lg.status != "missing"]
    missing = [lg for lg in grade.lessons if lg.status == "missing"]
    notes = [(lg, n) for lg in grade.lessons for n in lg.notes]
    if problems or failures or notes or missing:
        say("")
    for lg in problems:
        say(f"{lg.lesson_id}: {lg.status}")
        for line in lg.problems[:6]:
            say(f"    {line}")
    for lg in missing:
        say(f"{lg.lesson_id}: not graded: {lg.problems[0] if lg.problems else 'missing'}")
    shown_ids = {lg.lesson_id for lg in problems}
    for lg, c in failures:
        if lg.lesson_id in shown_ids or lg.status == "missing":
            continue
        say(f"FAIL {lg.lesson_id}  {c.check.title}")
        say(f"    {c.message}")
        for d in c.details[:3]:
            say(f"    {d}")
    for lg, n in notes:
        say(f"note {lg.lesson_id}: {n}")
    for lg in grade.lessons:
        failing = [x for x in (lg.feedback or []) if not x.ok]
        if failing:
            first = failing[0]
            say(f"feedback {lg.lesson_id}: first failing Catch2 test: {first.name}"
                + (f": {first.failures[0]}" if first.failures else ""))
    say("")
    say(f"status: {grade.status}")
    say(f"Score: {_pts(grade.score)}/{_pts(grade.max_score)}")


# --- Gradescope ------------------------------------------------------------------------------

def _test(name, score, points, ok, output, tag):
    return {"name": shown.clean(name), "score": score, "max_score": points,
            "status": "passed" if ok else "failed", "output": shown.clean(output),
            "visibility": "visible", "tags": [tag]}


def results_json(grade, skipped=()):
    """Gradescope's results.json: score, max_score, output, tests[] (name, score, max_score,
    status, output, visibility, tags)."""
    tests = []
    for lg in grade.lessons:
        for c in lg.checks:
            text = "passed" if c.ok else "\n".join([c.message] + c.details)
            if not c.ok and lg.problems:   # what the compiler or linker said, indented
                text = "\n".join(lg.problems[:1] + ["    " + p for p in lg.problems[1:8]])
            tests.append(_test(f"{lg.lesson_id}: {c.check.title}", c.score, c.check.points,
                               c.ok, text, lg.lesson_id))
    lines = [f"{lg.lesson_id}: {_pts(lg.score)} / {_pts(lg.max_score)} ({lg.status})"
             for lg in grade.lessons]
    for lg in grade.lessons:
        lines += [f"note {lg.lesson_id}: {n}" for n in lg.notes]
        if lg.feedback is not None:
            passing = sum(1 for c in lg.feedback if c.ok)
            lines.append(f"{lg.lesson_id} feedback (no points): {passing} of {len(lg.feedback)} "
                         f"Catch2 test cases pass" + (f"; {lg.feedback_note}" if lg.feedback_note
                                                      else ""))
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


# --- the class CSV ---------------------------------------------------------------------------

def csv_header(lesson_ids):
    return ["student"] + list(lesson_ids) + ["total", "max", "status"]


def csv_text(text):
    """Untrusted text (a student's folder name) as a cell: escaped, and never taken for a
    formula by a spreadsheet (a cell that starts with = + - or @ is one)."""
    cell = shown.one_line(text, 1 << 12)
    return "'" + cell if cell.startswith(("=", "+", "-", "@")) else cell


def csv_row(grade, lesson_ids):
    by = {lg.lesson_id: lg for lg in grade.lessons}
    return [csv_text(grade.student)] + \
        [_pts(by[i].score) if i in by else "" for i in lesson_ids] + \
        [_pts(grade.score), _pts(grade.max_score), shown.clean(grade.status)]


# --- HTML ------------------------------------------------------------------------------------

_STYLE = """body{font-family:sans-serif;margin:2em;max-width:70em}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}
.ok{color:#070}.fail{color:#b00}.pics img{width:256px;image-rendering:pixelated;margin:.2em;
border:1px solid #999}.pics figure{display:inline-block;margin:.3em}pre{background:#f6f6f6;
padding:.5em;white-space:pre-wrap}"""


def e(text):
    return html.escape(shown.clean(text))


def _page(title, body):
    return (f"<!doctype html><html><head><meta charset='utf-8'><title>{e(title)}"
            f"</title><style>{_STYLE}</style></head><body>{body}</body></html>\n")


def _pic(path, base, caption):
    rel = os.path.relpath(path, base)
    return (f"<figure><img src='{e(rel)}' alt='{e(caption)}'>"
            f"<figcaption>{e(caption)}</figcaption></figure>")


def _write_page(path, text):
    with open(path, "w", encoding="utf-8", errors="backslashreplace") as f:
        f.write(text)


def page_name(student):
    return f"{shown.file_stem(student)}.html"


def html_student(grade, html_dir, draw=None):
    """Writes html_dir/<student>.html; returns its file name. @p draw(case, path) draws a
    failed geometry case (grade.Session.draw), or is None."""
    name = page_name(grade.student)
    pics_dir = os.path.join(html_dir, "files", shown.file_stem(grade.student))
    who = shown.name(grade.student)
    body = [f"<h1>{e(who)}: {_pts(grade.score)} / {_pts(grade.max_score)}</h1>",
            f"<p>status: {e(grade.status)}</p>"]
    for lg in grade.lessons:
        body.append(f"<h2>{e(lg.lesson_id)}: {_pts(lg.score)} / {_pts(lg.max_score)} "
                    f"({e(lg.status)})</h2>")
        if lg.problems:
            body.append("<pre>" + e("\n".join(lg.problems)) + "</pre>")
        body.append("<table><tr><th>check</th><th>points</th><th>result</th></tr>")
        for c in lg.checks:
            cls = "ok" if c.ok else "fail"
            word = "passed" if c.ok else ("not graded" if not c.graded else "failed")
            body.append(f"<tr><td>{e(c.check.title)}</td><td>{_pts(c.score)} / "
                        f"{_pts(c.check.points)}</td><td class='{cls}'>{word}"
                        + (f": {e(c.message)}" if not c.ok and c.message else "") + "</td></tr>")
        body.append("</table>")
        for number, c in enumerate(lg.checks):
            if c.files and c.check.file.endswith(".png"):
                pics = [_pic(c.files[k], html_dir, f"{k}: {c.check.file}")
                        for k in ("expected", "produced", "diff") if k in c.files]
                if "diff" not in c.files and c.ok:
                    pics.append("<figure>no pixel differs:<br>no diff picture</figure>")
                body.append(f"<h3>{e(c.check.file)}</h3><div class='pics'>{''.join(pics)}</div>")
            elif c.files and not c.ok:
                for k in ("expected", "produced"):
                    with open(c.files[k], "rb") as f:
                        text = f.read(20000).decode("utf-8", errors="replace")
                    body.append(f"<h3>{e(c.check.file)}, {k}</h3><pre>{e(text)}</pre>")
            if not c.ok and c.details:
                body.append("<pre>" + e("\n".join(c.details)) + "</pre>")
            if not c.ok and c.cases and not c.check.hidden and draw:
                figs = []
                for k, case in enumerate(c.cases[:4]):
                    out = os.path.join(pics_dir, lg.lesson_id, f"case-{number}-{k}.png")
                    if draw(case, out):
                        figs.append(_pic(out, html_dir, f"{case.call.label}: {case.why}"))
                if figs:
                    body.append(f"<p>{e(c.check.title)}: white = first shape, yellow = second, "
                                "green = the reference's push-out (or hit point), red = yours</p>"
                                f"<div class='pics'>{''.join(figs)}</div>")
        if lg.feedback is not None:
            body.append("<h3>feedback: the lesson's Catch2 tests (no points)</h3><ul>")
            for t in lg.feedback:
                body.append(f"<li class='{'ok' if t.ok else 'fail'}'>{e(t.name)}"
                            + (f": {e(t.failures[0])}" if t.failures else "") + "</li>")
            body.append("</ul>")
        for n in lg.notes:
            body.append(f"<p>note: {e(n)}</p>")
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, name), _page(who, "\n".join(body)))
    return name


def html_failed_page(grade, html_dir, error):
    """The page of a student whose report could not be made: says so, with the score."""
    name = page_name(grade.student)
    who = shown.name(grade.student)
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, name), _page(who, (
        f"<h1>{e(who)}: {_pts(grade.score)} / {_pts(grade.max_score)}</h1>"
        f"<p>status: {e(grade.status)}</p><p class='fail'>the grader could not write this "
        f"report: {e(error)}</p>")))
    return name


def html_index(grades, lesson_ids, html_dir, pages):
    rows = ["<table><tr><th>student</th>" + "".join(f"<th>{e(i)}</th>" for i in lesson_ids) +
            "<th>total</th><th>status</th></tr>"]
    for g, page in zip(grades, pages):
        by = {lg.lesson_id: lg for lg in g.lessons}
        cells = "".join(f"<td>{_pts(by[i].score)} / {_pts(by[i].max_score)}</td>" if i in by
                        else "<td></td>" for i in lesson_ids)
        rows.append(f"<tr><td><a href='{e(page)}'>{e(shown.name(g.student))}</a></td>{cells}"
                    f"<td>{_pts(g.score)} / {_pts(g.max_score)}</td><td>{e(g.status)}</td></tr>")
    rows.append("</table>")
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, "index.html"),
                _page("grades", "<h1>grades</h1>" + "\n".join(rows)))
