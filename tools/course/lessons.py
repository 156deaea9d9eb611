"""Where the lessons are and what each one holds."""

import os
import re
import shutil
import subprocess
from dataclasses import dataclass

from . import editions
from .errors import UsageError
from .language import COURSE, ENGLISH, every_language, translation_path

_ = COURSE.gettext

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# A lesson id is its folder's name: two digits, a dash, a short lower-case name.
LESSON_ID = re.compile(r"^\d\d-[a-z0-9][a-z0-9-]*$")
_SUMMARY = re.compile(r"^<!--\s*summary:(.*?)-->$")
PRISTINE = ".starter"    # lessons/NN-name/.starter/: the course's starter, as it ships
SOURCE_SUFFIXES = (".cpp", ".cc", ".cxx", ".c")

# The folder of a lesson that the student writes in: theirs, so no style rule of the course
# reads it (tools/tests), and no test of the course builds it.
STUDENT_FOLDER = "starter"


@dataclass(frozen=True)
class Lesson:
    id: str       # "03-sat"
    root: str     # the course checkout holding it

    @property
    def number(self):
        return self.id[:2]

    @property
    def name(self):
        return self.id[3:]

    @property
    def dir(self):
        return os.path.join(self.root, "lessons", self.id)

    @property
    def solution_dir(self):
        return os.path.join(self.root, editions.SOLUTIONS, self.id)

    @property
    def readme(self):
        return os.path.join(self.dir, "README.md")

    @property
    def exists(self):
        """A lesson exists once its folder has a CMakeLists.txt; until then it is "coming"."""
        return os.path.isfile(os.path.join(self.dir, "CMakeLists.txt"))

    def readme_in(self, language=ENGLISH):
        """The chapter in @p language, as language.translation_path names it."""
        return translation_path(self.readme, language)

    @property
    def title(self):
        return self.title_in()

    def title_in(self, language=ENGLISH):
        """The first heading of the chapter in @p language; the lesson's id when it has none."""
        for line in self._chapter_lines(language):
            if line.startswith("# "):
                return line[2:].strip()
        return self.id

    @property
    def summary(self):
        return self.summary_in()

    def summary_in(self, language=ENGLISH):
        """What the student writes, in a few words: the `<!-- summary: ... -->` line under the
        title of the lesson's chapter ("" when there is none)."""
        for line in self._chapter_lines(language):
            m = _SUMMARY.match(line.strip())
            if m:
                return m.group(1).strip()
        return ""

    def _chapter_lines(self, language):
        try:
            with open(self.readme_in(language), encoding="utf-8") as f:
                return f.read().split("\n")
        except OSError:
            return []

    @property
    def api_header(self):
        """The header of the API the student implements, named like the lesson
        (`lessons/03-sat/sat.hpp`); the lesson's other headers are given code."""
        return os.path.join(self.dir, f"{self.name}.hpp")

    @property
    def pristine_dir(self):
        """The course's own copy of the starter, as it ships (made by `./course regen`): the
        course's tests build it whatever the student has written in starter/, `./course`
        tells "not started" by it, and a student can start again from it."""
        return os.path.join(self.dir, PRISTINE)

    def student_files(self):
        """The file names the student edits (same names in solutions/): the .cpp files of the
        course's copy of the starter, or of starter/ in a lesson that has no copy yet."""
        for folder in (self.pristine_dir, os.path.join(self.dir, STUDENT_FOLDER)):
            if os.path.isdir(folder):
                names = sorted(f for f in os.listdir(folder) if f.endswith(".cpp"))
                if names:
                    return names
        return []

    def pristine_files(self):
        """{name: bytes} of the course's starter (empty when the lesson has no copy)."""
        out = {}
        for name in self.student_files():
            path = os.path.join(self.pristine_dir, name)
            if os.path.isfile(path):
                with open(path, "rb") as f:
                    out[name] = f.read()
        return out

    def started(self):
        """False while every student file is byte for byte the course's starter."""
        pristine = self.pristine_files()
        if not pristine:
            return True
        for name, data in pristine.items():
            try:
                with open(os.path.join(self.dir, STUDENT_FOLDER, name), "rb") as f:
                    if f.read() != data:
                        return True
            except OSError:
                return True
        return False

    def unbuilt_files(self):
        """Source files the student put in starter/ beside the lesson's own: no build reads
        them (neither `./course check` nor the grader), so they are named, not ignored."""
        try:
            names = os.listdir(os.path.join(self.dir, STUDENT_FOLDER))
        except OSError:
            return []
        return unbuilt_sources(names, self.student_files())

    def require_student_files(self):
        """Raises UsageError when the student's file is missing or not a regular file, with
        the way back that fits this copy of the course."""
        starter = os.path.join(self.dir, STUDENT_FOLDER)
        names = self.student_files() or [f"{self.name}.cpp"]
        for name in names:
            path = os.path.join(starter, name)
            if os.path.isfile(path):
                continue
            rel = os.path.relpath(path, self.root)
            if os.path.isdir(path):
                what = _("{file} is a folder, not a file")
            elif os.path.lexists(path) and not os.path.exists(path):
                what = _("{file} is a broken link (to {target})")
            elif os.path.exists(path):
                what = _("{file} is not a regular file")
            else:
                what = _("{file} is missing")
            what = what.format(file=rel, target=os.readlink(path) if os.path.islink(path) else "")
            raise UsageError(_("{problem}: it is the file you edit for lesson {lesson}.").format(
                problem=what, lesson=self.id) + "\n" + "\n".join(self.restore_advice(name)))

    def restore_advice(self, name):
        """How to get starter/NAME back, in the words that fit this folder: from git when the
        course is a git checkout that has the file, and from the course's own copy."""
        rel = os.path.relpath(os.path.join(self.dir, STUDENT_FOLDER, name), self.root)
        lines = []
        if in_git(self.root, rel):
            lines.append("  " + _("your last committed version: {command}").format(
                command=f"git checkout -- {rel}"))
        copy = os.path.join(self.pristine_dir, name)
        if os.path.isfile(copy):
            shown = os.path.relpath(copy, self.root)
            folder = "" if os.path.isdir(os.path.join(self.dir, STUDENT_FOLDER)) else \
                f"mkdir -p {os.path.dirname(rel)} && "
            clear = f"mv {rel} {rel}.folder && " if os.path.isdir(os.path.join(self.dir, STUDENT_FOLDER,
                                                                      name)) else ""
            lines.append("  " + _("the course's starter, to begin again: {command}").format(
                command=f"{clear}{folder}cp {shown} {rel}"))
        return lines or ["  " + _("restore it from your copy of the course")]

    def expected_files(self):
        folder = os.path.join(self.dir, "expected")
        if not os.path.isdir(folder):
            return []
        return sorted(f for f in os.listdir(folder) if not f.startswith("."))

    def mistakes(self):
        """The names of the lesson's named mistakes (solutions/NN-name/mistakes/NAME.patch);
        course.mistakes.materialize(lesson, name) makes their files."""
        from . import mistakes
        return mistakes.names(self)

    def target(self, kind, track="starter"):
        """CMake target names, as cmake/Course.cmake makes them."""
        return f"{self.id}-{kind}-{track}"


def unbuilt_sources(names, own):
    """Of the file names in a lesson's starter/, the source files no build reads: every one
    but the lesson's own files @p own (`./course check` and the grader build only those)."""
    return sorted(n for n in names if n.endswith(SOURCE_SUFFIXES) and n not in own)


def all_lessons(root=ROOT):
    """The lessons: the folders lessons/NN-name, in number order. The list is written nowhere
    else (CMake, the grader, the docs and the README's table all read it from the folders)."""
    folder = os.path.join(root, "lessons")
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return [Lesson(n, root) for n in sorted(names)
            if LESSON_ID.match(n) and os.path.isdir(os.path.join(folder, n))]


def chapters(root=ROOT):
    """The texts that quote code and list the lessons: the top README and the lessons'
    chapters, in every language they exist in, as (path relative to @p root, language)."""
    paths = ["README.md"] + [os.path.relpath(l.readme, root) for l in all_lessons(root)
                             if os.path.isfile(l.readme)]
    return list(every_language(root, paths))


def find_lesson(text, root=ROOT, written_only=True):
    """Accepts "3", "03", "03-sat" or "sat"; a lesson not written yet only when not
    @p written_only (the grader skips it, with a note)."""
    text = text.strip()
    for lesson in all_lessons(root):
        if text in (lesson.id, lesson.number, lesson.name) or (
                re.fullmatch(r"\d", text) and "0" + text == lesson.number):
            if written_only and not lesson.exists:
                raise UsageError(_("lesson {lesson} is not written yet (coming)").format(
                    lesson=lesson.id))
            return lesson
    known = ", ".join(l.id for l in all_lessons(root))
    raise UsageError(_("unknown lesson '{text}'; the lessons are {known}").format(
        text=text, known=known))


def in_git(root, rel):
    """True when @p root is a git checkout whose HEAD has the file @p rel."""
    if not os.path.exists(os.path.join(root, ".git")) or shutil.which("git") is None:
        return False
    run = subprocess.run(["git", "-C", root, "cat-file", "-e", f"HEAD:{rel}"],
                         capture_output=True)
    return run.returncode == 0


def edition(root=ROOT):
    """Which edition the course at @p root is (editions.of)."""
    return editions.of(root)


def write_pristine(root=ROOT):
    """Makes each lesson's .starter/ a copy of its starter/ (`./course regen`, authors only).
    Returns the lessons whose copy changed."""
    changed = []
    for lesson in all_lessons(root):
        if not lesson.exists:
            continue
        starter = os.path.join(lesson.dir, STUDENT_FOLDER)
        names = sorted(f for f in os.listdir(starter) if f.endswith(".cpp")) \
            if os.path.isdir(starter) else []
        if not names:
            continue
        wanted = {}
        for name in names:
            with open(os.path.join(starter, name), "rb") as f:
                wanted[name] = f.read()
        if wanted == lesson.pristine_files() and \
                sorted(os.listdir(lesson.pristine_dir)) == names:
            continue
        shutil.rmtree(lesson.pristine_dir, ignore_errors=True)
        os.makedirs(lesson.pristine_dir)
        for name, data in wanted.items():
            with open(os.path.join(lesson.pristine_dir, name), "wb") as f:
                f.write(data)
        changed.append(lesson.id)
    return changed
