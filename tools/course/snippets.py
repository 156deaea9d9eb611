"""Code in the lesson texts, quoted from the real sources so the two never drift.

In a source file a region is marked with comment lines `// [name]` and `// [end name]`. In a
README.md, a quotation is

    <!-- code: path/from/course/root.cpp#name -->
    ...anything; `./course regen` rewrites it...
    <!-- end code -->

and `#name` may be left out to quote the whole file. `./course regen` rewrites every quotation
from its source; the course's tests fail when one is out of date.
"""

import os
import re

from .errors import UsageError

_BLOCK = re.compile(r"(<!-- code: (?P<ref>[^ ]+) -->\n)(?P<body>.*?)(<!-- end code -->)", re.S)
_LANG = {".cpp": "cpp", ".hpp": "cpp", ".h": "cpp", ".py": "python", ".txt": "text",
         ".cmake": "cmake"}


def region(root, ref):
    path, _, name = ref.partition("#")
    full = os.path.join(root, path)
    try:
        with open(full, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        raise UsageError(f"quoted file {path} does not exist")
    if not name:
        return lines
    begin, end = f"// [{name}]", f"// [end {name}]"
    stripped = [l.strip() for l in lines]
    if begin not in stripped or end not in stripped:
        raise UsageError(f"{path} has no region marked '{begin}' ... '{end}'")
    i, j = stripped.index(begin), stripped.index(end)
    body = lines[i + 1:j]
    indent = min((len(l) - len(l.lstrip()) for l in body if l.strip()), default=0)
    return [l[indent:] for l in body]


def render(root, ref):
    path = ref.partition("#")[0]
    lang = _LANG.get(os.path.splitext(path)[1], "")
    code = "\n".join(region(root, ref))
    return f"From `{path}`:\n\n```{lang}\n{code}\n```\n"


def refresh(text, root):
    """The README text with every quotation rewritten from its source."""
    return _BLOCK.sub(lambda m: m.group(1) + render(root, m.group("ref")) + m.group(4), text)


def references(text):
    return [m.group("ref") for m in _BLOCK.finditer(text)]


def stale_readmes(root, readmes):
    """The README files whose quotations differ from their sources."""
    out = []
    for path in readmes:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        if refresh(text, root) != text:
            out.append(path)
    return out
