"""The named mistakes are patches that cannot drift: each applies exactly to the current
reference and changes its code; a patch that no longer applies, or that changes only comments,
fails with a message naming the patch and the hunk."""

import os
import tempfile
import unittest

from course import editions, mistakes
from course.lessons import ROOT, Lesson, all_lessons
from tests.test_docs import write

REFERENCE = "int f(int a) {\n    // the rule\n    return a + 1;\n}\n\nint g() { return 2; }\n"


def read(lesson, name):
    with open(os.path.join(lesson.solution_dir, name), "rb") as f:
        return f.read()


def headings(lesson):
    with open(lesson.readme, encoding="utf-8") as f:
        return {line.lstrip("#").strip() for line in f if line.startswith("#")}


class EveryPatch(unittest.TestCase):
    def test_every_mistake_applies_and_changes_the_code(self):
        lessons = [l for l in all_lessons(ROOT) if l.exists]
        if not editions.has_solutions(ROOT):
            self.skipTest("no solutions/ in this copy")
        count = 0
        for lesson in lessons:
            for name in lesson.mistakes():
                with self.subTest(mistake=f"{lesson.id}/{name}"):
                    files = mistakes.materialize(lesson, name)   # raises when it no longer applies
                    self.assertEqual(sorted(files), lesson.student_files())
                    text = mistakes.read_patch(mistakes.patch_path(lesson, name))
                    self.assertTrue(text.startswith("Mistake: "), "the first line says what it is")
                    self.assertTrue(mistakes.description(text))
                    # The rule it breaks: a heading of the lesson's chapter (its ctest then
                    # requires that the mistake's first failure names that heading).
                    self.assertIn(mistakes.section(text), headings(lesson),
                                  "the Section: line names a heading of the chapter")
                    self.assertTrue([f for f, data in files.items() if data != read(lesson, f)])
                    count += 1
        self.assertGreater(count, 0)

    def test_no_whole_copy_of_a_student_file_is_left(self):
        for lesson in all_lessons(ROOT):
            folder = os.path.join(lesson.solution_dir, "mistakes")
            if os.path.isdir(folder):
                self.assertEqual([f for f in os.listdir(folder) if not f.endswith(".patch")], [],
                                 f"{lesson.id}: the catalogue holds patches only")


class Apply(unittest.TestCase):
    def setUp(self):
        tmp = tempfile.TemporaryDirectory()
        self.addCleanup(tmp.cleanup)
        self.root = tmp.name
        write(self.root, "lessons/09-x/starter/x.cpp", "int f(int a) { return 0; }\n")
        write(self.root, "solutions/09-x/x.cpp", REFERENCE)
        self.lesson = Lesson("09-x", self.root)

    def patch(self, name, text):
        write(self.root, f"solutions/09-x/mistakes/{name}.patch", text)

    def test_a_patch_makes_the_wrong_file(self):
        self.patch("off_by_one", mistakes.diff("one too many.", "x.cpp", REFERENCE,
                                               REFERENCE.replace("a + 1", "a + 2")))
        files = mistakes.materialize(self.lesson, "off_by_one")
        self.assertEqual(files, {"x.cpp": REFERENCE.replace("a + 1", "a + 2").encode()})
        self.assertEqual(self.lesson.mistakes(), ["off_by_one"])

    def test_a_moved_hunk_still_applies_but_changed_context_does_not(self):
        text = mistakes.diff("one too many.", "x.cpp", REFERENCE,
                             REFERENCE.replace("a + 1", "a + 2"))
        self.patch("m", text)
        write(self.root, "solutions/09-x/x.cpp", "#include <x>\n\n" + REFERENCE)
        self.assertIn(b"a + 2", mistakes.materialize(self.lesson, "m")["x.cpp"])
        write(self.root, "solutions/09-x/x.cpp", REFERENCE.replace("// the rule", "// a rule"))
        with self.assertRaises(mistakes.PatchError) as e:
            mistakes.materialize(self.lesson, "m")
        self.assertIn("09-x/mistakes/m.patch", str(e.exception))
        self.assertIn("hunk 1", str(e.exception))
        self.assertIn("no longer applies", str(e.exception))

    def test_a_patch_of_comments_only_is_no_mistake(self):
        self.patch("m", mistakes.diff("nothing.", "x.cpp", REFERENCE,
                                      REFERENCE.replace("the rule", "the law")))
        with self.assertRaises(mistakes.PatchError) as e:
            mistakes.materialize(self.lesson, "m")
        self.assertIn("only comments or spacing", str(e.exception))

    def test_bad_patches_are_named(self):
        for text, words in [("--- a/x.cpp\n+++ b/x.cpp\n", "first line"),
                            ("Mistake: none.\nno diff here\n", "no unified diff"),
                            ("Mistake: up.\n--- a/../x.cpp\n+++ b/../x.cpp\n@@ -1 +1 @@\n-a\n+b\n",
                             "lesson's folder"),
                            ("Mistake: gone.\n--- a/y.cpp\n+++ b/y.cpp\n@@ -1 +1 @@\n-a\n+b\n",
                             "not in"),
                            ("Mistake: short.\n--- a/x.cpp\n+++ b/x.cpp\n@@ -1,3 +1,3 @@\n-a\n",
                             "shorter than its header")]:
            with self.subTest(words=words):
                self.patch("bad", text)
                with self.assertRaises(mistakes.PatchError) as e:
                    mistakes.materialize(self.lesson, "bad")
                self.assertIn(words, str(e.exception))
                self.assertIn("bad.patch", str(e.exception))

    def test_the_build_step_writes_every_student_file(self):
        self.patch("m", mistakes.diff("one too many.", "x.cpp", REFERENCE,
                                      REFERENCE.replace("a + 1", "a + 2")))
        out = os.path.join(self.root, "build", "m")
        patch = os.path.join(self.root, "solutions/09-x/mistakes/m.patch")
        self.assertEqual(mistakes.main(["make", patch, out, "x.cpp"]), 0)
        with open(os.path.join(out, "x.cpp"), encoding="utf-8") as f:
            self.assertIn("a + 2", f.read())
        write(self.root, "solutions/09-x/x.cpp", "int f(int a) { return a; }\n")
        self.assertEqual(mistakes.main(["make", patch, out, "x.cpp"]), 1)
        self.assertEqual(mistakes.main(["nonsense"]), 2)


if __name__ == "__main__":
    unittest.main()
