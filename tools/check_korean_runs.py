#!/usr/bin/env python3
"""A Korean student's runs say nothing in English prose (issue 33): in a fresh copy of the
course, with COURSE_LANG=ko, `./course check NN` on the starter and on a named mistake of
three lessons, and `./course grade` on a submission (those lessons' starters and mistakes,
through the grader), each line read by english_prose().

    check_korean_runs.py [--keep DIR]      (DIR: a copy kept, with its build, for a next run)

English prose is a run of two or more English words. What is not prose is taken out of the
line first, by its form:
- code: a Catch2 assertion `CHECK( ... )` as the test program reports it (or cut short with
  "..." where a report quotes it on one line), `backquoted` text,
  a [bracketed-name] (a case), the command's name that opens a line (`course grade:`),
  a word with code in it (`collide::overlap(a,`, `min_x`, `01-aabb.png`, `README.ko.md`,
  `Catch2`, `--mine`), C++'s literals (true, false, nan, inf), and a line that is a command
  (`./build/...`, `gdb ...`);
- data: a line of a produced file as the tool quotes it, after its label (기댓값: / 실제값:);
- names: a test's name (a TEST_CASE of the lesson's tests), a grader check's title (a string
  of the lesson's grading.py), a lesson's own words in its test program (the lesson's INFO
  messages, its cases' names, the expansions its shared test helpers write): on a line of the
  test program's report (one with its assertion) a run made of pieces of the lessons' string
  literals (each a whole literal or two or more of its words in a row), elsewhere a run that
  stands whole in one literal.
Numbers, single letters (a, b: variables) and punctuation join the words on either side into
one run ("1672 of 65536 pixels differ" is a run of three words); Hangul ends a run.
"""

import ast
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import mistakes  # noqa: E402
from course.language import COURSE  # noqa: E402
from course.lessons import ROOT, find_lesson  # noqa: E402

KOREAN = "ko"
# Three lessons, each with a named mistake that compiles and fails checks.
LESSONS = {"01-aabb": "touching_is_a_gap", "02-circle": "normal_from_2_to_1",
           "03-sat": "last_edge_forgotten"}

_ASSERTION = re.compile(r"\b(?:CHECK|REQUIRE)(?:_[A-Z]+)*\( .* \)")
# The same, cut short where a report quotes it in one line (the grader's first failing case).
_CUT_ASSERTION = re.compile(r"\b(?:CHECK|REQUIRE)[A-Z_]*(?:\(.*)?(?:\.\.\.|…)\s*$")
_BACKQUOTED = re.compile(r"`[^`]*`")
_BRACKETED = re.compile(r"\[[^\]\s]*\]")          # a case's name: [touching-edge]
_QUOTED = re.compile(r"'([^']*)'|\"([^\"]*)\"|“([^”]*)”")
_COMMAND = re.compile(r"^\s*(?:\./|gdb |git |cmake |ctest |python3 )")
_PROGRAM = re.compile(r"^\s*course(?: [a-z-]+)?:")      # the name of the command speaking
_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_WORD = re.compile(r"[A-Za-z][a-z]+(?:'[a-z]+)?")
# A number, a tuple of numbers, a size (64x64), a dash, or one letter (a variable).
_NEUTRAL = re.compile(r"[A-Za-z]|[-+]?\d[\d.,:;()\[\]{}%+-]*|\d+x\d+|[-–—…·]+")
_CODE_LITERALS = {"true", "false", "nan", "inf", "nullptr"}
_EDGE = "\"'“”‘’.,;:!?()[]{}"


def quoted_labels(language=KOREAN):
    """The labels before a quoted line of a produced file (compare.py), in @p language."""
    said = COURSE.in_language(language)
    return [said(m).split("{text}")[0].strip() for m in ("expected: {text}",
                                                         "     got: {text}")]


def _tokens(text):
    """Each token of @p text: ("word", w), ("neutral", t) or ("break", t)."""
    out = []
    for raw in text.split():
        if _HANGUL.search(raw):
            out.append(("break", raw))
            continue
        core = raw.strip(_EDGE)
        if not core or _NEUTRAL.fullmatch(core):
            out.append(("neutral", raw))
        elif _WORD.fullmatch(core) and core.lower() not in _CODE_LITERALS:
            out.append(("word", core))
        else:
            out.append(("break", raw))       # code: an identifier, a path, an operator
    return out


def runs(text):
    """The runs of two or more English words in @p text (code taken out beforehand), each a
    list of its words."""
    found, words = [], []
    for kind, token in _tokens(text) + [("break", "")]:
        if kind == "word":
            words.append(token)
        elif kind == "break":
            if len(words) >= 2:
                found.append(words)
            words = []
    return found


def english_prose(line, names=(), labels=None):
    """The runs of English prose in one line of output ([] when there is none); @p names:
    the lesson's string literals (test names, check titles, its test program's words)."""
    labels = quoted_labels() if labels is None else labels
    if _COMMAND.match(line):
        return []
    for label in labels:
        if label and label in line:
            line = line[:line.index(label)]          # then a produced file's line: data
    report_line = bool(_ASSERTION.search(line) or _CUT_ASSERTION.search(line))
    for code in (_PROGRAM, _BACKQUOTED, _BRACKETED, _ASSERTION, _CUT_ASSERTION):
        line = code.sub(" | ", line)

    def named(m):       # a quoted name or word of code; quoted prose stays
        inner = next(g for g in m.groups() if g is not None).strip()
        return " | " if " " not in inner or any(inner in n for n in names) else m.group(0)
    line = _QUOTED.sub(named, line)
    phrases = [" ".join(_tokens_words(n)) for n in names]
    whole = {p for p in phrases if p}
    flagged = []
    for words in runs(line):
        if report_line:     # the test program's own words, piece by piece
            if _pieced(words, phrases, whole):
                continue
        elif any(f" {' '.join(words)} " in f" {p} " for p in phrases):
            continue
        flagged.append(" ".join(words))
    return flagged


def _tokens_words(text):
    return [t for kind, t in _tokens(text) if kind == "word"]


def _pieced(words, phrases, whole):
    """Whether @p words are, in order, pieces of the lesson's literals: each piece a whole
    literal (a case's name, "overlapping") or two or more of a literal's words in a row."""
    ok = [True] + [False] * len(words)
    for end in range(1, len(words) + 1):
        for start in range(end):
            piece = " ".join(words[start:end])
            if ok[start] and (piece in whole or (end - start >= 2 and any(
                    f" {piece} " in f" {p} " for p in phrases))):
                ok[end] = True
                break
    return ok[-1]


def string_literals(root, lesson_id):
    """The string literals of a lesson's tests and given code (C++), with the tests' shared
    helpers (lessons/common/), and of its grading.py (Python): its test names, its tests'
    messages, its cases' names, its checks' titles."""
    out = set()
    for dirpath, dirs, files in (step for folder in (lesson_id, "common") for step in
                                 os.walk(os.path.join(root, "lessons", folder))):
        dirs[:] = [d for d in dirs if d not in ("starter", ".starter", "expected")]
        for name in files:
            if name.endswith((".cpp", ".hpp")):
                with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                    out.update(_cpp_strings(f.read()))
    grading = os.path.join(root, "solutions", lesson_id, "grading.py")
    if os.path.isfile(grading):
        with open(grading, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        out.update(n.value for n in ast.walk(tree)
                   if isinstance(n, ast.Constant) and isinstance(n.value, str))
    return {s for s in out if s.strip()}


_CPP_STRING = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def _cpp_strings(text):
    return [m.group(1).replace('\\"', '"') for m in _CPP_STRING.finditer(text)]


def check_output(output, names):
    """[(line, runs)] of @p output's lines with English prose."""
    labels = quoted_labels()
    return [(line, found) for line in output.splitlines()
            for found in [english_prose(line, names, labels)] if found]


# --- the runs ---------------------------------------------------------------------------------

def course(copy, *args):
    env = dict(os.environ, COURSE_LANG=KOREAN, COURSE_BUILD_DIR=os.path.join(copy, "build"))
    env.pop("CI", None)
    env.pop("LANGUAGE", None)
    run = subprocess.run([os.path.join(copy, "course"), *args], cwd=copy, env=env,
                         capture_output=True, text=True, errors="replace")
    return run.returncode, run.stdout + run.stderr


def fresh_copy(dest):
    from course.release import course_files
    for rel in course_files(ROOT):
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(os.path.join(ROOT, rel), target)
    for lesson_id in LESSONS:
        lesson = find_lesson(lesson_id, dest)
        for name, data in lesson.pristine_files().items():
            _write(os.path.join(lesson.dir, "starter", name), data)


def _write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def main(argv):
    keep = argv[argv.index("--keep") + 1] if "--keep" in argv else None
    work = keep or tempfile.mkdtemp(prefix="korean-runs-")
    os.makedirs(work, exist_ok=True)
    problems, runs_done = [], 0
    try:
        fresh_copy(work)          # over a kept copy too: its build is kept, its files renewed
        names = set()
        for lesson_id in LESSONS:
            names |= string_literals(work, lesson_id)

        def read(what, code, output, wanted_codes):
            nonlocal runs_done
            runs_done += 1
            found = check_output(output, names)
            status = "ok" if code in wanted_codes and not found else "FAIL"
            print(f"{status}: {what} (exit {code}, {len(output.splitlines())} lines)", flush=True)
            if code not in wanted_codes:
                problems.append(f"{what}: exit {code}, expected {sorted(wanted_codes)}\n"
                                f"{output[-3000:]}")
            for line, words in found:
                problems.append(f"{what}: English prose {words}: {line.strip()}")

        for lesson_id, mistake in LESSONS.items():
            number = lesson_id[:2]
            read(f"./course check {number} (starter)", *course(work, "check", number), {1})
            lesson = find_lesson(lesson_id, work)
            for name, data in mistakes.materialize(find_lesson(lesson_id, ROOT),
                                                   mistake).items():
                _write(os.path.join(lesson.dir, "starter", name), data)
            read(f"./course check {number} (mistake {mistake})", *course(work, "check", number),
                 {1})
        # The submission: this copy, with the three mistakes in place (and the starters of
        # every other lesson, which --lessons leaves out).
        read("./course grade --lessons " + ",".join(l[:2] for l in LESSONS),
             *course(work, "grade", "--submission", work, "--lessons",
                     ",".join(l[:2] for l in LESSONS)), {0})
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)
    for p in problems:
        print(p)
    print(f"{runs_done} Korean runs read, {len(problems)} problems")
    return 1 if problems or runs_done != 2 * len(LESSONS) + 1 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
