"""Lesson 03's grade: sat_hit on the chapter's cases, its hidden cases (hidden.py) and the
driver's files."""

from grader.declare import function, hidden, output, test
from solutions.common.grading import Hit, Polygon

NAN, INF = float("nan"), float("inf")

sat_hit = function("sat_hit", Hit, a=Polygon, b=Polygon)


def square(cx, cy, h=1.0):
    return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]


@test(2, "sat_hit: the documented cases")
def _():
    return [sat_hit(square(0, 0), square(1.5, 0),
                    label="squares-1.5-apart-in-x"),
            sat_hit(square(0, 0), square(1.5, 0.5), label="x-chosen-although-y-overlaps-more"),
            sat_hit(square(0, 0), [(3, 0), (5, 0), (4, 2)], label="apart"),
            sat_hit(square(0, 0), [(0.5, -2), (2, 0), (0.5, 2)],
                    label="a-triangle-against-a-square"),
            sat_hit([(1.1, -1.1), (0, 1.7), (-1, 1.2), (-1.3, 0.4)],
                    [(1.7, -1.9), (1.9, -0.6), (1.5, 0.4), (0.6, 0.9), (-1, 0.1)],
                    label="the-sign-from-the-shadows-not-the-centres")]


@test(1, "sat_hit: touching is no hit")
def _():
    return [sat_hit(square(0, 0), square(1.99, 0), label="control-just-overlapping"),
            sat_hit(square(0, 0), square(2, 0), label="edge-to-edge"),
            sat_hit(square(0, 0), square(2, 2), label="corner-to-corner")]


@test(2, "sat_hit: one polygon inside the other (the containment case)")
def _():
    return [sat_hit(square(0, 0, 3), square(1, 0.2, 0.5), label="small-square-inside-off-centre"),
            sat_hit(square(0.3, 0, 0.5), square(0, 0, 3), label="the-first-inside-the-second")]


@test(1, "sat_hit: either winding order")
def _():
    return [sat_hit(square(0, 0)[::-1], square(1.5, 0.5), label="a-clockwise"),
            sat_hit(square(0, 0), square(1.5, 0.5)[::-1], label="b-clockwise")]


@test(1, "sat_hit: ties go to the first axis")
def _():
    return [sat_hit(square(0, 0), square(1, 1), label="equal-depth-on-x-and-y"),
            sat_hit(square(0, 0), square(0, 0), label="identical-squares")]


@test(1, "sat_hit: fewer than three vertices throws std::invalid_argument")
def _():
    return [sat_hit([(0, 0), (1, 0)], square(0, 0), label="a-segment"),
            sat_hit(square(0, 0), [], label="no-vertices"),
            sat_hit([(0, 0), (1, 0), (0, 1)], square(0, 0),
                    label="control-three-vertices-are-enough")]


@test(1, "sat_hit: zero-length edges are skipped")
def _():
    return [sat_hit([(-1, -1), (1, -1), (1, -1), (1, 1), (-1, 1)], square(1.5, 0),
                    label="a-repeated-vertex"),
            sat_hit([(0, 0)] * 3, [(0, 0)] * 3,
                    label="every-vertex-the-same-point")]


@test(1, "sat_hit: a NaN or infinite coordinate is no hit")
def _():
    sq = square(0, 0)
    return [sat_hit([(NAN, -1), (1, -1), (1, 1), (-1, 1)], square(0.5, 0), label="nan-in-a"),
            sat_hit(sq, [(0.5, 0), (NAN, NAN), (0.5, 1)], label="nan-point-in-b"),
            sat_hit(sq, [(0, 0), (INF, 0), (0, 1)], label="an-infinite-vertex"),
            sat_hit([(-1, -1), (1, -1), (1, NAN), (-1, 1)], square(0.5, 0), label="nan-y-in-a"),
            sat_hit(sq, square(0.5, 0), label="control-finite")]


hidden(1, "sat_hit: hidden edge cases", "edges")
hidden(1, "sat_hit: hidden cases at the ends of the double range", "edges_precision",
       tier="precision")
hidden(1, "sat_hit: random convex polygons (hidden seed)", "random")

output(1, "03-sat.txt")
output(1, "03-containment.png")
output(1, "03-centres.png")
