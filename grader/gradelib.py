"""The declarations grader/manifest.py is written in (in the spirit of xv6's gradelib).

    lesson("02-circle")

    @test(3, "circle_hit: the documented cases")
    def _():
        return [call("circle_hit", (0, 0), 1, (3, 0), 1, label="apart")]

    output(2, "02-circle.txt")

A function check passes when the student's function returns, on every one of its calls, what
the reference returns (field by field as grade.FIELDS declares, by course.compare's strict
rule: reals within 1e-6, non-finite values only equal to themselves, bools and integers
exactly). An output check passes when the driver, built with the student's code, writes a file
equal to expected/ by the same rule. Points are all or nothing per check.
"""

import math
from dataclasses import dataclass, field

CHECKS = []          # every declared check, in declaration order
_lesson = [None]


@dataclass
class Call:
    """One call of a student function: its name, its arguments (nested tuples of numbers, as
    the probe reads them flattened) and a label saying what the case is about."""
    fn: str
    args: tuple
    label: str = ""

    def tokens(self):
        return [_number_text(x) for x in _flatten(self.args)]

    def describe(self):
        inner = ", ".join(_arg_text(a) for a in self.args)
        return f"{self.fn}({inner})"


@dataclass
class Check:
    lesson: str
    points: float
    title: str
    kind: str                      # "function" or "output"
    make_calls: object = None      # () -> [Call], for function checks
    file: str = ""                 # for output checks
    hidden: bool = False           # cases not shown (their data lives in grader/hidden/)
    _calls: list = field(default=None, repr=False)

    def calls(self):
        if self._calls is None:
            self._calls = list(self.make_calls()) if self.make_calls else []
        return self._calls

    def functions(self):
        """The student functions this check calls (for an output check: all of the lesson's,
        see manifest.functions_of)."""
        return sorted({c.fn for c in self.calls()})


def lesson(lesson_id):
    """The checks declared after this belong to @p lesson_id."""
    _lesson[0] = lesson_id


def test(points, title, hidden=False):
    """Declares a function check worth @p points; the decorated function returns its calls."""
    def declare(make_calls):
        CHECKS.append(Check(_lesson[0], points, title, "function", make_calls, hidden=hidden))
        return make_calls
    return declare


def output(points, filename):
    """Declares an output check: the driver's @p filename must equal expected/filename."""
    CHECKS.append(Check(_lesson[0], points, f"output {filename} matches expected/", "output",
                        file=filename))


def call(fn, *args, label=""):
    return Call(fn, tuple(args), label)


def _flatten(x):
    if isinstance(x, (list, tuple)):
        for item in x:
            yield from _flatten(item)
    else:
        yield x


def _number_text(x):
    if isinstance(x, bool):
        return "1" if x else "0"
    if isinstance(x, int):
        return str(x)
    if math.isnan(x):
        return "nan"
    return repr(float(x))   # shortest text that reads back exactly ('inf', '-inf' included)


def _arg_text(a):
    if isinstance(a, (list, tuple)):
        return "(" + ", ".join(_arg_text(x) for x in a) + ")"
    if isinstance(a, float):
        return f"{a:.6g}"
    return str(a)


def polygon(points):
    """A polygon argument as the probes read it: the vertex count, then the vertices."""
    return (len(points), tuple(tuple(p) for p in points))


def boxes(items):
    """A list of boxes as the probes read it: the count, then minx miny maxx maxy each."""
    return (len(items), tuple(tuple(b) for b in items))
