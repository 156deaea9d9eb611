"""Comparing a produced output file with the expected one.

PNG files are compared by decoded pixels through the course's own `pngdiff` tool (two encoders
may write the same picture with different bytes). Text files are compared line by line; a
number is equal to the expected one within 1e-6, absolute or relative, unless `exact` is set.
"""

import math
import os
import re
import subprocess
from dataclasses import dataclass, field

TOLERANCE = 1e-6
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)\b")


@dataclass
class Comparison:
    name: str
    ok: bool
    message: str = ""               # first useful line of what is wrong
    details: list = field(default_factory=list)
    diff_picture: str = ""          # path of the diff PNG, when one was written


def numbers_close(a, b, tol=TOLERANCE):
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if a == b:
        return True
    if math.isinf(a) or math.isinf(b):
        return False            # an infinity is near nothing but itself (inf * tol is inf)
    return abs(a - b) <= tol or abs(a - b) <= tol * max(abs(a), abs(b))


def _split(line):
    """A line as alternating text and numbers: ("r1=hit,", 2.0, "") and so on."""
    parts, pos = [], 0
    for m in _NUMBER.finditer(line):
        parts.append(line[pos:m.start()])
        parts.append(float(m.group()))
        pos = m.end()
    parts.append(line[pos:])
    return parts


def lines_equal(expected, actual, exact=False):
    if exact or expected == actual:
        return expected == actual
    a, b = _split(expected), _split(actual)
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        if isinstance(x, float):
            if not numbers_close(x, y):
                return False
        elif x != y:
            return False
    return True


def compare_text(expected_path, actual_path, exact=False):
    name = os.path.basename(expected_path)
    try:
        with open(expected_path, encoding="utf-8") as f:
            want = f.read().splitlines()
        with open(actual_path, encoding="utf-8", errors="replace") as f:
            got = f.read().splitlines()
    except OSError as e:
        return Comparison(name, False, f"{name}: cannot read {e.filename}: {e.strerror}")
    for i, (w, g) in enumerate(zip(want, got), start=1):
        if not lines_equal(w, g, exact):
            return Comparison(name, False, f"{name} line {i} differs",
                              [f"expected: {w}", f"     got: {g}"])
    if len(want) != len(got):
        shorter = "fewer" if len(got) < len(want) else "more"
        return Comparison(name, False,
                          f"{name} has {len(got)} lines, {shorter} than the {len(want)} expected")
    return Comparison(name, True, f"{name}: same")


def compare_png(expected_path, actual_path, pngdiff, diff_path=None):
    name = os.path.basename(expected_path)
    cmd = [pngdiff, expected_path, actual_path] + ([diff_path] if diff_path else [])
    run = subprocess.run(cmd, capture_output=True, text=True)
    lines = [l for l in (run.stdout + run.stderr).splitlines() if l.strip()]
    if run.returncode == 0:
        return Comparison(name, True, f"{name}: same pixels")
    if run.returncode == 1:
        summary = next((l for l in reversed(lines) if "differ" in l), lines[0] if lines else "")
        written = diff_path if diff_path and os.path.isfile(diff_path) else ""
        return Comparison(name, False, f"{name}: {summary}",
                          [l for l in lines if l.startswith("  ")], written)
    return Comparison(name, False, f"{name}: " + (lines[0] if lines else "pngdiff failed"))


def compare_file(expected_path, actual_path, pngdiff, diff_path=None, exact=False):
    name = os.path.basename(expected_path)
    if not os.path.exists(actual_path):
        return Comparison(name, False, f"{name} was not written")
    if os.path.isdir(actual_path) or os.path.islink(actual_path):
        return Comparison(name, False, f"{name} is not a regular file")
    if name.endswith(".png"):
        return compare_png(expected_path, actual_path, pngdiff, diff_path)
    return compare_text(expected_path, actual_path, exact)
