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

Doxygen warnings are errors: the build fails and lists them. A link check of the result
follows, and a check that no Markdown was left unrendered (linkcheck.py).
"""

import glob
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

from . import bootstrap, build, docs_pages, editions, linkcheck, mistakes
from .docs_pages import code_block, diff_block, html_escape, page_label, page_title
from .lessons import ROOT, all_lessons

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
def api_names(root, work, paths):
    """{header path: {name as a text writes it: Doxygen's name}} for the documented entities
    of these headers, read from a tag file that a quick Doxygen run over them writes."""
    tagfile = os.path.join(work, "api.tag")
    config = os.path.join(work, "Doxyfile.api")
    inputs = [os.path.join(root, DOCS, "namespaces.dox")] + list(paths)
    with open(config, "w", encoding="utf-8") as f:
        f.write("\n".join([
            "INPUT = " + " ".join(f'"{p}"' for p in inputs),
            "FILE_PATTERNS = *.hpp *.dox", "EXTENSION_MAPPING = dox=C++",
            "FULL_PATH_NAMES = YES", f'STRIP_FROM_PATH = "{root}"', "QUIET = YES",
            "WARNINGS = NO", "GENERATE_HTML = NO", "GENERATE_LATEX = NO", "HAVE_DOT = NO",
            f'GENERATE_TAGFILE = "{tagfile}"', f'OUTPUT_DIRECTORY = "{work}"', ""]))
    run = subprocess.run(["doxygen", config], cwd=work, capture_output=True, text=True,
                         errors="replace")
    if run.returncode != 0 or not os.path.isfile(tagfile):
        return {}
    tree = ET.parse(tagfile).getroot()
    classes = {}
    for c in tree.iter("compound"):
        if c.get("kind") in ("class", "struct"):
            name = c.findtext("name")
            members = {m.findtext("name") for m in c.findall("member")
                       if m.get("kind") == "function"}
            classes[name] = sorted(m for m in members if not m.startswith("operator")
                                   and m != name.split("::")[-1])
    out = {}
    for c in tree.iter("compound"):
        if c.get("kind") != "file":
            continue
        path = os.path.join(c.findtext("path") or "", c.findtext("name") or "")
        spaces = [n.text for n in c.findall("namespace")]
        prefix = spaces[0] + "::" if spaces else ""
        names = {}
        for m in c.findall("member"):
            name = m.findtext("name")
            if m.get("kind") in ("function", "typedef", "variable", "define") and \
                    not name.startswith("operator"):
                names[name] = prefix + name
        for k in c.findall("class"):
            full = k.text
            short = full.split("::")[-1]
            names[short] = full
            for member in classes.get(full, []):
                names[f"{short}::{member}"] = f"{full}::{member}"
        out[os.path.normpath(path)] = names
    return out


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
                f"/// The lesson's text: @ref {label} \"{page_title(lesson, lesson.title)}\".",
                ""]
        for h in headers(root, lesson):
            out += [f"/// @file {_rel(root, h)}", f"/// @ingroup {group}",
                    f"/// This header belongs to @ref {label} "
                    f"\"{page_title(lesson, lesson.title)}\".", ""]
    out += [f"/// @defgroup {SHARED_GROUP} Shared code",
            "/// @brief The value types, the canvas and the helpers every lesson uses.", ""]
    for h in shared_headers(root):
        out += [f"/// @file {_rel(root, h)}", f"/// @ingroup {SHARED_GROUP}",
                "/// Shared by every lesson (see @ref index \"the course\").", ""]
    return "\n".join(out) + "\n"


# --- the lesson pages -----------------------------------------------------------------------
def _nav(pages, i):
    """Previous / contents / next links of the i-th lesson page."""
    def link(j, arrow_first):
        if j < 0:
            return '@ref index "← The course"'
        if j >= len(pages):
            return '<a href="modules.html">The API reference →</a>'
        lesson = pages[j][0]
        name = page_title(lesson, lesson.title)
        text = f"← {name}" if arrow_first else f"{name} →"
        return f'@ref {page_label(lesson)} "{text}"'
    return ("<div class=\"lesson-nav\">"
            f"<span class=\"prev\">{link(i - 1, True)}</span>"
            "<span class=\"up\">@ref index \"Contents\"</span>"
            f"<span class=\"next\">{link(i + 1, False)}</span></div>")


def _file_list(root, lesson):
    """The closing section of a lesson page: its files, and the starter as it is given."""
    label = page_label(lesson)
    out = ["", f"## The files of this lesson {{#{label}_files}}", ""]
    for h in headers(root, lesson):
        out.append(f"- header: @ref {_rel(root, h)} (its API: "
                   f"@ref {api_group(lesson)} \"Lesson {lesson.number}'s API\")")
    files = lesson.student_files()
    for name in files:
        out.append(f"- your file: `lessons/{lesson.id}/starter/{name}`")
    out.append(f"- tests: `lessons/{lesson.id}/tests/`; expected outputs: "
               f"`lessons/{lesson.id}/expected/`")
    out.append("")
    out.append("The starter file as the course gives it:")
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

def lesson_pages(root, edition, api=None):
    lessons = [l for l in all_lessons(root) if l.exists]
    by_dir = {l.dir: l for l in lessons}
    pages = []
    for lesson in lessons:
        label = page_label(lesson)
        if os.path.isfile(lesson.readme):
            writer = docs_pages.PageWriter(root, edition, lesson.readme, label, by_dir,
                                           _api_for(api or {}, root, lesson))
            page = writer.write(lesson.id, lambda title, l=lesson: page_title(l, title))
        else:
            page = docs_pages.Page(label, f"# {page_title(lesson, lesson.id)} {{#{label}}}\n\n"
                                          "The text of this lesson is not written yet.\n")
        extra = _file_list(root, lesson)
        if edition == editions.INSTRUCTOR:
            extra += _instructor_notes(root, lesson)
        page.text += "\n" + "\n".join(extra) + "\n"
        thumb = thumbnail(lesson, page)
        if thumb and thumb not in page.copies:
            page.copies[thumb] = os.path.join(root, thumb)
        pages.append((lesson, page))
    summaries = you_write(root)
    writes = "The student writes" if edition == editions.INSTRUCTOR else "You write"
    for i, (lesson, page) in enumerate(pages):
        title, _, body = page.text.partition("\n")
        nav = _nav(pages, i)
        summary = summaries.get(lesson.id)      # the page's brief: the lessons index shows it
        brief = f"@brief {writes}: {summary}.\n\n" if summary else ""
        page.text = f"{title}\n\n{brief}[TOC]\n\n{nav}\n{body.rstrip()}\n\n{nav}\n"
    return pages


# --- the main page --------------------------------------------------------------------------
def _inline_markdown(text):
    """A table cell's Markdown for an HTML block: `code` as <code>, the rest escaped."""
    parts = re.split(r"(`[^`]+`)", text)
    return "".join(f"<code>{html_escape(p[1:-1])}</code>" if p.startswith("`") else
                   html_escape(p) for p in parts)


def lesson_map(root, pages, edition):
    """The lessons, one row each: picture, number and title, what the student writes, API."""
    written = {l.id: (l, p) for l, p in pages}
    summaries = you_write(root)
    writes = "The student writes" if edition == editions.INSTRUCTOR else "You write"
    rows = ['<div class="lesson-map">']
    for lesson in all_lessons(root):
        if lesson.id not in written:
            rows.append(f'<div class="lesson-row coming"><div class="thumb"></div>'
                        f'<div class="lesson-about"><div class="lesson-title">Lesson '
                        f'{lesson.number}: coming, not written yet</div></div></div>')
            continue
        page = written[lesson.id][1]
        thumb = thumbnail(lesson, page)
        # A lesson with no picture in this edition keeps the column, unlinked (Doxygen
        # refuses a <div> inside a link).
        picture = '<div class="thumb"></div>'
        if thumb:
            tag = docs_pages.thumbnail_tag(thumb, f"the picture of lesson {lesson.number}",
                                           docs_pages.png_size(page.copies.get(thumb, "")))
            picture = f'<a class="thumb-link" href="{page_label(lesson)}.html">{tag}</a>'
        summary = summaries.get(lesson.id, "")
        about = (f'<div class="lesson-write">{writes}: {_inline_markdown(summary)}</div>'
                 if summary else "")
        # The student's API only: the lesson's other headers are given code (its cases, its
        # random inputs, its drawing), listed on the lesson's page and in the API reference.
        api = os.path.basename(lesson.api_header)
        rows.append(f'<div class="lesson-row">{picture}<div class="lesson-about">'
                    f'<div class="lesson-title">@ref {page_label(lesson)}</div>{about}'
                    f'<div class="lesson-api">API: @ref {api_group(lesson)} "{api}"</div>'
                    f'</div></div>')
    rows.append("</div>")
    return "\n".join(rows)


def edition_text(text, edition):
    """The template with the other edition's `<!-- only EDITION -->` ... `<!-- end only -->`
    blocks taken out."""
    def keep(m):
        return m.group(2) if m.group(1) == edition else ""
    return re.sub(r"<!-- only (\w+) -->\n?(.*?)<!-- end only -->\n?", keep, text, flags=re.S)



def main_page(root, edition, pages):
    template = edition_text(_read(os.path.join(root, DOCS, "mainpage.md")), edition)
    shared = ", ".join(f"@ref {_rel(root, h)}" for h in shared_headers(root))
    text = (template.replace("@LESSON_MAP@", lesson_map(root, pages, edition))
            .replace("@SHARED_API@", shared))
    if edition == editions.INSTRUCTOR:
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


# --- running Doxygen ------------------------------------------------------------------------
def html_header(work, awesome):
    """Doxygen's own page header, with doxygen-awesome-css's scripts added to it."""
    header = os.path.join(work, "header.html")
    subprocess.run(["doxygen", "-w", "html", header, os.path.join(work, "footer.html"),
                    os.path.join(work, "unused.css")], cwd=work, capture_output=True)
    text = _read(header)
    if awesome:
        scripts = "".join(f'<script type="text/javascript" src="$relpath^{js}"></script>\n'
                          for js in AWESOME_JS)
        scripts += ("<script type=\"text/javascript\">\n"
                    "DoxygenAwesomeDarkModeToggle.init();\n"
                    "DoxygenAwesomeFragmentCopyButton.init();\n"
                    "DoxygenAwesomeParagraphLink.init();\n"
                    "DoxygenAwesomeInteractiveToc.init();\n"
                    # without Doxygen's tree view the window scrolls, not #doc-content
                    "window.addEventListener('scroll', () => "
                    "DoxygenAwesomeInteractiveToc.update());\n</script>\n")
        text = text.replace("</head>", scripts + "</head>")
    with open(header, "w", encoding="utf-8") as f:
        f.write(text)
    return header


def doxyfile(root, edition, work, out, inputs, header, awesome):
    template = _read(os.path.join(root, DOCS, "Doxyfile.in"))
    sheets = [os.path.join(awesome, c) for c in AWESOME_CSS] if awesome else []
    sheets.append(os.path.join(root, DOCS, "course.css"))
    scripts = [os.path.join(awesome, js) for js in AWESOME_JS] if awesome else []
    values = {
        "PROJECT_NAME": "\"Collision detection, one picture at a time\"",
        "PROJECT_BRIEF": f"\"A C++ course · {edition} edition\"",
        "OUTPUT_DIRECTORY": f"\"{os.path.dirname(out)}\"",
        "HTML_OUTPUT": f"\"{os.path.basename(out)}\"",
        "INPUT": " ".join(f"\"{p}\"" for p in inputs),
        "STRIP_FROM_PATH": f"\"{root}\"",
        "WARN_LOGFILE": f"\"{os.path.join(work, 'warnings.log')}\"",
        "HEADER": f"\"{header}\"",
        "STYLESHEETS": " ".join(f"\"{s}\"" for s in sheets),
        "EXTRA_FILES": " ".join(f"\"{s}\"" for s in scripts),
        "LAYOUT_FILE": f"\"{os.path.join(root, DOCS, 'DoxygenLayout.xml')}\"",
    }
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    return template


def generate(edition, root=ROOT, log=print):
    """Builds one edition; returns the list of problems (empty when all went well)."""
    if edition == editions.INSTRUCTOR and not editions.has_solutions(root):
        return ["this copy of the course has no solutions/: only the student edition exists"]
    work = os.path.join(docs_dir(root), ".work", edition)
    out = html_dir(edition, root)
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(work)
    lessons = [l for l in all_lessons(root) if l.exists]
    all_headers = shared_headers(root) + [h for l in lessons for h in headers(root, l)]
    pages = lesson_pages(root, edition, api_names(root, work, all_headers))
    problems = [p for _l, page in pages for p in page.problems]
    inputs = []
    for lesson, page in pages:
        path = os.path.join(work, f"{page.label}.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page.text)
        inputs.append(path)
    mainpage = os.path.join(work, "mainpage.md")
    with open(mainpage, "w", encoding="utf-8") as f:
        f.write(main_page(root, edition, pages))
    groups = os.path.join(work, "api.dox")
    with open(groups, "w", encoding="utf-8") as f:
        f.write(groups_dox(root, pages))
    inputs = [mainpage, os.path.join(root, DOCS, "namespaces.dox"), groups] + inputs
    inputs += all_headers
    awesome = awesome_dir()
    if awesome is None:
        log(f"course: note: {AWESOME} is missing (Debian: apt-get install {AWESOME}), so the "
            "docs use Doxygen's own style")
    config = os.path.join(work, "Doxyfile")
    with open(config, "w", encoding="utf-8") as f:
        f.write(doxyfile(root, edition, work, out, inputs, html_header(work, awesome), awesome))
    log(f"course: doxygen, {edition} edition, {len(pages)} lessons -> "
        f"{os.path.relpath(out, root) if out.startswith(root) else out}")
    run = subprocess.run(["doxygen", config], cwd=work, capture_output=True, text=True,
                         errors="replace")
    warnings_log = os.path.join(work, "warnings.log")
    warnings = _read(warnings_log).strip().splitlines() if os.path.isfile(warnings_log) else []
    warnings = [w.replace(root + os.sep, "").replace(work + os.sep, "") for w in warnings]
    problems += [f"doxygen: {w}" for w in warnings if w.strip()]
    if run.returncode != 0 and not warnings:
        problems.append("doxygen failed: " + (run.stderr.strip() or run.stdout.strip())[-800:])
    for _lesson, page in pages:
        for dest, src in page.copies.items():
            target = os.path.join(out, dest)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(src, target)
    if os.path.isfile(os.path.join(out, "index.html")):
        required = [f"{page.label}.html" for _l, page in pages]
        required += [dest for _l, page in pages for dest in page.copies
                     if dest.endswith((".png", ".jpg", ".svg", ".gif"))]
        problems += linkcheck.check(out, "index.html", required)
        problems += linkcheck.unrendered(out)
    return problems
