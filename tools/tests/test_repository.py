"""The repository's own consistency: what `./course regen` makes is up to date, and every
lesson has the parts the course promises."""

import glob
import os
import unittest

from course import bootstrap, editions, lesson_table, snippets
from course.language import every_language
from course.lessons import ROOT, STUDENT_FOLDER, all_lessons, chapters, edition


MAX_LINE = 100


class Repository(unittest.TestCase):
    def test_readme_code_quotations_match_their_sources(self):
        stale = []
        for rel, language in chapters(ROOT):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                text = f.read()
            if snippets.refresh(text, ROOT, language) != text:   # what ./course regen writes
                stale.append(rel)
        self.assertEqual(stale, [], "run ./course regen to refresh the quoted code")

    def test_readme_lesson_table_is_current(self):
        if not editions.has_solutions(ROOT):
            self.skipTest("the student edition's README.md is made by ./course release")
        for rel, language in every_language(ROOT, ["README.md"]):
            with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
                text = f.read()
            self.assertIn(lesson_table.BEGIN, text, f"{rel} has lost its lesson table's markers")
            self.assertEqual(lesson_table.refresh(text, ROOT, language), text,
                             f"run ./course regen to remake {rel}'s table of lessons")

    def test_the_lessons_are_the_folders(self):
        ids = [l.id for l in all_lessons(ROOT)]
        folders = sorted(d for d in os.listdir(os.path.join(ROOT, "lessons"))
                         if d[:2].isdigit() and os.path.isdir(os.path.join(ROOT, "lessons", d)))
        self.assertEqual(ids, folders)

    def test_every_lesson_keeps_a_copy_of_its_starter(self):
        """.starter/ is what the course's tests build and what "not started" means; it has
        the student files' names."""
        for lesson in all_lessons(ROOT):
            if lesson.exists:
                with self.subTest(lesson=lesson.id):
                    self.assertTrue(lesson.pristine_files(),
                                    f"lessons/{lesson.id}/.starter/ is missing")
                    self.assertEqual(sorted(lesson.pristine_files()), lesson.student_files())

    def test_the_starters_are_the_copies_in_ci(self):
        """In the instructor's repository, on CI (a fresh clone), starter/ is exactly the
        course's copy: a starter changed without `./course regen` fails here. Anywhere else a
        difference is a student's work, and nothing to check."""
        if edition(ROOT) != "instructor" or not bootstrap.in_ci():
            started = [l.id for l in all_lessons(ROOT) if l.exists and l.started()]
            if started:
                where = "on the instructor's CI only" if edition(ROOT) == "instructor" else \
                    "in the instructor's repository only, never in this copy"
                self.skipTest("your work in " + ", ".join(started) + " differs from the "
                              f"course's starters, as it should (checked {where})")
            return
        for lesson in all_lessons(ROOT):
            if lesson.exists:
                self.assertFalse(lesson.started(),
                                 f"lessons/{lesson.id}/starter/ differs from its .starter/ copy: "
                                 "an author who changes a starter records it with ./course regen")

    def test_code_lines_fit_the_style(self):
        """docs/STYLE.md: at most 100 characters a line in the course's C++ and CMake. The
        student's own files (every lesson's starter/) are theirs: no style rule reads them."""
        long_lines = []
        for top in ("lessons", "solutions", "gfx", "cmake"):
            for dirpath, dirs, files in os.walk(os.path.join(ROOT, top)):
                dirs[:] = [d for d in dirs if d != STUDENT_FOLDER]
                for name in files:
                    if not name.endswith((".cpp", ".hpp", ".cmake")) and name != "CMakeLists.txt":
                        continue
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8", errors="replace") as f:
                        for number, line in enumerate(f, 1):
                            if len(line.rstrip("\n")) > MAX_LINE:
                                long_lines.append(f"{os.path.relpath(path, ROOT)}:{number}")
        self.assertEqual(long_lines, [], f"lines over {MAX_LINE} characters")

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
                if editions.has_solutions(ROOT):
                    for name in lesson.student_files():
                        self.assertTrue(os.path.isfile(os.path.join(lesson.solution_dir, name)))
                    self.assertGreaterEqual(len(lesson.mistakes()), 5)


if __name__ == "__main__":
    unittest.main()
