"""The gradebook reporter: the class CSV, a row per student (a score per lesson, the total,
the maximum and the status: "not started NN" where a lesson's files are the starter), each
lesson's column headed by its maximum (`NN-name (15)`)."""

import csv

from .. import shown
from . import points, score_text


def column_header(lesson_id, maximum):
    """A lesson's column header: its id and its maximum, `NN-name (15)`."""
    return lesson_id if maximum is None else f"{lesson_id} ({points(maximum)})"


def maxima(grades, lesson_ids):
    """{lesson id: its maximum} (every declared point: the same in every grade that has it)."""
    found = {lg.lesson_id: lg.max_score for g in grades for lg in g.lessons}
    return {i: found.get(i) for i in lesson_ids}


def csv_header(lesson_ids, most=None):
    """The header: student, a column per lesson with its maximum (@p most: {id: points}),
    total, max, status."""
    most = most or {}
    return ["student"] + [column_header(i, most.get(i)) for i in lesson_ids] + \
        ["total", "max", "status"]


def csv_text(text):
    """Untrusted text (a student's folder name) as a cell: escaped, and never taken for a
    formula by a spreadsheet (a cell that starts with = + - or @ is one)."""
    cell = shown.one_line(text, 1 << 12)
    return "'" + cell if cell.startswith(("=", "+", "-", "@")) else cell


def csv_row(grade, lesson_ids):
    """A student's row: a score per lesson, the total, the maximum and the status; where the
    grader failed, the lesson's cell and the total say so instead of a score."""
    by = {lg.lesson_id: lg for lg in grade.lessons}

    def cell(lg):
        return score_text(lg)
    return [csv_text(grade.student)] + [cell(by[i]) if i in by else "" for i in lesson_ids] + \
        [score_text(grade), points(grade.max_score), shown.clean(grade.status)]


def write(path, grades, lesson_ids):
    """Writes the gradebook of @p grades (in their order) to @p path."""
    with open(path, "w", newline="", encoding="utf-8", errors="backslashreplace") as f:
        w = csv.writer(f)
        w.writerow(csv_header(lesson_ids, maxima(grades, lesson_ids)))
        for g in grades:
            w.writerow(csv_row(g, lesson_ids))
