"""`./course release OUT`: the copy of the course that students get.

What stays out:
- what editions.py says is the instructor's: solutions/, grader/, the instructor's commands
  (tools/course/commands/instructor/), the authors' guide and the tools that need solutions/;
- build folders, .git, .course/ and other git-ignored files (new files that git does not
  ignore are taken, so a release can be tried before committing).
What changes:
- README.md is the student's own (from docs/student-README.md.in), and so is README.ko.md
  (from docs/student-README.ko.md.in, where the translation is written), a link each way at
  the top of both; every Korean chapter and hint goes as its English does;
- each lesson's starter/ is the course's starter as it ships (its .starter/ copy), whatever
  the instructor may have tried in this checkout;
- in every Markdown file, a code quotation from an instructor-only file becomes a short note
  (one for consecutive quotations; editions.hidden_code_note), a link into what the student
  edition lacks becomes its plain text (a picture goes, with its alt text, which describes what
  the copy does not show), an instructor's passage its note, and an aside for
  instructors goes (editions.passages); the docs' main page keeps its student blocks only.
The copy's own `./course`, `./course check NN` and `./course test` work: the CMake build skips
the solution track when solutions/ is missing, and the tools' tests skip what needs it.
The copy is written into a temporary folder beside OUT and renamed to OUT when it is whole, so
that a failure leaves nothing half-written.
"""

import os
import shutil
import subprocess
import tempfile

from . import editions
from .errors import UsageError
from .language import COURSE, ENGLISH, LANGUAGES, N_, language_of, translation_path
from .lessons import all_lessons

_ = COURSE.gettext

NEVER = {".git", "build", ".course", "__pycache__", "compile_commands.json"}


def course_files(root):
    """The course's files, relative, '/'-separated: the working tree's files that git does not
    ignore (tracked or new), or, outside git, every file but build output and local state."""
    if os.path.isdir(os.path.join(root, ".git")) and shutil.which("git"):
        run = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard"],
                             capture_output=True, text=True)
        if run.returncode == 0:
            return sorted(p for p in run.stdout.split("\0")
                          if p and os.path.isfile(os.path.join(root, p)))
    out = []
    for dirpath, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in NEVER and not d.startswith("build"))
        for name in files:
            if name not in NEVER and not name.endswith(".pyc"):
                out.append(os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/"))
    return sorted(out)


def student_markdown(text, source_rel="", lesson=None):
    """A Markdown text (the file @p source_rel, a chapter of @p lesson or None) with each run
    of quotations from instructor-only files turned into one note and links into what the
    student edition lacks turned into their text."""
    language = language_of(source_rel)
    if editions.is_main_page(source_rel):
        text = editions.edition_text(text, editions.STUDENT)
    text = editions.passages(text, editions.STUDENT, language)
    out, pos, noted = [], 0, set()
    for block, hidden, joins in editions.quotations(text):
        if not hidden:
            continue
        if joins:
            pos = block.end()
            continue
        ref = block.group("ref")
        starter = editions.own_starter(ref, lesson)
        heading, sentence = editions.hidden_code_note(ref, starter, starter in noted, language)
        noted.add(starter)
        out += [text[pos:block.start()], f"> **{heading}** {sentence}\n"]
        pos = block.end()
    out.append(text[pos:])

    def link(m):     # a link becomes its text; a picture goes whole, its alt text too
        if not editions.hides_link(source_rel, m.group(3)):
            return m.group(0)
        return "" if m.group(1) else m.group(2)
    return editions.LINK.sub(link, "".join(out))


def chapter_lessons(root):
    """{relative path of a chapter, in every language: its Lesson}: what student_markdown is
    told of each chapter it renders (the release and the Gradescope bundle render alike)."""
    return {os.path.relpath(lesson.readme_in(language), root).replace(os.sep, "/"): lesson
            for lesson in all_lessons(root) for language in LANGUAGES}


def check_target(root, out):
    """Raises UsageError unless OUT is a new or empty folder outside the course."""
    real_root, real_out = os.path.realpath(root), os.path.realpath(out)
    if real_out == real_root or real_out.startswith(real_root + os.sep):
        raise UsageError(_("{out} is inside the course itself; name a folder outside it").format(
            out=out))
    if real_root.startswith(real_out + os.sep):
        raise UsageError(_("{out} holds the course itself; name a new, empty folder").format(
            out=out))
    if os.path.exists(out) and (not os.path.isdir(out) or os.listdir(out)):
        raise UsageError(_("{out} exists and is not an empty folder; name a new one").format(
            out=out))


TEMPLATE = os.path.join("docs", "student-README.md.in")
_COLUMN = "`lessons/{id}/starter/`"
_COMING = N_("{id}: coming")


def language_links(language):
    """The line at the top of the README in @p language that leads to it in the others."""
    return " · ".join(f"[{LANGUAGES[other].name}]({readme_name(other)})"
                      for other in LANGUAGES if other != language)


def readme_name(language=ENGLISH):
    return translation_path("README.md", language)


def template(root, language=ENGLISH):
    """The student README's template in @p language, or None when it is not written or the
    top README it takes its opening from is not (the translation check names what is
    missing)."""
    path = os.path.join(root, translation_path(TEMPLATE, language))
    written = os.path.isfile(os.path.join(root, readme_name(language)))
    return path if written and os.path.isfile(path) else None


def course_intro(root, language=ENGLISH):
    """The course's title and first paragraph, as the instructor's README in @p language has
    them (a line that only links to the other language left out): the student README opens
    with the same words, written once."""
    with open(os.path.join(root, readme_name(language)), encoding="utf-8") as f:
        text = f.read()
    links = {language_links(code) for code in LANGUAGES}
    paragraphs = [p for p in text.split("\n\n") if p.strip() not in links]
    return "\n\n".join(paragraphs[:2]).strip()


def student_readme(root, language=ENGLISH):
    with open(template(root, language), encoding="utf-8") as f:
        text = f.read()
    text = text.replace("@INTRO@", course_intro(root, language))
    rows = []
    for lesson in all_lessons(root):
        if not lesson.exists:
            coming = COURSE.in_language(language)(_COMING).format(id=lesson.id)
            rows.append(f"| {lesson.number} | {coming} | |")
            continue
        chapter = lesson.readme_in(language)
        if not os.path.isfile(chapter):       # not translated yet: the English chapter
            chapter = lesson.readme
        rel = os.path.relpath(chapter, root).replace(os.sep, "/")
        title = lesson.title_in(language_of(chapter))
        rows.append(f"| {lesson.number} | [{title}]({rel}) | {_COLUMN.format(id=lesson.id)} |")
    text = text.replace("@LESSONS@", "\n".join(rows))
    others = [o for o in LANGUAGES if o != language and template(root, o)]
    return f"{language_links(language)}\n\n{text}" if others else text


def student_readmes(root):
    """{file name in the copy: text}: the student README in every language it is written in."""
    return {readme_name(language): student_readme(root, language)
            for language in LANGUAGES if template(root, language)}


def _starters(root):
    """{relative path of a student file: the course's starter bytes}: what each lesson's
    starter/ holds in the copy."""
    out = {}
    for lesson in all_lessons(root):
        for name, data in lesson.pristine_files().items():
            out[f"lessons/{lesson.id}/starter/{name}"] = data
    return out


def make(root, out):
    """Writes the student edition into OUT; returns (files written, files left out)."""
    check_target(root, out)
    if not os.path.isfile(os.path.join(root, TEMPLATE)):
        raise UsageError(_("{template} is missing: this checkout cannot write a student edition "
                           "(run ./course release from the instructor's repository)").format(
            template=TEMPLATE))
    readmes = student_readmes(root)
    starters = _starters(root)
    kept, dropped = [], []
    for rel in course_files(root):
        (dropped if editions.instructor_only(rel) else kept).append(rel)
    chapters = chapter_lessons(root)
    parent = os.path.dirname(os.path.abspath(out))
    if not os.path.isdir(parent):
        raise UsageError(_("{parent} does not exist: name a folder whose parent exists").format(
            parent=parent))
    work = tempfile.mkdtemp(prefix=".course-release-", dir=parent)
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(work, 0o777 & ~umask)      # mkdtemp's folder is private; OUT is not
    try:
        for rel in kept:
            src, dest = os.path.join(root, rel), os.path.join(work, rel)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            if rel in readmes:
                continue
            if rel in starters:
                with open(dest, "wb") as f:
                    f.write(starters[rel])
                shutil.copymode(src, dest)
            elif rel.endswith(".md"):
                with open(src, encoding="utf-8") as f:
                    text = f.read()
                with open(dest, "w", encoding="utf-8") as f:
                    f.write(student_markdown(text, rel, chapters.get(rel)))
                shutil.copymode(src, dest)
            else:
                shutil.copy2(src, dest)
        for rel, data in starters.items():     # a starter file the checkout has lost
            dest = os.path.join(work, rel)
            if not os.path.exists(dest):
                os.makedirs(os.path.dirname(dest), exist_ok=True)
                with open(dest, "wb") as f:
                    f.write(data)
                kept.append(rel)
        for name, text in readmes.items():
            with open(os.path.join(work, name), "w", encoding="utf-8") as f:
                f.write(text)
        if os.path.isdir(out):
            os.rmdir(out)          # check_target let it through: it is empty
        os.rename(work, out)
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    kept += [name for name in readmes if name not in kept]
    return kept, dropped
