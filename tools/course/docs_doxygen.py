"""`./course docs`, the runs of Doxygen: the pages docs.py writes, for each language, into an
edition's folder, then the link check of the whole folder (see docs.py and docs_languages.py).

Doxygen warnings are errors: the build fails and lists them. A link check of the result
follows, over every language's pages, and a check that no Markdown was left unrendered
(linkcheck.py).
"""

import os
import shutil
import subprocess
import xml.etree.ElementTree as ET

from . import docs_languages, docs_search, editions, figures, linkcheck
from .docs import (AWESOME, AWESOME_CSS, AWESOME_JS, DOCS, _read, all_lessons, awesome_dir,
                   docs_dir, glossary_page, groups_dox, headers, html_dir, lesson_pages,
                   main_page, main_template, shared_headers)
from .docs_languages import words
from .language import COURSE, ENGLISH

_ = COURSE.gettext
from .lessons import ROOT

COURSE_JS = "course.js"         # docs/course.js, beside course.css
FIGURE_JS = "figure.js"         # docs/figure.js: the lessons' live figures (figures.py)


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



def html_header(work, awesome, language=ENGLISH):
    """Doxygen's own page header, in @p language (its `lang`), with doxygen-awesome-css's
    scripts added to it."""
    header = os.path.join(work, "header.html")
    subprocess.run(["doxygen", "-w", "html", header, os.path.join(work, "footer.html"),
                    os.path.join(work, "unused.css")], cwd=work, capture_output=True)
    text = _read(header)
    text = text.replace('<html xmlns="http://www.w3.org/1999/xhtml">',
                        f'<html xmlns="http://www.w3.org/1999/xhtml" '
                        f'lang="{words(language)["html"]}">', 1)
    # the course's own script (docs/course.js: asides open where a link leads), with or
    # without the theme
    course_js = "".join(f'<script type="text/javascript" src="$relpath^{js}"></script>\n'
                        for js in (COURSE_JS, FIGURE_JS))
    text = text.replace("</head>", course_js + "</head>")
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


def doxyfile(root, edition, work, out, inputs, header, awesome, language=ENGLISH):
    """The Doxyfile of one run: the English one writes the tag file of the API, a translated
    one reads it (its pages link into the English folder above) and has its own layout."""
    template = _read(os.path.join(root, DOCS, "Doxyfile.in"))
    sheets = [os.path.join(awesome, c) for c in AWESOME_CSS] if awesome else []
    sheets.append(os.path.join(root, DOCS, "course.css"))
    scripts = [os.path.join(awesome, js) for js in AWESOME_JS] if awesome else []
    scripts += [os.path.join(root, DOCS, js) for js in (COURSE_JS, FIGURE_JS)]
    said = words(language)
    layout = os.path.join(root, DOCS, "DoxygenLayout.xml")
    tag = os.path.join(work, "api.tag")
    if language != ENGLISH:
        layout = docs_languages.layout(layout, language, os.path.join(work, "layout.xml"))
    values = {
        "PROJECT_NAME": f"\"{said['project']}\"",
        "PROJECT_BRIEF": "\"" + said["brief"].format(
            edition=said.get(f"edition_{edition}", edition)) + "\"",
        "OUTPUT_DIRECTORY": f"\"{os.path.dirname(out)}\"",
        "HTML_OUTPUT": f"\"{os.path.basename(out)}\"",
        "INPUT": " ".join(f"\"{p}\"" for p in inputs),
        "STRIP_FROM_PATH": f"\"{root}\"",
        "WARN_LOGFILE": f"\"{os.path.join(work, 'warnings.log')}\"",
        "HEADER": f"\"{header}\"",
        "STYLESHEETS": " ".join(f"\"{s}\"" for s in sheets),
        "EXTRA_FILES": " ".join(f"\"{s}\"" for s in scripts),
        "LAYOUT_FILE": f"\"{layout}\"",
        "OUTPUT_LANGUAGE": said["doxygen"],
        "GENERATE_TAGFILE": f"\"{tag}\"" if language == ENGLISH else "",
        "TAGFILES": f"\"{tag}=..\"" if language != ENGLISH else "",
    }
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    return template


def _write_inputs(root, edition, work, pages, language):
    """Writes the pages Doxygen reads into @p work; returns their paths, the main page first."""
    mainpage = os.path.join(work, "mainpage.md")
    with open(mainpage, "w", encoding="utf-8") as f:
        f.write(main_page(root, edition, pages, language))
    inputs = [mainpage]
    if language == ENGLISH:
        groups = os.path.join(work, "api.dox")
        with open(groups, "w", encoding="utf-8") as f:
            f.write(groups_dox(root, pages))
        inputs += [os.path.join(root, DOCS, "namespaces.dox"), groups]
    for _lesson, page in pages:
        path = os.path.join(work, f"{page.label}.md")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page.text)
        inputs.append(path)
    return inputs


def _run(root, edition, language, api, english_work, log, figures=None):
    """One Doxygen run: the English pages and the API into the edition's folder, or a
    translation's pages into its sub-folder. Returns (problems, the pages made)."""
    base = os.path.join(docs_dir(root), ".work", edition)
    work = base if language == ENGLISH else f"{base}-{language}"
    out = os.path.join(html_dir(edition, root), docs_languages.folder(language)).rstrip(os.sep)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    lessons = [l for l in all_lessons(root) if l.exists]
    all_headers = shared_headers(root) + [h for l in lessons for h in headers(root, l)]
    if language == ENGLISH:
        api.update(api_names(root, work, all_headers))
    else:
        docs_languages.shared_tagfile(os.path.join(english_work, "api.tag"),
                                      os.path.join(work, "api.tag"))
    pages = lesson_pages(root, edition, api, language, log, figures)
    glossary = glossary_page(root, edition, language)
    everything = pages + ([(None, glossary)] if glossary else [])
    problems = [p for _l, page in everything for p in page.problems]
    inputs = _write_inputs(root, edition, work, pages, language)
    inputs += [] if glossary is None else [_write_page(work, glossary)]
    inputs += all_headers if language == ENGLISH else []
    awesome = awesome_dir()
    if awesome is None and language == ENGLISH:
        log(_("course: note: {package} is missing (Debian: apt-get install {package}), so the "
              "docs use Doxygen's own style").format(package=AWESOME))
    config = os.path.join(work, "Doxyfile")
    with open(config, "w", encoding="utf-8") as f:
        f.write(doxyfile(root, edition, work, out, inputs,
                         html_header(work, awesome, language), awesome, language))
    log(_("course: doxygen, {edition} edition ({language}), {count} lessons -> {out}").format(
        edition=edition, language=words(language)["name"], count=len(pages),
        out=os.path.relpath(out, root) if out.startswith(root) else out))
    problems += _doxygen(root, work, config)
    for _lesson, page in everything:
        for dest, src in page.copies.items():
            target = os.path.join(out, dest)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(src, target)
    return problems, everything, work


def _write_page(work, page):
    path = os.path.join(work, f"{page.label}.md")
    with open(path, "w", encoding="utf-8") as f:
        f.write(page.text)
    return path


def _doxygen(root, work, config):
    run = subprocess.run(["doxygen", config], cwd=work, capture_output=True, text=True,
                         errors="replace")
    warnings_log = os.path.join(work, "warnings.log")
    warnings = _read(warnings_log).strip().splitlines() if os.path.isfile(warnings_log) else []
    warnings = [w.replace(root + os.sep, "").replace(work + os.sep, "") for w in warnings]
    problems = [f"doxygen: {w}" for w in warnings if w.strip()]
    if run.returncode != 0 and not warnings:
        problems.append("doxygen failed: " + (run.stderr.strip() or run.stdout.strip())[-800:])
    return problems


def generate(edition, root=ROOT, log=print):
    """Builds one edition in every language whose main page is written; returns the list of
    problems (empty when all went well)."""
    if edition == editions.INSTRUCTOR and not editions.has_solutions(root):
        return ["this copy of the course has no solutions/: only the student edition exists"]
    out = html_dir(edition, root)
    shutil.rmtree(out, ignore_errors=True)
    problems, required, api, english_work = [], [], {}, None
    built = figures.build_all(edition, out, root, log)
    problems += figures.problems(edition, built)
    for language in docs_languages.languages():
        if not os.path.isfile(main_template(root, language)):
            log(_("course: note: {file} is missing: no {language} docs").format(
                file=os.path.relpath(main_template(root, language), root),
                language=words(language)["name"]))
            continue
        found, pages, work = _run(root, edition, language, api, english_work, log, built)
        english_work = english_work or work
        problems += found
        here = docs_languages.folder(language)
        required += [os.path.join(here, f"{page.label}.html") for _l, page in pages]
        required += [os.path.join(here, dest) for _l, page in pages for dest in page.copies
                     if dest.endswith((".png", ".jpg", ".svg", ".gif"))]
        if language != ENGLISH and os.path.isdir(os.path.join(out, here, "search")):
            docs_search.index_pages(os.path.join(out, here), pages)
            problems += docs_search.problems(os.path.join(out, here), pages)
    if os.path.isfile(os.path.join(out, "index.html")):
        problems += linkcheck.check(out, "index.html", required)
        problems += linkcheck.unrendered(out)
    return problems
