"""A live figure in a lesson page: a chapter marks its picture with a line of its own,

    <!-- figure -->
    <img src="expected/01-aabb.png" ...>

and the page shows, in its place, the lesson's figure (figures.py builds it): the picture stays
inside it as the still one, shown without JavaScript or WebAssembly and in print; docs/figure.js
replaces it on screen by a canvas the reader drags, answered by the lesson's C++. A figure that
is not ready says why in the picture's place (not started, does not compile, no compiler), with
the command to run. The words are the docs' own (docs_languages.WORDS), in the page's language.
"""

from .docs_languages import href, words
from .docs_pictures import attr_escape, html_escape
from .editions import INSTRUCTOR
from .figures import FOLDER, Status
from .language import ENGLISH

MARKER = "<!-- figure -->"
BUTTONS = ("play", "pause", "step", "back", "shoot", "reset")

_STATUS_WORD = {Status.NOT_STARTED: "figure_not_started", Status.NO_COMPILE: "figure_no_compile",
                Status.NO_COMPILER: "figure_no_compiler"}


def _code(text):
    """@p text with its `spans` as <code>, the rest escaped."""
    parts = text.split("`")
    return "".join(f"<code>{html_escape(p)}</code>" if i % 2 else html_escape(p)
                   for i, p in enumerate(parts))


def figure_block(figure, picture, edition, language=ENGLISH):
    """The HTML of a figure: @p picture (the still's <img>) inside, and the figure's state."""
    said = words(language)
    number = figure.lesson.number
    attrs = {"data-figure": figure.lesson.id, "data-figure-state": figure.status.value}
    parts = [f'<div class="figure-still">{picture}</div>']
    if figure.status == Status.READY:
        attrs["data-script"] = href(language, ENGLISH, f"{FOLDER}/{figure.lesson.id}.js")
        attrs["data-module"] = figure.module
        for key in BUTTONS:
            attrs[f"data-word-{key}"] = said[f"figure_{key}"]
        threw = "figure_threw_reference" if edition == INSTRUCTOR else "figure_threw"
        attrs["data-word-threw"] = said[threw]
        attrs["data-word-stopped"] = said["figure_stopped"]
        whose = said["figure_drag_reference" if edition == INSTRUCTOR else "figure_drag_yours"]
        parts.append(f'<div class="figure-caption">{html_escape(whose)}</div>')
    else:
        text = said[_STATUS_WORD[figure.status]].format(number=number)
        message = _code(text)
        if figure.errors:     # the compiler's first lines: what the student fixes first
            message += "<pre>" + html_escape("\n".join(figure.errors.splitlines()[:3])) + "</pre>"
        parts.insert(0, f'<div class="figure-message">{message}</div>')
    attributes = " ".join(f'{k}="{attr_escape(str(v))}"' for k, v in attrs.items())
    return f'<div class="live-figure" {attributes}>' + "".join(parts) + "</div>"
