"""A chapter's two parts: the core path a student reads to do the lesson, and the asides.

An aside is marked one way in every chapter, in both languages, on lines of its own:

    <!-- aside: precision -->
    ## The range of doubles
    ...
    <!-- end aside -->

Its kind is one of ASIDE_KINDS; the docs set it apart (a box, folded until opened, unfolded in
print) and the student edition leaves out the instructors' kind. Everything outside an aside is
the core path, which CORE_WORD_LIMIT bounds. Words are counted in prose only: fenced and
indented code blocks and HTML comments are left out; a word is what whitespace separates (a
Korean 어절).
"""

import re
from dataclasses import dataclass, field

from .language import N_

# The kinds of aside, in the order a chapter places them when it has several.
ASIDE_KINDS = ("going-further", "precision", "measured", "instructors")
# What the docs call each kind (the label of its box), said through the catalogs.
ASIDE_LABELS = {"going-further": N_("Going further"), "precision": N_("Precision"),
                "measured": N_("Measured"), "instructors": N_("For instructors")}
CORE_WORD_LIMIT = 2500         # prose words of a chapter's core path, in every language

ASIDE_START = re.compile(r"^<!-- aside: (?P<kind>[a-z-]+) -->[ \t]*$")
ASIDE_END = re.compile(r"^<!-- end aside -->[ \t]*$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)


class ChapterError(ValueError):
    """A chapter's aside markers do not pair up, or name no known kind."""


@dataclass
class Part:
    kind: str                  # "core", or one of ASIDE_KINDS
    lines: list = field(default_factory=list)
    first_line: int = 1        # 1-based line number of the part's first line in the file

    @property
    def text(self):
        return "\n".join(self.lines)


def parts(text):
    """The chapter @p text cut into its core and aside parts, in order. Raises ChapterError
    on an aside that is never closed, nested, or of an unknown kind."""
    result, current, in_fence = [], Part("core"), False
    for number, line in enumerate(text.splitlines(), 1):
        if _FENCE.match(line):
            in_fence = not in_fence
        start = None if in_fence else ASIDE_START.match(line)
        end = None if in_fence else ASIDE_END.match(line)
        if start:
            if current.kind != "core":
                raise ChapterError(f"line {number}: an aside inside the aside of line "
                                   f"{current.first_line}")
            if start["kind"] not in ASIDE_KINDS:
                raise ChapterError(f"line {number}: unknown aside kind {start['kind']!r} "
                                   f"(the kinds: {', '.join(ASIDE_KINDS)})")
            result.append(current)
            current = Part(start["kind"], first_line=number)
        elif end:
            if current.kind == "core":
                raise ChapterError(f"line {number}: an end of aside with no aside open")
            result.append(current)
            current = Part("core", first_line=number + 1)
        else:
            current.lines.append(line)
    if current.kind != "core":
        raise ChapterError(f"line {current.first_line}: an aside that is never closed")
    result.append(current)
    return [p for p in result if p.lines or p.kind != "core"]


def aside_kinds(text):
    """The kinds of @p text's asides, in order (a kind once for each aside)."""
    return [part.kind for part in parts(text) if part.kind != "core"]


def prose(text):
    """@p text without its code blocks (fenced, or indented by four spaces after a blank line)
    and HTML comments."""
    kept, in_fence, in_indented, blank_before = [], False, False, True
    for line in _COMMENT.sub(" ", text).splitlines():
        if _FENCE.match(line):
            in_fence = not in_fence
            blank_before = False
            continue
        if in_fence:
            continue
        if line.strip() == "":
            in_indented = False
            blank_before = True
            kept.append("")
            continue
        if (blank_before or in_indented) and line.startswith("    ") \
                and not re.match(r"\s*([-*+]|\d+\.)\s", line) and not _in_list(kept):
            in_indented = True
            continue
        blank_before = False
        kept.append(line)
    return "\n".join(kept)


def _in_list(kept):
    """True when the last paragraph kept is a list item, whose indented lines continue it."""
    for line in reversed(kept):
        if line.strip() == "":
            continue
        return bool(re.match(r"\s*([-*+]|\d+\.)\s", line)) or line.startswith("  ")
    return False


def word_count(text):
    return len(prose(text).split())


def words(text):
    """{kind: prose words} for @p text: "core" and each aside kind present."""
    counts = {}
    for part in parts(text):
        counts[part.kind] = counts.get(part.kind, 0) + word_count(part.text)
    counts.setdefault("core", 0)
    return counts
