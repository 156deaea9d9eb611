"""Code in the lesson texts, quoted from the real sources so the two never drift.

In a source file a region is marked with comment lines `// [name]` and `// [end name]`. In a
README.md, a quotation is

    <!-- code: path/from/course/root.cpp#name -->
    ...anything; `./course regen` rewrites it...
    <!-- end code -->

and `#name` may be left out to quote the whole file. The line above the code names the file in
the language of the text it is written into: "From" and the path in README.md, the catalog's
words in README.ko.md. `./course regen` rewrites every quotation
from its source; the course's tests fail when one is out of date. A quotation may be indented
(inside a list item, so that the numbered steps around it stay one list): its lines are then
written with the marker's indentation.

Doc comments (`///`, `///<`) are quoted as plain comments: their Doxygen markup (`@p name`,
backticks, `@file` and `@brief` lines, grouping commands) is left out, so the text reads the
same in a README, in the generated docs and in an editor. The header itself keeps its markup
for the API reference, which renders it.
"""

import os
import re

from .errors import UsageError
from .language import COURSE, ENGLISH, N_

_BLOCK = re.compile(r"(<!-- code: (?P<ref>[^ ]+) -->\n)(?P<body>.*?)(<!-- end code -->)", re.S)
_FROM = N_("From `{path}`:")
_LANG = {".cpp": "cpp", ".hpp": "cpp", ".h": "cpp", ".py": "python", ".txt": "text",
         ".cmake": "cmake"}


_DOC_COMMENT = re.compile(r"^(\s*///<?\s?)(.*)$")
_DOC_LINE_DROPPED = re.compile(r"^@(file|addtogroup|ingroup|defgroup|\{|\})\b|^@[{}]")


def plain_comment(text):
    """The text of one doc comment without its Doxygen markup."""
    text = re.sub(r"^@brief\s+", "", text)
    text = re.sub(r"[@\\](?:p|a|c|ref)\s+(\S)", r"\1", text)
    return text.replace("`", "")


def plain(lines):
    """Source lines with the Doxygen markup taken out of their doc comments."""
    out = []
    for line in lines:
        m = _DOC_COMMENT.match(line)
        if not m:
            code, mark, comment = line.partition("///<")   # a member's trailing comment
            out.append(code + mark + plain_comment(comment) if mark else line)
            continue
        if _DOC_LINE_DROPPED.match(m.group(2).strip()):
            continue
        out.append((m.group(1) + plain_comment(m.group(2))).rstrip())
    return out


def region(root, ref):
    path, _, name = ref.partition("#")
    full = os.path.join(root, path)
    try:
        with open(full, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError:
        raise UsageError(f"quoted file {path} does not exist")
    lines = plain(lines)
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


def render(root, ref, language=ENGLISH):
    path = ref.partition("#")[0]
    lang = _LANG.get(os.path.splitext(path)[1], "")
    code = "\n".join(region(root, ref))
    label = COURSE.in_language(language)(_FROM).format(path=path)
    return f"{label}\n\n```{lang}\n{code}\n```\n"


def indentation(text, pos):
    """The white space between the start of the line and `pos`, or "" when there is text."""
    start = text.rfind("\n", 0, pos) + 1
    lead = text[start:pos]
    return lead if not lead.strip() else ""


def indent(block, lead):
    return "".join(lead + line if line.strip() else line
                   for line in block.splitlines(keepends=True))


def refresh(text, root, language=ENGLISH):
    """The README text (written in @p language) with every quotation rewritten from its
    source."""
    def fresh(m):
        lead = indentation(text, m.start())
        return m.group(1) + indent(render(root, m.group("ref"), language), lead) + lead + \
            m.group(4)
    return _BLOCK.sub(fresh, text)


def references(text):
    return [m.group("ref") for m in _BLOCK.finditer(text)]
