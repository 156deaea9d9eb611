"""Finding solution code where it must not be: in the student edition of the docs or the release.

The check is rough on purpose, and says so. It takes the brace-matched body of every top-level
function (and of every member function written inside a class or struct) in solutions/**/*.cpp
and in the files the named mistakes' patches make, and looks for each body in the student
edition's text. Both sides are normalized the same way: comments dropped, then every whitespace
character removed, so a body reflowed or re-indented by a highlighter is still found. HTML is
read as its text (tags dropped, entities decoded) first.

Ignored, because they are not solution code:
- bodies shorter than MIN_BODY characters once normalized (`return a;`, `{}`): too common to
  be evidence of anything;
- bodies that also occur in the course's given code (anything under lessons/ or gfx/: a
  starter's ready-made helper, a later lesson's copy of an earlier reference, which
  docs/AUTHORING.md allows, a mistake that leaves a function as the starter has it). A starter
  that gave away its whole answer is caught elsewhere: its tests would pass, and the CTest test
  NN/starter/fails-cleanly fails.
"""

import html
import os
import re
from dataclasses import dataclass
from html.parser import HTMLParser

from . import editions

MIN_BODY = 40   # characters, after normalization

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
_SPACE = re.compile(r"\s+")
# What may stand between a parameter list's ")" and a function body's "{".
_AFTER_PARAMS = re.compile(r"\)\s*(?:const|noexcept|override|final|mutable|&|&&|\s|->\s*[\w:<>,\s*&]+)*$")
_CONTAINER = re.compile(r"\b(namespace|class|struct|union|extern)\b")


def normalize(text):
    """Comments dropped, whitespace removed: the form in which bodies are compared."""
    return _SPACE.sub("", _COMMENT.sub(" ", text))


def _blank_literals(src):
    """The source with comments, strings and character literals replaced by spaces (same
    length), so braces inside them do not count."""
    out, i, n = list(src), 0, len(src)
    while i < n:
        two = src[i:i + 2]
        if two == "//":
            j = src.find("\n", i)
            j = n if j < 0 else j
        elif two == "/*":
            j = src.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif src[i] in "\"'":
            quote, j = src[i], i + 1
            while j < n and src[j] != quote and src[j] != "\n":
                j += 2 if src[j] == "\\" else 1
            j = min(j + 1, n)
        else:
            i += 1
            continue
        for k in range(i, j):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def _matching_brace(code, open_at):
    depth = 0
    for k in range(open_at, len(code)):
        if code[k] == "{":
            depth += 1
        elif code[k] == "}":
            depth -= 1
            if depth == 0:
                return k
    return len(code) - 1


def function_bodies(src):
    """The bodies (text between the braces, original spelling) of the functions defined at
    namespace scope or inside a class, in order."""
    code = _blank_literals(src)
    bodies, i, last_stop = [], 0, 0
    while True:
        i = code.find("{", i)
        if i < 0:
            return bodies
        head = code[last_stop:i]
        head = head[head.rfind(";") + 1:]          # the declaration this brace belongs to
        end = _matching_brace(code, i)
        if _CONTAINER.search(head) and "(" not in head and "=" not in head:
            i += 1                      # namespace or class: look inside it
        elif _AFTER_PARAMS.search(head.rstrip()) and "=" not in head.split("(")[0]:
            bodies.append(src[i + 1:end])
            i = end + 1
        else:
            i = end + 1                 # an initializer or anything else: skip it whole
        last_stop = i


@dataclass(frozen=True)
class Body:
    path: str       # relative to the course root
    index: int      # the how-manieth function of the file
    text: str       # normalized

    def describe(self):
        return f"{self.path}, function {self.index + 1}"


def given_text(root):
    """Normalized text of the course's given code (lessons/ and gfx/), one file per line."""
    parts = []
    for top in ("lessons", "gfx"):
        for dirpath, _dirs, files in os.walk(os.path.join(root, top)):
            for name in sorted(files):
                if name.endswith((".cpp", ".hpp", ".h")):
                    path = os.path.join(dirpath, name)
                    with open(path, encoding="utf-8", errors="replace") as f:
                        parts.append(normalize(f.read()))
    return "\n".join(parts)


def solution_sources(root):
    """(path relative to the course, text) of every C++ source of solutions/: the files, and
    each named mistake's files as its patch makes them (path `.../mistakes/NAME.patch:FILE`)."""
    from . import mistakes
    from .lessons import all_lessons
    for dirpath, _dirs, files in sorted(os.walk(os.path.join(root, editions.SOLUTIONS))):
        for name in sorted(files):
            if name.endswith(".cpp"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8", errors="replace") as f:
                    yield os.path.relpath(path, root), f.read()
    for lesson in all_lessons(root):
        for m in lesson.mistakes():
            patch = os.path.relpath(mistakes.patch_path(lesson, m), root)
            try:
                made = mistakes.materialize(lesson, m)
            except (mistakes.PatchError, OSError):
                continue                 # the build and the course's tests report it
            for name, data in made.items():
                yield f"{patch}:{name}", data.decode("utf-8", errors="replace")


def solution_bodies(root):
    """(bodies worth looking for, a note on what was ignored and why)."""
    found, short, given = [], 0, 0
    given_code = given_text(root)
    for rel, source in solution_sources(root):
        for k, body in enumerate(function_bodies(source)):
            text = normalize(body)
            if len(text) < MIN_BODY:
                short += 1
            elif text in given_code:
                given += 1
            else:
                found.append(Body(rel, k, text))
    note = (f"{len(found)} solution function bodies searched for; ignored: {short} shorter "
            f"than {MIN_BODY} characters, {given} that the given code in lessons/ or gfx/ also contains")
    return found, note


class _Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []

    def handle_data(self, data):
        self.parts.append(data)


def html_text(markup):
    parser = _Text()
    parser.feed(markup)
    parser.close()
    return "".join(parser.parts)


TEXT_SUFFIXES = (".cpp", ".hpp", ".h", ".md", ".txt", ".py", ".cmake", ".json", ".js", ".in",
                 ".css", ".xml", ".csv", ".sha256", ".dox", "")


def edition_texts(folder):
    """(relative path, normalized text) for every text file under folder; HTML as its text."""
    for dirpath, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in (".git", "build", "__pycache__")]
        for name in sorted(files):
            path = os.path.join(dirpath, name)
            suffix = os.path.splitext(name)[1]
            if suffix not in TEXT_SUFFIXES + (".html", ".htm") or os.path.islink(path):
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            if suffix in (".html", ".htm"):
                text = html_text(text)
            yield os.path.relpath(path, folder), normalize(html.unescape(text))


def leaks(bodies, folder):
    """[(file under folder, Body)] for every solution body found in the folder's text."""
    out = []
    for rel, text in edition_texts(folder):
        for body in bodies:
            if body.text in text:
                out.append((rel, body))
    return out
