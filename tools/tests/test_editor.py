"""compile_commands.json: linked at the course root, and it names the students' files."""

import json
import os
import tempfile
import unittest

from course import editor


class Link(unittest.TestCase):
    def test_links_the_build_folders_file_and_follows_a_new_build_folder(self):
        with tempfile.TemporaryDirectory() as tmp:
            root = os.path.join(tmp, "course")
            build = os.path.join(root, "build")
            os.makedirs(build)
            self.assertEqual(editor.link_compile_commands(root, build), "", "nothing to link yet")
            with open(os.path.join(build, editor.NAME), "w") as f:
                f.write("[]")
            link = editor.link_compile_commands(root, build)
            self.assertEqual(os.readlink(link), os.path.join("build", editor.NAME))
            other = os.path.join(tmp, "elsewhere")
            os.makedirs(other)
            with open(os.path.join(other, editor.NAME), "w") as f:
                f.write("[1]")
            editor.link_compile_commands(root, other)
            with open(link) as f:
                self.assertEqual(f.read(), "[1]")

    def test_leaves_a_users_own_file_alone(self):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, editor.NAME), "w") as f:
                f.write("mine")
            build = os.path.join(tmp, "build")
            os.makedirs(build)
            with open(os.path.join(build, editor.NAME), "w") as f:
                f.write("[]")
            self.assertEqual(editor.link_compile_commands(tmp, build), "")
            with open(os.path.join(tmp, editor.NAME)) as f:
                self.assertEqual(f.read(), "mine")


class Database(unittest.TestCase):
    def test_the_build_lists_the_lesson_00_starter(self):
        build = os.environ.get("COURSE_BUILD_DIR", "")
        path = os.path.join(build, editor.NAME)
        if not build or not os.path.isfile(path):
            self.skipTest("no configured build in $COURSE_BUILD_DIR (CTest sets it)")
        with open(path, encoding="utf-8") as f:
            entries = json.load(f)
        files = [os.path.normpath(e["file"]) for e in entries]
        starter = os.path.join("lessons", "00-check", "starter", "check.cpp")
        self.assertTrue(any(f.endswith(starter) for f in files), f"{starter} not in {path}")


if __name__ == "__main__":
    unittest.main()
