"""Small geometry helpers the manifest uses to build cases (never to judge them: the answers
always come from the reference solution)."""

import math


def quat_axis_angle(axis, radians):
    n = math.sqrt(sum(c * c for c in axis))
    s = math.sin(radians / 2) / n
    return (math.cos(radians / 2), axis[0] * s, axis[1] * s, axis[2] * s)


def quat_mul(q2, q1):
    """q2 * q1: q1's turn first, then q2's (as lessons/07-obb/make_obb.hpp)."""
    w2, x2, y2, z2 = q2
    w1, x1, y1, z1 = q1
    return (w2 * w1 - x2 * x1 - y2 * y1 - z2 * z1,
            w2 * x1 + x2 * w1 + y2 * z1 - z2 * y1,
            w2 * y1 - x2 * z1 + y2 * w1 + z2 * x1,
            w2 * z1 + x2 * y1 - y2 * x1 + z2 * w1)


def rotate(q, v):
    w, x, y, z = q
    vx, vy, vz = v
    # v + 2w (u x v) + 2 u x (u x v), u the vector part
    cx, cy, cz = y * vz - z * vy, z * vx - x * vz, x * vy - y * vx
    ccx, ccy, ccz = y * cz - z * cy, z * cx - x * cz, x * cy - y * cx
    return (vx + 2 * (w * cx + ccx), vy + 2 * (w * cy + ccy), vz + 2 * (w * cz + ccz))


def obb(center, half, q=(1.0, 0.0, 0.0, 0.0)):
    """An Obb argument (centre, three axes, half-extents) as the lesson-07 probe reads it."""
    n = math.sqrt(sum(c * c for c in q))
    q = tuple(c / n for c in q)
    axes = tuple(rotate(q, e) for e in ((1, 0, 0), (0, 1, 0), (0, 0, 1)))
    return (tuple(center), axes, tuple(half))


def obb2(center, angle, half):
    c, s = math.cos(angle), math.sin(angle)
    return (tuple(center), ((c, s), (-s, c)), tuple(half))


def random_unit_quat(rng):
    while True:
        q = [rng.uniform(-1, 1) for _ in range(4)]
        n = math.sqrt(sum(c * c for c in q))
        if 0.1 < n <= 1:
            return tuple(c / n for c in q)


def convex_polygon(rng, center, radius, count, clockwise=False):
    """count vertices on a circle at sorted random angles: convex by construction."""
    angles = sorted(rng.uniform(0, 2 * math.pi) for _ in range(count))
    pts = [(center[0] + radius * math.cos(a), center[1] + radius * math.sin(a)) for a in angles]
    return pts[::-1] if clockwise else pts


def edge_case_b(gap):
    """Lesson 07's edge-edge case, box b (see lessons/07-obb's obb_cases.hpp)."""
    r = math.sqrt(0.5)
    n, m = (r, r, 0.0), (r, -r, 0.0)
    turn = quat_mul(quat_axis_angle(m, math.pi / 4), quat_axis_angle((0, 0, 1), -math.pi / 4))
    reach = math.sqrt(2.0) + gap + 1.2 * r
    return obb(tuple(c * reach for c in n), (1.5, 0.6, 0.6), turn)
