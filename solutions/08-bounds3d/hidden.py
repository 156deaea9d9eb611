"""Lesson 08's hidden cases: hand-picked edge cases (ties, flat and point boxes, -0.0,
infinities, NaN, subnormals, the ends of the double range) and seeded random ones on integer
grids, where touching and ties come up often."""

import itertools
import math

from solutions.common.hidden import INF, NAN, grid, rng, unit_quaternion

from .grading import (CUBE, LONG, SQUARE, TINY, aabb3_overlap, aabb_of, aligned, bounding_aabb,
                      bounding_sphere, closest_point, edge_case_b, make_obb, sphere_aabb_hit,
                      sphere_hit, turn, unit_box)

MAX = 1.7976931348623157e308      # DBL_MAX
ALL = ((-10, -10, -10), (10, 10, 10))
FACES = ("-x", "+x", "-y", "+y", "-z", "+z")
COORDINATES = ("min.x", "min.y", "min.z", "max.x", "max.y", "max.z")


def with_nan(box, k):
    """@p box with its coordinate k (min x, y, z, then max x, y, z) made NaN."""
    c = list(box[0]) + list(box[1])
    c[k] = NAN
    return (tuple(c[:3]), tuple(c[3:]))


def tied_faces(f, g):
    """A box and a centre inside it whose nearest faces are exactly f and g (0..5 in the
    order -x, +x, -y, +y, -z, +z), every other face farther."""
    if f // 2 == g // 2:              # the two faces of one axis: that axis thinner
        half = [1, 1, 1]
        half[f // 2] = 0.5
        return (tuple(-h for h in half), tuple(half)), (0, 0, 0)
    centre = [0.0, 0.0, 0.0]
    for face in (f, g):
        centre[face // 2] = 0.5 if face % 2 else -0.5
    return CUBE, tuple(centre)


def _aabb3_overlap_edges():
    point = ((2, 2, 2), (2, 2, 2))
    out = [aabb3_overlap(point, point, label="a point box with itself"),
           aabb3_overlap(point, ((0, 0, 0), (2, 2, 2)), label="a point box on a corner"),
           aabb3_overlap(point, ((0, 0, 0), (2, 2, 1.999)), label="a point box just apart"),
           aabb3_overlap(((0, 0, 0), (1, 1, 0)), ((0.5, 0.5, 0), (2, 2, 0)),
                         label="two flat boxes in one plane"),
           aabb3_overlap(((0, 0, 0), (1, 1, 0)), ((0, 0, 1e-300), (1, 1, 1e-300)),
                         label="two flat boxes 1e-300 apart"),
           aabb3_overlap(((-1, -1, -1), (-0.0, 1, 1)), ((0.0, -1, -1), (1, 1, 1)),
                         label="touching at -0.0 and +0.0"),
           aabb3_overlap(((-INF, -INF, -INF), (INF, INF, INF)), unit_box(1e300, -1e300, 0),
                         label="the whole space"),
           aabb3_overlap(((-INF, 0, 0), (INF, 1, 1)), unit_box(0, 0, 5),
                         label="an unbounded slab, apart in z"),
           aabb3_overlap(((INF, 0, 0), (INF, 1, 1)), ((0, 0, 0), (INF, 1, 1)),
                         label="boxes meeting at +infinity"),
           aabb3_overlap(((0, 0, -INF), (1, 1, -INF)), ((0, 0, -INF), (1, 1, -INF)),
                         label="z in [-inf, -inf], with itself"),
           aabb3_overlap(((0, INF, 0), (1, INF, 1)), ((0, 0, 0), (1, INF, 1)),
                         label="boxes meeting at +infinity in y"),
           aabb3_overlap(((-INF, 0, 0), (-MAX, 1, 1)), ((-INF, 0, 0), (-INF, 1, 1)),
                         label="[-inf, -DBL_MAX] against [-inf, -inf]"),
           aabb3_overlap(((0, 0, 0), (1, 1, INF)), ((0.5, 0.5, MAX), (2, 2, INF)),
                         label="unbounded above, meeting at DBL_MAX and beyond"),
           aabb3_overlap(((-MAX, -MAX, -MAX), (MAX, MAX, MAX)), unit_box(0, 0, 0),
                         label="a box to DBL_MAX"),
           aabb3_overlap(((-MAX, 0, 0), (-MAX, 1, 1)), ((-INF, 0, 0), (-MAX, 1, 1)),
                         label="touching at -DBL_MAX"),
           aabb3_overlap(((0, 1.0000000000000002, 0), (1, 1, 1)),
                         ((0, 1.0000000000000002, 0), (1, 1, 1)),
                         label="min one ulp above max, with itself")]
    for k in range(6):
        out += [aabb3_overlap(ALL, with_nan(unit_box(0, 0, 0), k),
                              label=f"a NaN in the second box's {COORDINATES[k]}"),
                aabb3_overlap(with_nan(unit_box(0, 0, 0), k), ALL,
                              label=f"a NaN in the first box's {COORDINATES[k]}")]
    return out


def _sphere_hit_edges():
    o = (0, 0, 0)
    return [sphere_hit((o, 1e200), ((0, 0, 2e200), 1e200), label="radii 1e200, touching"),
            sphere_hit((o, 1e200), ((2e200, 3e200, 6e200), 1e200), label="radii 1e200, apart"),
            sphere_hit(((1e300, 0, 0), 1e300), ((2e300, 1e300, 0), 1e300),
                       label="centres and radii near 1e300"),
            sphere_hit((o, MAX), ((1e308, 0, 0), MAX), label="radii DBL_MAX: the sum overflows"),
            sphere_hit(((-1e308, 0, 0), INF), ((1e308, 0, 0), 1),
                       label="centres more than DBL_MAX apart"),
            sphere_hit((o, INF), ((1.5e308, 0, 1.5e308), 1),
                       label="an infinite radius, a distance beyond DBL_MAX"),
            sphere_hit(((1, 1, 1), 1), ((1, 1, 1), INF), label="an infinite radius, one centre"),
            sphere_hit((o, INF), ((5, 0, 0), INF), label="two infinite radii"),
            sphere_hit((o, INF), (o, NAN), label="an infinite and a NaN radius"),
            sphere_hit((o, -INF), ((1, 0, 0), INF), label="radii -infinity and +infinity"),
            sphere_hit((o, 1), ((0.5, 0, 0), -0.0), label="radius -0.0: a point inside"),
            sphere_hit((o, -0.0), (o, 0.0), label="radii -0.0 and +0.0, one centre"),
            sphere_hit(((0, 0, -0.0), 1), ((0, 0, 0.0), 1), label="centres -0.0 and +0.0"),
            sphere_hit((o, 1), ((0, 0, NAN), 1), label="a NaN in z"),
            sphere_hit((o, 1), ((0, -INF, 0), 1), label="an infinity in y"),
            sphere_hit((o, 3), ((2, 3, 6), 4.000000000000001), label="one ulp past touching")]


def _closest_point_edges():
    box = ((0, 0, 0), (1, 1, 1))
    return [closest_point(box, (-0.0, 0.5, 2), label="-0.0 on the min face"),
            closest_point(((-INF, -INF, -INF), (INF, INF, INF)), (1e308, -5, INF),
                          label="the whole space"),
            closest_point(box, (MAX, -MAX, 0.5), label="DBL_MAX away"),
            closest_point(((2, 2, 2), (2, 2, 2)), (-7, 3, 2), label="a point box"),
            closest_point(SQUARE, (0.5, 0.5, -3), label="a flat box")]


def _sphere_aabb_hit_edges():
    out = []
    for f, g in itertools.combinations(range(6), 2):
        box, centre = tied_faces(f, g)
        out.append(sphere_aabb_hit(box, (centre, 0.25),
                                   label=f"inside, the {FACES[f]} and {FACES[g]} faces tie"))
    point = ((2, 2, 2), (2, 2, 2))
    out += [sphere_aabb_hit(SQUARE, ((0, 0, 0.25), 0.5), label="a flat box, above"),
            sphere_aabb_hit(SQUARE, ((0.3, 0.3, 0), 0), label="a point in a flat box: no hit"),
            sphere_aabb_hit(point, ((2, 2, 2), 1), label="a point box at the centre"),
            sphere_aabb_hit(point, ((3, 2, 2), 1), label="a point box touching: no hit"),
            sphere_aabb_hit(point, ((2.5, 2, 2), 1), label="a point box inside the sphere"),
            sphere_aabb_hit(CUBE, ((1, 1, 0), 0.5), label="a centre on an edge"),
            sphere_aabb_hit(CUBE, ((0, 1, -1), 0.5), label="a centre on the +y, -z edge"),
            sphere_aabb_hit(CUBE, ((1, -1, 1), 0.5), label="a centre on a corner"),
            sphere_aabb_hit(CUBE, ((-1, -1, -1), 0.5), label="a centre on the min corner"),
            sphere_aabb_hit(CUBE, ((-1, -1, -1), 0), label="a point on the min corner: no hit"),
            sphere_aabb_hit(((-0.0, -1, -1), (1, 1, 1)), ((0.0, 0, 0), 0.5),
                            label="a centre at +0.0 on a face at -0.0"),
            sphere_aabb_hit(CUBE, ((0.5, 0, 0), -0.0), label="radius -0.0, inside"),
            sphere_aabb_hit(CUBE, ((1.5, 0, 0), -0.0), label="radius -0.0, outside: no hit"),
            sphere_aabb_hit(((-INF, -INF, -INF), (INF, INF, INF)), ((0, 0, 0), 1),
                            label="the whole space"),
            sphere_aabb_hit(((-MAX, -1, -1), (MAX, 1, 1)), ((0, 0, 0), 1),
                            label="a box to DBL_MAX"),
            sphere_aabb_hit(CUBE, ((1e308, 0, 0), 1.5e308), label="a radius of 1.5e308"),
            sphere_aabb_hit(CUBE, ((0, 0, 0), MAX), label="inside, radius DBL_MAX"),
            sphere_aabb_hit(CUBE, ((-1, -1, -1 - 1e200), 1e200),
                            label="radius 1e200, touching a corner"),
            sphere_aabb_hit(CUBE, ((1, 2e200, 1), 1e200), label="radius 1e200, apart"),
            sphere_aabb_hit(((-1, -1, -1), (1, 1, MAX)), ((0, 0, 0), INF),
                            label="an infinite radius inside"),
            sphere_aabb_hit(CUBE, ((0.5, 0, -0.25), INF),
                            label="an infinite radius inside, nearest +x"),
            sphere_aabb_hit(CUBE, ((-3, 4, 12), INF), label="an infinite radius beyond a corner"),
            sphere_aabb_hit(CUBE, ((1e308, -1e308, 1e308), INF),
                            label="an infinite radius 1.7e308 away"),
            sphere_aabb_hit(CUBE, ((1.5e308, 1.5e308, 0), INF),
                            label="an infinite radius, its distance beyond DBL_MAX")]
    for k in range(6):
        out.append(sphere_aabb_hit(with_nan(CUBE, k), ((0, 0, 0), 1),
                                   label=f"a NaN in the box's {COORDINATES[k]}"))
    return out


def _aabb_of_edges():
    left = ((0, 0, 0), ((1, -0.0, 0), (0, 1, 0), (0, 0, -1)), (1, 2, 3))
    return [aabb_of(make_obb((0, 0, 0), (2, 1, 0.5), turn((0, 0, 1), 150)),
                    label="turned 150 degrees about z"),
            aabb_of(make_obb((1, -2, 3), (2, 1, 0.5), turn((0, 0, 1), -30)),
                    label="turned -30 degrees about z, off the origin"),
            aabb_of(make_obb((0, 0, 0), (2, 1, 0.5), turn((1, 0, 0), 150)),
                    label="turned 150 degrees about x"),
            aabb_of(make_obb((0, 0, 0), (1, 1, 0), turn((0, 1, 0), 45)),
                    label="a flat box turned 45 degrees about y"),
            aabb_of(make_obb((0, 0, 0), (0, 0, 0), turn((1, 1, 1), 60)), label="a point"),
            aabb_of(make_obb((5, 5, 5), (1, 2, 3), turn((1, 2, 3), -200)),
                    label="turned about a slanted axis"),
            aabb_of(edge_case_b(-0.1), label="lesson 07's bar, pushed in"),
            aabb_of(left, label="a left-handed frame (axis[2] = -z)"),
            aabb_of(aligned((0, 0, 0), (INF, 1, 1)), label="an infinite half-extent: 0 * inf"),
            aabb_of(aligned((1e308, 0, 0), (1e308, 1, 1)), label="beyond DBL_MAX"),
            aabb_of(aligned((0, 0, 0), (1, NAN, 1)), label="a NaN half-extent"),
            aabb_of(((-1e12, 3, 0), ((0.28, 0.96, 0), (-0.96, 0.28, 0), (0, 0, 1)),
                     (3571428571428, 1, 2)), label="at -1e12, reaching to x = 0"),
            aabb_of(((1e8, 1e8, 1e8), ((0.6, 0, 0.8), (0, 1, 0), (-0.8, 0, 0.6)),
                     (1e8, 2, 1.25e8)), label="at 1e8, turned about y")]


def _bounding_edges():
    clouds = {
        "duplicates": [(1, 0, 0), (1, 0, 0), (-1, 0, 0), (-1, 0, 0), (0, 1, 0), (0, 1, 0)],
        "fifty copies of one point": [(-3, 7, 0.5)] * 50,
        "ties both ways": [(0, 0, 0), (0, 2, 0), (2, 0, 0), (0, 0, 2), (-2, 0, 0), (1, 1, 1)],
        "a tie for the second search": [(1, 0, 0), (-1, 0, 0), (3, 0, 0), (-1, 4, 0),
                                        (-1, -4, 0)],
        "-0.0 and +0.0": [(0.0, -0.0, 0.0), (-0.0, 0.0, -0.0), (0, 0, 1)],
        "near 1e300": [(1e300, 0, 0), (-1e300, 0, 0), (0, 1.5e300, 0), (0, 0, -1.2e300)],
        "near 1e307": [(1e307, 1e307, 1e307), (-1e307, -1e307, -1e307), (1e307, -1e307, 0)],
        "200 points on a circle": [(math.cos(k / 100 * math.pi), math.sin(k / 100 * math.pi), 0)
                                   for k in range(200)],
    }
    out = []
    for name, points in clouds.items():
        out += [bounding_aabb(points, label=name), bounding_sphere(points, label=name)]
    out += [bounding_aabb([(0, 0, 0), (MAX, -MAX, 1)], label="to DBL_MAX"),
            bounding_aabb([(0, 0, 0), (-INF, INF, 1), (1, 1, -INF)], label="infinities"),
            bounding_aabb([(1, 2, 3), (4, 5, NAN)], label="a NaN in the last point's z"),
            bounding_aabb([(1, NAN, 3)], label="one point, a NaN in y"),
            bounding_sphere([(INF, 0, 0)], label="one infinite point"),
            bounding_sphere([(0, 0, 0), (0, -INF, 0)], label="an infinity in y"),
            bounding_sphere([(0, 0, 0), (MAX, 0, 0)], label="DBL_MAX apart"),
            bounding_sphere([(0, 0, 2e300), (-1e300, 1e300, 0), (1e300, -1e300, 1e300),
                             (0.5e300, 0.5e300, -1e300), (-0.25e300, 0, 2.5e300)],
                            label="near 1e300, the first point not an extreme"),
            bounding_sphere([(1e8 + 0.0003, -1e8, 1e8), (1e8, -1e8 - 0.0004, 1e8 + 0.0001),
                             (1e8 - 0.0002, -1e8 + 0.0002, 1e8 - 0.0003)],
                            label="a cloud 1e-3 across, 1e8 from the origin"),
            bounding_aabb([(INF, 0, 0), (INF, 1, 1)], label="every point at x = +infinity"),
            bounding_aabb([(0, -INF, 0), (1, -INF, 1), (2, -INF, -1)],
                          label="every point at y = -infinity")]
    return out


def _numbers(value):
    """Every number among @p value's arguments, nested tuples and helper calls included (a
    helper's zeros counted as +0.0: the -0.0 of turn()'s quaternion is no case's subject)."""
    if isinstance(value, (int, float)):
        return [float(value)]
    if isinstance(value, (tuple, list)):
        return [x for v in value for x in _numbers(v)]
    return [x if x != 0 else 0.0 for x in _numbers(getattr(value, "args", ()))]


def at_the_range_ends(call):
    """True for a case of the precision tier: a finite number of 1e200 or more, a nonzero one
    below 1e-290, or a signed zero -0.0, which are not this lesson's subject (the chapter's
    Precision asides)."""
    return any((math.isfinite(x) and abs(x) >= 1e200) or (x != 0 and abs(x) < 1e-290)
               or (x == 0 and math.copysign(1, x) < 0) for x in _numbers(call.args))


def _all_edges():
    return (_aabb3_overlap_edges() + _sphere_hit_edges() + _closest_point_edges() +
            _sphere_aabb_hit_edges() + _aabb_of_edges() + _bounding_edges())


def edges():
    """The hand-picked edge cases of sane size: ties, flat and point boxes, infinities, NaN."""
    return [c for c in _all_edges() if not at_the_range_ends(c)]


def edges_at_the_range_ends():
    """The hand-picked edge cases at the ends of the double range, and signed zeros."""
    return [c for c in _all_edges() if at_the_range_ends(c)]


def tiny():
    """Subnormal and 1e-170-sized inputs, where every answer is within the default absolute
    tolerance of 0: this check compares them relatively (grading.py)."""
    o = (0, 0, 0)
    tiny_box = (o, (1e-170, 1e-170, 1e-170))
    subnormal = [o, (3 * TINY, 4 * TINY, 0), (TINY, 0, -TINY)]
    small = [o, (3e-170, 4e-170, 0), (0, -4e-170, 3e-170), (1e-170, 1e-170, 1e-170)]
    return [aabb3_overlap(((-1, -1, -1), (0, 1, 1)), ((TINY, -1, -1), (1, 1, 1)),
                          label="a gap of 2^-1074"),
            sphere_hit((o, 1), ((3 * TINY, 0, 4 * TINY), 1), label="centres 5 * 2^-1074 apart"),
            sphere_hit((o, 1), ((0, -4 * TINY, -3 * TINY), 1),
                       label="centres 5 * 2^-1074 apart, negative"),
            sphere_hit((o, 0.5e-160), (o, 0.5e-160), label="a radius sum of 1e-160, one centre"),
            sphere_hit(((1e-170, 0, 0), 1e-170), ((1e-170, 0, 0), 1e-170),
                       label="a radius sum of 2e-170, one centre"),
            sphere_hit((o, TINY), (o, TINY), label="radii 2^-1074, one centre"),
            sphere_hit((o, 1e-170), ((0, 2e-170, 0), 1e-170), label="radii 1e-170, touching"),
            sphere_hit((o, 1e-170), ((1e-170, 0, 0), 1e-170), label="radii 1e-170, 1e-170 apart"),
            sphere_hit((o, 3e-170), ((2e-170, 3e-170, 6e-170), 4.5e-170),
                       label="radii 3e-170 and 4.5e-170, (2, 3, 6)e-170 apart"),
            closest_point(((TINY, 0, 0), (1, 1, 1)), o, label="a face at 2^-1074"),
            closest_point(tiny_box, (-1, 0.5e-170, 3e-170), label="a box 1e-170 wide"),
            sphere_aabb_hit(((-1, -1, -1), o), ((3 * TINY, -0.5, 4 * TINY), 1),
                            label="5 * 2^-1074 beyond an edge"),
            sphere_aabb_hit(((0, 0, 0), (1, 1, 1)), ((-1e-170, 0.5, 0.5), 2e-170),
                            label="radius 2e-170 beyond a face"),
            sphere_aabb_hit(tiny_box, ((2e-170, 0.5e-170, 0.5e-170), 1e-170),
                            label="radius 1e-170, touching a box 1e-170 wide"),
            sphere_aabb_hit(tiny_box, ((0.5e-170, 0.4e-170, 0.5e-170), 1e-170),
                            label="inside a box 1e-170 wide"),
            aabb_of(aligned(o, (TINY, TINY, TINY)), label="half-extents 2^-1074"),
            aabb_of(make_obb(o, (1e-170, 2e-170, 3e-170), turn((0, 0, 1), 30)),
                    label="half-extents near 1e-170, turned"),
            bounding_aabb(subnormal, label="subnormal"),
            bounding_sphere(subnormal, label="subnormal"),
            bounding_aabb(small, label="1e-170 apart"),
            bounding_sphere(small, label="1e-170 apart"),
            bounding_sphere([(0.1e-297, 0.2e-297, 0), (1e-297, 0, 0), (-1e-297, 0.3e-297, 0),
                             (0, 0.9e-297, 0.5e-297)],
                            label="near 1e-297, where every squared distance is 0")]


# --- random cases ------------------------------------------------------------------------------

def grid_box(r, lo=-3, hi=3, step=1):
    """A valid box on the integer grid (flat on an axis now and then)."""
    lows, highs = [], []
    for _ in range(3):
        a, b = sorted((grid(r, lo, hi, step), grid(r, lo, hi, step)))
        lows.append(a)
        highs.append(b)
    return (tuple(lows), tuple(highs))


def pythagorean(r, scale):
    """(2, 3, 6) * scale, its coordinates in some order and with random signs: 7 * scale long."""
    v = list((2 * scale, 3 * scale, 6 * scale))
    r.shuffle(v)
    return tuple(c * r.choice((-1, 1)) for c in v)


def random():
    r = rng("08-bounds3d")
    out = []
    for i in range(60):
        out.append(aabb3_overlap(grid_box(r), grid_box(r), label=f"random boxes {i}"))
    for i in range(40):
        scale = r.choice((0.5, 1, 2))
        a = tuple(grid(r, -3, 3) for _ in range(3))
        d = pythagorean(r, scale) if i % 8 else (0, 0, 0)
        ra = grid(r, 0, 7 * scale)
        rb = max(0.0, 7 * scale - ra + r.choice((-0.5, 0, 0, 0.5)) * scale)
        b = tuple(x + y for x, y in zip(a, d))
        out.append(sphere_hit((a, ra), (b, rb), label=f"random spheres {i}"))
    for i in range(60):
        box = grid_box(r)
        if r.random() < 0.3:          # a centre inside the box (or on its boundary)
            centre = tuple(grid(r, lo, hi) for lo, hi in zip(*box))
            radius = grid(r, 0, 2)
        elif r.random() < 0.5:        # beyond a corner by (2, 3, 6) / 2: touching at 3.5
            corner = tuple(r.choice(pair) for pair in zip(*box))
            d = pythagorean(r, 0.5)
            away = tuple(abs(c) * (1 if c0 == hi else -1) if lo != hi else c
                         for c, c0, lo, hi in zip(d, corner, *box))
            centre = tuple(c + a for c, a in zip(corner, away))
            radius = 3.5 + r.choice((-0.5, 0, 0.5))
        else:
            centre = tuple(grid(r, -5, 5) for _ in range(3))
            radius = grid(r, 0, 3)
        out.append(sphere_aabb_hit(box, (centre, radius), label=f"random sphere and box {i}"))
    for i in range(20):
        p = tuple(grid(r, -5, 5) for _ in range(3))
        out.append(closest_point(grid_box(r), p, label=f"random point {i}"))
    for i in range(20):
        centre = tuple(grid(r, -3, 3) for _ in range(3))
        half = tuple(grid(r, 0, 2) for _ in range(3))
        out.append(aabb_of(make_obb(centre, half, unit_quaternion(r)), label=f"random turned box {i}"))
    for i in range(60):
        points = [tuple(float(r.randint(-3, 3)) for _ in range(3))
                  for _ in range(r.randint(1, 8))]
        fn = bounding_aabb if i % 3 == 0 else bounding_sphere
        out.append(fn(points, label=f"random cloud {i}"))
    return out
