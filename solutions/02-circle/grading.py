"""Lesson 02's grade: circle_hit on the chapter's cases (labelled by the names of
lessons/02-circle/circle_cases.hpp where they are its cases), its hidden cases (hidden.py) and
the driver's files. The answers are the reference's, computed at grading time."""

from grader import sketch
from grader.declare import function, hidden, output, real, test
from solutions.common.grading import Hit, Vec2

NAN = float("nan")

circle_hit = function("circle_hit", Hit, c1=Vec2, r1=real, c2=Vec2, r2=real,
                      draw=lambda a: [sketch.circle((a.c1.x, a.c1.y), a.r1),
                                      sketch.circle((a.c2.x, a.c2.y), a.r2)])


@test(3, "circle_hit: the documented cases")
def _():
    return [circle_hit((0, 0), 1, (1.5, 0), 1, label="overlapping"),
            circle_hit((0, 0), 1, (3, 4), 1, label="apart-on-a-diagonal"),
            circle_hit((1, 1), 2, (2, 2), 1, label="overlapping-on-a-diagonal"),
            circle_hit((0, 0), 1, (2, 0), 1, label="touching-along-x"),
            circle_hit((0, 0), 1, (0, 0), 2, label="equal-centres-at-the-origin")]


@test(1, "circle_hit: the normal points from circle 1 to circle 2")
def _():
    return [circle_hit((2, 0), 1, (0, 0), 2, label="second-circle-on-the-left"),
            circle_hit((0, 0), 1, (0, -1), 1, label="second-circle-below")]


# The rule is about hitting: only `hit` is compared, so that the control (a hit, which a
# placeholder that never hits fails) depends on nothing but this rule.
@test(1, "circle_hit: negative or NaN radius, NaN centre: no hit", fields=["hit"],
      mistakes=["negative_radius_accepted", "nan_slips_through", "apart_is_a_hit"])
def _():
    return [circle_hit((0, 0), -1, (1, 0), 3, label="negative-radius"),
            circle_hit((0, 0), 1, (0.5, 0), NAN, label="nan-radius-of-circle-2"),
            circle_hit((NAN, 0), 1, (0.5, 0), 1, label="nan-centre-of-circle-1"),
            circle_hit((0, 0), 1, (1, 0), 1, label="control-valid-hit")]


hidden(2, "circle_hit: hidden edge cases", "edges")
hidden(1, "circle_hit: hidden cases at the ends of the double range", "edges_precision",
       tier="precision")
hidden(2, "circle_hit: random circles (hidden seed)", "random")

output(1, "02-circle.txt")
output(1, "02-circle.png")
