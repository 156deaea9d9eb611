"""The HTML reporter: a page per student and the class's index, static files.

A student's page: their score, an index of the lessons (score and state each, a link to the
lesson's section), then per lesson its checks; a lesson whose files are the course's starter,
or missing, is one line (its checks folded under it). Each failure shows its cases (the
geometry drawn, the answers in words), a text output's expected and produced lines with the
differing ones marked, a picture output's expected / produced / diff side by side, and the
Catch2 feedback with the section of the lesson to reread, linked to the lesson's page. Where
a grade has precision checks, each is marked "precision", and every score of a lesson or of
the grade has each tier's beside it (the class index: under it, "core + precision"). The
pictures and files are the grade's bytes (drawn and taken in the box), written next to the
page: the reporter starts no process.
"""

import html
import os

from course.language import wanted
from course.report import reread_place

from .. import shown
from ..grades import Status, Tier
from . import (MESSAGES, STATUS_WORDS, TIER_WORDS, core_first, feedback_line, has_precision,
               points, score_text, state, status_said, tier_text)

_, ngettext = MESSAGES.gettext, MESSAGES.ngettext

_STYLE = """
:root{color-scheme:light dark;--ok:#167a2a;--fail:#b3261e;--mark:#fff1a8;--muted:#666;
--rule:#ccc;--code:#f4f4f4;--low:#fde7e4}
@media (prefers-color-scheme:dark){:root{--ok:#6fd08a;--fail:#ff8a80;--mark:#5a4a00;
--muted:#aaa;--rule:#444;--code:#1e1e1e;--low:#4a1c18}}
body{font-family:system-ui,sans-serif;line-height:1.45;margin:0 auto;padding:1em;
max-width:52em}
h1{font-size:1.5em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid var(--rule)}
h3{font-size:1em}a{color:inherit}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse}td,th{border:1px solid var(--rule);padding:.2em .5em;
text-align:left;vertical-align:top}
.ok{color:var(--ok)}.fail{color:var(--fail)}.muted{color:var(--muted)}
details.quiet>summary{cursor:pointer;padding:.3em 0}
details.quiet{border-bottom:1px solid var(--rule)}
.pics{display:flex;flex-wrap:wrap;gap:.5em}
.pics figure{margin:0;max-width:256px}
.pics img{width:256px;max-width:100%;image-rendering:pixelated;border:1px solid #999;
display:block}
figcaption{font-size:.85em;overflow-wrap:anywhere}
pre{background:var(--code);padding:.5em;overflow-x:auto;white-space:pre;
font-size:.9em;line-height:1.3}
pre .differs{background:var(--mark);display:inline-block;min-width:100%}
.reread{font-size:.9em}
body.wide{max-width:none}
ul.cases{margin:.2em 0 0;padding-left:1.2em;font-family:ui-monospace,monospace;font-size:.85em;
overflow-wrap:anywhere}
table.index{font-variant-numeric:tabular-nums}
table.index th.lesson{font-weight:normal;text-align:right;line-height:1.2}
table.index td.score,table.index td.total{text-align:right;white-space:nowrap}
table.index .name{position:sticky;left:0;background:Canvas;min-width:7em;max-width:12em;
overflow-wrap:break-word;z-index:1;box-shadow:inset -1px 0 0 var(--rule)}
table.index tr.summary td.name{white-space:nowrap}
table.index td.status{min-width:8em;max-width:24em;overflow-wrap:anywhere}
table.index tr.summary td{font-style:italic;color:var(--muted)}
table.index td.low{background:var(--low);color:var(--fail);font-weight:bold}
p.legend{font-size:.9em;color:var(--muted)}
.tier{font-size:.8em;color:var(--muted);white-space:nowrap}
.tier.precision{border:1px solid var(--rule);border-radius:.3em;padding:0 .3em}
table.index .tiers{display:block;font-size:.75em;color:var(--muted);font-style:normal}
@media print{details{display:block}figure,pre{break-inside:avoid}}
"""


def e(text):
    return html.escape(shown.clean(text))


def _page(title, body, wide=False):
    """A page; @p wide: as wide as the window (the class index), not a column of text."""
    return (f"<!doctype html><html lang='{wanted()}'><head><meta charset='utf-8'>"
            f"<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{e(title)}</title><style>{_STYLE}</style></head>"
            f"<body{' class=wide' if wide else ''}>{body}</body></html>\n")


def _pic(path, base, caption):
    rel = os.path.relpath(path, base)
    return (f"<figure><img src='{e(rel)}' alt='{e(caption)}' width='256'>"
            f"<figcaption>{e(caption)}</figcaption></figure>")


def _write_page(path, text):
    with open(path, "w", encoding="utf-8", errors="backslashreplace") as f:
        f.write(text)


def page_name(student):
    return f"{shown.file_stem(student)}.html"


class Docs:
    """Where the lesson pages are (the student docs, ./course docs), for the report's links:
    @p url is their folder as the page's reader reaches it (relative to the report, or a web
    address). A section is linked only when it is a heading of the lesson's README (a Catch2
    report is the student's program's output: the name it gives is data)."""

    def __init__(self, url, lessons):
        self.url = url.rstrip("/") if url else ""
        self.lessons = {l.id: l for l in lessons}
        self._headings = {}

    def headings(self, lesson_id):
        if lesson_id not in self._headings:
            found = set()
            lesson = self.lessons.get(lesson_id)
            try:
                with open(os.path.join(lesson.dir, "README.md"), encoding="utf-8") as f:
                    for line in f:
                        if line.startswith("#"):
                            found.add(line.lstrip("#").strip().split(" {#")[0])
            except (OSError, AttributeError):
                pass
            self._headings[lesson_id] = found
        return self._headings[lesson_id]

    def link(self, lesson_id, section=""):
        """The address of the lesson's page (at @p section), or "" when there is none."""
        lesson = self.lessons.get(lesson_id)
        if not self.url or lesson is None:
            return ""
        from course.docs_pages import page_label, section_label
        page = page_label(lesson)
        if section and section in self.headings(lesson_id):
            return f"{self.url}/{page}.html#{section_label(page, section)}"
        return f"{self.url}/{page}.html"


def _reread(lg, section, docs, precision=False):
    """A Catch2 failure's hint, "reread <section>", linked to the lesson page when known;
    @p precision: the case is a precision check, and the hint says so."""
    href = docs.link(lg.lesson_id, section) if docs else ""
    readme, heading = reread_place(f"lessons/{lg.lesson_id}", section)
    said = _("reread \u201c{section}\u201d in lesson {n} (precision)") if precision else \
        _("reread \u201c{section}\u201d in lesson {n}")
    text = said.format(section=e(heading), n=e(lg.lesson_id[:2]))
    if href and section in docs.headings(lg.lesson_id):
        return f"<a href='{e(href)}'>{text}</a>"
    return f"{text} ({e(readme)})"


def _text_diff(expected, produced, limit=400):
    """Expected and produced lines, those that differ (by the rule of the output check: same
    line number, numbers within the tolerance) marked, as one block: "  n  line" where they
    agree, "- n  expected" and "+ n  produced" where they do not."""
    from course.compare import lines_equal
    want, got = expected.splitlines(), produced.splitlines()
    rows, differing = [], 0
    for i in range(max(len(want), len(got))):
        w = want[i] if i < len(want) else None
        g = got[i] if i < len(got) else None
        if w is not None and g is not None and lines_equal(w, g):
            rows.append(f"  {i + 1:>3}  {e(w)}")
            continue
        differing += 1
        if w is not None:
            rows.append(f"<span class='differs'>- {i + 1:>3}  {e(w)}</span>")
        if g is not None:
            rows.append(f"<span class='differs'>+ {i + 1:>3}  {e(g)}</span>")
    cut = len(rows) > limit
    text = "\n".join(rows[:limit]) + (f"\n... ({len(rows) - limit} more lines)" if cut else "")
    return differing, text


def _write_file(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def _output_section(c, html_dir, files_dir):
    """An output check's files: pictures side by side, or a text's lines with a marked diff."""
    if not c.files:
        return []
    stem, ext = os.path.splitext(c.check.file)
    if ext == ".png":
        pics = []
        for k in ("expected", "produced", "diff"):
            if k in c.files:
                path = os.path.join(files_dir, f"{stem}.{k}{ext}")
                _write_file(path, c.files[k])
                pics.append(_pic(path, html_dir, f"{k}: {c.check.file}"))
        if "diff" not in c.files and c.ok:
            pics.append("<figure>" + _("no pixel differs:<br>no diff picture") + "</figure>")
        return [f"<h3>{e(c.check.file)}</h3><div class='pics'>{''.join(pics)}</div>"]
    if c.ok:
        return []
    texts = {k: c.files[k][:20000].decode("utf-8", errors="replace")
             for k in ("expected", "produced")}
    n, block = _text_diff(texts["expected"], texts["produced"])
    heading = ngettext("{file}: {n} line differ (<code>-</code> expected, <code>+</code> "
                       "produced)", "{file}: {n} lines differ (<code>-</code> expected, "
                       "<code>+</code> produced)", n).format(file=e(c.check.file), n=n)
    return [f"<h3>{heading}</h3><pre>{block}</pre>"]


def _cases_section(c, number, html_dir, files_dir):
    """A failed visible function check's cases, drawn, each with its answers in words."""
    if c.ok or c.check.hidden:
        return []
    figs = []
    for k, case in enumerate(c.cases):
        if not case.picture:
            continue
        out = os.path.join(files_dir, f"case-{number}-{k}.png")
        _write_file(out, case.picture)
        figs.append(_pic(out, html_dir, f"{case.label}: {case.why}" +
                         (f"; {case.words}" if case.words else "")))
    if not figs:
        return []
    return ["<p>" + _("{check}, drawn: white the first shape, yellow the second, green the "
                      "reference's answer (a push-out, a hit point), red yours; a ring marks a "
                      "push-out too short to see, and its tick the direction").format(
                check=e(c.check.title)) + "</p>"
            f"<div class='pics'>{''.join(figs)}</div>"]


def _details(c, lg):
    """A failed check's details (the cases a count counts, the lines that differ), in its own
    cell, right under its message: never a message ending in "fail:" and the cases elsewhere.
    A lesson that did not build shows its problems above the table instead."""
    if c.ok or not c.details or lg.problems:
        return ""
    return "<ul class='cases'>" + "".join(f"<li>{e(d)}</li>" for d in c.details) + "</ul>"


def _lesson_body(lg, html_dir, files_dir, docs):
    body = []
    if lg.problems:
        body.append("<pre>" + e("\n".join(lg.problems)) + "</pre>")
    body.append(f"<div class='scroll'><table><tr><th>{_('check')}</th><th>{_('points')}</th>"
                f"<th>{_('result')}</th></tr>")
    for c in lg.checks:
        cls = "ok" if c.ok else "fail"
        word = _("passed") if c.ok else (_("not graded") if not c.graded else _("failed"))
        tier = f" <span class='tier precision'>{e(_(TIER_WORDS[Tier.PRECISION]))}</span>" \
            if c.tier is Tier.PRECISION else ""
        body.append(f"<tr><td>{e(c.check.title)}{tier}</td><td>{points(c.score)}&nbsp;/&nbsp;"
                    f"{points(c.check.points)}</td><td class='{cls}'>{word}"
                    + (f": {e(c.message)}" if not c.ok and c.message else "")
                    + _details(c, lg) + "</td></tr>")
    body.append("</table></div>")
    for number, c in enumerate(lg.checks):
        body += _output_section(c, html_dir, files_dir)
        body += _cases_section(c, number, html_dir, files_dir)
    if lg.feedback is not None:
        body.append("<h3>" + _("feedback, no points: {feedback}").format(
            feedback=e(feedback_line(lg))) + "</h3>")
        items = []
        # the passing ones: counted above; the core ones first, as ./course check shows them
        for t in core_first([t for t in lg.feedback if not t.ok]):
            line = f"<li class='fail'>{e(t.name)}"
            if t.precision:
                line += f" <span class='tier precision'>{e(_(TIER_WORDS[Tier.PRECISION]))}</span>"
            if t.failures:
                line += f": {e(t.failures[0])}"
            if t.reread:
                line += (f"<br><span class='reread'>{_reread(lg, t.reread, docs, t.precision)}"
                         "</span>")
            items.append(line + "</li>")
        if items:
            body.append("<ul>" + "".join(items) + "</ul>")
    for n in lg.notes:
        body.append("<p>" + _("note: {note}").format(note=e(n)) + "</p>")
    if docs and docs.link(lg.lesson_id):
        page = _("the lesson's page")
        body.append(f"<p><a href='{e(docs.link(lg.lesson_id))}'>{page}</a></p>")
    return body


def _anchor(lg):
    return "lesson-" + shown.file_stem(lg.lesson_id)


def _quiet(lg):
    """A lesson shown as one line (its details folded under it): nothing of the student's to
    look at, or nothing wrong."""
    return lg.untouched or lg.status is Status.MISSING or (
        lg.checks and lg.score >= lg.max_score and not any(not t.ok for t in lg.feedback or []))


def html_student(grade, html_dir, docs=None):
    """Writes html_dir/<student>.html, and its pictures and files under html_dir/files/;
    returns the page's file name. @p docs (a Docs) links the lessons' pages, or is None."""
    name = page_name(grade.student)
    pics_dir = os.path.join(html_dir, "files", shown.file_stem(grade.student))
    who = shown.name(grade.student)
    body = [f"<h1>{e(who)}: {score_text(grade, _)} / {points(grade.max_score)}</h1>",
            f"<p>{e(_('status: {status}').format(status=status_said(grade)))}</p>"]
    if tier_text(grade):
        body.append(f"<p>{e(tier_text(grade))}</p>")
    tiered = has_precision(grade)
    index = []
    for lg in grade.lessons:
        cls = "ok" if lg.score >= lg.max_score else ("muted" if _quiet(lg) else "fail")
        word = _("not started") if lg.untouched else _(STATUS_WORDS[lg.status])
        tiers = "".join(f"<td>{_tier_cell(lg, t)}</td>" for t in Tier) if tiered else ""
        index.append(f"<tr><td><a href='#{e(_anchor(lg))}'>{e(lg.lesson_id)}</a></td>"
                     f"<td class='{cls}'>{score_text(lg, _)}&nbsp;/&nbsp;"
                     f"{points(lg.max_score)}</td>{tiers}"
                     f"<td class='muted'>{e(word)}</td></tr>")
    if index:
        heads = "".join(f"<th>{e(_(TIER_WORDS[t]))}</th>" for t in Tier) if tiered else ""
        body.append(f"<nav class='lessons'><div class='scroll'><table><tr><th>{_('lesson')}"
                    f"</th><th>{_('points')}</th>{heads}<th>{_('state')}</th></tr>" +
                    "".join(index) + "</table></div></nav>")
    for lg in grade.lessons:
        tiers = f" <span class='tier'>{e(tier_text(lg))}</span>" if tier_text(lg) else ""
        head = f"{e(lg.lesson_id)}: {score_text(lg, _)} / {points(lg.max_score)} " \
            f"({e(state(lg))}){tiers}"
        inner = _lesson_body(lg, html_dir, os.path.join(pics_dir, lg.lesson_id), docs)
        if _quiet(lg):
            why = e(lg.problems[0]) if lg.status is Status.MISSING and lg.problems else \
                _("nothing to look at yet") if lg.untouched else _("every check passed")
            body.append(f"<details class='quiet' id='{e(_anchor(lg))}'><summary>{head}: "
                        f"{why}</summary>{''.join(inner)}</details>")
        else:
            body.append(f"<section id='{e(_anchor(lg))}'><h2>{head}</h2>{''.join(inner)}"
                        "</section>")
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, name), _page(who, "\n".join(body)))
    return name


def _tier_cell(lg, tier):
    """A lesson's score of one tier, "2&nbsp;/&nbsp;4", or "" (the grader failed on it)."""
    if lg.grader_failed:
        return ""
    return f"{points(lg.tier_score(tier))}&nbsp;/&nbsp;{points(lg.tier_max(tier))}"


def html_failed_page(grade, html_dir, error):
    """The page of a student whose report could not be made: says so, with the score."""
    name = page_name(grade.student)
    who = shown.name(grade.student)
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, name), _page(who, (
        f"<h1>{e(who)}: {score_text(grade, _)} / {points(grade.max_score)}</h1>"
        f"<p>{e(_('status: {status}').format(status=status_said(grade)))}</p><p class='fail'>"
        f"{e(_('the grader could not write this report: {error}').format(error=error))}</p>")))
    return name


# A score under this share of its maximum is marked low on the class index: the usual passing
# line of a course, stated once, so that the marked cells are the students to look at first.
LOW_SHARE = 0.5


def _low(x):
    """A LessonGrade or Grade the index marks: graded, and under LOW_SHARE of its maximum."""
    return not x.grader_failed and x.max_score > 0 and x.score < LOW_SHARE * x.max_score


def _mean(items):
    """The mean score of @p items (LessonGrade or Grade) the grader did not fail on, and how
    many that is."""
    graded = [x.score for x in items if not x.grader_failed]
    return (sum(graded) / len(graded) if graded else None), len(graded)


def _split(core, precision):
    """The tiers under a score of the class index: "core + precision"."""
    return f"<span class='tiers'>{core}&nbsp;+&nbsp;{precision}</span>"


def _score_cell(x, kind, tiered=False):
    """A score of the index; @p tiered: the tiers' scores under it (but where the grader
    failed)."""
    cls = kind + (" low" if _low(x) else "")
    tiers = _split(points(x.tier_score(Tier.CORE)), points(x.tier_score(Tier.PRECISION))) \
        if tiered and not x.grader_failed else ""
    return f"<td class='{cls}'>{score_text(x, _)}{tiers}</td>"


def html_index(grades, lesson_ids, html_dir, pages):
    """The class index, as wide as the window: the name and the total first (what a narrow
    window shows; the name stays in view as the table scrolls), a column per lesson, the
    status; under the header a row of the maxima and one of the means; scores under
    LOW_SHARE of their maximum marked."""
    by = [{lg.lesson_id: lg for lg in g.lessons} for g in grades]
    most = {i: next((b[i].max_score for b in by if i in b), None) for i in lesson_ids}
    # The tiers show under each score when some grade has precision checks.
    tiered = any(has_precision(g) for g in grades)
    split = {i: next((_split(points(b[i].tier_max(Tier.CORE)),
                             points(b[i].tier_max(Tier.PRECISION)))
                      for b in by if i in b), "") if tiered else "" for i in lesson_ids}
    best = max(grades, key=lambda g: g.max_score, default=None)
    top_split = _split(points(best.tier_max(Tier.CORE)), points(best.tier_max(Tier.PRECISION))) \
        if tiered and best else ""
    heads = "".join(f"<th class='lesson' title='{e(i)}'>{e(i[:2])}<br>"
                    f"<span class='muted'>{e(i[3:])}</span></th>" for i in lesson_ids)
    rows = ["<div class='scroll'><table class='index'><thead><tr><th class='name'>"
            f"{_('student')}</th><th>{_('total')}</th>{heads}<th>{_('status')}</th></tr>"]
    top = max((g.max_score for g in grades), default=0)
    rows.append(f"<tr class='summary'><td class='name'>{_('maximum')}</td>"
                f"<td class='total'>{points(top)}{top_split}</td>" +
                "".join(f"<td class='score'>{'' if most[i] is None else points(most[i])}"
                        f"{split[i]}</td>" for i in lesson_ids) + "<td></td></tr>")
    mean_total, counted = _mean(grades)
    means = [_mean([b[i] for b in by if i in b])[0] for i in lesson_ids]
    shown_mean = (lambda m: "" if m is None else f"{m:.1f}")
    rows.append(f"<tr class='summary'><td class='name'>" +
                _("mean ({count} graded)").format(count=counted) +
                f"</td><td class='total'>{shown_mean(mean_total)}</td>" +
                "".join(f"<td class='score'>{shown_mean(m)}</td>" for m in means) +
                "<td></td></tr></thead><tbody>")
    for g, page, b in zip(grades, pages, by):
        cells = "".join(_score_cell(b[i], "score", tiered) if i in b else "<td></td>"
                        for i in lesson_ids)
        rows.append(f"<tr><td class='name'><a href='{e(page)}'>{e(shown.name(g.student))}</a>"
                    f"</td>{_score_cell(g, 'total', tiered)}{cells}"
                    f"<td class='status'>{e(status_said(g))}</td></tr>")
    rows.append("</tbody></table></div>")
    legend = _("Marked: a score under {share:.0%} of its maximum (a lesson's, or the total). The "
               "means leave out the lessons the grader failed on.").format(share=LOW_SHARE)
    if tiered:
        legend += " " + _("Under each score: its core checks' points + its precision checks' "
                          "points.")
    os.makedirs(html_dir, exist_ok=True)
    _write_page(os.path.join(html_dir, "index.html"),
                _page(_("grades"), f"<h1>{_('grades')}</h1>" + "\n".join(rows) +
                      f"<p class='legend'>{e(legend)}</p>", wide=True))
