"""Pictures of failed cases for the HTML report, drawn by grader-sketch (the course's canvas,
run in the box by grade.Session.draw). Nothing here knows a lesson: each declared type says
how it is drawn (`draw=` in solutions/*/grading.py, with the shapes below), and a function may
draw its arguments itself (`function(..., draw=...)`, for a circle given as centre and radius).

The arguments are drawn in order, the first white, the second yellow (then blue, grey); then
each part of the answer whose type draws, the reference's green and the student's red. A part
of the answer drawn with a context (`draw=lambda hit, at: ...`) gets `at.anchor`, the centre
of the last argument drawn (where a push-out starts), and `at.args`, the arguments by name.
"""

import inspect
import math

from . import answers, shown, value_types

WHITE, YELLOW, BLUE, GREY = (255, 255, 255), (255, 220, 60), (90, 160, 255), (120, 120, 120)
GREEN, RED = (60, 255, 120), (255, 60, 60)
ARGUMENT_COLOURS = (WHITE, YELLOW, BLUE, GREY)


# --- shapes: lists of segments ((x0, y0), (x1, y1)) in world coordinates ----------------------

def outline(points):
    """A closed polygon through @p points."""
    points = list(points)
    if len(points) < 2:
        return []
    return [(p, points[(i + 1) % len(points)]) for i, p in enumerate(points)]


def circle(centre, radius, sides=48):
    r = abs(radius)
    return outline([(centre[0] + r * math.cos(2 * math.pi * k / sides),
                     centre[1] + r * math.sin(2 * math.pi * k / sides)) for k in range(sides)])


def segment(p, q):
    return [(tuple(p), tuple(q))]


def push(origin, normal, depth):
    """A push-out vector: @p normal times @p depth, from @p origin. It is a vector (its third
    item the direction): one too short to see is ringed, its direction ticked (script())."""
    if origin is None:
        return []
    end = (origin[0] + normal[0] * depth, origin[1] + normal[1] * depth)
    return [(tuple(origin), end, (normal[0], normal[1]))]


def ray(origin, direction, length):
    """A ray from @p origin along @p direction, @p length long."""
    n = math.hypot(*direction) or 1.0
    return segment(origin, (origin[0] + direction[0] / n * length,
                            origin[1] + direction[1] / n * length))


def cross(p, size):
    return segment((p[0] - size, p[1]), (p[0] + size, p[1])) + \
        segment((p[0], p[1] - size), (p[0], p[1] + size))


def iso(p):
    """An isometric view of a 3D point: x to the lower right, y to the lower left, z up."""
    c = math.cos(math.pi / 6)
    return ((p[0] - p[1]) * c, (p[0] + p[1]) * -0.5 + p[2])


def wire(center, axes, half):
    """The 12 edges of a box in 3D (centre, three axes, half-extents), seen isometrically."""
    def corner(signs):
        return [center[i] + sum(signs[k] * half[k] * axes[k][i] for k in range(3))
                for i in range(3)]
    segs = []
    for k in range(3):
        others = [j for j in range(3) if j != k]
        for s1 in (-1, 1):
            for s2 in (-1, 1):
                a, b = [0, 0, 0], [0, 0, 0]
                a[others[0]] = b[others[0]] = s1
                a[others[1]] = b[others[1]] = s2
                a[k], b[k] = -1, 1
                segs.append((iso(corner(a)), iso(corner(b))))
    return segs


# --- a failed case -----------------------------------------------------------------------------

class Context:
    def __init__(self, anchor, args):
        self.anchor = anchor
        self.args = _Named(args)


class _Named:
    def __init__(self, values):
        self.__dict__.update(values)


def _takes_context(draw):
    try:
        return len(inspect.signature(draw).parameters) >= 2
    except (TypeError, ValueError):
        return False


def _centre(segs):
    pts = [p for s in segs for p in s]
    if not pts:
        return None
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))


def _canonical(t, value):
    """@p value as the probe would read it back: structs as Records, vectors as lists."""
    out = []
    t.encode(value, out)
    return t.decode(out, 0)[0]


def commands(case):
    """[(colour, p, q)] for a failed case (a grade.CaseOutcome)."""
    call = case.call
    fn = call.fn
    try:
        args = {n: _canonical(t, v) for (n, t, _), v in zip(fn.params, call.values())}
    except (ValueError, TypeError):
        return []
    if fn.draw:
        shapes = fn.draw(_Named(args))
    else:
        shapes = [t.draw(args[n]) for n, t, _ in fn.params
                  if t.draw and not _takes_context(t.draw)]
    segs, anchor = [], None
    for k, shape in enumerate(shapes):
        colour = ARGUMENT_COLOURS[min(k, len(ARGUMENT_COLOURS) - 1)]
        segs += [(colour,) + tuple(s) for s in shape]
        anchor = _centre([s[:2] for s in shape]) or anchor
    at = Context(anchor, args)
    for answer, colour in ((case.expected, GREEN), (case.got, RED)):
        if not isinstance(answer, answers.Answer) or answer.thrown:
            continue
        for (name, t), value in zip(fn.answer_layout(), answer.values):
            if t.draw is None or value is None:
                continue
            try:
                shape = t.draw(value, at) if _takes_context(t.draw) else t.draw(value)
            except (TypeError, ValueError, AttributeError, IndexError):
                continue
            segs += [(colour,) + tuple(s) for s in shape]
    return segs


SIZE, MARGIN = 256, 16      # grader-sketch's picture and margin, in pixels
SHORT = 6                   # pixels: a vector shorter than this is ringed, its direction ticked


def _finite(*values):
    return all(isinstance(x, (int, float)) and math.isfinite(x) for x in values)


def _visible(segs):
    """Plain segments (colour, p, q), with every vector (colour, start, end, direction) drawn
    so that it shows: as its line and, when shorter than SHORT pixels at the picture's scale (a
    depth of 0, say), also a ring around its start and a tick of 2 SHORT along its direction
    (the student's ring, red, half as large again as the reference's)."""
    lines = [s[:3] for s in segs if _finite(*s[1], *s[2])]
    if not lines:
        return []
    xs = [x for _, p, q in lines for x in (p[0], q[0])]
    ys = [y for _, p, q in lines for y in (p[1], q[1])]
    pixel = max(max(xs) - min(xs), max(ys) - min(ys), 1e-9) / (SIZE - 2 * MARGIN)
    out = list(lines)
    for colour, p, q, *direction in segs:
        if not direction or not _finite(*p, *q) or \
                math.hypot(q[0] - p[0], q[1] - p[1]) >= SHORT * pixel:
            continue
        radius = SHORT * pixel * (1.5 if colour == RED else 1.0)
        out += [(colour, a, b) for a, b in circle(p, radius, sides=12)]
        dx, dy = direction[0]
        n = math.hypot(dx, dy) if _finite(dx, dy) else 0.0
        if n > 0:
            k = 2 * SHORT * pixel / n
            out.append((colour, tuple(p), (p[0] + dx * k, p[1] + dy * k)))
    return out


def _words(value, top=True, t=None):
    """A drawn part of an answer in words: a struct as its fields, "hit true, depth 0"."""
    if isinstance(value, value_types.Record):
        inner = ", ".join(f"{n} {_words(v, False, mt)}" for (n, mt), v in
                          zip(value._type.members, value))
        return inner if top else f"({inner})"
    if isinstance(value, bool) or getattr(t, "kind", "") == "bool":
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.6g}"
    if isinstance(value, (list, tuple)):
        return "(" + ", ".join(_words(v, False) for v in value) + ")"
    return shown.one_line(str(value), 40)


def labels(case):
    """What the picture shows of each answer, in words, for its caption: the parts of the answer
    that draw, and a note when one draws nothing (no hit, say) or threw."""
    fn, words = case.call.fn, []
    at = None
    for who, answer, colour in (("the reference", case.expected, "green"),
                                ("yours", case.got, "red")):
        if not isinstance(answer, answers.Answer):
            words.append(f"{who}: no answer that reads as one")
            continue
        if answer.thrown:
            words.append(f"{who}: threw {answer.thrown}")
            continue
        for (name, t), value in zip(fn.answer_layout(), answer.values):
            if t.draw is None or value is None:
                continue
            try:
                if at is None:
                    at = Context((0.0, 0.0), {})
                drawn = t.draw(value, at) if _takes_context(t.draw) else t.draw(value)
            except (TypeError, ValueError, AttributeError, IndexError):
                drawn = []
            words.append(f"{who} ({colour}): {_words(value)}" +
                         ("" if drawn else f", nothing {colour} drawn"))
    return "; ".join(words)


def script(case):
    """The input of grader-sketch for @p case (its `line` commands), or "" when there is
    nothing to draw. Only finite numbers, formatted here, reach the tool."""
    try:
        segs = commands(case)
    except (TypeError, ValueError, AttributeError, IndexError, ZeroDivisionError):
        return ""
    return "".join(f"line {c[0]} {c[1]} {c[2]} {float(p[0])!r} {float(p[1])!r} "
                   f"{float(q[0])!r} {float(q[1])!r}\n" for c, p, q in _visible(segs))
