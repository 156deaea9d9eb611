"""What belongs to which edition is said once (course/editions.py): the release, the docs and
the command line agree with it."""

import argparse
import importlib
import os
import re
import pkgutil
import tempfile
import unittest
from unittest import mock

from course import cli, docs, docs_pages, editions, release
from course.language import ENGLISH, LANGUAGES
from course.lessons import ROOT, Lesson, all_lessons
from tests.test_docs import write

try:
    from course.commands.instructor import grade as grade_cmd
except ImportError:          # the student edition
    grade_cmd = None

# A path of each kind the module names, and paths both editions have.
INSTRUCTOR_PATHS = ["solutions/03-sat/sat.cpp", "grader/cli.py", "grader/bench/grader_speed.py",
                    "tools/course/commands/instructor/grade.py",
                    "docs/student-README.ko.md.in",   # a translation of an instructor's file
                    *editions.INSTRUCTOR_FILES]
STUDENT_PATHS = ["lessons/03-sat/README.md", "lessons/03-sat/starter/sat.cpp",
                 "tools/course/commands/student/lessons_cmds.py", "tools/course/release.py",
                 "tools/check_expected.py", "docs/mainpage.md", "README.md",
                 "solutions.md", "lessons/03-sat/solutions/x.cpp", "tools/benchmark.py"]


class Paths(unittest.TestCase):
    def test_instructor_only(self):
        for rel in INSTRUCTOR_PATHS + ["./solutions/x", "solutions", "grader"]:
            self.assertTrue(editions.instructor_only(rel), rel)
        for rel in STUDENT_PATHS:
            self.assertFalse(editions.instructor_only(rel), rel)

    def test_a_link_is_read_from_the_file_it_is_written_in(self):
        readme = "lessons/03-sat/README.md"
        self.assertEqual(editions.link_path(readme, "../../solutions/03-sat/sat.cpp#x"),
                         "solutions/03-sat/sat.cpp")
        self.assertEqual(editions.link_path(readme, "expected/a.png"),
                         "lessons/03-sat/expected/a.png")
        self.assertEqual(editions.link_path("README.md", "/grader/README.md"),
                         "grader/README.md")
        for target in ("https://example.org/solutions/", "#solutions", "../../../solutions/x"):
            self.assertIsNone(editions.link_path(readme, target), target)
        self.assertTrue(editions.hides_link(readme, "../../solutions/03-sat/"))
        self.assertTrue(editions.hides_link("README.md", "docs/AUTHORING.md"))
        self.assertFalse(editions.hides_link(readme, "../02-circle/README.md"))

    def test_the_edition_is_told_by_solutions(self):
        with tempfile.TemporaryDirectory() as root:
            self.assertEqual(editions.of(root), editions.STUDENT)
            os.makedirs(os.path.join(root, editions.SOLUTIONS))
            self.assertEqual(editions.of(root), editions.INSTRUCTOR)

    def test_this_checkout_has_what_its_edition_says(self):
        present = [rel for rel in editions.INSTRUCTOR_FILES
                   if os.path.isfile(os.path.join(ROOT, rel))]
        if editions.of(ROOT) == editions.INSTRUCTOR:   # a renamed tool must be renamed here
            self.assertEqual(present, list(editions.INSTRUCTOR_FILES))
        else:
            self.assertEqual(present, [])
            for folder in editions.INSTRUCTOR_FOLDERS:
                self.assertFalse(os.path.exists(os.path.join(ROOT, folder)), folder)


class Notes(unittest.TestCase):
    def test_an_instructor_passage_is_its_note_in_the_student_edition(self):
        text = ("Measured:\n\n<!-- instructor: How to run it is in the instructor edition. -->\n"
                "    build/solutions/03-sat/03-sat-bench\n<!-- end instructor -->\n\n"
                "The test <!-- instructor: -->`03-sat/solution/box2d`, <!-- end instructor -->"
                "on 5,000\npairs, agrees.\n")
        self.assertEqual(editions.passages(text, editions.STUDENT),
                         "Measured:\n\n> **Instructor edition.** How to run it is in the "
                         "instructor edition.\n\nThe test on 5,000\npairs, agrees.\n")
        self.assertEqual(editions.passages(text, editions.INSTRUCTOR),
                         "Measured:\n\n    build/solutions/03-sat/03-sat-bench\n\n"
                         "The test `03-sat/solution/box2d`, on 5,000\npairs, agrees.\n")

    def test_a_korean_text_gets_its_notes_in_korean(self):
        text = "측정:\n\n<!-- instructor: -->\n    build/solutions/03-sat/03-sat-bench\n" \
               "<!-- end instructor -->\n"
        korean = editions.passages(text, editions.STUDENT, "ko")
        said = editions.notes("ko")
        self.assertEqual(korean, f"측정:\n\n> **{said['label']}** {said['command']}\n")
        self.assertEqual(said["label"], "강사판.")
        self.assertNotEqual(said["command"], editions.notes(ENGLISH)["command"])
        self.assertIn("Instructor edition.", editions.passages(text, editions.STUDENT))
        released = release.student_markdown(text, "lessons/03-sat/README.ko.md")
        self.assertEqual(released, korean, "the release chooses the note by the file's name")
        heading, sentence = editions.hidden_code_note("solutions/03-sat/notes.cpp", language="ko")
        self.assertEqual(heading, "강사판.")
        self.assertEqual(sentence, "여기에 인용한 코드는 강사판에만 있습니다.")

    def test_a_run_of_hidden_quotations_makes_one_note(self):
        text = ("<!-- code: solutions/03-sat/sat.cpp#a -->\n<!-- end code -->\n\n"
                "<!-- code: solutions/03-sat/sat.cpp#b -->\n<!-- end code -->\n"
                "<!-- code: lessons/03-sat/sat.hpp#c -->\n<!-- end code -->\n"
                "<!-- code: solutions/03-sat/sat.cpp#d -->\n<!-- end code -->\ntext\n"
                "<!-- code: solutions/03-sat/sat.cpp#e -->\n<!-- end code -->\n")
        found = [(m.group("ref")[-1], hidden, joins)
                 for m, hidden, joins in editions.quotations(text)]
        self.assertEqual(found, [("a", True, False), ("b", True, True), ("c", False, False),
                                 ("d", True, False), ("e", True, False)])
        self.assertFalse(any(hidden for _m, hidden, _j in
                             editions.quotations(text, editions.INSTRUCTOR)))

    def test_the_note_names_the_students_file_once_on_a_page(self):
        with tempfile.TemporaryDirectory() as root:
            write(root, "lessons/03-sat/starter/sat.cpp", "int f();\n")
            lesson = Lesson("03-sat", root)
            mine = editions.own_starter("solutions/03-sat/sat.cpp#a", lesson)
            self.assertEqual(mine, "lessons/03-sat/starter/sat.cpp")
            self.assertIsNone(editions.own_starter("solutions/03-sat/notes.cpp", lesson))
            self.assertIsNone(editions.own_starter("solutions/02-circle/sat.cpp", lesson))
            first = editions.hidden_code_note("solutions/03-sat/sat.cpp#a", mine)
            again = editions.hidden_code_note("solutions/03-sat/sat.cpp#b", mine, True)
            other = editions.hidden_code_note("solutions/03-sat/notes.cpp#c")
        self.assertIn("`lessons/03-sat/starter/sat.cpp`", first[1])
        self.assertNotIn("starter", again[1])
        self.assertEqual(other[0], "Instructor edition.")
        self.assertNotIn("solutions/", other[1], "it names nothing the student edition lacks")


class ReleaseAndDocsAgree(unittest.TestCase):
    """The release leaves out, and the student docs hide, exactly what the module names."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        r = self.root = os.path.join(self.tmp.name, "course")
        write(r, "README.md", "# The instructor's README\n")
        write(r, "docs/student-README.md.in", "# Student edition\n\n@LESSONS@\n")
        write(r, "lessons/03-sat/CMakeLists.txt", "course_lesson()\n")
        write(r, "lessons/03-sat/.starter/sat.cpp", "int f();\n")
        for rel in INSTRUCTOR_PATHS + STUDENT_PATHS:
            if not os.path.exists(os.path.join(r, rel)):
                write(r, rel, "x\n")

    def tearDown(self):
        self.tmp.cleanup()

    def test_the_release_leaves_out_what_the_module_names(self):
        kept, dropped = release.make(self.root, os.path.join(self.tmp.name, "out"))
        self.assertEqual(sorted(dropped), sorted(set(INSTRUCTOR_PATHS)))
        self.assertEqual(sorted(set(kept) & set(INSTRUCTOR_PATHS)), [])

    def test_the_release_and_the_docs_hide_the_same_links(self):
        links = "".join(f"[p{i}](../../{rel})\n" for i, rel in
                        enumerate(INSTRUCTOR_PATHS + STUDENT_PATHS))
        source = write(self.root, "lessons/03-sat/README.md", f"# T\n\n{links}")
        lesson = Lesson("03-sat", self.root)
        released = release.student_markdown(f"# T\n\n{links}", "lessons/03-sat/README.md", lesson)
        page = docs_pages.PageWriter(self.root, editions.STUDENT, source, "lesson_03",
                                     {lesson.dir: lesson}).write("T").text
        for i, rel in enumerate(INSTRUCTOR_PATHS):
            self.assertIn(f"\np{i}\n", released, rel)
            self.assertIn(f"\np{i} (instructor edition)\n", page, rel)
        for i, rel in enumerate(STUDENT_PATHS, len(INSTRUCTOR_PATHS)):
            self.assertIn(f"[p{i}](../../{rel})", released, rel)
            self.assertNotIn(f"p{i} (instructor edition)", page, rel)

    def test_the_release_and_the_docs_say_the_same_note(self):
        text = "# T\n\n<!-- code: solutions/03-sat/sat.cpp -->\nint f() {}\n<!-- end code -->\n"
        source = write(self.root, "lessons/03-sat/README.md", text)
        write(self.root, "solutions/03-sat/sat.cpp", "int f() {}\n")
        lesson = Lesson("03-sat", self.root)
        released = release.student_markdown(text, "lessons/03-sat/README.md", lesson)
        page = docs_pages.PageWriter(self.root, editions.STUDENT, source, "lesson_03",
                                     {lesson.dir: lesson}).write("T").text
        heading, sentence = editions.hidden_code_note("solutions/03-sat/sat.cpp",
                                                      "lessons/03-sat/starter/sat.cpp")
        self.assertIn(f"> **{heading}** {sentence}", released)
        self.assertIn(f"<b>{heading}</b> {sentence}", page)
        self.assertNotIn("int f() {}", released + page)


class Commands(unittest.TestCase):
    def names(self, package):
        sub = argparse.ArgumentParser().add_subparsers()
        for info in pkgutil.iter_modules(package.__path__):
            importlib.import_module(f"{package.__name__}.{info.name}").register(sub)
        return set(sub.choices)

    @unittest.skipUnless(editions.of(ROOT) == editions.INSTRUCTOR, "needs the instructor edition")
    def test_the_instructor_folder_holds_the_instructors_commands(self):
        from course.commands import instructor, student
        mine = self.names(instructor)
        if not grade_cmd.available():    # the grader's commands need grader/
            mine |= set(grade_cmd.COMMANDS)
        self.assertEqual(mine, set(cli.INSTRUCTOR_COMMANDS))
        self.assertEqual(self.names(student) & mine, set())
        folder = os.path.relpath(instructor.__path__[0], ROOT).replace(os.sep, "/")
        self.assertIn(f"{folder}/", editions.INSTRUCTOR_FOLDERS, "the release leaves it out")

    def test_a_student_edition_loads_no_instructor_command(self):
        from course.commands import student
        with mock.patch.object(cli, "edition", lambda _root=None: editions.STUDENT):
            self.assertEqual(cli.command_packages(), [student])
            offered = set(cli.make_parser()._subparsers._group_actions[0].choices)
        self.assertEqual(offered & set(cli.INSTRUCTOR_COMMANDS), set())
        self.assertIn("check", offered)


@unittest.skipUnless(editions.of(ROOT) == editions.INSTRUCTOR, "needs the instructor edition")
class TheCoursesRelease(unittest.TestCase):
    def test_the_student_edition_keeps_every_lessons_you_write_line(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "student")
            release.make(ROOT, out)
            self.assertEqual(editions.of(out), editions.STUDENT)
            written = [l.id for l in all_lessons(ROOT) if l.exists]
            mine = docs.you_write(out)
            self.assertEqual(sorted(mine), written)
            self.assertEqual(mine, docs.you_write(ROOT))
            self.assertGreaterEqual(len(mine), 11)

    def test_the_student_chapters_name_nothing_the_student_edition_lacks(self):
        """Every path a chapter or hint of the student edition names in code, every program it
        runs, every build target and every ./course command exists in that edition."""
        checks = _instructor_checks(ROOT)
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, "student")
            release.make(ROOT, out)
            found = []
            for lesson in all_lessons(out):
                for name in ("README.md", "hints.md", "README.ko.md", "hints.ko.md"):
                    path = os.path.join(lesson.dir, name)
                    if os.path.isfile(path):
                        with open(path, encoding="utf-8") as f:
                            found += [f"{lesson.id}/{name}: {what}"
                                      for what in _lacking(f.read(), out, checks)]
        self.assertEqual(found, [])


# A fenced block, or inline code (which may run over one line break).
_CODE = re.compile(r"^```[^\n]*\n(.*?)^```|`([^`\n]+(?:\n[^`\n]+)?)`", re.MULTILINE | re.DOTALL)
_PATH = re.compile(r"(?:\.\./)*((?:lessons|solutions|grader|tools|docs|gfx|build)/[\w./+-]*)")
_TARGET = re.compile(r"--target((?:\s+[\w-]+)+)")
_COMMAND = re.compile(r"\./course\s+([\w-]+)")


def _instructor_checks(root):
    """The build targets the instructor's side adds: NN-name-NAME of each course_check()."""
    names = set()
    for lesson in all_lessons(root):
        try:
            with open(os.path.join(root, editions.SOLUTIONS, lesson.id, "CMakeLists.txt"),
                      encoding="utf-8") as f:
                names |= {f"{lesson.id}-{n}" for n in re.findall(r"course_check\(([\w-]+)", f.read())}
        except OSError:
            pass
    return names


_NOTE = re.compile(r"^> \*\*(" + "|".join(re.escape(editions.notes(code)[k]) for code in LANGUAGES
                                         for k in ("label", "your_part")) + r")\*\*.*$",
                   re.MULTILINE)
_CHECK_NAME = re.compile(r"\b\d\d-[a-z0-9-]+/solution/[\w-]+")


def _lacking(text, copy, checks):
    text = _NOTE.sub("", text)      # a note says where something lives: that is its job
    for m in _CODE.finditer(text):
        code = m.group(1) or m.group(2)
        for path in _PATH.findall(code):
            path = path.rstrip(".")
            if path.startswith("build/"):
                if path.startswith(f"build/{editions.SOLUTIONS}/"):
                    yield f"a program of the instructor's build: {path}"
            elif editions.instructor_only(path):
                yield f"an instructor-only path: {path}"
        for targets in _TARGET.findall(code):
            for target in targets.split():
                if target in checks:
                    yield f"an instructor-only build target: {target}"
        for name in _CHECK_NAME.findall(code):
            yield f"a test of the instructor's build: {name}"
        for command in _COMMAND.findall(code):
            if command in cli.INSTRUCTOR_COMMANDS:
                yield f"an instructor command: ./course {command}"


if __name__ == "__main__":
    unittest.main()
