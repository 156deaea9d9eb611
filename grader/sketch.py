"""Pictures of failed geometry cases for the HTML report, drawn by grader-sketch (the course's
canvas, run in the box by grade.Session.draw): the first shape white, the second yellow, the
reference's answer green and the student's red (a push-out vector from the second shape's
centre, or a ray to its hit point)."""

import math

from .gradelib import _flatten

WHITE, YELLOW, GREEN, RED, GREY = (255, 255, 255), (255, 220, 60), (60, 255, 120), \
    (255, 60, 60), (120, 120, 120)


def _nums(call):
    return [float(x) for x in _flatten(call.args)]


def _outline(points, colour):
    out = []
    for i, p in enumerate(points):
        q = points[(i + 1) % len(points)]
        out.append((colour, p, q))
    return out


def _box(b, colour):
    x0, y0, x1, y1 = b
    return _outline([(x0, y0), (x1, y0), (x1, y1), (x0, y1)], colour)


def _circle(c, r, colour):
    r = abs(r)
    return _outline([(c[0] + r * math.cos(2 * math.pi * k / 48), c[1] + r * math.sin(2 * math.pi * k / 48))
                     for k in range(48)], colour)


def _push(origin, answer, colour):
    """A Hit's push-out (hit nx ny depth) drawn from @p origin."""
    try:
        hit, nx, ny, depth = (float(x) for x in answer[:4])
    except (TypeError, ValueError):
        return []
    if not hit:
        return []
    end = (origin[0] + nx * depth, origin[1] + ny * depth)
    return [(colour, origin, end)]


def commands(case):
    fn, v = case.call.fn, _nums(case.call)
    segs = []
    if fn in ("overlap", "penetration"):
        segs = _box(v[0:4], WHITE) + _box(v[4:8], YELLOW)
    elif fn == "circle_hit":
        c1, r1, c2, r2 = (v[0], v[1]), v[2], (v[3], v[4]), v[5]
        segs = _circle(c1, r1, WHITE) + _circle(c2, r2, YELLOW)
        segs += _push(c2, case.expected, GREEN) + _push(c2, case.got, RED)
    elif fn == "sat_hit":
        na = int(v[0])
        a = [(v[1 + 2 * i], v[2 + 2 * i]) for i in range(na)]
        nb = int(v[1 + 2 * na])
        b = [(v[2 + 2 * na + 2 * i], v[3 + 2 * na + 2 * i]) for i in range(nb)]
        if len(a) >= 2 and len(b) >= 2:
            segs = _outline(a, WHITE) + _outline(b, YELLOW)
            centre = (sum(p[0] for p in b) / nb, sum(p[1] for p in b) / nb)
            segs += _push(centre, case.expected, GREEN) + _push(centre, case.got, RED)
    elif fn == "ray_aabb":
        o, d, box = (v[0], v[1]), (v[2], v[3]), v[4:8]
        segs = _box(box, WHITE)
        span = max(box[2] - box[0], box[3] - box[1], 1.0)
        n = math.hypot(*d) or 1.0
        segs.append((GREY, o, (o[0] + d[0] / n * 3 * span, o[1] + d[1] / n * 3 * span)))
        for answer, colour in ((case.expected, GREEN), (case.got, RED)):
            try:
                hit, t = float(answer[0]), float(answer[1])
            except (TypeError, ValueError, IndexError):
                continue
            if hit:
                p = (o[0] + d[0] * t, o[1] + d[1] * t)
                segs.append((colour, o, p))
                segs += [(colour, (p[0] - 0.05 * span, p[1]), (p[0] + 0.05 * span, p[1])),
                         (colour, (p[0], p[1] - 0.05 * span), (p[0], p[1] + 0.05 * span))]
    elif fn == "obb2_overlap":
        for k, colour in ((0, WHITE), (8, YELLOW)):
            c, a0, a1, h = (v[k], v[k + 1]), (v[k + 2], v[k + 3]), (v[k + 4], v[k + 5]), \
                (v[k + 6], v[k + 7])
            corners = [(c[0] + sx * h[0] * a0[0] + sy * h[1] * a1[0],
                        c[1] + sx * h[0] * a0[1] + sy * h[1] * a1[1])
                       for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
            segs += _outline(corners, colour)
    elif fn in ("obb_hit", "obb_overlap"):
        boxes = [v[0:15], v[15:30]]
        for box, colour in zip(boxes, (WHITE, YELLOW)):
            segs += _wire(box, colour)
        if fn == "obb_hit":
            centre = boxes[1][0:3]
            for answer, colour in ((case.expected, GREEN), (case.got, RED)):
                try:
                    hit, nx, ny, nz, depth = (float(x) for x in answer[:5])
                except (TypeError, ValueError):
                    continue
                if hit:
                    tip = [centre[i] + (nx, ny, nz)[i] * depth for i in range(3)]
                    segs.append((colour, _iso(centre), _iso(tip)))
    return segs


def _iso(p):
    """An isometric view of a 3D point: x to the lower right, y to the lower left, z up."""
    c = math.cos(math.pi / 6)
    return ((p[0] - p[1]) * c, (p[0] + p[1]) * -0.5 + p[2])


def _wire(box, colour):
    """The 12 edges of an Obb given as centre, three axes, half-extents (15 numbers)."""
    c, axes, h = box[0:3], [box[3:6], box[6:9], box[9:12]], box[12:15]
    def corner(signs):
        return [c[i] + sum(signs[k] * h[k] * axes[k][i] for k in range(3)) for i in range(3)]
    segs = []
    for k in range(3):
        for s1 in (-1, 1):
            for s2 in (-1, 1):
                a, b = [0, 0, 0], [0, 0, 0]
                others = [j for j in range(3) if j != k]
                a[others[0]] = b[others[0]] = s1
                a[others[1]] = b[others[1]] = s2
                a[k], b[k] = -1, 1
                segs.append((colour, _iso(corner(a)), _iso(corner(b))))
    return segs


def script(case):
    """The input of grader-sketch for @p case (its `line` commands), or "" when there is
    nothing to draw for this function. Only finite numbers, formatted here, reach the tool."""
    segs = [s for s in commands(case) if all(math.isfinite(x) for x in (*s[1], *s[2]))]
    return "".join(f"line {c[0]} {c[1]} {c[2]} {p[0]!r} {p[1]!r} {q[0]!r} {q[1]!r}\n"
                   for c, p, q in segs)
