"""Lesson 07's hidden cases: hand-picked edge cases and seeded random boxes, some of them with
left-handed frames."""

import math

from solutions.common.hidden import NAN, rng, unit_quaternion

from .grading import obb2, obb2_overlap, obb_hit, obb_overlap


# The hidden boxes are made here from the hidden seed, frames mirrored at random included,
# which no given C++ makes; the chapter's boxes are made by the lesson's C++ (grading.py).

def rotate(q, v):
    w, x, y, z = q
    vx, vy, vz = v
    # v + 2w (u x v) + 2 u x (u x v), u the vector part
    cx, cy, cz = y * vz - z * vy, z * vx - x * vz, x * vy - y * vx
    ccx, ccy, ccz = y * cz - z * cy, z * cx - x * cz, x * cy - y * cx
    return (vx + 2 * (w * cx + ccx), vy + 2 * (w * cy + ccy), vz + 2 * (w * cz + ccz))


def obb(center, half, q=(1.0, 0.0, 0.0, 0.0)):
    """An Obb value: its axes are the world axes turned by the unit quaternion of @p q."""
    n = math.sqrt(sum(c * c for c in q))
    q = tuple(c / n for c in q)
    return (tuple(center), tuple(rotate(q, e) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1))),
            tuple(half))


def mirrored(box, k):
    """The same box with its axis k turned round: a left-handed frame (or right-handed again)."""
    center, axes, half = box
    return (center, tuple(tuple(-c for c in a) if i == k else a for i, a in enumerate(axes)),
            half)


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
        a = obb((0, 0, 0), [r.uniform(0.3, 1.5) for _ in range(3)], unit_quaternion(r))
        b = obb([r.uniform(-2.5, 2.5) for _ in range(3)], [r.uniform(0.3, 1.5) for _ in range(3)],
                unit_quaternion(r))
        out.append(obb_hit(a, b, label=f"random pair {i}"))
        out.append(obb_overlap(a, b, label=f"random pair {i}"))
    for i in range(20):
        a = obb2((0, 0), r.uniform(0, 3), (r.uniform(0.3, 1.5), r.uniform(0.3, 1.5)))
        b = obb2((r.uniform(-2.5, 2.5), r.uniform(-2.5, 2.5)), r.uniform(0, 3),
                 (r.uniform(0.3, 1.5), r.uniform(0.3, 1.5)))
        out.append(obb2_overlap(a, b, label=f"random 2D pair {i}"))
    for i in range(12):   # left-handed frames: one axis turned round, the same box
        a = obb((0, 0, 0), [r.uniform(0.3, 1.5) for _ in range(3)], unit_quaternion(r))
        b = obb([r.uniform(-1.5, 1.5) for _ in range(3)],
                [r.uniform(0.3, 1.5) for _ in range(3)], unit_quaternion(r))
        if i % 2:
            b = mirrored(b, r.randrange(3))
        else:
            a = mirrored(a, r.randrange(3))
        out.append(obb_hit(a, b, label=f"random mirrored pair {i}"))
    return out
