"""Checking a folder of generated HTML: every local link resolves, and what must be reachable
from the start page is.

- Every local `href` and `src` (anything without a scheme such as https: or mailto:) must name
  a file inside the folder; a `#fragment` on a link to an HTML page must name an `id` (or an
  `<a name>`) in that page.
- Starting from the start page and following local links between HTML pages, every file in
  `required` (the lesson pages and their pictures) must be reached.
- No Markdown or Doxygen markup may be left on a page as text (`unrendered`): `**`, a pair of
  backticks, `[text](target)`, a fence, `@ref`/`@p`. Code (inline, blocks, scripts) is left out
  of that search: there, all of these are legitimate.
Standard library only (html.parser).
"""

import os
import re
from html.parser import HTMLParser
from urllib.parse import unquote, urldefrag

_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
LINK_ATTRS = {"href", "src"}


class _Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links = []      # (tag, attribute, value, line)
        self.ids = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name in LINK_ATTRS:
                self.links.append((tag, name, value.strip(), self.getpos()[0]))
            elif name == "id" or (tag == "a" and name == "name"):
                self.ids.add(value)

    handle_startendtag = handle_starttag


def parse(path):
    page = _Page()
    with open(path, encoding="utf-8", errors="replace") as f:
        page.feed(f.read())
    page.close()
    return page


def is_local(value):
    return bool(value) and not _SCHEME.match(value) and not value.startswith("//")


def check(folder, start="index.html", required=()):
    """Problems found (empty when every link resolves and everything required is reachable)."""
    folder = os.path.abspath(folder)
    pages = {}
    for dirpath, _dirs, files in os.walk(folder):
        for name in files:
            if name.endswith((".html", ".htm")):
                full = os.path.join(dirpath, name)
                pages[full] = parse(full)
    problems, edges = [], {}
    for full, page in sorted(pages.items()):
        here = os.path.relpath(full, folder)
        edges[full] = set()
        for tag, attr, value, line in page.links:
            if not is_local(value):
                continue
            path, fragment = urldefrag(value)
            path = unquote(path.split("?")[0])
            target = os.path.normpath(os.path.join(os.path.dirname(full), path)) if path else full
            where = f"{here}:{line}: <{tag} {attr}=\"{value}\">"
            if not (target == folder or target.startswith(folder + os.sep)):
                problems.append(f"{where} points outside the docs folder")
                continue
            if not os.path.exists(target):
                problems.append(f"{where}: {os.path.relpath(target, folder)} does not exist")
                continue
            edges[full].add(target)
            if fragment and target in pages and fragment not in pages[target].ids:
                problems.append(f"{where}: no anchor '{fragment}' in "
                                f"{os.path.relpath(target, folder)}")
    start_path = os.path.join(folder, start)
    if start_path not in pages:
        return problems + [f"{start} does not exist"]
    seen, todo = {start_path}, [start_path]
    while todo:
        for target in edges.get(todo.pop(), ()):
            if target not in seen:
                seen.add(target)
                if target in pages:
                    todo.append(target)
    for rel in required:
        target = os.path.normpath(os.path.join(folder, rel))
        if target not in seen:
            problems.append(f"{rel} cannot be reached from {start} by following links")
    return problems


_LEFTOVERS = [
    ("'**'", re.compile(r"\*\*")),
    ("a pair of backticks", re.compile(r"`[^`\n]+`")),
    ("a Markdown link", re.compile(r"!?\[[^\]\n]*\]\([^)\n]*\)")),
    ("a code fence", re.compile(r"```|~~~")),
    ("a Doxygen command", re.compile(r"(?<![\w@])[@\\](ref|p|c|a|brief|file|code|endcode)\s")),
]
_CODE_TAGS = {"code", "pre", "script", "style", "tt", "kbd", "samp", "textarea"}
_CODE_CLASSES = {"fragment", "memproto", "memname", "memItemLeft", "memItemRight",
                 "memTemplParams", "memTemplItemLeft", "memTemplItemRight"}   # declarations
_VOID = {"br", "img", "hr", "meta", "link", "input", "area", "base", "col", "wbr", "source"}


class _Text(HTMLParser):
    """A page's visible text outside code, as (line, text) runs."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []          # open elements: True where code starts
        self.runs = []

    def handle_starttag(self, tag, attrs):
        if tag in _VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        self.stack.append(tag in _CODE_TAGS or bool(_CODE_CLASSES.intersection(classes)))

    def handle_endtag(self, tag):
        if tag not in _VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        if any(self.stack):
            self.runs.append((self.getpos()[0], " \x01 "))   # code stands between two texts
        elif data.strip():
            self.runs.append((self.getpos()[0], data))


def unrendered(folder, skip=("search",)):
    """Problems: text on a page that is Markdown or Doxygen markup no renderer turned into
    HTML (`**` shown as two asterisks, a backtick pair, a link left as brackets)."""
    problems = []
    for dirpath, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if os.path.relpath(os.path.join(dirpath, d), folder)
                   not in skip]
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            full = os.path.join(dirpath, name)
            parser = _Text()
            with open(full, encoding="utf-8", errors="replace") as f:
                parser.feed(f.read())
            parser.close()
            text = "".join(t for _line, t in parser.runs)
            starts, pos = [], 0
            for line, t in parser.runs:
                starts.append((pos, line))
                pos += len(t)
            for what, pattern in _LEFTOVERS:
                for m in pattern.finditer(text):
                    line = max((l for p, l in starts if p <= m.start()), default=0)
                    shown = text[max(0, m.start() - 30):m.end() + 30].replace("\x01", "[code]")
                    problems.append(f"{os.path.relpath(full, folder)}:{line}: {what} left as "
                                    f"text: ...{' '.join(shown.split())}...")
    return problems
