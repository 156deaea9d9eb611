"""Lesson 01's grade: overlap and penetration on the chapter's cases (those of
lessons/01-aabb/aabb_cases.hpp, written out here, labelled by their names), their hidden cases
(hidden.py) and the driver's files."""

from grader.declare import boolean, function, hidden, output, test
from solutions.common.grading import Aabb, Vec2

NAN, INF = float("nan"), float("inf")

overlap = function("overlap", boolean, a=Aabb, b=Aabb)
penetration = function("penetration", Vec2, a=Aabb, b=Aabb)
A = (0, 0, 2, 2)


@test(2, "overlap: the documented cases")
def _():
    return [overlap(A, (1, 1, 3, 3), label="overlapping"),
            overlap((0, 0, 1, 1), (2, 0, 3, 1), label="gap-in-x"),
            overlap(A, (1, 3, 3, 4), label="gap-in-y-only"),
            overlap((0, 0, 4, 4), (1, 1, 2, 3), label="containment"),
            overlap(A, (1, 1, 1, 1), label="point-inside")]


@test(1, "overlap: touching edges and corners count")
def _():
    return [overlap((0, 0, 1, 1), (1, 0, 2, 1), label="touching-edge"),
            overlap((0, 0, 1, 1), (1, 1, 2, 2), label="touching-corner"),
            overlap((1, 0, 2, 1), (0, 0, 1, 1), label="touching-edge-swapped"),
            overlap(A, (2, -1, 2, 3), label="segment-on-edge")]


@test(1, "overlap: invalid boxes overlap nothing")
def _():
    return [overlap((NAN, 0, 1, 1), (0, 0, 1, 1), label="nan-coordinate"),
            overlap((0, 0, 1, 1), (0, 0, 1, NAN), label="nan-in-second-box"),
            overlap((2, 0, 1, 1), (0, 0, 3, 1), label="min-above-max"),
            overlap((1, 0, 2, 1), (0, 0, 3, 1), label="control-valid")]


@test(2, "penetration: the documented cases")
def _():
    return [penetration(A, (1, 1, 3, 3), label="overlapping"),
            penetration((0, 0, 4, 4), (1, 1, 2, 3), label="containment"),
            penetration((0, 0, 1, 1), (1, 0, 2, 1), label="touching-edge"),
            penetration((0, 0, 1, 1), (2, 0, 3, 1), label="gap-in-x")]


@test(1, "penetration: invalid boxes give {0,0}")
def _():
    return [penetration((NAN, 0, 1, 1), (0, 0, 1, 1), label="nan-coordinate"),
            penetration((2, 0, 1, 1), (0, 0, 3, 1), label="min-above-max"),
            penetration((1, 0, 2, 1), (0, 0, 3, 1), label="control-valid")]


# The ends of the double range (the chapter's Precision aside, "Boxes at infinity").
@test(1, "overlap and penetration: boxes at infinity", tier="precision")
def _():
    return [overlap((INF, 0, INF, 1), (INF, 0, INF, 1), label="interval-at-infinity"),
            penetration((INF, 0, INF, 1), (INF, 0, INF, 1), label="interval-at-infinity"),
            penetration((0, 0, 3, 1), (1, -INF, INF, INF), label="unbounded-box")]


hidden(1, "overlap and penetration: hidden edge cases", "edges")
hidden(1, "overlap and penetration: hidden cases at the ends of the double range",
       "edges_precision", tier="precision")
hidden(1, "overlap and penetration: random boxes (hidden seed)", "random")

output(1, "01-aabb.txt")
output(1, "01-aabb.png")
