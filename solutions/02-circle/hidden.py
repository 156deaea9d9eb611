"""Lesson 02's hidden cases: hand-picked edge cases and seeded random ones."""

from solutions.common.hidden import INF, grid, rng

from .grading import circle_hit


def edges():
    return [circle_hit((0, 0), 0, (0, 0), 0, label="two points at the same place"),
            circle_hit((0, 0), 0, (1, 0), 1, label="a point on a circle"),
            circle_hit((0, 0), 0, (0.5, 0), 1, label="a point inside a circle"),
            circle_hit((1e6, 1e6), 1, (1e6 + 1, 1e6 + 1), 1, label="far from the origin"),
            circle_hit((0, 0), 1, (0, 1.999999), 1, label="almost touching, above"),
            circle_hit((0, 0), 1, (0, 0), 1, label="equal circles")]


def edges_precision():
    """The ends of the double range (the chapter's Precision aside): infinities, a signed
    zero, and circles whose squares overflow or underflow."""
    return [circle_hit((0, 0), 1, (INF, 0), 1, label="infinite centre"),
            circle_hit((0, 0), 1, (0.5, 0), -0.0, label="radius -0"),
            circle_hit((0, 0), 1, (3e-162, 4e-162), 1, label="centres 5e-162 apart"),
            circle_hit((0, 0), 1, (0, 1e-170), 1, label="centres 1e-170 apart"),
            # Where (r1 + r2)^2 is not plain, the squares cannot decide (square_range.hpp):
            circle_hit((0, 0), 1e200, (1e160, 0), 1e200, label="huge circles 1e160 apart"),
            circle_hit((0, 0), INF, (3e300, 4e300), 1, label="an infinite radius reaching 5e300"),
            circle_hit((0, 0), 1e-170, (0, 0), 1e-170, label="tiny circles, equal centres"),
            circle_hit((0, 0), 1e-170, (0, -1.5e-170), 1e-170, label="tiny circles overlapping")]


def random():
    r = rng("02-circle")
    out = []
    for i in range(80):
        c1 = (grid(r, -3, 3), grid(r, -3, 3))
        c2 = (grid(r, -3, 3), grid(r, -3, 3))
        out.append(circle_hit(c1, grid(r, 0, 3), c2, grid(r, 0, 3), label=f"random pair {i}"))
    return out
