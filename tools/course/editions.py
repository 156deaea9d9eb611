"""What belongs to which edition of the course.

The instructor's edition is the course's repository; the student edition is the copy
`./course release` writes from it, without the instructor's files listed here. The release
(release.py), the docs (docs.py, docs_pages.py), the commands and the tools' checks ask this
module; none of them decides it again. (CMake tells the editions apart by the same folder,
SOLUTIONS, as COURSE_HAS_SOLUTIONS.)
"""

import os
import re

from . import snippets
from .language import COURSE, ENGLISH, N_, english_path, language_of

STUDENT, INSTRUCTOR = "student", "instructor"
EDITIONS = (STUDENT, INSTRUCTOR)

# The folder that makes a checkout the instructor's: the references, the named mistakes, each
# lesson's grading and hidden cases.
SOLUTIONS = "solutions"

# Folders that are the instructor's, every file in them ('/'-separated, relative to the course).
INSTRUCTOR_FOLDERS = (
    f"{SOLUTIONS}/",
    "grader/",                              # the grader, its docs, its speed scripts (bench/)
    "tools/course/commands/instructor/",    # the instructor's commands (cli.py loads them)
)

# Single files that are the instructor's: the authors' guide and the student README's
# template, and the tools that need solutions/ or the grader.
INSTRUCTOR_FILES = (
    "docs/AUTHORING.md",
    "docs/student-README.md.in",
    "tools/check_cases_earned.py",       # runs the named mistakes
    "tools/check_new_lesson.py",         # copies a lesson's solutions/ folder
    "tools/check_no_solution_code.py",   # searches for solutions/' function bodies
    "tools/check_release.py",            # runs ./course release
    "tools/e2e_student.py",              # takes the references from solutions/
    "tools/measure_check.py",            # takes a reference from solutions/
    "tools/course/translation_check.py",  # the translations against the instructor's English
    "tools/tests/test_translations.py",  # (./course translations, for the course's authors)
    "tools/check_korean_runs.py",        # runs ./course grade (the grader)
    "tools/tests/test_english_prose.py",  # reads solutions/' check titles as names
    "tools/tests/test_chapters.py",      # compares the chapters' code with solutions/
    "docs/screenshot-report.png",        # the grader's report, shown by grader/README.md
    "docs/screenshot-report-phone.png",
)

# A Markdown link or picture: [text](target) or ![alt](target "title").
LINK = re.compile(r'(!?)\[([^\]]*)\]\(\s*([^)\s]+)(\s+"[^"]*")?\s*\)')
_EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def has_solutions(root):
    return os.path.isdir(os.path.join(root, SOLUTIONS))


def of(root):
    """INSTRUCTOR in the course's repository (it has solutions/), STUDENT in the copy
    `./course release` writes."""
    return INSTRUCTOR if has_solutions(root) else STUDENT


def _plain(rel):
    rel = rel.replace(os.sep, "/")
    while rel.startswith("./"):
        rel = rel[2:]
    return rel


def instructor_only(rel):
    """True for a path of the course (relative to its root) that the student edition lacks."""
    rel = _plain(rel)
    return rel.startswith(INSTRUCTOR_FOLDERS) or rel in INSTRUCTOR_FILES or \
        f"{rel}/" in INSTRUCTOR_FOLDERS or _english(rel) in INSTRUCTOR_FILES


def _english(rel):
    """The English file a translation (NAME.ko.md) translates, else @p rel: a translation of
    an instructor's file is the instructor's too (docs/student-README.ko.md.in)."""
    return english_path(rel) if language_of(rel) != ENGLISH else rel


def link_path(source_rel, target):
    """The path, relative to the course, that a link written in the file @p source_rel
    points at ("../../solutions/03-sat/sat.cpp#x" from lessons/03-sat/README.md ->
    "solutions/03-sat/sat.cpp"), or None for a web address, an anchor on the same page, or
    a path outside the course."""
    path = target.partition("#")[0]
    if not path or _EXTERNAL.match(path):
        return None
    if path.startswith("/"):
        rel = os.path.normpath(path.lstrip("/"))
    else:
        rel = os.path.normpath(os.path.join(os.path.dirname(_plain(source_rel)), path))
    rel = _plain(rel)
    return None if rel == ".." or rel.startswith("../") else rel


def hides_link(source_rel, target):
    """True when the student edition shows a link of @p source_rel to @p target as its text:
    it points into what that edition lacks."""
    rel = link_path(source_rel, target)
    return rel is not None and instructor_only(rel)


# --- passages of a text that only the instructor edition can follow -------------------------
# A passage names or runs what the student edition lacks: a benchmark's command, a reference's
# file, a check of the instructor's build. That edition shows its NOTE instead: as a quotation
# when the markers stand on lines of their own (with no NOTE, the "command" note of NOTES),
#   <!-- instructor: NOTE -->
#   ...
#   <!-- end instructor -->
# and as words in the sentence when they stand inside a paragraph (the note may be empty):
#   ... the test <!-- instructor: NOTE -->`03-sat/solution/box2d`<!-- end instructor --> ...
PASSAGE = re.compile(r"^<!-- instructor:(?P<note>[^>\n]*?)-->\n"
                     r"(?P<body>.*?)^<!-- end instructor -->\n", re.MULTILINE | re.DOTALL)
# What the student edition says in place of what it leaves out, in the language of the file it
# is written into (language.language_of), through the catalogs: the label of a passage's note,
# the note of a passage on lines of its own that gives none (most are a program's command), the
# notes that stand for hidden quoted code, and what a hidden link becomes.
NOTES = {
    "label": N_("Instructor edition."),
    "command": N_("The commands that build and run this are in the instructor edition, "
                  "which has it."),
    "your_part": N_("Your part."),
    "again": N_("The instructor edition shows the reference's code for this here."),
    "yours": N_("The instructor edition shows the reference's code here; in this edition you "
                "write it yourself, in `{starter}`."),
    # (it names no file: the student edition has none of the files it quotes)
    "elsewhere": N_("The code quoted here is shown in the instructor edition only."),
    "link": N_("{text} (instructor edition)"),
}
# An aside for instructors only (chapter.py): the student edition leaves it out whole, its
# markers too, in every language.
INSTRUCTORS_ASIDE = re.compile(r"^<!-- aside: instructors -->[ \t]*\n.*?"
                               r"^<!-- end aside -->[ \t]*(?:\n|\Z)", re.MULTILINE | re.DOTALL)
IN_SENTENCE = re.compile(r"<!-- instructor:(?P<note>[^>]*?)-->(?P<body>(?:(?!\n\n).)*?)"
                         r"<!-- end instructor -->", re.DOTALL)


def notes(language=ENGLISH):
    """The student edition's notes in @p language."""
    said = COURSE.in_language(language)
    return {key: said(note) for key, note in NOTES.items()}


def passages(text, edition=STUDENT, language=ENGLISH):
    """@p text (written in @p language) as @p edition shows it: each instructor passage kept
    (without its markers) in the instructor's, and in the student's replaced by its note;
    an aside for instructors kept in the instructor's, left out whole in the student's."""
    if edition == INSTRUCTOR:
        return IN_SENTENCE.sub(lambda m: m.group("body"),
                               PASSAGE.sub(lambda m: m.group("body"), text))
    said = notes(language)
    text = INSTRUCTORS_ASIDE.sub("", text)
    text = PASSAGE.sub(lambda m: f"> **{said['label']}** "
                       f"{m.group('note').strip() or said['command']}\n", text)
    return IN_SENTENCE.sub(lambda m: m.group("note").strip(), text)


# --- a text written for both editions, with blocks for one --------------------------------------
# The docs' main page (docs/mainpage.md, in every language) keeps a block between
# `<!-- only EDITION -->` and `<!-- end only -->` in that edition alone; the student copy's is
# written with its own blocks only (release.py), so that it names nothing the copy lacks.
MAIN_PAGE = "docs/mainpage.md"
_ONLY = re.compile(r"<!-- only (\w+) -->\n?(.*?)<!-- end only -->\n?", re.S)


def edition_text(text, edition):
    """@p text with the other edition's `<!-- only EDITION -->` ... `<!-- end only -->` blocks
    taken out (and the markers of its own)."""
    return _ONLY.sub(lambda m: m.group(2) if m.group(1) == edition else "", text)


def is_main_page(rel):
    """True for the docs' main page's template, in any language."""
    return _english(_plain(rel)) == MAIN_PAGE


# --- the note that stands where the student edition leaves out quoted code -------------------
def quotations(text, edition=STUDENT):
    """The code quotations of a Markdown text, in order, as (match, hidden, joins): hidden
    when @p edition lacks the quoted file; joins when it is hidden and only blank text
    separates it from the hidden one before it, so that one note stands for both."""
    last_hidden_end = None
    for block in snippets._BLOCK.finditer(text):
        hidden = edition == STUDENT and instructor_only(block.group("ref").partition("#")[0])
        joins = hidden and last_hidden_end is not None and \
            not text[last_hidden_end:block.start()].strip()
        last_hidden_end = block.end() if hidden else None
        yield block, hidden, joins


def own_starter(quoted, lesson):
    """The starter file a quotation's code goes in when @p quoted (a path, maybe with
    "#region") is the reference of a file the student writes in @p lesson
    ("solutions/03-sat/sat.cpp" -> "lessons/03-sat/starter/sat.cpp"), else None."""
    path = quoted.partition("#")[0]
    name = os.path.basename(path)
    if lesson is None or not path.startswith(f"{SOLUTIONS}/{lesson.id}/") or \
            name not in lesson.student_files():
        return None
    return f"lessons/{lesson.id}/starter/{name}"


def hidden_code_note(quoted, starter=None, said_before=False, language=ENGLISH):
    """(heading, sentence) that the student edition shows instead of the code quoted from
    @p quoted: the student's part when it goes in @p starter (own_starter), shorter when
    @p said_before on the same page; else where the code is shown. In @p language."""
    said = notes(language)
    if starter and said_before:
        return said["your_part"], said["again"]
    if starter:
        return said["your_part"], said["yours"].format(starter=starter)
    return said["label"], said["elsewhere"].format(path=quoted.partition("#")[0])
