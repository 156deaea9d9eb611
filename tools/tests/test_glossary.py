"""The Korean glossary's retired terms (docs/glossary.ko.md, its last table, "쓰지 않는 말")
appear in no Korean file: the chapters, hints and READMEs, the docs, and the message catalogs of
the course tool and the grader. The table is the one list; this test only reads it."""

import glob
import os
import re
import tempfile
import unittest

from course.lessons import ROOT

GLOSSARY = "docs/glossary.ko.md"
RETIRED_HEADING = "## 쓰지 않는 말"
_CODE = re.compile(r"`([^`]+)`")


def retired_terms(text):
    """The terms in code font in the first cell of each row of the glossary's retired table
    (the section under RETIRED_HEADING, up to the next heading)."""
    terms, inside = [], False
    for line in text.split("\n"):
        if line.startswith("#"):
            inside = line.strip() == RETIRED_HEADING
        elif inside and line.startswith("|") and not line.startswith("|---"):
            first_cell = line.split("|")[1]
            terms.extend(_CODE.findall(first_cell))
    return terms


def korean_files(root):
    """Every Korean text a student or instructor meets, relative to @p root."""
    patterns = ("README.ko.md", "lessons/*/README.ko.md", "lessons/*/hints.ko.md",
                "docs/*.ko.md", "docs/*.ko.md.in", "tools/locale/ko/LC_MESSAGES/*.po",
                "grader/locale/ko/LC_MESSAGES/*.po")
    found = []
    for pattern in patterns:
        found += sorted(glob.glob(os.path.join(root, pattern)))
    return [os.path.relpath(path, root) for path in found]


def uses(root, rel, terms):
    """(line number, term) for each use of a retired term in @p rel, a line break or any white
    space between its words counting as one space; the glossary's own retired table, which
    names them, is left out."""
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        text = f.read()
    if rel == GLOSSARY:                 # its lines kept, to number the others' lines right
        start = text.index(RETIRED_HEADING)
        end = text.find("\n#", start + 1)
        end = len(text) if end < 0 else end
        text = text[:start] + "\n" * text.count("\n", start, end) + text[end:]
    found = []
    for term in terms:
        pattern = r"\s+".join(re.escape(word) for word in term.split())
        found += [(text.count("\n", 0, m.start()) + 1, term)
                  for m in re.finditer(pattern, text)]
    return sorted(found)


class RetiredTermsTest(unittest.TestCase):
    def test_the_glossary_retires_terms(self):
        with open(os.path.join(ROOT, GLOSSARY), encoding="utf-8") as f:
            terms = retired_terms(f.read())
        self.assertIn("좌표틀", terms)
        self.assertGreaterEqual(len(terms), 20)

    def test_a_term_broken_across_lines_is_found(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "docs"))
            with open(os.path.join(tmp, "docs", "a.ko.md"), "w", encoding="utf-8") as f:
                f.write("첫 줄\n쓸기\n판정을 합니다. 스윕 판정\n")
            self.assertEqual(uses(tmp, "docs/a.ko.md", ["쓸기 판정", "스윕 판정"]),
                             [(2, "쓸기 판정"), (3, "스윕 판정")])

    def test_the_table_is_read_and_only_the_table(self):
        text = ("# 용어집\n\n| a | `앞 표의 말` |\n\n## 쓰지 않는 말\n\n| 쓰지 않는 말 | 대신 |\n"
                "|---|---|\n| `옛 말` / `낡은 말` | `새 말` |\n\n## 다음\n\n| `뒤 표의 말` | |\n")
        self.assertEqual(retired_terms(text), ["옛 말", "낡은 말"])

    def test_no_korean_file_uses_a_retired_term(self):
        with open(os.path.join(ROOT, GLOSSARY), encoding="utf-8") as f:
            terms = retired_terms(f.read())
        files = korean_files(ROOT)
        self.assertIn("lessons/03-sat/README.ko.md", files)
        self.assertIn("tools/locale/ko/LC_MESSAGES/course.po", files)
        found = [f"{rel}:{number}: {term}" for rel in files
                 for number, term in uses(ROOT, rel, terms)]
        self.assertEqual(found, [], "retired terms (docs/glossary.ko.md, 쓰지 않는 말) in use")


if __name__ == "__main__":
    unittest.main()
