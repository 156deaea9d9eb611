"""The course's copy of each starter (.starter/), and the advice for a student file that is
gone, which fits the folder: git where it is a git checkout, the copy everywhere."""

import os
import shutil
import subprocess
import tempfile
import unittest

from course.errors import UsageError
from course.lessons import Lesson, edition, write_pristine
from tests.test_docs import write


class Starters(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.tmp.name, "course")
        write(self.root, "lessons/01-aabb/CMakeLists.txt", "course_lesson()\n")
        write(self.root, "lessons/01-aabb/starter/aabb.cpp", "// placeholder\n")
        self.lesson = Lesson("01-aabb", self.root)
        self.mine = os.path.join(self.lesson.dir, "starter", "aabb.cpp")

    def tearDown(self):
        self.tmp.cleanup()

    def test_regen_copies_the_starter_and_the_copy_defines_not_started(self):
        self.assertEqual(write_pristine(self.root), ["01-aabb"])
        self.assertEqual(write_pristine(self.root), [], "an unchanged copy is not rewritten")
        self.assertEqual(self.lesson.pristine_files(), {"aabb.cpp": b"// placeholder\n"})
        self.assertFalse(self.lesson.started())
        with open(self.mine, "a") as f:
            f.write("bool overlap() { return true; }\n")
        self.assertTrue(self.lesson.started())
        self.assertEqual(self.lesson.student_files(), ["aabb.cpp"])

    def test_the_file_names_are_the_copys_whatever_the_student_adds(self):
        write_pristine(self.root)
        write(self.root, "lessons/01-aabb/starter/notes.cpp", "// mine\n")
        self.assertEqual(self.lesson.student_files(), ["aabb.cpp"])

    def message(self):
        with self.assertRaises(UsageError) as caught:
            self.lesson.require_student_files()
        return str(caught.exception)

    def test_a_missing_file_outside_git_is_restored_from_the_copy(self):
        write_pristine(self.root)
        os.remove(self.mine)
        text = self.message()
        self.assertIn("lessons/01-aabb/starter/aabb.cpp is missing: it is the file you edit", text)
        self.assertIn("cp lessons/01-aabb/.starter/aabb.cpp lessons/01-aabb/starter/aabb.cpp",
                      text)
        self.assertNotIn("git", text)

    def test_in_a_git_checkout_the_committed_version_is_offered_too(self):
        if not shutil.which("git"):
            self.skipTest("no git here")
        write_pristine(self.root)
        env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t",
                   GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@t")
        for cmd in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "x"]):
            subprocess.run(["git", "-C", self.root, *cmd], check=True, env=env,
                           capture_output=True)
        os.remove(self.mine)
        text = self.message()
        self.assertIn("git checkout -- lessons/01-aabb/starter/aabb.cpp", text)
        self.assertIn("cp lessons/01-aabb/.starter/aabb.cpp", text)

    def test_a_folder_in_place_of_the_file_is_called_a_folder(self):
        write_pristine(self.root)
        os.remove(self.mine)
        os.makedirs(self.mine)
        text = self.message()
        self.assertIn("lessons/01-aabb/starter/aabb.cpp is a folder, not a file", text)
        self.assertIn("mv lessons/01-aabb/starter/aabb.cpp lessons/01-aabb/starter/aabb.cpp."
                      "folder && cp", text)

    def test_the_edition_is_told_by_solutions(self):
        self.assertEqual(edition(self.root), "student")
        os.makedirs(os.path.join(self.root, "solutions"))
        self.assertEqual(edition(self.root), "instructor")


if __name__ == "__main__":
    unittest.main()
