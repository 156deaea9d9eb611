"""The gradebook reporter: the class CSV, a row per student (per lesson its score, then the
score of each tier of its checks; the total, the total of each tier, the maximum and the
status: "not started NN" where a lesson's files are the starter), each score's column headed
by its maximum: `NN-name (15)`, `NN-name core (12)`, `NN-name precision (3)`, ..., `total`,
`core (40)`, `precision (8)`, `max`, `status`. The tiers are columns of every lesson, one with
no precision checks included (`NN-name precision (0)`): the columns are the same whatever the
grade."""

import csv

from .. import shown
from ..grades import TIERS
from . import points, score_text


def column_header(lesson_id, maximum):
    """A lesson's column header: its id and its maximum, `NN-name (15)`."""
    return lesson_id if maximum is None else f"{lesson_id} ({points(maximum)})"


def maxima(grades, lesson_ids):
    """{lesson id: its maximum}, and {(lesson id, tier): that tier's maximum}, and {tier: the
    grades' maximum of it} (every declared point: the same in every grade that has it)."""
    found = {lg.lesson_id: lg.max_score for g in grades for lg in g.lessons}
    found.update({(lg.lesson_id, t): lg.tier_max(t) for g in grades for lg in g.lessons
                  for t in TIERS})
    out = {i: found.get(i) for i in lesson_ids}
    out.update({(i, t): found.get((i, t)) for i in lesson_ids for t in TIERS})
    out.update({t: max((g.tier_max(t) for g in grades), default=None) for t in TIERS})
    return out


def csv_header(lesson_ids, most=None):
    """The header: student; per lesson its column and a column per tier, each with its maximum
    (@p most: maxima()); total, a column per tier, max, status."""
    most = most or {}
    lessons = []
    for i in lesson_ids:
        lessons.append(column_header(i, most.get(i)))
        lessons += [column_header(f"{i} {t.value}", most.get((i, t))) for t in TIERS]
    return ["student"] + lessons + ["total"] + \
        [column_header(t.value, most.get(t)) for t in TIERS] + ["max", "status"]


def csv_text(text):
    """Untrusted text (a student's folder name) as a cell: escaped, and never taken for a
    formula by a spreadsheet (a cell that starts with = + - or @ is one)."""
    cell = shown.one_line(text, 1 << 12)
    return "'" + cell if cell.startswith(("=", "+", "-", "@")) else cell


def csv_row(grade, lesson_ids):
    """A student's row: a score per lesson, the total, the maximum and the status; where the
    grader failed, the lesson's cell and the total say so instead of a score."""
    by = {lg.lesson_id: lg for lg in grade.lessons}

    def tiers(x):
        return [score_text(x) if x.grader_failed else points(x.tier_score(t)) for t in TIERS]

    cells = []
    for i in lesson_ids:
        cells += [score_text(by[i])] + tiers(by[i]) if i in by else [""] * (1 + len(TIERS))
    return [csv_text(grade.student)] + cells + [score_text(grade)] + tiers(grade) + \
        [points(grade.max_score), shown.clean(grade.status)]


def write(path, grades, lesson_ids):
    """Writes the gradebook of @p grades (in their order) to @p path."""
    with open(path, "w", newline="", encoding="utf-8", errors="backslashreplace") as f:
        w = csv.writer(f)
        w.writerow(csv_header(lesson_ids, maxima(grades, lesson_ids)))
        for g in grades:
            w.writerow(csv_row(g, lesson_ids))
