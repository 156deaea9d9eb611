"""The course's texts in another language, and what each translated section was made from.

A translation sits beside its English file, named as GitHub readers expect: `README.md` has
`README.ko.md`, `hints.md` has `hints.ko.md`. Both files are cut into sections at their
headings (a `#` line outside a fenced block), and the translation has the same headings, at the
same levels, in the same order. Under each translated heading a comment records the English
section it was made from:

    ## 목표
    <!-- translates 3f2a9c1b7d4e: Goal -->

The twelve hex digits are the start of the SHA-256 of the English section as it was then: its
heading and its text, with the bodies of code quotations and of the README's lesson table left
out (`./course regen` writes those from the same sources in both languages) and every run of
white space taken as one space (rewrapping a paragraph changes no meaning). When the English section changes, its fingerprint
no longer matches and the translation is stale (translation_check.py says where and shows the
English diff). `./course translations --mark FILE` writes the current fingerprints once a
translation has been brought up to date.
"""

import hashlib
import os
import re
from dataclasses import dataclass, field

from . import lesson_table
from .lessons import all_lessons

FINGERPRINT_DIGITS = 12

_HEADING = re.compile(r"^(#{1,6}) +(.+?) *#*$")
_FENCE = re.compile(r"^ {0,3}(```|~~~)")
_MARKER = re.compile(r"^<!-- translates (?P<hash>[0-9a-f]*|\?+): (?P<english>.*) -->$")
_QUOTATION = re.compile(r"(<!-- code: [^ ]+ -->\n).*?(<!-- end code -->)", re.S)
# The README's lesson table, which `./course regen` writes in each language.
_GENERATED = re.compile("(" + re.escape(lesson_table.BEGIN) + "\n).*?(" +
                        re.escape(lesson_table.END) + ")", re.S)


@dataclass
class Section:
    level: int            # 1 for '#', 2 for '##' ...; 0 for the text before the first heading
    heading: str
    line: int             # 1-based line of the heading in its file
    lines: list = field(default_factory=list)   # the section's lines after its heading

    @property
    def text(self):
        return "\n".join(self.lines)

    def marker(self):
        """The `translates` comment under this section's heading, or None."""
        for line in self.lines:
            if line.strip():
                m = _MARKER.match(line.strip())
                return m and (m.group("hash"), m.group("english"))
        return None


def is_marker(line):
    """Whether @p line is a `translates` comment: the authors' record, never a reader's text."""
    return bool(_MARKER.match(line.strip()))


def translated_files(root, language):
    """Every English text of the course that has (or must have) a translation, as paths
    relative to @p root: the top README, the student README's template, the docs' main page,
    and each lesson's chapter and hints."""
    paths = ["README.md"]
    for rel in ("docs/student-README.md.in", "docs/mainpage.md"):
        if os.path.exists(os.path.join(root, rel)):
            paths.append(rel)
    for lesson in all_lessons(root):
        for name in ("README.md", "hints.md"):
            rel = os.path.relpath(os.path.join(lesson.dir, name), root)
            if os.path.exists(os.path.join(root, rel)):
                paths.append(rel)
    return paths


def split_sections(text):
    """The sections of a Markdown text, the untitled opening first (level 0)."""
    sections = [Section(0, "", 0)]
    in_fence = False
    for number, line in enumerate(text.split("\n"), 1):
        if _FENCE.match(line):
            in_fence = not in_fence
        m = None if in_fence else _HEADING.match(line)
        if m:
            sections.append(Section(len(m.group(1)), m.group(2), number))
        else:
            sections[-1].lines.append(line)
    return sections


def fingerprint(section):
    """What a translation records of the English @p section (see the module's comment)."""
    text = _GENERATED.sub(r"\1\2", _QUOTATION.sub(r"\1\2", section.text))
    words = " ".join(f"{'#' * section.level} {section.heading}\n{text}".split())
    return hashlib.sha256(words.encode("utf-8")).hexdigest()[:FINGERPRINT_DIGITS]


def marker_line(section):
    return f"<!-- translates {fingerprint(section)}: {section.heading} -->"


def mark(translated_text, english_text, only=None):
    """@p translated_text with the marker of each section (or of the sections whose English
    heading is in @p only) set to the English section's current fingerprint. The sections must
    already correspond one to one; the markers are added where missing."""
    english = split_sections(english_text)
    translated = split_sections(translated_text)
    if len(english) != len(translated):
        raise ValueError(f"the translation has {len(translated) - 1} headings and the English "
                         f"{len(english) - 1}: make them correspond before marking")
    out = translated[0].lines[:]
    for en, tr in zip(english[1:], translated[1:]):
        out.append(f"{'#' * tr.level} {tr.heading}")
        body = tr.lines[:]
        if only is None or en.heading in only:
            body = _with_marker(body, marker_line(en))
        out.extend(body)
    return "\n".join(out)


def _with_marker(lines, marker):
    for i, line in enumerate(lines):
        if line.strip():
            if _MARKER.match(line.strip()):
                return lines[:i] + [marker] + lines[i + 1:]
            break
    return [marker] + lines
