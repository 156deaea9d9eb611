"""What is wrong with a translation: stale sections, and parts one language has and the other
has not.

A translation may say everything in its own words, but some things it must keep exactly: the
headings (their number, levels and order), the pictures, the code quotations, the instructor's
passages, the asides (their kinds, in order: chapter.py), the rows of each table, and the numbers in tables and code blocks. Each section is
compared with the English section at the same place.
"""

import difflib
import enum
import os
import re
import subprocess
from dataclasses import dataclass

from . import translations
from .language import COURSE, N_, english_path, translation_path
from .translations import split_sections, fingerprint

_ = COURSE.gettext


class Kind(enum.Enum):
    MISSING = "no translation"
    HEADINGS = "headings differ"
    UNMARKED = "no 'translates' marker"
    STALE = "stale"
    PICTURES = "pictures differ"
    QUOTATIONS = "code quotations differ"
    INSTRUCTOR = "instructor passages differ"
    ASIDES = "asides differ"
    TABLE_ROWS = "table rows differ"
    NUMBERS = "numbers differ"
    LINKS = "a link to a chapter does not resolve"


@dataclass
class Problem:
    kind: Kind
    path: str             # the translation, relative to the course's root
    line: int
    heading: str          # the English heading of the section
    detail: str = ""
    english_diff: str = ""

    def __str__(self):
        where = f"{self.path}:{self.line}" if self.line else self.path
        section = f" [{self.heading}]" if self.heading else ""
        detail = f": {self.detail}" if self.detail else ""
        return f"{where}{section}: {_(KIND_WORDS[self.kind])}{detail}"


# How each kind of problem reads (its value is the kind's name in a program's terms).
KIND_WORDS = {Kind.MISSING: N_("no translation"), Kind.HEADINGS: N_("headings differ"),
              Kind.UNMARKED: N_("no 'translates' marker"), Kind.STALE: N_("stale"),
              Kind.PICTURES: N_("pictures differ"),
              Kind.QUOTATIONS: N_("code quotations differ"),
              Kind.INSTRUCTOR: N_("instructor passages differ"),
              Kind.ASIDES: N_("asides differ"),
              Kind.TABLE_ROWS: N_("table rows differ"), Kind.NUMBERS: N_("numbers differ"),
              Kind.LINKS: N_("a link to a chapter does not resolve")}


_PICTURE = re.compile(r"<img [^>]*src=\"([^\"]+)\"|!\[[^\]]*\]\(([^)\s]+)")
_QUOTED = re.compile(r"<!-- code: ([^ ]+) -->")
_INSTRUCTOR = re.compile(r"<!-- instructor:")
_ASIDE = re.compile(r"^<!-- (?:aside: ([a-z-]+)|(end) aside) -->[ \t]*$", re.MULTILINE)
_NUMBER = re.compile(r"(?<![\w.])-?\d+(?:[.,]\d+)*(?:[eE][-+]?\d+)?")
_FENCE = re.compile(r"^\s*(```|~~~)")


def pictures(section):
    return sorted(a or b for a, b in _PICTURE.findall(section.text))


def quotations(section):
    return _QUOTED.findall(section.text)


def asides(section):
    """The aside markers of the section, in order: each aside's kind where it opens, "end"
    where it closes (an aside begins before its heading, so in the section above it)."""
    return [kind or end for kind, end in _ASIDE.findall(section.text)]


def table_rows(section):
    return [line for line in section.lines if line.lstrip().startswith("|")]


def kept_numbers(section):
    """The numbers of the section's code blocks, in order, and of each table row, in any order
    (a cell's words may come in another order in another language): a translation says the
    prose in its own words, but these it copies."""
    numbers, in_fence = [], False
    for line in section.lines:
        if _FENCE.match(line):
            in_fence = not in_fence
        elif in_fence:
            numbers.extend(_NUMBER.findall(line))
        elif line.lstrip().startswith("|"):
            numbers.append(sorted(_NUMBER.findall(line)))
    return numbers


_SAME = [(Kind.PICTURES, pictures), (Kind.QUOTATIONS, quotations),
         (Kind.INSTRUCTOR, lambda s: len(_INSTRUCTOR.findall(s.text))),
         (Kind.ASIDES, asides),
         (Kind.TABLE_ROWS, lambda s: len(table_rows(s))), (Kind.NUMBERS, kept_numbers)]


def check_file(root, english_rel, language):
    """The problems of @p english_rel's translation into @p language."""
    rel = translation_path(english_rel, language)
    if not os.path.exists(os.path.join(root, rel)):
        return [Problem(Kind.MISSING, rel, 0, "", _("{english} has no {translation}").format(
            english=english_rel, translation=rel))]
    english = split_sections(_read(root, english_rel))
    translated = split_sections(_read(root, rel))
    shape = [(s.level, i) for i, s in enumerate(english)]
    if [(s.level, i) for i, s in enumerate(translated)] != shape:
        return [Problem(Kind.HEADINGS, rel, 0, "", _heading_outline(english, translated))]
    problems = []
    for en, tr in zip(english[1:], translated[1:]):
        problems.extend(_check_section(root, english_rel, rel, en, tr))
    return problems + _check_links(root, rel, translated, language)


_CHAPTER_LINK = re.compile(r"\]\((?P<path>[^)#\s]*\.md|)(?:#(?P<anchor>[^)\s]*))?\)")


def _check_links(root, rel, sections, language):
    """Each link of a translation to a Markdown text goes to its translation when there is one,
    and its `#anchor` is one of that text's headings, spelled as GitHub spells anchors."""
    problems = []
    for section in sections:
        for m in _CHAPTER_LINK.finditer(section.text):
            if not m.group("path") and not m.group("anchor"):
                continue                                  # not a link to a text
            target = m.group("path") or os.path.basename(rel)
            path = os.path.normpath(os.path.join(os.path.dirname(rel), target))
            if path == english_path(rel) and not m.group("anchor"):
                continue              # the link to the same text in English, at its top
            translated = translation_path(path, language)
            if not path.endswith(f".{language}.md") and os.path.exists(os.path.join(root,
                                                                                  translated)):
                problems.append(Problem(Kind.LINKS, rel, section.line, "",
                                        _("{link} is the English: link {translation}").format(
                                            link=m.group(0)[2:-1],
                                            translation=os.path.basename(translated))))
            elif m.group("anchor") and m.group("anchor") not in _anchors(root, path):
                problems.append(Problem(Kind.LINKS, rel, section.line, "",
                                        _("{path} has no heading #{anchor}").format(
                                            path=path, anchor=m.group("anchor"))))
    return problems


def _anchors(root, rel):
    from .docs_pages import slug
    try:
        return {slug(s.heading) for s in split_sections(_read(root, rel))[1:]}
    except OSError:
        return set()


def _check_section(root, english_rel, rel, en, tr):
    problems = []
    marker = tr.marker()
    if marker is None:
        problems.append(Problem(Kind.UNMARKED, rel, tr.line, en.heading))
    elif marker[0] != fingerprint(en):
        problems.append(Problem(Kind.STALE, rel, tr.line, en.heading,
                                _("made from {then}, the English is now {now}").format(
                                    then=marker[0] or _("(nothing)"), now=fingerprint(en)),
                                english_diff(root, english_rel, en, marker[0])))
    for kind, measure in _SAME:
        if measure(en) != measure(tr):
            problems.append(Problem(kind, rel, tr.line, en.heading,
                                    _("English {english}, translation {translation}").format(
                                        english=repr(measure(en)),
                                        translation=repr(measure(tr)))))
    return problems


def _heading_outline(english, translated):
    def outline(sections):
        return [f"{'#' * s.level} {s.heading}" for s in sections[1:]]
    diff = difflib.unified_diff(outline(english), outline(translated), "English",
                                "translation", lineterm="", n=1)
    return _("the headings do not correspond one to one:") + "\n" + "\n".join(diff)


def english_diff(root, english_rel, section, made_from):
    """The English @p section's changes since the version whose fingerprint is @p made_from,
    found in the file's git history; empty when no version has it."""
    for old in _past_versions(root, english_rel):
        for candidate in split_sections(old):
            if candidate.level and fingerprint(candidate) == made_from:
                return "\n".join(difflib.unified_diff(
                    candidate.text.split("\n"), section.text.split("\n"),
                    f"{english_rel} (translated)", f"{english_rel} (now)", lineterm=""))
    return ""


def _past_versions(root, rel, most=200):
    log = subprocess.run(["git", "log", f"-{most}", "--format=%H", "--", rel], cwd=root,
                         capture_output=True, text=True)
    for commit in log.stdout.split() if log.returncode == 0 else []:
        shown = subprocess.run(["git", "show", f"{commit}:{rel}"], cwd=root,
                               capture_output=True, text=True)
        if shown.returncode == 0:
            yield shown.stdout


def check_course(root, language):
    problems = []
    for rel in translations.translated_files(root, language):
        problems.extend(check_file(root, rel, language))
    return problems


def _read(root, rel):
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        return f.read()
