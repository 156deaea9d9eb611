"""Lesson 07's grade: obb2_overlap, obb_hit and obb_overlap on the chapter's cases, their
hidden cases (hidden.py) and the driver's files. The edge-edge case is built by the lesson's
own C++ (obb_cases.hpp's edge_case_b), evaluated by the reference probe."""

import math

from grader import sketch
from grader.declare import array, boolean, function, helper, hidden, integer, output, real, \
    struct, test
from solutions.common.grading import Vec2, Vec3


def _rectangle(b):
    c, (a0, a1), h = b.center, b.axis, b.half
    return sketch.outline([(c.x + sx * h.x * a0.x + sy * h.y * a1.x,
                            c.y + sx * h.x * a0.y + sy * h.y * a1.y)
                           for sx, sy in ((-1, -1), (1, -1), (1, 1), (-1, 1))])


def _xyz(v):
    return (v.x, v.y, v.z)


def _push3(h, at):
    """obb_hit's push-out of b, from b's centre, in the isometric view."""
    if not h.hit:
        return []
    c = _xyz(at.args.b.center)
    tip = tuple(c[i] + _xyz(h.normal)[i] * h.depth for i in range(3))
    return sketch.segment(sketch.iso(c), sketch.iso(tip))


Obb2 = struct("Obb2", center=Vec2, axis=array(Vec2, 2), half=Vec2, draw=_rectangle)
Obb = struct("Obb", center=Vec3, axis=array(Vec3, 3), half=Vec3,
             draw=lambda b: sketch.wire(_xyz(b.center), [_xyz(a) for a in b.axis],
                                        _xyz(b.half)))
Hit3 = struct("Hit3", hit=boolean, normal=Vec3, depth=real, axis=integer, draw=_push3)

obb2_overlap = function("obb2_overlap", boolean, a=Obb2, b=Obb2)
obb_hit = function("obb_hit", Hit3, a=Obb, b=Obb)
obb_overlap = function("obb_overlap", boolean, a=Obb, b=Obb)
edge_case_b = helper("edge_case_b", Obb, gap=real)


# --- boxes from a centre, half-extents and a rotation (as lessons/07-obb/make_obb.hpp) --------

def quat_axis_angle(axis, radians):
    n = math.sqrt(sum(c * c for c in axis))
    s = math.sin(radians / 2) / n
    return (math.cos(radians / 2), axis[0] * s, axis[1] * s, axis[2] * s)


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


def obb2(center, angle, half):
    c, s = math.cos(angle), math.sin(angle)
    return (tuple(center), ((c, s), (-s, c)), tuple(half))


def mirrored(box, k):
    """The same box with its axis k turned round: a left-handed frame (or right-handed again)."""
    center, axes, half = box
    return (center, tuple(tuple(-c for c in a) if i == k else a for i, a in enumerate(axes)),
            half)


CUBE = obb((0, 0, 0), (1, 1, 1))
SQUARE2 = obb2((0, 0), 0, (1, 1))


@test(1, "obb2_overlap: the 2D warm-up")
def _():
    return [obb2_overlap(SQUARE2, obb2((2, 0.5), 0, (1, 1)), label="touching sides"),
            obb2_overlap(SQUARE2, obb2((1.2, 1.2), math.pi / 4, (0.5, 0.5)), label="overlapping"),
            obb2_overlap(SQUARE2, obb2((1.6, 1.6), math.pi / 4, (0.5, 0.5)),
                         label="a diamond off the corner"),
            obb2_overlap(SQUARE2, obb2((4, 0), 0.3, (1, 1)), label="apart")]


@test(2, "obb_hit: face cases (apart, overlapping, touching, identical, inside)")
def _():
    return [obb_hit(CUBE, obb((3, 0, 0), (1, 1, 1)), label="apart along x"),
            obb_hit(CUBE, obb((1.5, 0.2, 0), (1, 1, 1)), label="overlapping along x"),
            obb_hit(CUBE, obb((0, 0, 2), (1, 1, 1)), label="touching faces: no hit"),
            obb_hit(CUBE, CUBE, label="identical boxes"),
            obb_hit(obb((0, 0, 0), (3, 3, 3)), obb((0.5, 0, 0), (1, 1, 1)),
                    label="one inside the other")]


@test(1, "obb_hit: rotated by exactly 90 degrees, parallel edges skipped")
def _():
    q = (math.sqrt(0.5), 0, 0, math.sqrt(0.5))
    return [obb_hit(CUBE, obb((1.5, 0, 0), (1, 2, 1), q), label="90 degrees about z"),
            obb_hit(CUBE, obb((0, 2.5, 0), (1, 2, 1), q), label="90 degrees, apart")]


@test(2, "obb_hit: the edge-edge case (only axis 12 separates)")
def _():
    return [obb_hit(CUBE, edge_case_b(0.25), label="the edge-edge gap"),
            obb_hit(CUBE, edge_case_b(-0.1), label="pushed into contact"),
            obb_hit(mirrored(CUBE, 2), edge_case_b(-0.1), label="in contact, a's frame left-handed")]


@test(1, "obb_overlap: a filter (touching overlaps), obb_hit's answer elsewhere")
def _():
    return [obb_overlap(CUBE, edge_case_b(0.25), label="the edge-edge gap"),
            obb_overlap(CUBE, edge_case_b(-0.1), label="pushed into contact"),
            obb_overlap(CUBE, obb((0, 0, 2), (1, 1, 1)), label="touching faces"),
            obb_overlap(CUBE, CUBE, label="identical boxes")]


hidden(1, "obb_hit, obb_overlap, obb2_overlap: hidden edge cases", "edges")
hidden(2, "obb_hit and obb_overlap: random boxes (hidden seed)", "random")

output(1, "07-obb.txt")
output(1, "07-obb.png")
