"""Lesson 10's hidden cases: hand-picked edge cases, core (sane sizes) and precision (the ends
of the double range, subnormals and -0.0), and seeded random shots, drawn as the lesson's
property tests draw them (lessons/10-sweep/tests/test_random.cpp) but aimed more often, so
that hits come up; the shots on binary grids down to 2^-240 and up to 2^240 are precision."""

import math

from solutions.common.hidden import INF, NAN, rng

from .grading import swept_aabb, swept_circles

Z = (0, 0)
S = (0, 0, 2, 2)
TINY = 5e-324                    # the smallest subnormal
BIGGEST = 1.7976931348623157e308
UNDECIDED = 1e-9                 # random shots this near a rule's edge (relative) are left out


def circle_edges():
    """Core: the rules on inputs of sane size."""
    return [
        swept_circles((0, 0), 2, Z, (10, 5), 3, (-12, -16), label="an exact tangent on a slant"),
        swept_circles((0, 0), 2, Z, (10, 5.000001), 3, (-12, -16),
                      label="a hair inside that tangent"),
        swept_circles((0, 0), 1, Z, (-2, 0), 1, (1, 0), label="touching, moving in from -x"),
        swept_circles((0, 0), 1, Z, (0, 2), 1, (0, -1), label="touching, moving in from +y"),
        swept_circles((0, -2), 1, (0, 1), (0, 0), 1, Z,
                      label="touching, circle 1 moving in from -y"),
        swept_circles((0, 0), 2, Z, (3, 4), 3, (-0.5, -0.5), label="touching on a slant, in"),
        swept_circles((0, 0), 2, Z, (6, 8), 3, (-3, -4), label="contact exactly at t = 1"),
        swept_circles((0, 0), INF, Z, (5, 0), INF, Z, label="two infinite radii"),
        swept_circles((0, 0), -INF, Z, (1, 0), 1, Z, label="radius -inf"),
        swept_circles((INF, 0), 1, Z, (5, 0), 1, (-6, 0), label="an infinite centre"),
        swept_circles((0, 0), 1, Z, (1, NAN), 1, Z, label="a NaN centre, overlapping otherwise"),
        swept_circles((0, 0), 0, Z, (0, 0), 0, (1, 0), label="two points at the same place"),
    ]


def circle_range_edges():
    """Precision: subnormals, the ends of the squares' range, and -0.0."""
    return [
        swept_circles((0, 0), 1, Z, (3e-200, 4e-200), 1, Z, label="offset (3e-200, 4e-200)"),
        swept_circles((0, 0), 1, Z, (0, TINY), 1, Z, label="a subnormal offset"),
        swept_circles((0, 0), 1, Z, (3, 0), 1, (-TINY, 0),
                      label="a subnormal velocity: contact long after the step"),
        swept_circles((0, 0), 1e60, Z, (5e60, 0), 1e60, (-6e60, 0), label="scaled by 1e60"),
        swept_circles((0, 0), 1e-60, Z, (5e-60, 0), 1e-60, (-6e-60, 0),
                      label="scaled by 1e-60"),
        swept_circles((0, 0), INF, Z, (1e200, 0), 0, (1, 0),
                      label="an infinite radius, a point 1e200 away"),
        swept_circles((-1e308, 0), INF, Z, (1e308, 0), 1, Z,
                      label="an infinite radius, centres farther apart than DBL_MAX"),
        swept_circles((0, 0), 1e-160, Z, (0, 1e-161), 1e-160, Z,
                      label="radii 1e-160, centres 1e-161 apart: overlapping"),
        swept_circles((0, 0), 1e180, Z, (3e179, 4e179), 1e180, (1, 1),
                      label="radii 1e180, centres 5e179 apart: overlapping"),
        swept_circles((0, 0), -0.0, Z, (5, 0), 1, (-10, 0), label="radius -0.0: a point"),
    ]


def box_edges():
    """Core: the rules on inputs of sane size."""
    return [
        swept_aabb(S, (-1, 0, 0, 1), (1, 0), label="touching, moving in from -x"),
        swept_aabb(S, (0, 2, 1, 3), (0, -1), label="touching, moving in from +y"),
        swept_aabb(S, (0.5, -1, 1.5, 0), (0, 1), label="touching, moving in from -y"),
        swept_aabb(S, (2, 2, 3, 3), (-1, -0.5), label="corners touching, moving in"),
        swept_aabb(S, (0.5, 4, 1.5, 5), (0, -2), label="contact exactly at t = 1 from above"),
        swept_aabb((1, 0, 0.5, 2), (-3, 0, 3, 1), (1, 0),
                   label="a min > max box against a wide moving box"),
        swept_aabb(S, (-3, 1, -2, 0.5), (4, 0), label="a moving box with min > max in y"),
        swept_aabb((1, 0, 1, 2), (-1, 1, -1, 1), (4, 0), label="a point through a segment"),
        swept_aabb((-INF, -INF, INF, INF), (5, 5, 6, 6), (1, 0), label="the whole plane"),
        swept_aabb(S, (1.5, 0.5, 2.5, 1), (NAN, 0), label="a NaN delta, overlapping otherwise"),
        swept_aabb((0.3, 0, 0.7, 1), (-0.1, 0.2, 0.3, 0.5), (0, 1),
                   label="decimal coordinates: sliding up the left face at x = 0.3"),
        swept_aabb((0.3, 0, 0.7, 1), (-0.1, 0.2, 0.3, 0.5), (-0.5, 0.2),
                   label="decimal coordinates: touching at x = 0.3, moving out"),
        swept_aabb((0, 0, 50, 50), (20, 45, 22, 48), (1, 0),
                   label="deep inside, nearest the top: out through the top"),
    ]


def box_range_edges():
    """Precision: tiny and huge deltas, subnormals, coordinates near DBL_MAX, and -0.0."""
    return [
        swept_aabb(S, (-1, 0, 0, 1), (1e-320, 0), label="a delta of (1e-320, 0), touching"),
        swept_aabb(S, (-3, 0, -2, 1), (1e-320, 0), label="a delta of (1e-320, 0), apart"),
        swept_aabb(S, (-3, 0, -2, 1), (1e300, 0), label="a delta of (1e300, 0)"),
        swept_aabb(S, (3, 0, 4, 1), (-1e300, 0), label="a delta of (-1e300, 0)"),
        swept_aabb(S, (-3, 0, -2, 1), (BIGGEST, 0), label="a delta of the largest double"),
        swept_aabb(S, (-3, 0.5, -2, 1.5), (4, -0.0), label="-0 in delta.y, a face hit"),
        swept_aabb(S, (-3, 2, -2, 3), (6, -0.0), label="-0 in delta.y, a flush slide"),
        swept_aabb(S, (1.5, 0.5, 2.5, 1), (-0.0, -0.0), label="a -0 delta, overlapping"),
        swept_aabb(S, (2, 0.5, 3, 1.5), (-1, 0), label="touching, moving in from +x: t is +0"),
        swept_aabb((0, 0, 1e-323, 1e-323), (-2, 0, -1, TINY), (3, 0),
                   label="a subnormal still box"),
        swept_aabb((-1e308, -1e308, 1e308, 1e308), (5, 5, 6, 6), (1, 0),
                   label="a still box of +-1e308 around the moving one"),
    ]


def _circles_decided(c1, r1, v1, c2, r2, v2):
    """False when the shot lies within UNDECIDED of an edge of the rules (touching at t = 0,
    a tangent pass, a contact at t = 1), where correct programs may round either way."""
    d = (c2[0] - c1[0], c2[1] - c1[1])
    w = (v2[0] - v1[0], v2[1] - v1[1])
    reach = r1 + r2
    near = UNDECIDED * reach
    if abs(math.hypot(*d) - reach) <= near:
        return False
    speed = math.hypot(*w)
    if speed > 0 and abs(abs(d[0] * w[1] - d[1] * w[0]) / speed - reach) <= near:
        return False
    return abs(math.hypot(d[0] + w[0], d[1] + w[1]) - reach) > near


TRIPLES = [(1, 0, 1), (3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)]


def _grid_circles(r):
    """A shot on a binary grid where sweep.hpp promises every rule exact: a tangent pass
    (d = s (m, n) + p (n, -m), w = q (m, n), R = p h), one a unit closer or farther, circles
    touching at t = 0 (|d| = R), or a contact exactly at t = 1 (|d + w| = R); whole numbers
    below 2048, times a power of two."""
    m, n, h = r.choice(TRIPLES)
    if r.random() < 0.5:
        m, n = n, m
    m, n = m * r.choice((-1, 1)), n * r.choice((-1, 1))
    p = r.randint(1, 12)
    reach = p * h
    kind = r.randint(0, 4)
    if kind >= 3:
        w = (r.randint(-200, 200), r.randint(-200, 200))
        d = (p * m, p * n) if kind == 3 else (p * m - w[0], p * n - w[1])
    else:
        q = r.randint(1, 12) * r.choice((-1, 1))
        s = -q * r.randint(0, 12) // 12
        d, w = (s * m + p * n, s * n - p * m), (q * m, q * n)
        reach += (0, 1, -1)[kind]
    c1 = (r.randint(-300, 300), r.randint(-300, 300))
    v1 = (r.randint(-300, 300), r.randint(-300, 300))
    r1 = r.randint(0, reach)
    k = r.randint(-240, 240)

    def x(*v):
        return tuple(math.ldexp(a, k) for a in v)
    return (x(*c1), x(r1)[0], x(*v1), x(c1[0] + d[0], c1[1] + d[1]), x(reach - r1)[0],
            x(v1[0] + w[0], v1[1] + w[1]))


def circle_grid():
    """Precision: on a binary grid every step is exact, so tangent passes, touches and contacts
    at t = 1 are decided alike by every correct program: none is left out."""
    r = rng("10-sweep/circles")
    return [swept_circles(*_grid_circles(r), label=f"random grid shot {i}") for i in range(40)]


def circle_random():
    r = rng("10-sweep/circles")
    for _ in range(40):                    # the grid shots of circle_grid() come first
        _grid_circles(r)
    out = []
    while len(out) < 100:
        u = r.uniform
        c1, c2 = (u(-6, 6), u(-6, 6)), (u(-6, 6), u(-6, 6))
        r1, r2 = u(0, 3), u(0, 3)
        v1, v2 = (u(-15, 15), u(-15, 15)), (u(-15, 15), u(-15, 15))
        if r.random() < 0.5:               # aimed at circle 1, give or take a few units
            k, aim = u(0.4, 2.5), (c1[0] + u(-4, 4), c1[1] + u(-4, 4))
            v2 = (v1[0] + k * (aim[0] - c2[0]), v1[1] + k * (aim[1] - c2[1]))
        if r.random() < 0.1:
            v2 = v1                        # no relative motion
        if r.random() < 0.1:
            r2 = 0.0                       # a point
        if _circles_decided(c1, r1, v1, c2, r2, v2):
            out.append(swept_circles(c1, r1, v1, c2, r2, v2,
                                     label=f"random shot {len(out)}"))
    return out


def _boxes_decided(still, moving, delta):
    """False when the shot lies within UNDECIDED of an edge of the rules: entering as it
    leaves, at t = 0 or t = 1, both axes at once (the corner rule), or on a face with no
    motion across it."""
    lo = (still[0] - moving[2], still[1] - moving[3])
    hi = (still[2] - moving[0], still[3] - moving[1])
    enter, leave = [], []
    for k in range(2):
        if delta[k] == 0:
            if min(abs(lo[k]), abs(hi[k])) <= UNDECIDED:
                return False
            continue
        t1, t2 = sorted((lo[k] / delta[k], hi[k] / delta[k]))
        enter.append(t1)
        leave.append(t2)
    if not enter:
        return True
    t = max(enter)
    if len(enter) == 2 and abs(enter[0] - enter[1]) <= UNDECIDED:
        return False
    return all(abs(t - edge) > UNDECIDED for edge in (min(leave), 0, 1))


def _grid_box(r, flat):
    """On a quarter-unit grid, at least a quarter wide unless @p flat allows zero."""
    x, y = r.randint(-16, 16) / 4, r.randint(-16, 16) / 4
    w, h = r.randint(0 if flat else 1, 12) / 4, r.randint(0 if flat else 1, 12) / 4
    return (x, y, x + w, y + h)


def box_random():
    r = rng("10-sweep/boxes")
    out = []
    # On the grid every number is exact, so touching faces, flush slides and corners come up
    # often and every correct program decides them alike: none is left out.
    for i in range(60):
        still, moving = _grid_box(r, r.random() < 0.1), _grid_box(r, r.random() < 0.1)
        delta = [r.randint(-32, 32) / 4, r.randint(-32, 32) / 4]
        if r.random() < 0.5:               # aimed at the still box, give or take two units
            delta = [still[0] + still[2] - moving[0] - moving[2] + r.randint(-8, 8) / 4,
                     still[1] + still[3] - moving[1] - moving[3] + r.randint(-8, 8) / 4]
        if r.random() < 0.2:
            delta[0] = 0.0
        if r.random() < 0.2:
            delta[1] = 0.0
        out.append(swept_aabb(still, moving, tuple(delta), label=f"random grid shot {i}"))
    n = 0
    while n < 60:                          # anywhere
        u = r.uniform
        x, y = u(-5, 5), u(-5, 5)
        still = (x, y, x + u(0.01, 4), y + u(0.01, 4))
        x, y = u(-8, 8), u(-8, 8)
        moving = (x, y, x + u(0.01, 3), y + u(0.01, 3))
        delta = (u(-12, 12), u(-12, 12))
        if r.random() < 0.5:
            k = u(0.3, 1.6)
            delta = (k * ((still[0] + still[2] - moving[0] - moving[2]) / 2 + u(-2, 2)),
                     k * ((still[1] + still[3] - moving[1] - moving[3]) / 2 + u(-2, 2)))
        if _boxes_decided(still, moving, delta):
            out.append(swept_aabb(still, moving, delta, label=f"random shot {n}"))
            n += 1
    return out
