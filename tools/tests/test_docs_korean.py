"""The Korean docs: labels of Korean sections, links to Korean anchors, the language switch,
a lesson left out until it is translated, and the notes in Korean. The chapters here are
fixtures made from the English ones (`korean_fixture`); the real translations are other texts.
"""

import os
import tempfile
import unittest

from course import docs, docs_pages, translations
from course.lessons import Lesson
from tests.test_docs import write

KOREAN_TITLES = {"00-check": "시험 무늬", "01-aabb": "축 정렬 상자"}


def korean_heading(number, english):
    return f"한국어 제목 {number}" if english else ""


def korean_fixture(english, title, links=()):
    """A stand-in translation of @p english: its headings in Hangul, each with its marker, its
    text as it is, and a Korean paragraph with @p links (Markdown) under the first heading."""
    sections = translations.split_sections(english)
    out = sections[0].lines[:]
    for number, (en, section) in enumerate(zip(sections[1:], sections[1:]), 1):
        heading = title if section.level == 1 else korean_heading(number, en.heading)
        out.append(f"{'#' * section.level} {heading}")
        out.append(translations.marker_line(en))
        out.extend(section.lines)
        if number == 1:
            out += ["", "이 장은 시험용 번역입니다. " + " ".join(links), ""]
    return "\n".join(out)


def korean_anchor(english_text, english_heading):
    """The GitHub anchor of the fixture's Korean heading for @p english_heading."""
    for number, section in enumerate(translations.split_sections(english_text)[1:], 1):
        if section.heading == english_heading:
            return docs_pages.slug(korean_heading(number, section.heading))
    raise KeyError(english_heading)


EN_00 = "# Check\n\n## The canvas\n\nText.\n\n## Screen coordinates\n\nMore.\n"
EN_01 = "# Boxes\n\n## Touching, across the course\n\nText.\n"


class KoreanPages(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = self.tmp.name
        for lesson, text in (("00-check", EN_00), ("01-aabb", EN_01)):
            write(r, f"lessons/{lesson}/CMakeLists.txt", "course_lesson()\n")
            write(r, f"lessons/{lesson}/README.md", text)
        here = korean_anchor(EN_00, "Screen coordinates")
        there = korean_anchor(EN_01, "Touching, across the course")
        write(r, "lessons/00-check/README.ko.md", korean_fixture(EN_00, "시험 무늬", [
            f"[여기]({'#' + here})", f"[저기](../01-aabb/README.ko.md#{there})",
            "[영어](README.md#the-canvas)", "[용어집](../../docs/glossary.ko.md)"]))
        write(r, "docs/glossary.ko.md", "# 용어집\n\n## 큰 그림\n\n| a | b |\n")
        self.lessons = [Lesson("00-check", r), Lesson("01-aabb", r)]

    def tearDown(self):
        self.tmp.cleanup()

    def test_korean_sections_are_labelled_by_their_english_heading(self):
        with open(os.path.join(self.root, "lessons/00-check/README.ko.md"), encoding="utf-8") as f:
            labels = docs_pages.heading_labels(f.read(), "lesson_00")
        self.assertEqual(labels[docs_pages.slug("한국어 제목 3")], "lesson_00_screen_coordinates")
        glossary = docs_pages.heading_labels("# 용어집\n\n## 큰 그림\n", "glossary")
        self.assertEqual(glossary["큰-그림"], "glossary_section_2", "ASCII, by its place")

    def test_links_to_korean_anchors_and_to_the_other_language(self):
        pages = docs.lesson_pages(self.root, "student", language="ko", log=lambda _m: None)
        self.assertEqual([l.id for l, _p in pages], ["00-check"], "01 is not translated")
        text = pages[0][1].text
        self.assertIn("## 한국어 제목 3 {#lesson_00_screen_coordinates}", text)
        self.assertIn('<a class="el" href="lesson_00.html#lesson_00_screen_coordinates">여기</a>',
                      text, "by address: Doxygen misreads an @ref that a particle follows")
        self.assertEqual(len(pages[0][1].problems), 1)
        self.assertIn("links to ../01-aabb/README.ko.md#", pages[0][1].problems[0],
                      "lesson 01 is not translated: a broken link")
        self.assertIn('<a href="../lesson_00.html#lesson_00_the_canvas">영어</a>', text)
        self.assertIn('<a class="el" href="glossary.html">용어집</a>', text)
        self.assertIn('<div class="language-switch"><a href="../lesson_00.html" lang="en"', text)
        self.assertTrue(text.startswith("# 시험 무늬 (00번 강의) {#lesson_00}"))

    def test_the_english_page_links_to_the_korean_one_where_it_exists(self):
        pages = dict((l.id, p) for l, p in docs.lesson_pages(self.root, "student"))
        self.assertIn('<a href="ko/lesson_00.html" lang="ko"', pages["00-check"].text)
        self.assertNotIn("language-switch", pages["01-aabb"].text)

    def test_an_untranslated_lesson_is_left_out_with_a_note(self):
        notes = []
        docs.lesson_pages(self.root, "student", language="ko", log=notes.append)
        self.assertEqual(len(notes), 1)
        self.assertIn("lessons/01-aabb has no README.ko.md", notes[0])
        self.assertIn("01번 강의: 아직 번역되지 않았습니다",
                      docs.lesson_map(self.root, [], "student", "ko"))

    def test_korean_emphasis_before_a_particle_and_lesson_mentions(self):
        write(self.root, "lessons/01-aabb/README.ko.md", "# 상자\n\n*겹치는가?*는 00번 강의와 "
              "01번 강의에서 봅니다. `2 * 3 * 4`, 2 * 3.\n")
        pages = dict((l.id, p) for l, p in
                     docs.lesson_pages(self.root, "student", language="ko", log=lambda _m: None))
        text = pages["01-aabb"].text
        self.assertIn('<em>겹치는가?</em>는 <a class="el" href="lesson_00.html">00번 강의</a>와 01번 '
                      "강의에서", text)
        self.assertIn("`2 * 3 * 4`, 2 * 3.", text)

    def test_the_glossary_is_a_page_of_the_korean_docs_only(self):
        self.assertIsNone(docs.glossary_page(self.root, "student", None))
        page = docs.glossary_page(self.root, "student", "ko")
        self.assertTrue(page.text.startswith("# 용어집 {#glossary}"))
        self.assertIn("{#glossary_section_2}", page.text)


SEARCHDATA = """var indexSectionsWithContent =
{
  0: "0s",
  1: "0"
};

var indexSectionNames =
{
  0: "all",
  1: "pages"
};
"""
STUB = '<html><script type="text/javascript" src="%s_0.js"></script></html>'


class Search(unittest.TestCase):
    def test_every_word_of_a_heading_starts_an_entry(self):
        from course import docs_search
        with tempfile.TemporaryDirectory() as folder:
            write(folder, "search/searchdata.js", SEARCHDATA)
            title = "['03번_20강의_0',['03번 강의',['../lesson_03.html',1,'']]]"
            write(folder, "search/all_0.js", f"var searchData=\n[\n  {title}\n];\n")
            write(folder, "search/all_1.js",
                  "var searchData=\n[\n  ['sat_5fhit_0',['sat_hit',"
                  "['../../a.html#x',1,'collide::sat_hit(it\\'s)']]]\n];\n")
            write(folder, "search/pages_0.js", f"var searchData=\n[\n  {title}\n];\n")
            for index in ("all", "pages"):
                write(folder, f"search/{index}_0.html", STUB % index)
            page = docs_pages.Page("lesson_03", "# 03번 강의 {#lesson_03}\n\n"
                                                "## 분리축 정리 {#lesson_03_the_idea}\n")
            missing = docs_search.problems(folder, [(None, page)])
            self.assertEqual(len(missing), 2, "강의 (the title's second word) and 정리")
            docs_search.index_pages(folder, [(None, page)])
            found = docs_search.entries(folder)
            self.assertEqual(docs_search.problems(folder, [(None, page)]), [])
            self.assertEqual(sorted(found), ["0", "s", "강", "분", "정"])
            self.assertEqual(found["정"][0][1], ["분리축 정리", [
                "../lesson_03.html#lesson_03_the_idea", 1, "03번 강의"]])
            self.assertEqual(found["s"][0][1][1][2], "collide::sat_hit(it's)", "kept as it was")
            self.assertEqual(sorted(docs_search.entries(folder, "pages")), ["0", "강", "분", "정"])
            with open(os.path.join(folder, "search", "all_4.html"), encoding="utf-8") as f:
                self.assertIn('src="all_4.js"', f.read())


if __name__ == "__main__":
    unittest.main()
