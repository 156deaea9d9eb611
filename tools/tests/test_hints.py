"""`./course hint`: hints come one at a time, in order, and the progress is remembered."""

import os
import tempfile
import unittest

from course import hints
from course.errors import UsageError
from course.lessons import Lesson

TEXT = """# Hints for lesson 42

Anything before the first hint is not shown.

## Hint 1: gentle
Look at the picture.

## Hint 2: closer
Count the pixels.

## Hint 3: nearly there
Row 32, drawn last.
"""


class Hints(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = self.tmp.name
        self.lesson = Lesson("00-check", self.root)
        os.makedirs(self.lesson.dir)
        with open(hints.hints_path(self.lesson), "w", encoding="utf-8") as f:
            f.write(TEXT)
        self.progress = hints.Progress(self.root)

    def tearDown(self):
        self.tmp.cleanup()

    def test_parse_keeps_the_order_and_the_bodies(self):
        parsed = hints.parse(TEXT)
        self.assertEqual([t for t, _ in parsed], ["gentle", "closer", "nearly there"])
        self.assertEqual(parsed[1][1], "Count the pixels.")

    def test_numbering_mistakes_are_reported(self):
        with self.assertRaises(UsageError) as e:
            hints.parse("## Hint 1: a\nx\n## Hint 3: c\ny\n", "hints.md")
        self.assertIn("hint 3 where hint 2 was expected", str(e.exception))
        with self.assertRaises(UsageError):
            hints.parse("## Hint 1: a\nx\n## Solution\ny\n")

    def test_each_call_shows_the_next_hint_then_says_it_was_the_last(self):
        seen = []
        for _ in range(3):
            lines, status = hints.next_hint(self.lesson, self.progress)
            self.assertEqual(status, 0)
            seen.append(lines[0])
        self.assertEqual(seen, ["Hint 1 of 3: gentle", "Hint 2 of 3: closer",
                                "Hint 3 of 3: nearly there"])
        lines, status = hints.next_hint(self.lesson, self.progress)
        self.assertEqual(status, 0)
        self.assertIn("that was the last hint", lines[0])
        self.assertIn("--reset", lines[1])
        self.assertEqual(self.progress.shown("00-check"), 3)

    def test_progress_survives_a_new_process_and_reset_starts_over(self):
        hints.next_hint(self.lesson, self.progress)
        again = hints.Progress(self.root)     # what the next ./course call reads
        self.assertEqual(hints.next_hint(self.lesson, again)[0][0], "Hint 2 of 3: closer")
        self.assertTrue(os.path.isfile(os.path.join(self.root, ".course", "hints.json")))
        again.set("00-check", 0)
        self.assertEqual(hints.next_hint(self.lesson, again)[0][0], "Hint 1 of 3: gentle")

    def test_a_damaged_state_file_starts_from_the_first_hint(self):
        os.makedirs(os.path.join(self.root, ".course"))
        with open(self.progress.path, "w") as f:
            f.write("{not json")
        self.assertEqual(hints.next_hint(self.lesson, self.progress)[0][0], "Hint 1 of 3: gentle")

    def test_a_lesson_without_hints_says_so(self):
        os.remove(hints.hints_path(self.lesson))
        lines, status = hints.next_hint(self.lesson, self.progress)
        self.assertEqual(status, 1)
        self.assertIn("no hints yet", lines[0])


class LessonHintFiles(unittest.TestCase):
    def test_every_hints_md_of_the_course_parses_with_three_to_seven_hints(self):
        from course.lessons import ROOT, all_lessons
        for lesson in all_lessons(ROOT):
            if os.path.isfile(hints.hints_path(lesson)):
                with self.subTest(lesson=lesson.id):
                    count = len(hints.load(lesson))
                    self.assertTrue(hints.FEWEST_HINTS <= count <= hints.MOST_HINTS,
                                    f"{count} hints")

    def test_no_translator_marker_reaches_a_student_in_any_language(self):
        """Every hint of every lesson, as `./course hint` shows it in each language: the
        `translates` comments under the translated headings stay in the file."""
        from course.language import ENGLISH, LANGUAGES
        from course.lessons import ROOT, all_lessons
        shown = 0
        for code in LANGUAGES:
            for lesson in all_lessons(ROOT):
                path = hints.hints_path(lesson, code)
                if not os.path.isfile(path):
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                if code != ENGLISH:
                    self.assertIn("<!-- translates ", text, f"{path} has its markers")
                for title, body in hints.parse(text, path):
                    shown += 1
                    with self.subTest(path=path, hint=title):
                        self.assertNotIn("<!--", title + body)
        self.assertGreater(shown, 40, "the hints of both languages were read")

    def test_a_marker_under_a_translated_heading_is_left_out(self):
        text = ("## 힌트 1: 천천히\n<!-- translates 0e0b5703e724: Hint 1: gentle -->\n"
                "그림을 보십시오.\n")
        self.assertEqual(hints.parse(text), [("천천히", "그림을 보십시오.")])


if __name__ == "__main__":
    unittest.main()
