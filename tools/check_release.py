#!/usr/bin/env python3
"""`check_release.py`: the student edition, end to end, in a temporary folder.

1. `./course release OUT` writes it (and refuses a non-empty OUT, exit 2);
2. it has no solutions/, no grader/, its own README.md (and README.ko.md, where its template
   is written), no solution function body anywhere (tools/course/solution_code.py), and no
   chapter or hint, English or Korean, that links to what it lacks or keeps an instructor
   passage;
3. inside it, `./course help` lists only what works there (no regen, release or instructor
   edition), `./course release` is refused (exit 2, nothing written), `./course hint 00` works,
   and `./course check 00` builds the lesson 00 starter, runs its checks and reports failures
   (exit 1, no traceback); with the file gone, the advice fits a folder without git;
4. with lesson 00 done (its reference in starter/, and a line of the student's) and the next
   lesson with a live figure started, `./course test` passes in the copy (lesson 00's tests,
   the copy's own Python tests and its docs; `-R` keeps the build to lesson 00), the docs it
   built say what the student writes in every lesson, and their live figures were compiled
   from the student's files and given code only: each figures/sources.json names files under
   lessons/ or gfx/, none with the bytes (SHA-256) of a file of solutions/;
5. the copy names nothing it lacks (lacking_names): no file, folder, target, command or
   picture of the instructor's, and no private helper of a reference, in any Markdown text,
   header, starter, hint or docs source, in either language, nor in the built docs' scripts
   and WebAssembly, read as bytes (the figures' modules, their WebAssembly decoded) (checked
   last: the other checks run whatever it finds).
"""

import base64
import binascii
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from course import cli, editions, figures, release, solution_code, test_results  # noqa: E402
from course.language import LANGUAGES, every_language  # noqa: E402
from course.lessons import ROOT, all_lessons  # noqa: E402


def run(cmd, cwd, env=None):
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                          errors="replace")
    return done.returncode, done.stdout + done.stderr


def expect(condition, what, output=""):
    if not condition:
        print(f"FAIL: {what}\n--- output ---\n{output[-4000:]}")
        sys.exit(1)
    print(f"ok: {what}")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, "student")
        code, out = run([sys.executable, os.path.join(ROOT, "course"), "release", copy], ROOT)
        expect(code == 0 and "Traceback" not in out, "./course release writes the copy", out)
        code, out = run([sys.executable, os.path.join(ROOT, "course"), "release", copy], ROOT)
        expect(code == 2 and "not an empty folder" in out, "a non-empty OUT is refused", out)

        for gone in editions.INSTRUCTOR_FOLDERS + editions.INSTRUCTOR_FILES:
            expect(not os.path.exists(os.path.join(copy, gone)), f"the copy has no {gone}")
        theirs = [rel for rel in release.course_files(copy) if editions.instructor_only(rel)]
        expect(not theirs, "no file of the copy is the instructor's (translations included)",
               "\n".join(theirs))
        with open(os.path.join(copy, "README.md"), encoding="utf-8") as f:
            expect("student edition" in f.read(), "the copy has the student README.md")
        student_texts(copy)
        bodies, note = solution_code.solution_bodies(ROOT)
        print(note)
        leaks = solution_code.leaks(bodies, copy)
        expect(bodies and not leaks, "no solution function body in the copy",
               "\n".join(f"{rel}: {b.describe()}" for rel, b in leaks))

        env = {k: v for k, v in os.environ.items() if k not in ("COURSE_BUILD_DIR", "CI")}
        course = os.path.join(copy, "course")
        code, out = run([course, "help"], copy, env)
        expect(code == 0 and "Traceback" not in out and "check" in out and
               not any(word in out for word in (*cli.INSTRUCTOR_COMMANDS, "instructor",
                                                "--solution")),
               "./course help in the copy lists only what works there", out)
        elsewhere = os.path.join(tmp, "again")
        code, out = run([course, "release", elsewhere], copy, env)
        expect(code == 2 and "is an instructor's command" in out and
               not os.path.exists(elsewhere), "./course release is refused there, exit 2, "
               "nothing written", out)
        code, out = run([course, "hint", "00"], copy, env)
        expect(code == 0 and "Hint 1 of" in out, "./course hint 00 works in the copy", out)
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 1 and "FAIL" in out and "checks pass" in out and "Traceback" not in out,
               "./course check 00 builds the starter and reports its failures (exit 1)", out)

        mine = os.path.join(copy, "lessons", "00-check", "starter", "check.cpp")
        os.rename(mine, mine + ".away")
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 2 and "check.cpp is missing" in out and "git" not in out and
               "cp lessons/00-check/.starter/check.cpp lessons/00-check/starter/check.cpp" in out,
               "a missing file gets advice that fits a folder without git", out)
        os.rename(mine + ".away", mine)

        shutil.copy(os.path.join(ROOT, "solutions", "00-check", "check.cpp"), mine)
        with open(mine, "a", encoding="utf-8") as f:     # the student's own bytes now
            f.write("\n// done: my own file now\n")
        code, out = run([course, "check", "00"], copy, env)
        expect(code == 0 and "is done" in out, "lesson 00 done in the copy", out)
        started = start_a_figure(copy)
        code, out = run([course, "test", "-R", "^00-check/|^tools/python-unit$|^docs/student$"],
                        copy, env)
        counts = test_results.closing_counts(out)
        expect(code == 0 and counts and counts[1] == 0,
               "with lesson 00 done, ./course test passes in the copy", out)
        if shutil.which("doxygen"):       # docs/student ran: the copy's docs are built
            you_write_lines(os.path.join(copy, "build", "docs", "student", "index.html"))
            the_figures_hold_no_reference(copy, started)
        else:
            print("skipped: the copy's docs (no doxygen)")
        hits = lacking_names(copy)
        expect(not hits, "the copy names nothing it lacks (no instructor's file, folder, "
               "target, command, picture or private helper of a reference)",
               f"{len(hits)} hit(s):\n" + "\n".join(hits))
    return 0


def start_a_figure(copy):
    """Touches the starter of the copy's first lesson with a live figure (after 00, done with
    the reference): the copy's docs then compile that figure from the student's file, and
    the checks below read a real module and manifest. The lesson, or None."""
    lessons = [l for l in figures.lessons_with_figures(copy) if l.number != "00"]
    if not lessons:
        return None
    lesson = lessons[0]
    name = sorted(lesson.pristine_files())[0]
    with open(os.path.join(lesson.dir, "starter", name), "a", encoding="utf-8") as f:
        f.write("\n// started\n")
    return lesson


def the_figures_hold_no_reference(copy, started):
    """The copy's docs' live figures: built from the student's files and given code only,
    and (lacking_names, at the end) no name of the reference in their modules."""
    manifests = figure_manifests(copy)
    if started is not None and shutil.which(figures.COMPILER):
        found = {}
        for rel in manifests:
            with open(os.path.join(copy, rel), encoding="utf-8") as f:
                found.update(json.load(f))
        own = f"lessons/{started.id}/starter/"
        expect(any(s["path"].startswith(own) for s in found.get(started.id, [])),
               f"the copy's docs compiled lesson {started.number}'s figure from the student's "
               f"file ({', '.join(manifests) or 'no manifest'})", json.dumps(found, indent=1))
    else:
        print("skipped: a figure of the copy's docs (no lesson with a figure, or no emcc)")
    problems = figure_source_problems(copy)
    expect(not problems, f"the copy's {len(manifests)} figure manifest(s) name only given "
           "code and the student's files, none the reference's bytes", "\n".join(problems))


def student_texts(copy):
    """The copy's READMEs in every language, and its chapters and hints (chapter_problems)."""
    for language in LANGUAGES:
        if release.template(ROOT, language):
            name = release.readme_name(language)
            expect(os.path.isfile(os.path.join(copy, name)), f"the copy has its {name}")
    problems = chapter_problems(copy)
    expect(not problems, "every chapter and hint of the copy, in every language, links only "
           "to what the copy has and keeps no instructor passage", "\n".join(problems))


def chapter_problems(copy):
    """What a student chapter or hint of @p copy, English or translated, points at that the
    copy lacks (a link or a picture), and the instructor passages left in it."""
    problems = []
    for lesson in all_lessons(copy):
        for english in ("README.md", "hints.md"):
            for rel, _language in every_language(
                    copy, [f"lessons/{lesson.id}/{english}"]):
                path = os.path.join(copy, rel)
                if not os.path.isfile(path):
                    continue
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                if "<!-- instructor:" in text or "<!-- end instructor -->" in text:
                    problems.append(f"{rel}: an instructor passage is left in it")
                for _bang, _text, target, _title in editions.LINK.findall(text):
                    linked = editions.link_path(rel, target)
                    if linked and not os.path.exists(os.path.join(copy, linked)):
                        problems.append(f"{rel}: links to {target}, which the copy lacks")
    return problems


# --- what the student edition lacks, by name ---------------------------------------------------
# Paths, folders and words that name the instructor's files: (pattern, what it names).
LACKING = [
    (r"\bsolutions/", "solutions/"),
    (r"(?<![\w/-])grader/", "grader/"),
    (r"\bNOTES\.md\b", "NOTES.md"),
    (r"\b[Tt]he notes\b", "the instructor's notes"),
    (r"노트", "the instructor's notes"),
    (r"(?<![\w-])bench/", "bench/"),
    (r"\bbench_\w+(?:\.cpp)?\b", "a benchmark's file"),
    (r"\btree_pairs(?:\.cpp)?\b", "tree_pairs.cpp"),
    (r"\bAUTHORING\.md\b", "docs/AUTHORING.md"),
    (r"\b[\w-]+-bench\b", "a benchmark's target"),
    (r"\b\d\d-[a-z0-9]+(?:-[a-z0-9]+)*/solution/[\w-]+", "a test of the solution track"),
    (r"\b\d\d-[a-z0-9]+-(?:tests|driver)-solution\b", "a target of the solution track"),
]
# The texts searched: Markdown anywhere, the lessons' and gfx' headers, the starters, and the
# docs' sources; and in the built docs, the scripts and the WebAssembly (docs_code).
SEARCHED_SUFFIXES = (".md", ".md.in", ".dox")
CODE_SUFFIXES = (".hpp", ".h")
DOCS_CODE_SUFFIXES = (".js", ".wasm")
WASM_DATA = re.compile(rb"data:application/octet-stream;base64,([A-Za-z0-9+/=]+)")
# What a live figure of the student's docs may be compiled from (figures/sources.json): given
# code and the student's own files, never a file of solutions/.
FIGURE_SOURCE_TOPS = ("lessons/", "gfx/")


def searched_files(copy):
    """The copy's files that a student reads as the course's words (relative paths)."""
    out = []
    for rel in release.course_files(copy):
        parts = rel.split("/")
        if rel.endswith(SEARCHED_SUFFIXES) or \
                (parts[0] in ("lessons", "gfx") and rel.endswith(CODE_SUFFIXES)) or \
                (parts[0] == "lessons" and len(parts) > 2 and
                 parts[2] in ("starter", ".starter")) or \
                (parts[0] == "docs" and not rel.endswith((".png", ".jpg", ".css", ".js"))):
            out.append(rel)
    return out


def _given_code(root):
    """The code of every file under lessons/ (the student's starter/ left out: in the
    instructor's checkout it may hold a reference) and gfx/, without comments and strings:
    a comment that names a helper does not give it."""
    texts = []
    for top in ("lessons", "gfx"):
        for dirpath, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = [d for d in dirs if d != "starter"]
            for name in files:
                if name.endswith((".cpp", ".hpp", ".h")):
                    with open(os.path.join(dirpath, name), encoding="utf-8",
                              errors="replace") as f:
                        texts.append(solution_code._blank_literals(f.read()))
    return "\n".join(texts)


def private_helpers(root=ROOT):
    """{name: where it is defined} of the functions the references (solutions/NN-name/*.cpp)
    define that no file under lessons/ (nor gfx/) names: the references' own helpers."""
    given = _given_code(root)
    found = {}
    for path in sorted(glob.glob(os.path.join(root, editions.SOLUTIONS, "[0-9][0-9]-*",
                                              "*.cpp"))):
        with open(path, encoding="utf-8", errors="replace") as f:
            src = f.read()
        for name in defined_functions(src):
            if name != "main" and not re.search(rf"\b{re.escape(name)}\b", given):
                found.setdefault(name, os.path.relpath(path, root))
    return found


def defined_functions(src):
    """The names of the functions @p src defines at namespace scope or inside a class."""
    code = solution_code._blank_literals(src)
    names, i, last_stop = [], 0, 0
    while True:
        i = code.find("{", i)
        if i < 0:
            return names
        head = code[last_stop:i]
        head = head[head.rfind(";") + 1:]
        head = head[head.rfind("}") + 1:]
        end = solution_code._matching_brace(code, i)
        if solution_code._CONTAINER.search(head) and "(" not in head and "=" not in head:
            i += 1
        elif solution_code._AFTER_PARAMS.search(head.rstrip()) and \
                "=" not in head.split("(")[0]:
            m = re.search(r"([A-Za-z_]\w*)\s*$", head.split("(")[0])
            if m and not head.split("(")[0].rstrip().endswith("operator"):
                names.append(m.group(1))
            i = end + 1
        else:
            i = end + 1
        last_stop = i


def instructor_targets(root=ROOT):
    """The CMake targets that exist only in the instructor's build: each lesson's checks
    declared in solutions/NN-name/CMakeLists.txt (`course_check(NAME ...)` makes NN-name-NAME)
    and the programs and targets added there by name."""
    targets = set()
    for path in glob.glob(os.path.join(root, editions.SOLUTIONS, "*", "CMakeLists.txt")):
        lesson = os.path.basename(os.path.dirname(path))
        with open(path, encoding="utf-8") as f:
            text = f.read()
        targets.update(f"{lesson}-{name}" for name in
                       re.findall(r"\bcourse_check\(\s*([\w-]+)", text))
        targets.update(re.findall(r"\badd_(?:executable|custom_target)\(\s*([\w-]+)", text))
    return sorted(targets)


def _lacking_patterns(copy, root):
    """(compiled pattern, what it names) for everything the copy of @p root lacks."""
    from course.cli import INSTRUCTOR_COMMANDS
    patterns = [(re.compile(p), what) for p, what in LACKING]
    commands = sorted(INSTRUCTOR_COMMANDS, key=len, reverse=True)
    patterns.append((re.compile(r"\./course\s+(?:" + "|".join(map(re.escape, commands)) +
                                r")(?![\w-])"), "an instructor's command"))
    for target in instructor_targets(root):
        patterns.append((re.compile(rf"(?<![\w/-]){re.escape(target)}(?![\w-])"),
                         "a target of the instructor's build"))
    pictures = {os.path.basename(rel) for rel in release.course_files(root)
                if rel.lower().endswith((".png", ".jpg", ".svg", ".gif"))
                and not os.path.exists(os.path.join(copy, rel))}
    for name in sorted(pictures):
        patterns.append((re.compile(rf"(?<![\w-]){re.escape(name)}\b"),
                         "a picture the copy lacks"))
    for name, where in sorted(private_helpers(root).items()):
        # a name with an underscore is the helper wherever it stands; a plain word only as
        # code (`name`, name(...))
        pattern = rf"\b{name}\b" if "_" in name else rf"`{name}\b|\b{name}\("
        patterns.append((re.compile(pattern), f"a private helper of {where}"))
    return patterns


def docs_code(copy):
    """The scripts and WebAssembly of the copy's built docs (relative paths, '/'-separated):
    build/docs/**/*.js and *.wasm, the live figures' modules among them."""
    out = []
    top = os.path.join(copy, "build", "docs")
    for dirpath, dirs, files in os.walk(top):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(DOCS_CODE_SUFFIXES):
                out.append(os.path.relpath(os.path.join(dirpath, name), copy).replace(os.sep, "/"))
    return out


def embedded_wasm(data):
    """The WebAssembly modules a script carries inside (emscripten's SINGLE_FILE writes the
    module as a base64 data: address): [(where it starts in the script, its bytes)]."""
    out = []
    for m in WASM_DATA.finditer(data):
        try:
            out.append((m.start(1), base64.b64decode(m.group(1))))
        except (ValueError, binascii.Error):
            continue
    return out


def _binary_hits(copy, patterns, hits):
    """Adds to @p hits each name of @p patterns in the docs' scripts and WebAssembly (their
    bytes: a name compiled into a module is bytes too), those inside a script decoded."""
    byte_patterns = [(re.compile(p.pattern.encode("utf-8")), what) for p, what in patterns]
    for rel in docs_code(copy):
        try:
            with open(os.path.join(copy, rel), "rb") as f:
                data = f.read()
        except OSError:
            continue
        if rel.endswith(".wasm"):
            inside = [(0, data)]
        else:
            for number, line in enumerate(data.split(b"\n"), 1):
                for pattern, what in byte_patterns:
                    for m in pattern.finditer(line):
                        name = m.group(0).decode("utf-8", "replace")
                        hits.setdefault((rel, number, name), what)
            inside = embedded_wasm(data)
        for start, module in inside:
            for pattern, what in byte_patterns:
                for m in pattern.finditer(module):
                    name = m.group(0).decode("utf-8", "replace")
                    where = f"{rel} (its WebAssembly at byte {start})" if start else rel
                    hits.setdefault((where, f"byte {m.start()}", name), what)


def lacking_names(copy, root=ROOT):
    """["FILE:LINE: NAME (what it names)"] for each name in the student copy @p copy's texts
    (searched_files) of what the copy lacks: an instructor's file, folder, target, command or
    picture, or a private helper of a reference of @p root. The copy's built docs' scripts
    and WebAssembly (docs_code: the live figures' modules) are read too, as bytes."""
    patterns = _lacking_patterns(copy, root)
    hits = {}                     # (file, line, name): what it names, the first said
    _binary_hits(copy, patterns, hits)
    for rel in searched_files(copy):
        try:
            with open(os.path.join(copy, rel), encoding="utf-8") as f:
                lines = f.read().split("\n")
        except (OSError, UnicodeDecodeError):
            continue
        for number, line in enumerate(lines, 1):
            for pattern, what in patterns:
                for m in pattern.finditer(line):
                    hits.setdefault((rel, number, m.group(0)), what)
            for bang, _text, target, _title in editions.LINK.findall(line):
                linked = editions.link_path(rel, target)
                if linked and bang and not os.path.exists(os.path.join(copy, linked)):
                    hits.setdefault((rel, number, target), "a picture the copy lacks")
    return [f"{rel}:{number}: {name}" + (f" ({what})" if what != name else "")
            for (rel, number, name), what in hits.items()]


def solution_digests(root=ROOT):
    """{sha256: path} of every file under @p root's solutions/."""
    out = {}
    for dirpath, _dirs, files in os.walk(os.path.join(root, editions.SOLUTIONS)):
        for name in files:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as f:
                out.setdefault(hashlib.sha256(f.read()).hexdigest(),
                               os.path.relpath(path, root).replace(os.sep, "/"))
    return out


def figure_manifests(copy):
    """The live figures' manifests (figures/sources.json) of the copy's built docs."""
    out = []
    for dirpath, dirs, files in os.walk(os.path.join(copy, "build", "docs")):
        dirs.sort()
        if os.path.basename(dirpath) == "figures" and "sources.json" in files:
            out.append(os.path.relpath(os.path.join(dirpath, "sources.json"), copy)
                       .replace(os.sep, "/"))
    return out


def figure_source_problems(copy, root=ROOT):
    """What a live figure of the copy's docs was compiled from that the student edition must
    not hold: each figures/sources.json may name only files under lessons/ or gfx/ (given code
    and the student's own), none of them, by its SHA-256, a file of @p root's solutions/."""
    digests = solution_digests(root)
    problems = []
    for rel in figure_manifests(copy):
        try:
            with open(os.path.join(copy, rel), encoding="utf-8") as f:
                manifest = json.load(f)
        except (OSError, ValueError) as e:
            problems.append(f"{rel}: not read ({e})")
            continue
        if not isinstance(manifest, dict):
            problems.append(f"{rel}: not a figure's manifest")
            continue
        for lesson_id, sources in sorted(manifest.items()):
            for source in sources if isinstance(sources, list) else [sources]:
                path = source.get("path", "") if isinstance(source, dict) else str(source)
                digest = source.get("sha256", "") if isinstance(source, dict) else ""
                clean = os.path.normpath(path).replace(os.sep, "/")
                if not clean.startswith(FIGURE_SOURCE_TOPS) or clean != path:
                    problems.append(f"{rel}: figure {lesson_id} is compiled from {path}, "
                                    "outside lessons/ and gfx/")
                if digest in digests:
                    problems.append(f"{rel}: figure {lesson_id} is compiled from {path}, the "
                                    f"same bytes as {digests[digest]}")
    return problems


def you_write_lines(index):
    """The student docs' lesson map says what the student writes for every written lesson."""
    written = [lesson for lesson in all_lessons(ROOT) if lesson.exists]
    text = ""
    if os.path.isfile(index):
        with open(index, encoding="utf-8", errors="replace") as f:
            text = f.read()
    found = text.count('<div class="lesson-write">You write: ')
    expect(written and found == len(written),
           f"the copy's docs have a 'You write' line for each of the {len(written)} lessons "
           f"({found} found in {index})")


if __name__ == "__main__":
    sys.exit(main())
