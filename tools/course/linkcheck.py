"""Checking a folder of generated HTML: every local link resolves, and what must be reachable
from the start page is.

- Every local `href` and `src` (anything without a scheme such as https: or mailto:) must name
  a file inside the folder; a `#fragment` on a link to an HTML page must name an `id` (or an
  `<a name>`) in that page.
- Starting from the start page and following local links between HTML pages, every file in
  `required` (the lesson pages and their pictures) must be reached.
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
