"""The lessons' live figures read in a real browser (docs_browser.check_editions runs this on
every built edition): each figure of every lesson page, in every language, at a desk and a
phone width, is used the way a reader uses it and compared with the native probe built from
the same sources (figures.py), bit for bit.

A figure that runs (data-figure-state="ready"):
- comes within WAIT seconds (the module loads and answers its first sketch), its canvas shown
  and the still picture hidden;
- its state is the probe's first state, and its answer and exact lines are the probe's
  sketch's, character for character (the lines carry 17 digits); in the instructor's edition
  its first answer line is a line of the lesson's expected/*.txt (the chapter's worked
  example);
- a handle dragged through the DevTools protocol, as a reader drags it (the mouse at a desk
  width, a finger at a phone width: pressed, moved in steps, released), moves the state as the
  probe's `drag` does and shows the probe's answer for the state it left;
- a figure with a Step button: a real click on it moves the state as the probe's `act` does;
- printed, the still picture shows, loaded, and the canvas does not.
A figure of the student's edition whose lesson is untouched says so in its place
(data-figure-state="not-started"): a visible message naming `./course check NN`, no module
loaded, the still picture shown. Without JavaScript every figure is its still picture.

The time a drag takes in the page (the module's answer and its drawing: figure.js counts it)
is logged, one line per figure and edition: a figure reported, never asserted.
"""

import json
import os

from . import figures
from .docs_languages import folder as language_folder, languages
from .docs_pages import page_label
from .editions import STUDENT
from .lessons import Lesson

WAIT = 10.0                  # seconds a figure may take to come
STEPS = 6                    # moves of a drag between its press and its release
STEP_PX = (5, -4)            # one move, in CSS px (right and up, or towards the canvas' middle)
PHONE = 500                  # below this width the page is a phone's: a finger drags

_BOX = "document.querySelectorAll('.live-figure')[%d]"

# What the page shows of figure %(box)s once it has come (or why it has not, within %(wait)d ms).
READY = r"""
(async () => {
  const box = %(box)s;
  const t0 = performance.now();
  while (!box.courseFigure && !box.dataset.problem && performance.now() - t0 < %(wait)d)
    await new Promise(done => setTimeout(done, 50));
  const f = box.courseFigure;
  if (!f) return {came: false, problem: box.dataset.problem || '',
                  ms: Math.round(performance.now() - t0)};
  const shown = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  return {came: true, state: f.state, answers: f.sketch.answers, exact: f.sketch.exact,
          error: f.sketch.error, buttons: f.sketch.buttons,
          answerText: f.answer.textContent, exactText: f.exact.textContent,
          canvas: shown(f.canvas), still: shown(box.querySelector('.figure-still img'))};
})()
"""

# Figure %(box)s's state and lines as shown now.
NOW = r"""
(() => {
  const f = %(box)s.courseFigure;
  return {state: f.state, answers: f.sketch.answers, exact: f.sketch.exact,
          error: f.sketch.error, answerText: f.answer.textContent,
          lastDrag: f.lastDrag, drags: f.drags, dragMs: f.dragMs};
})()
"""

# Scrolls figure %(box)s into the middle of the window; its handles' and its canvas' places.
INTO_VIEW = r"""
(async () => {
  const box = %(box)s, f = box.courseFigure;
  box.scrollIntoView({block: 'center'});
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const r = f.canvas.getBoundingClientRect();
  return {handles: f.handlePoints(), canvas: [r.left, r.top, r.right, r.bottom]};
})()
"""

# Scrolls the page by %(dy)s px (a handle to the window's middle); the handles' places then.
SCROLL_BY = r"""
(async () => {
  window.scrollBy(0, %(dy)s);
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  return %(box)s.courseFigure.handlePoints();
})()
"""

# The middle of button %(name)s of figure %(box)s, scrolled into view.
BUTTON_AT = r"""
(async () => {
  const b = %(box)s.querySelector('.figure-controls button[data-button="%(name)s"]');
  if (!b) return null;
  b.scrollIntoView({block: 'center'});
  await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
  const r = b.getBoundingClientRect();
  return [r.left + r.width / 2, r.top + r.height / 2];
})()
"""

# What a figure that does not run shows (not started, does not compile): its message and its
# still picture; and whether a module was loaded all the same.
NOT_RUN = r"""
(() => {
  const box = %(box)s;
  const shown = (el) => !!el && el.checkVisibility() && el.getBoundingClientRect().width > 0;
  const message = box.querySelector('.figure-message');
  const img = box.querySelector('.figure-still img');
  return {message: shown(message) ? message.textContent : null,
          still: shown(img), loaded: !!img && img.complete && img.naturalWidth > 0,
          scripts: [...document.scripts].filter(s => (s.getAttribute('src') || '')
                                                   .includes('figures/')).length,
          module: typeof window['course_figure_' + box.dataset.figure.slice(0, 2)],
          live: !!box.courseFigure || !!box.querySelector('canvas')};
})()
"""

# The still picture of figure %(box)s shown and loaded, its canvas not (no JavaScript, print).
STILL = r"""
(() => {
  const box = %(box)s;
  const img = box.querySelector('.figure-still img');
  const canvas = box.querySelector('canvas');
  return {still: !!img && img.checkVisibility() && img.getBoundingClientRect().width > 0,
          loaded: !!img && img.complete && img.naturalWidth > 0,
          canvas: !!canvas && canvas.checkVisibility() &&
                  canvas.getBoundingClientRect().width > 0};
})()
"""


def _url(path):
    return "file://" + os.path.abspath(path)


def figure_pages(root, edition_folder):
    """[(page, lesson)]: the page of every lesson with a figure (figure.cpp), in every language
    the edition was built in."""
    out = []
    for lesson in figures.lessons_with_figures(root):
        for language in languages():
            page = os.path.join(language_folder(language), f"{page_label(lesson)}.html")
            if os.path.isfile(lesson.readme_in(language)) and \
                    os.path.isfile(os.path.join(edition_folder, page)):
                out.append((page, lesson))
    return out


def edition_probes(edition_folder, edition, root):
    """{lesson id: native probe} built with the edition's figures (figures.PROBES beside them:
    BUILD/docs/.figures/EDITION, next to the edition's folder BUILD/docs/EDITION)."""
    path = os.path.join(os.path.dirname(os.path.normpath(edition_folder)), ".figures", edition,
                        figures.PROBES)
    try:
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError):
        return figures.probes(edition, root)


def expected_lines(lesson):
    """Every line of the lesson's expected/*.txt."""
    return figures.expected_lines(os.path.join(lesson.dir, "expected"))


class _Probe:
    """The native probe of one figure, its answers kept (the same states come again)."""

    def __init__(self, path):
        self.path = path
        self._sketches = {}

    def start(self):
        return figures.run_probe(self.path, "start").strip()

    def lines(self, state):
        if state not in self._sketches:
            self._sketches[state] = figures.answer_lines(
                figures.run_probe(self.path, "draw", state))
        return self._sketches[state]

    def drag(self, state, handle, x, y):
        return figures.run_probe(self.path, "drag", state, str(handle), x, y).strip()

    def act(self, state, button):
        return figures.run_probe(self.path, "act", state, button).strip()


def _same_lines(page, probe, what):
    """Problems: the page's answer and exact lines against the probe's for the same state."""
    answers, exact = probe
    out = []
    for name, mine, theirs in (("answer", page["answers"], answers),
                               ("exact", page["exact"], exact)):
        if mine != theirs:
            out.append(f"{what}, the page's {name} lines {mine!r} are not the native probe's "
                       f"{theirs!r}")
    return out


def drag(tab, index, touch):
    """Drags one handle of figure @p index the way a reader does (a finger when @p touch):
    pressed on it, moved STEPS times, released. Returns what it dragged, or a problem."""
    box = _BOX % index
    placed = tab.evaluate(INTO_VIEW % {"box": box})
    handles, (left, top, right, bottom) = placed["handles"], placed["canvas"]
    if not handles:
        return None, "the figure has no handle to drag"

    def alone(h):       # no other handle within a finger's reach: the press takes this one
        return all(o is h or abs(o["x"] - h["x"]) + abs(o["y"] - h["y"]) > 30 for o in handles)
    h = next((h for h in handles if alone(h)), handles[0])
    height = tab.evaluate("innerHeight")
    if not 40 <= h["y"] <= height - 40:      # a tall figure: its handle brought into the window
        shift = h["y"] - height / 2
        moved = tab.evaluate(SCROLL_BY % {"box": box, "dy": json.dumps(shift)})
        h = next((m for m in moved if m["id"] == h["id"]), h)
        top, bottom = top - shift, bottom - shift
    # towards the middle of the canvas, so that the drag stays on it
    dx = STEP_PX[0] if h["x"] < (left + right) / 2 else -STEP_PX[0]
    dy = STEP_PX[1] if h["y"] > (top + bottom) / 2 else -STEP_PX[1]
    path = [(h["x"] + k * dx, h["y"] + k * dy) for k in range(STEPS + 1)]
    if touch:
        tab.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                              "touchPoints": [{"x": path[0][0], "y": path[0][1]}]})
        for x, y in path[1:]:
            tab.send("Input.dispatchTouchEvent", {"type": "touchMove",
                                                  "touchPoints": [{"x": x, "y": y}]})
        tab.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    else:
        x, y = path[0]
        tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        tab.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y,
                                              "button": "left", "buttons": 1, "clickCount": 1})
        for x, y in path[1:]:
            tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y,
                                                  "button": "left", "buttons": 1})
        tab.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x, "y": y,
                                              "button": "left", "buttons": 0, "clickCount": 1})
    return h, None


def click(tab, at):
    x, y = at
    tab.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
    tab.send("Input.dispatchMouseEvent", {"type": "mousePressed", "x": x, "y": y,
                                          "button": "left", "buttons": 1, "clickCount": 1})
    tab.send("Input.dispatchMouseEvent", {"type": "mouseReleased", "x": x, "y": y,
                                          "button": "left", "buttons": 0, "clickCount": 1})


def check_running(tab, index, lesson, probe, edition, touch, timing):
    """Problems of a figure that should run (READY's list); adds its drags to @p timing."""
    box = _BOX % index
    seen = tab.evaluate(READY % {"box": box, "wait": int(WAIT * 1000)})
    if not seen["came"]:
        why = f": {seen['problem']}" if seen["problem"] else ""
        return [f"the figure did not come within {seen['ms']} ms{why}"]
    problems = []
    if seen["error"]:
        problems.append(f"the figure says: {seen['error']}")
    if not seen["canvas"]:
        problems.append("the figure's canvas is not shown")
    if seen["still"]:
        problems.append("the figure's still picture is shown beside its canvas")
    if probe is None:
        return problems + ["no native probe for the figure (figures.PROBES): nothing to "
                           "compare its answers with"]
    first = probe.start()
    if seen["state"] != first:
        problems.append(f"the figure starts at {seen['state']!r}, the native probe at {first!r}")
    problems += _same_lines(seen, probe.lines(seen["state"]), "at its first state")
    shown_first = seen["answerText"].split("\n")[0]
    if not seen["answers"] or shown_first != seen["answers"][0]:
        problems.append(f"the line under the figure, {shown_first!r}, is not its first answer")
    if edition != STUDENT and seen["answers"] and seen["answers"][0] not in expected_lines(lesson):
        problems.append(f"its first answer line {seen['answers'][0]!r} is no line of "
                        f"lessons/{lesson.id}/expected/*.txt")
    if seen["exactText"].split("\n") != seen["exact"] and seen["exact"]:
        problems.append("the exact lines shown are not the figure's")

    handle, trouble = drag(tab, index, touch)
    if trouble:
        problems.append(trouble)
    else:
        now = tab.evaluate(NOW % {"box": box})
        last = now["lastDrag"]
        how = "a finger" if touch else "the mouse"
        if not last:
            problems.append(f"a drag with {how} of handle {handle['id']} moved nothing")
        else:
            timing.append((now["drags"], now["dragMs"]))
            what = (f"after a drag with {how} (handle {last['id']} to ({last['x']}, "
                    f"{last['y']}))")
            moved = probe.drag(last["before"], last["id"], last["x"], last["y"])
            if moved != last["after"]:
                problems.append(f"{what}, the page's state {last['after']!r} is not the native "
                                f"probe's {moved!r}")
            if now["state"] != last["after"]:
                problems.append(f"{what}, the page shows {now['state']!r}, not the state the "
                                f"drag left, {last['after']!r}")
            problems += _same_lines(now, probe.lines(now["state"]), what)
            if now["answerText"].split("\n")[0] != (now["answers"] or [""])[0]:
                problems.append(f"{what}, the line under the figure is not its first answer")

    if "step" in seen["buttons"]:
        before = tab.evaluate(NOW % {"box": box})["state"]
        at = tab.evaluate(BUTTON_AT % {"box": box, "name": "step"})
        if at is None:
            problems.append("the figure's sketch has a step button the page does not show")
        else:
            click(tab, at)
            now = tab.evaluate(NOW % {"box": box})
            stepped = probe.act(before, "step")
            if now["state"] != stepped:
                problems.append(f"after a click on Step, the page's state {now['state']!r} is "
                                f"not the native probe's {stepped!r}")
            problems += _same_lines(now, probe.lines(now["state"]), "after a click on Step")

    tab.emulate_media("print")
    printed = tab.evaluate(STILL % {"box": box})
    tab.emulate_media("")
    if not printed["still"] or not printed["loaded"]:
        problems.append("printed, the figure's still picture does not show")
    if printed["canvas"]:
        problems.append("printed, the figure's canvas shows (the still picture should)")
    return problems


def check_not_run(tab, index, lesson, state):
    """Problems of a figure that says why it does not run (NOT_RUN)."""
    seen = tab.evaluate(NOT_RUN % {"box": _BOX % index})
    problems = []
    command = f"./course check {lesson.number}"
    if seen["message"] is None:
        problems.append(f"the figure is {state} but shows no message")
    elif command not in seen["message"]:
        problems.append(f"the figure's message does not name {command}: {seen['message']!r}")
    if not seen["still"] or not seen["loaded"]:
        problems.append(f"the figure is {state} and its still picture does not show")
    if seen["scripts"] or seen["module"] != "undefined" or seen["live"]:
        problems.append(f"the figure is {state}, yet a figure's module was loaded")
    tab.emulate_media("print")
    printed = tab.evaluate(STILL % {"box": _BOX % index})
    tab.emulate_media("")
    if not printed["still"] or not printed["loaded"]:
        problems.append(f"the figure is {state} and, printed, its still picture does not show")
    return problems


def check_figures(browser, root, edition_folder, edition, widths, log=print):
    """Problems ("PAGE at WIDTH px: what") of every live figure of one built edition; logs the
    time a drag takes in each figure."""
    pages = figure_pages(root, edition_folder)
    if not pages:
        return []
    probes = {lid: _Probe(p) for lid, p in edition_probes(edition_folder, edition, root).items()
              if p and os.path.isfile(p)}
    problems, timing, untried = [], {}, set()
    for width, height in widths:
        touch = width < PHONE
        tab = browser.page(width, height, mobile=touch)
        if touch:
            tab.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        for page, lesson in pages:
            where = f"{page} at {width} px"
            tab.open(_url(os.path.join(edition_folder, page)))
            boxes = tab.evaluate("[...document.querySelectorAll('.live-figure')].map(b => "
                                 "[b.dataset.figure, b.dataset.figureState])")
            if [b[0] for b in boxes] != [lesson.id]:
                problems.append(f"{where}: the page has the figures {[b[0] for b in boxes]}, "
                                f"not lesson {lesson.id}'s one")
            for index, (lesson_id, state) in enumerate(boxes):
                found = []
                here = Lesson(lesson_id, root) if lesson_id != lesson.id else lesson
                untouched = edition == STUDENT and not here.started()
                if untouched and state != figures.Status.NOT_STARTED.value:
                    found.append(f"the lesson's starter is untouched, yet the figure is {state}")
                if state == figures.Status.READY.value:
                    found += check_running(tab, index, here, probes.get(lesson_id), edition,
                                           touch, timing.setdefault(lesson_id, []))
                elif state in (figures.Status.NOT_STARTED.value,
                               figures.Status.NO_COMPILE.value):
                    found += check_not_run(tab, index, here, state)
                    if edition != STUDENT:
                        found.append(f"the reference's figure is {state}")
                else:
                    untried.add(f"{lesson_id} ({state})")
                problems += [f"{where}: figure {lesson_id}: {p}" for p in found]
        tab.close()
    problems += without_javascript(browser, edition_folder, pages, widths)
    if untried:
        log(f"course docs: note: the {edition} edition's figures {', '.join(sorted(untried))} "
            "show their still picture (no emscripten): they are not tried")
    for lesson_id, runs in sorted(timing.items()):
        drags = sum(n for n, _ms in runs)
        spent = sum(ms for _n, ms in runs)
        if drags:
            log(f"course docs: figure {lesson_id} ({edition}) in Chromium: {drags} drag moves "
                f"over {len(runs)} page(s), {spent / drags:.2f} ms per move (the module's "
                f"answer and its drawing)")
    return problems


def without_javascript(browser, edition_folder, pages, widths):
    """Problems: with JavaScript off, a figure that is not its still picture, loaded."""
    problems = []
    for width, height in widths:
        tab = browser.page(width, height, mobile=width < PHONE)
        tab.send("Emulation.setScriptExecutionDisabled", {"value": True})
        for page, _lesson in pages:
            tab.browser._events = [e for e in tab.browser._events
                                   if e.get("sessionId") != tab.session]
            tab.send("Page.navigate", {"url": _url(os.path.join(edition_folder, page))})
            tab.browser.wait_event("Page.loadEventFired", tab.session)
            count = tab.evaluate("document.querySelectorAll('.live-figure').length")
            for index in range(count):
                seen = tab.evaluate(STILL % {"box": _BOX % index})
                if not seen["still"] or not seen["loaded"]:
                    problems.append(f"{page} at {width} px, JavaScript off: the figure's still "
                                    "picture does not show")
                if seen["canvas"]:
                    problems.append(f"{page} at {width} px, JavaScript off: a canvas shows")
        tab.close()
    return problems
