"""Lesson 07's hidden cases: hand-picked edge cases and seeded random boxes, some of them with
left-handed frames."""

import math

from solutions.common.hidden import NAN, rng

from .grading import mirrored, obb, obb2, obb2_overlap, obb_hit, obb_overlap


def random_unit_quat(r):
    while True:
        q = [r.uniform(-1, 1) for _ in range(4)]
        n = math.sqrt(sum(c * c for c in q))
        if 0.1 < n <= 1:
            return tuple(c / n for c in q)


def edges():
    cube = obb((0, 0, 0), (1, 1, 1))
    flat = obb((0, 0, 0), (1, 1, 0))
    q45 = (math.cos(math.pi / 8), 0, 0, math.sin(math.pi / 8))
    return [obb_hit(cube, obb((2, 2, 0), (1, 1, 1)), label="touching along an edge"),
            obb_hit(cube, obb((0, 0, 0.5), (1, 1, 0)), label="a flat box inside"),
            obb_hit(flat, obb((0, 0, 0), (1, 1, 0)), label="two flat boxes in one plane"),
            obb_hit(cube, obb((0, 0, 2.5), (1, 1, 1), q45), label="turned 45 degrees, apart"),
            obb_hit(cube, obb((1.8, 0, 0), (1, 1, 1), q45), label="turned 45, overlapping"),
            obb_hit(cube, obb((0, 0, 0), (2, 0.5, 0.5)), label="a bar through a cube"),
            obb_overlap(cube, obb((2, 2, 0), (1, 1, 1)), label="touching along an edge"),
            obb_overlap(flat, obb((0.5, 0, 0), (1, 1, 0)), label="flat, one plane, sharing"),
            obb_hit(flat, obb((0, 0, 0), (0, 1, 1)), label="two flat boxes crossing"),
            obb_hit(cube, obb((NAN, 0, 0), (1, 1, 1)), label="a NaN centre"),
            obb_overlap(cube, obb((0.5, NAN, 0), (1, 1, 1)), label="a NaN centre"),
            obb_overlap(cube, obb((0.5, 0, 0), (1, 1, 1)), label="control: no NaN"),
            obb2_overlap(obb2((0, 0), 0, (1, 1)), obb2((0.5, 0), 0, (NAN, 1)),
                         label="2D: a NaN half-extent"),
            obb2_overlap(obb2((0, 0), 0, (1, 1)), obb2((2, 2), 0, (1, 1)),
                         label="2D: touching corners"),
            obb2_overlap(obb2((0, 0), 0, (1, 1)), obb2((2.3, 0), math.pi / 4, (0.5, 0.5)),
                         label="2D: a diamond near a side")]


def random():
    r = rng("07-obb")
    out = []
    for i in range(60):
        a = obb((0, 0, 0), [r.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(r))
        b = obb([r.uniform(-2.5, 2.5) for _ in range(3)], [r.uniform(0.3, 1.5) for _ in range(3)],
                random_unit_quat(r))
        out.append(obb_hit(a, b, label=f"random pair {i}"))
        out.append(obb_overlap(a, b, label=f"random pair {i}"))
    for i in range(20):
        a = obb2((0, 0), r.uniform(0, 3), (r.uniform(0.3, 1.5), r.uniform(0.3, 1.5)))
        b = obb2((r.uniform(-2.5, 2.5), r.uniform(-2.5, 2.5)), r.uniform(0, 3),
                 (r.uniform(0.3, 1.5), r.uniform(0.3, 1.5)))
        out.append(obb2_overlap(a, b, label=f"random 2D pair {i}"))
    for i in range(12):   # left-handed frames: one axis turned round, the same box
        a = obb((0, 0, 0), [r.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(r))
        b = obb([r.uniform(-1.5, 1.5) for _ in range(3)],
                [r.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(r))
        if i % 2:
            b = mirrored(b, r.randrange(3))
        else:
            a = mirrored(a, r.randrange(3))
        out.append(obb_hit(a, b, label=f"random mirrored pair {i}"))
    return out
