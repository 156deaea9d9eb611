"""Named mistakes: small patches against the reference, so that they can never drift from it.

A lesson's catalogue is `solutions/NN-name/mistakes/NAME.patch`, one file per mistake:

    Mistake: touching counts as a hit.          <- the first line: what is wrong, one sentence
    Section: The test                           <- the chapter section whose rule it breaks
    More lines may follow, up to the diff.      <- optional: why a student writes it
    --- a/circle.cpp                            <- a unified diff (diff -u, git diff) of the
    +++ b/circle.cpp                               reference file(s), paths relative to
    @@ -14,7 +14,7 @@ Hit circle_hit(...)           solutions/NN-name/ (a/ and b/ are optional)
         context
    -    reference line
    +    wrong line
         context

The patch is applied with exact context and no fuzz: every context and removed line must be
in the reference as written, in order. A hunk may have moved (lines added or removed above
it): it is looked for nearest to the line its header names. A patch that does not apply, or
that changes nothing but comments and spacing, is an error that names the patch and the hunk.

Python side: materialize(lesson, name) is the one way to get a mistake's files (the grader's
tests, the docs' catalogue, solution_code.py). The build runs `python3 -m course.mistakes make
PATCH OUT_DIR` (cmake/Course.cmake) to write the wrong files into the build folder.
"""

import difflib
import os
import re
import sys

SUFFIX = ".patch"
_HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)


class PatchError(Exception):
    """A patch that cannot be read or does not apply; the message names the patch."""


def names(lesson):
    """The lesson's mistake names, sorted (file names without .patch)."""
    folder = os.path.join(lesson.solution_dir, "mistakes")
    if not os.path.isdir(folder):
        return []
    return sorted(f[:-len(SUFFIX)] for f in os.listdir(folder) if f.endswith(SUFFIX))


def patch_path(lesson, name):
    return os.path.join(lesson.solution_dir, "mistakes", name + SUFFIX)


def read_patch(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def description(text):
    """The first line of a patch without its "Mistake:" label: what the mistake is."""
    first = text.split("\n", 1)[0].strip()
    return first[len("Mistake:"):].strip() if first.startswith("Mistake:") else first


def section(text):
    """The chapter section whose rule the mistake breaks: the patch's `Section: HEADING` line
    under its first ("" when it names none). The mistake's first failing test case must name
    that section in its [reread:...] tag (tools/expect_failure.py)."""
    for line in text.split("\n")[1:]:
        if line.startswith("Section:"):
            return line[len("Section:"):].strip()
        if line.startswith("--- "):
            break
    return ""


def diff_part(text):
    """The patch from its first `--- ` line on: the diff itself, without the description."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line.startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ "):
            return "\n".join(lines[i:])
    return ""


def _strip_prefix(path):
    path = path.split("\t")[0].strip()
    return path[2:] if path.startswith(("a/", "b/")) else path


def parse(text, where="patch"):
    """[(file name, [hunk])]; a hunk is (old start, [(tag, line)]) with tag ' ', '-' or '+'."""
    if not text.startswith("Mistake:"):
        raise PatchError(f"{where}: the first line must say 'Mistake: what is wrong'")
    files, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        if lines[i].startswith("--- ") and i + 1 < len(lines) and lines[i + 1].startswith("+++ "):
            name = _strip_prefix(lines[i + 1][4:])
            if os.path.isabs(name) or ".." in name.split("/"):
                raise PatchError(f"{where}: {name}: a patched file lies in the lesson's folder")
            files.append((name, []))
            i += 2
            continue
        m = _HUNK.match(lines[i])
        if m and files:
            old_len = int(m.group(2) or 1)
            new_len = int(m.group(4) or 1)
            body, i = [], i + 1
            while (old_len > 0 or new_len > 0) and i < len(lines):
                line = lines[i]
                tag, rest = (line[:1] or " "), line[1:]
                if tag == "\\":                         # "\ No newline at end of file"
                    i += 1
                    continue
                if tag not in " -+":
                    break
                body.append((tag, rest))
                old_len -= tag in " -"
                new_len -= tag in " +"
                i += 1
            if old_len or new_len:
                raise PatchError(f"{where}: hunk {m.group(0)} is shorter than its header says")
            files[-1][1].append((int(m.group(1)), body))
            continue
        i += 1
    if not files or not any(h for _f, h in files):
        raise PatchError(f"{where}: no unified diff found (a '--- a/FILE' and '+++ b/FILE' "
                         "pair followed by @@ hunks)")
    return files


def _find(lines, old, near):
    """The index where @p old stands in @p lines, nearest to @p near; None when nowhere."""
    starts = [i for i in range(len(lines) - len(old) + 1) if lines[i:i + len(old)] == old]
    return min(starts, key=lambda i: (abs(i - near), i)) if starts else None


def apply(source, hunks, where="patch"):
    """@p source with @p hunks applied, exactly (no fuzz); raises PatchError."""
    lines = source.split("\n")
    out, pos = [], 0
    for number, (start, body) in enumerate(hunks, 1):
        old = [text for tag, text in body if tag in " -"]
        new = [text for tag, text in body if tag in " +"]
        at = _find(lines[pos:], old, max(0, start - 1 - pos))
        if at is None:
            first = next((text for tag, text in body if tag == "-"), old[0] if old else "")
            raise PatchError(f"{where}: hunk {number} (@@ -{start}) no longer applies: its lines "
                             f"are not in the reference as written (near {first.strip()!r})")
        out += lines[pos:pos + at] + new
        pos += at + len(old)
    return "\n".join(out + lines[pos:])


def code_of(text):
    """The code without comments and spacing: what the compiler sees of it."""
    return re.sub(r"\s+", "", _COMMENT.sub(" ", text))


def build(reference_dir, text, where="patch"):
    """{file name: patched text} for the files the patch changes; raises PatchError."""
    out = {}
    for name, hunks in parse(text, where):
        path = os.path.join(reference_dir, name)
        if not os.path.isfile(path):
            raise PatchError(f"{where}: it patches {name}, which is not in {reference_dir}")
        with open(path, encoding="utf-8") as f:
            source = f.read()
        wrong = apply(out.get(name, source), hunks, where)
        if code_of(wrong) == code_of(source):
            raise PatchError(f"{where}: it changes only comments or spacing in {name}: the code "
                             "is the reference's, so there is no mistake to catch")
        out[name] = wrong
    return out


def materialize(lesson, name):
    """Every student file of @p lesson as mistake @p name has it: {file name: bytes}.

    The files the patch changes come patched; the others are the reference's. This is what a
    student's starter/ would hold if they made exactly this mistake: copy the files there to
    grade it, compile them in place of the reference to test it. Raises PatchError (with the
    patch and the hunk in the message) when the patch no longer applies or changes no code.
    """
    path = patch_path(lesson, name)
    where = os.path.relpath(path, lesson.root)
    patched = build(lesson.solution_dir, read_patch(path), where)
    files = {}
    for student_file in lesson.student_files():
        if student_file in patched:
            files[student_file] = patched[student_file].encode("utf-8")
        else:
            with open(os.path.join(lesson.solution_dir, student_file), "rb") as f:
                files[student_file] = f.read()
    for extra in sorted(set(patched) - set(files)):
        raise PatchError(f"{where}: it patches {extra}, which is not a student file of "
                         f"{lesson.id} ({', '.join(lesson.student_files())})")
    return files


def _make(patch, out_dir, files):
    """The build step: writes @p files (the student file names) of the mistake into out_dir."""
    reference_dir = os.path.dirname(os.path.dirname(os.path.abspath(patch)))
    patched = build(reference_dir, read_patch(patch), patch)
    os.makedirs(out_dir, exist_ok=True)
    for extra in sorted(set(patched) - set(files)):
        raise PatchError(f"{patch}: it patches {extra}, which is not a student file")
    for name in files:
        if name in patched:
            data = patched[name].encode("utf-8")
        else:
            with open(os.path.join(reference_dir, name), "rb") as f:
                data = f.read()
        target = os.path.join(out_dir, name)
        old = None
        if os.path.isfile(target):
            with open(target, "rb") as f:
                old = f.read()
        if old != data:
            with open(target, "wb") as f:
                f.write(data)
        else:
            os.utime(target)           # up to date, and newer than the patch for the build


def diff(what, name, reference, wrong):
    """The text of a patch: the line `Mistake: @p what`, then the unified diff (three lines of
    context) that turns the text @p reference of the file @p name into @p wrong."""
    body = difflib.unified_diff(reference.splitlines(True), wrong.splitlines(True),
                                f"a/{name}", f"b/{name}", n=3)
    return f"Mistake: {what}\n" + "".join(body)


USAGE = """usage:
  python3 -m course.mistakes make PATCH OUT_DIR FILE...   (the build) write the mistake's FILEs
  python3 -m course.mistakes diff "WHAT" REFERENCE WRONG  (authors) print the patch that turns
                                                          REFERENCE into WRONG"""


def main(argv):
    try:
        if len(argv) >= 4 and argv[0] == "make":
            _make(argv[1], argv[2], argv[3:])
            return 0
        if len(argv) == 4 and argv[0] == "diff":
            reference, wrong = (read_patch(p) for p in argv[2:4])
            if reference == wrong:
                raise PatchError(f"{argv[3]} is the reference itself: there is no mistake in it")
            text = diff(argv[1].removeprefix("Mistake:").strip(), os.path.basename(argv[2]),
                        reference, wrong)
            build(os.path.dirname(os.path.abspath(argv[2])), text, "the new patch")
            sys.stdout.write(text)
            return 0
    except (PatchError, OSError) as e:
        print(f"course: mistake {e}", file=sys.stderr)
        return 1
    print(USAGE, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
