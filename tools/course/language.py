"""The language the course speaks, decided once, and its message catalogs.

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

from .translations import LANGUAGES, translation_path

ENGLISH = "en"
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")
CHOOSER = "COURSE_LANG"


def wanted(env=None):
    """The code of the language asked for in @p env (default os.environ): "ko" or ENGLISH."""
    env = os.environ if env is None else env
    for name in (CHOOSER,) + LOCALE_VARIABLES:
        value = env.get(name, "")
        if value:
            code = re.split(r"[_.@-]", value, maxsplit=1)[0].lower()
            return code if code in LANGUAGES else ENGLISH
    return ENGLISH


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
                    print(f"course: the {LANGUAGES[language]} messages cannot be read, so "
                          f"they are in English: {e}", file=sys.stderr)
        return self._loaded[language]

    def gettext(self, message):
        return self.translations().gettext(message)

    def ngettext(self, singular, plural, n):
        return self.translations().ngettext(singular, plural, n)


LOCALE_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "locale")
COURSE = Messages("course", LOCALE_DIR)          # the course tool's own messages


def N_(message):
    """Marks @p message for the catalog where it is said later, through _()."""
    return message
