"""`./course release OUT`: what the student copy leaves out and what it refuses to do."""

import io
import os
import tempfile
import unittest
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

from course import release
from course.cli import main
from course.errors import UsageError
from course.language import ENGLISH
from course.lessons import ROOT, edition
from tests.test_docs import write


class Release(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.root = os.path.join(self.tmp.name, "course")
        r = self.root
        write(r, "README.md", "# The instructor's README\n")
        write(r, "docs/student-README.md.in", "# Student edition\n\n@LESSONS@\n")
        write(r, "docs/AUTHORING.md", "how to write a lesson\n")
        write(r, "lessons/00-check/CMakeLists.txt", "course_lesson()\n")
        write(r, "lessons/00-check/README.md",
              "# Check\n\nSee [the reference](../../solutions/00-check/check.cpp).\n\n"
              "![The reference's speed, plotted](../../solutions/00-check/plot.png)\n\n"
              "<!-- code: solutions/00-check/check.cpp -->\nint secret() {}\n<!-- end code -->\n\n"
              "<!-- code: lessons/00-check/check.hpp -->\nint f();\n<!-- end code -->\n")
        write(r, "lessons/00-check/starter/check.cpp", "// the instructor tried it here\n")
        write(r, "lessons/00-check/.starter/check.cpp", "// yours\n")
        write(r, "solutions/00-check/check.cpp", "int secret() {}\n")
        write(r, "grader/manifest.json", "{}\n")
        write(r, "tools/course/commands/instructor/grade.py", "# the grader's commands\n")
        write(r, "tools/course/commands/student/status.py", "# for everyone\n")
        write(r, "build/CMakeCache.txt", "x\n")
        write(r, ".course/hints.json", "{}\n")

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_copy_leaves_out_the_instructors_files(self):
        out = os.path.join(self.tmp.name, "out")
        kept, dropped = release.make(self.root, out)
        self.assertEqual(sorted(dropped), ["docs/AUTHORING.md", "docs/student-README.md.in",
                                           "grader/manifest.json", "solutions/00-check/check.cpp",
                                           "tools/course/commands/instructor/grade.py"])
        for rel in ("solutions", "grader", "build", ".course", "docs/AUTHORING.md",
                    "tools/course/commands/instructor"):
            self.assertFalse(os.path.exists(os.path.join(out, rel)), rel)
        self.assertTrue(os.path.isfile(os.path.join(out,
                                                    "tools/course/commands/student/status.py")))
        with open(os.path.join(out, "README.md"), encoding="utf-8") as f:
            readme = f.read()
        self.assertIn("Student edition", readme)
        self.assertIn("| 00 | [Check](lessons/00-check/README.md)", readme)
        with open(os.path.join(out, "lessons/00-check/README.md"), encoding="utf-8") as f:
            lesson = f.read()
        self.assertNotIn("secret", lesson)
        self.assertNotIn("](../../solutions/", lesson)
        self.assertIn("See the reference.", lesson)
        self.assertNotIn("plotted", lesson, "a picture the copy lacks goes, its alt text too")
        self.assertIn("> **Your part.** The instructor edition shows the reference's code here; "
                      "in this edition you write it yourself, in "
                      "`lessons/00-check/starter/check.cpp`.", lesson)
        self.assertIn("<!-- code: lessons/00-check/check.hpp -->", lesson, "others stay")

    def test_the_korean_texts_go_into_the_copy_with_a_korean_readme(self):
        r = self.root
        write(r, "README.ko.md", "[English](README.md)\n\n# 강사의 README\n\n첫 문단.\n\n강사용.\n")
        write(r, "docs/student-README.ko.md.in", "@INTRO@\n\n학생판.\n\n@LESSONS@\n")
        write(r, "docs/glossary.ko.md", "# 용어집\n")
        write(r, "lessons/00-check/README.ko.md",
              "# 시험 무늬\n\n<!-- code: solutions/00-check/check.cpp -->\nint secret() {}\n"
              "<!-- end code -->\n\n<!-- instructor: -->\n    build/solutions/x\n"
              "<!-- end instructor -->\n")
        write(r, "lessons/00-check/hints.ko.md", "## 힌트 1: 첫 힌트\n")
        out = os.path.join(self.tmp.name, "out")
        kept, dropped = release.make(r, out)
        self.assertIn("docs/student-README.ko.md.in", dropped)
        for rel in ("README.ko.md", "docs/glossary.ko.md", "lessons/00-check/hints.ko.md"):
            self.assertIn(rel, kept)
        with open(os.path.join(out, "README.ko.md"), encoding="utf-8") as f:
            korean = f.read()
        with open(os.path.join(out, "README.md"), encoding="utf-8") as f:
            english = f.read()
        self.assertTrue(korean.startswith("[English](README.md)\n\n# 강사의 README\n\n첫 문단.\n\n"
                                          "학생판."), korean)
        self.assertIn("| 00 | [시험 무늬](lessons/00-check/README.ko.md)", korean)
        self.assertTrue(english.startswith("[한국어](README.ko.md)\n\n"))
        with open(os.path.join(out, "lessons/00-check/README.ko.md"), encoding="utf-8") as f:
            chapter = f.read()
        self.assertNotIn("secret", chapter)
        self.assertNotIn("build/solutions", chapter)
        self.assertIn("> **직접 작성할 부분.**", chapter)
        self.assertIn("> **강사판.**", chapter)

    @unittest.skipUnless(edition() == "instructor", "the release check is the instructor's")
    def test_the_release_check_reads_the_korean_chapters_like_the_english(self):
        import check_release
        out = os.path.join(self.tmp.name, "out")
        write(self.root, "lessons/00-check/README.ko.md",
              "# 시험\n\n[답](../../solutions/00-check/check.cpp), [그림](expected/a.png)\n")
        release.make(self.root, out)
        self.assertEqual(check_release.chapter_problems(out), [
            "lessons/00-check/README.ko.md: links to expected/a.png, which the copy lacks"])
        write(out, "lessons/00-check/hints.ko.md",
              "<!-- instructor: -->\nx\n<!-- end instructor -->\n")
        self.assertIn("lessons/00-check/hints.ko.md: an instructor passage is left in it",
                      check_release.chapter_problems(out))

    def test_the_copy_drops_every_aside_for_instructors_in_every_language(self):
        aside = ("\n## How to check\n\nRun it.\n\n<!-- aside: going-further -->\n## More\n\n"
                 "Kept.\n<!-- end aside -->\n\n<!-- aside: instructors -->\n## {title}\n\n"
                 "The reference's `shorter_than` helper.\n<!-- end aside -->\n")
        write(self.root, "lessons/00-check/README.md", "# Check\n" + aside.format(title="Notes"))
        write(self.root, "lessons/00-check/README.ko.md", "# 검사\n" + aside.format(title="노트"))
        out = os.path.join(self.tmp.name, "out")
        release.make(self.root, out)
        for rel in ("lessons/00-check/README.md", "lessons/00-check/README.ko.md"):
            with open(os.path.join(out, rel), encoding="utf-8") as f:
                text = f.read()
            self.assertNotIn("shorter_than", text, rel)
            self.assertNotIn("aside: instructors", text, rel)
            self.assertIn("<!-- aside: going-further -->\n## More\n\nKept.\n<!-- end aside -->",
                          text, rel)
            self.assertEqual(text.count("<!-- aside:"), text.count("<!-- end aside -->"), rel)

    @unittest.skipUnless(edition() == "instructor", "the release check is the instructor's")
    def test_the_release_check_finds_every_name_of_what_the_copy_lacks(self):
        import check_release
        r = self.root
        write(r, "solutions/03-sat/sat.cpp",
              "namespace collide {\nnamespace {\nbool edge_normal(int i) { return i > 0; }\n"
              "int project(int x) { return x; }\n}\n"
              "int sat_hit(int a) { return edge_normal(a) ? project(a) : 0; }\n}\n")
        write(r, "solutions/03-sat/CMakeLists.txt", "course_check(bench SOURCES b.cpp)\n"
              "course_check(box2d SOURCES engines/box2d_check.cpp)\n")
        write(r, "solutions/03-sat/plot.png", "png")
        write(r, "lessons/03-sat/sat.hpp", "int sat_hit(int a);\n")
        write(r, "lessons/03-sat/.starter/sat.cpp", "// Write sat_hit; edge_normal helps.\n")
        write(r, "lessons/03-sat/README.md",
              "# Sat\n\nWe project a shape (`project(p)` is the reference's).\n"
              "See the notes, `solutions/03-sat/NOTES.md`, bench/bench_sat.cpp, the target\n"
              "03-sat-box2d and 03-sat-bench, then run ./course regen 03 and see plot.png.\n\n"
              "<!-- instructor: -->\n    ./course grade --submission D\n"
              "<!-- end instructor -->\n\n<!-- aside: instructors -->\n## For you\n\n"
              "`edge_normal` is ours.\n<!-- end aside -->\n")
        write(r, "lessons/03-sat/hints.ko.md", "## 힌트 1\n\n강사의 노트를 보십시오.\n")
        write(r, "docs/mainpage.md", "<!-- only student -->\nYours.\n<!-- end only -->\n"
              "<!-- only instructor -->\n./course release OUT\n<!-- end only -->\n")
        out = os.path.join(self.tmp.name, "out")
        release.make(r, out)
        self.assertEqual(check_release.private_helpers(r),
                         {"edge_normal": "solutions/03-sat/sat.cpp",
                          "project": "solutions/03-sat/sat.cpp",
                          "secret": "solutions/00-check/check.cpp"})
        self.assertEqual(check_release.instructor_targets(r), ["03-sat-bench", "03-sat-box2d"])
        hits = check_release.lacking_names(out, r)
        self.assertEqual(sorted(hits), sorted([
            "lessons/03-sat/.starter/sat.cpp:1: edge_normal (a private helper of "
            "solutions/03-sat/sat.cpp)",
            "lessons/03-sat/starter/sat.cpp:1: edge_normal (a private helper of "
            "solutions/03-sat/sat.cpp)",
            "lessons/03-sat/README.md:3: `project (a private helper of solutions/03-sat/sat.cpp)",
            "lessons/03-sat/README.md:4: the notes (the instructor's notes)",
            "lessons/03-sat/README.md:4: solutions/",
            "lessons/03-sat/README.md:4: NOTES.md",
            "lessons/03-sat/README.md:4: bench/",
            "lessons/03-sat/README.md:4: bench_sat.cpp (a benchmark's file)",
            "lessons/03-sat/README.md:5: 03-sat-box2d (a target of the instructor's build)",
            "lessons/03-sat/README.md:5: 03-sat-bench (a benchmark's target)",
            "lessons/03-sat/README.md:5: ./course regen (an instructor's command)",
            "lessons/03-sat/README.md:5: plot.png (a picture the copy lacks)",
            "lessons/03-sat/hints.ko.md:3: 노트 (the instructor's notes)"]))
        with open(os.path.join(out, "docs/mainpage.md"), encoding="utf-8") as f:
            self.assertEqual(f.read(), "Yours.\n")

    @unittest.skipUnless(edition() == "instructor", "the release check is the instructor's")
    def test_the_release_check_reads_the_docs_scripts_and_webassembly_for_the_reference(self):
        import base64
        import check_release
        r = self.root
        write(r, "solutions/03-sat/sat.cpp",
              "namespace {\nbool edge_normal(int i) { return i; }\n}\n"
              "int sat_hit(int a) { return edge_normal(a); }\n")
        write(r, "lessons/03-sat/sat.hpp", "int sat_hit(int a);\n")
        out = os.path.join(self.tmp.name, "out")
        release.make(r, out)
        docs = "build/docs/student"
        write(out, f"{docs}/figure.js", "function draw(sketch) { return sat_hit(1); }\n")
        write(out, f"{docs}/figures/03-sat.js", "var Module = {};\n")
        self.assertEqual(check_release.lacking_names(out, r), [], "a clean copy passes")
        self.assertEqual(check_release.docs_code(out),
                         [f"{docs}/figure.js", f"{docs}/figures/03-sat.js"])

        write(out, f"{docs}/figures/03-sat.js", "var Module = {};\nvar f = 'edge_normal';\n")
        wasm = b"\0asm\1\0\0\0" + b"\x01" * 40 + b"edge_normal" + b"\0" * 7
        write(out, f"{docs}/figures/04-push.js",
              b"var m = 'data:application/octet-stream;base64," + base64.b64encode(wasm) +
              b"';\n")
        write(out, f"{docs}/figures/05-sweep.wasm", b"\0asm" + b"\xff\xfe" + b"solutions/05")
        hits = check_release.lacking_names(out, r)
        self.assertIn(f"{docs}/figures/03-sat.js:2: edge_normal (a private helper of "
                      "solutions/03-sat/sat.cpp)", hits)
        self.assertTrue(any(h.startswith(f"{docs}/figures/04-push.js (its WebAssembly at byte ")
                            and h.endswith(": edge_normal (a private helper of "
                                           "solutions/03-sat/sat.cpp)") for h in hits),
                        "a name inside a script's embedded WebAssembly is found: " + str(hits))
        self.assertIn(f"{docs}/figures/05-sweep.wasm:byte 6: solutions/", hits)
        self.assertEqual(len(hits), 3, hits)

    @unittest.skipUnless(edition() == "instructor", "the release check is the instructor's")
    def test_the_release_check_refuses_a_figure_compiled_from_the_reference(self):
        import hashlib
        import json
        import check_release
        r = self.root
        out = os.path.join(self.tmp.name, "out")
        release.make(r, out)
        manifest = "build/docs/student/figures/sources.json"

        def sources(*paths_and_bytes):
            write(out, manifest, json.dumps({"00-check": [
                {"path": p, "sha256": hashlib.sha256(b).hexdigest()}
                for p, b in paths_and_bytes]}))
            return check_release.figure_source_problems(out, r)

        self.assertEqual(sources(("lessons/00-check/figure.cpp", b"given"),
                                 ("gfx/figure_main.cpp", b"main"),
                                 ("lessons/00-check/starter/check.cpp", b"mine")), [],
                         "given code and the student's file pass")
        self.assertEqual(check_release.figure_manifests(out), [manifest])
        self.assertEqual(sources(("solutions/00-check/check.cpp", b"other bytes")), [
            f"{manifest}: figure 00-check is compiled from solutions/00-check/check.cpp, "
            "outside lessons/ and gfx/"])
        self.assertEqual(sources(("lessons/00-check/../../solutions/x.cpp", b"x")), [
            f"{manifest}: figure 00-check is compiled from "
            "lessons/00-check/../../solutions/x.cpp, outside lessons/ and gfx/"])
        self.assertEqual(sources(("lessons/00-check/starter/check.cpp", b"int secret() {}\n")), [
            f"{manifest}: figure 00-check is compiled from lessons/00-check/starter/check.cpp, "
            "the same bytes as solutions/00-check/check.cpp"])

    def test_the_copy_has_the_course_starters_whatever_the_checkout_holds(self):
        out = os.path.join(self.tmp.name, "out")
        release.make(self.root, out)
        for rel in ("lessons/00-check/starter/check.cpp", "lessons/00-check/.starter/check.cpp"):
            with open(os.path.join(out, rel), encoding="utf-8") as f:
                self.assertEqual(f.read(), "// yours\n", rel)

    def test_a_failure_leaves_nothing_half_written(self):
        out = os.path.join(self.tmp.name, "out")
        real_copy = release.shutil.copy2
        calls = []

        def copy_then_fail(src, dest):
            calls.append(src)
            if len(calls) == 2:
                raise OSError(28, "No space left on device", dest)
            return real_copy(src, dest)
        with mock.patch.object(release.shutil, "copy2", copy_then_fail):
            with self.assertRaises(OSError):
                release.make(self.root, out)
        self.assertFalse(os.path.exists(out))
        self.assertEqual([n for n in os.listdir(self.tmp.name) if n.startswith(".course")], [])

    def test_the_student_readme_opens_with_the_courses_own_title_and_first_paragraph(self):
        write(self.root, "README.md", "# The course\n\nWhat it is,\nin two lines.\n\n"
              "For instructors only.\n")
        write(self.root, "docs/student-README.md.in", "@INTRO@\n\nStudent edition.\n")
        self.assertEqual(release.student_readme(self.root),
                         "# The course\n\nWhat it is,\nin two lines.\n\nStudent edition.\n")

    @unittest.skipUnless(edition() == "instructor", "the student edition has its README made")
    def test_the_real_student_readme_says_what_the_real_readme_says_first(self):
        with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
            paragraphs = f.read().split("\n\n")
        if paragraphs[0] == release.language_links(ENGLISH):    # the link to README.ko.md
            paragraphs = paragraphs[1:]
        title, first = paragraphs[:2]
        self.assertIn(f"{title}\n\n{first}\n\n", release.student_readme(ROOT))
        self.assertTrue(title.startswith("# "))

    def test_without_the_student_readme_template_nothing_is_written(self):
        os.remove(os.path.join(self.root, "docs", "student-README.md.in"))
        out = os.path.join(self.tmp.name, "out")
        with self.assertRaises(UsageError) as caught:
            release.make(self.root, out)
        self.assertIn("student-README.md.in is missing", str(caught.exception))
        self.assertFalse(os.path.exists(out))

    def test_refuses_a_non_empty_folder_and_the_course_itself(self):
        full = os.path.join(self.tmp.name, "full")
        write(full, "something", "x")
        with self.assertRaises(UsageError):
            release.check_target(self.root, full)
        with self.assertRaises(UsageError):
            release.check_target(self.root, os.path.join(self.root, "lessons"))
        with self.assertRaises(UsageError):
            release.check_target(self.root, self.root)
        with self.assertRaises(UsageError):
            release.check_target(self.root, self.tmp.name)   # holds the course
        release.check_target(self.root, os.path.join(self.tmp.name, "new"))   # fine
        os.makedirs(os.path.join(self.tmp.name, "empty"))
        release.check_target(self.root, os.path.join(self.tmp.name, "empty"))

    def test_the_command_refuses_with_exit_2_and_no_traceback(self):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            code = main(["release", os.path.join(ROOT, "lessons")])
        self.assertEqual(code, 2)
        if edition(ROOT) == "instructor":
            self.assertIn("inside the course itself", err.getvalue())
        else:       # the student edition does not offer the command at all
            self.assertIn("'release' is an instructor's command", err.getvalue())
        self.assertNotIn("Traceback", out.getvalue() + err.getvalue())


if __name__ == "__main__":
    unittest.main()
