"""Where the lessons are and what each one holds."""

import hashlib
import os
import re
from dataclasses import dataclass

from .errors import UsageError

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# A lesson id is its folder's name: two digits, a dash, a short lower-case name.
LESSON_ID = re.compile(r"^\d\d-[a-z0-9][a-z0-9-]*$")
_SUMMARY = re.compile(r"^<!--\s*summary:(.*?)-->$")


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
        return os.path.join(self.root, "solutions", self.id)

    @property
    def readme(self):
        return os.path.join(self.dir, "README.md")

    @property
    def exists(self):
        """A lesson exists once its folder has a CMakeLists.txt; until then it is "coming"."""
        return os.path.isfile(os.path.join(self.dir, "CMakeLists.txt"))

    @property
    def title(self):
        try:
            with open(self.readme, encoding="utf-8") as f:
                for line in f:
                    if line.startswith("# "):
                        return line[2:].strip()
        except OSError:
            pass
        return self.id

    @property
    def summary(self):
        """What the student writes, in a few words: the `<!-- summary: ... -->` line under the
        title of the lesson's README ("" when there is none)."""
        try:
            with open(self.readme, encoding="utf-8") as f:
                for line in f:
                    m = _SUMMARY.match(line.strip())
                    if m:
                        return m.group(1).strip()
        except OSError:
            pass
        return ""

    def student_files(self):
        """The file names the student edits (same names in solutions/)."""
        starter = os.path.join(self.dir, "starter")
        if not os.path.isdir(starter):
            return []
        return sorted(f for f in os.listdir(starter) if f.endswith(".cpp"))

    def require_student_files(self):
        """Raises UsageError when the student's file is missing or not a regular file."""
        starter = os.path.join(self.dir, "starter")
        names = self.student_files() or [f"{self.name}.cpp"]
        for name in names:
            path = os.path.join(starter, name)
            if not os.path.isfile(path):
                rel = os.path.relpath(path, self.root)
                raise UsageError(f"{rel} is missing: it is the file you edit for lesson "
                                 f"{self.id} (restore it with: git checkout -- {rel})")

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

    def starter_digest(self):
        """One hash over the student files, to tell an untouched starter from a started one."""
        h = hashlib.sha256()
        for name in self.student_files():
            with open(os.path.join(self.dir, "starter", name), "rb") as f:
                h.update(name.encode() + b"\0" + f.read() + b"\0")
        return h.hexdigest()


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


def find_lesson(text, root=ROOT):
    """Accepts "3", "03", "03-sat" or "sat"."""
    text = text.strip()
    for lesson in all_lessons(root):
        if text in (lesson.id, lesson.number, lesson.name) or (
                re.fullmatch(r"\d", text) and "0" + text == lesson.number):
            if not lesson.exists:
                raise UsageError(f"lesson {lesson.id} is not written yet (coming)")
            return lesson
    known = ", ".join(l.id for l in all_lessons(root))
    raise UsageError(f"unknown lesson '{text}'; the lessons are {known}")


# Digests of the starters as the course ships them (see `./course regen`): a starter whose
# digest is still listed there is "not started".
PRISTINE_FILE = os.path.join("lessons", "starters.sha256")


def read_pristine(root=ROOT):
    path = os.path.join(root, PRISTINE_FILE)
    digests = {}
    if os.path.isfile(path):
        with open(path, encoding="utf-8") as f:
            for line in f:
                parts = line.split()
                if len(parts) == 2:
                    digests[parts[1]] = parts[0]
    return digests


def write_pristine(root=ROOT):
    lines = [f"{l.starter_digest()}  {l.id}\n" for l in all_lessons(root) if l.exists]
    with open(os.path.join(root, PRISTINE_FILE), "w", encoding="utf-8") as f:
        f.writelines(lines)
