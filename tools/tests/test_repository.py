"""The repository's own consistency: what `./course regen` makes is up to date, and every
lesson has the parts the course promises."""

import glob
import os
import unittest

from course import lesson_table, snippets
from course.lessons import ROOT, all_lessons, read_pristine


class Repository(unittest.TestCase):
    def test_readme_code_quotations_match_their_sources(self):
        readmes = glob.glob(os.path.join(ROOT, "lessons", "*", "README.md"))
        readmes += [os.path.join(ROOT, "README.md")]
        stale = snippets.stale_readmes(ROOT, [r for r in readmes if os.path.isfile(r)])
        self.assertEqual(stale, [], "run ./course regen to refresh the quoted code")

    def test_readme_lesson_table_is_current(self):
        with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
            text = f.read()
        self.assertIn(lesson_table.BEGIN, text, "README.md has lost its lesson table's markers")
        self.assertEqual(lesson_table.refresh(text, ROOT), text,
                         "run ./course regen to remake the README's table of lessons")

    def test_the_lessons_are_the_folders(self):
        ids = [l.id for l in all_lessons(ROOT)]
        folders = sorted(d for d in os.listdir(os.path.join(ROOT, "lessons"))
                         if d[:2].isdigit() and os.path.isdir(os.path.join(ROOT, "lessons", d)))
        self.assertEqual(ids, folders)

    def test_starter_digests_are_current(self):
        pristine = read_pristine(ROOT)
        for lesson in all_lessons(ROOT):
            if lesson.exists:
                self.assertEqual(pristine.get(lesson.id), lesson.starter_digest(),
                                 f"{lesson.id}: run ./course regen to record the starter")

    def test_every_written_lesson_is_complete(self):
        for lesson in all_lessons(ROOT):
            if not lesson.exists:
                continue
            with self.subTest(lesson=lesson.id):
                self.assertTrue(os.path.isfile(lesson.readme))
                self.assertTrue(os.path.isfile(os.path.join(lesson.dir, f"{lesson.name}.hpp")))
                self.assertTrue(os.path.isfile(os.path.join(lesson.dir, "driver.cpp")))
                self.assertTrue(lesson.student_files())
                self.assertTrue(lesson.expected_files(), "every lesson has an expected output")
                self.assertTrue(glob.glob(os.path.join(lesson.dir, "tests", "*.cpp")))
                if os.path.isdir(os.path.join(ROOT, "solutions")):
                    for name in lesson.student_files():
                        self.assertTrue(os.path.isfile(os.path.join(lesson.solution_dir, name)))
                    self.assertGreaterEqual(len(lesson.mistakes()), 5)


if __name__ == "__main__":
    unittest.main()
