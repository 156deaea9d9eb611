"""The generated docs read in a real browser: headless Chromium at a desk and a phone width.

Every page given (the main page and every lesson page of an edition) is loaded at each width
of WIDTHS, and a script run in the page (PROBE) reports what a reader would see:

- the page body wider than the window (something runs off the right edge; code and tables
  must scroll inside their own box instead);
- a picture that does not load; a picture enlarged by a factor that is not whole, or enlarged
  without `image-rendering: pixelated` (soft lines), or shrunk with it (dotted lines); in dark
  mode, a picture recoloured by a filter;
- `**` or a pair of backticks in the rendered text (Markdown that was not rendered);
- a numbered list that starts again at 1 right after a code block, inside a section (the
  steps were cut in two by the code that belongs to one of them);
- a line of code that wraps onto a second line;
- a lesson page without its previous and next links, or without a table of contents;
- a page with a counterpart in the other language (the Korean pages, in `ko/`) without the
  link to it; on a Korean page, Hangul drawn as empty boxes (no font has it: Debian's
  fonts-noto-cjk is the one course.css names); and in a translation's search, a word of its
  headings that finds nothing;
- on a Korean page, a line of code with Hangul whose characters leave their columns (a Hangul
  syllable is two columns, so that a diagram's marks stay under what they mark), and a word
  broken inside, in a title, a heading, a table or the text (Korean breaks between words; a
  table too wide scrolls instead);
- a diagram whose marks are not under what they mark (MARKS: lesson 03's overlap, in both
  languages, starts under b's `[` and ends under a's `]`);
- on a lesson page, its asides (ASIDE_PROBE, chapter.py): as many boxes as its chapter has
  asides in this edition (none for instructors in the student edition), each folded, set
  apart from the page (a border or a background of another colour), its summary shown whole,
  opened by a click on it, and open when the page is printed (an emulated print medium);
- on a lesson page with a live figure, the figure used as a reader uses it, dragged with the
  mouse and a finger, its answers compared with the native probe's bit for bit, printed and
  read without JavaScript; in the student edition an untouched lesson's figure says it is not
  started (docs_browser_figures.py, which also logs the time a drag takes).

`screenshots()` makes the pictures the README shows, with the same browser. Chromium is
Debian's `chromium`, a test-only dependency: where it is missing, the check says so and is
skipped (chromium.BrowserMissing).
"""

import json
import os

from . import docs_browser_figures
from .chromium import Browser, BrowserMissing  # noqa: F401 (BrowserMissing: for callers)
from .editions import INSTRUCTOR, STUDENT

WIDTHS = ((1280, 900), (400, 800))      # a desk, a phone: (width, height) in CSS pixels
PHONE = 500                             # below this the page is emulated as on a phone

# {page file name: ((mark, a text on the line above, its character where the mark starts,
#   a text on a line above, its character where the mark ends), ...)}: a diagram's measuring
#   mark stands under what it measures, whatever the language (its first and last `|`).
MARKS = {
    "lesson_03.html": (("|<--", "[bmin", "[", "amax]", "]"),),   # the overlap of two shadows
}

PROBE = r"""
(() => {
  const problems = [];
  const width = %(width)d;
  const lesson = %(lesson)s;
  const say = (what) => problems.push(what);
  const short = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 80);
  const where = (el) => {
    const id = el.id ? '#' + el.id : '';
    const cls = el.className && typeof el.className == 'string'
      ? '.' + el.className.trim().split(/\s+/).join('.') : '';
    return el.tagName.toLowerCase() + id + cls;
  };

  // 1. Nothing runs off the right edge of the page.
  const page = document.documentElement.scrollWidth;
  if (page > width + 1) {
    const scrolls = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o == 'auto' || o == 'scroll' || o == 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter(el => el.getBoundingClientRect().right > width + 1 && !scrolls(el))
      .filter(el => ![...el.children].some(c => c.getBoundingClientRect().right > width + 1))
      .slice(0, 3).map(el => where(el) + ' "' + short(el.textContent) + '"');
    say(`the page is ${page} px wide in a ${width} px window: ` + culprits.join('; '));
  }

  // 2. Pictures load, and are enlarged only by whole factors, pixelated.
  const dark = matchMedia('(prefers-color-scheme: dark)').matches;
  for (const img of document.querySelectorAll('.contents img')) {
    const name = img.getAttribute('src');
    if (!img.complete || img.naturalWidth == 0) { say(`the picture ${name} does not load`); continue; }
    // a picture not displayed (a live figure's still, replaced by its canvas) has no size
    if (!img.getClientRects().length) continue;
    const shown = img.getBoundingClientRect().width;
    const style = getComputedStyle(img);
    const pixelated = style.imageRendering == 'pixelated' || style.imageRendering == 'crisp-edges';
    if (shown > img.naturalWidth + 0.5) {
      const k = shown / img.naturalWidth;
      if (Math.abs(k - Math.round(k)) > 0.01)
        say(`the picture ${name} is enlarged ${k.toFixed(2)} times, not a whole factor`);
      if (!pixelated) say(`the picture ${name} is enlarged but smoothed (not pixelated)`);
    } else if (shown < img.naturalWidth - 0.5 && pixelated) {
      say(`the picture ${name} is shrunk pixelated: its thin lines break up`);
    }
    if (dark && style.filter != 'none') say(`the picture ${name} is recoloured in dark mode (${style.filter})`);
  }

  // 3. No Markdown left as text, outside code.
  const walker = document.createTreeWalker(document.querySelector('.contents') || document.body,
                                           NodeFilter.SHOW_TEXT);
  let text = '';
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const code = n.parentElement.closest('code, pre, .fragment, script, style, tt');
    text += code ? ' \u0001 ' : n.textContent;
  }
  for (const [what, pattern] of [['"**"', /\*\*/g], ['a pair of backticks', /`[^`\n\u0001]+`/g]]) {
    for (const m of text.matchAll(pattern))
      say(`${what} in the text: "...${short(text.slice(Math.max(0, m.index - 30), m.index + 40))
        .replace(/\u0001/g, '[code]')}..."`);
  }

  // 4. Numbered steps do not start again at 1 after a code block.
  const codeLike = (el) => el.matches('div.fragment, pre, div.codefile, div.hidden-solution, ' +
                                      '.doxygen-awesome-fragment-wrapper') ||
                           (el.tagName == 'P' && !el.textContent.trim());
  for (const ol of document.querySelectorAll('.textblock ol')) {
    const start = ol.hasAttribute('start') ? Number(ol.getAttribute('start')) : 1;
    if (start != 1) continue;
    let prev = ol.previousElementSibling, between = 0;
    while (prev && codeLike(prev)) { prev = prev.previousElementSibling; between++; }
    if (between && prev && prev.tagName == 'OL')
      say(`a numbered list starts again at 1 after a code block: "${short(ol.textContent)}"`);
  }

  // 5. A line of code stays one line (a wrapped line breaks a diagram's drawing).
  let wrapped = 0, first = '';
  for (const line of document.querySelectorAll('div.fragment div.line')) {
    const range = document.createRange();
    range.selectNodeContents(line);
    const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
                         .map(r => Math.round(r.top)));
    if (tops.size > 1 && !wrapped++) first = short(line.textContent);
  }
  if (wrapped) say(`${wrapped} line(s) of code wrap, the first: "${first}"`);

  // 7. A page with a counterpart in the other language links to it; a Korean page's Hangul
  // is drawn by a font that has it: the width of a Hangul string in the text's own font is
  // not the width of as many characters that no font has (empty boxes).
  if (%(switch)s && !document.querySelector('.language-switch a[href]'))
    say('no link to the same page in the other language');
  if (document.documentElement.lang == 'ko') {
    const text = document.querySelector('.contents .textblock') || document.body;
    const font = getComputedStyle(text).fontFamily;
    const ctx = document.createElement('canvas').getContext('2d');
    const width = (s, family) => { ctx.font = `20px ${family}`; return ctx.measureText(s).width; };
    const hangul = width('강의충돌', font);
    const tofu = width('\u{10FFFD}\u{10FFFD}\u{10FFFD}\u{10FFFD}', font);
    if (Math.abs(hangul - tofu) < 0.5) say(`Hangul is drawn as empty boxes (font: ${font})`);
    if (!document.fonts.check(`20px ${font}`, '강'))
      say(`no font of "${font}" has Hangul`);
  }

  // 8. On a Korean page, code keeps its columns with Hangul in it: each character starts where
  // the widths before it say (a Hangul syllable two columns, anything else one), within a pixel;
  // and no word of the text is broken across two lines.
  const charRect = (line, index) => {   // the box of the character at @p index of @p line's text
    const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(), k = index; n; n = walker.nextNode()) {
      if (k < n.length) {
        const range = document.createRange();
        range.setStart(n, k);
        range.setEnd(n, k + 1);
        return range.getBoundingClientRect();
      }
      k -= n.length;
    }
    return null;
  };
  if (document.documentElement.lang == 'ko') {
    const wide = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFF00-\uFF60]/;
    let drifted = 0, firstDrift = '';
    for (const line of document.querySelectorAll('div.fragment div.line, pre.fragment')) {
      const text = line.textContent;
      if (!/[\uAC00-\uD7A3]/.test(text) || text.includes('\n')) continue;
      // the column's width from the line's two ends (one character's own box is rounded)
      const columns = [...text].map(c => wide.test(c) ? 2 : 1);
      const first = charRect(line, 0), last = charRect(line, text.length - 1);
      const span = columns.slice(0, -1).reduce((a, b) => a + b, 0);
      if (!first || !last || span == 0) continue;
      const unit = (last.left - first.left) / span;
      let column = 0, worst = 0;
      for (let i = 0; i < text.length; i++) {
        const box = charRect(line, i);
        if (box && box.width > 0)
          worst = Math.max(worst, Math.abs(box.left - first.left - column * unit));
        column += columns[i];
      }
      if (worst > 1 && !drifted++) firstDrift = `${short(text)}" (${worst.toFixed(1)} px off)`;
    }
    if (drifted)
      say(`${drifted} line(s) of code with Hangul leave their columns, the first: "${firstDrift}`);

    // A word (between spaces) may go on at the next line only beside punctuation, as Korean is
    // set ("충격량" / "(impulse)이나"); between two letters or digits it is broken ("강" / "의").
    const letter = /[\p{L}\p{N}]/u;
    const broken = [];
    const prose = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = prose.nextNode(); n; n = prose.nextNode()) {
      if (n.parentElement.closest('code, pre, .fragment, script, style, tt, .SRResult')) continue;
      for (const m of n.textContent.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index);
        range.setEnd(n, m.index + m[0].length);
        const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
                             .map(r => Math.round(r.top)));
        if (tops.size < 2) continue;
        const top = (i) => { range.setStart(n, m.index + i); range.setEnd(n, m.index + i + 1);
                             return Math.round(range.getBoundingClientRect().top); };
        for (let i = 1; i < m[0].length; i++) {
          if (top(i) != top(i - 1) && letter.test(m[0][i - 1]) && letter.test(m[0][i])) {
            broken.push(m[0].slice(0, i) + ' / ' + m[0].slice(i));
            break;
          }
        }
      }
    }
    if (broken.length)
      say(`${broken.length} word(s) broken across lines, the first: "${broken[0]}"`);
  }

  // 9. A diagram's marks stand under what they mark (MARKS, for this page).
  for (const [mark, underStart, startChar, underEnd, endChar] of %(marks)s) {
    const lines = [...document.querySelectorAll('div.fragment div.line')];
    const find = (s) => lines.find(l => l.textContent.includes(s));
    const marker = find(mark), above = find(underStart), aboveEnd = find(underEnd);
    if (!marker || !above || !aboveEnd) {
      say(`the diagram with "${mark}" is not on the page`);
      continue;
    }
    const at = (line, index) => charRect(line, index).left;
    const mt = marker.textContent;
    const start = at(marker, mt.indexOf('|')) - at(above, above.textContent.indexOf(startChar));
    const end = at(marker, mt.lastIndexOf('|')) -
                at(aboveEnd, aboveEnd.textContent.indexOf(endChar));
    if (Math.abs(start) > 1 || Math.abs(end) > 1)
      say(`the diagram's mark "${short(mt)}" starts ${start.toFixed(1)} px from the ` +
          `"${startChar}" of "${underStart}" and ends ${end.toFixed(1)} px from the ` +
          `"${endChar}" of "${underEnd}"`);
  }

  // 6. A lesson page leads to the previous and the next one, and has a table of contents.
  if (lesson) {
    if (!document.querySelector('.contents .toc')) say('no table of contents');
    for (const side of ['prev', 'next']) {
      if (!document.querySelector(`.lesson-nav .${side} a[href]`))
        say(`no ${side == 'prev' ? 'previous' : 'next'} link`);
    }
  }
  return problems;
})()
"""


# What a lesson page's asides look like (docs_pages.py, course.css, course.js). %(expected)s:
# how many asides its chapter has in this edition; %(student)s: whether the edition is the
# student's. The print medium's part is PRINT_PROBE.
ASIDE_PROBE = r"""
(() => {
  const problems = [];
  const say = (what) => problems.push(what);
  const boxes = [...document.querySelectorAll('details.aside')];
  const name = (box) => '"' + (box.querySelector('summary') || box).textContent
    .replace(/\s+/g, ' ').trim().slice(0, 60) + '"';
  if (boxes.length != %(expected)d)
    say(`${boxes.length} aside(s) shown, the chapter has %(expected)d`);
  if (%(student)s && document.querySelector('details.aside-instructors'))
    say('an aside for instructors in the student edition');
  const opaque = (c) => c && c != 'transparent' && !/rgba\(.*,\s*0\)$/.test(c);
  let back = 'rgb(255, 255, 255)';
  for (let el = document.querySelector('.contents'); el; el = el.parentElement) {
    const c = getComputedStyle(el).backgroundColor;
    if (opaque(c)) { back = c; break; }
  }
  for (const box of boxes) {
    const style = getComputedStyle(box);
    const summary = box.querySelector(':scope > summary');
    if (box.open) say(`the aside ${name(box)} is open before the reader opens it`);
    const content = [...box.children].filter(c => c != summary);
    if (content.some(c => c.checkVisibility && c.checkVisibility() &&
                          c.getBoundingClientRect().height > 0))
      say(`the folded aside ${name(box)} shows its content`);
    const border = ['Left', 'Top'].some(side =>
      parseFloat(style[`border${side}Width`]) >= 1 && style[`border${side}Style`] != 'none' &&
      opaque(style[`border${side}Color`]) && style[`border${side}Color`] != back);
    const background = opaque(style.backgroundColor) && style.backgroundColor != back;
    if (!border && !background)
      say(`the aside ${name(box)} is not set apart (no border or background of its own)`);
    if (!summary) { say(`the aside ${name(box)} has no summary`); continue; }
    const r = summary.getBoundingClientRect();
    if (!summary.checkVisibility() || r.height < 8 || r.width < 40)
      say(`the summary of the aside ${name(box)} is not visible`);
    if (summary.scrollWidth > summary.clientWidth + 1 || r.right > innerWidth + 1 ||
        box.getBoundingClientRect().right > innerWidth + 1)
      say(`the summary of the aside ${name(box)} overflows (${Math.round(r.right)} px)`);
    const label = summary.querySelector('.aside-label');
    if (!label || !label.textContent.trim()) say(`the aside ${name(box)} has no label`);
  }
  // a click on the summary opens the box and shows what it holds
  for (const box of boxes) {
    const summary = box.querySelector(':scope > summary');
    if (!summary) continue;
    summary.click();
    const shown = [...box.children].some(c => c != summary && c.checkVisibility() &&
                                              c.getBoundingClientRect().height > 0);
    if (!box.open || !shown) say(`a click does not open the aside ${name(box)}`);
    summary.click();
  }
  // an address that ends with a heading inside an aside (#label) opens it
  const later = () => new Promise(done => setTimeout(done, 60));
  return (async () => {
    for (const box of boxes) {
      const inside = box.querySelector('[id]');
      if (!inside || box.open) continue;
      location.hash = '#' + inside.id;
      await later();
      if (!box.open) say(`a link to #${inside.id} does not open the aside ${name(box)}`);
      box.open = false;
    }
    return problems;
  })();
})()
"""
PRINT_PROBE = r"""
(() => [...document.querySelectorAll('details.aside')].filter(box =>
  ![...box.children].some(c => c.tagName != 'SUMMARY' && c.checkVisibility() &&
                               c.getBoundingClientRect().height > 0))
  .map(box => 'printed, the aside "' + box.textContent.replace(/\s+/g, ' ').trim()
       .slice(0, 60) + '" stays folded'))()
"""


def _url(path):
    return "file://" + os.path.abspath(path)


def check_pages(folder, pages, lesson_pages=(), browser=None, widths=WIDTHS, switched=(),
                asides=None, student=False):
    """Problems ("PAGE at WIDTH px: what") for these pages of one docs folder; those in
    @p switched must link to their counterpart in the other language; those in @p asides
    ({page: how many asides its chapter has}) must show them as asides (ASIDE_PROBE; in the
    @p student edition none for instructors). A page that is missing is a problem too.
    Raises chromium.BrowserMissing without Chromium."""
    asides = asides or {}
    if browser is None:
        with Browser() as b:
            return check_pages(folder, pages, lesson_pages, b, widths, switched, asides,
                               student)
    problems = []
    for width, height in widths:
        for dark in (False, True) if width > PHONE else (False,):
            tab = browser.page(width, height, mobile=width < PHONE)
            tab.emulate_dark(dark)
            for page in pages:
                path = os.path.join(folder, page)
                if not os.path.isfile(path):
                    problems.append(f"{page}: missing")
                    continue
                tab.open(_url(path))
                marks = MARKS.get(os.path.basename(page), ())
                found = tab.evaluate(PROBE % {"width": width,
                                              "lesson": json.dumps(page in lesson_pages),
                                              "switch": json.dumps(page in switched),
                                              "marks": json.dumps(marks)})
                if page in asides:
                    found += tab.evaluate(ASIDE_PROBE % {"expected": asides[page],
                                                         "student": json.dumps(student)})
                    if asides[page]:
                        tab.emulate_media("print", dark)
                        found += tab.evaluate(PRINT_PROBE)
                        tab.emulate_media("", dark)
                mode = ", dark" if dark else ""
                problems += [f"{page} at {width} px{mode}: {p}" for p in found]
            tab.close()
    return sorted(set(problems), key=problems.index)


def chapter_asides(root, edition):
    """{lesson page, in every language's folder: how many asides its chapter shows in
    @p edition} (the student edition leaves out those for instructors: editions.passages)."""
    from . import chapter, editions
    from .docs_languages import folder, languages
    from .docs_pages import page_label
    from .lessons import all_lessons
    out = {}
    for language in languages():
        for lesson in all_lessons(root):
            path = lesson.readme_in(language)
            if not lesson.exists or not os.path.isfile(path):
                continue
            with open(path, encoding="utf-8") as f:
                text = editions.passages(f.read(), edition, language)
            try:
                count = len(chapter.aside_kinds(text))
            except chapter.ChapterError:
                count = text.count("<!-- aside:")     # the page writer names the fault
            out[os.path.join(folder(language), f"{page_label(lesson)}.html")] = count
    return out


def edition_pages(root, edition_folder):
    """(pages, lesson pages, pages with a language switch) of a built edition: the main page
    and the lesson pages in every language, from the lessons written and translated, and the
    glossary of a language that has one."""
    from .docs_languages import folder, languages
    from .docs_pages import page_label
    from .lessons import all_lessons
    written = [l for l in all_lessons(root) if l.exists]
    found = {}
    for language in languages():
        here = folder(language)
        if not os.path.isfile(os.path.join(edition_folder, here, "index.html")):
            continue
        names = [os.path.join(here, f"{page_label(l)}.html") for l in written
                 if os.path.isfile(l.readme_in(language))]
        found[language] = [os.path.join(here, "index.html")] + names
    pages = [p for names in found.values() for p in names]
    lessons = [p for names in found.values() for p in names[1:]]
    translated = {os.path.basename(p) for names in list(found.values())[1:] for p in names}
    switched = [p for p in pages if len(found) > 1 and os.path.basename(p) in translated]
    glossaries = [os.path.join(folder(language), "glossary.html") for language in found]
    pages += [p for p in glossaries if os.path.isfile(os.path.join(edition_folder, p))]
    return pages, lessons, switched


SHOTS = (   # (page, width, height, file in docs/) for the README
    ("index.html", 1280, 960, "screenshot-main.png"),
    ("index.html", 400, 800, "screenshot-main-phone.png"),
    ("lesson_00.html", 1280, 960, "screenshot-lesson-00.png"),
    ("lesson_00.html", 400, 800, "screenshot-lesson-00-phone.png"),
)


def screenshots(folder, out_dir, shots=SHOTS):
    """Takes the README's screenshots of a built edition; returns the files written."""
    written = []
    with Browser() as browser:
        for page, width, height, name in shots:
            tab = browser.page(width, height, mobile=width < PHONE)
            tab.emulate_dark(False)
            tab.open(_url(os.path.join(folder, page)))
            out = os.path.join(out_dir, name)
            tab.screenshot(out)
            tab.close()
            written.append(out)
    return written


SEARCH_WORDS = 3    # how many words of the added headings a check types into the search


def _escaped(word):
    """@p word as the search box passes it to its results page (JavaScript's escape())."""
    return "".join(c if c.isascii() and (c.isalnum() or c in "@*_+-./") else
                   (f"%{ord(c):02X}" if ord(c) < 256 else f"%u{ord(c):04X}") for c in word)


def search_problems(browser, folder):
    """Problems: a word of a translated page's heading (docs_search.py) that the search page
    finds nothing for, in the browser, as a reader typing it would."""
    from .docs_search import entries
    index = entries(folder)
    chars = "".join(sorted(index))
    words = [e[1][0].split()[-1] for c in chars for e in index[c] if "_h" in e[0]]
    words = [w for w in dict.fromkeys(words) if not w.isascii()][:SEARCH_WORDS]
    problems = []
    tab = browser.page(1280, 900)
    for word in words:
        number = chars.index(word[0].lower())
        tab.open(_url(os.path.join(folder, "search", f"all_{number:x}.html")) + "?" +
                 _escaped(word))
        shown = tab.evaluate("[...document.querySelectorAll('div.SRResult')]"
                             ".filter(d => d.style.display == 'block').length")
        if not shown:
            problems.append(f"search: '{word}' finds nothing")
    tab.close()
    return problems


SKIPPED = 77   # CTest's SKIP_RETURN_CODE for this check


def check_editions(root, folders, log=print):
    """Runs the browser check over built editions; 0 when they pass, 1 when some page fails,
    SKIPPED (with a note) when there is no Chromium."""
    failed, counted = False, 0
    try:
        with Browser() as browser:
            for folder in folders:
                pages, lessons, switched = edition_pages(root, folder)
                name = os.path.basename(os.path.normpath(folder))
                edition = STUDENT if name == STUDENT else INSTRUCTOR
                asides = {p: n for p, n in chapter_asides(root, edition).items() if p in lessons}
                problems = check_pages(folder, pages, lessons, browser, switched=switched,
                                       asides=asides, student=edition == STUDENT)
                problems += docs_browser_figures.check_figures(browser, root, folder, edition,
                                                               WIDTHS, log)
                bare = sum(1 for n in asides.values() if not n)
                if bare:
                    log(f"course docs: note: {bare} of the {name} edition's {len(asides)} "
                        f"lesson pages have no aside yet: their asides are not checked")
                for translated in sorted({os.path.dirname(p) for p in pages} - {""}):
                    problems += [f"{translated}/{p}" for p in
                                 search_problems(browser, os.path.join(folder, translated))]
                counted += len(pages)
                if problems:
                    failed = True
                    log(f"course docs: in a browser, the {name} edition has "
                        f"{len(problems)} problem(s):")
                    for p in problems[:60]:
                        log(f"  {p}")
                    if len(problems) > 60:
                        log(f"  ... and {len(problems) - 60} more")
                else:
                    widths = " and ".join(f"{w} px" for w, _h in WIDTHS)
                    log(f"course docs: {name} edition read in Chromium at {widths} (and dark "
                        f"mode): {len(pages)} pages, no problem")
    except BrowserMissing as e:
        log(f"course docs: note: the browser check is skipped: {e}")
        return SKIPPED
    return 1 if failed else 0
