"""The hidden cases of grader/manifest.py: calls(lesson_id, "edges" | "random")."""

import math
import random

from ..gradelib import call, polygon
from ..geometry import convex_polygon, obb, obb2, random_unit_quat

SEED = 20261130          # the random cases' seed: changing it changes every random case
NAN, INF = float("nan"), float("inf")


def _rng(lesson_id):
    return random.Random(f"{SEED}/{lesson_id}")


def _grid(rng, lo, hi, step=0.5):
    """A coordinate on a coarse grid, so touching and equal values come up often."""
    return rng.randint(int(lo / step), int(hi / step)) * step


def _box(rng, lo=-4, hi=4):
    x0, x1 = sorted((_grid(rng, lo, hi), _grid(rng, lo, hi)))
    y0, y1 = sorted((_grid(rng, lo, hi), _grid(rng, lo, hi)))
    return (x0, y0, x1, y1)


def aabb_edges():
    return [call("overlap", (0, 0, 0, 0), (0, 0, 0, 0), label="two equal points"),
            call("overlap", (0, 0, 1, 1), (-INF, -1, INF, 2), label="an infinite box"),
            call("overlap", (0, 0, 1, 1), (1e-300, 1e-300, 2, 2), label="a tiny overlap"),
            call("overlap", (0, 0, 1, 1), (0, 1.0000000001, 1, 2), label="a hair apart in y"),
            call("overlap", (0, 0, 1, 1), (0, 0, NAN, 1), label="NaN max"),
            call("overlap", (0, 1, 1, 0), (0, 0, 1, 1), label="miny above maxy"),
            call("overlap", (INF, 0, INF, 1), (INF, 0, INF, 1), label="an interval [inf, inf]"),
            call("penetration", (0, 0, 1, 1), (1, 1, 2, 2), label="touching corner"),
            call("penetration", (0, 0, 1, 1), (0, 1, 1, 0), label="second box inverted"),
            call("penetration", (-2, -2, 2, 2), (-2, -2, 2, 2), label="identical"),
            call("penetration", (0, 0, 4, 1), (3, -5, 10, 5), label="crossing strips")]


def aabb_random():
    rng = _rng("01-aabb")
    out = []
    for i in range(60):
        a, b = _box(rng), _box(rng)
        out.append(call("overlap", a, b, label=f"random pair {i}"))
        out.append(call("penetration", a, b, label=f"random pair {i}"))
    return out


def circle_edges():
    return [call("circle_hit", (0, 0), 0, (0, 0), 0, label="two points at the same place"),
            call("circle_hit", (0, 0), 0, (1, 0), 1, label="a point on a circle"),
            call("circle_hit", (0, 0), 0, (0.5, 0), 1, label="a point inside a circle"),
            call("circle_hit", (1e6, 1e6), 1, (1e6 + 1, 1e6 + 1), 1, label="far from the origin"),
            call("circle_hit", (0, 0), 1, (0, 1.999999), 1, label="almost touching, above"),
            call("circle_hit", (0, 0), 1, (0, 0), 1, label="equal circles"),
            call("circle_hit", (0, 0), 1, (INF, 0), 1, label="infinite centre"),
            call("circle_hit", (0, 0), 1, (0.5, 0), -0.0, label="radius -0"),
            call("circle_hit", (0, 0), 1, (3e-162, 4e-162), 1, label="centres 5e-162 apart"),
            call("circle_hit", (0, 0), 1, (0, 1e-170), 1, label="centres 1e-170 apart")]


def circle_random():
    rng = _rng("02-circle")
    out = []
    for i in range(80):
        c1 = (_grid(rng, -3, 3), _grid(rng, -3, 3))
        c2 = (_grid(rng, -3, 3), _grid(rng, -3, 3))
        out.append(call("circle_hit", c1, _grid(rng, 0, 3), c2, _grid(rng, 0, 3),
                        label=f"random pair {i}"))
    return out


def sat_edges():
    tri = [(0, 0), (4, 0), (0, 3)]
    sq = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
    return [call("sat_hit", polygon(tri), polygon([(1, 1), (2, 1), (1, 2)]), label="inside a triangle"),
            call("sat_hit", polygon(sq), polygon([(0.5, 0.5), (3, 0.5), (3, 3)]), label="corner in"),
            call("sat_hit", polygon(sq), polygon([(1, -3), (3, -3), (3, 3), (1, 3)]),
                 label="touching a long edge"),
            call("sat_hit", polygon(sq), polygon([(0, 0), (0, 0), (0, 0)]),
                 label="a degenerate polygon (all vertices equal)"),
            call("sat_hit", polygon(sq), polygon([(-3, 0), (3, 0), (0, 0.5)]),
                 label="a thin triangle across"),
            call("sat_hit", polygon([(NAN, 0), (1, 0), (0, 1)]), polygon(sq),
                 label="a NaN vertex"),
            call("sat_hit", polygon([(0, 0), (1, 0)]), polygon([(0, 0)]), label="both too small"),
            call("sat_hit", polygon([(x * 1e160, y * 1e160) for x, y in sq]),
                 polygon([(x * 1e160 + 1.5e160, y * 1e160) for x, y in sq]),
                 label="squares of half-size 1e160"),
            call("sat_hit", polygon([(-1, -1), (0, -1), (1e-170, -1), (1, -1), (1, 1), (-1, 1)]),
                 polygon([(0.5, -1), (2.5, -1), (2.5, 1), (0.5, 1)]), label="an edge 1e-170 long")]


def sat_random():
    rng = _rng("03-sat")
    out = []
    for i in range(60):
        a = convex_polygon(rng, (0, 0), rng.uniform(0.5, 2), rng.randint(3, 8), rng.random() < 0.5)
        b = convex_polygon(rng, (rng.uniform(-3, 3), rng.uniform(-3, 3)), rng.uniform(0.5, 2),
                           rng.randint(3, 8), rng.random() < 0.5)
        out.append(call("sat_hit", polygon(a), polygon(b), label=f"random pair {i}"))
    return out


def _boxes(items):
    return (len(items), tuple(tuple(b) for b in items))


def broad_edges():
    same_minx = [(0, i, 1, i + 0.5) for i in range(5)]
    chain = [(i, 0, i + 1, 1) for i in range(6)]
    out = []
    for fn in ("brute_force_pairs", "sort_and_sweep_pairs"):
        out += [call(fn, _boxes(same_minx), label="equal minx, apart in y"),
                call(fn, _boxes(chain), label="a chain of touching boxes"),
                call(fn, _boxes([(0, 0, 10, 10)] + [(i, i, i + 0.5, i + 0.5) for i in range(9)]),
                     label="one big box over many small ones"),
                call(fn, _boxes([(0, 0, 1, 1), (0.5, 0, 0.2, 1)]), label="an inverted box")]
    return out


def broad_random():
    rng = _rng("05-broad")
    out = []
    for i, n in enumerate((10, 40, 150)):
        items = []
        for _ in range(n):
            x, y = rng.uniform(0, 20), rng.uniform(0, 20)
            items.append((x, y, x + rng.uniform(0, 2), y + rng.uniform(0, 2)))
        items += [items[rng.randrange(n)] for _ in range(3)]          # exact duplicates
        for fn in ("brute_force_pairs", "sort_and_sweep_pairs"):
            out.append(call(fn, _boxes(items), label=f"{len(items)} random boxes"))
    return out


def ray_edges():
    box = (-1, -1, 1, 1)
    return [call("ray_aabb", (-1, -3), (0, 1), box, label="along the left side"),
            call("ray_aabb", (-3, 1), (1, 0), box, label="along the top"),
            call("ray_aabb", (-3, -3), (1, 1), box, label="through a corner"),
            call("ray_aabb", (-3, 2), (1, -1), box, label="grazing a corner"),
            call("ray_aabb", (1, 0), (1, 0), box, label="leaving from the edge"),
            call("ray_aabb", (5, 0), (-1, 0), box, label="from the right, leftwards"),
            call("ray_aabb", (0, 0), (1, 0), (0, 0, 0, 0), label="a point box at the origin"),
            call("ray_aabb", (-3, 0), (INF, 0), box, label="infinite direction"),
            call("ray_aabb", (-3, 0), (1e-300, 0), box, label="a tiny direction"),
            call("ray_aabb", (-3, 0), (2 ** -1000, 0), box, label="a tinier direction, t = 2^1001"),
            call("ray_aabb", (-1, 3), (2 ** -1070, -(2 ** -1068)), box,
                 label="a subnormal direction, t beyond DBL_MAX")]


def ray_random():
    rng = _rng("06-ray")
    out = []
    for i in range(80):
        o = (_grid(rng, -4, 4), _grid(rng, -4, 4))
        d = (_grid(rng, -2, 2), _grid(rng, -2, 2))
        out.append(call("ray_aabb", o, d, _box(rng, -2, 2), label=f"random ray {i}"))
    return out


def _mirrored(box, k):
    """The same box with its axis k turned round: a left-handed frame (or right-handed again)."""
    center, axes, half = box
    return (center, tuple(tuple(-c for c in a) if i == k else a for i, a in enumerate(axes)),
            half)


def obb_edges():
    cube = obb((0, 0, 0), (1, 1, 1))
    flat = obb((0, 0, 0), (1, 1, 0))
    q45 = (math.cos(math.pi / 8), 0, 0, math.sin(math.pi / 8))
    out = [call("obb_hit", cube, obb((2, 2, 0), (1, 1, 1)), label="touching along an edge"),
           call("obb_hit", cube, obb((0, 0, 0.5), (1, 1, 0)), label="a flat box inside"),
           call("obb_hit", flat, obb((0, 0, 0), (1, 1, 0)), label="two flat boxes in one plane"),
           call("obb_hit", cube, obb((0, 0, 2.5), (1, 1, 1), q45), label="turned 45 degrees, apart"),
           call("obb_hit", cube, obb((1.8, 0, 0), (1, 1, 1), q45), label="turned 45, overlapping"),
           call("obb_hit", cube, obb((0, 0, 0), (2, 0.5, 0.5)), label="a bar through a cube"),
           call("obb_overlap", cube, obb((2, 2, 0), (1, 1, 1)), label="touching along an edge"),
           call("obb_overlap", flat, obb((0.5, 0, 0), (1, 1, 0)), label="flat, one plane, sharing"),
           call("obb_hit", flat, obb((0, 0, 0), (0, 1, 1)), label="two flat boxes crossing"),
           call("obb_hit", cube, obb((NAN, 0, 0), (1, 1, 1)), label="a NaN centre"),
           call("obb_overlap", cube, obb((0.5, NAN, 0), (1, 1, 1)), label="a NaN centre"),
           call("obb_overlap", cube, obb((0.5, 0, 0), (1, 1, 1)), label="control: no NaN"),
           call("obb2_overlap", obb2((0, 0), 0, (1, 1)), obb2((0.5, 0), 0, (NAN, 1)),
                label="2D: a NaN half-extent"),
           call("obb2_overlap", obb2((0, 0), 0, (1, 1)), obb2((2, 2), 0, (1, 1)),
                label="2D: touching corners"),
           call("obb2_overlap", obb2((0, 0), 0, (1, 1)), obb2((2.3, 0), math.pi / 4, (0.5, 0.5)),
                label="2D: a diamond near a side")]
    return out


def obb_random():
    rng = _rng("07-obb")
    out = []
    for i in range(60):
        a = obb((0, 0, 0), [rng.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(rng))
        b = obb([rng.uniform(-2.5, 2.5) for _ in range(3)], [rng.uniform(0.3, 1.5) for _ in range(3)],
                random_unit_quat(rng))
        out.append(call("obb_hit", a, b, label=f"random pair {i}"))
        out.append(call("obb_overlap", a, b, label=f"random pair {i}"))
    for i in range(20):
        a = obb2((0, 0), rng.uniform(0, 3), (rng.uniform(0.3, 1.5), rng.uniform(0.3, 1.5)))
        b = obb2((rng.uniform(-2.5, 2.5), rng.uniform(-2.5, 2.5)), rng.uniform(0, 3),
                 (rng.uniform(0.3, 1.5), rng.uniform(0.3, 1.5)))
        out.append(call("obb2_overlap", a, b, label=f"random 2D pair {i}"))
    for i in range(12):   # left-handed frames: one axis turned round, the same box
        a = obb((0, 0, 0), [rng.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(rng))
        b = obb([rng.uniform(-1.5, 1.5) for _ in range(3)],
                [rng.uniform(0.3, 1.5) for _ in range(3)], random_unit_quat(rng))
        if i % 2:
            b = _mirrored(b, rng.randrange(3))
        else:
            a = _mirrored(a, rng.randrange(3))
        out.append(call("obb_hit", a, b, label=f"random mirrored pair {i}"))
    return out


_TABLE = {
    ("01-aabb", "edges"): aabb_edges, ("01-aabb", "random"): aabb_random,
    ("02-circle", "edges"): circle_edges, ("02-circle", "random"): circle_random,
    ("03-sat", "edges"): sat_edges, ("03-sat", "random"): sat_random,
    ("05-broad", "edges"): broad_edges, ("05-broad", "random"): broad_random,
    ("06-ray", "edges"): ray_edges, ("06-ray", "random"): ray_random,
    ("07-obb", "edges"): obb_edges, ("07-obb", "random"): obb_random,
}


def calls(lesson_id, name):
    return _TABLE[(lesson_id, name)]()
