"""The translations keep up with the English (course/translations.py, translation_check.py):
every translated section records the English it was made from, and a change to the English,
or a part one language has and the other has not, is named."""

import os
import shutil
import subprocess
import tempfile
import unittest

from course import translation_check, translations
from course.language import english_path, translation_path
from course.lessons import ROOT, chapters
from course.translation_check import Kind
from course.translations import fingerprint, split_sections

LANGUAGE = "ko"

ENGLISH = """# Circles
<!-- summary: two circles -->

## Goal

Decide whether two circles overlap.

<!-- code: lessons/02-circle/circle.hpp#api -->
```cpp
Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2);
```
<!-- end code -->

## The test

<img src="expected/02-circle.png" alt="four panels">

| case | depth |
|---|---|
| apart | 0 |
| overlapping | 0.5 |

```
# not a heading: inside a fence
distance < r1 + r2     (2 circles)
```
"""

KOREAN = """# 원
<!-- summary: 원 두 개 -->

## 목표

두 원이 겹치는지 판정합니다.

<!-- code: lessons/02-circle/circle.hpp#api -->
```cpp
Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2);
```
<!-- end code -->

## 판정

<img src="expected/02-circle.png" alt="네 칸">

| 경우 | 깊이 |
|---|---|
| 떨어짐 | 0 |
| 겹침 | 0.5 |

```
# 제목이 아님: 울타리 안
distance < r1 + r2     (원 2개)
```
"""


def marked(korean=KOREAN, english=ENGLISH):
    return translations.mark(korean, english)


def problems(english, korean):
    with tempfile.TemporaryDirectory() as root:
        for rel, text in (("README.md", english), ("README.ko.md", korean)):
            with open(os.path.join(root, rel), "w", encoding="utf-8") as f:
                f.write(text)
        return translation_check.check_file(root, "README.md", LANGUAGE)


class Sections(unittest.TestCase):
    def test_headings_inside_fences_do_not_cut_sections(self):
        sections = split_sections(ENGLISH)
        self.assertEqual([s.heading for s in sections], ["", "Circles", "Goal", "The test"])
        self.assertEqual([s.level for s in sections], [0, 1, 2, 2])

    def test_rewrapping_and_quoted_code_do_not_change_a_fingerprint(self):
        goal = split_sections(ENGLISH)[2]
        rewrapped = split_sections(ENGLISH.replace("two circles overlap",
                                                   "two circles\noverlap"))[2]
        requoted = split_sections(ENGLISH.replace("double r2)", "double radius2)"))[2]
        self.assertEqual(fingerprint(goal), fingerprint(rewrapped))
        self.assertEqual(fingerprint(goal), fingerprint(requoted))
        reworded = split_sections(ENGLISH.replace("overlap.", "intersect."))[2]
        self.assertNotEqual(fingerprint(goal), fingerprint(reworded))

    def test_names(self):
        self.assertEqual(translation_path("lessons/03-sat/README.md", "ko"),
                         "lessons/03-sat/README.ko.md")
        self.assertEqual(translation_path("docs/student-README.md.in", "ko"),
                         "docs/student-README.ko.md.in")
        self.assertEqual(english_path("docs/student-README.ko.md.in"),
                         "docs/student-README.md.in")
        with self.assertRaises(ValueError):
            english_path("lessons/03-sat/README.md")


class Check(unittest.TestCase):
    def kinds(self, english, korean):
        return [p.kind for p in problems(english, korean)]

    def test_a_marked_translation_has_no_problem(self):
        self.assertEqual(problems(ENGLISH, marked()), [])

    def test_marking_puts_a_marker_under_every_heading(self):
        lines = marked().split("\n")
        for i, line in enumerate(lines):
            if line.startswith("#") and not line.startswith("# 제목"):
                self.assertTrue(lines[i + 1].startswith("<!-- translates "), line)

    def test_unmarked_and_stale_sections_are_named(self):
        self.assertEqual(self.kinds(ENGLISH, KOREAN), [Kind.UNMARKED] * 3)
        changed = ENGLISH.replace("Decide whether", "Decide, with one comparison, whether")
        found = problems(changed, marked())
        self.assertEqual([(p.kind, p.heading) for p in found], [(Kind.STALE, "Goal")])

    def test_what_must_be_the_same_is(self):
        cases = {
            Kind.HEADINGS: KOREAN.replace("## 판정", "### 판정"),
            Kind.PICTURES: KOREAN.replace('src="expected/02-circle.png"', 'src="other.png"'),
            Kind.QUOTATIONS: KOREAN.replace("circle.hpp#api", "circle.hpp#all"),
            Kind.TABLE_ROWS: KOREAN.replace("| 겹침 | 0.5 |\n", ""),
            Kind.NUMBERS: KOREAN.replace("| 겹침 | 0.5 |", "| 겹침 | 0.25 |"),
        }
        for kind, korean in cases.items():
            with self.subTest(kind=kind):
                self.assertIn(kind, self.kinds(ENGLISH, marked(korean)
                                               if kind != Kind.HEADINGS else korean))

    def test_an_instructor_passage_in_one_language_only(self):
        english = ENGLISH.replace("Decide whether two circles overlap.",
                                  "<!-- instructor: -->\nRun the bench.\n"
                                  "<!-- end instructor -->\n")
        self.assertIn(Kind.INSTRUCTOR, self.kinds(english, translations.mark(KOREAN, english)))

    def test_the_same_asides_in_the_same_order(self):
        def asides(text, first, second):
            return (text.replace("## The test", f"<!-- aside: {first} -->\n## The test")
                    .replace("## 판정", f"<!-- aside: {first} -->\n## 판정")
                    + f"<!-- end aside -->\n\n<!-- aside: {second} -->\n## More\n\nx\n"
                    "<!-- end aside -->\n")
        english = asides(ENGLISH, "going-further", "precision")
        same = asides(KOREAN, "going-further", "precision").replace("## More", "## 더")
        self.assertEqual(problems(english, translations.mark(same, english)), [])
        for korean in (asides(KOREAN, "precision", "going-further"),      # in another order
                       asides(KOREAN, "going-further", "measured"),       # of another kind
                       same.replace("<!-- end aside -->\n", "", 1)):      # one never closed
            with self.subTest(korean=korean[-120:]):
                found = problems(english, translations.mark(korean.replace("## More", "## 더"),
                                                             english))
                self.assertIn(Kind.ASIDES, [p.kind for p in found])

    def test_links_go_to_the_translation_and_its_headings(self):
        linked = KOREAN.replace("판정합니다.", "판정합니다. [판정](#판정), [없음](#없는-절)")
        found = problems(ENGLISH, marked(linked))
        self.assertEqual([(p.kind, p.detail) for p in found],
                         [(Kind.LINKS, "README.ko.md has no heading #없는-절")])
        english_link = KOREAN.replace("판정합니다.", "판정합니다. [영어](README.md#goal)")
        found = problems(ENGLISH, marked(english_link))
        self.assertEqual([p.kind for p in found], [Kind.LINKS])
        self.assertIn("link README.ko.md", found[0].detail)

    def test_a_missing_translation(self):
        with tempfile.TemporaryDirectory() as root:
            open(os.path.join(root, "hints.md"), "w").close()
            found = translation_check.check_file(root, "hints.md", LANGUAGE)
        self.assertEqual([p.kind for p in found], [Kind.MISSING])


def git(root, *args):
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=root,
                   check=True, capture_output=True)


class CourseTranslations(unittest.TestCase):
    def test_every_text_is_translated_and_up_to_date(self):
        found = translation_check.check_course(ROOT, LANGUAGE)
        self.assertEqual([str(p) for p in found], [],
                         "./course translations lists them with the English diffs")

    def test_changing_one_english_sentence_makes_its_section_stale(self):
        """In a scratch copy of a real chapter and its translation, with the chapter's history
        in git: one sentence changed names its section and shows the English diff."""
        chapter = "lessons/03-sat/README.md"
        with tempfile.TemporaryDirectory() as root:
            for rel, _ in chapters(ROOT):     # the chapters its links name
                os.makedirs(os.path.dirname(os.path.join(root, rel)), exist_ok=True)
                shutil.copy(os.path.join(ROOT, rel), os.path.join(root, rel))
            git(root, "init", "-q")
            git(root, "add", "-A")
            git(root, "commit", "-qm", "translated")
            self.assertEqual(translation_check.check_file(root, chapter, LANGUAGE), [])
            path = os.path.join(root, chapter)
            with open(path, encoding="utf-8") as f:
                sections = split_sections(f.read())
            section = next(s for s in sections[2:] if any(len(l) > 40 for l in s.lines))
            sentence = next(l for l in section.lines if len(l) > 40 and l[0].isalpha())
            with open(path, encoding="utf-8") as f:
                text = f.read()
            with open(path, "w", encoding="utf-8") as f:
                f.write(text.replace(sentence, sentence + " Changed after translation.", 1))
            found = translation_check.check_file(root, chapter, LANGUAGE)
        self.assertEqual([(p.kind, p.heading) for p in found], [(Kind.STALE, section.heading)])
        self.assertIn("+" + sentence + " Changed after translation.", found[0].english_diff)
        self.assertIn("-" + sentence, found[0].english_diff)


if __name__ == "__main__":
    unittest.main()
