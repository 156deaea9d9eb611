"""Lesson 11's hidden cases: hand-picked edge cases and seeded random pairs and worlds."""

import math

from solutions.common.hidden import INF, NAN, convex_polygon, rng

from .grading import DT, SQUARE, body, box, circle, circle_polygon_hit, shape_hit, \
    find_contacts, poly, shot, step_world, world

DBL_MAX, DENORM_MIN = 1.7976931348623157e308, 5e-324


def _polygon(r, cx, cy):
    return convex_polygon(r, (cx, cy), r.uniform(0.3, 1.5), r.randint(3, 7),
                          clockwise=r.random() < 0.5)


def _shape(r, half):
    cx, cy = r.uniform(-half, half), r.uniform(-half, half)
    if r.random() < 0.5:
        return circle(cx, cy, r.uniform(0.1, 1.2))
    return poly(_polygon(r, cx, cy))


def circle_polygon_edges():
    return [
        circle_polygon_hit((INF, 0), 1, SQUARE, label="an infinite centre"),
        circle_polygon_hit((0.5, 0), 1, [(0, 0), (1, 0), (2, 0)], label="a flat polygon"),
        circle_polygon_hit((-1.5, -1.5), 1, SQUARE, label="near the corner (-1, -1)"),
        circle_polygon_hit((1, -1), 0.25, SQUARE, label="centre on the second vertex"),
        circle_polygon_hit((-1, 0), 0.25, SQUARE, label="centre on the last edge"),
        circle_polygon_hit((0, 0), 1, [], label="no vertices"),
        circle_polygon_hit((0, 3), 1, [(-1, 0), (1, 0), (0, 2)], label="above a triangle's apex"),
        circle_polygon_hit((0, 2.9), 1, [(-1, 0), (1, 0), (0, 2)], label="0.1 into the apex"),
    ]


def circle_polygon_precision():
    """The ends of the double range: huge and tiny shapes, a subnormal radius, a radius of -0.0."""
    big, tiny = 1e150, 1e-300
    return [
        circle_polygon_hit((1.5 * big, 0), big, [(x * big, y * big) for x, y in SQUARE],
                           label="a huge square and circle"),
        circle_polygon_hit((1.5 * tiny, 0), tiny, [(x * tiny, y * tiny) for x, y in SQUARE],
                           label="a tiny square and circle"),
        circle_polygon_hit((0, 0), DENORM_MIN, SQUARE, label="a subnormal radius, inside"),
        circle_polygon_hit((0, 0), -0.0, SQUARE, label="radius -0.0: a point inside"),
    ]


def random_circle_polygon():
    R = rng("11-world/pairs")
    out = []
    for k in range(150):
        p = _polygon(R, R.uniform(-1, 1), R.uniform(-1, 1))
        out.append(circle_polygon_hit((R.uniform(-3, 3), R.uniform(-3, 3)), R.uniform(0, 1.5), p,
                                      label=f"random pair {k}"))
    return out


def random_collide():
    R = rng("11-world/collide")
    out = []
    for k in range(100):
        a, b = _shape(R, 1.5), _shape(R, 1.5)
        out += [shape_hit(a, b, label=f"random pair {k}"), shape_hit(b, a, label=f"pair {k} swapped")]
    return out


def random_worlds():
    R = rng("11-world/worlds")
    out = []
    for k in range(30):
        n = R.randint(0, 40)
        bodies = [body(_shape(R, 6), R.choice((0, 1, 2))) for _ in range(n)]
        out.append(find_contacts(bodies, label=f"random world {k} of {n} bodies"))
    return out


def random_steps():
    R = rng("11-world/steps")
    out = []
    floor = body(box(-8, -1, 8, 0), 0)
    for k in range(20):
        bodies = [floor]
        for _ in range(R.randint(1, 12)):
            s = _shape(R, 4)
            if s[0]:
                s = circle(s[1][0], s[1][1] + 4, s[2])
            else:
                s = poly([(x, y + 4) for x, y in s[3]])
            bodies.append(body(s, R.choice((0.5, 1, 2)), (R.uniform(-3, 3), R.uniform(-3, 3))))
        out.append(step_world(world(bodies, (0, -10), passes=R.randint(0, 10), slop=0.01), DT,
                        label=f"random world {k}"))
    return out + [step_world(shot(600, True, 0.5), DT, label="a bullet at 10 units a step"),
                  step_world(shot(240, True, -0.7), DT, label="a bullet overlapping the wall at t = 0")]
