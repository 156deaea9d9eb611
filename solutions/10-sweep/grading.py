"""Lesson 10's grade: swept_circles and swept_aabb on the chapter's cases, their hidden cases
(hidden.py) and the driver's files. The answers are the reference's, computed at grading
time. Core checks hold the lesson's rules on inputs of sane size; precision checks the ends of
the double range, the far grazing shots of "Where precision is lost", and the sign of a zero t
(the lesson promises it is never -0.0), which only they compare."""

from grader import sketch
from grader.declare import Tolerance, boolean, function, hidden, output, real, struct, test
from solutions.common.grading import NEAR_REFERENCE, NEAR_REFERENCE_SIGNED_ZERO, Aabb, Vec2

NAN, INF = float("nan"), float("inf")


def _moved(b, s, t):
    """The corners of box @p b moved by @p s times @p t."""
    x0, y0, x1, y1 = b.minx + s.x * t, b.miny + s.y * t, b.maxx + s.x * t, b.maxy + s.y * t
    return [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]


def _contact(i, at):
    """The shapes where they first touch (the circles, or the moving box), and the normal."""
    if not i.hit:
        return []
    a = at.args
    if hasattr(a, "moving"):                      # swept_aabb: the moving box at t
        corners = _moved(a.moving, a.delta, i.t)
        centre = ((corners[0][0] + corners[2][0]) / 2, (corners[0][1] + corners[2][1]) / 2)
        return sketch.outline(corners) + sketch.push(centre, (i.normal.x, i.normal.y), 0.5)
    p1 = (a.c1.x + a.v1.x * i.t, a.c1.y + a.v1.y * i.t)
    p2 = (a.c2.x + a.v2.x * i.t, a.c2.y + a.v2.y * i.t)
    return (sketch.circle(p1, a.r1) + sketch.circle(p2, a.r2) +
            sketch.push(p1, (i.normal.x, i.normal.y), a.r1))


# The first contact during one step; no impact is {false, 0, (0, 0)}. t is never -0.0: the
# checks that hold that compare with SIGNED_ZERO.
Impact = struct("Impact", hit=boolean, t=real, normal=Vec2, draw=_contact)
SIGNED_ZERO = Tolerance(signed_zero=True)


def _circles(a):
    """Both circles at the start of the step, and the path of each centre."""
    ends = [((a.c1.x, a.c1.y), (a.c1.x + a.v1.x, a.c1.y + a.v1.y)),
            ((a.c2.x, a.c2.y), (a.c2.x + a.v2.x, a.c2.y + a.v2.y))]
    return [sketch.circle(ends[0][0], a.r1) + sketch.segment(*ends[0]),
            sketch.circle(ends[1][0], a.r2) + sketch.segment(*ends[1])]


def _boxes(a):
    """The still box, and the moving one at the start of the step with its path."""
    m, d = a.moving, a.delta
    centre = ((m.minx + m.maxx) / 2, (m.miny + m.maxy) / 2)
    return [Aabb.draw(a.still),
            Aabb.draw(m) + sketch.segment(centre, (centre[0] + d.x, centre[1] + d.y))]


# Impact swept_circles(Vec2 c1, double r1, Vec2 v1, Vec2 c2, double r2, Vec2 v2);
swept_circles = function("swept_circles", Impact, c1=Vec2, r1=real, v1=Vec2, c2=Vec2, r2=real,
                         v2=Vec2, draw=_circles)
# Impact swept_aabb(const Aabb& still, const Aabb& moving, Vec2 delta);
swept_aabb = function("swept_aabb", Impact, still=Aabb, moving=Aabb, delta=Vec2, draw=_boxes)

Z = (0, 0)              # a circle that stays where it is
S = (0, 0, 2, 2)        # the square most box cases are shot at


# ---- swept_circles ------------------------------------------------------------------------

@test(2, "swept_circles: the worked examples",
      mistakes=["contact_normal_not_unit", "far_root", "relative_velocity_forgotten"])
def _():
    return [swept_circles((0, 0), 1, Z, (5, 0), 1, (-6, 0), label="head-on"),
            swept_circles((0, 0), 1, Z, (4, 3), 1.5, (-8, -6), label="three-four-five"),
            swept_circles((0, 0), 1, Z, (5, 1), 1, (-8, 0), label="off-centre"),
            swept_circles((0, 0), 1, (2, 0), (5, 0), 1, (-2, 0), label="both-moving"),
            swept_circles((0, 0), 0.5, Z, (-10, 0.2), 0.05, (20, 0),
                          label="a-bullet-jumping-its-target")]


# A rule about whether they meet: only `hit` is compared, so that the control (a hit)
# depends on nothing else.
@test(1, "swept_circles: receding, a tangent pass, a contact after the step, no relative "
         "motion: no impact", fields=["hit"],
      mistakes=["far_root", "receding_reported", "t_not_clamped", "tangent_pass_reported"])
def _():
    return [swept_circles((0, 0), 1, Z, (3, 0), 1, (4, 0), label="receding"),
            swept_circles((0, 0), 1, Z, (5, 2), 1, (-10, 0), label="a-tangent-pass"),
            swept_circles((0, 0), 1, Z, (10, 0), 1, (-4, 0), label="first-contact-at-t-2"),
            swept_circles((0, 0), 1, (3, 1), (5, 0), 1, (3, 1), label="the-same-velocity"),
            swept_circles((0, 0), 1, Z, (6, 0), 1, (-4, 0), label="control-contact-at-t-1")]


@test(1, "swept_circles: overlapping at the start is t = 0; touching, only moving in",
      mistakes=["contact_normal_not_unit", "equal_centres_zero_normal", "far_root",
                "touching_at_start_overlaps"])
def _():
    return [swept_circles((0, 0), 1, Z, (1.5, 0), 1, (4, 4), label="overlapping"),
            swept_circles((2, 2), 1, Z, (2, 2), 2, (1, 0), label="equal-centres-normal-1-0"),
            swept_circles((0, 0), 1, Z, (2, 0), 1, (-1, 0), label="touching-moving-in"),
            swept_circles((0, 0), 1, Z, (2, 0), 1, (1, 0), label="touching-moving-out"),
            swept_circles((0, 0), 1, Z, (2, 0), 1, (0, 1), label="touching-sliding-off")]


@test(1, "swept_circles: a negative or NaN radius, a NaN or infinite velocity, two points: "
         "no impact", fields=["hit"],
      mistakes=["negative_radius_accepted", "only_nan_rejected", "tangent_pass_reported"])
def _():
    return [swept_circles((0, 0), -1, Z, (5, 0), 3, (-6, 0), label="a-negative-radius"),
            swept_circles((0, 0), NAN, Z, (5, 0), 1, (-6, 0), label="a-nan-radius"),
            swept_circles((0, 0), 1, (NAN, 0), (5, 0), 1, (-6, 0), label="a-nan-velocity"),
            swept_circles((0, 0), 1, Z, (5, 0), 1, (-INF, 0), label="an-infinite-velocity"),
            swept_circles((0, 0), 1, Z, (1, 0), 1, (0, INF),
                          label="overlapping-with-an-infinite-velocity"),
            swept_circles((0, 0), 0, Z, (3, 0), 0, (-6, 0), label="two-points-never-meet"),
            swept_circles((0, 0), INF, Z, (5, 0), 1, (1, 0),
                          label="control-an-infinite-radius-overlaps-at-the-start")]


# t to 1e-10 relative with no absolute floor (the textbook root is off by 3e-10 relative,
# 7e-18 absolute); only hit and t are compared.
@test(1, "swept_circles: the near root to the last digits (a shot a hair from touching)",
      tolerance=Tolerance(abs=0, rel=1e-10), fields=["hit", "t"],
      mistakes=["far_root", "textbook_root"])
def _():
    return [swept_circles((0, 0), 0.5, Z, (1 + 2 ** -24, 0), 0.5, (-3, 1),
                          label="offset-1-plus-2-to-the-minus-24")]


# Precision: the overlap at t = 0 beyond the squares' range (lesson 02's lengths there), and
# a unit normal from an offset whose square underflows.
@test(1, "swept_circles: overlapping at the start across the double range",
      mistakes=["normal_from_squared_length", "squares_beyond_their_range"], tier="precision")
def _():
    return [swept_circles((0, 0), 1e-170, Z, (1e-171, 0), 1e-170, Z,
                          label="overlapping-radii-1e-170-the-squares-would-be-0"),
            swept_circles((0, 0), 1e200, Z, (0, 1e199), 1e200, (1, 0),
                          label="overlapping-radii-1e200-the-squares-would-be-infinite"),
            swept_circles((0, 0), 1, Z, (3e-200, 4e-200), 1, Z,
                          label="offset-3e-200-4e-200-a-unit-normal")]


# The normal of a far grazing contact is ill-conditioned (correct programs differ by 1e-8 in
# it), so only hit and t are compared, t to 1e-10 relative.
@test(1, "swept_circles: far grazing shots (the discriminant without cancellation)",
      tolerance=Tolerance(abs=0, rel=1e-10), fields=["hit", "t"],
      mistakes=["discriminant_cancels", "far_root"], tier="precision")
def _():
    return [swept_circles((0, 0), 0.5, Z, (3000, 4000), 0.5,
                          (-4798.7199040001269, -6400.959871999903),
                          label="from-5000-away-1e-10-inside-the-radius-sum"),
            swept_circles((0, 0), 0.5, Z, (3000, 4000), 0.5,
                          (-4798.7199039999859, -6400.9598720000085),
                          label="from-5000-away-1e-11-outside-the-radius-sum")]


# ---- swept_aabb ---------------------------------------------------------------------------

@test(2, "swept_aabb: the worked examples",
      mistakes=["box_not_grown", "no_swap_for_negative_delta", "normal_from_moving_to_still",
                "wrong_face_on_corner"])
def _():
    return [swept_aabb(S, (-3, 0.5, -2, 1.5), (4, 0), label="a-face"),
            swept_aabb(S, (0.5, 4, 1.5, 5), (0, -4), label="from-above"),
            swept_aabb(S, (-3, -1.5, -2, -0.5), (4, 2), label="slanted-the-x-face"),
            swept_aabb(S, (-2, -2, -1, -1), (2, 2), label="a-corner-the-x-face-wins"),
            swept_aabb((2, 0, 2.1, 4), (-0.5, 1, 0, 1.5), (5, 0),
                       label="a-thin-wall-it-would-jump-over-in-one-step")]


@test(1, "swept_aabb: a flush slide, a corner-to-corner pass, a contact after the step, "
         "touching and moving out: no impact", fields=["hit"],
      mistakes=["box_after_the_step", "box_not_grown", "centre_and_half_extents",
                "corner_pass_reported", "flush_slide_reported", "no_max_with_zero"])
def _():
    return [swept_aabb(S, (-3, 2, -2, 3), (6, 0), label="sliding-flush-along-the-top"),
            swept_aabb((0, 0, 1, 0.1), (0.2, 0.1, 0.6, 0.5), (1, 0),
                       label="sliding-flush-along-a-top-at-0.1-decimal-coordinates"),
            swept_aabb((0, 0, 0.1, 1), (0.1, 0.2, 0.5, 0.6), (1, 0),
                       label="touching-at-x-0.1-moving-out"),
            swept_aabb(S, (2, 5, 3, 6), (-0.0, -8), label="down-the-right-side-minus-0-in-x"),
            swept_aabb(S, (-2, 1, -1, 2), (2, 2), label="passing-corner-to-corner"),
            swept_aabb(S, (-3, 0, -2, 1), (1, 0), label="first-contact-at-t-2"),
            swept_aabb(S, (-3, 0, -2, 1), (2, 0), label="control-contact-at-t-1"),
            swept_aabb(S, (-3, 1.99, -2, 2.99), (6, 0), label="control-0.01-lower-it-enters"),
            swept_aabb(S, (-2, 0.9, -1, 1.9), (2, 2), label="control-0.1-lower-it-clips")]


@test(1, "swept_aabb: overlapping at the start is t = 0 with the shortest way out; touching, "
         "only moving in",
      mistakes=["box_not_grown", "corner_pass_reported", "no_max_with_zero",
                "no_swap_for_negative_delta", "normal_from_moving_to_still",
                "overlap_axis_by_widths", "overlap_axis_y_on_tie"])
def _():
    return [swept_aabb(S, (1.5, 0.5, 2.5, 1), (1, 0), label="overlapping-least-in-x"),
            swept_aabb(S, (0.5, 1.8, 1.5, 2.8), (-1, 0), label="overlapping-least-in-y"),
            swept_aabb(S, (0.5, 0.5, 1.5, 1.5), (0, 0), label="equal-centres-plus-x"),
            swept_aabb((0, 0, 100, 100), (1, 49, 3, 50), (0, 0),
                       label="deep-inside-out-by-3-towards-minus-x"),
            swept_aabb(S, (2, 0, 3, 1), (-1, 0), label="touching-moving-in-from-plus-x"),
            swept_aabb(S, (2, 0, 3, 1), (1, 0), label="touching-moving-out"),
            swept_aabb((0, 0, 0.1, 1), (0.1, 0.2, 0.5, 0.6), (-1, 0),
                       label="touching-at-x-0.1-moving-in")]


@test(1, "swept_aabb: flat boxes, invalid boxes, a NaN, an infinity", fields=["hit"],
      mistakes=["box_not_grown", "flush_slide_reported", "inverted_box_accepted",
                "no_swap_for_negative_delta"])
def _():
    return [swept_aabb((0, 3, 2, 3), (-3, 3, -2, 3), (4, 0), label="two-flat-boxes-on-one-line"),
            swept_aabb((2, 0, 1, 2), (-3, 0, -1, 1), (4, 0), label="min-above-max"),
            swept_aabb((0, NAN, 2, 2), (-3, 0, -2, 1), (4, 0), label="a-nan-coordinate"),
            swept_aabb(S, (-3, 0, -2, 1), (INF, 0), label="an-infinite-delta"),
            swept_aabb(S, (-2, 0.5, -2, 1.5), (4, 0), label="control-a-segment-hits-a-box"),
            swept_aabb((0, 3, 2, 3), (1, 4, 1, 5), (0, -3),
                       label="control-crossing-segments-meet"),
            swept_aabb((1, 0, 2, 2), (-3, 0, -1, 1), (4, 0), label="control-a-valid-box")]


# Precision: a touch at t = 0 moving in from +x or +y has tmin = 0 / -1 = -0.0.
@test(1, "swept_aabb: t is never -0.0", tolerance=SIGNED_ZERO, fields=["hit", "t"],
      mistakes=["box_not_grown", "minus_zero_t", "no_max_with_zero", "no_swap_for_negative_delta"],
      tier="precision")
def _():
    return [swept_aabb(S, (2, 0, 3, 1), (-1, 0), label="touching-moving-in-from-plus-x"),
            swept_aabb(S, (0.5, 2, 1.5, 3), (0, -1), label="touching-moving-in-from-plus-y"),
            swept_aabb(S, (-1, 0, 0, 1), (1, 0), label="control-touching-moving-in-from-minus-x")]


hidden(1, "swept_circles: hidden edge cases", "circle_edges")
hidden(1, "swept_aabb: hidden edge cases", "box_edges")
hidden(1, "swept_circles: random shots (hidden seed)", "circle_random",
       tolerance=NEAR_REFERENCE)
hidden(1, "swept_aabb: random shots (hidden seed)", "box_random",
       tolerance=NEAR_REFERENCE)
hidden(1, "swept_circles: hidden edge cases at the ends of the double range",
       "circle_range_edges", tier="precision", tolerance=SIGNED_ZERO)
hidden(1, "swept_aabb: hidden edge cases at the ends of the double range and -0.0",
       "box_range_edges", tier="precision", tolerance=SIGNED_ZERO)
hidden(1, "swept_circles: random shots on binary grids, 2^-240 to 2^240 (hidden seed)",
       "circle_grid", tier="precision", tolerance=NEAR_REFERENCE_SIGNED_ZERO)

output(1, "10-sweep.txt")
output(1, "10-sweep.png")
