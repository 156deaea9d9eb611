"""The docs in every language the course is written in: the English pages in
BUILD/docs/EDITION/, each translation's in BUILD/docs/EDITION/CODE/ (`ko/`), built from the
chapters' translations (`README.ko.md`) by a second Doxygen run.

- The API reference is the English one, shared: the translated run reads the English run's tag
  file (without its pages), so an `@ref` to a function, a header or a lesson's API group
  becomes a link into the folder above.
- Every lesson page and the main page open with a link to the same page in the other language
  (`switch_link`), where that page exists.
- A section of a translation is labelled by the English heading its `translates` marker names
  (Doxygen's labels are ASCII), so `README.ko.md#한국어-제목`, the anchor GitHub gives the Korean
  heading, leads to the same label as `README.md#english-heading` (`heading_labels`).
- The docs' own words (titles, links, the files of a lesson) are in WORDS, per language.
- Doxygen's search finds a page by the first words of its title: a translated lesson's title
  opens with the lesson's own title; every word of its headings is added to the index
  (docs_search.py).
"""

import os
import xml.etree.ElementTree as ET

from . import translations
from .translations import ENGLISH
GLOSSARY = os.path.join("docs", "glossary.ko.md")
GLOSSARY_LABEL = "glossary"

WORDS = {
    ENGLISH: {
        "name": "English", "doxygen": "English", "html": "en",
        "project": "Collision detection, one picture at a time",
        "title": "Lesson {number} · {title}",
        "course": "← The course", "contents": "Contents", "api_next": "The API reference →",
        "you_write": "You write", "they_write": "The student writes",
        "brief": "A C++ course · {edition} edition",
        "files": "The files of this lesson", "header": "header", "its_api": "Lesson {number}'s API",
        "your_file": "your file", "tests": "tests", "expected": "expected outputs",
        "as_given": "The starter file as the course gives it:",
        "not_written": "The text of this lesson is not written yet.",
        "coming": "Lesson {number}: coming, not written yet",
        "untranslated": "Lesson {number}: not translated yet", "api": "API",
    },
    "ko": {
        "name": "한국어", "doxygen": "Korean", "html": "ko",
        "project": "충돌 감지, 그림 한 장씩",
        # The title first: Doxygen's search finds a page by the start of its title.
        "title": "{title} ({number}번 강의)",
        "course": "← 강의 목록", "contents": "차례", "api_next": "API 참조 →",
        "you_write": "여러분이 작성하는 것", "they_write": "학생이 작성하는 것",
        "brief": "C++ 강좌 · {edition}",
        "files": "이 강의의 파일", "header": "헤더", "its_api": "{number}번 강의의 API",
        "your_file": "직접 작성하는 파일", "tests": "테스트", "expected": "기대 출력",
        "as_given": "강의가 처음 주는 시작 코드:",
        "not_written": "이 강의의 본문은 아직 쓰이지 않았습니다.",
        "coming": "{number}번 강의: 준비 중",
        "untranslated": "{number}번 강의: 아직 번역되지 않았습니다", "api": "API",
        "instructor": "강사용 자료",
        "instructor_text": "참조 답안, 이름 붙은 실수 목록과 채점 선언은 영어판의 "
                           "<a href=\"{href}\">이 강의 페이지</a>에 있습니다.",
        "edition_student": "학생판", "edition_instructor": "강사판",
        "glossary": "용어집",
    },
}


def words(language):
    return WORDS[language]


def languages():
    """The languages of the docs: the English first, then each translation."""
    return [ENGLISH] + sorted(translations.LANGUAGES)


def folder(language):
    """Where a language's pages go inside an edition's folder ("" for the English)."""
    return "" if language is ENGLISH else language


def href(from_language, to_language, page):
    """The relative address of @p page (an HTML file name) of @p to_language, from a page of
    @p from_language."""
    if from_language == to_language:
        return page
    up = "" if from_language is ENGLISH else "../"
    down = "" if to_language is ENGLISH else f"{to_language}/"
    return f"{up}{down}{page}"


def switch_link(language, page, others):
    """The line at the top of a page that leads to the same page in each of @p others (the
    languages it exists in), as raw HTML (Doxygen cannot @ref into another run)."""
    links = [f'<a href="{href(language, other, page)}" lang="{words(other)["html"]}" '
             f'hreflang="{words(other)["html"]}">{words(other)["name"]}</a>' for other in others]
    return f'<div class="language-switch">{" · ".join(links)}</div>' if links else ""


def heading_labels(text, page):
    """{GitHub anchor of a heading of @p text: the Doxygen label of its section on @p page}.
    A translated section is labelled by the English heading its marker names; a heading that
    gives no ASCII label (one with no marker, in Korean) by its place on the page."""
    from .docs_pages import section_label, slug
    out = {}
    for number, section in enumerate(translations.split_sections(text)[1:], 1):
        marker = section.marker()
        english = marker[1] if marker else section.heading
        label = section_label(page, english)
        if not label.isascii() or not slug(english):
            label = f"{page}_section_{number}"
        out.setdefault(slug(section.heading), label)
    return out


def shared_tagfile(english_tag, out_tag):
    """The English run's tag file without its pages: the translated run links to the English
    API, and defines its own pages under the same labels."""
    tree = ET.parse(english_tag)
    top = tree.getroot()
    for compound in list(top):
        if compound.get("kind") == "page":
            top.remove(compound)
    tree.write(out_tag, encoding="utf-8")
    return out_tag


def layout(english_layout, language, out):
    """The Doxygen layout for @p language: the English one with its tabs' titles translated."""
    titles = {"ko": {"mainpage": "강의", "pages": "강의 목록", "modules": "강의별 API",
                     "classes": "타입", "files": "헤더"}}.get(language, {})
    tree = ET.parse(english_layout)
    for tab in tree.getroot().iter("tab"):
        if tab.get("type") in titles:
            tab.set("title", titles[tab.get("type")])
            if tab.get("intro"):
                tab.set("intro", "")
    tree.write(out, encoding="utf-8")
    return out

