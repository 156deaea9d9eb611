"""Every check of the grade, with its points: the one place a grade is defined.

Function checks call the student's functions (through grader/probes/) on the lessons'
documented cases, visible here, and on hidden cases (hand-picked edge cases and seeded random
cases) whose data lives in grader/hidden/, which the student edition leaves out. The answers
are never written here: the grader asks the reference solution, at grading time, on the same
calls. Output checks compare the driver's files with expected/.
"""

import math

from .gradelib import call, lesson, output, polygon, test
from .geometry import edge_case_b, obb, obb2

try:
    from .hidden import cases as hidden
except ImportError:          # the student edition: hidden checks are skipped
    hidden = None

NAN, INF = float("nan"), float("inf")


def hidden_calls(lesson_id, name):
    return hidden.calls(lesson_id, name) if hidden else []


# ---------------------------------------------------------------------------------------------
lesson("00-check")


@test(7, "check_pattern() draws exactly the reference's picture")
def _():
    return [call("check_pattern", label="the check pattern")]


output(3, "00-check.png")

# ---------------------------------------------------------------------------------------------
lesson("01-aabb")
A = (0, 0, 2, 2)


@test(2, "overlap: the documented cases")
def _():
    return [call("overlap", A, (1, 1, 3, 3), label="overlapping"),
            call("overlap", (0, 0, 1, 1), (2, 0, 3, 1), label="gap in x"),
            call("overlap", A, (1, 3, 3, 4), label="gap in y only"),
            call("overlap", (0, 0, 4, 4), (1, 1, 2, 3), label="containment"),
            call("overlap", A, (1, 1, 1, 1), label="a point inside")]


@test(1, "overlap: touching edges and corners count")
def _():
    return [call("overlap", (0, 0, 1, 1), (1, 0, 2, 1), label="touching edge"),
            call("overlap", (0, 0, 1, 1), (1, 1, 2, 2), label="touching corner"),
            call("overlap", (1, 0, 2, 1), (0, 0, 1, 1), label="touching edge, other order"),
            call("overlap", A, (2, -1, 2, 3), label="a segment on the edge")]


@test(1, "overlap: invalid boxes overlap nothing")
def _():
    return [call("overlap", (NAN, 0, 1, 1), (0, 0, 1, 1), label="NaN coordinate"),
            call("overlap", (0, 0, 1, 1), (0, 0, 1, NAN), label="NaN in the second box"),
            call("overlap", (2, 0, 1, 1), (0, 0, 3, 1), label="min above max"),
            call("overlap", (1, 0, 2, 1), (0, 0, 3, 1), label="control: the same, valid")]


@test(2, "penetration: the documented cases")
def _():
    return [call("penetration", A, (1, 1, 3, 3), label="overlapping"),
            call("penetration", (0, 0, 4, 4), (1, 1, 2, 3), label="containment"),
            call("penetration", (0, 0, 1, 1), (1, 0, 2, 1), label="touching edge"),
            call("penetration", (0, 0, 1, 1), (2, 0, 3, 1), label="apart: {0,0}")]


@test(1, "penetration: invalid boxes give {0,0}")
def _():
    return [call("penetration", (NAN, 0, 1, 1), (0, 0, 1, 1), label="NaN coordinate"),
            call("penetration", (2, 0, 1, 1), (0, 0, 3, 1), label="min above max"),
            call("penetration", (INF, 0, INF, 1), (INF, 0, INF, 1),
                 label="an interval [inf, inf]: {0,0}, not NaN"),
            call("penetration", (1, 0, 2, 1), (0, 0, 3, 1), label="control: the same, valid")]


@test(1, "overlap and penetration: hidden edge cases", hidden=True)
def _():
    return hidden_calls("01-aabb", "edges")


@test(1, "overlap and penetration: random boxes (hidden seed)", hidden=True)
def _():
    return hidden_calls("01-aabb", "random")


output(1, "01-aabb.txt")
output(1, "01-aabb.png")

# ---------------------------------------------------------------------------------------------
lesson("02-circle")


@test(3, "circle_hit: the documented cases")
def _():
    return [call("circle_hit", (0, 0), 1, (1.5, 0), 1, label="overlapping along x"),
            call("circle_hit", (0, 0), 1, (3, 4), 1, label="apart"),
            call("circle_hit", (1, 1), 2, (2, 2), 1, label="overlapping on a diagonal"),
            call("circle_hit", (0, 0), 1, (2, 0), 1, label="touching is no hit"),
            call("circle_hit", (0, 0), 1, (0, 0), 2, label="equal centres: normal (1,0)")]


@test(1, "circle_hit: the normal points from circle 1 to circle 2")
def _():
    return [call("circle_hit", (2, 0), 1, (0, 0), 2, label="second circle on the left"),
            call("circle_hit", (0, 0), 1, (0, -1), 1, label="second circle below")]


@test(1, "circle_hit: negative or NaN radius, NaN centre: no hit")
def _():
    return [call("circle_hit", (0, 0), -1, (0.5, 0), 1, label="negative radius"),
            call("circle_hit", (0, 0), 1, (0.5, 0), NAN, label="NaN radius"),
            call("circle_hit", (NAN, 0), 1, (0.5, 0), 1, label="NaN centre"),
            call("circle_hit", (0, 0), 1, (0.5, 0), 1, label="control: valid, a hit")]


@test(2, "circle_hit: hidden edge cases", hidden=True)
def _():
    return hidden_calls("02-circle", "edges")


@test(2, "circle_hit: random circles (hidden seed)", hidden=True)
def _():
    return hidden_calls("02-circle", "random")


output(1, "02-circle.txt")
output(1, "02-circle.png")

# ---------------------------------------------------------------------------------------------
lesson("03-sat")


def square(cx, cy, h=1.0):
    return [(cx - h, cy - h), (cx + h, cy - h), (cx + h, cy + h), (cx - h, cy + h)]


@test(2, "sat_hit: the documented cases")
def _():
    return [call("sat_hit", polygon(square(0, 0)), polygon(square(1.5, 0)),
                 label="two squares 1.5 apart: normal (1,0), depth 0.5"),
            call("sat_hit", polygon(square(0, 0)), polygon(square(1.5, 0.5)),
                 label="x chosen although y overlaps more"),
            call("sat_hit", polygon(square(0, 0)), polygon([(3, 0), (5, 0), (4, 2)]),
                 label="apart"),
            call("sat_hit", polygon(square(0, 0)), polygon([(0.5, -2), (2, 0), (0.5, 2)]),
                 label="a triangle against a square"),
            call("sat_hit", polygon([(1.1, -1.1), (0, 1.7), (-1, 1.2), (-1.3, 0.4)]),
                 polygon([(1.7, -1.9), (1.9, -0.6), (1.5, 0.4), (0.6, 0.9), (-1, 0.1)]),
                 label="the sign from the shadows, not the centres")]


@test(1, "sat_hit: touching is no hit")
def _():
    return [call("sat_hit", polygon(square(0, 0)), polygon(square(1.99, 0)),
                 label="control: just overlapping"),
            call("sat_hit", polygon(square(0, 0)), polygon(square(2, 0)), label="edge to edge"),
            call("sat_hit", polygon(square(0, 0)), polygon(square(2, 2)), label="corner to corner")]


@test(2, "sat_hit: one polygon inside the other (the containment case)")
def _():
    return [call("sat_hit", polygon(square(0, 0, 3)), polygon(square(1, 0.2, 0.5)),
                 label="small square inside, off centre"),
            call("sat_hit", polygon(square(0.3, 0, 0.5)), polygon(square(0, 0, 3)),
                 label="the first inside the second")]


@test(1, "sat_hit: either winding order")
def _():
    return [call("sat_hit", polygon(square(0, 0)[::-1]), polygon(square(1.5, 0.5)),
                 label="a clockwise"),
            call("sat_hit", polygon(square(0, 0)), polygon(square(1.5, 0.5)[::-1]),
                 label="b clockwise")]


@test(1, "sat_hit: ties go to the first axis")
def _():
    return [call("sat_hit", polygon(square(0, 0)), polygon(square(1, 1)),
                 label="equal depth on x and y"),
            call("sat_hit", polygon(square(0, 0)), polygon(square(0, 0)), label="identical squares")]


@test(1, "sat_hit: fewer than three vertices throws std::invalid_argument")
def _():
    return [call("sat_hit", polygon([(0, 0), (1, 0)]), polygon(square(0, 0)), label="a segment"),
            call("sat_hit", polygon(square(0, 0)), polygon([]), label="no vertices"),
            call("sat_hit", polygon([(0, 0), (1, 0), (0, 1)]), polygon(square(0, 0)),
                 label="control: three vertices are enough")]


@test(1, "sat_hit: zero-length edges are skipped")
def _():
    return [call("sat_hit", polygon([(-1, -1), (1, -1), (1, -1), (1, 1), (-1, 1)]),
                 polygon(square(1.5, 0)), label="a repeated vertex"),
            call("sat_hit", polygon([(0, 0)] * 3), polygon([(0, 0)] * 3),
                 label="every vertex the same point: no axis at all, no hit")]


@test(1, "sat_hit: a NaN or infinite coordinate is no hit")
def _():
    sq = square(0, 0)
    return [call("sat_hit", polygon([(NAN, -1), (1, -1), (1, 1), (-1, 1)]), polygon(square(0.5, 0)),
                 label="NaN in a"),
            call("sat_hit", polygon(sq), polygon([(0.5, 0), (NAN, NAN), (0.5, 1)]),
                 label="NaN point in b"),
            call("sat_hit", polygon(sq), polygon([(0, 0), (INF, 0), (0, 1)]),
                 label="an infinite vertex"),
            call("sat_hit", polygon([(-1, -1), (1, -1), (1, NAN), (-1, 1)]), polygon(square(0.5, 0)),
                 label="NaN y in a"),
            call("sat_hit", polygon(sq), polygon(square(0.5, 0)), label="control: finite")]


@test(1, "sat_hit: hidden edge cases", hidden=True)
def _():
    return hidden_calls("03-sat", "edges")


@test(1, "sat_hit: random convex polygons (hidden seed)", hidden=True)
def _():
    return hidden_calls("03-sat", "random")


output(1, "03-sat.txt")
output(1, "03-containment.png")
output(1, "03-centres.png")

# ---------------------------------------------------------------------------------------------
lesson("04-draw")


@test(5, "draw_sat_scene() draws exactly the reference's picture")
def _():
    return [call("draw_sat_scene", label="the SAT scene")]


@test(2, "world_to_screen: 40 pixels a unit, y flipped, rounded to nearest")
def _():
    return [call("world_to_screen", (0, 0), label="the origin is the centre"),
            call("world_to_screen", (1, 1), label="up and right"),
            call("world_to_screen", (0.0126, -0.0126), label="128.504 rounds to 129"),
            call("world_to_screen", (-3.32, 3.32), label="-4.8 rounds to -5"),
            call("world_to_screen", (0.0125, 0.0125), label="a half rounds away from zero")]


@test(1, "world_to_screen: NaN or too far throws std::invalid_argument")
def _():
    return [call("world_to_screen", (NAN, 0), label="NaN x"),
            call("world_to_screen", (0, INF), label="infinite y"),
            call("world_to_screen", (1e9, 0), label="a billion units away"),
            call("world_to_screen", (2, -2), label="control: on the canvas")]


output(2, "04-sat.png")

# ---------------------------------------------------------------------------------------------
lesson("05-broad")
SMALL = [(0, 0, 2, 2), (1, 1, 3, 3), (5, 5, 6, 6), (2, 0, 4, 1), (-1, -1, 0, 0), (10, 0, 11, 1)]


def box_list(items):
    return (len(items), tuple(tuple(b) for b in items))


@test(2, "brute_force_pairs: the pairs and n(n-1)/2 checks")
def _():
    return [call("brute_force_pairs", box_list(SMALL), label="six boxes"),
            call("brute_force_pairs", box_list([]), label="no boxes"),
            call("brute_force_pairs", box_list(SMALL[:1]), label="one box")]


@test(2, "sort_and_sweep_pairs: the same pairs, fewer checks")
def _():
    return [call("sort_and_sweep_pairs", box_list(SMALL), label="six boxes"),
            call("sort_and_sweep_pairs", box_list(SMALL[::-1]), label="six boxes, reversed"),
            call("sort_and_sweep_pairs", box_list([]), label="no boxes")]


@test(1, "sort_and_sweep_pairs: touching counts, ties by index")
def _():
    touching = [(1, 0, 2, 1), (0, 0, 1, 1), (0, 5, 1, 6), (2, 0, 3, 1)]
    return [call("sort_and_sweep_pairs", box_list(touching), label="boxes touching along x"),
            call("sort_and_sweep_pairs", box_list([(0, 0, 1, 1)] * 3), label="three equal boxes")]


@test(1, "both: hidden edge cases", hidden=True)
def _():
    return hidden_calls("05-broad", "edges")


@test(2, "both: random boxes (hidden seed)", hidden=True)
def _():
    return hidden_calls("05-broad", "random")


output(2, "05-broad.txt")

# ---------------------------------------------------------------------------------------------
lesson("06-ray")
BOX = (-1, -1, 1, 1)
R = 0.7071067811865476


@test(1, "ray_aabb: the five rays of the lesson")
def _():
    return [call("ray_aabb", (-3, 0), (1, 0), BOX, label="r1: hits at t=2"),
            call("ray_aabb", (-3, 3), (1, 0), BOX, label="r2: passes above"),
            call("ray_aabb", (0, 0), (1, 0), BOX, label="r3: from inside, t=0"),
            call("ray_aabb", (-3, -3), (R, R), BOX, label="r4: along the diagonal"),
            call("ray_aabb", (3, 0), (1, 0), BOX, label="r5: the box is behind")]


@test(1, "ray_aabb: a zero direction component")
def _():
    return [call("ray_aabb", (0, -3), (0, 1), BOX, label="straight up through the box"),
            call("ray_aabb", (2, -3), (0, 1), BOX, label="straight up beside the box"),
            call("ray_aabb", (1, -3), (0, 1), BOX, label="along the box's right side")]


@test(1, "ray_aabb: d = (0,0) hits only from inside")
def _():
    return [call("ray_aabb", (0.5, 0), (0, 0), BOX, label="inside"),
            call("ray_aabb", (3, 0), (0, 0), BOX, label="outside")]


@test(1, "ray_aabb: t is in units of d")
def _():
    return [call("ray_aabb", (-3, 0), (2, 0), BOX, label="d twice as long: t=1"),
            call("ray_aabb", (0, 5), (0, -0.5), BOX, label="downwards, short d"),
            call("ray_aabb", (-3, 0), (1e-320, 0), BOX, label="t beyond DBL_MAX: a miss"),
            call("ray_aabb", (-3, -5), (1e-320, 4e-320), BOX,
                 label="a tiny d beside the box: both slabs overflow, a miss")]


@test(1, "ray_aabb: NaN or infinity anywhere, or an inverted box, is a miss")
def _():
    return [call("ray_aabb", (NAN, 0), (1, 0), BOX, label="NaN origin"),
            call("ray_aabb", (-3, 0), (1, NAN), BOX, label="NaN direction"),
            call("ray_aabb", (-3, 0), (1, 0), (-1, NAN, 1, 1), label="NaN box"),
            call("ray_aabb", (-3, 0.5), (1, 0), BOX, label="control: no NaN, a hit"),
            call("ray_aabb", (-3, 0), (INF, 0), BOX, label="infinite direction"),
            call("ray_aabb", (0, -3), (0, 1), (1, -1, -1, 1), label="an inverted box (min > max)"),
            call("ray_aabb", (-3, 0), (1, 0), (1, -1, -1, 1), label="an inverted box, crossed")]


@test(1, "ray_aabb: a direction component of -0 is a zero component too")
def _():
    return [call("ray_aabb", (0, -3), (-0.0, 1), BOX, label="up, x component -0"),
            call("ray_aabb", (0, 3), (-0.0, -1), BOX, label="down, x component -0"),
            call("ray_aabb", (-3, 0), (1, -0.0), BOX, label="right, y component -0")]


@test(1, "ray_aabb: hidden edge cases", hidden=True)
def _():
    return hidden_calls("06-ray", "edges")


@test(1, "ray_aabb: random rays (hidden seed)", hidden=True)
def _():
    return hidden_calls("06-ray", "random")


output(1, "06-ray.txt")
output(1, "06-ray.png")

# ---------------------------------------------------------------------------------------------
lesson("07-obb")
CUBE = obb((0, 0, 0), (1, 1, 1))
MIRRORED_CUBE = (CUBE[0], (CUBE[1][0], CUBE[1][1], tuple(-c for c in CUBE[1][2])), CUBE[2])
SQUARE2 = obb2((0, 0), 0, (1, 1))


@test(1, "obb2_overlap: the 2D warm-up")
def _():
    return [call("obb2_overlap", SQUARE2, obb2((2, 0.5), 0, (1, 1)), label="touching sides"),
            call("obb2_overlap", SQUARE2, obb2((1.2, 1.2), math.pi / 4, (0.5, 0.5)),
                 label="overlapping"),
            call("obb2_overlap", SQUARE2, obb2((1.6, 1.6), math.pi / 4, (0.5, 0.5)),
                 label="a diamond off the corner"),
            call("obb2_overlap", SQUARE2, obb2((4, 0), 0.3, (1, 1)), label="apart")]


@test(2, "obb_hit: face cases (apart, overlapping, touching, identical, inside)")
def _():
    return [call("obb_hit", CUBE, obb((3, 0, 0), (1, 1, 1)), label="apart along x"),
            call("obb_hit", CUBE, obb((1.5, 0.2, 0), (1, 1, 1)), label="overlapping along x"),
            call("obb_hit", CUBE, obb((0, 0, 2), (1, 1, 1)), label="touching faces: no hit"),
            call("obb_hit", CUBE, CUBE, label="identical boxes"),
            call("obb_hit", obb((0, 0, 0), (3, 3, 3)), obb((0.5, 0, 0), (1, 1, 1)),
                 label="one inside the other")]


@test(1, "obb_hit: rotated by exactly 90 degrees, parallel edges skipped")
def _():
    q = (math.sqrt(0.5), 0, 0, math.sqrt(0.5))
    return [call("obb_hit", CUBE, obb((1.5, 0, 0), (1, 2, 1), q), label="90 degrees about z"),
            call("obb_hit", CUBE, obb((0, 2.5, 0), (1, 2, 1), q), label="90 degrees, apart")]


@test(2, "obb_hit: the edge-edge case (only axis 12 separates)")
def _():
    return [call("obb_hit", CUBE, edge_case_b(0.25), label="the edge-edge gap"),
            call("obb_hit", CUBE, edge_case_b(-0.1), label="pushed into contact"),
            call("obb_hit", MIRRORED_CUBE, edge_case_b(-0.1),
                 label="in contact, a's frame left-handed")]


@test(1, "obb_overlap: a filter (touching overlaps), obb_hit's answer elsewhere")
def _():
    return [call("obb_overlap", CUBE, edge_case_b(0.25), label="the edge-edge gap"),
            call("obb_overlap", CUBE, edge_case_b(-0.1), label="pushed into contact"),
            call("obb_overlap", CUBE, obb((0, 0, 2), (1, 1, 1)), label="touching faces"),
            call("obb_overlap", CUBE, CUBE, label="identical boxes")]


@test(1, "obb_hit, obb_overlap, obb2_overlap: hidden edge cases", hidden=True)
def _():
    return hidden_calls("07-obb", "edges")


@test(2, "obb_hit and obb_overlap: random boxes (hidden seed)", hidden=True)
def _():
    return hidden_calls("07-obb", "random")


output(1, "07-obb.txt")
output(1, "07-obb.png")
