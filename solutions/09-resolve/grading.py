"""Lesson 09's grade: separate and resolve on the chapter's cases, their hidden cases
(hidden.py) and the driver's three files. Both functions answer through their arguments: the
answer is the bodies after the call (every vertex), after a throw too, and resolve's pass
count. The answers are the reference's, computed at grading time."""

from grader import sketch
from grader.declare import RESULT, function, helper, hidden, inout, integer, output, real, \
    struct, test, vector
from solutions.common.grading import NEAR_REFERENCE, NEAR_REFERENCE_SIGNED_ZERO, SIGNED_ZERO, \
    Hit, Polygon

NAN, INF = float("nan"), float("inf")
NZ = -0.0

Body = struct("Body", shape=Polygon, inv_mass=real,
              draw=lambda b: sketch.outline([(v.x, v.y) for v in b.shape]))
Bodies = vector(Body, draw=lambda bodies: [s for b in bodies
                                           for s in sketch.outline([(v.x, v.y) for v in b.shape])])

# void separate(Body& a, Body& b, const Hit& hit);
separate = function("separate", None, a=inout(Body), b=inout(Body), hit=Hit)
# int resolve(std::vector<Body>& bodies, int max_passes, double slop);
resolve = function("resolve", integer, bodies=inout(Bodies), max_passes=integer, slop=real)

# The given code (lessons/09-resolve/scene.hpp, lessons/common/push_out.hpp), evaluated by the
# reference probe: the chapter's column and the narrow phase's push-out of a pair.
lesson_column = helper("lesson_column", Bodies)
sat_push_out = helper("sat_push_out", Hit, a=Polygon, b=Polygon)


def box(cx, cy, hx, hy):
    """scene.hpp's box_shape((cx, cy), (hx, hy)) unturned: the same vertices, bit for bit."""
    return [(cx - hx, cy - hy), (cx + hx, cy - hy), (cx + hx, cy + hy), (cx - hx, cy + hy)]


def square(cx, cy, half, inv_mass):
    return (box(cx, cy, half, half), inv_mass)


# The chapter's pieces: the worked pair (a 2x2 square at (0, 0), another at (1.5, 0.25);
# sat_push_out says normal (1, 0), depth 0.5), the column's floor and boxes, a -0.0 wall.
PUSH = (True, (1, 0), 0.5)
FLOOR = (box(0, -0.5, 3, 0.5), 0)
BOX1 = square(0, 0.25, 0.5, 1)           # a quarter inside the floor
BOX2 = square(0.125, 1, 0.5, 1)          # a quarter inside box 1
COLUMN = [FLOOR, BOX1, BOX2]             # lesson_column(), written out
WALL = ([(NZ, NZ), (1, NZ), (1, 1), (NZ, 1)], 0)


def pair(wa, wb, hit=PUSH, label=""):
    return separate(square(0, 0, 1, wa), square(1.5, 0.25, 1, wb), hit, label=label)


# --- separate -------------------------------------------------------------------------------

@test(2, "separate: the documented splits (equal masses, the object pushes the player, the "
         "player pushes the object, a or b static)",
      mistakes=["masses_not_inverse_masses"])
def _():
    return [pair(1, 1, label="equal masses: a quarter each way"),
            pair(0.25, 1, label="object a of mass 4, player b of mass 1: the player moves 4/5"),
            pair(1, 0.25, label="player a of mass 1, object b of mass 4: the object moves 1/5"),
            pair(0, 1, label="a static (a floor): b moves the whole 0.5"),
            pair(1, 0, label="b kinematic (the bar): a moves the whole 0.5")]


@test(1, "separate: a static body is never written to (-0.0 stays -0.0); two static bodies "
         "do not move", tolerance=SIGNED_ZERO,
      mistakes=["masses_not_inverse_masses", "static_body_translated"])
def _():
    out = []
    for nx in (1, -1):
        push = (True, (nx, 0), 0.25)
        out += [separate(WALL, square(0.5, 0.5, 0.25, 1), push,
                         label=f"the -0.0 wall first, normal ({nx}, 0): only the box moves"),
                separate(square(0.5, 0.5, 0.25, 1), WALL, push,
                         label=f"the -0.0 wall second, normal ({nx}, 0): only the box moves")]
    return out + [pair(0, 0, label="both static: nothing moves (no 0 / 0)")]


@test(1, "separate: no hit or a zero depth moves nothing; a bad inverse mass throws, whatever "
         "the hit; -0.0 is a static body",
      mistakes=["checked_after_no_hit", "hit_flag_ignored", "masses_not_inverse_masses"])
def _():
    out = [pair(1, 1, (False, (1, 0), 0.5), label="no hit, whatever numbers the hit carries"),
           pair(1, 1, (True, (1, 0), 0), label="a depth of 0")]
    for bad in (-1, NAN, INF):
        out += [pair(1, bad, label=f"b's inv_mass {bad}, a real hit"),
                pair(bad, 1, (False, (0, 0), 0), label=f"a's inv_mass {bad}, no hit")]
    return out + [pair(NZ, 1, label="control: a's inv_mass -0.0, static: b moves the whole 0.5")]


@test(1, "separate: the ends of the double range (huge and subnormal inverse masses)",
      mistakes=["masses_not_inverse_masses", "shares_overflow"], tier="precision")
def _():
    return [pair(1e308, 1e308, label="inv_mass 1e308 each: half each (wa + wb overflows)"),
            pair(1.7976931348623157e308, 1, label="the largest double against 1: a moves 0.5"),
            pair(5e-324, 5e-324, label="the smallest subnormal each: half each")]


# --- resolve --------------------------------------------------------------------------------

@test(2, "resolve: the column, one pass in index order, listed top down, settled in 7 passes",
      mistakes=["full_slop_left", "hit_of_the_swapped_pair", "jacobi_not_gauss_seidel",
                "masses_not_inverse_masses", "pair_order_reversed", "pass_count_off_by_one",
                "slop_ignored"])
def _():
    return [resolve(lesson_column(), 1, 0, label="one pass: each push is seen by the next pair"),
            resolve(COLUMN[::-1], 1, 0, label="the column listed top down, one pass"),
            resolve(lesson_column(), 100, 0.01, label="settled: 7 passes, slop 0.01")]


# The rule is about where the bodies are left: only they are compared (the pass count has a
# check of its own).
@test(1, "resolve: slop (half the slop left, a depth up to the slop left alone, slop 0 pushes "
         "to touching)", fields=["bodies"],
      mistakes=["full_slop_left", "hit_of_the_swapped_pair", "masses_not_inverse_masses",
                "slop_ignored"])
def _():
    return [resolve([FLOOR, BOX1], 10, 0.125, label="0.25 deep, slop 0.125: left 0.0625 deep"),
            resolve([FLOOR, square(0, 0.4375, 0.5, 1)], 10, 0.125,
                    label="0.0625 deep, inside the slop 0.125: left alone"),
            resolve(lesson_column(), 100, 0.25, label="every overlap 0.25, slop 0.25"),
            resolve(lesson_column(), 100, 0.5, label="slop 0.5, above every depth"),
            resolve([FLOOR, BOX1], 10, 0, label="slop 0: pushed to touching, one pass")]


# These two rules are about the count: only resolve's result is compared, so that a mistake
# that moves the bodies differently does not fail them too.
@test(1, "resolve: the pass count (0 when nothing overlaps, max_passes when too few, a squeezed "
         "box, max_passes 0)", fields=[RESULT],
      mistakes=["masses_not_inverse_masses", "pass_count_off_by_one"])
def _():
    walls = [(box(-1.7, 0, 1.3, 5), 0), (box(1.7, 0, 1.3, 5), 0)]
    return [resolve([square(0, 0, 1, 1), square(3, 0, 1, 1)], 10, 0.01, label="apart: 0"),
            resolve(lesson_column(), 3, 0.01, label="3 passes are too few: 3"),
            resolve(walls + [square(0.05, 0, 0.5, 1)], 100, 0.01,
                    label="a box squeezed between two static walls: every pass used"),
            resolve(lesson_column(), 0, 0.01, label="max_passes 0: 0"),
            resolve([], 10, 0.01, label="no bodies"),
            resolve([square(0, 0, 1, 1)], 10, 0.01, label="one body")]


@test(1, "resolve: two static bodies that overlap are skipped and never counted",
      fields=[RESULT],
      mistakes=["hit_of_the_swapped_pair", "pass_count_off_by_one", "static_pairs_counted"])
def _():
    sunk = square(2, 0.25, 0.5, 0)            # a static block sunk into the floor
    return [resolve([FLOOR, sunk, square(-1.5, 0.5, 0.5, 1)], 100, 0.01,
                    label="the floor, a block sunk in it, a box resting on the floor: 0"),
            resolve([FLOOR, sunk, square(-1.5, 0.25, 0.5, 1)], 100, 0.125,
                    label="control: the box a quarter deep, slop 0.125: one pass")]


@test(1, "resolve: bad arguments throw std::invalid_argument before anything moves",
      mistakes=["checked_while_moving", "negative_passes_accepted"])
def _():
    out = [resolve(lesson_column(), -1, 0.01, label="max_passes -1")]
    for slop in (-0.01, NAN, INF, -INF):
        out += [resolve(lesson_column(), 10, slop, label=f"slop {slop}"),
                resolve(lesson_column(), 0, slop, label=f"slop {slop}, max_passes 0")]
    for inv_mass in (-1, NAN, INF):
        last = square(5, 5, 1, inv_mass)
        out += [resolve(COLUMN + [last], 10, 0.01, label=f"the last body's inv_mass {inv_mass}"),
                resolve(COLUMN + [last], 0, 0.01,
                        label=f"the last body's inv_mass {inv_mass}, max_passes 0")]
    return out + [resolve(COLUMN + [([(5, 5), (6, 5)], 1)], 10, 0.01,
                          label="a last body of two vertices")]


# --- hidden cases (hidden.py) ---------------------------------------------------------------

hidden(1, "separate: hidden edge cases", "separate_edges", tolerance=SIGNED_ZERO)
hidden(1, "resolve: hidden edge cases", "resolve_edges", tolerance=SIGNED_ZERO)
hidden(1, "separate and resolve: hidden cases at the ends of the double range",
       "edges_at_the_range_ends", tolerance=SIGNED_ZERO, tier="precision")
hidden(1, "separate: random pairs (hidden seed)", "random_pairs",
       tolerance=NEAR_REFERENCE)
hidden(2, "resolve: random piles against the documented order (hidden seed)", "random_piles",
       tolerance=NEAR_REFERENCE_SIGNED_ZERO)

# 09-resolve.txt holds nothing decided by rounding: the slop-0 stack pushes pairs to touching,
# where the last bit of a coordinate says hit or no hit, so the driver counts a contact only when
# deeper than scene.hpp's kContactDepth (a resolve that adds each body's moves at the end counted
# 3 where the reference counted 0 before that rule; both count 0 now).
output(1, "09-resolve.txt")
output(1, "09-resolve.png")
output(1, "09-convergence.png")
