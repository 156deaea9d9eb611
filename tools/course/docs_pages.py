"""Turning a lesson's README.md into a Doxygen page, for one edition of the docs.

The README is written for GitHub (relative links, `![...](expected/x.png)` pictures, code
quotations between `<!-- code: ... -->` markers); the page must read the same in the generated
HTML, where every page sits in one flat folder. So:

- the title becomes the page's label (`lesson_00`), each heading a section label
  (`lesson_00_the_canvas`), and links to a README or to a heading become `@ref`s that Doxygen
  checks;
- pictures are copied into the HTML folder under `lessons/NN-name/...` and shown with `<img>`;
- other local files linked from the text are copied under `src/` and linked there;
- a code quotation is re-read from its source and shown highlighted under its file name,
  except that the student edition replaces quotations from solutions/ with a short note.
"""

import os
import re
from dataclasses import dataclass, field

from . import snippets
from .errors import UsageError

INSTRUCTOR_ONLY = ("solutions/", "grader/")
_LINK = re.compile(r'(!?)\[([^\]]*)\]\(\s*([^)\s]+)(\s+"[^"]*")?\s*\)')
_IMG_TAG = re.compile(r'<img\b[^>]*>', re.I)
_SRC = re.compile(r'(\bsrc=")([^"]+)(")', re.I)
_ALT = re.compile(r'\balt="([^"]*)"', re.I)
_REF_DEF = re.compile(r"^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_INLINE_CODE = re.compile(r"(`+)(.+?)\1")
_EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
HIDDEN_NOTE = ("<div class=\"hidden-solution\">The reference code quoted here is in the "
               "instructor edition; in this edition you write it yourself, in your starter "
               "file.</div>\n")


def page_label(lesson):
    return f"lesson_{lesson.number}"


def slug(title):
    """A heading as GitHub spells its anchor: "Bresenham's line" -> "bresenhams-line"."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


def section_label(page, title):
    return f"{page}_{slug(title).replace('-', '_')}"


def html_escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def code_block(path, lines):
    """Highlighted code under its file name (Doxygen links the name to the file's page)."""
    lang = snippets._LANG.get(os.path.splitext(path)[1], "text")
    ext = "cpp" if lang == "cpp" else ("py" if lang == "python" else "unparsed")
    body = "\n".join(lines)
    fence = "~~~~~~" if "~~~" in body else "~~~"
    return (f"<div class=\"codefile\">{html_escape(path)}</div>\n\n"
            f"{fence}{{.{ext}}}\n{body}\n{fence}\n")


@dataclass
class Page:
    label: str
    text: str
    copies: dict = field(default_factory=dict)   # html-relative destination -> source path
    problems: list = field(default_factory=list)


class PageWriter:
    """Rewrites one Markdown file of the course (a lesson's README) into a Doxygen page."""

    def __init__(self, root, edition, source, label, lessons_by_dir):
        self.root = root
        self.edition = edition
        self.source = source
        self.folder = os.path.dirname(source)
        self.label = label
        self.lessons_by_dir = lessons_by_dir   # absolute lesson folder -> Lesson (written ones)
        self.page = Page(label, "")

    # --- paths and links -------------------------------------------------------------------
    def _resolve(self, target):
        path = target.split("#")[0]
        if path.startswith("/"):
            return os.path.normpath(os.path.join(self.root, path.lstrip("/")))
        return os.path.normpath(os.path.join(self.folder, path))

    def _hidden(self, rel):
        return self.edition == "student" and rel.replace(os.sep, "/").startswith(INSTRUCTOR_ONLY)

    def _link(self, text, target):
        """The replacement for a Markdown link [text](target)."""
        if _EXTERNAL.match(target):
            return f"[{text}]({target})"
        path, _, anchor = target.partition("#")
        if not path:
            return f"[{text}](@ref {section_label(self.label, anchor)})" if anchor else text
        full = self._resolve(target)
        rel = os.path.relpath(full, self.root)
        if self._hidden(rel):
            return f"{text} (instructor edition)"
        if not os.path.exists(full):
            self.page.problems.append(f"{os.path.relpath(self.source, self.root)} links to "
                                      f"{target}, which does not exist")
            return text
        if os.path.basename(full) == "README.md":
            lesson = self.lessons_by_dir.get(os.path.dirname(full))
            if lesson is None:
                return text
            label = page_label(lesson)
            return f"[{text}](@ref {section_label(label, anchor) if anchor else label})"
        if os.path.isdir(full):
            return f"{text} (`{rel}/`)"
        dest = "src/" + rel.replace(os.sep, "/")
        self.page.copies[dest] = full
        return f'<a href="{dest}">{text}</a>'

    def _picture_src(self, target):
        """Where the picture is in the HTML folder (copied there), or None to drop it."""
        if _EXTERNAL.match(target):
            return target
        full = self._resolve(target)
        rel = os.path.relpath(full, self.root)
        if self._hidden(rel):
            return None
        if not os.path.isfile(full):
            self.page.problems.append(f"{os.path.relpath(self.source, self.root)} shows "
                                      f"{target}, which does not exist")
            return None
        dest = rel.replace(os.sep, "/")
        self.page.copies[dest] = full
        return dest

    def _picture(self, alt, target):
        src = self._picture_src(target)
        if src is None:
            return alt
        return f'<img src="{src}" alt="{html_escape(alt)}" class="lesson-picture">'

    def _img_tag(self, m):
        """An HTML <img> with its src moved into the HTML folder; its alt text when the
        picture cannot be shown."""
        tag = m.group(0)
        src = _SRC.search(tag)
        if src is None:
            return tag
        where = self._picture_src(src.group(2))
        if where is None:
            alt = _ALT.search(tag)
            return alt.group(1) if alt else ""
        return tag[:src.start(2)] + where + tag[src.end(2):]

    def _rewrite_line(self, line):
        m = _REF_DEF.match(line)
        if m:
            target = m.group(2)
            if not _EXTERNAL.match(target) and not target.startswith("#"):
                full = self._resolve(target)
                if os.path.isfile(full) and not self._hidden(os.path.relpath(full, self.root)):
                    dest = os.path.relpath(full, self.root).replace(os.sep, "/")
                    self.page.copies[("" if full.endswith(".png") else "src/") + dest] = full
                    target = ("" if full.endswith(".png") else "src/") + dest
            return m.group(1) + target + m.group(3)
        pieces, pos = [], 0
        for code in _INLINE_CODE.finditer(line):      # links inside `code` stay as they are
            pieces.append(self._rewrite_text(line[pos:code.start()]))
            pieces.append(code.group(0))
            pos = code.end()
        pieces.append(self._rewrite_text(line[pos:]))
        return "".join(pieces)

    def _rewrite_text(self, text):
        def link(m):
            bang, label, target = m.group(1), m.group(2), m.group(3)
            return self._picture(label, target) if bang else self._link(label, target)
        text = _IMG_TAG.sub(self._img_tag, text)     # HTML pictures first: links make more
        return _LINK.sub(link, text)

    # --- headings and quotations -----------------------------------------------------------
    def _heading(self, line, seen):
        level = len(line) - len(line.lstrip("#"))
        title = line[level:].strip()
        if level == 1 and self.label not in seen:
            seen.add(self.label)
            return f"# {title} {{#{self.label}}}"
        label = section_label(self.label, title)
        while label in seen:
            label += "_"
        seen.add(label)
        return f"{'#' * level} {title} {{#{label}}}"

    def _quotation(self, ref):
        path = ref.partition("#")[0]
        if self._hidden(path):
            return HIDDEN_NOTE
        try:
            return code_block(path, snippets.region(self.root, ref))
        except UsageError as e:
            self.page.problems.append(f"{os.path.relpath(self.source, self.root)}: {e}")
            return ""

    def write(self, title_if_missing):
        with open(self.source, encoding="utf-8") as f:
            text = f.read()
        out, seen, pos = [], set(), 0
        for block in snippets._BLOCK.finditer(text):
            self._lines(text[pos:block.start()], out, seen)
            out.append(self._quotation(block.group("ref")))
            pos = block.end()
        self._lines(text[pos:], out, seen)
        body = "\n".join(out)
        if self.label not in seen:     # no "# " title line: give the page one
            body = f"# {title_if_missing} {{#{self.label}}}\n\n" + body
        self.page.text = body
        return self.page

    def _lines(self, text, out, seen):
        in_fence = False
        for line in text.split("\n"):
            if _FENCE.match(line):
                in_fence = not in_fence
                out.append(line)
            elif in_fence:
                out.append(line)
            elif re.match(r"^#{1,4} ", line):
                out.append(self._heading(line, seen))
            else:
                out.append(self._rewrite_line(line))
