"""The repository's own consistency: what `./course regen` makes is up to date, and every
lesson has the parts the course promises."""

import glob
import os
import unittest

from course import snippets
from course.lessons import ROOT, all_lessons, read_pristine


class Repository(unittest.TestCase):
    def test_readme_code_quotations_match_their_sources(self):
        readmes = glob.glob(os.path.join(ROOT, "lessons", "*", "README.md"))
        readmes += [os.path.join(ROOT, "README.md")]
        stale = snippets.stale_readmes(ROOT, [r for r in readmes if os.path.isfile(r)])
        self.assertEqual(stale, [], "run ./course regen to refresh the quoted code")

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
