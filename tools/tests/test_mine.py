"""`./course check NN --mine`: which lessons a track mine runs on, read from the list CMake
writes, and a failure in an earlier lesson reported as that lesson's. The track itself, built
over the references, is CTest's 11-world/solution/mine."""

import os
import tempfile
import unittest
from types import SimpleNamespace
from unittest import mock

from course import mine
from course.errors import UsageError
from tests.test_docs import write


def result(done, built=True, passing=0, total=0):
    return SimpleNamespace(done=done, built=built, passing=passing, total=total)


class EarlierLessons(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.tmp.name, "course")
        for lesson, name in (("02-circle", "circle"), ("03-sat", "sat"), ("11-world", "world")):
            write(self.root, f"lessons/{lesson}/CMakeLists.txt", "course_lesson()\n")
            write(self.root, f"lessons/{lesson}/README.md", f"# {name}\n")
            write(self.root, f"lessons/{lesson}/starter/{name}.cpp", "// mine\n")
        self.env = mock.patch.dict(os.environ,
                                   {"COURSE_BUILD_DIR": os.path.join(self.root, "build")})
        self.env.start()

    def tearDown(self):
        self.env.stop()
        self.tmp.cleanup()

    def lesson(self, text):
        from course.lessons import find_lesson
        return find_lesson(text, self.root)

    def test_the_list_cmake_wrote_names_the_lessons_in_order(self):
        write(self.root, "build/lessons/11-world/mine-lessons.txt", "03-sat\n02-circle\n")
        self.assertEqual([e.id for e in mine.earlier_lessons(self.lesson("11"))],
                         ["03-sat", "02-circle"])
        self.assertEqual([e.id for e in mine.lessons_with_mine(self.root)], ["11-world"])

    def test_a_lesson_without_the_track_says_which_lessons_have_one(self):
        write(self.root, "build/lessons/11-world/mine-lessons.txt", "02-circle\n")
        with mock.patch.object(mine.build, "configure") as configure:
            with self.assertRaises(UsageError) as caught:
                mine.earlier_lessons(self.lesson("03"))
        configure.assert_called_once()   # configured again once, in case the list is new
        self.assertIn("lesson 03-sat takes no given code from earlier lessons", str(caught.exception))
        self.assertIn("lessons that have one: 11", str(caught.exception))

    def test_a_missing_earlier_file_is_that_lessons_problem(self):
        write(self.root, "build/lessons/11-world/mine-lessons.txt", "02-circle\n")
        os.remove(os.path.join(self.root, "lessons/02-circle/starter/circle.cpp"))
        with self.assertRaises(UsageError) as caught:
            mine.earlier_lessons(self.lesson("11"))
        self.assertIn("02-circle", str(caught.exception))

    def test_only_the_earlier_lessons_that_fail_are_named(self):
        earlier = [self.lesson("02"), self.lesson("03")]
        outcomes = {"02-circle": result(True), "03-sat": result(False, passing=7, total=20)}
        lines = mine.blame(earlier, lambda lesson: outcomes[lesson.id])
        self.assertEqual(len(lines), 2)
        self.assertIn("lesson 03-sat (your lessons/03-sat/starter/) passes 7 of its 20 checks",
                      lines[1])
        self.assertIn("./course check 03", lines[1])

    def test_an_earlier_lesson_that_does_not_build_says_so(self):
        lines = mine.blame([self.lesson("02")], lambda lesson: result(False, built=False))
        self.assertIn("lesson 02-circle (your lessons/02-circle/starter/) does not build", lines[1])

    def test_no_line_when_every_earlier_lesson_is_done(self):
        self.assertEqual(mine.blame([self.lesson("02")], lambda lesson: result(True)), [])


if __name__ == "__main__":
    unittest.main()
