"""The languages of the course, the language it speaks, decided once, and its message catalogs.

The languages are LANGUAGES, English (the language the course is written in, ENGLISH) first:
adding one is an entry there and its catalogs, `tools/locale/CODE/LC_MESSAGES/*.po` (and the
grader's). A file's translation is named after it (translation_path: `README.md` has
`README.ko.md`), so the name of a file tells its language (language_of).

Which language: COURSE_LANG when set, else the locale's LC_ALL, LC_MESSAGES, LANG (POSIX's
order), "ko_KR.UTF-8" read as "ko". A language the course has no translation for, or none set,
is English: the messages as written in the code.

The catalogs are GNU gettext `.po` files kept in the repository beside the code that uses them
(`tools/locale/ko/LC_MESSAGES/course.po` for the course tool, `grader/locale/...grader.po` for
the grader, which the student edition lacks). They are read here, when first needed, into
Python's standard `gettext.GNUTranslations` (through the `.mo` bytes msgfmt would write), so
no build step makes them and none can leave a stale compiled copy: `./course help` speaks
Korean before anything is configured, in the student edition, and on a Gradescope image
without Debian's gettext. tools/tests/test_messages.py checks that msgfmt reads them the same.

Messages are looked up when they are said, not when a module is imported: a test may change
the language between two calls.
"""

import ast
import gettext
import io
import os
import re
import struct
import sys
from dataclasses import dataclass


@dataclass(frozen=True)
class Language:
    code: str        # as COURSE_LANG, a locale and a translation's file name spell it: "ko"
    name: str        # the language's name for itself, as a link to its pages reads
    doxygen: str     # Doxygen's OUTPUT_LANGUAGE for its pages
    # How its prose mentions a lesson ("03번 강의"), the number first in the pattern, for the
    # docs to link it (docs_pages.py); "" for English, whose mentions have rules of their own
    # ("lessons 03 and 05").
    lesson_mention: str = ""
    # Whether a word may follow emphasis with no space (a Korean particle: *겹치는가?*는).
    emphasis_touches_words: bool = False


ENGLISH = "en"
# Every language of the course, the one it is written in first.
LANGUAGES = {language.code: language for language in (
    Language(ENGLISH, "English", "English"),
    Language("ko", "한국어", "Korean", lesson_mention=r"(?<!\d)(\d\d)번\s*강의",
             emphasis_touches_words=True),
)}
TRANSLATIONS = tuple(code for code in LANGUAGES if code != ENGLISH)

LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
CHOOSER = "COURSE_LANG"


def wanted(env=None):
    """The code of the language asked for in @p env (default os.environ): one of LANGUAGES."""
    env = os.environ if env is None else env
    for name in (CHOOSER,) + LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            code = re.split(r"[_.@-]", value, maxsplit=1)[0].lower()
            return code if code in LANGUAGES else ENGLISH
    return ENGLISH


def _split_name(path):
    """`README.md` -> (`README`, `.md`); a template `NAME.md.in` keeps `.md.in` together."""
    if path.endswith(".md.in"):
        return path[:-len(".md.in")], ".md.in"
    return os.path.splitext(path)


def translation_path(english_path, language):
    """`lessons/03-sat/README.md` -> `lessons/03-sat/README.ko.md`; the English is itself."""
    if language == ENGLISH:
        return english_path
    stem, ext = _split_name(english_path)
    return f"{stem}.{language}{ext}"


def english_path(translated_path):
    """`README.ko.md` -> `README.md`; a ValueError when the name is not a translation's."""
    stem, ext = _split_name(translated_path)
    base, language = os.path.splitext(stem)
    if language[1:] not in TRANSLATIONS:
        raise ValueError(f"{translated_path} is not named as a translation (NAME.ko.md)")
    return base + ext


def language_of(path):
    """The language a text of the course is written in, told by its name: "ko" for
    `README.ko.md` or `student-README.ko.md.in`, ENGLISH for `README.md`."""
    stem, _ext = _split_name(os.path.basename(path))
    code = os.path.splitext(stem)[1][1:]
    return code if code in TRANSLATIONS else ENGLISH


def every_language(root, paths):
    """(path, language) for each of @p paths (English, relative to @p root) and each of its
    translations that exists."""
    for rel in paths:
        yield rel, ENGLISH
        for language in TRANSLATIONS:
            translated_rel = translation_path(rel, language)
            if os.path.exists(os.path.join(root, translated_rel)):
                yield translated_rel, language


def translated(path, language=None):
    """@p path's translation in @p language (default: the wanted one), `README.md` ->
    `README.ko.md`, when that file exists; else @p path itself."""
    language = language or wanted()
    if language != ENGLISH:
        candidate = translation_path(path, language)
        if os.path.isfile(candidate):
            return candidate
    return path


class CatalogError(ValueError):
    """A .po file this module cannot read: the message names the file and line."""


_STRING = re.compile(r'"((?:[^"\\]|\\.)*)"')
_KEYWORD = re.compile(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(\".*)$")


def _unquote(text, where):
    strings = _STRING.findall(text)
    if not strings or _STRING.sub("", text).strip():
        raise CatalogError(f"{where}: expected a quoted string, found {text.strip()!r}")
    try:
        return "".join(ast.literal_eval(f'"{s}"') for s in strings)
    except (SyntaxError, ValueError) as e:
        raise CatalogError(f"{where}: {e}") from None


def read_po(text, source="catalog.po"):
    """[(msgid, msgid_plural or None, [msgstr, ...])] of a .po text, in order; fuzzy entries
    (a translation not yet checked) are left out, as msgfmt leaves them out."""
    entries, current, fuzzy, field = [], None, False, None

    def close():
        if current and not current.get("fuzzy"):
            if "msgid" not in current or not current["msgstr"]:
                raise CatalogError(f"{source}:{current['line']}: an entry without msgid "
                                   "or msgstr")
            strs = [current["msgstr"][i] for i in sorted(current["msgstr"])]
            entries.append((current["msgid"], current.get("msgid_plural"), strs))

    for number, line in enumerate(text.splitlines(), 1):
        where, stripped = f"{source}:{number}", line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if stripped.startswith("#,") and "fuzzy" in stripped:
                fuzzy = True
            continue
        m = _KEYWORD.match(stripped)
        if m:
            keyword, index, rest = m.groups()
            if keyword in ("msgid", "msgctxt"):
                if current is not None and not current["msgstr"]:
                    raise CatalogError(f"{where}: {keyword} before the msgstr of the entry at "
                                       f"line {current['line']}")
                close()
                current = {"msgstr": {}, "line": number, "fuzzy": fuzzy}
                fuzzy = False
            if current is None:
                raise CatalogError(f"{where}: {keyword} before any msgid")
            if keyword == "msgctxt":
                raise CatalogError(f"{where}: msgctxt is not used by the course")
            field = ("msgstr", int(index or 0)) if keyword.startswith("msgstr") \
                else (keyword, None)
            value = _unquote(rest, where)
            if field[0] == "msgstr":
                current["msgstr"][field[1]] = value
            else:
                current[field[0]] = value
        elif stripped.startswith('"') and field:
            value = _unquote(stripped, where)
            if field[0] == "msgstr":
                current["msgstr"][field[1]] += value
            else:
                current[field[0]] += value
        else:
            raise CatalogError(f"{where}: cannot read {stripped!r}")
    close()
    return entries


def mo_bytes(entries):
    """The GNU .mo file (little-endian, no hash table) holding @p entries, as msgfmt writes it:
    what gettext.GNUTranslations reads."""
    pairs = sorted((mid if plural is None else f"{mid}\0{plural}", "\0".join(strs))
                   for mid, plural, strs in entries if any(strs))
    keys = [k.encode("utf-8") for k, _ in pairs]
    values = [v.encode("utf-8") for _, v in pairs]
    start = 7 * 4 + 16 * len(pairs)
    ids, strs, offsets = b"", b"", []
    for k in keys:
        offsets.append((len(k), start + len(ids)))
        ids += k + b"\0"
    for v in values:
        offsets.append((len(v), start + len(ids) + len(strs)))
        strs += v + b"\0"
    header = struct.pack("<7I", 0x950412de, 0, len(pairs), 7 * 4, 7 * 4 + 8 * len(pairs), 0, 0)
    table = b"".join(struct.pack("<2I", n, o) for n, o in offsets)
    return header + table + ids + strs


def load(path):
    """The gettext.GNUTranslations of the .po file @p path."""
    with open(path, encoding="utf-8") as f:
        entries = read_po(f.read(), path)
    return gettext.GNUTranslations(io.BytesIO(mo_bytes(entries)))


def catalog_path(localedir, domain, language):
    return os.path.join(localedir, language, "LC_MESSAGES", f"{domain}.po")


class Messages:
    """The messages of one gettext domain: `_ = Messages(...).gettext` in a module, then
    `_("text")` says it in the wanted language (the text itself in English or when the
    catalog lacks it)."""

    def __init__(self, domain, localedir):
        self.domain, self.localedir = domain, localedir
        self._loaded = {}

    def translations(self, language=None):
        language = language or wanted()
        if language not in self._loaded:
            path = catalog_path(self.localedir, self.domain, language)
            self._loaded[language] = gettext.NullTranslations()
            if language != ENGLISH and os.path.isfile(path):
                try:
                    self._loaded[language] = load(path)
                except (CatalogError, OSError) as e:
                    print(f"course: the {LANGUAGES[language].name} messages cannot be read, "
                          f"so they are in English: {e}", file=sys.stderr)
        return self._loaded[language]

    def gettext(self, message):
        return self.translations().gettext(message)

    def in_language(self, language):
        """The gettext of @p language, whatever language is wanted (a page of the docs is
        written in its own language)."""
        return self.translations(language).gettext

    def ngettext(self, singular, plural, n):
        return self.translations().ngettext(singular, plural, n)


LOCALE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locale")
COURSE = Messages("course", LOCALE_DIR)          # the course tool's own messages
ARGPARSE = Messages("argparse", LOCALE_DIR)      # the words of Python's argparse


def localise_argparse():
    """argparse's own words ("usage: ", "invalid choice") in the wanted language: argparse
    looks its messages up, when it says them, through its module's `_` and `ngettext` (the
    gettext domain "argparse"), which are pointed here at its catalog."""
    import argparse
    argparse._ = ARGPARSE.gettext
    argparse.ngettext = ARGPARSE.ngettext


def N_(message):
    """Marks @p message for the catalog where it is said later, through _()."""
    return message
