"""Lesson 08's grade: the seven functions of bounds3d.hpp on the chapter's cases (those of
bounds3d_cases.hpp, written out here), their hidden cases (hidden.py) and the driver's files.
Rotated boxes are built by lesson 07's given make_obb() and its edge_case_b(), evaluated by the
reference probe, so that they have one source."""

import math

from grader import sketch
from grader.declare import (Tolerance, boolean, function, helper, hidden, output, real, struct,
                            test, vector)
from solutions.common.grading import Obb, Quat, Vec3

NAN, INF = float("nan"), float("inf")
TINY = 5e-324                    # 2^-1074, the smallest double


def _xyz(v):
    return (v.x, v.y, v.z)


def _box_wire(b):
    centre = [(lo + hi) / 2 for lo, hi in zip(_xyz(b.min), _xyz(b.max))]
    half = [(hi - lo) / 2 for lo, hi in zip(_xyz(b.min), _xyz(b.max))]
    return sketch.wire(centre, [(1, 0, 0), (0, 1, 0), (0, 0, 1)], half)


def _ball(s):
    """Three great circles of the sphere (in the xy, yz and zx planes), seen isometrically.
    One parameter only: a draw with two takes the sketch's context (grader/sketch.py)."""
    c, r, sides = _xyz(s.center), abs(s.radius), 32
    rings = []
    for i, j in ((0, 1), (1, 2), (2, 0)):
        ring = []
        for k in range(sides):
            p = list(c)
            p[i] += r * math.cos(2 * math.pi * k / sides)
            p[j] += r * math.sin(2 * math.pi * k / sides)
            ring.append(sketch.iso(p))
        rings += sketch.outline(ring)
    return rings


def _push(h, at):
    """The push-out of the second shape, from its centre: the normal times the depth."""
    return sketch.push(at.anchor, sketch.iso(_xyz(h.normal)), h.depth) if h.hit else []


def _points(a):
    return [[s for p in a.points for s in sketch.cross(sketch.iso(_xyz(p)), 0.2)]]


Aabb3 = struct("Aabb3", min=Vec3, max=Vec3, draw=_box_wire)
Sphere = struct("Sphere", center=Vec3, radius=real, draw=_ball)
Hit3 = struct("Hit3", hit=boolean, normal=Vec3, depth=real, draw=_push)

aabb3_overlap = function("aabb3_overlap", boolean, a=Aabb3, b=Aabb3)
sphere_hit = function("sphere_hit", Hit3, a=Sphere, b=Sphere)
closest_point = function("closest_point", Vec3, box=Aabb3, p=Vec3,
                         draw=lambda a: [_box_wire(a.box),
                                         sketch.cross(sketch.iso(_xyz(a.p)), 0.2)])
sphere_aabb_hit = function("sphere_aabb_hit", Hit3, box=Aabb3, s=Sphere)
aabb_of = function("aabb_of", Aabb3, box=Obb)
bounding_aabb = function("bounding_aabb", Aabb3, points=vector(Vec3), draw=_points)
bounding_sphere = function("bounding_sphere", Sphere, points=vector(Vec3), draw=_points)

# Given code (lessons/07-obb): an oriented box from a centre, half-extents and a rotation
# (normalized by make_obb), and lesson 07's bar beside the unit cube.
make_obb = helper("make_obb", Obb, center=Vec3, half=Vec3, rotation=Quat)
edge_case_b = helper("edge_case_b", Obb, gap=real)


def turn(axis, degrees):
    """The quaternion of a turn by @p degrees about @p axis (make_obb normalizes it)."""
    t = math.radians(degrees) / 2
    return (math.cos(t), *(math.sin(t) * c for c in axis))


def aligned(center, half):
    """An Obb whose axes are the world axes, written out rather than built by make_obb(), which
    rejects NaN and infinite input."""
    return (center, ((1, 0, 0), (0, 1, 0), (0, 0, 1)), half)


def unit_box(x, y, z):
    return ((x, y, z), (x + 1, y + 1, z + 1))


BIG = ((0, 0, 0), (2, 2, 2))
CUBE = ((-1, -1, -1), (1, 1, 1))
LONG = ((-1, -2, -3), (1, 2, 3))      # long_box(): each axis can be the nearest on its own
SQUARE = ((-1, -1, 0), (1, 1, 0))     # flat: no thickness in z


# No touching and no invalid box here: those rules have checks (and mistakes) of their own.
@test(1, "aabb3_overlap: the documented cases", mistakes=[])
def _():
    return [aabb3_overlap(BIG, ((1, 1, 1), (3, 3, 3)), label="overlapping"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(2, 0, 0), label="a gap in x"),
            aabb3_overlap(BIG, ((1, 1, 3), (3, 3, 4)), label="a gap in z only"),
            aabb3_overlap(((0, 0, 0), (4, 4, 4)), ((1, 1, 2), (2, 3, 3)), label="containment"),
            aabb3_overlap(BIG, ((1, 1, 1), (1, 1, 1)), label="a point inside"),
            aabb3_overlap(((-INF, 0, 0), (INF, 1, 1)), ((5, 0.5, 0), (6, 2, 1)),
                          label="an unbounded slab")]


@test(1, "aabb3_overlap: faces, edges and corners that touch overlap",
      mistakes=["box_touching_is_a_gap"])
def _():
    return [aabb3_overlap(unit_box(0, 0, 0), unit_box(1, 0, 0), label="touching faces in x"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(0, -1, 0), label="touching faces in y"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(0.5, 0.5, 1), label="touching faces in z"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(1, -1, 0), label="touching edges"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(1, 1, 1), label="touching corners"),
            aabb3_overlap(BIG, ((2, -1, 0), (2, 3, 1)), label="a flat box on a face"),
            aabb3_overlap(unit_box(0, 0, 0), unit_box(1.0000001, 0, 0),
                          label="just apart in x: no overlap")]


# Lesson 01's rule, per interval: NaN, min above max, and an interval wholly at an infinity.
@test(1, "aabb3_overlap: an invalid box overlaps nothing, not even itself (lesson 01's rule)",
      mistakes=["box_without_validity", "box_interval_at_infinity_valid"])
def _():
    bad_z = ((0, 0, 2), (1, 1, 1))
    nan_max = ((0, 0, 0), (1, NAN, 1))
    at_inf_x = ((INF, 0, 0), (INF, 1, 1))
    return [aabb3_overlap(((0, 0, NAN), (1, 1, 1)), unit_box(0, 0, 0), label="a NaN coordinate"),
            aabb3_overlap(bad_z, ((0, 0, 0), (1, 1, 3)), label="min above max in z"),
            aabb3_overlap(((2, 0, 0), (1, 1, 1)), BIG, label="min above max in x"),
            aabb3_overlap(bad_z, bad_z, label="min above max in z, with itself"),
            aabb3_overlap(nan_max, nan_max, label="a NaN, with itself"),
            aabb3_overlap(at_inf_x, at_inf_x, label="x in [inf, inf], with itself"),
            aabb3_overlap(at_inf_x, ((0, 0, 0), (INF, 1, 1)),
                          label="x in [inf, inf] against [0, inf]: they meet at no real point"),
            aabb3_overlap(((0, -INF, 0), (1, -INF, 1)), ((-INF, -INF, -INF), (INF, INF, INF)),
                          label="y in [-inf, -inf], against the whole space"),
            aabb3_overlap(((0, 0, 0), (INF, 1, 1)), ((5, 0, 0), (INF, 1, 1)),
                          label="control: [0, inf] and [5, inf] in x overlap"),
            aabb3_overlap(BIG, ((1, 1, 1), (3, 3, 3)), label="control: valid, overlapping")]


@test(2, "sphere_hit: the documented cases",
      mistakes=["sphere_touching_is_a_hit", "equal_centres_not_handled"])
def _():
    o = (0, 0, 0)
    return [sphere_hit((o, 1), ((1.5, 0, 0), 1), label="overlapping along x"),
            sphere_hit((o, 3), ((2, 3, 6), 4.5), label="7 apart (2, 3, 6), overlapping"),
            sphere_hit(((1, 1, 1), 3), ((-1, -2, -5), 4.5), label="7 apart, the other way"),
            sphere_hit((o, 3), ((2, 3, 6), 4), label="touching: no hit"),
            sphere_hit((o, 1), ((0, 5, 0), 1), label="apart"),
            sphere_hit((o, 5), ((0, 0, 1), 1), label="one inside the other"),
            sphere_hit(((2, 2, 2), 1), ((2, 2, 2), 2), label="equal centres: normal (1, 0, 0)"),
            sphere_hit(((2, 2, 2), 0), ((2, 2, 2), 0), label="two points at one place: no hit"),
            sphere_hit((o, 2), ((0, 1, 0), 0), label="a point inside a sphere")]


# The rule is about hitting: only `hit` is compared, so the controls (hits, which a placeholder
# that never hits fails) depend on nothing but this rule.
@test(1, "sphere_hit: a negative or NaN radius, a NaN or infinite centre: no hit; "
         "an infinite radius hits", fields=["hit"],
      mistakes=["sphere_negative_radius_accepted"])
def _():
    o = (0, 0, 0)
    return [sphere_hit((o, -1), ((1, 0, 0), 3), label="a negative radius, the sum still 2"),
            sphere_hit((o, 3), ((1, 0, 0), -1), label="the second radius negative"),
            sphere_hit((o, NAN), ((1, 0, 0), 1), label="a NaN radius"),
            sphere_hit(((0, NAN, 0), 1), ((1, 0, 0), 1), label="a NaN centre"),
            sphere_hit((o, 1), ((INF, 0, 0), 1), label="an infinite centre"),
            sphere_hit((o, INF), ((2, 3, 6), 1), label="control: an infinite radius, a hit"),
            sphere_hit((o, 1), ((0.5, 0, 0), 1), label="control: valid, a hit")]


@test(1, "sphere_hit: centres 1e-170 apart still give the true direction",
      mistakes=["normal_from_squared_distance"], tier="precision")
def _():
    return [sphere_hit(((0, 0, 0), 1), ((0, 3e-170, 4e-170), 1), label="centres 5e-170 apart"),
            sphere_hit(((0, 0, 0), 1), ((0, 1, 0), 1), label="control: centres 1 apart")]


@test(1, "sphere_hit and sphere_aabb_hit: huge and tiny spheres, where the squares cannot "
         "decide", mistakes=["squares_beyond_their_range", "normal_from_squared_distance"],
      tier="precision")
def _():
    o = (0, 0, 0)
    tiny_box = (o, (1e-170, 1e-170, 1e-170))
    return [sphere_hit((o, 1e200), ((0, 1e160, 0), 1e200), label="radii 1e200, 1e160 apart"),
            sphere_hit((o, INF), ((2e300, 3e300, 6e300), 1), label="an infinite radius, 7e300"),
            sphere_hit((o, 1e-170), ((0, 0, -1.5e-170), 1e-170), label="radii 1e-170, overlapping"),
            sphere_aabb_hit(CUBE, ((1 + 1e160, 0, 0), 1e200), label="radius 1e200, 1e160 out"),
            sphere_aabb_hit(tiny_box, ((1.3e-170, 0.5e-170, 1.4e-170), 1e-170),
                            label="radius 1e-170 beyond an edge of a tiny box")]


@test(1, "closest_point: each coordinate clamped to the box",
      mistakes=["closest_point_y_not_clamped"])
def _():
    return [closest_point(LONG, (0.5, -1, 2), label="inside"),
            closest_point(LONG, (5, 1, 1), label="beyond x"),
            closest_point(LONG, (-4, 3, 5), label="beyond every axis"),
            closest_point(LONG, (1, 0.5, 0), label="on a face"),
            closest_point(LONG, (INF, 1, -INF), label="an infinite point"),
            closest_point(LONG, (NAN, 1, 1), label="a NaN coordinate stays NaN")]


@test(2, "sphere_aabb_hit: a centre outside: faces, edges, corners, touching",
      mistakes=["sphere_box_touching_is_a_hit", "closest_point_y_not_clamped"])
def _():
    return [sphere_aabb_hit(CUBE, ((1.5, 0, 0), 1), label="beyond the +x face"),
            sphere_aabb_hit(CUBE, ((0, -1.25, 0), 0.5), label="beyond the -y face"),
            sphere_aabb_hit(CUBE, ((1.5, 1.5, 0), 1), label="beyond an edge"),
            sphere_aabb_hit(CUBE, ((2, 2, 2), 2), label="beyond a corner"),
            sphere_aabb_hit(CUBE, ((3, 4, 7), 7.5), label="beyond a corner, (2, 3, 6) away"),
            sphere_aabb_hit(CUBE, ((3, 4, 7), 7), label="touching a corner: no hit"),
            sphere_aabb_hit(CUBE, ((2, 0, 0), 1), label="touching a face: no hit"),
            sphere_aabb_hit(CUBE, ((4, -5, 0), 5), label="touching an edge: no hit"),
            sphere_aabb_hit(CUBE, ((0, 3, 0), 1), label="apart"),
            sphere_aabb_hit(CUBE, ((1.5, 0, 0), 0), label="a point outside: no hit")]


@test(2, "sphere_aabb_hit: a centre inside leaves through the nearest face; ties -x, +x, "
         "-y, +y, -z, +z",
      mistakes=["inside_normal_inwards", "inside_through_the_far_face",
                "inside_ties_to_the_last_face"])
def _():
    return [sphere_aabb_hit(LONG, ((0.75, 0, 0), 0.5), label="nearest +x"),
            sphere_aabb_hit(LONG, ((-0.6, 0.5, 1), 0.5), label="nearest -x"),
            sphere_aabb_hit(LONG, ((0, -1.5, 0), 0.5), label="nearest -y"),
            sphere_aabb_hit(LONG, ((0, 0, 2.6), 0.5), label="nearest +z"),
            sphere_aabb_hit(LONG, ((0, 1, -2.2), 2), label="nearest -z"),
            sphere_aabb_hit(CUBE, ((0, 0, 0), 0.5), label="all six faces tie"),
            sphere_aabb_hit(CUBE, ((0.5, -0.5, 0), 0.5), label="+x and -y tie"),
            sphere_aabb_hit(CUBE, ((0, 0.5, -0.5), 0.5), label="+y and -z tie"),
            sphere_aabb_hit(((-5, -1, -5), (5, 1, 5)), ((0, 0, 0), 1), label="the y faces tie"),
            sphere_aabb_hit(SQUARE, ((0, 0, 0), 0.5), label="a flat box: its z faces tie"),
            sphere_aabb_hit(CUBE, ((1, 0, 0), 0.5), label="a centre on a face"),
            sphere_aabb_hit(CUBE, ((1, 1, 1), 0.5), label="a centre on a corner"),
            sphere_aabb_hit(CUBE, ((1, 0, 0), 0), label="a point on a face: no hit"),
            sphere_aabb_hit(CUBE, ((0.5, 0, 0), 0), label="a point inside")]


@test(1, "sphere_aabb_hit: invalid or non-finite boxes, non-finite centres, bad radii: no hit; "
         "an infinite radius hits (lesson 02's rule)",
      fields=["hit"], mistakes=["non_finite_accepted", "infinite_radius_rejected"])
def _():
    o = (0, 0, 0)
    return [sphere_aabb_hit(((1, -1, -1), (-1, 1, 1)), (o, 1), label="min above max"),
            sphere_aabb_hit(((-1, -1, NAN), (1, 1, 1)), (o, 1), label="a NaN box"),
            sphere_aabb_hit(((-INF, -1, -1), (1, 1, 1)), (o, 1), label="an infinite box"),
            sphere_aabb_hit(((-1, -1, -1), (1, 1, INF)), (o, 1), label="a box unbounded above"),
            sphere_aabb_hit(CUBE, ((NAN, 0, 0), 1), label="a NaN centre"),
            sphere_aabb_hit(CUBE, ((0, -INF, 0), 1), label="an infinite centre"),
            sphere_aabb_hit(CUBE, (o, -1), label="a negative radius"),
            sphere_aabb_hit(CUBE, ((1.5, 0, 0), NAN), label="a NaN radius"),
            sphere_aabb_hit(CUBE, ((5, 0, 0), -INF), label="a radius of -infinity"),
            sphere_aabb_hit(CUBE, ((5, 0, 0), INF), label="an infinite radius, outside: a hit"),
            sphere_aabb_hit(CUBE, (o, INF), label="an infinite radius, inside: a hit"),
            sphere_aabb_hit(CUBE, ((1.5, 0, 0), 1), label="control: valid, a hit")]


# A box whose corner comes back to x = 0.2 from 1e10: rounding to nearest puts the box's side
# 7.6e-7 above the exact corner; rounded outward, it is below.
FAR_BACK = ((1e10, 0, 0), ((0.6, 0.8, 0), (-0.8, 0.6, 0), (0, 0, 1)), (16666665333, 1000, 1))


@test(1, "aabb_of: every axis adds its reach, whichever way it points, rounded outward",
      mistakes=["aabb_of_without_abs", "aabb_of_not_rounded_outward"])
def _():
    return [aabb_of(aligned((1, 2, 3), (1, 0.5, 0.25)), label="an aligned box"),
            aabb_of(make_obb((0, 0, 0), (2, 1, 0.5), turn((0, 0, 1), 30)),
                    label="turned 30 degrees about z"),
            aabb_of(make_obb((0, 0, 0), (2, 1, 0.5), turn((0, 0, 1), -30)),
                    label="turned -30 degrees about z"),
            aabb_of(make_obb((0, 0, 0), (1, 1, 1), turn((0, 0, 1), 45)),
                    label="a cube turned 45 degrees about z"),
            aabb_of(make_obb((0, 0, 0), (1, 1, 0), turn((1, 0, 0), 90)),
                    label="a flat square stood up"),
            aabb_of(edge_case_b(0.25), label="lesson 07's bar"),
            aabb_of(aligned((NAN, 0, 0), (1, 1, 1)), label="a NaN centre"),
            aabb_of(FAR_BACK, label="centred at 1e10, reaching back to x = 0.2")]


@test(1, "bounding_aabb: the min and the max of each coordinate",
      mistakes=["aabb_starts_at_the_origin"])
def _():
    return [bounding_aabb([(1, 2, 3)], label="one point"),
            bounding_aabb([(1, 2, 3)] * 3, label="one point three times"),
            bounding_aabb([(10, 12, 11), (11, 10, 13), (12, 11, 10)], label="far from the origin"),
            bounding_aabb([(-10, -12, -11), (-11, -10, -13)], label="all negative"),
            bounding_aabb([(0, 5, 0), (1, -5, 2), (-3, 0, 1), (2, 1, -1)],
                          label="each extreme from another point"),
            bounding_aabb([(0, 0, 0), (1, 1, INF), (-INF, 2, 0)], label="infinite coordinates")]


@test(1, "bounding_aabb and bounding_sphere: no points, or a bad coordinate, throws "
         "std::invalid_argument", mistakes=["points_checked_on_x_only"])
def _():
    return [bounding_aabb([], label="no points"),
            bounding_sphere([], label="no points"),
            bounding_aabb([(0, 0, 0), (1, NAN, 0)], label="a NaN in y"),
            bounding_aabb([(NAN, 0, 0), (1, 1, 0)], label="a NaN in x"),
            bounding_sphere([(0, 0, 0), (1, 1, 0), (0, 0, NAN)], label="a NaN in z"),
            bounding_sphere([(0, 0, 0), (1, 1, INF)], label="an infinity in z"),
            bounding_aabb([(-1, -2, -3), (1, 2, 3)], label="control: two points"),
            bounding_sphere([(-1, 0, 0), (1, 0, 0)], label="control: two points")]


@test(2, "bounding_sphere: Ritter's exact steps (one point, the two searches, growths, ties, "
         "the last pass)",
      mistakes=["ritter_centre_moved_whole_way", "ritter_last_tie_wins",
                "ritter_radius_set_to_d", "sphere_without_the_last_pass"])
def _():
    return [bounding_sphere([(1, 2, 3)], label="one point"),
            bounding_sphere([(1, 2, 3)] * 3, label="one point three times"),
            bounding_sphere([(0, 0, 0), (2, 0, 0)], label="two points"),
            bounding_sphere([(0, 0, 0), (4, 0, 0), (2, 1, 0)], label="no growth"),
            bounding_sphere([(1, 0, 0), (-3, 0, 0), (5, 0, 0), (2, 0.5, 0)],
                            label="the farthest pair is not the first point"),
            bounding_sphere([(0, 0, 0), (4, 0, 0), (2, 3, 0)], label="the worked growth"),
            bounding_sphere([(0, 0, 0), (4, 0, 0), (2, 3, 0), (2, -3, 0)], label="two growths"),
            bounding_sphere([(10, 12, 11), (11, 10, 13), (12, 11, 10)],
                            label="far from the origin"),
            bounding_sphere([(0, 0, 0), (3, 0, 0), (0, 3, 0), (-2.5, 0, 0)],
                            label="a tie for the farthest point"),
            bounding_sphere([(1e12 + 0.001, 1e12, 1e12),
                             (1e12 - 0.004, 1e12 + 0.003, 1e12 + 0.002)],
                            label="two points 0.006 apart, 1e12 from the origin: both held")]


# Clouds whose first sphere holds every point, so that only the searches decide the answer.
@test(1, "bounding_sphere: the searches by length(), near 1e300",
      mistakes=["ritter_searches_by_squares"], tier="precision")
def _():
    return [bounding_sphere([(0, 0, 0), (1e300, 0, 0), (-2e300, 1e300, 0), (3e300, 0.5e300, 0)],
                            label="near 1e300, where every squared distance is infinite"),
            bounding_sphere([(0, 1.5e300, 0), (0.5e300, -1e300, 0.5e300),
                             (-1e300, 0.5e300, 0.5e300), (0, 0, 1e300), (-1.5e300, -2e300, -1e300)],
                            label="near 1e300, five points"),
            bounding_sphere([(0, 0, 0), (4, 0, 0), (2, 1, 0)], label="control: at scale 1")]


hidden(1, "every function: hidden edge cases", "edges")
hidden(1, "every function: hidden cases at the ends of the double range (1e200 and beyond, "
          "1e-300, signed zeros)", "edges_at_the_range_ends", tier="precision")
# Tiny and subnormal answers are all within the default 1e-6 of 0: compared relatively here,
# with an absolute floor far below 1e-170 for the subnormal ones (their rounding is coarse).
hidden(1, "every function: hidden cases at 1e-170 and below", "tiny",
       tolerance=Tolerance(abs=1e-300, rel=1e-9), tier="precision")
hidden(2, "every function: random boxes, spheres and clouds (hidden seed)", "random")

output(1, "08-bounds3d.txt")
output(1, "08-scene.png")
