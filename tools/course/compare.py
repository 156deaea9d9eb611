"""Comparing what a program produced with what the reference produced: one rule, one place.

`./course check` (output files), the grader (output files and the answers of its probes) and
the tests all compare through this module:

- a real number equals the expected one within 1e-6, absolute or relative; a non-finite
  value equals only itself (inf only inf of the same sign, NaN only NaN: the contracts that
  return NaN say NaN, whatever its sign bit); in an answer, a token longer than
  REAL_TOKEN_CUT characters is not a real;
- an integer (a count, an index, a pixel coordinate) and a bool are compared exactly, and a
  bool is the token 0 or 1, nothing else;
- an answer line has exactly the fields its function declares (answer_fields), no more;
- a text file is compared line by line: the text between numbers exactly, each number by the
  rule above (an integer in the expected line must be the same integer; a number token longer
  than TEXT_NUMBER_CUT characters is compared as text);
- every text read here is a student's: each reading is total (it never raises on any text)
  and takes time linear in the text (grader/tests/test_fuzz.py);
- PNG files by their decoded pixels, through the course's `pngdiff` tool (two encoders may
  write the same picture with different bytes).
"""

import math
import os
import re
import subprocess
from dataclasses import dataclass, field

from .language import COURSE, N_

_ = COURSE.gettext

TOLERANCE = 1e-6
# A number as C's printf writes one (and nothing else: no hex floats, no '1_000'), in ASCII
# digits only: without re.ASCII, \d and \b take any Unicode digit or letter (Arabic-Indic
# '\u0661', full-width '\uff11'), which float() and int() read too. Every text this module
# reads is a student's, so the pattern has one way to match any text (digits, then a point
# and digits, then an exponent: no two repeats can trade a digit), which keeps a search
# linear in the text; `\d+\.?\d*` had n ways to split n digits, and a failed match of a
# 30,000-digit token took seconds (issue 31).
_NUMBER = re.compile(r"[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)\b",
                     re.ASCII)
# The longest token read as a real in an answer: a double as the probe prints it (%.17g,
# "-2.2250738585072014e-308") has at most 24 characters. A longer one is not a real, and is
# never given to a pattern or to float().
REAL_TOKEN_CUT = 25
# The longest token read as an integer in an answer (a 64-bit one has at most 20 characters).
INT_TOKEN_CUT = 20
# The longest number of a text output compared by value: a double printed with %f has at
# most 309 digits before its point. A longer number token is compared as text, exactly, so
# that int() and float() (which refuses over 4,300 digits) never see one.
TEXT_NUMBER_CUT = 400
_INTEGER = re.compile(r"[-+]?\d+", re.ASCII)
_DIGEST = re.compile(r"h[0-9a-f]{16}", re.ASCII)


@dataclass
class Comparison:
    name: str
    ok: bool
    message: str = ""               # first useful line of what is wrong
    details: list = field(default_factory=list)
    diff_picture: str = ""          # path of the diff PNG, when one was written
    decoded: bool = False           # a picture decoded at the expected size (same or not)


def numbers_close(a, b, tol=TOLERANCE, rel=None):
    """The rule for real numbers: within @p tol absolute, or @p rel (default @p tol) relative;
    a non-finite value is equal only to itself (NaN to NaN)."""
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b           # an infinity is near nothing but itself (inf * tol is inf)
    rel = tol if rel is None else rel
    return abs(a - b) <= tol or abs(a - b) <= rel * max(abs(a), abs(b))


def read_number(token):
    """The value of a number token, or None when the token is not one (or is longer than
    REAL_TOKEN_CUT characters)."""
    if len(token) > REAL_TOKEN_CUT or not _NUMBER.fullmatch(token):
        return None
    return float(token)


# --- answers: lines of typed fields ------------------------------------------------------------

KINDS = ("bool", "int", "real", "digest", "pairs")


def parse_spec(spec):
    """[(name, kind)] from a declaration such as "hit:bool depth:real"."""
    fields = []
    for part in spec.split():
        name, _, kind = part.partition(":")
        if kind not in KINDS or not name:
            raise ValueError(f"bad field declaration {part!r} (kinds: {', '.join(KINDS)})")
        fields.append((name, kind))
    return fields


def read_token(kind, token):
    """The value of one answer token of @p kind (bool, int, real, digest), or None when the
    token is not one."""
    return _one(kind, token)


def _one(kind, token):
    if kind == "bool":
        return token if token in ("0", "1") else None
    if kind == "int":
        return int(token) if len(token) <= INT_TOKEN_CUT and _INTEGER.fullmatch(token) \
            else None
    if kind == "real":
        return read_number(token)
    if kind == "digest":
        return token if len(token) == 17 and _DIGEST.fullmatch(token) else None
    raise ValueError(kind)


def answer_fields(spec, tokens):
    """The fields of an answer, [(name, kind, value)], read from @p tokens by the declaration
    @p spec; raises ValueError saying what does not fit (a token of the wrong kind, too few or
    too many tokens). A "pairs" field is a count n then n pairs of integers."""
    out, i = [], 0
    for name, kind in parse_spec(spec):
        if kind == "pairs":
            n = _one("int", tokens[i]) if i < len(tokens) else None
            if n is None or n < 0 or i + 1 + 2 * n > len(tokens):
                raise ValueError(f"{name}: no valid count of pairs")
            values = [_one("int", t) for t in tokens[i + 1:i + 1 + 2 * n]]
            if None in values:
                raise ValueError(f"{name}: a pair is not two integers")
            out.append((name, kind, [tuple(values[k:k + 2]) for k in range(0, 2 * n, 2)]))
            i += 1 + 2 * n
            continue
        if i >= len(tokens):
            raise ValueError(f"{len(tokens)} values, fewer than the answer's fields")
        value = _one(kind, tokens[i])
        if value is None:
            raise ValueError(f"{name} is not a {'0 or 1' if kind == 'bool' else kind}")
        out.append((name, kind, value))
        i += 1
    if i != len(tokens):
        raise ValueError(f"{len(tokens)} values, more than the answer's {i}")
    return out


# --- text files -------------------------------------------------------------------------------

def _split(line):
    """A line as alternating text and number tokens: ["r", "1", "=hit,", "2.0", ""]."""
    parts, pos = [], 0
    for m in _NUMBER.finditer(line):
        parts.append(line[pos:m.start()])
        parts.append(m.group())
        pos = m.end()
    parts.append(line[pos:])
    return parts


def lines_equal(expected, actual, exact=False):
    if exact or expected == actual:
        return expected == actual
    a, b = _split(expected), _split(actual)
    if len(a) != len(b):
        return False
    for k, (x, y) in enumerate(zip(a, b)):
        if k % 2 == 0 or len(x) > TEXT_NUMBER_CUT or len(y) > TEXT_NUMBER_CUT:
            if x != y:              # text, or a number too long to read: the same text
                return False
        elif _INTEGER.fullmatch(x):
            if not _INTEGER.fullmatch(y) or int(x) != int(y):
                return False
        elif not numbers_close(float(x), float(y)):
            return False
    return True


def compare_lines(name, want, got, exact=False):
    """Two texts given as lists of lines."""
    for i, (w, g) in enumerate(zip(want, got), start=1):
        if not lines_equal(w, g, exact):
            return Comparison(name, False, _("{name} line {line} differs").format(
                name=name, line=i), [_("expected: {text}").format(text=w),
                                     _("     got: {text}").format(text=g)])
    if len(want) != len(got):
        counted = _("{name} has {got} lines, fewer than the {want} expected") \
            if len(got) < len(want) else _("{name} has {got} lines, more than the {want} expected")
        return Comparison(name, False, counted.format(name=name, got=len(got), want=len(want)))
    return Comparison(name, True, _("{name}: same").format(name=name))


def compare_text(expected_path, actual_path, exact=False):
    name = os.path.basename(expected_path)
    try:
        with open(expected_path, encoding="utf-8") as f:
            want = f.read().splitlines()
        with open(actual_path, encoding="utf-8", errors="replace") as f:
            got = f.read().splitlines()
    except OSError as e:
        return Comparison(name, False, _("{name}: cannot read {file}: {reason}").format(
            name=name, file=e.filename, reason=e.strerror))
    return compare_lines(name, want, got, exact)


# --- pictures ---------------------------------------------------------------------------------

def _run_plain(argv):
    r = subprocess.run(argv, capture_output=True, text=True, errors="replace")
    return r.returncode, r.stdout + r.stderr


def png_facts(output):
    """[(fact, {key: value})] of pngdiff's output (gfx/pngdiff.cpp says its facts): a line
    is a fact's name then `key=value` fields; a path or a reason runs to the end of the line.
    A line that is not one of its facts is left out: whatever the output, this reads it once,
    in time linear in its length."""
    facts = []
    for line in output.splitlines():
        name, _sep, rest = line.strip().partition(" ")
        if name not in _FACTS:
            continue
        fields = {}
        for m in _FIELD.finditer(rest):
            key = m.group(1)
            if key in _LAST_FIELDS:
                fields[key] = rest[m.start(2):]
                break
            fields[key] = m.group(2)
        facts.append((name, fields))
    return facts


# What pngdiff says (and "stopped", which the grader says when its box stops pngdiff).
_FACTS = ("same", "size_differs", "pixel", "differing", "diff_picture", "unreadable",
          "unwritable", "stopped")
_FIELD = re.compile(r"(?:^| )([a-z]+)=(\S*)", re.ASCII)
_LAST_FIELDS = ("path", "reason")        # the fields that run to the end of the line
_ROLES = {"expected": N_("the expected picture"), "actual": N_("the produced picture"),
          "diff": N_("the diff picture")}


def _colour(text):
    return f"({text})"


def png_words(name, status, facts):
    """(first line, detail lines) saying pngdiff's @p facts about the picture @p name."""
    found = {fact: fields for fact, fields in reversed(facts)}     # the first of each kind
    pixels = [f for fact, f in facts if fact == "pixel"]
    details = [_("pixel ({x},{y}): expected {expected}, got {actual}").format(
        x=p.get("x", "?"), y=p.get("y", "?"), expected=_colour(p.get("expected", "?")),
        actual=_colour(p.get("actual", "?"))) for p in pixels]
    if "differing" in found:
        count, total = found["differing"].get("count", "?"), found["differing"].get("total", "?")
        more = int(count) - len(pixels) if _INTEGER.fullmatch(count) and len(count) < 20 else 0
        if more > 0:
            details.append(_("... and {count} more").format(count=more))
        return _("{name}: {count} of {total} pixels differ").format(
            name=name, count=count, total=total), details
    if "size_differs" in found:
        size = found["size_differs"]
        return _("{name}: the size differs: expected {expected}, got {actual}").format(
            name=name, expected=size.get("expected", "?"), actual=size.get("actual", "?")), []
    if "stopped" in found:           # said by the grader, whose box stopped pngdiff
        return _("{name}: the picture comparer was stopped on the produced picture: "
                 "{reason}").format(name=name, reason=found["stopped"].get("reason", "")), []
    for fact in ("unreadable", "unwritable"):
        if fact in found:
            role = _ROLES.get(found[fact].get("role"), N_("a picture"))
            said = _("{name}: {role} cannot be read") if fact == "unreadable" else \
                _("{name}: {role} cannot be written")
            # lodepng's own words, quoted as a compiler's are: the library's, not the course's
            reason = found[fact].get("reason", "")
            return said.format(name=name, role=_(role)), [f"lodepng: {reason}"] if reason else []
    return _("{name}: the picture comparer failed (exit status {status})").format(
        name=name, status=status), []


def compare_png(expected_path, actual_path, pngdiff, diff_path=None, run=_run_plain, name=None):
    """Through pngdiff; @p run(argv) -> (exit status, output) runs it (the grader runs it in
    its box, with limits: the produced picture is untrusted data). What it found is known by
    its exit status; what it says, by its facts (png_facts), worded here."""
    name = name or os.path.basename(expected_path)
    status, output = run([pngdiff, expected_path, actual_path] + ([diff_path] if diff_path
                                                                   else []))
    if status == 0:
        return Comparison(name, True, _("{name}: same pixels").format(name=name), decoded=True)
    message, details = png_words(name, status, png_facts(output))
    if status == 1:
        written = diff_path if diff_path and os.path.isfile(diff_path) else ""
        return Comparison(name, False, message, details, written, decoded=True)
    return Comparison(name, False, message, details)


def compare_file(expected_path, actual_path, pngdiff, diff_path=None, exact=False):
    name = os.path.basename(expected_path)
    if not os.path.exists(actual_path):
        return Comparison(name, False, _("{name} was not written").format(name=name))
    if os.path.isdir(actual_path) or os.path.islink(actual_path):
        return Comparison(name, False, _("{name} is not a regular file").format(name=name))
    if name.endswith(".png"):
        return compare_png(expected_path, actual_path, pngdiff, diff_path)
    return compare_text(expected_path, actual_path, exact)
