"""The docs' parts that need no Doxygen: README pages, the link check, the solution finder."""

import os
import tempfile
import unittest

from course import docs_pages, linkcheck, solution_code
from course.lessons import Lesson


def write(root, rel, text):
    path = os.path.join(root, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


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
        self.assertIn('<div class="codefile">solutions/00-check/check.cpp</div>', text)
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
    def test_the_manifest_is_cut_per_lesson(self):
        from course import docs
        with tempfile.TemporaryDirectory() as root:
            write(root, "grader/manifest.py", 'from x import y\n\n# ----\nlesson("00-check")\n'
                  'output(3, "00-check.png")\n\n# ----\nlesson("01-aabb")\ntest(2)\n')
            parts = docs.manifest_parts(root)
        self.assertEqual(parts[""], ["from x import y"])
        self.assertEqual(parts["00-check"], ['lesson("00-check")', 'output(3, "00-check.png")'])
        self.assertEqual(parts["01-aabb"], ['lesson("01-aabb")', "test(2)"])


class HtmlPictures(unittest.TestCase):
    def test_an_html_img_is_moved_or_replaced_by_its_alt_text(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "lessons/00-check/expected/a.png", "png")
            write(root, "solutions/00-check/b.png", "png")
            source = write(root, "lessons/00-check/README.md",
                           '# T\n\n<img src="expected/a.png" width="192" alt="A">\n'
                           '<img src="../../solutions/00-check/b.png" alt="the answer">\n'
                           '<img alt="gone" src="nothing.png">\n')
            page = docs_pages.PageWriter(root, "student", source, "lesson_00", {}).write("T")
        self.assertIn('<img src="lessons/00-check/expected/a.png" width="192" alt="A">',
                      page.text)
        self.assertIn("\nthe answer\n", page.text)
        self.assertIn("\ngone", page.text)
        self.assertEqual(len(page.problems), 1)
        self.assertIn("nothing.png, which does not exist", page.problems[0])


if __name__ == "__main__":
    unittest.main()
