"""Lesson 12's hidden cases: hand-picked edge cases (core, then precision) and seeded random
pairs of polygons and of circles."""

import math

from solutions.common.hidden import NAN, convex_polygon, rng

from .grading import (GROUND, box, circle_manifold, circle_polygon_manifold, moved,
                      polygon_manifold, turned)


def edges():
    tri = [(0, 0), (4, 0), (0, 3)]
    return [polygon_manifold(tri, moved(box(-0.5, -0.5, 0.5, 0.5), 1, 1),
                             label="a box inside a triangle"),
            polygon_manifold(tri, [(1, -0.2), (3, -0.2), (2, 1)],
                             label="a triangle on a triangle's base"),
            polygon_manifold(box(-0.5, -0.1, 0.5, 0.9), GROUND, label="the ground second"),
            polygon_manifold(GROUND, box(-3, -0.1, 3, 0.9), label="a plank wider than the ground"),
            polygon_manifold(GROUND, box(1.9, -0.1, 2.9, 0.9), label="over the ground's end"),
            polygon_manifold(GROUND, box(2, 0, 3, 1), label="corner to corner"),
            polygon_manifold(GROUND, turned(box(-0.5, -0.5, 0.5, 0.5), math.pi / 4),
                             label="a diamond half sunk"),
            polygon_manifold(turned(GROUND, 0.7), turned(box(-0.5, -0.05, 0.5, 0.95), 0.7),
                             label="a resting box, both turned"),
            polygon_manifold([(0, 0)] * 3, GROUND, label="every vertex the same point"),
            polygon_manifold([(NAN, 0), (1, 0), (0, 1)], GROUND, label="a NaN vertex"),
            circle_polygon_manifold((2, 0), 0.5, GROUND, label="a circle on a corner"),
            circle_polygon_manifold((0, -0.5), 0, GROUND, label="a point inside"),
            circle_polygon_manifold((0, 0), 0, GROUND, label="a point on the boundary"),
            circle_manifold((0, 0), 0, (0, 0), 1, label="a point at a circle's centre")]


def edges_precision():
    """The ends of the double range (the chapter's precision aside): documented pairs scaled
    by 2^-996 and 2^996."""
    out = []
    for k in (2.0 ** -996, 2.0 ** 996):
        def s(p):
            return [(x * k, y * k) for x, y in p]
        out += [polygon_manifold(s(GROUND), s(box(-0.5, -0.1, 0.5, 0.9)),
                                 label=f"resting-box scaled by {k:.3g}"),
                polygon_manifold(s([(0, 0.1), (-3, -0.9), (-2.9, -1)]), s(box(-2, 0, 2, 1)),
                                 label=f"wedge-into-face scaled by {k:.3g}"),
                circle_polygon_manifold((0, 0.9 * k), k, s(GROUND),
                                        label=f"circle-on-ground scaled by {k:.3g}"),
                circle_manifold((0, 0), k, (1.5 * k, 0), k,
                                label=f"circles-overlapping scaled by {k:.3g}")]
    return out


def random():
    r = rng("12-manifold")
    out = []
    for i in range(60):
        a = convex_polygon(r, (0, 0), r.uniform(0.5, 2), r.randint(3, 8), r.random() < 0.5)
        b = convex_polygon(r, (r.uniform(-3, 3), r.uniform(-3, 3)), r.uniform(0.5, 2),
                           r.randint(3, 8), r.random() < 0.5)
        out.append(polygon_manifold(a, b, label=f"random pair {i}"))
    for i in range(30):   # boxes resting on boxes, turned as a whole
        w1, h1, w2, h2 = r.uniform(1, 4), r.uniform(0.5, 2), r.uniform(0.5, 3), r.uniform(0.5, 2)
        along, deep = r.uniform(-w1 / 2, w1 / 2), r.uniform(0.001, 0.1)
        tilt = r.uniform(-0.05, 0.05) if r.random() < 0.5 else 0
        turn = r.uniform(0, 2 * math.pi)
        a = box(-w1 / 2, -h1, w1 / 2, 0)
        b = moved(turned(box(-w2 / 2, 0, w2 / 2, h2), tilt), along, -deep)
        out.append(polygon_manifold(turned(a, turn), turned(b, turn),
                                    label=f"random resting box {i}"))
    return out


def random_circles():
    r = rng("12-manifold/circles")
    out = []
    for i in range(30):
        out.append(circle_manifold((r.uniform(-2, 2), r.uniform(-2, 2)), r.uniform(0, 2),
                                   (r.uniform(-2, 2), r.uniform(-2, 2)), r.uniform(0, 2),
                                   label=f"random circles {i}"))
        p = convex_polygon(r, (0, 0), r.uniform(0.5, 2), r.randint(3, 8), r.random() < 0.5)
        out.append(circle_polygon_manifold((r.uniform(-3, 3), r.uniform(-3, 3)),
                                           r.uniform(0.1, 2), p,
                                           label=f"random circle and polygon {i}"))
    return out
