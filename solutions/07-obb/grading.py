"""Lesson 07's grade: obb2_overlap, obb_hit and obb_overlap on the chapter's cases, their
hidden cases (hidden.py) and the driver's files. The chapter's boxes are built by the lesson's
own C++ (make_obb.hpp, obb_cases.hpp), evaluated by the reference probe, so that each case has
one source; its labels are the case names of 07-obb.txt. Every check is core: no input of this
lesson is near the ends of the double range (the thinnest box, 1e-12, is the flat-box rule's
limit), so the lesson has no precision tier."""

import math

from grader import sketch
from grader.declare import array, boolean, function, helper, hidden, integer, output, real, \
    struct, test
from solutions.common.grading import Obb, Quat, Vec2, Vec3


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
# obb_hit's answer: lesson 08's plain Hit3 with the number of the axis it found.
ObbHit = struct("ObbHit", hit=boolean, normal=Vec3, depth=real, axis=integer, draw=_push3)

obb2_overlap = function("obb2_overlap", boolean, a=Obb2, b=Obb2)
obb_hit = function("obb_hit", ObbHit, a=Obb, b=Obb)
obb_overlap = function("obb_overlap", boolean, a=Obb, b=Obb)
edge_case_b = helper("edge_case_b", Obb, gap=real)


# Given code (lessons/07-obb): boxes are built by the lesson's own C++, evaluated by the
# reference probe, so that a case has one source.
aligned_box = helper("aligned_box", Obb, center=Vec3, half=Vec3)
make_obb = helper("make_obb", Obb, center=Vec3, half=Vec3, rotation=Quat)
mirrored_edge_case_a = helper("mirrored_edge_case_a", Obb)


def obb2(center, angle, half):
    c, s = math.cos(angle), math.sin(angle)
    return (tuple(center), ((c, s), (-s, c)), tuple(half))


CUBE = aligned_box((0, 0, 0), (1, 1, 1))
SQUARE2 = obb2((0, 0), 0, (1, 1))


@test(1, "obb2_overlap: the 2D warm-up")
def _():
    return [obb2_overlap(SQUARE2, obb2((2, 0.5), 0, (1, 1)), label="2d-touching-sides"),
            obb2_overlap(SQUARE2, obb2((1.2, 1.2), math.pi / 4, (0.5, 0.5)), label="2d-overlap"),
            obb2_overlap(SQUARE2, obb2((1.6, 1.6), math.pi / 4, (0.5, 0.5)),
                         label="2d-diamond-off-corner"),
            obb2_overlap(SQUARE2, obb2((4, 0), 0.3, (1, 1)), label="2d-apart")]


@test(2, "obb_hit: face cases (apart, overlapping, touching, identical, inside)")
def _():
    return [obb_hit(CUBE, aligned_box((3, 0, 0), (1, 1, 1)), label="apart-along-x"),
            obb_hit(CUBE, aligned_box((1.5, 0.2, 0), (1, 1, 1)), label="faces-overlap"),
            obb_hit(CUBE, aligned_box((0, 0, 2), (1, 1, 1)), label="touching-faces"),
            obb_hit(CUBE, CUBE, label="identical-boxes"),
            obb_hit(aligned_box((0, 0, 0), (3, 3, 3)), aligned_box((0.5, 0, 0), (1, 1, 1)),
                    label="one-inside-other")]


@test(1, "obb_hit: rotated by exactly 90 degrees, parallel edges skipped")
def _():
    q = (math.sqrt(0.5), 0, 0, math.sqrt(0.5))
    return [obb_hit(CUBE, make_obb((1.5, 0, 0), (1, 2, 1), q), label="rotated-90-exactly"),
            obb_hit(CUBE, make_obb((0, 2.5, 0), (1, 2, 1), q), label="rotated-90-apart")]


@test(2, "obb_hit: the edge-edge case (only axis 12 separates)")
def _():
    return [obb_hit(CUBE, edge_case_b(0.25), label="edge-edge-separated"),
            obb_hit(CUBE, edge_case_b(-0.1), label="edge-edge-contact"),
            obb_hit(mirrored_edge_case_a(), edge_case_b(-0.1), label="mirrored-edge-contact")]


@test(1, "obb_overlap: a filter (touching overlaps), obb_hit's answer elsewhere")
def _():
    return [obb_overlap(CUBE, edge_case_b(0.25), label="edge-edge-separated"),
            obb_overlap(CUBE, edge_case_b(-0.1), label="edge-edge-contact"),
            obb_overlap(CUBE, aligned_box((0, 0, 2), (1, 1, 1)), label="touching-faces"),
            obb_overlap(CUBE, CUBE, label="identical-boxes")]


hidden(1, "obb_hit, obb_overlap, obb2_overlap: hidden edge cases", "edges")
hidden(2, "obb_hit and obb_overlap: random boxes (hidden seed)", "random")

output(1, "07-obb.txt")
output(1, "07-obb.png")
