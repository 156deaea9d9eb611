#!/usr/bin/env python3
"""`check_figure.py PROBE EXPECTED_DIR` and `check_figure.py --starter PROBE`: a lesson's live
figure (gfx/figure.hpp), natively, without a browser.

With the reference: the first state's first answer line is a line of the lesson's expected
output (the chapter's worked example, as the driver writes it), the first state draws without
an error, every handle moves (a drag gives a state that draws), at least one handle changes the
state, and every button draws. With the starter (--starter): the figure compiles against the
lesson's API as given and answers without crashing, whatever the placeholders answer.
The browser check (docs_browser.py) compares the page's WebAssembly with this same probe."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course.figures import expected_lines, read_sketch, run_probe  # noqa: E402

NUDGE = (0.5, 0.25)     # a drag, in world units: off the 1/16 grid's lines, so it must snap


def check(probe, expected_dir):
    problems = []
    state = run_probe(probe, "start").strip()
    sketch = run_probe(probe, "draw", state)
    lines = read_sketch(sketch)
    answers, exact, handles, buttons, errors = (lines.answers, lines.exact, lines.handles,
                                                lines.buttons, lines.errors)
    if errors:
        return [f"the first state draws an error: {errors[0]}"]
    if not answers:
        return ["the first state has no answer line"]
    if answers[0] not in expected_lines(expected_dir):
        problems.append(f"the first answer line is no line of {expected_dir}/*.txt:\n"
                        f"  {answers[0]}")
    if not exact:
        problems.append("the first state has no exact line (17 digits, to copy into a test)")
    if not handles:
        problems.append("the figure has no handle to drag")
    moved = 0
    for hid, x, y in handles:
        after = run_probe(probe, "drag", state, hid, repr(x + NUDGE[0]),
                          repr(y + NUDGE[1])).strip()
        moved += after != state
        run_probe(probe, "draw", after)
    if handles and not moved:
        problems.append("no handle changes the state")
    for button in buttons:
        if button in ("play", "reset"):
            continue                         # the page's own: play presses step
        run_probe(probe, "draw", run_probe(probe, "act", state, button).strip())
    print(f"figure: first answer {answers[0]!r}; {len(handles)} handles ({moved} move it), "
          f"buttons: {', '.join(buttons) or 'none'}")
    return problems


def main(argv):
    if len(argv) == 3 and argv[1] == "--starter":
        state = run_probe(argv[2], "start").strip()
        sketch = run_probe(argv[2], "draw", state)
        print(f"figure with the starter: {len(sketch.splitlines())} sketch lines, first: "
              f"{(sketch.splitlines() or [''])[0]!r}")
        return 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        problems = check(argv[1], argv[2])
    except (RuntimeError, OSError) as e:
        problems = [str(e)]
    for p in problems:
        print(f"FAIL: {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
