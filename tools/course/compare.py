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

from .language import COURSE

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
        return Comparison(name, False, f"{name}: cannot read {e.filename}: {e.strerror}")
    return compare_lines(name, want, got, exact)


# --- pictures ---------------------------------------------------------------------------------

def _run_plain(argv):
    r = subprocess.run(argv, capture_output=True, text=True, errors="replace")
    return r.returncode, r.stdout + r.stderr


def compare_png(expected_path, actual_path, pngdiff, diff_path=None, run=_run_plain, name=None):
    """Through pngdiff; @p run(argv) -> (exit status, output) runs it (the grader runs it in
    its box, with limits: the produced picture is untrusted data)."""
    name = name or os.path.basename(expected_path)
    status, output = run([pngdiff, expected_path, actual_path] + ([diff_path] if diff_path
                                                                   else []))
    lines = [l for l in output.splitlines() if l.strip()]
    if status == 0:
        return Comparison(name, True, _("{name}: same pixels").format(name=name), decoded=True)
    if status == 1:
        summary = next((l for l in reversed(lines) if "differ" in l), lines[0] if lines else "")
        written = diff_path if diff_path and os.path.isfile(diff_path) else ""
        return Comparison(name, False, f"{name}: {summary}",
                          [l for l in lines if l.startswith("  ")], written, decoded=True)
    return Comparison(name, False, f"{name}: " + (lines[0] if lines else
                                                  f"pngdiff failed (status {status})"))


def compare_file(expected_path, actual_path, pngdiff, diff_path=None, exact=False):
    name = os.path.basename(expected_path)
    if not os.path.exists(actual_path):
        return Comparison(name, False, _("{name} was not written").format(name=name))
    if os.path.isdir(actual_path) or os.path.islink(actual_path):
        return Comparison(name, False, _("{name} is not a regular file").format(name=name))
    if name.endswith(".png"):
        return compare_png(expected_path, actual_path, pngdiff, diff_path)
    return compare_text(expected_path, actual_path, exact)
