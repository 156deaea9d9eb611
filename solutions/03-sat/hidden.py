"""Lesson 03's hidden cases: hand-picked edge cases (core, then precision) and seeded random
convex polygons."""

from solutions.common.hidden import NAN, convex_polygon, rng

from .grading import sat_hit


def edges():
    tri = [(0, 0), (4, 0), (0, 3)]
    sq = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
    return [sat_hit(tri, [(1, 1), (2, 1), (1, 2)], label="inside a triangle"),
            sat_hit(sq, [(0.5, 0.5), (3, 0.5), (3, 3)], label="corner in"),
            sat_hit(sq, [(1, -3), (3, -3), (3, 3), (1, 3)], label="touching a long edge"),
            sat_hit(sq, [(0, 0), (0, 0), (0, 0)], label="a degenerate polygon (all vertices equal)"),
            sat_hit(sq, [(-3, 0), (3, 0), (0, 0.5)], label="a thin triangle across"),
            sat_hit([(NAN, 0), (1, 0), (0, 1)], sq, label="a NaN vertex"),
            sat_hit([(0, 0), (1, 0)], [(0, 0)], label="both too small")]


def edges_precision():
    """The ends of the double range: huge coordinates and an edge whose squared length
    underflows (the chapter's precision aside)."""
    sq = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
    return [sat_hit([(x * 1e160, y * 1e160) for x, y in sq],
                    [(x * 1e160 + 1.5e160, y * 1e160) for x, y in sq],
                    label="squares of half-size 1e160"),
            sat_hit([(-1, -1), (0, -1), (1e-170, -1), (1, -1), (1, 1), (-1, 1)],
                    [(0.5, -1), (2.5, -1), (2.5, 1), (0.5, 1)], label="an edge 1e-170 long")]


def random():
    r = rng("03-sat")
    out = []
    for i in range(60):
        a = convex_polygon(r, (0, 0), r.uniform(0.5, 2), r.randint(3, 8), r.random() < 0.5)
        b = convex_polygon(r, (r.uniform(-3, 3), r.uniform(-3, 3)), r.uniform(0.5, 2),
                           r.randint(3, 8), r.random() < 0.5)
        out.append(sat_hit(a, b, label=f"random pair {i}"))
    return out
