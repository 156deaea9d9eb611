"""The docs' parts that need no Doxygen: README pages, the link check, the solution finder."""

import html
import os
import re
import struct
import tempfile
import unicodedata
import unittest
import zlib

from course import (chromium, docs, docs_browser, docs_doxygen, docs_pages, docs_pictures,
                    linkcheck, snippets, solution_code)
from course.lessons import ROOT, Lesson, all_lessons


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(text if isinstance(text, bytes) else text.encode("utf-8"))
    return path


def png(width, height):
    """A black RGB PNG of this size."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data +
                struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    rows = b"".join(b"\0" + b"\0\0\0" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2,
                                                                  0, 0, 0)) +
            chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


PNG_64 = png(64, 64)


README = """# The check pattern

![the picture](expected/00-check.png)

## The canvas

See [the API](check.hpp), [the next lesson](../01-aabb/README.md#the-idea),
[this section](#the-canvas), [a folder](expected/), [the web](https://example.org/x) and
`[not a link](nowhere.md)`.

<!-- code: lessons/00-check/check.hpp#api -->
From `lessons/00-check/check.hpp`:

```cpp
stale text
```
<!-- end code -->

<!-- code: solutions/00-check/check.cpp#body -->
<!-- end code -->

```
[inside a fence](missing.md)
```
"""


class Pages(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        write(r, "lessons/00-check/README.md", README)
        write(r, "lessons/00-check/check.hpp", "// [api]\nint f();\n// [end api]\n")
        write(r, "lessons/00-check/expected/00-check.png", "png")
        write(r, "lessons/01-aabb/README.md", "# Boxes\n")
        write(r, "solutions/00-check/check.cpp", "// [body]\nint f() { return 42; }\n// [end body]\n")
        self.lessons = {Lesson(i, r).dir: Lesson(i, r) for i in ("00-check", "01-aabb")}

    def tearDown(self):
        self.tmp.cleanup()

    def page(self, edition):
        source = os.path.join(self.root, "lessons/00-check/README.md")
        return docs_pages.PageWriter(self.root, edition, source, "lesson_00",
                                     self.lessons).write("Lesson 00")

    def test_student_page(self):
        page = self.page("student")
        text = page.text
        self.assertTrue(text.startswith("# The check pattern {#lesson_00}"))
        self.assertIn("## The canvas {#lesson_00_the_canvas}", text)
        self.assertIn('<img src="lessons/00-check/expected/00-check.png"', text)
        self.assertIn('<a href="src/lessons/00-check/check.hpp">the API</a>', text)
        self.assertIn("[the next lesson](@ref lesson_01_the_idea)", text)
        self.assertIn("[this section](@ref lesson_00_the_canvas)", text)
        self.assertIn("a folder (`lessons/00-check/expected/`)", text)
        self.assertIn("[the web](https://example.org/x)", text)
        self.assertIn("`[not a link](nowhere.md)`", text)
        self.assertIn("[inside a fence](missing.md)", text)
        self.assertIn('<div class="codefile">lessons/00-check/check.hpp</div>', text)
        self.assertIn("~~~{.cpp}\nint f();\n~~~", text)
        self.assertNotIn("stale text", text, "quotations are re-read from their source")
        self.assertNotIn("return 42", text)
        self.assertIn("instructor edition", text)
        self.assertEqual(page.copies["lessons/00-check/expected/00-check.png"],
                         os.path.join(self.root, "lessons/00-check/expected/00-check.png"))
        self.assertEqual(page.problems, [])

    def test_instructor_page_shows_the_solution_quotation(self):
        text = self.page("instructor").text
        self.assertIn('<div class="codefile">solutions/00-check/check.cpp (the reference)</div>',
                      text)
        self.assertIn("int f() { return 42; }", text)

    def test_a_broken_link_or_picture_is_a_problem(self):
        write(self.root, "lessons/00-check/README.md",
              "# T\n\n[gone](gone.md) ![gone](expected/gone.png)\n")
        problems = self.page("student").problems
        self.assertEqual(len(problems), 2)
        self.assertIn("gone.md, which does not exist", problems[0])

    def test_slugs_read_like_github_anchors(self):
        self.assertEqual(docs_pages.slug("Bresenham's line"), "bresenhams-line")
        self.assertEqual(docs_pages.section_label("lesson_03", "The SAT, step 2"),
                         "lesson_03_the_sat_step_2")


class LinkCheck(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        write(r, "index.html", '<a href="a.html#top">a</a> <img src="pic.png">'
                               '<a href="https://example.org/">out</a><a href="#here">self</a>'
                               '<p id="here"></p>')
        write(r, "a.html", '<h1 id="top">A</h1><a href="index.html">back</a>')
        write(r, "pic.png", "png")
        write(r, "orphan.html", "<p>nobody links here</p>")

    def tearDown(self):
        self.tmp.cleanup()

    def test_a_sound_folder_passes(self):
        self.assertEqual(linkcheck.check(self.root, "index.html", ["a.html", "pic.png"]), [])

    def test_missing_file_missing_anchor_and_unreachable_page_are_reported(self):
        write(self.root, "a.html", '<h1 id="top">A</h1><a href="b.html">b</a>'
                                   '<a href="index.html#nowhere">x</a>'
                                   '<img src="../outside.png">')
        problems = linkcheck.check(self.root, "index.html", ["orphan.html"])
        text = "\n".join(problems)
        self.assertIn("b.html does not exist", text)
        self.assertIn("no anchor 'nowhere' in index.html", text)
        self.assertIn("points outside the docs folder", text)
        self.assertIn("orphan.html cannot be reached from index.html", text)
        self.assertEqual(len(problems), 4)


SOLUTION = """// Lesson 42, reference.
#include "x.hpp"
namespace collide {
static const int table[] = {1, 2, 3};
struct Helper { int twice(int v) const { return 2 * v; } };
// a comment with a brace {
double area(const Box& b) {
    const char* s = "}";   // a brace in a string
    if (b.w < 0) { return 0.0; }
    return b.w * b.h;  // width times height
}
auto Box::centre() const -> Vec2 { return {x + w / 2, y + h / 2}; }
}  // namespace collide
"""


class SolutionCode(unittest.TestCase):
    def test_function_bodies_are_brace_matched_and_skip_initializers(self):
        bodies = [solution_code.normalize(b) for b in solution_code.function_bodies(SOLUTION)]
        self.assertEqual(bodies, ["return2*v;",
                                  'constchar*s="}";if(b.w<0){return0.0;}returnb.w*b.h;',
                                  "return{x+w/2,y+h/2};"])

    def test_a_body_is_found_in_highlighted_html_and_in_reflowed_source(self):
        body = solution_code.Body("solutions/42/x.cpp", 0, solution_code.normalize(
            solution_code.function_bodies(SOLUTION)[1]))
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "page.html", '<div class="line"><span class="keyword">const</span> '
                                    'char* s = &quot;}&quot;;</div><div class="line">if (b.w '
                                    '&lt; 0) { return 0.0; }</div><div>return b.w * b.h;</div>')
            write(tmp, "clean.html", "<p>const char* s = nothing</p>")
            write(tmp, "lessons/42/starter/x.cpp", "double area(const Box& b) {\n"
                  "  const char *s = \"}\";\n  if (b.w<0) {return 0.0;}\n  return b.w*b.h; }\n")
            found = sorted(rel for rel, _b in solution_code.leaks([body], tmp))
        self.assertEqual(found, ["lessons/42/starter/x.cpp", "page.html"])


class InstructorParts(unittest.TestCase):
    def test_a_lesson_page_shows_its_grading_but_not_its_hidden_cases(self):
        from course import docs
        from course.lessons import Lesson, all_lessons
        with tempfile.TemporaryDirectory() as root:
            write(root, "grader/cli.py", "")
            write(root, "solutions/00-check/grading.py", 'output(3, "00-check.png")\n')
            write(root, "solutions/00-check/hidden.py", "SECRET = 1\n")
            text = "\n".join(docs._grading(root, Lesson("00-check", root)))
            self.assertIn('output(3, "00-check.png")', text)
            self.assertNotIn("SECRET", text)
            self.assertIn("declares no grade yet",
                          "\n".join(docs._grading(root, Lesson("01-aabb", root))))


class HtmlPictures(unittest.TestCase):
    def test_an_html_img_is_moved_replaced_by_its_alt_text_or_left_out(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "lessons/00-check/expected/a.png", PNG_64)
            write(root, "solutions/00-check/b.png", "png")
            source = write(root, "lessons/00-check/README.md",
                           '# T\n\n<img src="expected/a.png" width="192" alt="A">\n'
                           '<img src="../../solutions/00-check/b.png" alt="the answer">\n'
                           '<img alt="gone" src="nothing.png">\n')
            page = docs_pages.PageWriter(root, "student", source, "lesson_00", {}).write("T")
        self.assertIn('<img src="lessons/00-check/expected/a.png" alt="A" width="192" '
                      'height="192" class="lesson-picture pixelated" '
                      'style="--natural: 64px; --shown: 192px">', page.text)
        self.assertNotIn("the answer", page.text, "a picture the edition lacks goes whole")
        self.assertIn("\ngone", page.text)
        self.assertEqual(len(page.problems), 1)
        self.assertIn("nothing.png, which does not exist", page.problems[0])


class Quotations(unittest.TestCase):
    def test_doc_comments_are_quoted_without_doxygen_markup(self):
        lines = ["/// @file x.hpp", "/// @brief The header.", "/// @addtogroup api_01",
                 "/// @{", "/// Moves @p b by `normal * depth`.", "int f(int b);",
                 "int x;  ///< the `x` of @p b", "// a plain comment keeps its `ticks`", "/// @}"]
        self.assertEqual(snippets.plain(lines), [
            "/// The header.", "/// Moves b by normal * depth.", "int f(int b);",
            "int x;  ///< the x of b", "// a plain comment keeps its `ticks`"])

    def test_an_indented_quotation_is_refreshed_with_its_indentation(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "a.cpp", "// [r]\nint a;\n\nint b;\n// [end r]\n")
            text = ("1. Step one.\n\n   <!-- code: a.cpp#r -->\n   stale\n   <!-- end code -->\n\n"
                    "2. Step two.\n")
            fresh = snippets.refresh(text, root)
        self.assertEqual(fresh, "1. Step one.\n\n   <!-- code: a.cpp#r -->\n"
                                "   From `a.cpp`:\n\n   ```cpp\n   int a;\n\n   int b;\n   ```\n"
                                "   <!-- end code -->\n\n2. Step two.\n")


class Prose(unittest.TestCase):
    """What the page writer does to the text around the code."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        self.lessons = {}
        for i in ("00-check", "01-aabb", "02-circle", "03-sat"):
            write(r, f"lessons/{i}/README.md", f"# {i}\n")
            write(r, f"lessons/{i}/starter/{i[3:]}.cpp", "int f();\n")
            self.lessons[Lesson(i, r).dir] = Lesson(i, r)
        write(r, "solutions/03-sat/sat.cpp", "// [a]\nint a;\n// [end a]\n// [b]\nint b;\n// [end b]\n")

    def tearDown(self):
        self.tmp.cleanup()

    def page(self, text, edition="student", api=None):
        source = write(self.root, "lessons/03-sat/README.md", text)
        return docs_pages.PageWriter(self.root, edition, source, "lesson_03", self.lessons,
                                     api).write("T", lambda t: f"Lesson 03 · {t}").text

    def test_the_title_has_the_lesson_number(self):
        self.assertTrue(self.page("# Separating axes\n").startswith(
            "# Lesson 03 · Separating axes {#lesson_03}"))

    def test_bold_and_italic_become_html_even_around_inline_code(self):
        text = self.page("# T\n\n- **`>=` in the stop** and *`x` first*, **two\nlines**, "
                         "`a ** b` and 2 * 3 * 4.\n")
        self.assertIn("- <b>`>=` in the stop</b> and <em>`x` first</em>, <b>two\nlines</b>, "
                      "`a ** b` and 2 * 3 * 4.", text)

    def test_lesson_mentions_link_to_their_pages_but_not_to_the_page_itself(self):
        text = self.page("# T\n\nAs in lesson 01, lessons 00 and 02, Lesson\n02, lesson 03 "
                         "(this one), lesson 09 (not written) and `lesson 01`.\n")
        self.assertIn("As in [lesson 01](@ref lesson_01), lessons [00](@ref lesson_00) and "
                      "[02](@ref lesson_02), [Lesson 02](@ref lesson_02), lesson 03 (this one), "
                      "lesson 09 (not written) and `lesson 01`.", text)

    def test_a_link_text_keeps_its_code_and_gets_no_lesson_link_inside(self):
        text = self.page("# T\n\n[`x` of lesson 01](../01-aabb/README.md)\n")
        self.assertIn("[<code>x</code> of lesson 01](@ref lesson_01)", text)

    def test_a_link_whose_text_runs_over_a_line_break_links_by_address(self):
        # Doxygen 1.9.4 misreads [text over\nlines](@ref x) and leaves the rest of the page's
        # commands as text; one line is a plain @ref (the control).
        text = self.page("# T\n\nSee [Touching, across the\ncourse](../01-aabb/README.md) and "
                         "[lesson 01's rule](../01-aabb/README.md).\n")
        self.assertIn('<a class="el" href="lesson_01.html">Touching, across the\ncourse</a>',
                      text)
        self.assertIn("[lesson 01's rule](@ref lesson_01)", text)

    def test_the_first_mention_of_an_api_entity_links_to_its_documentation(self):
        text = self.page("# T\n\nCall `sat_hit(a, b)`, then `sat_hit` again; `dot`, ``sat_hit``.\n",
                         api={"sat_hit": "collide::sat_hit"})
        self.assertIn('Call <code>@ref collide::sat_hit "sat_hit(a, b)"</code>, then `sat_hit` '
                      "again; `dot`, ``sat_hit``.", text)

    def test_consecutive_hidden_quotations_make_one_note_that_names_the_starter(self):
        text = self.page("# T\n\nThe reference is short.\n\n"
                         "<!-- code: solutions/03-sat/sat.cpp#a -->\n<!-- end code -->\n\n"
                         "<!-- code: solutions/03-sat/sat.cpp#b -->\n<!-- end code -->\n")
        self.assertEqual(text.count('class="hidden-solution"'), 1)
        self.assertIn("you write it yourself, in `lessons/03-sat/starter/sat.cpp`", text)
        both = self.page("# T\n\n<!-- code: solutions/03-sat/sat.cpp#a -->\n<!-- end code -->\n"
                         "\nText between.\n\n<!-- code: solutions/03-sat/sat.cpp#b -->\n"
                         "<!-- end code -->\n")
        self.assertEqual(both.count('class="hidden-solution"'), 2)
        shown = self.page("# T\n\n<!-- code: solutions/03-sat/sat.cpp#a -->\n<!-- end code -->\n",
                          edition="instructor")
        self.assertIn("~~~{.cpp}\nint a;\n~~~", shown)

    ASIDES = ("# T\n\n## Core\n\nText.\n\n<!-- aside: precision -->\n"
              "## The range of `double`\n\nSmall *numbers*.\n\n### Deeper\n\nMore.\n"
              "<!-- end aside -->\n\n<!-- aside: instructors -->\n## For you\n\n"
              "The reference.\n<!-- end aside -->\n")

    def test_an_aside_is_a_folded_box_labelled_by_its_kind_keeping_its_headings(self):
        text = self.page(self.ASIDES, edition="instructor")
        self.assertIn('@htmlonly[block]\n<details class="aside aside-precision"><summary>'
                      '<span class="aside-label">Precision</span> <span class="aside-title">'
                      'The range of <code>double</code></span></summary>\n@endhtmlonly\n\n'
                      "## The range of `double` {#lesson_03_the_range_of_double}\n\n"
                      "Small <em>numbers</em>.\n\n### Deeper {#lesson_03_deeper}\n\nMore.\n"
                      "\n@htmlonly[block]\n</details>\n@endhtmlonly\n", text)
        self.assertIn('<details class="aside aside-instructors"><summary><span class="aside-label">'
                      "For instructors</span>", text)
        self.assertNotIn("<!-- aside", text)
        self.assertEqual(text.count("<details"), text.count("</details>"))

    def test_the_student_edition_has_no_aside_for_instructors(self):
        text = self.page(self.ASIDES)
        self.assertIn('<details class="aside aside-precision">', text)
        self.assertNotIn("aside-instructors", text)
        self.assertNotIn("The reference.", text)
        self.assertNotIn("For you", text)

    def test_a_korean_aside_is_labelled_in_korean(self):
        source = write(self.root, "lessons/03-sat/README.ko.md", self.ASIDES)
        text = docs_pages.PageWriter(self.root, "instructor", source, "lesson_03",
                                     self.lessons).write("T").text
        for label in ("정밀도", "강사용"):
            self.assertIn(f'<span class="aside-label">{label}</span>', text)
        self.assertIn('<summary><span class="aside-label">Going further</span> </summary>',
                      docs_pages.aside_open("going-further", "Going further"))

    def test_markers_that_do_not_pair_up_are_problems(self):
        source = write(self.root, "lessons/03-sat/README.md",
                       "# T\n\n<!-- end aside -->\n\n<!-- aside: precision -->\n## A\n")
        page = docs_pages.PageWriter(self.root, "instructor", source, "lesson_03",
                                     self.lessons).write("T")
        self.assertEqual(len(page.problems), 2, page.problems)
        self.assertEqual(page.text.count("<details"), page.text.count("</details>"))

    def test_a_quotation_in_a_list_item_stays_in_it(self):
        text = self.page("# T\n\n1. One.\n\n   <!-- code: solutions/03-sat/sat.cpp#a -->\n"
                         "   <!-- end code -->\n\n2. Two.\n", edition="instructor")
        self.assertIn("1. One.\n\n\n   <div class=\"codefile\">solutions/03-sat/sat.cpp (the "
                      "reference)</div>\n\n   ~~~{.cpp}\n   int a;\n   ~~~\n\n\n2. Two.", text)


class Pictures(unittest.TestCase):
    def test_enlarged_by_whole_factors_only_and_then_pixelated(self):
        self.assertEqual(docs_pictures.shown_size((64, 64), 192), (192, 192, 3))
        self.assertEqual(docs_pictures.shown_size((64, 32), 200), (192, 96, 3))
        self.assertEqual(docs_pictures.shown_size((256, 256), 300), (256, 256, 1))
        self.assertEqual(docs_pictures.shown_size((640, 400), 480), (480, 300, 1))
        self.assertEqual(docs_pictures.shown_size((640, 400), None), (640, 400, 1))
        self.assertIn("pixelated", docs_pictures.picture_tag("a.png", "A", (64, 64), 192))
        self.assertNotIn("pixelated", docs_pictures.picture_tag("a.png", "A", (640, 400), 480))

    def test_thumbnails_enlarge_small_pictures_and_shrink_large_ones(self):
        small = docs_pictures.thumbnail_tag("a.png", "A", (64, 64))
        self.assertIn('width="128"', small)
        self.assertIn("pixelated", small)
        large = docs_pictures.thumbnail_tag("b.png", "B", (640, 400))
        self.assertIn('width="128" height="80"', large)
        self.assertNotIn("pixelated", large)

    def test_png_size(self):
        with tempfile.TemporaryDirectory() as tmp:
            self.assertEqual(docs_pictures.png_size(write(tmp, "a.png", png(7, 3))), (7, 3))
            self.assertIsNone(docs_pictures.png_size(write(tmp, "b.png", "not a png")))


class Unrendered(unittest.TestCase):
    def test_markdown_left_as_text_is_found_and_code_is_left_alone(self):
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "ok.html", "<p><b>bold</b> <code>a ** b</code> <code>`x`</code></p>"
                                  "<div class=\"fragment\"><div class=\"line\">**p = `c`;</div>"
                                  "</div><table class=\"memname\"><tr><td>char **argv</td></tr>"
                                  "</table><pre>[a](b)</pre>")
            self.assertEqual(linkcheck.unrendered(tmp), [])
            write(tmp, "bad.html", "<p>**<code>&gt;=</code> in the stop**, `x`,\n[a link](b.md),"
                                   " ~~~ and @ref lesson_01 here</p>")
            text = "\n".join(linkcheck.unrendered(tmp))
        self.assertIn("bad.html:1: '**' left as text", text)
        self.assertIn("a pair of backticks", text)
        self.assertIn("a Markdown link", text)
        self.assertIn("a code fence", text)
        self.assertIn("a Doxygen command", text)


class MainPage(unittest.TestCase):
    def test_edition_blocks_and_the_you_write_column(self):
        text = "a\n<!-- only student -->\nS\n<!-- end only -->\n<!-- only instructor -->\nI\n" \
               "<!-- end only -->\nb\n"
        self.assertEqual(docs.edition_text(text, "student"), "a\nS\nb\n")
        self.assertEqual(docs.edition_text(text, "instructor"), "a\nI\nb\n")
        with tempfile.TemporaryDirectory() as root:
            write(root, "README.md", "# The student edition: no lesson table\n")
            write(root, "lessons/03-sat/CMakeLists.txt", "course_lesson()\n")
            write(root, "lessons/03-sat/README.md",
                  "# SAT\n<!-- summary: `sat_hit` -->\n\ntext\n")
            write(root, "lessons/04-gjk/CMakeLists.txt", "course_lesson()\n")
            write(root, "lessons/04-gjk/README.md", "# GJK, no summary yet\n")
            self.assertEqual(docs.you_write(root), {"03-sat": "`sat_hit`"})

    def test_the_lesson_maps_api_line_names_only_the_students_header(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "lessons/07-obb/CMakeLists.txt", "course_lesson()\n")
            write(root, "lessons/07-obb/README.md", "# OBB\n<!-- summary: `obb_hit` -->\n")
            for given in ("obb_cases.hpp", "random_obb.hpp", "draw_obb.hpp", "obb.hpp"):
                write(root, f"lessons/07-obb/{given}", "/// @file\n")
            lesson = Lesson("07-obb", root)
            page = docs_pages.Page(docs.page_label(lesson), "# OBB\n")
            for edition in ("student", "instructor"):
                apis = re.findall(r'API: @ref api_07 "([^"]*)"',
                                  docs.lesson_map(root, [(lesson, page)], edition))
                self.assertEqual(apis, ["obb.hpp"])

    def test_every_lesson_has_a_thumbnail_in_both_editions(self):
        # lesson 05's only picture was instructor-only: the student's map showed an empty box
        for edition in ("student", "instructor"):
            pages = docs.lesson_pages(docs.ROOT, edition)
            for lesson, page in pages:
                thumb = docs.thumbnail(lesson, page)
                with self.subTest(edition=edition, lesson=lesson.id):
                    self.assertTrue(thumb)
                    self.assertTrue(os.path.isfile(page.copies[thumb]), thumb)
                    if edition == "student":
                        self.assertFalse(thumb.startswith("solutions/"), thumb)
            self.assertNotIn('<div class="thumb"></div>', docs.lesson_map(docs.ROOT, pages,
                                                                          edition))

    def test_every_lesson_has_its_api_header(self):
        for lesson in all_lessons():
            self.assertTrue(os.path.isfile(lesson.api_header), lesson.api_header)


@unittest.skipIf(__import__("shutil").which("doxygen") is None, "no doxygen")
class ApiNames(unittest.TestCase):
    def test_the_names_a_text_may_link_come_from_doxygen(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "docs/namespaces.dox", "/// The lessons' code.\nnamespace collide {}\n")
            header = write(root, "lessons/03-sat/sat.hpp",
                           "/// @file sat.hpp\n/// @brief B.\n#pragma once\nnamespace collide {\n"
                           "/// A box.\nstruct Box {\n    /// Its area.\n    double area() const;\n"
                           "    double w; ///< width\n};\n/// Tests.\nbool sat_hit(int a);\n"
                           "/// Equal.\nbool operator==(Box a, Box b);\n}\n")
            work = os.path.join(root, "work")
            os.makedirs(work)
            names = docs_doxygen.api_names(root, work, [header])
        self.assertEqual(names[os.path.normpath(header)],
                         {"sat_hit": "collide::sat_hit", "Box": "collide::Box",
                          "Box::area": "collide::Box::area"})


GOOD_PAGE = """<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0} .fragment{overflow-x:auto} img.pixelated{image-rendering:pixelated}</style>
</head><body><div class="contents"><div class="toc"></div><div class="textblock">
<div class="lesson-nav"><span class="prev"><a href="index.html">prev</a></span>
<span class="next"><a href="index.html">next</a></span></div>
<p>Text with <b>bold</b> and <code>a ** b</code>.</p>
<img src="pic.png" width="128" class="pixelated"><img src="pic.png">
<ol><li>one</li><li>two<div class="fragment"><div class="line">int x;</div></div></li>
<li>three</li></ol>
<div class="fragment"><div class="line">%s</div></div>
</div></div></body></html>"""

BAD_PAGE = """<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width">
<style>body{margin:0} .line{white-space:pre-wrap}</style></head>
<body><div class="contents"><div class="textblock">
<p>**<code>&gt;=</code> in the stop** and `x` left.</p>
<img src="missing.png"><img src="pic.png" width="100"><img src="pic.png" width="32"
 style="image-rendering:pixelated">
<ol><li>one</li><li>two</li></ol><div class="fragment"><div class="line">int x;</div></div>
<ol><li>three</li></ol>
<div style="width:2000px">a wide box</div>
<div class="fragment"><div class="line">%s</div></div>
</div></div></body></html>"""


@unittest.skipIf(chromium.find_chromium() is None,
                 "no Chromium (Debian: apt-get install chromium): the browser check is skipped")
class Browser(unittest.TestCase):
    """The browser check finds each defect it looks for, and passes a page without them."""

    def test_a_sound_page_passes_and_every_defect_is_found(self):
        long_line = "x" * 200
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "pic.png", png(64, 64))
            write(tmp, "good.html", GOOD_PAGE % long_line)
            write(tmp, "bad.html", BAD_PAGE % ("word " * 60))
            problems = docs_browser.check_pages(tmp, ["good.html", "bad.html", "gone.html"],
                                                ["good.html", "bad.html"])
        good = [p for p in problems if p.startswith("good.html")]
        self.assertEqual(good, [])
        text = "\n".join(problems)
        for width in (1280, 400):
            self.assertIn(f"bad.html at {width} px: the page is", text)
        for found in ("the picture missing.png does not load",
                      "is enlarged 1.56 times, not a whole factor",
                      "is enlarged but smoothed", "is shrunk pixelated",
                      '"**" in the text', "a pair of backticks in the text",
                      'a numbered list starts again at 1 after a code block: "three"',
                      "line(s) of code wrap", "no previous link", "no next link",
                      "no table of contents", "gone.html: missing"):
            self.assertIn(found, text)


    def test_a_korean_page_needs_its_language_link_and_a_font_with_hangul(self):
        page = ('<!DOCTYPE html><html lang="ko"><head><meta name="viewport" '
                'content="width=device-width"></head><body><div class="contents">'
                '<div class="textblock">%s<p>강의를 읽습니다.</p></div></div></body></html>')
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "ko/good.html", page % '<div class="language-switch">'
                                              '<a href="../good.html">English</a></div>')
            write(tmp, "ko/bad.html", page % "")
            problems = docs_browser.check_pages(tmp, ["ko/good.html", "ko/bad.html"],
                                                switched=["ko/good.html", "ko/bad.html"])
        self.assertEqual(sorted({p.split(" at ")[0] + ": " + p.split(": ", 1)[1]
                                 for p in problems}),
                         ["ko/bad.html: no link to the same page in the other language"])

    def test_a_korean_page_keeps_hangul_at_two_columns_and_its_words_whole(self):
        """course.css's Korean monospace and keep-all pass; a browser's own fonts (Hangul 0.92 em
        beside a 0.6 em column) and a title that may break a word are found."""
        def columns(text):
            return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
        a_line, b_line = "  a의 그림자:   [amin ====== amax]", "  b의 그림자:"
        b_line += " " * (columns(a_line) - 10 - columns(b_line)) + "[bmin ====== bmax]"
        start = columns(b_line[:b_line.index("[")])
        mark = " " * start + "|<" + "-" * (columns(a_line) - start - 4) + ">|"
        page = ('<!DOCTYPE html><html lang="ko"><head><meta name="viewport" '
                'content="width=device-width">%s<style>div.fragment { font-family: '
                'var(--font-family-monospace, monospace); font-size: 16px } div.line { white-space:'
                ' pre } .title { word-break: break-word; width: 2em }</style></head><body>'
                '<div class="header"><div class="title">하나로 조립하기</div></div>'
                '<div class="contents"><div class="textblock"><div class="fragment">'
                + "".join(f'<div class="line">{html.escape(line)}</div>'
                          for line in (a_line, b_line, mark)) + '</div></div></div></body></html>')
        css = os.path.join(ROOT, "docs", "course.css")
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "good/ko/lesson_03.html",
                  page % f'<link rel="stylesheet" href="file://{css}">')
            write(tmp, "bad/ko/lesson_03.html", page % "")
            good = docs_browser.check_pages(os.path.join(tmp, "good"), ["ko/lesson_03.html"])
            bad = docs_browser.check_pages(os.path.join(tmp, "bad"), ["ko/lesson_03.html"])
        self.assertEqual(good, [])
        for width in (1280, 400):
            where = f"ko/lesson_03.html at {width} px:"
            at_width = "\n".join(p for p in bad if p.startswith(where))
            for found in ("line(s) of code with Hangul leave their columns",
                          'word(s) broken across lines, the first: "하나 / 로"',
                          'the diagram\'s mark "|<'):
                self.assertIn(found, at_width)

    ASIDE_PAGE = ('<!DOCTYPE html><html lang="en"><head><meta name="viewport" '
                  'content="width=device-width">%s</head><body><div class="contents">'
                  '<div class="textblock"><p>Core.</p>%s</div></div></body></html>')

    @staticmethod
    def aside(kind, title, body="<p>Inside the aside.</p>", opened=""):
        return (f'<details class="aside aside-{kind}"{opened}><summary><span class="aside-label">'
                f'{kind}</span> <span class="aside-title">{title}</span></summary>'
                f'<h1><a class="anchor" id="x_{kind}"></a>{title}</h1>{body}</details>')

    def test_asides_are_folded_set_apart_opened_by_a_click_and_open_in_print(self):
        """course.css and course.js pass; a page without them, an aside left open, one for
        instructors in the student edition, a summary too wide, an aside that a link into it
        leaves folded (Chromium itself opens it; here a script closes it again) and a missing
        aside are found."""
        here = os.path.join(ROOT, "docs")
        styled = (f'<link rel="stylesheet" href="file://{here}/course.css">'
                  f'<script src="file://{here}/course.js"></script>')
        good = self.ASIDE_PAGE % (styled, self.aside("precision", "The range of doubles") +
                                  self.aside("measured", "Timed"))
        closes = ("<script>addEventListener('hashchange', () => document.querySelectorAll("
                  "'details').forEach(d => { d.open = false; }))</script>")   # a broken script
        bad = self.ASIDE_PAGE % (closes, self.aside("instructors", "For you", opened=" open") +
                                 self.aside("precision", "x" * 300))
        with tempfile.TemporaryDirectory() as tmp:
            write(tmp, "good.html", good)
            write(tmp, "bad.html", bad)
            write(tmp, "none.html", self.ASIDE_PAGE % (styled, ""))
            problems = docs_browser.check_pages(
                tmp, ["good.html", "bad.html", "none.html"],
                asides={"good.html": 2, "bad.html": 2, "none.html": 1}, student=True)
        self.assertEqual([p for p in problems if p.startswith("good.html")], [])
        text = "\n".join(problems)
        for width in (1280, 400):
            for found in ("bad.html at %d px: an aside for instructors in the student edition",
                          'bad.html at %d px: the aside "instructors For you" is open before',
                          'bad.html at %d px: the aside "precision xxx',
                          "bad.html at %d px: the summary of the aside \"precision xxx",
                          'bad.html at %d px: printed, the aside "precision',
                          "bad.html at %d px: a link to #x_precision does not open the aside",
                          "none.html at %d px: 0 aside(s) shown, the chapter has 1"):
                self.assertIn(found % width, text)
        self.assertIn("is not set apart", text)


if __name__ == "__main__":
    unittest.main()


class SearchIndex(unittest.TestCase):
    def test_an_empty_scope_slot_reads_as_javascript_reads_it(self):
        """Doxygen writes a declaration with no scope as `[url,1,]` (a second `Polygon`, since
        the figures' headers): the Korean search's reader takes it, as a browser does."""
        from course import docs_search
        entry = "var searchData=\n[\n  ['polygon_22',['Polygon',['../x.html#a',1,]]]\n];\n"
        self.assertEqual(docs_search._parse(entry),
                         [["polygon_22", ["Polygon", ["../x.html#a", 1]]]])
        whole = "var searchData=\n[\n  ['polygon_20',['Polygon',['../x.html#a',1,'collide']]]\n];\n"
        self.assertEqual(docs_search._parse(whole),
                         [["polygon_20", ["Polygon", ["../x.html#a", 1, "collide"]]]])
