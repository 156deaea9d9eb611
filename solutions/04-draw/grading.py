"""Lesson 04's grade: world_to_screen on the chapter's cases and the driver's two outputs, the
picture of the SAT scene (it takes no input, so it is checked once, against expected/: one wrong
colour costs its points once) and 04-sat.txt, the pixels of the scene's points (one point for
it: the picture already holds most of what it says); world_to_screen's cases are all documented
ones (grader/README.md, "What is not defended")."""

from grader.declare import function, integer, output, struct, test
from solutions.common.grading import Vec2

NAN, INF = float("nan"), float("inf")

ScreenPoint = struct("ScreenPoint", x=integer, y=integer)
world_to_screen = function("world_to_screen", ScreenPoint, world=Vec2)


@test(2, "world_to_screen: 40 pixels a unit, y flipped, rounded to nearest")
def _():
    return [world_to_screen((0, 0), label="the origin is the centre"),
            world_to_screen((1, 1), label="up and right"),
            world_to_screen((0.0126, -0.0126), label="128.504 rounds to 129"),
            world_to_screen((-3.32, 3.32), label="-4.8 rounds to -5"),
            world_to_screen((0.0125, 0.0125), label="a half rounds away from zero")]


@test(1, "world_to_screen: NaN or too far throws std::invalid_argument")
def _():
    return [world_to_screen((NAN, 0), label="NaN x"),
            world_to_screen((0, INF), label="infinite y"),
            world_to_screen((1e9, 0), label="a billion units away"),
            world_to_screen((2, -2), label="control: on the canvas")]


@test(1, "world_to_screen: a point beyond any integer is rejected before rounding",
      tier="precision")
def _():
    return [world_to_screen((0, -1e300), label="row 4e301"),
            world_to_screen((1e300, 0), label="column 4e301"),
            world_to_screen((-2, 2), label="control: on the canvas")]


output(7, "04-sat.png")
output(1, "04-sat.txt")
