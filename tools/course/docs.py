"""`./course docs`: the course as HTML, made by Doxygen, in two editions from the same sources.

    BUILD/docs/student/index.html      lessons, starter code, API reference; no solution code
    BUILD/docs/instructor/index.html   the same plus the reference solutions, the mistakes
                                       catalogue and the grading declarations

BUILD is build.build_dir() (build/, or $COURSE_BUILD_DIR). The pages Doxygen reads are
generated into BUILD/docs/.work/EDITION/ from docs/Doxyfile.in, docs/mainpage.md and each
lesson's README.md (see docs_pages.py):

- every lesson page is titled with its number, opens with previous / contents / next links
  and a table of contents, and ends with the same links;
- the API reference is grouped by lesson: each header's entities sit between
  `@addtogroup api_NN` and `@}`, and the groups (titled like the lessons, linked to them) are
  defined here, from the lesson list, in a generated api.dox;
- the look is Debian's doxygen-awesome-css (dark mode with a switch, a table of contents that
  follows the reader, copy buttons) with docs/course.css on top, which sets the reading column
  and the course's own parts; without the package the docs use Doxygen's own style.

The pages of each translation (README.ko.md ...) go in a sub-folder of the edition's
(docs_languages.py). Doxygen runs in docs_doxygen.py: its warnings are errors, and a link check
of the result follows.
"""

import glob
import os
import re

from . import bootstrap, build, docs_languages, docs_pages, editions, mistakes
from .docs_languages import words
from .docs_pages import code_block, diff_block, page_label
from .docs_pictures import html_escape, png_size, thumbnail_tag
from .language import COURSE, ENGLISH, language_of, translation_path
from .lessons import ROOT, all_lessons

_ = COURSE.gettext

EDITIONS = editions.EDITIONS
DOCS = "docs"
AWESOME = "doxygen-awesome-css"
AWESOME_CSS = ("doxygen-awesome.css",)
AWESOME_JS = ("doxygen-awesome-darkmode-toggle.js", "doxygen-awesome-fragment-copy-button.js",
              "doxygen-awesome-paragraph-link.js", "doxygen-awesome-interactive-toc.js")
SHARED_GROUP = "api_shared"


def docs_dir(root=ROOT):
    return os.path.join(build.build_dir(root), "docs")


def html_dir(edition, root=ROOT):
    return os.path.join(docs_dir(root), edition)


def awesome_dir():
    """Where doxygen-awesome-css is installed, or None."""
    css = bootstrap.find_data(f"{AWESOME}/{AWESOME_CSS[0]}")
    return os.path.dirname(css) if css else None


# --- what goes in ---------------------------------------------------------------------------
def headers(root, lesson):
    return sorted(glob.glob(os.path.join(lesson.dir, "*.hpp")))


def shared_headers(root):
    return [os.path.join(root, "gfx", "canvas.hpp")] + sorted(
        glob.glob(os.path.join(root, "lessons", "common", "*.hpp")))


def api_group(lesson):
    return f"api_{lesson.number}"


def _rel(root, path):
    return os.path.relpath(path, root).replace(os.sep, "/")


def _read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


PICTURE = (".png", ".jpg", ".jpeg", ".gif", ".svg")


def thumbnail(lesson, page=None):
    """The lesson's picture for the map: the first one its text shows, else its first
    expected PNG, else none."""
    if page is not None:
        shown = [d for d in page.copies if d.lower().endswith(PICTURE) and
                 not d.startswith("src/")]
        if shown:
            return shown[0]
    pngs = [f for f in lesson.expected_files() if f.endswith(".png")]
    return f"lessons/{lesson.id}/expected/{pngs[0]}" if pngs else ""


def you_write(root):
    """{lesson id: what the student writes}, each lesson's own summary (Lesson.summary), for
    the lessons that have one: the same in both editions."""
    return {lesson.id: lesson.summary for lesson in all_lessons(root) if lesson.summary}


# --- the API, as Doxygen sees it ------------------------------------------------------------
def _api_for(api, root, lesson):
    names = {}
    for path in shared_headers(root) + headers(root, lesson):
        names.update(api.get(os.path.normpath(path), {}))
    return names


def groups_dox(root, pages):
    """The API groups, one per lesson and one for the shared code, and each header's link back
    to its lesson, as a Doxygen input file."""
    out = ["/// @file api.dox", "/// @brief The API reference's groups (made by docs.py).", ""]
    for lesson, _page in pages:
        group, label = api_group(lesson), page_label(lesson)
        out += [f"/// @defgroup {group} Lesson {lesson.number} API: {lesson.title}",
                f"/// @brief What @ref {label} \"lesson {lesson.number}\" declares: its "
                "headers' types and functions.", "///",
                f"/// The lesson's text: @ref {label} \"{lesson_title(lesson)}\".",
                ""]
        for h in headers(root, lesson):
            out += [f"/// @file {_rel(root, h)}", f"/// @ingroup {group}",
                    f"/// This header belongs to @ref {label} "
                    f"\"{lesson_title(lesson)}\".", ""]
    out += [f"/// @defgroup {SHARED_GROUP} Shared code",
            "/// @brief The value types, the canvas and the helpers every lesson uses.", ""]
    for h in shared_headers(root):
        out += [f"/// @file {_rel(root, h)}", f"/// @ingroup {SHARED_GROUP}",
                "/// Shared by every lesson (see @ref index \"the course\").", ""]
    return "\n".join(out) + "\n"


# --- the lesson pages -----------------------------------------------------------------------
def lesson_title(lesson, language=ENGLISH, title=None):
    """A lesson page's title in @p language: "Lesson 03 · Separating axes"."""
    title = lesson.title_in(language) if title is None else title
    return words(language)["title"].format(number=lesson.number, title=title)


def _nav(pages, i, language=ENGLISH):
    """Previous / contents / next links of the i-th lesson page."""
    said = words(language)

    def link(j, arrow_first):
        if j < 0:
            return f'@ref index "{said["course"]}"'
        if j >= len(pages):
            api = docs_languages.href(language, ENGLISH, "modules.html")
            return f'<a href="{api}">{said["api_next"]}</a>'
        lesson = pages[j][0]
        name = lesson_title(lesson, language)
        text = f"← {name}" if arrow_first else f"{name} →"
        return f'@ref {page_label(lesson)} "{text}"'
    return ("<div class=\"lesson-nav\">"
            f"<span class=\"prev\">{link(i - 1, True)}</span>"
            f"<span class=\"up\">@ref index \"{said['contents']}\"</span>"
            f"<span class=\"next\">{link(i + 1, False)}</span></div>")


def _file_list(root, lesson, language=ENGLISH):
    """The closing section of a lesson page: its files, and the starter as it is given."""
    label, said = page_label(lesson), words(language)
    out = ["", f"## {said['files']} {{#{label}_files}}", ""]
    its_api = said["its_api"].format(number=lesson.number)
    for h in headers(root, lesson):
        out.append(f"- {said['header']}: @ref {_rel(root, h)} (API: "
                   f"@ref {api_group(lesson)} \"{its_api}\")")
    files = lesson.student_files()
    for name in files:
        out.append(f"- {said['your_file']}: `lessons/{lesson.id}/starter/{name}`")
    out.append(f"- {said['tests']}: `lessons/{lesson.id}/tests/`; {said['expected']}: "
               f"`lessons/{lesson.id}/expected/`")
    out.append("")
    out.append(said["as_given"])
    out.append("")
    pristine = lesson.pristine_files()     # the course's, whatever starter/ holds now
    for name in files:
        path = os.path.join(lesson.dir, "starter", name)
        text = pristine[name].decode("utf-8") if name in pristine else _read(path)
        out.append(code_block(_rel(root, path), text.rstrip("\n").split("\n")))
    return out


def _instructor_notes(root, lesson):
    """Reference solution, mistakes catalogue (each as its patch against the reference), grading."""
    label = page_label(lesson)
    out = ["", f"## Instructor notes {{#{label}_instructor}}", "",
           f"### Reference solution {{#{label}_reference}}", ""]
    reference = {}
    starter = os.path.join(lesson.dir, "starter")
    for name in lesson.student_files() if os.path.isdir(starter) else []:
        path = os.path.join(lesson.solution_dir, name)
        if os.path.isfile(path):
            reference[name] = _read(path).rstrip("\n").split("\n")
            out.append(code_block(_rel(root, path), reference[name]))
    names = lesson.mistakes()
    out += ["", f"### Mistakes catalogue ({len(names)}) {{#{label}_mistakes}}", "",
            "Each mistake is a patch against the reference: `./course test` builds the wrong "
            "file from it and checks that at least one test of the lesson fails on it.", ""]
    patches = {m: mistakes.read_patch(mistakes.patch_path(lesson, m)) for m in names}
    for m in names:
        out.append(f"- <b>{html_escape(m)}</b>: {html_escape(mistakes.description(patches[m]))}")
    for m in names:
        path = mistakes.patch_path(lesson, m)
        diff = mistakes.diff_part(patches[m]).rstrip("\n").split("\n")
        out += ["", diff_block(_rel(root, path), diff)]
    return out + _grading(root, lesson)


def grading_file(root, lesson):
    """The lesson's grading declarations, solutions/NN-name/grading.py, or None (a student
    edition, or a lesson not graded yet). Its hidden cases (hidden.py) are never shown."""
    path = os.path.join(lesson.solution_dir, "grading.py")
    return path if os.path.isfile(path) else None


def _grading(root, lesson):
    label = page_label(lesson)
    if not os.path.isdir(os.path.join(root, "grader")):
        return []
    path = grading_file(root, lesson)
    if not path:
        return ["", f"### Grading {{#{label}_grading}}", "",
                f"The lesson declares no grade yet (solutions/{lesson.id}/grading.py)."]
    return ["", f"### Grading {{#{label}_grading}}", "",
            f"The checks and their points, from {_rel(root, path)} (the grader computes every "
            "expected value from the reference at grading time; the hidden cases are not "
            "shown):", "",
            code_block(_rel(root, path), _read(path).rstrip("\n").split("\n"))]

def page_links(root, lessons, language):
    """({chapter path: label} of the pages of @p language's run, {chapter path: address} of
    the other languages' pages), for PageWriter's links; the glossary is a page of its own
    language."""
    mine, others = {}, {}
    glossary = os.path.join(root, docs_languages.GLOSSARY)
    for other in docs_languages.languages():
        found = {l.readme_in(other): page_label(l) for l in lessons
                 if os.path.isfile(l.readme_in(other))}
        if os.path.isfile(glossary) and language_of(glossary) == other:
            found[glossary] = docs_languages.GLOSSARY_LABEL
        if other == language:
            mine.update(found)
        else:
            others.update({path: docs_languages.href(language, other, f"{label}.html")
                           for path, label in found.items()})
    return mine, others


def _instructor_link(lesson, language):
    """A translated instructor page's last section: where the English page has the notes."""
    label, said = page_label(lesson), words(language)
    address = docs_languages.href(language, ENGLISH, f"{label}.html#{label}_instructor")
    return ["", f"## {said['instructor']} {{#{label}_instructor}}", "",
            said["instructor_text"].format(href=address)]


def translated_lessons(root, language, log=print):
    """The written lessons whose chapter exists in @p language (all of them in English); a
    note for each one left out."""
    lessons = [l for l in all_lessons(root) if l.exists]
    if language == ENGLISH:
        return lessons
    missing = [l for l in lessons if not os.path.isfile(l.readme_in(language))]
    for lesson in missing:
        log(_("course: note: lessons/{lesson} has no {file} yet: the {language} docs leave its "
              "page out").format(lesson=lesson.id, language=language,
                                 file=os.path.basename(lesson.readme_in(language))))
    return [l for l in lessons if l not in missing]


def lesson_pages(root, edition, api=None, language=ENGLISH, log=print, figures=None):
    lessons = translated_lessons(root, language, log)
    by_dir = {l.dir: l for l in all_lessons(root) if l.exists}
    links = page_links(root, by_dir.values(), language)
    said = words(language)
    pages = []
    for lesson in lessons:
        label, source = page_label(lesson), lesson.readme_in(language)
        if os.path.isfile(source):
            writer = docs_pages.PageWriter(root, edition, source, label, by_dir,
                                           _api_for(api or {}, root, lesson), *links)
            writer.figure = (figures or {}).get(lesson.id)
            page = writer.write(lesson.id, lambda t, l=lesson: lesson_title(l, language, t))
        else:
            page = docs_pages.Page(label, f"# {lesson_title(lesson, language, lesson.id)} "
                                          f"{{#{label}}}\n\n{said['not_written']}\n")
        extra = _file_list(root, lesson, language)
        if edition == editions.INSTRUCTOR:
            extra += _instructor_notes(root, lesson) if language == ENGLISH else \
                _instructor_link(lesson, language)
        page.text += "\n" + "\n".join(extra) + "\n"
        thumb = thumbnail(lesson, page)
        if thumb and thumb not in page.copies:
            page.copies[thumb] = os.path.join(root, thumb)
        pages.append((lesson, page))
    writes = said["they_write"] if edition == editions.INSTRUCTOR else said["you_write"]
    for i, (lesson, page) in enumerate(pages):
        title, _sep, body = page.text.partition("\n")
        nav = _nav(pages, i, language)
        summary = lesson.summary_in(language)   # the page's brief: the lessons index shows it
        brief = f"@brief {writes}: {summary}.\n\n" if summary else ""
        switch = docs_languages.switch_link(language, f"{page.label}.html", [
            other for other in docs_languages.languages()
            if other != language and os.path.isfile(lesson.readme_in(other))])
        page.text = f"{title}\n\n{brief}[TOC]\n\n{switch}\n\n{nav}\n{body.rstrip()}\n\n{nav}\n"
    return pages


def glossary_page(root, edition, language):
    """The glossary, a page of its own language's docs, or None."""
    path = os.path.join(root, docs_languages.GLOSSARY)
    if not os.path.isfile(path) or language_of(path) != language:
        return None
    writer = docs_pages.PageWriter(root, edition, path, docs_languages.GLOSSARY_LABEL, {},
                                   None, *page_links(root, [], language))
    return writer.write(words(language)["glossary"])


# --- the main page --------------------------------------------------------------------------
def _inline_markdown(text):
    """A table cell's Markdown for an HTML block: `code` as <code>, the rest escaped."""
    parts = re.split(r"(`[^`]+`)", text)
    return "".join(f"<code>{html_escape(p[1:-1])}</code>" if p.startswith("`") else
                   html_escape(p) for p in parts)


def _map_row(root, lesson, page, edition, language):
    said = words(language)
    writes = said["they_write"] if edition == editions.INSTRUCTOR else said["you_write"]
    thumb = thumbnail(lesson, page)
    # A lesson with no picture in this edition keeps the column, unlinked (Doxygen refuses a
    # <div> inside a link).
    picture = '<div class="thumb"></div>'
    if thumb:
        tag = thumbnail_tag(thumb, f"the picture of lesson {lesson.number}",
                            png_size(page.copies.get(thumb, "")))
        picture = f'<a class="thumb-link" href="{page_label(lesson)}.html">{tag}</a>'
    summary = lesson.summary_in(language)
    about = (f'<div class="lesson-write">{writes}: {_inline_markdown(summary)}</div>'
             if summary else "")
    # The student's API only: the lesson's other headers are given code (its cases, its
    # random inputs, its drawing), listed on the lesson's page and in the API reference.
    api = os.path.basename(lesson.api_header)
    return (f'<div class="lesson-row">{picture}<div class="lesson-about">'
            f'<div class="lesson-title">@ref {page_label(lesson)}</div>{about}'
            f'<div class="lesson-api">{said["api"]}: @ref {api_group(lesson)} "{api}"</div>'
            f'</div></div>')


def lesson_map(root, pages, edition, language=ENGLISH):
    """The lessons, one row each: picture, number and title, what the student writes, API;
    a lesson not written (or not translated) yet, as a line (linked to the English page)."""
    written = {l.id: (l, p) for l, p in pages}
    said = words(language)
    rows = ['<div class="lesson-map">']
    for lesson in all_lessons(root):
        if lesson.id in written:
            rows.append(_map_row(root, lesson, written[lesson.id][1], edition, language))
            continue
        what = html_escape(said["coming"].format(number=lesson.number))
        if lesson.exists:
            english = docs_languages.href(language, ENGLISH, f"{page_label(lesson)}.html")
            what = (f'<a href="{english}">'
                    f'{html_escape(said["untranslated"].format(number=lesson.number))}</a>')
        rows.append(f'<div class="lesson-row coming"><div class="thumb"></div>'
                    f'<div class="lesson-about"><div class="lesson-title">{what}'
                    f'</div></div></div>')
    rows.append("</div>")
    return "\n".join(rows)


edition_text = editions.edition_text     # the main page's blocks for one edition



def main_template(root, language=ENGLISH):
    """The main page's template in @p language (docs/mainpage.md, mainpage.ko.md ...)."""
    english = os.path.join(root, DOCS, "mainpage.md")
    return translation_path(english, language)


def main_page(root, edition, pages, language=ENGLISH):
    template = edition_text(_read(main_template(root, language)), edition)
    shared = ", ".join(f"@ref {_rel(root, h)}" for h in shared_headers(root))
    text = (template.replace("@LESSON_MAP@", lesson_map(root, pages, edition, language))
            .replace("@SHARED_API@", shared))
    first, _sep, rest = text.partition("\n")
    others = [o for o in docs_languages.languages()
              if o != language and os.path.isfile(main_template(root, o))]
    text = f"{first}\n\n{docs_languages.switch_link(language, 'index.html', others)}\n{rest}"
    if edition == editions.INSTRUCTOR and language == ENGLISH:
        text += "\n# Grading {#grading}\n\n"
        common = os.path.join(root, editions.SOLUTIONS, "common", "grading.py")
        if not os.path.isdir(os.path.join(root, "grader")) or not os.path.isfile(common):
            text += "The grader is not in this checkout.\n"
        else:
            text += ("Each lesson page ends with its grading declarations "
                     "(solutions/NN-name/grading.py); the types they share, from "
                     f"{_rel(root, common)}:\n\n")
            text += code_block(_rel(root, common), _read(common).rstrip("\n").split("\n")) + "\n"
    return text
