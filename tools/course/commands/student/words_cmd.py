"""`./course words`: every chapter's prose words, its core path and each kind of aside, in every
language (chapter.py says what counts)."""

import os

from ... import chapter
from ...language import COURSE, LANGUAGES
from ...lessons import ROOT, all_lessons
from ...report import padded

_ = COURSE.gettext


def register(sub):
    p = sub.add_parser("words", help=_("count every chapter's prose words: its core path (at "
                                       "most {limit}) and each kind of aside, in every "
                                       "language").format(limit=chapter.CORE_WORD_LIMIT))
    p.set_defaults(run=run)


def run(args, root=ROOT):
    kinds = ("core",) + chapter.ASIDE_KINDS
    header = [_("chapter"), _("language")] + list(kinds)
    rows, over, broken = [header], 0, 0
    for lesson in all_lessons(root):
        for code in LANGUAGES:
            path = lesson.readme_in(code)
            if not os.path.isfile(path):
                continue
            with open(path, encoding="utf-8") as f:
                text = f.read()
            try:
                counts = chapter.words(text)
            except chapter.ChapterError as e:
                broken += 1
                print(f"{os.path.relpath(path, root)}: {e}")
                continue
            core = counts["core"]
            mark = "" if core <= chapter.CORE_WORD_LIMIT else " !"
            over += bool(mark)
            rows.append([lesson.id, code, f"{core:,}{mark}"]
                        + [f"{counts[k]:,}" if k in counts else "-" for k in chapter.ASIDE_KINDS])
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    for row in rows:
        print("  ".join(padded(cell, width) for cell, width in zip(row, widths)).rstrip())
    if over:
        print(_("{count} chapter(s) have a core path over {limit} words (marked !)").format(
            count=over, limit=chapter.CORE_WORD_LIMIT))
    return 1 if over or broken else 0
