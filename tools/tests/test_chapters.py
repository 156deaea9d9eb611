"""Each chapter is a lesson first (issue 34): its core path guides and does not dictate, it
stays short, and its asides are marked so that the docs can set them apart (chapter.py).

- No code line of a chapter's core path, in any language, is a line of the lesson's reference
  (solutions/NN-name/*.cpp, *.hpp): its fenced code blocks (but not the quotations of given
  files, `<!-- code: lessons/... -->`) and its inline code spans are compared line by line
  with the reference's, whitespace left out, comments and a trailing `;` or `{` dropped.
  Trivial lines never count (under MIN_SIGNIFICANT characters, braces, `#include`, a
  namespace); the given code may be quoted: any line of a file under lessons/ (the lesson's
  API header's signatures among them) but the student's own starter/ (in the instructor's
  checkout it may hold a reference); the course's copy of the starter, .starter/, is given: a
  line it hands the student (`gfx::Canvas canvas(64, 64);`) dictates nothing.
- Every chapter's core path is at most chapter.CORE_WORD_LIMIT prose words, in every language.
- Every chapter's aside markers pair up, name a known kind, come in the kinds' order, and each
  aside opens with a `##` heading.

This file reads solutions/: it is the instructor's (editions.INSTRUCTOR_FILES).
"""

import glob
import os
import re
import tempfile
import unittest

from course import chapter, snippets
from course.language import every_language
from course.lessons import ROOT, Lesson, all_lessons, edition

MIN_SIGNIFICANT = 12          # characters, whitespace left out: shorter lines never count
CODE_SUFFIXES = (".cpp", ".hpp", ".h")
_FENCE = re.compile(r"^\s*(```|~~~)")
_INLINE_CODE = re.compile(r"(`+)(.+?)\1")
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_BLOCK_COMMENT = re.compile(r"/\*.*?\*/")
_TRIVIAL = re.compile(r"^(#\s*(include|pragma|define|if|endif|else)|namespace|using|"
                      r"[{}()\[\];,]*$)")


def _without_comment(line):
    """@p line without its `//` comment (a `//` inside a string literal stays)."""
    quote = None
    i = 0
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\":
                i += 1
            elif c == quote:
                quote = None
        elif c in "\"'":
            quote = c
        elif line.startswith("//", i):
            return line[:i]
        i += 1
    return line


def normalise(line):
    """A code line as the comparison sees it: no comment, no whitespace, no trailing `;` or
    `{`."""
    text = _BLOCK_COMMENT.sub(" ", _without_comment(line)).strip()
    if text.endswith((";", "{")):
        text = text[:-1]
    return re.sub(r"\s+", "", text)


def trivial(normalised):
    """True for a line too common to be anyone's: short, braces, a preprocessor line."""
    return len(normalised) < MIN_SIGNIFICANT or bool(_TRIVIAL.match(normalised)) or \
        normalised.startswith("#")


def code_lines(paths):
    """{normalised line: (path, line number, the line)} of these files, trivial lines left
    out (the first place a line is found)."""
    out = {}
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            for number, line in enumerate(f, 1):
                key = normalise(line)
                if key and not trivial(key):
                    out.setdefault(key, (path, number, line.strip()))
    return out


def reference_files(root, lesson):
    return sorted(p for suffix in CODE_SUFFIXES
                  for p in glob.glob(os.path.join(root, "solutions", lesson.id, "*" + suffix)))


def given_files(root):
    """Every code file under lessons/ but the student's starter/ folders."""
    out = []
    for dirpath, dirs, files in os.walk(os.path.join(root, "lessons")):
        dirs[:] = sorted(d for d in dirs if d != "starter")
        out += [os.path.join(dirpath, f) for f in sorted(files) if f.endswith(CODE_SUFFIXES)]
    return out


def core_code(text):
    """(line number, code) of the core path of the chapter @p text: each line of its fenced
    code blocks, but those quoting a given file (`<!-- code: lessons/... -->`), and each of
    its inline code spans."""
    quoted = set()           # line numbers inside quotations of given files
    for block in snippets._BLOCK.finditer(text):
        if block.group("ref").startswith("lessons/"):
            first = text.count("\n", 0, block.start()) + 1
            quoted.update(range(first, text.count("\n", 0, block.end()) + 2))
    out = []
    for part in chapter.parts(text):
        if part.kind != "core":
            continue
        in_fence, number = False, part.first_line - 1
        for line in part.lines:
            number += 1
            if _FENCE.match(line):
                in_fence = not in_fence
                continue
            if number in quoted:
                continue
            if in_fence:
                out.append((number, line))
            else:
                out += [(number, m.group(2)) for m in
                        _INLINE_CODE.finditer(_COMMENT.sub(" ", line))]
    return out


def dictated(root, lesson, given=None):
    """["chapter:line: `code` is the reference's line FILE:N `line`"] for every chapter of
    @p lesson, in every language."""
    reference = code_lines(reference_files(root, lesson))
    if not reference:
        return []
    given = code_lines(given_files(root)) if given is None else given
    found = []
    for rel, _language in every_language(root, [os.path.relpath(lesson.readme, root)]):
        path = os.path.join(root, rel)
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for number, code in core_code(text):
            key = normalise(code)
            if key in reference and key not in given and not trivial(key):
                ref_path, ref_line, ref_text = reference[key]
                found.append(f"{rel}:{number}: `{code.strip()}` is the reference's line "
                             f"{os.path.relpath(ref_path, root)}:{ref_line} `{ref_text}`")
    return found


def chapter_texts(root=ROOT):
    """(relative path, text) of every lesson's chapter, in every language."""
    for lesson in all_lessons(root):
        if not os.path.isfile(lesson.readme):
            continue
        for rel, _language in every_language(root, [os.path.relpath(lesson.readme, root)]):
            with open(os.path.join(root, rel), encoding="utf-8") as f:
                yield rel, f.read()


def marker_problems(text):
    """What is wrong with the aside markers of a chapter: chapter.parts' complaint, an aside
    of a kind out of ASIDE_KINDS' order, an aside that does not open with a `##` heading."""
    try:
        parts = chapter.parts(text)
    except chapter.ChapterError as e:
        return [str(e)]
    problems, last = [], 0
    for part in parts:
        if part.kind == "core":
            continue
        rank = chapter.ASIDE_KINDS.index(part.kind)
        if rank < last:
            problems.append(f"line {part.first_line}: a {part.kind} aside after a "
                            f"{chapter.ASIDE_KINDS[last]} one (the order: "
                            f"{', '.join(chapter.ASIDE_KINDS)})")
        last = max(last, rank)
        first = next((line for line in part.lines if line.strip()), "")
        if not first.startswith("## "):
            problems.append(f"line {part.first_line}: the {part.kind} aside opens with "
                            f"{first[:40]!r}, not a ## heading")
    return problems


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


class StepCode(unittest.TestCase):
    """The comparison itself, on a small made-up lesson."""

    REFERENCE = ("#include \"sat.hpp\"\n\nnamespace collide {\n\n"
                 "static double edge_length(Vec2 a, Vec2 b) {  // a private helper\n"
                 "    const double dx = b.x - a.x;\n"
                 "    return std::sqrt(dx * dx + dy * dy);\n}\n\n"
                 "Hit sat_hit(const Poly& a, const Poly& b) {\n    if (a.empty()) {\n"
                 "        return Hit{};\n    }\n    return Hit{};\n}\n}\n")

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        write(r, "solutions/03-sat/sat.cpp", self.REFERENCE)
        write(r, "lessons/03-sat/sat.hpp", "/// The test.\n"
              "Hit sat_hit(const Poly& a, const Poly& b);\n")
        write(r, "lessons/03-sat/starter/sat.cpp", self.REFERENCE)   # the instructor's try
        write(r, "lessons/03-sat/.starter/sat.cpp", "Hit sat_hit(const Poly& a, const Poly& b) {"
              "\n    return Hit{};  // yours\n}\n")
        self.lesson = Lesson("03-sat", r)

    def tearDown(self):
        self.tmp.cleanup()

    def chapter(self, text, korean=None):
        write(self.root, "lessons/03-sat/README.md", text)
        if korean is not None:
            write(self.root, "lessons/03-sat/README.ko.md", korean)
        return dictated(self.root, self.lesson)

    def test_normalised_lines(self):
        self.assertEqual(normalise("  const double dx = b.x - a.x;  // the width"),
                         "constdoubledx=b.x-a.x")
        self.assertEqual(normalise("if (a.empty()) {"), "if(a.empty())")
        self.assertEqual(normalise('say("a // b");'), 'say("a//b")')
        for line in ("}", "return;", "{", "else", "} else {", "return false;", "#include <cmath>",
                     "namespace collide {", "    break;"):
            self.assertTrue(trivial(normalise(line)), line)
        self.assertFalse(trivial(normalise("return std::sqrt(dx * dx + dy * dy);")))

    def test_a_reference_line_in_the_core_path_is_named_with_its_place(self):
        found = self.chapter("# Sat\n\n## The steps\n\n1. Compute the width:\n\n"
                             "   ```cpp\n   const double dx = b.x-a.x;   // x first\n   ```\n\n"
                             "2. Then `return std::sqrt(dx*dx + dy*dy)`.\n")
        self.assertEqual(found, [
            "lessons/03-sat/README.md:8: `const double dx = b.x-a.x;   // x first` is the "
            "reference's line solutions/03-sat/sat.cpp:6 `const double dx = b.x - a.x;`",
            "lessons/03-sat/README.md:11: `return std::sqrt(dx*dx + dy*dy)` is the reference's "
            "line solutions/03-sat/sat.cpp:7 `return std::sqrt(dx * dx + dy * dy);`"])

    def test_every_language_is_read(self):
        found = self.chapter("# Sat\n", korean="# 분리축\n\n```cpp\nconst double dx = b.x - a.x;"
                             "  // 너비\n```\n")
        self.assertEqual(len(found), 1)
        self.assertTrue(found[0].startswith("lessons/03-sat/README.ko.md:4: "), found)

    def test_signatures_given_code_asides_and_trivial_lines_are_allowed(self):
        found = self.chapter(
            "# Sat\n\n```cpp\nHit sat_hit(const Poly& a, const Poly& b);\n    return Hit{};\n"
            "}\n} else {\n```\n\n"
            "<!-- code: lessons/03-sat/starter/sat.cpp -->\n```cpp\n"
            "const double dx = b.x - a.x;\n```\n<!-- end code -->\n\n"
            "<!-- aside: instructors -->\n## The reference\n\n```cpp\n"
            "const double dx = b.x - a.x;\n```\n<!-- end aside -->\n")
        self.assertEqual(found, [])

    def test_a_quotation_of_the_reference_in_the_core_path_is_found(self):
        found = self.chapter("# Sat\n\n<!-- code: solutions/03-sat/sat.cpp -->\n```cpp\n"
                             + self.REFERENCE + "```\n<!-- end code -->\n")
        self.assertEqual([f.split(": ")[0] for f in found],
                         [f"lessons/03-sat/README.md:{n}" for n in (9, 10, 11, 15)])

    def test_aside_markers(self):
        self.assertEqual(marker_problems("# T\n\n<!-- aside: precision -->\n## A\n\nx\n"
                                         "<!-- end aside -->\n"), [])
        self.assertEqual(len(marker_problems("<!-- aside: precision -->\n## A\n")), 1)
        self.assertIn("after a precision one", " ".join(marker_problems(
            "<!-- aside: precision -->\n## A\n<!-- end aside -->\n"
            "<!-- aside: going-further -->\n## B\n<!-- end aside -->\n")))
        self.assertIn("not a ## heading", " ".join(marker_problems(
            "<!-- aside: measured -->\nText.\n<!-- end aside -->\n")))


@unittest.skipUnless(edition() == "instructor", "the reference is the instructor's")
class Chapters(unittest.TestCase):
    """The course's own chapters."""

    def test_no_core_line_of_any_chapter_is_a_line_of_the_reference(self):
        given = code_lines(given_files(ROOT))
        found = [f for lesson in all_lessons(ROOT) if lesson.exists
                 for f in dictated(ROOT, lesson, given)]
        if found:
            self.fail(f"{len(found)} code line(s) of the chapters' core paths state the "
                      "reference: move them into an instructors aside or the hints, or say in "
                      "words what to compute:\n" + "\n".join(found))

    def test_every_core_path_is_within_the_word_limit(self):
        over = []
        for rel, text in chapter_texts():
            core = chapter.words(text)["core"]
            if core > chapter.CORE_WORD_LIMIT:
                over.append(f"{rel}: {core:,} words in the core path")
        if over:
            self.fail(f"over {chapter.CORE_WORD_LIMIT:,} words (./course words):\n"
                      + "\n".join(over))

    def test_every_chapters_aside_markers_are_well_formed(self):
        problems = [f"{rel}: {p}" for rel, text in chapter_texts()
                    for p in marker_problems(text)]
        if problems:
            self.fail("\n".join(problems))


if __name__ == "__main__":
    unittest.main()
