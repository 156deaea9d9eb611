"""The Korean glossary's retired terms (docs/glossary.ko.md, its last table, "쓰지 않는 말")
appear in no Korean file: the chapters, hints and READMEs, the docs, and the message catalogs of
the course tool and the grader. The table is the one list; this test only reads it."""

import glob
import os
import re
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
    """(line number, term) for each retired term on a line of @p rel; the glossary's own
    retired table, which names them, is left out."""
    found, inside = [], False
    with open(os.path.join(root, rel), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            if rel == GLOSSARY and line.startswith("#"):
                inside = line.strip() == RETIRED_HEADING
            if inside:
                continue
            found += [(number, term) for term in terms if term in line]
    return found


class RetiredTermsTest(unittest.TestCase):
    def test_the_glossary_retires_terms(self):
        with open(os.path.join(ROOT, GLOSSARY), encoding="utf-8") as f:
            terms = retired_terms(f.read())
        self.assertIn("좌표틀", terms)
        self.assertGreaterEqual(len(terms), 20)

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
