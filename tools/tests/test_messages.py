"""The course's messages in Korean: every message the code says has its Korean string, the
catalogs read as msgfmt reads them, the language is chosen as language.py says, and
`./course help` and a failing `./course check 03` speak Korean, naming the Korean section to
reread (language.py, report.reread_line)."""

import ast
import gettext
import os
import re
import shutil
import subprocess
import tempfile
import unittest
from unittest import mock

from course import editions, hints, language, report, translations
from course.lessons import ROOT, Lesson, all_lessons, find_lesson
from course.release import course_files

KOREAN = "ko"
HANGUL = re.compile(r"[\uac00-\ud7a3]")
PLACEHOLDER = re.compile(r"\{(\w*)[^{}]*\}")

# Each gettext domain: the folders whose Python code says its messages, and its catalogs.
DOMAINS = {
    "course": ([os.path.join(ROOT, "tools", "course")], language.LOCALE_DIR),
    "argparse": ([], language.LOCALE_DIR),          # argparse's own: ArgparseCatalog
    "grader": ([os.path.join(ROOT, "grader")], os.path.join(ROOT, "grader", "locale")),
}
NOT_CODE = {"tests", "bench", "__pycache__"}


def python_files(folders):
    for folder in folders:
        for dirpath, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d not in NOT_CODE)
            yield from (os.path.join(dirpath, f) for f in sorted(files) if f.endswith(".py"))


def said(folders):
    """({(msgid, plural or None): "file:line"}, [problems]) of the _(), N_() and ngettext()
    calls in the code under @p folders; a call whose text is not a literal is a problem (no
    catalog can hold a text made at run time)."""
    found, problems = {}, []
    for path in python_files(folders):
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            name, args = node.func.id, node.args
            where = f"{os.path.relpath(path, ROOT)}:{node.lineno}"
            if name in ("_", "N_") and len(args) == 1:
                texts = args[:1]
            elif name == "ngettext" and len(args) == 3:
                texts = args[:2]
            else:
                continue
            if any(isinstance(t, ast.JoinedStr) for t in texts):
                problems.append(f"{where}: an f-string in {name}(): the catalog cannot hold it; "
                                "write {name} placeholders and .format()")
            strings = [t.value for t in texts
                       if isinstance(t, ast.Constant) and isinstance(t.value, str)]
            if len(strings) == len(texts):
                key = (strings[0], strings[1] if len(strings) == 2 else None)
                found.setdefault(key, where)
    return found, problems


def catalog(domain, lang=KOREAN):
    folders, localedir = DOMAINS[domain]
    path = language.catalog_path(localedir, domain, lang)
    with open(path, encoding="utf-8") as f:
        return path, language.read_po(f.read(), os.path.relpath(path, ROOT))


def present_domains():
    """The domains this copy has (the student edition has no grader)."""
    return [d for d, (folders, _dir) in DOMAINS.items()
            if folders and all(map(os.path.isdir, folders))]


class EveryMessageIsTranslated(unittest.TestCase):
    def test_every_message_has_a_korean_string_with_the_same_placeholders(self):
        for domain in present_domains():
            with self.subTest(domain=domain):
                used, problems = said(DOMAINS[domain][0])
                self.assertGreater(len(used), 20, "the scan found the code's messages")
                _path, entries = catalog(domain)
                korean = {(mid, plural): strs for mid, plural, strs in entries if mid}
                for key, where in sorted(used.items(), key=lambda kv: kv[1]):
                    strs = korean.get(key)
                    if not strs or not all(s.strip() for s in strs):
                        problems.append(f"{where}: no Korean string for {key[0]!r}")
                        continue
                    wanted = set(PLACEHOLDER.findall(key[0] + (key[1] or "")))
                    for s in strs:
                        if set(PLACEHOLDER.findall(s)) != wanted:
                            problems.append(f"{where}: the Korean of {key[0]!r} has the "
                                            f"placeholders {sorted(PLACEHOLDER.findall(s))}, "
                                            f"the English {sorted(wanted)}")
                # The student edition lacks the instructor's commands whose words the
                # catalog keeps: only the whole course says every message.
                unused = set(korean) - set(used) if editions.has_solutions(ROOT) else ()
                for key in sorted(unused):
                    problems.append(f"{domain}.po: {key[0]!r} is said nowhere in the code "
                                    "(remove it, or say it)")
                self.assertEqual(problems, [], "\n" + "\n".join(problems))

    def test_no_function_that_says_a_message_binds_the_name_of_gettext(self):
        """`for _ in range(n)` or `x, _ = ...` in a function that also calls _() makes _ a
        local there: the message then fails at run time, on the path that says it (a crash
        of the grader on a crashing submission, found so)."""
        own_scopes = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda,
                      ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)

        def binds(node):
            for child in ast.iter_child_nodes(node):
                if isinstance(child, own_scopes):
                    continue
                if isinstance(child, ast.Name) and child.id == "_" and \
                        isinstance(child.ctx, ast.Store) or binds(child):
                    return True
            return False

        found = []
        for domain in present_domains():
            for path in python_files(DOMAINS[domain][0]):
                with open(path, encoding="utf-8") as f:
                    tree = ast.parse(f.read(), path)
                for fn in ast.walk(tree):
                    if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and binds(fn) \
                            and any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                                    and n.func.id == "_" for n in ast.walk(fn)):
                        found.append(f"{os.path.relpath(path, ROOT)}:{fn.lineno} {fn.name}")
        self.assertEqual(found, [])
        sample = ast.parse("def f():\n    for _ in range(2):\n        pass\n    _('x')\n")
        self.assertTrue(binds(sample.body[0]), "the scan sees a loop's _")

    def test_the_korean_is_korean(self):
        """Each string is Hangul but for the few that are only code, names and numbers."""
        for domain in present_domains():
            _path, entries = catalog(domain)
            latin = [mid for mid, _p, strs in entries if mid and not HANGUL.search(strs[0])]
            self.assertEqual(latin, [], f"{domain}.po: strings with no Korean word")


ARGPARSE_PERCENT = re.compile(r"%(?:\((\w+)\))?[rsd]")


def argparse_messages():
    """{(msgid, plural or None)} of the running Python's argparse: its `_()` and ngettext()
    calls, read from its source."""
    import argparse
    with open(argparse.__file__, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            count = {"_": 1, "ngettext": 2}.get(node.func.id)
            texts = node.args[:count] if count else []
            if texts and all(isinstance(t, ast.Constant) and isinstance(t.value, str)
                             for t in texts):
                found.add((texts[0].value, texts[1].value if count == 2 else None))
    return found


class ArgparseCatalog(unittest.TestCase):
    """argparse's own words go through its catalog (language.localise_argparse), which holds
    every message of the argparse this Python has, with its %-placeholders."""

    def test_the_catalog_covers_every_message_of_argparse(self):
        path = language.catalog_path(language.LOCALE_DIR, "argparse", KOREAN)
        with open(path, encoding="utf-8") as f:
            entries = {(mid, plural): strs for mid, plural, strs in language.read_po(f.read())}
        wanted = argparse_messages()
        self.assertGreater(len(wanted), 25, "the scan found argparse's messages")
        problems = []
        for key in sorted(wanted, key=str):
            strs = entries.get(key)
            if not strs or not all(HANGUL.search(s) or not ARGPARSE_PERCENT.sub("", s).strip()
                                   for s in strs):
                problems.append(f"no Korean string for argparse's {key[0]!r}")
                continue
            for s in strs:
                if sorted(ARGPARSE_PERCENT.findall(s)) != sorted(ARGPARSE_PERCENT.findall(
                        key[0])):
                    problems.append(f"the Korean of {key[0]!r} has other placeholders")
        self.assertEqual(problems, [], "\n" + "\n".join(problems))

    def test_argparse_speaks_korean_through_the_catalog(self):
        import argparse
        language.localise_argparse()
        parser = argparse.ArgumentParser(prog="p", add_help=True)
        parser.add_argument("lesson")
        with mock.patch.dict(os.environ, {language.CHOOSER: KOREAN}):
            usage = parser.format_help()
            self.assertIn("사용법: p", usage)
            self.assertNotIn("usage:", usage)
        with mock.patch.dict(os.environ, {language.CHOOSER: "en"}):
            self.assertIn("usage: p", parser.format_help())


class Catalogs(unittest.TestCase):
    def test_msgfmt_reads_each_catalog_as_language_py_does(self):
        msgfmt = shutil.which("msgfmt")
        if not msgfmt:
            self.skipTest("no msgfmt (Debian's gettext) to compare with")
        for domain in present_domains() + ["argparse"]:
            path, entries = catalog(domain)
            with tempfile.TemporaryDirectory() as tmp:
                mo = os.path.join(tmp, f"{domain}.mo")
                run = subprocess.run([msgfmt, "--check", "-o", mo, path], capture_output=True,
                                     text=True)
                self.assertEqual(run.returncode, 0, run.stderr)
                with open(mo, "rb") as f:
                    theirs = gettext.GNUTranslations(f)
            ours = language.load(path)
            for mid, plural, _strs in entries:
                if plural is None:
                    self.assertEqual(ours.gettext(mid), theirs.gettext(mid), mid)
                else:
                    for n in (0, 1, 2, 7):
                        self.assertEqual(ours.ngettext(mid, plural, n),
                                         theirs.ngettext(mid, plural, n), mid)
            self.assertEqual(ours.info(), theirs.info())

    def test_a_po_file_is_read_with_its_escapes_plurals_and_fuzzy_entries(self):
        text = ('msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=n != 1;\\n"\n\n'
                '# a comment\nmsgid "one \\"line\\""\nmsgstr ""\n"first\\n"\n"second"\n\n'
                '#, fuzzy\nmsgid "unsure"\nmsgstr "not checked"\n\n'
                'msgid "{n} file"\nmsgid_plural "{n} files"\nmsgstr[0] "A"\nmsgstr[1] "B"\n')
        entries = language.read_po(text)
        self.assertEqual(entries[1], ('one "line"', None, ["first\nsecond"]))
        self.assertNotIn("unsure", [e[0] for e in entries])
        t = gettext.GNUTranslations(__import__("io").BytesIO(language.mo_bytes(entries)))
        self.assertEqual((t.ngettext("{n} file", "{n} files", 1),
                          t.ngettext("{n} file", "{n} files", 3)), ("A", "B"))

    def test_a_broken_po_file_is_named_with_its_line(self):
        for text, line in (('msgid "a"\nmsgstr "b\n', 2), ('msgid "a"\nmsgstr "b"\nnonsense\n', 3),
                           ('msgstr "b"\n', 1), ('msgid "a"\nmsgid "b"\nmsgstr "c"\n', 2),
                           ('msgid "a"\n', 1)):
            with self.assertRaisesRegex(language.CatalogError, rf"^x\.po:{line}: "):
                language.read_po(text, "x.po")

    def test_a_broken_catalog_is_said_once_and_english_is_spoken(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = language.catalog_path(tmp, "d", KOREAN)
            os.makedirs(os.path.dirname(path))
            with open(path, "w", encoding="utf-8") as f:
                f.write('msgid "x"\nmsgstr "y\n')
            messages = language.Messages("d", tmp)
            with mock.patch.dict(os.environ, {language.CHOOSER: KOREAN}), \
                    mock.patch("sys.stderr") as err:
                self.assertEqual((messages.gettext("x"), messages.gettext("x")), ("x", "x"))
            self.assertEqual(err.write.call_count, 2)        # one print: text and newline


class WantedLanguage(unittest.TestCase):
    def test_course_lang_first_then_the_locale_in_posix_order(self):
        cases = [({"COURSE_LANG": "ko"}, "ko"),
                 ({"COURSE_LANG": "en", "LANG": "ko_KR.UTF-8"}, "en"),
                 ({"COURSE_LANG": "", "LANG": "ko_KR.UTF-8"}, "ko"),
                 ({"LC_ALL": "C", "LANG": "ko_KR.UTF-8"}, "en"),
                 ({"LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_GB.UTF-8"}, "ko"),
                 ({"LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "C"}, "ko"),
                 ({"LANG": "fr_FR.UTF-8"}, "en"),
                 ({"COURSE_LANG": "KO"}, "ko"),
                 ({}, "en")]
        for env, code in cases:
            self.assertEqual(language.wanted(env), code, env)

    def test_english_is_the_code_itself(self):
        with mock.patch.dict(os.environ, {language.CHOOSER: "en"}):
            self.assertEqual(report.progress_bar(1, 2), "[##########----------] 1 of 2 checks pass")
        with mock.patch.dict(os.environ, {language.CHOOSER: KOREAN}):
            self.assertNotIn("checks pass", report.progress_bar(1, 2))
            self.assertRegex(report.progress_bar(1, 2), HANGUL)


def run_course(root, *args, lang=KOREAN, env=None):
    env = dict(env or os.environ, COURSE_LANG=lang)
    env.pop("CI", None)
    run = subprocess.run([os.path.join(root, "course"), *args], cwd=root, env=env,
                         capture_output=True, text=True, errors="replace")
    return run.returncode, run.stdout + run.stderr


class KoreanCommands(unittest.TestCase):
    def korean(self, message):
        return language.COURSE.translations(KOREAN).gettext(message)

    def test_help_is_korean(self):
        code, out = run_course(ROOT, "help")
        self.assertEqual(code, 0, out)
        for message in ("this list", "The collision-detection course."):
            self.assertIn(self.korean(message).strip(), out)
            self.assertNotIn(message.strip(), out)
        for message in ("usage: ", "positional arguments", "show this help message and exit"):
            self.assertIn(language.ARGPARSE.translations(KOREAN).gettext(message).strip(), out)
            self.assertNotIn(message.strip(), out)

    def test_argparse_says_its_own_errors_in_korean(self):
        said = language.ARGPARSE.translations(KOREAN).gettext
        for args, message in ((["chek"], "invalid choice: %(value)r (choose from %(choices)s)"),
                              (["check"], "the following arguments are required: %s"),
                              (["check", "03", "--bogus"], "unrecognized arguments: %s")):
            code, out = run_course(ROOT, *args)
            self.assertEqual(code, 2, out)
            self.assertNotIn(message.partition(":")[0], out)
            self.assertIn(said(message).partition("%")[0].strip(), out)

    def test_reread_names_the_korean_section_and_falls_back_to_the_english(self):
        lesson = find_lesson("03", ROOT)
        with open(lesson.readme, encoding="utf-8") as f:
            english = translations.split_sections(f.read())
        with tempfile.TemporaryDirectory() as tmp:
            shutil.copytree(lesson.dir, os.path.join(tmp, "lessons", lesson.id),
                            ignore=shutil.ignore_patterns("*.ko.md"))
            rel = f"lessons/{lesson.id}"
            self.assertEqual(report.reread_place(rel, english[2].heading, tmp, KOREAN),
                             (f"{rel}/README.md", english[2].heading), "no Korean chapter")
            with open(os.path.join(tmp, rel, "README.ko.md"), "w", encoding="utf-8") as f:
                f.write(fixture(english[1:3]))
            self.assertEqual(report.reread_place(rel, english[2].heading, tmp, KOREAN),
                             (f"{rel}/README.ko.md", korean_heading(english[2])))
            self.assertEqual(report.reread_place(rel, english[3].heading, tmp, KOREAN),
                             (f"{rel}/README.md", english[3].heading), "no such section")
            self.assertEqual(report.reread_place(rel, english[2].heading, tmp, "en"),
                             (f"{rel}/README.md", english[2].heading))


class KoreanHints(unittest.TestCase):
    def test_hints_ko_md_is_read_when_korean_is_wanted_and_it_exists(self):
        with tempfile.TemporaryDirectory() as tmp:
            lesson = Lesson("42-made", tmp)
            os.makedirs(lesson.dir)
            with open(os.path.join(lesson.dir, "hints.md"), "w", encoding="utf-8") as f:
                f.write("## Hint 1: look\nLook at the picture.\n")
            progress = hints.Progress(tmp)
            with mock.patch.dict(os.environ, {language.CHOOSER: KOREAN}):
                lines, _status = hints.next_hint(lesson, progress)
                self.assertIn("Look at the picture.", lines, "no hints.ko.md: the English")
                self.assertRegex(lines[0], HANGUL)
                with open(os.path.join(lesson.dir, "hints.ko.md"), "w", encoding="utf-8") as f:
                    f.write("## 힌트 1: 보기\n그림을 보십시오.\n")
                progress.set(lesson.id, 0)
                lines, _status = hints.next_hint(lesson, progress)
                self.assertIn("그림을 보십시오.", lines)
                self.assertIn("보기", lines[0])
            with mock.patch.dict(os.environ, {language.CHOOSER: "en"}):
                progress.set(lesson.id, 0)
                self.assertIn("Look at the picture.", hints.next_hint(lesson, progress)[0])


def korean_heading(section):
    return f"번역된 절 {section.line}"


def fixture(sections):
    """A Korean chapter translating @p sections: each heading made up, each marker real."""
    out = []
    for s in sections:
        out += [f"{'#' * s.level} {korean_heading(s)}", translations.marker_line(s), "", "본문."]
    return "\n".join(out) + "\n"


@unittest.skipUnless(shutil.which("cmake"), "no CMake to build a scratch copy")
class KoreanCheck(unittest.TestCase):
    """`COURSE_LANG=ko ./course check 03` on the untouched starter, in a scratch copy with a
    build of its own and a small Korean chapter for lesson 03 (the real ones are
    translators' work): what failed is said in Korean, and each section to reread is the
    Korean one where the chapter translates it, the English one where it does not."""

    def test_a_failing_check_is_said_in_korean_with_the_korean_sections(self):
        with tempfile.TemporaryDirectory(prefix="course-korean-") as copy:
            for rel in course_files(ROOT):
                target = os.path.join(copy, rel)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                shutil.copy2(os.path.join(ROOT, rel), target)
            lesson = next(l for l in all_lessons(copy) if l.number == "03")
            for name, data in lesson.pristine_files().items():
                with open(os.path.join(lesson.dir, "starter", name), "wb") as f:
                    f.write(data)
            with open(lesson.readme, encoding="utf-8") as f:
                english = translations.split_sections(f.read())
            translated = [s for s in english if s.level == 1] + \
                [s for s in english if s.heading == "Separating axes"]
            with open(os.path.join(lesson.dir, "README.ko.md"), "w", encoding="utf-8") as f:
                f.write(fixture(translated))
            code, out = run_course(copy, "check", "03",
                                   env=dict(os.environ,
                                            COURSE_BUILD_DIR=os.path.join(copy, "build")))
        self.assertEqual(code, 1, out)
        ko = language.COURSE.translations(KOREAN)
        self.assertIn(ko.gettext("lesson {lesson}: {title}  ({track} track)").format(
            lesson="03-sat", title=korean_heading(translated[0]), track=ko.gettext("starter")),
            out)
        self.assertIn(f"  {ko.gettext('FAIL')}  ", out)
        reread = ko.gettext('reread "{section}" in {readme}')
        self.assertIn(reread.format(section=korean_heading(translated[1]),
                                    readme="lessons/03-sat/README.ko.md"), out)
        self.assertIn(reread.format(section="Worked example", readme="lessons/03-sat/README.md"),
                      out, "a section the Korean chapter lacks is the English one")
        for english in ("checks pass", "reread", "  FAIL  ", "stuck?"):
            self.assertNotIn(english, out)


if __name__ == "__main__":
    unittest.main()
