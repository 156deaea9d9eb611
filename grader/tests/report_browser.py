"""The HTML grading report read in headless Chromium at a desk and a phone width (CTest
`grader/report-browser`; exits 77, skipped, where there is no Chromium).

    python3 -m grader.tests.report_browser

It grades the demonstration submission (grader/demo.py: lesson 00 right, 01 to 04 one named
mistake each, chosen here (CHOSEN), the rest the untouched starter) with --html, then reads the student's page and
the class index at 1280 px (light and dark) and 400 px, and fails on what a reader would see
wrong: the page wider than the window, a picture that does not load or is enlarged smoothed or
by a fraction, an index link to nowhere, an untouched lesson shown unfolded, "(ok)" for a
lesson's state, a polygon shown with its vertex count, a case count without its cases under it
in its cell, a text output without its differing lines marked, a reread hint that is not there
or not linked to the lesson's page (and, where the student docs are built, to a section that
is not on that page); on the class index, the total not right after the name, no row of
maxima and of means, or the name and total (and at 1280 px the status) past the window's edge.
The grade itself is checked too: the single wrong colour of lesson 04 costs one check.
"""

import json
import os
import re
import shutil
import sys
import tempfile

from grader.tests import helpers  # noqa: F401  (sets sys.path)

from course import docs  # noqa: E402
from course.chromium import Browser, BrowserMissing  # noqa: E402
from course.docs_browser import PHONE  # noqa: E402
from grader import demo  # noqa: E402

SKIPPED = 77
# A mistake per lesson that shows one thing each: touching boxes as a gap (a text output's
# lines differ), a hit of depth 0 where there is none (the ring), a wrong depth between two
# polygons (vertex lists), one wrong colour (lesson 04: it must cost one check).
CHOSEN = {"01-aabb": "touching_is_a_gap", "02-circle": "touching_is_a_hit",
          "03-sat": "overlap_as_depth", "04-draw": "wrong_red"}
WIDTHS = ((1280, 900), (400, 800))

PROBE = r"""
(() => {
  const problems = [];
  const width = %(width)d;
  const student = %(student)s;
  const say = (what) => problems.push(what);
  const short = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 90);
  // 1. Nothing runs off the right edge (tables and code scroll in their own box).
  const page = document.documentElement.scrollWidth;
  if (page > width + 1) {
    const wide = [...document.body.querySelectorAll('*')]
      .filter(el => el.getBoundingClientRect().right > width + 1)
      .filter(el => !el.closest('.scroll, pre'))
      .slice(0, 3).map(el => el.tagName.toLowerCase() + ' "' + short(el.textContent) + '"');
    say(`the page is ${page} px wide in a ${width} px window: ${wide.join('; ')}`);
  }
  // 2. Pictures load, enlarged only by whole factors and pixelated.
  for (const img of document.querySelectorAll('img')) {
    const name = img.getAttribute('src');
    if (!img.complete || img.naturalWidth == 0) { say(`the picture ${name} does not load`); continue; }
    const shown = img.clientWidth;            // the picture itself, not its border
    if (!shown) continue;                     // folded away
    if (shown > img.naturalWidth + 0.5) {
      const k = shown / img.naturalWidth;
      if (Math.abs(k - Math.round(k)) > 0.01) say(`${name} is enlarged ${k.toFixed(2)} times`);
      if (getComputedStyle(img).imageRendering != 'pixelated') say(`${name} is enlarged smoothed`);
    }
  }
  // 3. Every link inside the page leads somewhere.
  for (const a of document.querySelectorAll('a[href^="#"]')) {
    if (!document.getElementById(a.getAttribute('href').slice(1)))
      say(`the link ${a.getAttribute('href')} leads nowhere`);
  }
  if (!student) {
    // The class index: the total right after the name; in a desk window every column shows
    // (the index is as wide as the window), in a phone's at least the name and the total.
    const heads = [...document.querySelectorAll('table.index tr:first-child th')].map(th => th.innerText);
    if (heads[0] != 'student' || heads[1] != 'total') say(`the index's first columns are ${heads.slice(0, 2).join(', ')}`);
    if (document.querySelectorAll('table.index tr.summary').length != 2)
      say('the index has no row of maxima and one of means');
    const wanted = width > 1000 ? ['name', 'total', 'status'] : ['name', 'total'];
    for (const kind of wanted) {
      const cells = [...document.querySelectorAll(`table.index td.${kind}`)];
      if (!cells.length) say(`the index has no ${kind} column`);
      for (const td of cells) {
        const r = td.getBoundingClientRect();
        if (r.right > width + 1 || r.left < 0) say(`the index's ${kind} "${short(td.innerText)}" is past the window's edge (${Math.round(r.left)} to ${Math.round(r.right)} px)`);
      }
    }
    return problems;
  }
  const text = document.body.innerText;
  // 4. A lesson's state is said in words: "graded", never "(ok)".
  if (/\(ok\)/.test(text)) say('"(ok)" on the page');
  if (!/\(graded\)/.test(text)) say('no lesson says "(graded)"');
  // 5. The per-lesson index, and the untouched lessons folded to one line.
  const index = document.querySelectorAll('nav.lessons a[href^="#lesson-"]');
  if (index.length < 8) say(`the lesson index has ${index.length} links`);
  const folded = [...document.querySelectorAll('details.quiet')];
  for (const id of ['05-broad', '06-ray', '07-obb']) {
    const d = document.getElementById('lesson-' + id);
    if (!d || d.tagName != 'DETAILS' || d.open) { say(`lesson ${id} (untouched) is not folded`); continue; }
    const h = d.getBoundingClientRect().height;
    const line = parseFloat(getComputedStyle(d).lineHeight) || 24;
    if (h > 3.5 * line) say(`lesson ${id} (untouched) takes ${Math.round(h)} px, not one line`);
  }
  if (!folded.length) say('nothing folded');
  // 6. Polygons as vertex lists, never with their count first.
  const counted = text.match(/sat_hit\(\(\d+, \(\(/);
  if (counted) say(`a polygon shown with its vertex count: "${short(counted[0])}"`);
  if (!/sat_hit\(\[\(/.test(text)) say('no polygon shown as a vertex list');
  // 7. "k of n cases fail:" has the cases it counts right under it, in its own cell.
  const counts = [...document.querySelectorAll('td')]
    .filter(td => /^failed: \d+ of \d+ cases fail:/.test(td.innerText));
  if (!counts.length) say('no "k of n cases fail:" in a check\'s row');
  for (const td of counts) {
    if (!td.querySelectorAll('ul.cases li').length)
      say(`"${short(td.innerText)}" is not followed by its cases in its cell`);
  }
  // 8. A text output's differing lines are marked.
  if (!document.querySelector('pre .differs')) say('no differing line marked in a text output');
  // 9. Reread hints, linked to the lesson's page.
  const hints = [...document.querySelectorAll('.reread')];
  if (!hints.length) say('no "reread" hint');
  const links = hints.map(h => h.querySelector('a')).filter(a => a);
  if (!links.length) say('no reread hint is linked to its lesson page');
  return problems.concat(links.map(a => 'LINK ' + a.getAttribute('href')));
})()
"""


def check(page, index, docs_folder, browser):
    problems, links = [], set()
    for width, height in WIDTHS:
        for dark in (False, True) if width > PHONE else (False,):
            tab = browser.page(width, height, mobile=width < PHONE)
            tab.emulate_dark(dark)
            for path, student in ((page, True), (index, False)):
                tab.open("file://" + os.path.abspath(path))
                found = tab.evaluate(PROBE % {"width": width, "student": json.dumps(student)})
                links |= {f[5:] for f in found if f.startswith("LINK ")}
                mode = ", dark" if dark else ""
                problems += [f"{os.path.basename(path)} at {width} px{mode}: {f}"
                             for f in found if not f.startswith("LINK ")]
            tab.close()
    for href in sorted(links):      # a link names a lesson page, and a section that is on it
        m = re.fullmatch(r"[^#]*/(lesson_\d\d\.html)#(lesson_\d\d_\w+)", href)
        if not m:
            problems.append(f"a reread link does not name a lesson section: {href}")
            continue
        target = os.path.join(docs_folder, m.group(1))
        if os.path.isfile(target):
            with open(target, encoding="utf-8") as f:
                if f'id="{m.group(2)}"' not in f.read():
                    problems.append(f"{href}: no such section on {m.group(1)}")
    return sorted(set(problems), key=problems.index), links


def main():
    root = helpers.ROOT
    try:
        browser = Browser()
    except BrowserMissing as e:
        print(f"grader/report-browser: skipped: {e}")
        return SKIPPED
    work = tempfile.mkdtemp(prefix="grader-report-")
    try:
        docs_folder = docs.html_dir("student", root)
        html = os.path.join(work, "html")
        page = demo.write_report(root, work, docs_url=os.path.relpath(docs_folder, html),
                                 results=os.path.join(work, "results.json"), chosen=CHOSEN)
        if page is None:
            print("grader/report-browser: FAIL: the demonstration submission was not graded")
            return 1
        problems = []
        scores = helpers.lesson_scores(helpers.read_json(os.path.join(work, "results.json")))
        lost = [t for t in helpers.read_json(os.path.join(work, "results.json"))["tests"]
                if t["tags"][0] == "04-draw" and t["score"] < t["max_score"]]
        if len(lost) != 1:   # demo's 04-draw mistake is one wrong colour
            problems.append(f"04-draw's single wrong colour fails {len(lost)} checks: "
                            + "; ".join(t["name"] for t in lost))
        with browser:
            found, links = check(page, os.path.join(html, "index.html"), docs_folder, browser)
        problems += found
        for p in problems:
            print(f"grader/report-browser: FAIL: {p}")
        if not problems:
            print(f"grader/report-browser: the report read in Chromium at 1280 px (and dark) "
                  f"and 400 px: no problem; {len(links)} reread links; lesson scores "
                  + ", ".join(f"{k} {s:g}/{m:g}" for k, (s, m) in scores.items()))
        return 1 if problems else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
