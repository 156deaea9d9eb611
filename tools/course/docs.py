"""`./course docs`: the course as HTML, made by Doxygen, in two editions from the same sources.

    BUILD/docs/student/index.html      lessons, starter code, API reference; no solution code
    BUILD/docs/instructor/index.html   the same plus the reference solutions, the mistakes
                                       catalogue and the grading manifest

BUILD is build.build_dir() (build/, or $COURSE_BUILD_DIR). The pages Doxygen reads are
generated into BUILD/docs/.work/EDITION/ from docs/Doxyfile.in, docs/mainpage.md and each
lesson's README.md (see docs_pages.py). Doxygen warnings are errors: the build fails and lists
them. A link check of the result follows (linkcheck.py).
"""

import glob
import os
import re
import shutil
import subprocess

from . import build, docs_pages, linkcheck, mistakes
from .docs_pages import code_block, html_escape, page_label
from .lessons import ROOT, all_lessons

EDITIONS = ("student", "instructor")
DOCS = "docs"


def docs_dir(root=ROOT):
    return os.path.join(build.build_dir(root), "docs")


def html_dir(edition, root=ROOT):
    return os.path.join(docs_dir(root), edition)


def has_solutions(root):
    return os.path.isdir(os.path.join(root, "solutions"))


# --- what goes in ---------------------------------------------------------------------------
def headers(root, lesson):
    return sorted(glob.glob(os.path.join(lesson.dir, "*.hpp")))


def shared_headers(root):
    return [os.path.join(root, "gfx", "canvas.hpp")] + sorted(
        glob.glob(os.path.join(root, "lessons", "common", "*.hpp")))


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


def _file_list(root, lesson):
    """The closing section of a lesson page: its files, and the starter as it is given."""
    out = ["", "## The files of this lesson", ""]
    for h in headers(root, lesson):
        out.append(f"- header: @ref {_rel(root, h)} (its documented API)")
    files = lesson.student_files() if os.path.isdir(os.path.join(lesson.dir, "starter")) else []
    for name in files:
        out.append(f"- your file: `lessons/{lesson.id}/starter/{name}`")
    out.append(f"- tests: `lessons/{lesson.id}/tests/`; expected outputs: "
               f"`lessons/{lesson.id}/expected/`")
    out.append("")
    out.append("The starter file as the course gives it:")
    out.append("")
    for name in files:
        path = os.path.join(lesson.dir, "starter", name)
        out.append(code_block(_rel(root, path), _read(path).rstrip("\n").split("\n")))
    return out


def _instructor_notes(root, lesson):
    """Reference solution, mistakes catalogue (each as its patch against the reference), grading."""
    label = page_label(lesson)
    out = ["", f"## Instructor notes {{#{label}_instructor}}", "",
           "### Reference solution", ""]
    reference = {}
    starter = os.path.join(lesson.dir, "starter")
    for name in lesson.student_files() if os.path.isdir(starter) else []:
        path = os.path.join(lesson.solution_dir, name)
        if os.path.isfile(path):
            reference[name] = _read(path).rstrip("\n").split("\n")
            out.append(code_block(_rel(root, path), reference[name]))
    names = lesson.mistakes()
    out += ["", f"### Mistakes catalogue ({len(names)})", "",
            "Each mistake is a patch against the reference: `./course test` builds the wrong "
            "file from it and checks that at least one test of the lesson fails on it.", ""]
    patches = {m: mistakes.read_patch(mistakes.patch_path(lesson, m)) for m in names}
    for m in names:
        out.append(f"- <b>{html_escape(m)}</b>: {html_escape(mistakes.description(patches[m]))}")
    for m in names:
        path = mistakes.patch_path(lesson, m)
        out += ["", f"<div class=\"codefile\">{html_escape(_rel(root, path))}</div>", "",
                "~~~{.unparsed}", *mistakes.diff_part(patches[m]).rstrip("\n").split("\n"),
                "~~~"]
    return out + _grading(root, lesson)


def grading_manifest(root):
    """The grader's manifest files, when the grader is there (instructor edition only)."""
    found = []
    for pattern in ("manifest*", "*.manifest"):
        found += glob.glob(os.path.join(root, "grader", pattern))
    return sorted(set(p for p in found if os.path.isfile(p)))


_MANIFEST_LESSON = re.compile(r'^\s*lesson\(\s*["\'](\d\d-[a-z0-9]+)["\']\s*\)')


def manifest_parts(root):
    """{lesson id: lines} cut from the manifest at each `lesson("NN-name")` line (a block
    runs to the next one), plus "" for what comes before the first: the common part."""
    parts = {}
    for path in grading_manifest(root):
        current = ""
        for line in _read(path).rstrip("\n").split("\n"):
            m = _MANIFEST_LESSON.match(line)
            if m:
                current = m.group(1)
            parts.setdefault(current, []).append(line)
    for lines in parts.values():
        while lines and (not lines[-1].strip() or set(lines[-1].strip()) <= set("# -")):
            lines.pop()        # the separator comment that opens the next block
    return parts


def _grading(root, lesson):
    manifests = grading_manifest(root)
    if not manifests:
        return []
    lines = manifest_parts(root).get(lesson.id)
    where = ", ".join(_rel(root, p) for p in manifests)
    if not lines:
        return ["", "### Grading", "", f"The grading manifest ({where}) has no part for this "
                "lesson yet."]
    return ["", "### Grading", "", f"The checks and their points, from {where} (the grader "
            "computes every expected value from the reference at grading time):", "",
            code_block(where.split(", ")[0], lines)]


# --- the pages ------------------------------------------------------------------------------
def lesson_pages(root, edition):
    lessons = [l for l in all_lessons(root) if l.exists]
    by_dir = {l.dir: l for l in lessons}
    pages = []
    for lesson in lessons:
        label = page_label(lesson)
        if os.path.isfile(lesson.readme):
            page = docs_pages.PageWriter(root, edition, lesson.readme, label, by_dir).write(
                f"Lesson {lesson.number}")
        else:
            page = docs_pages.Page(label, f"# Lesson {lesson.id} {{#{label}}}\n\n"
                                          "The text of this lesson is not written yet.\n")
        extra = _file_list(root, lesson)
        if edition == "instructor":
            extra += _instructor_notes(root, lesson)
        page.text += "\n" + "\n".join(extra) + "\n"
        thumb = thumbnail(lesson, page)
        if thumb and thumb not in page.copies:
            page.copies[thumb] = os.path.join(root, thumb)
        pages.append((lesson, page))
    return pages


def lesson_map(root, pages):
    rows = ['<table class="lesson-map">']
    written = {l.id: (l, p) for l, p in pages}
    for lesson in all_lessons(root):
        if lesson.id not in written:
            rows.append(f'<tr class="coming"><td><div class="thumb"></div></td>'
                        f'<td class="number">{lesson.number}</td>'
                        f'<td>{lesson.id}: coming, not written yet</td><td></td></tr>')
            continue
        thumb = thumbnail(lesson, written[lesson.id][1])
        img = (f'<a href="{page_label(lesson)}.html"><img src="{thumb}" class="thumb" '
               f'alt="the picture of lesson {lesson.number}"></a>') if thumb else \
            '<div class="thumb"></div>'
        api = "<br>".join(f"@ref {_rel(root, h)}" for h in headers(root, lesson))
        rows.append(f'<tr><td>{img}</td><td class="number">{lesson.number}</td>'
                    f'<td>@ref {page_label(lesson)}</td><td>{api}</td></tr>')
    rows.append("</table>")
    return "\n".join(rows)


def main_page(root, edition, pages):
    template = _read(os.path.join(root, DOCS, "mainpage.md"))
    if edition == "instructor":
        note = ("This is the <b>instructor edition</b>: every lesson page ends with its "
                "reference solution, its catalogue of named mistakes and, where the grader is "
                "present, the grading manifest. Give students the student edition "
                "(`./course docs`, or `./course release OUT`).")
    else:
        note = ("This is the <b>student edition</b>: the lessons, the starter code and the "
                "API you implement. The reference solutions are not in it.")
    shared = ", ".join(f"@ref {_rel(root, h)}" for h in shared_headers(root))
    text = (template.replace("@EDITION_NOTE@", note)
            .replace("@LESSON_MAP@", lesson_map(root, pages))
            .replace("@SHARED_API@", shared))
    if edition == "instructor":
        text += "\n## Grading\n\n"
        manifests = grading_manifest(root)
        if not manifests:
            text += "The grader is not in this checkout (no grader/manifest file).\n"
        else:
            common = manifest_parts(root).get("", [])
            text += (f"Each lesson page ends with its part of {_rel(root, manifests[0])}, the "
                     "grader's manifest; its common part:\n\n")
            text += code_block(_rel(root, manifests[0]), common) + "\n"
    return text


# --- running Doxygen ------------------------------------------------------------------------
def doxyfile(root, edition, work, out, inputs, mainpage):
    template = _read(os.path.join(root, DOCS, "Doxyfile.in"))
    values = {
        "PROJECT_NAME": "\"Collision detection course\"",
        "PROJECT_BRIEF": f"\"{edition} edition\"",
        "OUTPUT_DIRECTORY": f"\"{os.path.dirname(out)}\"",
        "HTML_OUTPUT": f"\"{os.path.basename(out)}\"",
        "INPUT": " ".join(f"\"{p}\"" for p in inputs),
        "MAINPAGE": f"\"{mainpage}\"",
        "STRIP_FROM_PATH": f"\"{root}\"",
        "WARN_LOGFILE": f"\"{os.path.join(work, 'warnings.log')}\"",
        "STYLESHEET": f"\"{os.path.join(root, DOCS, 'course.css')}\"",
        "LAYOUT_FILE": f"\"{os.path.join(root, DOCS, 'DoxygenLayout.xml')}\"",
    }
    for key, value in values.items():
        template = template.replace(f"@{key}@", value)
    return template


def generate(edition, root=ROOT, log=print):
    """Builds one edition; returns the list of problems (empty when all went well)."""
    if edition == "instructor" and not has_solutions(root):
        return ["this copy of the course has no solutions/: only the student edition exists"]
    work = os.path.join(docs_dir(root), ".work", edition)
    out = html_dir(edition, root)
    shutil.rmtree(work, ignore_errors=True)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(work)
    pages = lesson_pages(root, edition)
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
    inputs = [mainpage, os.path.join(root, DOCS, "namespaces.dox")] + inputs
    inputs += shared_headers(root)
    for lesson, _page in pages:
        inputs += headers(root, lesson)
    config = os.path.join(work, "Doxyfile")
    with open(config, "w", encoding="utf-8") as f:
        f.write(doxyfile(root, edition, work, out, inputs, mainpage))
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
    return problems
