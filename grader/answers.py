"""A probe's answer as its function's declaration reads it (decode), and how it differs from
the reference's (difference): field by field, reals by the check's tolerance."""

from dataclasses import dataclass

from .declare import RESULT
from .value_types import DEFAULT_TOLERANCE, Array, Pair, Record, Scalar, Struct


EXCEPTIONS = ("invalid_argument", "exception", "unknown", "no-such-function")
# Tokens of an answer always read, however short the reference's answer is.
READ_FLOOR = 1000


@dataclass
class Answer:
    """A decoded answer line: the exception thrown (or ""), the result, the in-out arguments."""
    thrown: str
    values: list          # one per answer_layout entry (the result is None after a throw)


def decode(fn, tokens, limit=100000):
    """The Answer @p tokens hold for @p fn; raises ValueError saying why they do not read as
    one (a token of the wrong kind, too few or too many)."""
    if not isinstance(tokens, list):
        raise ValueError("answered twice")
    i, thrown = 0, ""
    layout = fn.answer_layout()
    if tokens[:1] == ["E"]:
        if len(tokens) < 2 or tokens[1] not in EXCEPTIONS:
            raise ValueError("an exception answer is E and one of " + ", ".join(EXCEPTIONS))
        thrown, i = tokens[1], 2
    values = []
    for name, t in layout:
        if name == "" and thrown:
            values.append(None)
            continue
        v, i = t.decode(tokens, i, limit, name or (fn.name if isinstance(t, Scalar) else ""))
        values.append(v)
    if i != len(tokens):
        raise ValueError(f"{len(tokens)} values, more than the answer's {i}")
    return Answer(thrown, values)


def token_count(fn, answer):
    """How many tokens the probe prints for the Answer @p answer of @p fn: an answer equal to
    it, field for field, is printed in exactly as many (the same sizes, the same throw)."""
    count = 2 if answer.thrown else 0
    for (_, t), value in zip(fn.answer_layout(), answer.values):
        if value is not None:
            count += _tokens(t, value)
    return count


def _tokens(t, value):
    if isinstance(t, Scalar):
        return 1
    if isinstance(t, Struct):
        return sum(_tokens(mt, v) for (_, mt), v in zip(t.members, value))
    return (0 if isinstance(t, Array) else 1) + sum(_tokens(t.item, v) for v in value)


def read_bound(fn, reference):
    """The most tokens of an answer the grader reads, given the reference's Answer: four times
    the reference's, and at least READ_FLOOR. A longer answer is not read (a failed case): it
    cannot be the reference's, and reading it would cost the grader time the student chose."""
    return max(4 * token_count(fn, reference), READ_FLOOR)


def difference(fn, want, got, tolerance=DEFAULT_TOLERANCE, fields=None):
    """None when the answer @p got equals the reference's @p want (both Answers), else a
    Difference: the field that differs and both values. With @p fields (paths such as "hit",
    "normal", an in-out argument's "bodies[0].shape", or RESULT), only those are compared."""
    if want.thrown != got.thrown:
        return Difference("", None, want, got)
    for (name, t), w, g in zip(fn.answer_layout(), want.values, got.values):
        only = fields
        if fields is not None and not name:
            if RESULT in fields:
                only = None                 # the whole result
            elif not isinstance(t, Struct):
                continue                    # a scalar result not asked for
        elif fields is not None and name and not any(_inside(f, name) or _inside(name, f)
                                                     for f in fields):
            continue
        d = _differs(name, t, w, g, tolerance, only)
        if d:
            return d
    return None


def _inside(path, f):
    return path == f or path.startswith(f + ".") or path.startswith(f + "[")


def _wanted(path, fields):
    """Whether the field at @p path holds, or lies in, one of @p fields."""
    return fields is None or not path or any(_inside(path, f) or _inside(f, path)
                                             for f in fields)


@dataclass
class Difference:
    """Where two answers differ: the field's path ("" for a thrown exception), its type and
    both values (for a vector, the whole vectors)."""
    path: str
    type: object
    want: object
    got: object


def _differs(path, t, w, g, tolerance, fields=None):
    if w is None and g is None or not _wanted(path, fields):
        return None
    if isinstance(t, Scalar):
        if fields is not None and not any(_inside(path, f) for f in fields):
            return None
        return None if t.equal(w, g, tolerance) else Difference(path, t, w, g)
    if isinstance(t, Struct):
        for (n, mt), wv, gv in zip(t.members, w, g):
            d = _differs(f"{path}.{n}" if path else n, mt, wv, gv, tolerance, fields)
            if d:
                return d
        return None
    # a vector or an array: the same length, then item by item
    if len(w) != len(g):
        return Difference(path, t, w, g)
    for k, (wv, gv) in enumerate(zip(w, g)):
        d = _differs(f"{path}[{k}]", t.item, wv, gv, tolerance)
        if d:
            return Difference(path, t, w, g) if isinstance(t.item, Pair) else d
    return None


def flat(value):
    """Every number of a value, in order (a Record, list or tuple of them)."""
    if isinstance(value, (list, tuple, Record)):
        for v in value:
            yield from flat(v)
    elif value is not None:
        yield value
