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
  heading, leads to the same label as `README.md#english-heading` (docs_pages.heading_labels).
- The docs' own words (titles, links, the files of a lesson) are in WORDS, said through the
  catalogs in the page's language.
- Doxygen's search finds a page by the first words of its title: a translated lesson's title
  opens with the lesson's own title; every word of its headings is added to the index
  (docs_search.py).
"""

import os
import xml.etree.ElementTree as ET

from .language import COURSE, ENGLISH, LANGUAGES, N_

GLOSSARY = os.path.join("docs", "glossary.ko.md")
GLOSSARY_LABEL = "glossary"

# The docs' own words, said in the language of the page through the catalogs (language.py).
WORDS = {
    "project": N_("Collision detection, one picture at a time"),
    # In Korean the title first: Doxygen's search finds a page by the start of its title.
    "title": N_("Lesson {number} · {title}"),
    "course": N_("← The course"), "contents": N_("Contents"),
    "api_next": N_("The API reference →"),
    "you_write": N_("You write"), "they_write": N_("The student writes"),
    "brief": N_("A C++ course · {edition} edition"),
    "files": N_("The files of this lesson"), "header": N_("header"),
    "its_api": N_("Lesson {number}'s API"),
    "your_file": N_("your file"), "tests": N_("tests"), "expected": N_("expected outputs"),
    "as_given": N_("The starter file as the course gives it:"),
    "not_written": N_("The text of this lesson is not written yet."),
    "coming": N_("Lesson {number}: coming, not written yet"),
    "untranslated": N_("Lesson {number}: not translated yet"),
    "instructor": N_("For the instructor"),
    "instructor_text": N_("The reference, the named mistakes and the grading are on "
                          "<a href=\"{href}\">this lesson's page</a> of the English docs."),
    "edition_student": N_("student"), "edition_instructor": N_("instructor"),
    "glossary": N_("Glossary"),
    # A lesson's live figure (docs_figures.py): its buttons, what it says when it cannot run.
    "figure_play": N_("Play"), "figure_pause": N_("Pause"), "figure_step": N_("Step"),
    "figure_back": N_("Back"), "figure_shoot": N_("Shoot"), "figure_reset": N_("Reset"),
    "figure_threw": N_("Your code threw: "),
    "figure_threw_reference": N_("The reference threw: "),
    "figure_stopped": N_("The figure stopped: "),
    "figure_drag_yours": N_("Drag a round handle: the lines under the figure are what your "
                            "code answers, the first as the driver writes it, the second with "
                            "every digit (to copy into a test)."),
    "figure_drag_reference": N_("Drag a round handle: the lines under the figure are what the "
                                "reference answers, the first as the driver writes it, the "
                                "second with every digit (to copy into a test)."),
    "figure_not_started": N_("A live figure goes here: it runs your own code. Lesson {number} "
                             "is not started yet; once it is, `./course docs` builds the figure "
                             "from your file. Where you stand: `./course check {number}`."),
    "figure_no_compile": N_("A live figure goes here: it runs your own code, but your lesson "
                            "{number} does not compile. `./course check {number}` shows the "
                            "first error; then run `./course docs` again."),
    "figure_no_compiler": N_("A live figure goes here, but this machine has no emscripten to "
                             "build it: `./course docs` installs it on Debian "
                             "(`apt-get install emscripten`)."),
}
# The tabs of Doxygen's layout (docs/layout.xml has the English titles).
TAB_TITLES = {"mainpage": N_("Course"), "pages": N_("Lessons"), "modules": N_("API by lesson"),
              "classes": N_("Types"), "files": N_("Headers")}


def words(language):
    """The docs' words in @p language, and the language's own: its name, its code (as HTML
    names it) and Doxygen's name for it."""
    said = COURSE.in_language(language)
    out = {key: said(text) for key, text in WORDS.items()}
    out.update(name=LANGUAGES[language].name, html=language, doxygen=LANGUAGES[language].doxygen,
               api="API")
    return out


def languages():
    """The languages of the docs: the English first, then each translation."""
    return list(LANGUAGES)


def folder(language):
    """Where a language's pages go inside an edition's folder ("" for the English)."""
    return "" if language == ENGLISH else language


def href(from_language, to_language, page):
    """The relative address of @p page (an HTML file name) of @p to_language, from a page of
    @p from_language."""
    if from_language == to_language:
        return page
    up = "" if from_language == ENGLISH else "../"
    down = "" if to_language == ENGLISH else f"{to_language}/"
    return f"{up}{down}{page}"


def switch_link(language, page, others):
    """The line at the top of a page that leads to the same page in each of @p others (the
    languages it exists in), as raw HTML (Doxygen cannot @ref into another run)."""
    links = [f'<a href="{href(language, other, page)}" lang="{words(other)["html"]}" '
             f'hreflang="{words(other)["html"]}">{words(other)["name"]}</a>' for other in others]
    return f'<div class="language-switch">{" · ".join(links)}</div>' if links else ""


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
    said = COURSE.in_language(language)
    tree = ET.parse(english_layout)
    for tab in tree.getroot().iter("tab"):
        if tab.get("type") in TAB_TITLES and language != ENGLISH:
            tab.set("title", said(TAB_TITLES[tab.get("type")]))
            if tab.get("intro"):
                tab.set("intro", "")
    tree.write(out, encoding="utf-8")
    return out

