"""Turning a lesson's README.md into a Doxygen page, for one edition of the docs.

The README is written for GitHub (relative links, `![...](expected/x.png)` pictures, code
quotations between `<!-- code: ... -->` markers); the page must read the same in the generated
HTML, where every page sits in one flat folder. So:

- the title becomes the page's label (`lesson_00`), each heading a section label
  (`lesson_00_the_canvas`), and links to a README or to a heading become `@ref`s that Doxygen
  checks;
- every "lesson NN" in the prose becomes a link to that lesson's page, and the first mention
  of an API entity in inline code (`sat_hit(a, b)`) a link to its documentation;
- bold and italic become HTML (`<b>`, `<em>`): Doxygen's Markdown leaves `**` on the page when
  the bold text starts with inline code;
- pictures are copied into the HTML folder under `lessons/NN-name/...` and shown at their own
  size or enlarged by a whole factor (pixelated, so that exact pixels stay exact);
- other local files linked from the text are copied under `src/` and linked there;
- an aside (chapter.py: `<!-- aside: KIND -->` ... `<!-- end aside -->`) becomes a box folded
  until opened, `<details class="aside aside-KIND">`, its summary the kind's label and the
  aside's first heading; the heading stays inside (its section label and the table of
  contents keep it; course.css hides it under the summary, course.js opens the box a link
  leads into); the markers are raw HTML (`@htmlonly[block]`): Doxygen 1.9 repeats a
  `<details>` written in Markdown around every paragraph;
- a code quotation is re-read from its source and shown highlighted under its file name, with
  the indentation of its marker (inside a list item it stays in the item); the student edition
  replaces quotations from solutions/ with a note, one note for consecutive quotations.
"""

import os
import re
from dataclasses import dataclass, field

from . import chapter, editions, snippets, translations
from .errors import UsageError
from .language import COURSE, ENGLISH, LANGUAGES, english_path, language_of
from .docs_figures import MARKER, figure_block
from .docs_pictures import html_escape, picture_tag, png_size

_LINK = editions.LINK
_IMG_TAG = re.compile(r'<img\b[^>]*>', re.I)
_A_TAG = re.compile(r'<a\b[^>]*>.*?</a>', re.I | re.S)
_HTML_COMMENT = re.compile(r'<!--.*?-->', re.S)
_ATTR = re.compile(r'\b(src|alt|width)="([^"]*)"', re.I)
_REF_DEF = re.compile(r"^(\s{0,3}\[[^\]]+\]:\s*)(\S+)(.*)$")
_FENCE = re.compile(r"^\s*(```|~~~)")
_HEADING = re.compile(r"^#{1,4} ")
_INLINE_CODE = re.compile(r"(`+)(.+?)\1")
_EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
_NOT_PARAGRAPH = r"(?:(?!\n[ \t]*\n)[\s\S])"         # any character, but no blank line
_BOLD = re.compile(r"\*\*(?=\S)(" + _NOT_PARAGRAPH + r"+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![*\w])\*(?=[^\s*])((?:(?!\n[ \t]*\n)[^*])+?)(?<=[^\s*])\*(?![*\w])")
# Where a particle follows a word with no space (Korean: *겹치는가?*는), emphasis may touch
# letters (language.Language.emphasis_touches_words).
_ITALIC_TOUCHING = re.compile(r"(?<!\*)\*(?=[^\s*])((?:(?!\n[ \t]*\n)[^*])+?)(?<=[^\s*])\*(?!\*)")
_LESSONS = re.compile(r"\b([Ll]essons?)(\s+)(\d\d)\b((?:(?:,\s*|\s+and\s+|\s+or\s+|\s+to\s+)"
                      r"\d\d\b)*)")
_NUMBER = re.compile(r"\d\d\b")
_API_MENTION = re.compile(r"^((?:[A-Za-z_]\w*::)*[A-Za-z_]\w*)(\([^\"<>&@\\]*\))?$")


def page_label(lesson):
    return f"lesson_{lesson.number}"


def slug(title):
    """A heading as GitHub spells its anchor: "Bresenham's line" -> "bresenhams-line"."""
    text = re.sub(r"[^\w\- ]", "", title.strip().lower())
    return text.replace(" ", "-")


def section_label(page, title):
    return f"{page}_{slug(title).replace('-', '_')}"


def code_block(path, lines, caption=None):
    """Highlighted code under its file name (Doxygen links the name to the file's page)."""
    lang = snippets._LANG.get(os.path.splitext(path)[1], "text")
    ext = "cpp" if lang == "cpp" else ("py" if lang == "python" else "unparsed")
    body = "\n".join(lines)
    fence = "~~~~~~" if "~~~" in body else "~~~"
    return (f"<div class=\"codefile\">{html_escape(caption or path)}</div>\n\n"
            f"{fence}{{.{ext}}}\n{body}\n{fence}\n")


def aside_open(kind, title, language=ENGLISH):
    """The raw HTML that opens an aside of @p kind whose first heading is @p title (Markdown:
    its inline code and emphasis are rendered), folded, labelled in @p language (the label
    alone when the heading says the same)."""
    label = COURSE.in_language(language)(chapter.ASIDE_LABELS[kind])
    heading = ""
    if title and title.strip().casefold() != label.casefold():   # "Going further" once
        parts = re.split(r"(`+[^`]+`+)", title)
        heading = "".join(f"<code>{html_escape(p.strip('`').strip())}</code>"
                          if p.startswith("`") else html_escape(p.replace("*", ""))
                          for p in parts)
        heading = f'<span class="aside-title">{heading}</span>'
    return (f'@htmlonly[block]\n<details class="aside aside-{kind}"><summary>'
            f'<span class="aside-label">{html_escape(label)}</span> {heading}</summary>\n'
            f'@endhtmlonly\n')


ASIDE_CLOSE = "\n@htmlonly[block]\n</details>\n@endhtmlonly\n"


def diff_block(caption, lines):
    """A unified diff, its removed and added lines coloured (raw HTML: Doxygen leaves it)."""
    rows = []
    for line in lines:
        kind = {"+": "add", "-": "del", "@": "hunk"}.get(line[:1], "same")
        rows.append(f'<span class="{kind}">{html_escape(line)}\n</span>')   # one line each
    return (f"<div class=\"codefile\">{html_escape(caption)}</div>\n\n@htmlonly[block]\n"
            f"<pre class=\"fragment diff\">{''.join(rows)}</pre>\n@endhtmlonly\n")


@dataclass
class Page:
    label: str
    text: str
    copies: dict = field(default_factory=dict)   # html-relative destination -> source path
    problems: list = field(default_factory=list)


class _Shelf:
    """Finished pieces of a page set aside behind a mark, so later rewriting cannot touch
    them: code spans before emphasis, links before "lesson NN" links."""

    def __init__(self):
        self.items = []

    def put(self, text):
        self.items.append(text)
        return f"\x00{len(self.items) - 1}\x00"

    def restore(self, text):
        while "\x00" in text:
            text = re.sub(r"\x00(\d+)\x00", lambda m: self.items[int(m.group(1))], text)
        return text


class PageWriter:
    """Rewrites one Markdown file of the course (a lesson's README) into a Doxygen page.

    lessons_by_dir: absolute lesson folder -> Lesson, for the lessons that are written.
    api: {name as the text writes it: Doxygen name}, the entities the page may link to.
    pages: {absolute path of a Markdown file: label}, the pages of this Doxygen run (by default
    each lesson's README.md); other_pages: {absolute path: address}, the pages of the other
    languages' runs, linked by their address.
    """

    def __init__(self, root, edition, source, label, lessons_by_dir, api=None, pages=None,
                 other_pages=None):
        self.root = root
        self.edition = edition
        self.source = source
        self.folder = os.path.dirname(source)
        self.label = label
        self.lessons_by_dir = lessons_by_dir
        self.lessons_by_number = {l.number: l for l in lessons_by_dir.values()}
        self.lesson = lessons_by_dir.get(self.folder)
        self.api = api or {}
        self.linked = set()             # API entities already linked on this page
        self.noted = set()              # starter files the notes have named
        self.page = Page(label, "")
        self.language = language_of(source)
        self.pages = pages if pages is not None else \
            {l.readme: page_label(l) for l in lessons_by_dir.values()}
        self.other_pages = other_pages or {}
        self._labels_of = {}            # a Markdown file: {anchor: label} (_anchor)
        self._aside = None              # the kind of the aside being written, until it closes
        self._aside_opened = False      # whether its box is written (at its first heading)
        self.figure = None              # the lesson's live figure (figures.Figure), if it has one
        self._figure_marked = False     # a figure marker was read: the next picture is its still
        self._figure_shown = False

    # --- paths and links -------------------------------------------------------------------
    def _resolve(self, target):
        path = target.split("#")[0]
        if path.startswith("/"):
            return os.path.normpath(os.path.join(self.root, path.lstrip("/")))
        return os.path.normpath(os.path.join(self.folder, path))

    def _hidden(self, rel):
        return self.edition == editions.STUDENT and editions.instructor_only(rel)

    def _problem(self, text):
        self.page.problems.append(f"{os.path.relpath(self.source, self.root)}{text}")

    def _link(self, text, target):
        """The replacement for a Markdown link [text](target)."""
        if _EXTERNAL.match(target):
            return f"[{text}]({target})"
        path, _, anchor = target.partition("#")
        if not path:
            return self._ref(text, self.label, self._anchor(self.source, self.label, anchor)) \
                if anchor else text
        full = self._resolve(target)
        rel = os.path.relpath(full, self.root)
        if self._hidden(rel):
            return editions.notes(self.language)["link"].format(text=text)
        if not os.path.exists(full):
            self._problem(f" links to {target}, which does not exist")
            return text
        if full in self.pages:
            label = self.pages[full]
            return self._ref(text, label, self._anchor(full, label, anchor) if anchor else None)
        if full in self.other_pages:
            address = self.other_pages[full]
            if anchor:
                address += "#" + self._anchor(full, address.rpartition("/")[2][:-5], anchor)
            return f'<a href="{address}">{text}</a>'
        name = os.path.basename(full)
        if name == "README.md" or (language_of(name) != ENGLISH and
                                   english_path(name) == "README.md"):
            return text           # a lesson not written (or not translated) yet
        if os.path.isdir(full):
            return f"{text} (`{rel}/`)"
        dest = "src/" + rel.replace(os.sep, "/")
        self.page.copies[dest] = full
        return f'<a href="{dest}">{text}</a>'

    def _ref(self, text, page, section=None):
        """A link to @p page of this run (at its @p section). Doxygen checks an @ref; but it
        misreads one whose text a Korean particle follows (`[03번 강의](@ref x)의`) or that runs
        over a line break, so a translated page, and a link whose text is broken over lines,
        links by address (linkcheck.py checks it)."""
        if self.language == ENGLISH and "\n" not in text:
            return f"[{text}](@ref {section or page})"
        return f'<a class="el" href="{page}.html{"#" + section if section else ""}">{text}</a>'

    def _anchor(self, path, page, anchor):
        """The label of the section of @p path (shown as @p page) that a link's #anchor names,
        as GitHub spells the anchor of its heading (translated headings included)."""
        if path not in self._labels_of:
            try:
                with open(path, encoding="utf-8") as f:
                    self._labels_of[path] = heading_labels(f.read(), page)
            except OSError:
                self._labels_of[path] = {}
        return self._labels_of[path].get(anchor, section_label(page, anchor))

    def _picture_src(self, target):
        """(where the picture is in the HTML folder, its file), or None to drop it."""
        if _EXTERNAL.match(target):
            return target, None
        full = self._resolve(target)
        rel = os.path.relpath(full, self.root)
        if self._hidden(rel):
            return None
        if not os.path.isfile(full):
            self._problem(f" shows {target}, which does not exist")
            return None
        dest = rel.replace(os.sep, "/")
        self.page.copies[dest] = full
        return dest, full

    def _picture(self, alt, target, width=None):
        if not _EXTERNAL.match(target) and \
                self._hidden(os.path.relpath(self._resolve(target), self.root)):
            return ""            # a picture this edition lacks goes, and what its alt says
        where = self._picture_src(target)
        if where is None:
            return alt
        src, full = where
        tag = picture_tag(src, alt, png_size(full) if full else None, width)
        if self._figure_marked:
            self._figure_marked = False
            if self.figure is None:
                self._problem(f": {MARKER} before {target}, but the lesson has no figure.cpp")
                return tag
            self._figure_shown = True
            return figure_block(self.figure, tag, self.edition, self.language)
        return tag

    def _img_tag(self, m):
        """An HTML <img>, shown like a Markdown picture (its width is the largest wanted);
        its alt text when the picture is missing, nothing when the edition lacks it."""
        attrs = {k.lower(): v for k, v in _ATTR.findall(m.group(0))}
        if "src" not in attrs:
            return m.group(0)
        width = int(attrs["width"]) if attrs.get("width", "").isdigit() else None
        return self._picture(attrs.get("alt", ""), attrs["src"], width)

    def _ref_def(self, m):
        target = m.group(2)
        if not _EXTERNAL.match(target) and not target.startswith("#"):
            full = self._resolve(target)
            if os.path.isfile(full) and not self._hidden(os.path.relpath(full, self.root)):
                dest = os.path.relpath(full, self.root).replace(os.sep, "/")
                dest = ("" if full.endswith(".png") else "src/") + dest
                self.page.copies[dest] = full
                target = dest
        return m.group(1) + target + m.group(3)

    # --- prose -----------------------------------------------------------------------------
    def _api_link(self, span):
        """The first mention of an API entity on the page, in inline code, links to its docs."""
        m = _INLINE_CODE.fullmatch(span)
        code = m.group(2).strip()
        api = _API_MENTION.match(code)
        name = api and self.api.get(api.group(1))
        if not name or name in self.linked or len(m.group(1)) > 1:
            return span
        self.linked.add(name)
        return f'<code>@ref {name} "{code}"</code>'

    def _linked_lesson(self, text, number):
        """@p text, a mention of lesson @p number, as a link to the lesson's page in this
        page's language, else to its page in another language (none to this page)."""
        lesson = self.lessons_by_number.get(number)
        if lesson is None or lesson is self.lesson:
            return text
        chapter = lesson.readme_in(self.language)
        if chapter in self.pages:
            return self._ref(text, self.pages[chapter])
        others = [a for path, a in self.other_pages.items()
                  if os.path.dirname(path) == lesson.dir]
        return f'<a href="{others[0]}">{text}</a>' if others else text

    def _lesson_mention(self, m):
        """"lesson 03" -> a link to lesson 03; "lessons 02 and 03" -> both numbers linked."""
        word, space, first, rest = m.groups()
        if not rest:
            return self._linked_lesson(f"{word} {first}", first)
        return word + space + _NUMBER.sub(lambda n: self._linked_lesson(n.group(0), n.group(0)),
                                          first + rest)

    def _prose(self, text):
        """A run of Markdown lines outside fenced code, rewritten for Doxygen."""
        shelf, spans = _Shelf(), []

        def code(m):
            spans.append(len(shelf.items))
            return shelf.put(m.group(0))
        text = _HTML_COMMENT.sub(lambda m: shelf.put(m.group(0)), text)
        text = _INLINE_CODE.sub(code, text)
        lines = []
        for line in text.split("\n"):
            ref = _REF_DEF.match(line)
            lines.append(shelf.put(self._ref_def(ref)) if ref else line)
        text = "\n".join(lines)
        text = _IMG_TAG.sub(lambda m: shelf.put(self._img_tag(m)), text)

        def link(m):     # Doxygen shows backticks in a link's text as they are: use <code>
            bang, label, target = m.group(1), m.group(2), m.group(3)
            label = _INLINE_CODE.sub(lambda c: f"<code>{html_escape(c.group(2))}</code>",
                                     shelf.restore(label))
            return shelf.put(self._picture(label, target) if bang else self._link(label, target))
        text = _LINK.sub(link, text)
        text = _A_TAG.sub(lambda m: shelf.put(m.group(0)), text)
        text = _BOLD.sub(r"<b>\1</b>", text)
        spoken = LANGUAGES[self.language]
        italic = _ITALIC_TOUCHING if spoken.emphasis_touches_words else _ITALIC
        text = italic.sub(r"<em>\1</em>", text)
        if spoken.lesson_mention:
            text = re.sub(spoken.lesson_mention, lambda m: shelf.put(
                self._linked_lesson(m.group(0), m.group(1))), text)
        else:
            text = _LESSONS.sub(lambda m: shelf.put(self._lesson_mention(m)), text)
        for i in spans:              # in the order of the text; not those inside a link
            if f"\x00{i}\x00" in text:
                shelf.items[i] = self._api_link(shelf.items[i])
        return shelf.restore(text)

    # --- headings and quotations -----------------------------------------------------------
    def _heading(self, line, seen, title_prefix):
        level = len(line) - len(line.lstrip("#"))
        title = line[level:].strip()
        if level == 1 and self.label not in seen:
            seen.add(self.label)
            return f"# {title_prefix(title)} {{#{self.label}}}"
        label = self._anchor(self.source, self.label, slug(title))
        while label in seen:
            label += "_"
        seen.add(label)
        return f"{'#' * level} {title} {{#{label}}}"

    def hidden_note(self, ref):
        """What the student edition shows instead of a quotation from solutions/."""
        starter = editions.own_starter(ref, self.lesson)
        heading, sentence = editions.hidden_code_note(ref, starter, starter in self.noted,
                                                      self.language)
        self.noted.add(starter)
        return f"<div class=\"hidden-solution\"><b>{heading}</b> {sentence}</div>\n"

    def _quotation(self, ref):
        path = ref.partition("#")[0]
        if self._hidden(path):
            return self.hidden_note(ref)
        try:
            caption = f"{path} (the reference)" \
                if path.startswith(f"{editions.SOLUTIONS}/") else path
            return code_block(path, snippets.region(self.root, ref), caption)
        except UsageError as e:
            self._problem(f": {e}")
            return ""

    def write(self, title_if_missing, title_prefix=lambda title: title):
        with open(self.source, encoding="utf-8") as f:
            text = editions.passages(f.read(), self.edition, self.language)
        out, seen, pos = [], set(), 0
        for block, _hidden, joins in editions.quotations(text, self.edition):
            if joins:
                pos = block.end()
                continue
            lead = snippets.indentation(text, block.start())
            self._lines(text[pos:block.start() - len(lead)], out, seen, title_prefix)
            self._open_aside(out)
            out.append(snippets.indent(self._quotation(block.group("ref")), lead).rstrip("\n"))
            pos = block.end()
        self._lines(text[pos:], out, seen, title_prefix)
        if self._aside:
            self._problem(": an aside that is never closed (<!-- end aside -->)")
            self._open_aside(out)
            out.append(ASIDE_CLOSE)
            self._aside = None
        if self._figure_marked:
            self._problem(f": {MARKER} is not followed by a picture")
        if self.figure is not None and not self._figure_shown:
            self._problem(f": the lesson has a live figure (figure.cpp) but its chapter shows "
                          f"none: put {MARKER} on the line before its picture")
        body = "\n".join(out)
        if self.label not in seen:     # no "# " title line: give the page one
            body = f"# {title_prefix(title_if_missing)} {{#{self.label}}}\n\n" + body
        self.page.text = body
        return self.page

    def _lines(self, text, out, seen, title_prefix):
        in_fence, prose = False, []

        def flush():
            if prose:
                out.append(self._prose("\n".join(prose)))
                prose.clear()

        for line in text.split("\n"):
            if _FENCE.match(line):
                flush()
                in_fence = not in_fence
                out.append(line)
            elif in_fence:
                out.append(line)
            elif line.strip() == MARKER:
                flush()
                if self._figure_shown or self._figure_marked:
                    self._problem(f": a second {MARKER} (a lesson has one live figure)")
                self._figure_marked = True
            elif chapter.ASIDE_START.match(line):
                flush()
                kind = chapter.ASIDE_START.match(line)["kind"]
                if self._aside or kind not in chapter.ASIDE_KINDS:
                    self._problem(f": {line.strip()} inside an aside, or of no known kind")
                    continue
                self._aside, self._aside_opened = kind, False
            elif chapter.ASIDE_END.match(line):
                flush()
                if not self._aside:
                    self._problem(": <!-- end aside --> with no aside open")
                    continue
                self._open_aside(out)
                out.append(ASIDE_CLOSE)
                self._aside = None
            elif _HEADING.match(line):
                flush()
                level = len(line) - len(line.lstrip("#"))
                if self._aside and level > 1:
                    self._open_aside(out, line[level:].strip())
                out.append(self._heading(line, seen, title_prefix))
            else:
                if self._aside and line.strip():
                    self._open_aside(out)
                prose.append(line)
        flush()

    def _open_aside(self, out, title=""):
        """Writes the box of the aside begun, once, titled by its first heading."""
        if self._aside and not self._aside_opened:
            out.append(aside_open(self._aside, title, self.language))
            self._aside_opened = True


def heading_labels(text, page):
    """{GitHub anchor of a heading of @p text: the Doxygen label of its section on @p page}.
    A translated section is labelled by the English heading its marker names; a heading that
    gives no ASCII label (one with no marker, in Korean) by its place on the page."""
    out = {}
    for number, section in enumerate(translations.split_sections(text)[1:], 1):
        marker = section.marker()
        english = marker[1] if marker else section.heading
        label = section_label(page, english)
        if not label.isascii() or not slug(english):
            label = f"{page}_section_{number}"
        out.setdefault(slug(section.heading), label)
    return out
