"""Lesson 01's hidden cases: hand-picked edge cases and seeded random boxes."""

from solutions.common.hidden import INF, NAN, box, rng

from .grading import overlap, penetration


def edges():
    return [overlap((0, 0, 0, 0), (0, 0, 0, 0), label="two equal points"),
            overlap((0, 0, 1, 1), (0, 1.0000000001, 1, 2), label="a hair apart in y"),
            overlap((0, 0, 1, 1), (0, 0, NAN, 1), label="NaN max"),
            overlap((0, 1, 1, 0), (0, 0, 1, 1), label="miny above maxy"),
            penetration((0, 0, 1, 1), (1, 1, 2, 2), label="touching corner"),
            penetration((0, 0, 1, 1), (0, 1, 1, 0), label="second box inverted"),
            penetration((-2, -2, 2, 2), (-2, -2, 2, 2), label="identical"),
            penetration((0, 0, 4, 1), (3, -5, 10, 5), label="crossing strips")]


def edges_precision():
    """The ends of the double range: infinities and the smallest doubles."""
    return [overlap((0, 0, 1, 1), (-INF, -1, INF, 2), label="an infinite box"),
            overlap((0, 0, 1, 1), (1e-300, 1e-300, 2, 2), label="a tiny overlap"),
            overlap((INF, 0, INF, 1), (INF, 0, INF, 1), label="an interval [inf, inf]"),
            penetration((-INF, 0, INF, 1), (-INF, 0, 5, 1), label="unbounded on x")]


def random():
    r = rng("01-aabb")
    out = []
    for i in range(60):
        a, b = box(r), box(r)
        out.append(overlap(a, b, label=f"random pair {i}"))
        out.append(penetration(a, b, label=f"random pair {i}"))
    return out
