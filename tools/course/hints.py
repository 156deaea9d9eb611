"""Hints for `./course hint NN`: one more each time, remembered in .course/ (git-ignored).

A lesson's hints.md holds `## Hint N: short title` sections, numbered from 1 in the order they
are shown (docs/AUTHORING.md). Text before the first hint is ignored. A translation,
hints.ko.md, is read instead when that language is wanted (language.py); its headings name a
hint in its own language (`## 힌트 N: title`), so a hint's heading is known by its form: one
word, the number, a colon. The translator's marker under each heading (translations.py) is for
the authors and is never shown.
"""

import json
import os
import re

from .errors import UsageError
from .language import COURSE, translated
from .report import chapter_path
from .translations import is_marker

_, ngettext = COURSE.gettext, COURSE.ngettext

_HINT = re.compile(r"^## \w+ (\d+):\s*(.+?)\s*$")
# How many hints a lesson has: at least three (gentle, closer, nearly the answer), at most seven
# (the steps say what and why; the detail comes here, one hint at a time, and a lesson of two
# functions, such as lesson 10, needs more than one of one).
FEWEST_HINTS, MOST_HINTS = 3, 7
STATE_DIR = ".course"
STATE_FILE = "hints.json"


def hints_path(lesson, language=None):
    """The lesson's hints in the wanted language when they are translated, else hints.md."""
    return translated(os.path.join(lesson.dir, "hints.md"), language)


def parse(text, source="hints.md"):
    """[(title, body)] in order; a UsageError names a numbering mistake."""
    hints, current = [], None
    for line in text.splitlines():
        m = _HINT.match(line)
        if m:
            number = int(m.group(1))
            if number != len(hints) + 1:
                raise UsageError(_("{source}: hint {number} where hint {expected} was "
                                   "expected (number them 1, 2, 3, ... in order)").format(
                    source=source, number=number, expected=len(hints) + 1))
            current = [m.group(2), []]
            hints.append(current)
        elif line.startswith("## ") and current is not None:
            raise UsageError(_("{source}: '{line}' is not a '## Hint N: title' heading").format(
                source=source, line=line))
        elif current is not None and not is_marker(line):
            current[1].append(line)
    return [(title, "\n".join(body).strip()) for title, body in hints]


def load(lesson):
    path = hints_path(lesson)
    if not os.path.isfile(path):
        return []
    with open(path, encoding="utf-8") as f:
        return parse(f.read(), os.path.relpath(path, lesson.root))


class Progress:
    """How many hints of each lesson were shown, in ROOT/.course/hints.json."""

    def __init__(self, root):
        self.path = os.path.join(root, STATE_DIR, STATE_FILE)

    def _read(self):
        try:
            with open(self.path, encoding="utf-8") as f:
                data = json.load(f)
            return data if isinstance(data, dict) else {}
        except (OSError, ValueError):
            return {}          # no state yet, or a damaged file: start from the first hint

    def shown(self, lesson_id):
        value = self._read().get(lesson_id, 0)
        return value if isinstance(value, int) and value >= 0 else 0

    def set(self, lesson_id, count):
        data = self._read()
        data[lesson_id] = count
        os.makedirs(os.path.dirname(self.path), exist_ok=True)
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
        os.replace(tmp, self.path)


def next_hint(lesson, progress):
    """(lines to print, exit status) for one `./course hint` call; advances the progress."""
    hints = load(lesson)
    if not hints:
        return [_("lesson {lesson} has no hints yet (lessons/{lesson}/hints.md).").format(
            lesson=lesson.id)], 1
    shown = min(progress.shown(lesson.id), len(hints))
    if shown == len(hints):
        return [ngettext("that was the last hint: you have seen all {count} hint of lesson "
                         "{lesson}.",
                         "that was the last hint: you have seen all {count} hints of lesson "
                         "{lesson}.", len(hints)).format(count=len(hints), lesson=lesson.id),
                _("reread {readme}, or start the hints over with ./course hint {n} "
                  "--reset").format(readme=chapter_path(lesson.id, lesson.root),
                                    n=lesson.number)], 0
    title, body = hints[shown]
    progress.set(lesson.id, shown + 1)
    lines = [_("Hint {number} of {count}: {title}").format(number=shown + 1, count=len(hints),
                                                            title=title), "", body, ""]
    if shown + 1 == len(hints):
        lines.append(_("(that was the last hint.)"))
    else:
        lines.append(_("(run ./course hint {n} again for the next one.)").format(
            n=lesson.number))
    return lines, 0
