"""The live figures' parts that need neither emscripten nor a browser: the chapter's marker in
the page writer, what a figure runs in each edition, emcc's environment, the manifest, the
lines a sketch shows, and what the browser check compares them with."""

import hashlib
import json
import os
import tempfile
import unittest
from unittest import mock

from course import docs_browser_figures, docs_figures, docs_pages, editions, figures
from course.lessons import Lesson
from tests.test_docs import PNG_64, write

FIGURE_CPP = "// figure-sources: pieces.cpp ../common/push_out.cpp\n#include \"figure.hpp\"\n"


class Course(unittest.TestCase):
    """A course of one lesson with a figure: 01-aabb, its chapter, starter and reference."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        write(r, "lessons/01-aabb/CMakeLists.txt", "course_lesson()\n")
        write(r, "lessons/01-aabb/figure.cpp", FIGURE_CPP)
        write(r, "lessons/01-aabb/pieces.cpp", "// given\n")
        write(r, "lessons/common/push_out.cpp", "// given\n")
        write(r, "lessons/01-aabb/.starter/aabb.cpp", "// yours\n")
        write(r, "lessons/01-aabb/starter/aabb.cpp", "// yours\n")
        write(r, "lessons/01-aabb/expected/01-aabb.png", PNG_64)
        write(r, "lessons/01-aabb/expected/01-aabb.txt", "overlapping  a=(0)  dx=1\nother\n")
        write(r, "solutions/01-aabb/aabb.cpp", "// the reference\n")
        write(r, "gfx/figure_main.cpp", "// main\n")
        self.lesson = Lesson("01-aabb", r)

    def tearDown(self):
        self.tmp.cleanup()


class Marker(Course):
    """`<!-- figure -->` on the line before a picture: the page shows the figure there."""

    def page(self, text, figure=True, edition="instructor"):
        source = write(self.root, "lessons/01-aabb/README.md", text)
        writer = docs_pages.PageWriter(self.root, edition, source, "lesson_01",
                                       {self.lesson.dir: self.lesson})
        if figure:
            writer.figure = figures.Figure(self.lesson, figures.Status.READY)
        return writer.write("Lesson 01")

    def test_the_marker_puts_the_figure_in_the_pictures_place_the_still_inside(self):
        page = self.page("# Boxes\n\n<!-- figure -->\n![two boxes](expected/01-aabb.png)\n")
        self.assertEqual(page.problems, [])
        self.assertEqual(page.text.count('<div class="live-figure"'), 1)
        block = page.text[page.text.index('<div class="live-figure"'):]
        self.assertIn('data-figure="01-aabb" data-figure-state="ready"', block)
        self.assertIn('data-script="figures/01-aabb.js" data-module="course_figure_01"', block)
        self.assertIn('<div class="figure-still"><img src="lessons/01-aabb/expected/01-aabb.png"',
                      block)
        self.assertIn('<div class="figure-caption">', block)
        self.assertNotIn("<!-- figure -->", page.text)

    def test_a_picture_without_the_marker_stays_a_picture(self):
        page = self.page("# Boxes\n\n![two boxes](expected/01-aabb.png)\n", figure=False)
        self.assertEqual(page.problems, [])
        self.assertNotIn("live-figure", page.text)

    def test_a_marker_without_a_figure_is_a_problem(self):
        page = self.page("# Boxes\n\n<!-- figure -->\n![two boxes](expected/01-aabb.png)\n",
                         figure=False)
        self.assertEqual(len(page.problems), 1, page.problems)
        self.assertIn("<!-- figure --> before expected/01-aabb.png, but the lesson has no "
                      "figure.cpp", page.problems[0])
        self.assertNotIn("live-figure", page.text)

    def test_a_figure_without_a_marker_is_a_problem(self):
        page = self.page("# Boxes\n\n![two boxes](expected/01-aabb.png)\n")
        self.assertEqual(len(page.problems), 1, page.problems)
        self.assertIn("the lesson has a live figure (figure.cpp) but its chapter shows none",
                      page.problems[0])

    def test_two_markers_are_a_problem(self):
        page = self.page("# Boxes\n\n<!-- figure -->\n![a](expected/01-aabb.png)\n\n"
                         "<!-- figure -->\n![b](expected/01-aabb.png)\n")
        self.assertTrue(any("a second <!-- figure -->" in p for p in page.problems),
                        page.problems)

    def test_a_marker_not_followed_by_a_picture_is_a_problem(self):
        page = self.page("# Boxes\n\n<!-- figure -->\n")
        self.assertTrue(any("is not followed by a picture" in p for p in page.problems),
                        page.problems)

    def test_a_figure_that_does_not_run_says_why_with_the_command(self):
        for status, words in ((figures.Status.NOT_STARTED, "is not started yet"),
                              (figures.Status.NO_COMPILE, "does not compile")):
            block = docs_figures.figure_block(figures.Figure(self.lesson, status), "<img>",
                                              editions.STUDENT)
            self.assertIn(f'data-figure-state="{status.value}"', block)
            self.assertIn(words, block)
            self.assertIn("<code>./course check 01</code>", block)
            self.assertNotIn("data-script", block, "no module to load")
            self.assertIn('<div class="figure-still"><img></div>', block)


class Editions(Course):
    """What a figure is compiled from, in each edition, and what it says when it cannot be."""

    def build(self, edition, compiled=None):
        """build_one with emcc and g++ stood in for: each writes its -o file. @p compiled,
        a list, receives the commands."""
        calls = [] if compiled is None else compiled

        def compile_(cmd, _env):
            calls.append(cmd)
            write("", cmd[cmd.index("-o") + 1], "built\n")
            return True, ""
        html = os.path.join(self.root, "build", "docs", edition)
        with mock.patch.dict(os.environ, {"COURSE_BUILD_DIR": os.path.join(self.root, "build")}), \
                mock.patch.object(figures, "_compile", compile_), \
                mock.patch.object(figures.shutil, "which", lambda _name: "/usr/bin/emcc"):
            return figures.build_one(self.root, self.lesson, edition, html)

    def test_an_untouched_starter_is_not_started_and_nothing_is_compiled(self):
        calls = []
        figure = self.build(editions.STUDENT, calls)
        self.assertEqual(figure.status, figures.Status.NOT_STARTED)
        self.assertEqual(calls, [])
        self.assertEqual(figure.script, "")

    def test_the_student_edition_compiles_the_students_file_never_the_reference(self):
        write(self.root, "lessons/01-aabb/starter/aabb.cpp", "// mine\n")
        calls = []
        figure = self.build(editions.STUDENT, calls)
        self.assertEqual(figure.status, figures.Status.READY)
        self.assertEqual([c[0] for c in calls], ["emcc", "g++"])
        mine = os.path.join(self.root, "lessons/01-aabb/starter/aabb.cpp")
        for cmd in calls:
            self.assertIn(mine, cmd)
            self.assertFalse(any("solutions" in part for part in cmd), cmd)
        self.assertIn(os.path.join(self.root, "lessons/01-aabb/pieces.cpp"), figure.sources)
        self.assertIn(os.path.join(self.root, "lessons/common/push_out.cpp"), figure.sources)
        self.assertTrue(os.path.isfile(figure.script))
        self.assertTrue(figure.probe.endswith(".probe"))

    def test_the_instructor_edition_compiles_the_reference(self):
        calls = []
        figure = self.build(editions.INSTRUCTOR, calls)
        self.assertEqual(figure.status, figures.Status.READY)
        reference = os.path.join(self.root, "solutions/01-aabb/aabb.cpp")
        self.assertTrue(all(reference in cmd for cmd in calls))
        again = []
        self.assertTrue(self.build(editions.INSTRUCTOR, again).cached)
        self.assertEqual(again, [], "unchanged sources: nothing compiled again")

    def test_a_missing_file_or_a_failed_compile_does_not_compile(self):
        os.remove(os.path.join(self.root, "lessons/01-aabb/starter/aabb.cpp"))
        figure = self.build(editions.STUDENT)
        self.assertEqual(figure.status, figures.Status.NO_COMPILE)
        self.assertIn("missing: lessons/01-aabb/starter/aabb.cpp", figure.errors)
        write(self.root, "lessons/01-aabb/starter/aabb.cpp", "not C++\n")
        with mock.patch.object(figures, "_compile", lambda *_a: (False, "aabb.cpp:1: error: x")), \
                mock.patch.object(figures.shutil, "which", lambda _name: "/usr/bin/emcc"):
            figure = figures.build_one(self.root, self.lesson, editions.STUDENT,
                                       os.path.join(self.root, "html"))
        self.assertEqual((figure.status, figure.probe), (figures.Status.NO_COMPILE, ""))
        self.assertIn("error", figure.errors)

    def test_without_emcc_the_still_picture_stays(self):
        with mock.patch.object(figures.shutil, "which", lambda _name: None):
            figure = figures.build_one(self.root, self.lesson, editions.INSTRUCTOR,
                                       os.path.join(self.root, "html"))
        self.assertEqual(figure.status, figures.Status.NO_COMPILER)

    def test_the_instructors_figure_must_compile_the_students_need_not(self):
        broken = {"01-aabb": figures.Figure(self.lesson, figures.Status.NO_COMPILE)}
        self.assertEqual(figures.problems(editions.STUDENT, broken), [])
        self.assertEqual(len(figures.problems(editions.INSTRUCTOR, broken)), 1)

    def test_the_given_sources_are_read_from_the_figures_first_lines(self):
        self.assertEqual(figures.declared_sources(self.lesson), [
            os.path.join(self.root, "lessons/01-aabb/pieces.cpp"),
            os.path.join(self.root, "lessons/common/push_out.cpp")])
        self.assertEqual(figures.lessons_with_figures(self.root), [self.lesson])


class Environment(unittest.TestCase):
    def test_emcc_finds_debians_node_modules_when_they_are_there(self):
        with tempfile.TemporaryDirectory() as modules:
            with mock.patch.object(figures, "NODE_MODULES", modules), \
                    mock.patch.dict(os.environ, {"NODE_PATH": "/opt/mine"}):
                self.assertEqual(figures.emcc_environment()["NODE_PATH"],
                                 os.pathsep.join(["/opt/mine", modules]))
            with mock.patch.object(figures, "NODE_MODULES", modules), \
                    mock.patch.dict(os.environ, {}, clear=True):
                self.assertEqual(figures.emcc_environment()["NODE_PATH"], modules)
            with mock.patch.object(figures, "NODE_MODULES", modules), \
                    mock.patch.dict(os.environ, {"NODE_PATH": modules}):
                self.assertEqual(figures.emcc_environment()["NODE_PATH"], modules, "once")
        with mock.patch.object(figures, "NODE_MODULES", "/nowhere/nodejs"), \
                mock.patch.dict(os.environ, {}, clear=True):
            self.assertNotIn("NODE_PATH", figures.emcc_environment())


class Manifest(Course):
    def test_the_manifest_names_each_source_relative_with_its_digest(self):
        html = os.path.join(self.root, "html")
        sources = [os.path.join(self.root, "lessons/01-aabb/figure.cpp"),
                   os.path.join(self.root, "lessons/01-aabb/starter/aabb.cpp")]
        built = {"01-aabb": figures.Figure(self.lesson, figures.Status.READY, sources=sources),
                 "02-circle": figures.Figure(Lesson("02-circle", self.root),
                                             figures.Status.NOT_STARTED)}
        figures.write_manifest(self.root, html, built)
        self.assertEqual(figures.read_manifest(html), {"01-aabb": [
            {"path": "lessons/01-aabb/figure.cpp",
             "sha256": hashlib.sha256(FIGURE_CPP.encode()).hexdigest()},
            {"path": "lessons/01-aabb/starter/aabb.cpp",
             "sha256": hashlib.sha256(b"// yours\n").hexdigest()}]})

    def test_no_figure_ready_no_manifest(self):
        html = os.path.join(self.root, "html")
        figures.write_manifest(self.root, html, {
            "01-aabb": figures.Figure(self.lesson, figures.Status.NOT_STARTED)})
        self.assertFalse(os.path.exists(os.path.join(html, figures.FOLDER, figures.MANIFEST)))
        self.assertEqual(figures.read_manifest(html), {})


class Lines(Course):
    def test_a_sketch_shows_its_answer_and_exact_lines_in_order(self):
        sketch = ("view -1 -1 5 4\nbox hit 0 0 2 2\nanswer overlapping  a=(0)  dx=1\n"
                  "note n = (1, 0)\nexact a=(0, 0, 2, 2)  penetration=(1, 1)\n"
                  "answer second  line\nhandle 0 1 1\n")
        self.assertEqual(figures.answer_lines(sketch),
                         (["overlapping  a=(0)  dx=1", "second  line"],
                          ["a=(0, 0, 2, 2)  penetration=(1, 1)"]))
        self.assertEqual(figures.answer_lines(""), ([], []))

    def test_the_browser_check_reads_the_expected_lines_and_the_editions_probes(self):
        self.assertEqual(docs_browser_figures.expected_lines(self.lesson),
                         {"overlapping  a=(0)  dx=1", "other", ""})
        folder = os.path.join(self.root, "build", "docs", "student")
        write(self.root, "build/docs/.figures/student/probes.json",
              json.dumps({"01-aabb": "/x/01-aabb.probe"}))
        self.assertEqual(docs_browser_figures.edition_probes(folder, "student", self.root),
                         {"01-aabb": "/x/01-aabb.probe"})
        write(self.root, "lessons/01-aabb/README.md", "# Boxes\n")
        write(self.root, "lessons/01-aabb/README.ko.md", "# 상자\n")
        write(folder, "lesson_01.html", "")
        self.assertEqual(docs_browser_figures.figure_pages(self.root, folder),
                         [("lesson_01.html", self.lesson)], "a page not built is not read")
        write(folder, "ko/lesson_01.html", "")
        self.assertEqual([p for p, _l in docs_browser_figures.figure_pages(self.root, folder)],
                         ["lesson_01.html", os.path.join("ko", "lesson_01.html")])

    def test_the_probes_of_an_edition_not_built_are_none(self):
        with tempfile.TemporaryDirectory() as build:
            with mock.patch.dict(os.environ, {"COURSE_BUILD_DIR": build}):
                self.assertEqual(figures.probes(editions.STUDENT, build), {})


if __name__ == "__main__":
    unittest.main()
