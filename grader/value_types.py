"""The types of the values a probe call takes and gives, as a lesson's grading.py declares
them (through grader/declare.py): how a value is written on the probe's stdin (encode), read
back from its answer (decode, naming the field that is wrong) and compared with the
reference's (equal, within a Tolerance). A value in Python is what the author writes: a
number, a tuple or list for a struct (its fields in order) or a vector (its items); a decoded
struct is a Record.
"""

import math
from dataclasses import dataclass

from course.compare import TOLERANCE, numbers_close, read_token

# --- tolerances ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Tolerance:
    """How near a real field must be to the reference's: within abs, or within rel of the larger
    magnitude (either suffices). A non-finite value equals only itself, whatever the tolerance."""
    abs: float = TOLERANCE
    rel: float = TOLERANCE
    signed_zero: bool = False      # a zero equals only a zero of the same sign


# The grader's default for every real field of every answer, unless the field's type or the
# check says otherwise: course.compare's TOLERANCE (1e-6), the rule `./course check` uses too.
DEFAULT_TOLERANCE = Tolerance()


# --- types ------------------------------------------------------------------------------------

class Type:
    cpp = ""
    draw = None         # value -> [(p, q)] segments, for the failure sketch (grader/sketch.py)

    def encode(self, value, out):
        raise NotImplementedError

    def decode(self, tokens, i, limit=100000, path=""):
        """(value, next index) read from @p tokens at @p i; raises ValueError saying why not
        (naming the field at @p path)."""
        raise NotImplementedError

    def types(self):
        """This type and every type it is made of, innermost first."""
        return [self]


class Scalar(Type):
    """A number, a bool, a count or a digest: one token. `real(signed_zero=True)` makes a real
    whose zero must have the reference's sign; `real(tolerance=Tolerance(...))` another
    tolerance."""

    def __init__(self, kind, cpp, signed_zero=False, tolerance=None):
        self.kind, self.cpp = kind, cpp
        self.signed_zero, self.tolerance = signed_zero, tolerance

    def __call__(self, signed_zero=False, tolerance=None):
        return Scalar(self.kind, self.cpp, signed_zero, tolerance)

    def encode(self, value, out):
        if isinstance(value, (list, tuple)):
            raise ValueError(f"a {self.kind} argument, not {value!r}")
        out.append(number_text(value))

    def decode(self, tokens, i, limit=100000, path=""):
        if i >= len(tokens):
            raise ValueError(f"{len(tokens)} values, fewer than the answer's fields")
        value = read_token(self.kind, tokens[i])
        if value is None:
            raise ValueError(f"{path or 'the answer'} is not a "
                             f"{'0 or 1' if self.kind == 'bool' else self.kind}")
        if self.kind == "bool":
            value = value == "1"       # a Python bool, so that a draw's `if h.hit` reads it
        return value, i + 1

    def equal(self, want, got, tolerance):
        if self.kind != "real":
            return want == got
        tol = self.tolerance or tolerance
        if (self.signed_zero or tol.signed_zero) and want == 0 and got == 0:
            return math.copysign(1, want) == math.copysign(1, got)
        return numbers_close(want, got, tol.abs, tol.rel)


real = Scalar("real", "double")
integer = Scalar("int", "int")
boolean = Scalar("bool", "bool")
digest = Scalar("digest", "")


class Struct(Type):
    """A C++ struct, by its members' names, in order; @p cpp its C++ name (`collide::` unless
    it has a namespace). @p draw(value) gives its outline for the sketch."""

    def __init__(self, name, members, cpp=None, draw=None, custom=False):
        self.name, self.members = name, list(members)
        self.cpp = cpp or f"collide::{name}"
        self.draw = draw
        self.custom = custom      # its probe get/put are written by hand in probe.hpp

    def types(self):
        out = []
        for _, t in self.members:
            out += [x for x in t.types() if x not in out]
        return out + [self]

    def encode(self, value, out):
        items = _items(value, self)
        if len(items) != len(self.members):
            raise ValueError(f"a {self.name} has {len(self.members)} fields "
                             f"({', '.join(n for n, _ in self.members)}), not {len(items)}")
        for (_, t), v in zip(self.members, items):
            t.encode(v, out)

    def decode(self, tokens, i, limit=100000, path=""):
        values = []
        for n, t in self.members:
            v, i = t.decode(tokens, i, limit, f"{path}.{n}" if path else n)
            values.append(v)
        return Record(self, values), i


class Vector(Type):
    """std::vector<item>: written as its size, then its items."""

    def __init__(self, item, draw=None):
        self.item, self.draw = item, draw
        self.cpp = f"std::vector<{item.cpp}>"
        self.name = f"vector of {getattr(item, 'name', item.cpp)}"

    def types(self):
        return self.item.types() + [self]

    def encode(self, value, out):
        items = list(value)
        out.append(str(len(items)))
        for v in items:
            self.item.encode(v, out)

    def decode(self, tokens, i, limit=100000, path=""):
        n, i = integer.decode(tokens, i, limit, f"the size of {path or 'the answer'}")
        if not 0 <= n <= limit or i + n > len(tokens):
            raise ValueError(f"{path or 'the answer'}: no valid size")
        values = []
        for k in range(n):
            v, i = self.item.decode(tokens, i, limit, f"{path}[{k}]")
            values.append(v)
        return values, i


class Array(Vector):
    """A member `T name[N]`: exactly N items, no size written."""

    def __init__(self, item, n):
        super().__init__(item)
        self.n = n
        self.cpp = ""          # only ever a member; the probe's get/put take it by reference

    def encode(self, value, out):
        items = list(value)
        if len(items) != self.n:
            raise ValueError(f"{self.n} items, not {len(items)}")
        for v in items:
            self.item.encode(v, out)

    def decode(self, tokens, i, limit=100000, path=""):
        values = []
        for k in range(self.n):
            v, i = self.item.decode(tokens, i, limit, f"{path}[{k}]")
            values.append(v)
        return values, i


class Pair(Struct):
    """std::pair<first, second>."""

    def __init__(self, first, second):
        super().__init__("pair", [("first", first), ("second", second)],
                         cpp=f"std::pair<{first.cpp}, {second.cpp}>", custom=True)


def struct(name, cpp=None, draw=None, **members):
    """A struct type: `struct("Vec2", x=real, y=real)`."""
    return Struct(name, members.items(), cpp, draw)


def vector(item, draw=None):
    return Vector(item, draw)


def array(item, n):
    return Array(item, n)


def pair(first, second):
    return Pair(first, second)


def opaque(name, cpp, **members):
    """A result type the probe prints with a hand-written put() in probe.hpp (a picture)."""
    return Struct(name, members.items(), cpp, custom=True)


class Record:
    """A decoded struct: its fields by name (`hit.normal.x`) or in order (`hit[0]`)."""

    def __init__(self, type_, values):
        self._type, self._values = type_, list(values)

    def __getattr__(self, name):
        for (n, _), v in zip(self._type.members, self._values):
            if n == name:
                return v
        raise AttributeError(name)

    def __iter__(self):
        return iter(self._values)

    def __len__(self):
        return len(self._values)

    def __getitem__(self, k):
        return self._values[k]

    def __eq__(self, other):
        return list(self) == list(other)

    def __repr__(self):
        return f"{self._type.name}{tuple(self._values)}"


def _items(value, t):
    if isinstance(value, dict):
        return [value[n] for n, _ in t.members]
    if isinstance(value, (list, tuple, Record)):
        return list(value)
    raise ValueError(f"a {t.name} is written as a tuple of its fields, not {value!r}")


def number_text(x):
    """A number as the probe reads it back exactly ('nan', 'inf', '-0.0' included)."""
    if isinstance(x, bool):
        return "1" if x else "0"
    if isinstance(x, int):
        return str(x)
    x = float(x)
    return "nan" if math.isnan(x) else repr(x)
