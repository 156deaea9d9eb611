"""The language a lesson's grading is written in (solutions/NN-name/grading.py), in the spirit
of xv6's gradelib: types (value_types.py, named from here), functions, checks.

    Hit = struct("Hit", hit=boolean, normal=Vec2, depth=real)      # once, in solutions/common
    disc_hit = function("disc_hit", Hit, c1=Vec2, r1=real, c2=Vec2, r2=real)

    @test(3, "disc_hit: the documented cases")
    def _():
        return [disc_hit((0, 0), 1, (3, 0), 1, label="apart")]

    output(1, "NN-name.txt")

One declaration per student function drives everything the grader does with it: the probe
(grader/probegen.py writes its C++ at build time), how a call is written on the probe's stdin
(encode), how an answer is read and compared, field by field (decode, difference), and how a
failed case is drawn (grader/sketch.py). A value in Python is what the author writes: a number,
a tuple or list for a struct (its fields in order) or a vector (its items).
"""

import enum
import math
from dataclasses import dataclass, field

from . import grades
from .reporters import MESSAGES

# The types a grading.py declares its functions with are value_types'; they are named from here
# (`from grader.declare import real, struct, Tolerance`), as the language is one.
from .value_types import (DEFAULT_TOLERANCE, Array, Pair, Record, Scalar, Struct,  # noqa: F401
                          Tolerance, Type, Vector, array, boolean, digest, integer,
                          number_text, opaque, pair, real, struct, vector)

_ = MESSAGES.gettext


# --- functions and calls ---------------------------------------------------------------------

class InOut:
    """An argument passed by non-const reference: the probe prints it after the call (after a
    throw too), and it is compared as part of the answer."""

    def __init__(self, type_):
        self.type = type_


def inout(type_):
    return InOut(type_)


class Function:
    """A function the probe can call: a student function, or a helper of the lesson's given
    code (helper=True) that the reference probe evaluates to build an argument."""

    def __init__(self, name, result, params, cpp=None, draw=None, helper=False):
        self.name, self.result = name, result
        self.params = [(n, p.type if isinstance(p, InOut) else p, isinstance(p, InOut))
                       for n, p in params]
        self.cpp = cpp or f"collide::{name}"
        self.draw = draw
        self.helper = helper

    def __call__(self, *args, label=""):
        if len(args) != len(self.params):
            raise TypeError(f"{self.name} takes {len(self.params)} arguments "
                            f"({', '.join(n for n, _, _ in self.params)}), not {len(args)}")
        call = Call(self, tuple(args), label)
        if not call.deferred():
            call.tokens()       # an argument of the wrong shape fails where it is written
        return call

    def answer_layout(self):
        """[(name, type)] of an answer line: the result, then each in-out argument."""
        out = [("", self.result)] if self.result is not None else []
        return out + [(n, t) for n, t, io in self.params if io]

    def types(self):
        out = []
        for _, t in self.answer_layout() + [(n, t) for n, t, _ in self.params]:
            out += [x for x in t.types() if x not in out]
        return out


def function(name, result, cpp=None, draw=None, **params):
    """A student function: `function("disc_hit", Hit, c1=Vec2, r1=real, ...)`; result None
    for void; `inout(T)` for an argument the function changes."""
    return Function(name, result, params.items(), cpp, draw)


def helper(name, result, cpp=None, **params):
    """A function of the lesson's given code the reference probe calls to make an argument:
    `make_case(0.25)` in a call stands for the value the C++ returns."""
    return Function(name, result, params.items(), cpp, helper=True)


@dataclass
class Call:
    fn: Function
    args: tuple
    label: str = ""

    @property
    def name(self):
        return self.fn.name

    def deferred(self):
        """The helper calls among the arguments, still to be evaluated by the reference."""
        return [a for a in self.args if isinstance(a, Call)]

    def fill_helpers(self, values):
        """The arguments with each helper call replaced by @p values[call] (its value)."""
        self.filled = tuple(values[id(a)] if isinstance(a, Call) else a for a in self.args)

    def values(self):
        if self.deferred():
            return getattr(self, "filled", None)
        return self.args

    def tokens(self):
        values = self.values()
        if values is None:
            raise ValueError(f"{self.name}: a helper argument was not evaluated")
        out = []
        for (n, t, _), v in zip(self.fn.params, values):
            try:
                t.encode(v, out)
            except (ValueError, TypeError) as e:
                raise ValueError(f"{self.name}, argument {n}: {e}") from None
        return out

    def line(self, cid):
        return f"{cid} {self.name} {' '.join(self.tokens())}"

    def describe(self):
        return f"{self.name}(" + ", ".join(_arg_text(a, t) for (_, t, _), a in
                                           zip(self.fn.params, self.args)) + ")"

    def named_args(self):
        """The arguments by name, as values (helpers evaluated), for the sketch."""
        return {n: v for (n, _, _), v in zip(self.fn.params, self.values() or ())}


def _arg_text(a, t=None):
    """An argument as a failure shows it, by its declared type @p t: a vector (a polygon's
    vertices, a list of boxes) as [items], a struct as (fields)."""
    if isinstance(a, Call):
        return a.describe()
    if isinstance(t, Vector) and not isinstance(t, Array) and isinstance(a, (list, tuple)):
        return "[" + ", ".join(_arg_text(x, t.item) for x in a) + "]"
    if isinstance(a, (list, tuple, Record)):
        inner = [mt for _, mt in t.members] if isinstance(t, Struct) and \
            len(t.members) == len(a) else [None] * len(a)
        return "(" + ", ".join(_arg_text(x, mt) for x, mt in zip(a, inner)) + ")"
    if isinstance(a, float):
        short = f"{a:.6g}"
        return short if math.isnan(a) or float(short) == a else repr(a)   # what was sent
    return str(a)


# In `fields=`: the function's result, whole (a scalar result has no field name of its own).
RESULT = "result"


# --- checks ----------------------------------------------------------------------------------

# A check's tier (grades.Tier: CORE or PRECISION), kept in the grade with each check.
Tier = grades.Tier

# The weight of each tier's points: a check's points, as a grade counts them, are its declared
# points times its tier's weight. The course's one place to change them is
# solutions/common/grading.py: `TIER_WEIGHTS = tier_weights(precision=0.5)` (see
# gradings.load); without it, these (grader/README.md, "What a grade is made of").
DEFAULT_TIER_WEIGHTS = {Tier.CORE: 1.0, Tier.PRECISION: 1.0}


def tier_weights(**weights):
    """{Tier: weight}: the defaults with @p weights (`precision=0.5`, `core=2`) in place; a
    weight is a finite number >= 0 (0: the tier's checks are shown, and worth no points)."""
    out = dict(DEFAULT_TIER_WEIGHTS)
    for name, w in weights.items():
        if name not in {t.value for t in Tier}:
            raise ValueError(f"tier_weights: no tier {name!r} (core, precision)")
        if isinstance(w, bool) or not isinstance(w, (int, float)) or not math.isfinite(w) \
                or w < 0:
            raise ValueError(f"tier_weights: the weight of {name} must be a number >= 0, "
                             f"not {w!r}")
        out[Tier(name)] = float(w)
    return out


def weigh(checks, weights):
    """@p checks with their points times their tier's weight in @p weights (in place)."""
    for c in checks:
        c.points = c.points * weights.get(c.tier, 1.0)
    return checks


class CheckKind(enum.Enum):
    FUNCTION = "function"      # the probe calls the student's functions
    OUTPUT = "output"          # a file the driver writes, against expected/


@dataclass
class Check:
    lesson: str
    points: float
    title: str
    kind: CheckKind
    make_calls: object = None      # () -> [Call], for function checks
    file: str = ""                 # for output checks
    hidden: bool = False           # cases not shown (solutions/NN-name/hidden.py)
    tolerance: Tolerance = DEFAULT_TOLERANCE
    mistakes: tuple = None         # the named mistakes that, alone, fail this check (tested)
    fields: tuple = None           # the answer's fields this check compares (None: all)
    tier: Tier = Tier.CORE
    _calls: list = field(default=None, repr=False)

    def calls(self):
        if self._calls is None:
            self._calls = list(self.make_calls()) if self.make_calls else []
        return self._calls

    def functions(self):
        return sorted({c.name for c in self.calls()})


class Declarations:
    """What a lesson's grading.py declares, collected while the loader runs it."""

    def __init__(self, lesson_id):
        self.lesson = lesson_id
        self.checks = []
        self.hidden = None        # the lesson's hidden.py, once loaded


_current = [None]


def collecting(decls):
    _current[0] = decls


def _here():
    if _current[0] is None:
        raise RuntimeError("checks are declared in solutions/NN-name/grading.py, which the "
                           "grader loads (grader/gradings.py)")
    return _current[0]


def test(points, title, tolerance=DEFAULT_TOLERANCE, mistakes=None, fields=None, tier="core"):
    """A function check worth @p points: the decorated function returns its calls.
    @p fields: only these fields of the answer are compared (`fields=["hit"]` for a rule about
    hitting, so that its control case depends on that rule alone). @p mistakes: the names of
    solutions/NN-name/mistakes/ that fail this check; the grader's mistakes test proves that
    exactly those do. @p tier: "core" or "precision" (Tier)."""
    decls = _here()

    def declare(make_calls):
        decls.checks.append(Check(decls.lesson, points, title, CheckKind.FUNCTION, make_calls,
                                  tolerance=tolerance,
                                  mistakes=tuple(mistakes) if mistakes is not None else None,
                                  fields=tuple(fields) if fields is not None else None,
                                  tier=Tier(tier)))
        return make_calls
    return declare


def hidden(points, title, cases, tolerance=DEFAULT_TOLERANCE, tier="core"):
    """A hidden function check: its calls are @p cases() of the lesson's hidden.py, never
    shown (a failure says only that one of them failed)."""
    decls = _here()

    def make():
        if decls.hidden is None:
            raise RuntimeError(f"solutions/{decls.lesson}/hidden.py is missing")
        return getattr(decls.hidden, cases)()
    decls.checks.append(Check(decls.lesson, points, title, CheckKind.FUNCTION, make, hidden=True,
                              tolerance=tolerance, tier=Tier(tier)))


def output(points, filename):
    """An output check: the driver's @p filename must equal expected/filename."""
    decls = _here()
    title = _("output {file} matches expected/").format(file=filename)
    decls.checks.append(Check(decls.lesson, points, title, CheckKind.OUTPUT, file=filename))
