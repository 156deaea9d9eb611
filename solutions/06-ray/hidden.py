"""Lesson 06's hidden cases: hand-picked edge cases and seeded random rays."""

from solutions.common.hidden import INF, box, grid, rng

from .grading import ray_aabb


def edges():
    b = (-1, -1, 1, 1)
    return [ray_aabb((-1, -3), (0, 1), b, label="along the left side"),
            ray_aabb((-3, 1), (1, 0), b, label="along the top"),
            ray_aabb((-3, -3), (1, 1), b, label="through a corner"),
            ray_aabb((-3, 2), (1, -1), b, label="grazing a corner"),
            ray_aabb((1, 0), (1, 0), b, label="leaving from the edge"),
            ray_aabb((5, 0), (-1, 0), b, label="from the right, leftwards"),
            ray_aabb((0, 0), (1, 0), (0, 0, 0, 0), label="a point box at the origin"),
            ray_aabb((-3, 0), (INF, 0), b, label="infinite direction")]


def edges_precision():
    """The ends of the double range: directions so short that t is huge or overflows."""
    b = (-1, -1, 1, 1)
    return [ray_aabb((-3, 0), (1e-300, 0), b, label="a tiny direction"),
            ray_aabb((-3, 0), (2 ** -1000, 0), b, label="a tinier direction, t = 2^1001"),
            ray_aabb((-1, 3), (2 ** -1070, -(2 ** -1068)), b,
                     label="a subnormal direction, t beyond DBL_MAX")]


def random():
    r = rng("06-ray")
    out = []
    for i in range(80):
        o = (grid(r, -4, 4), grid(r, -4, 4))
        d = (grid(r, -2, 2), grid(r, -2, 2))
        out.append(ray_aabb(o, d, box(r, -2, 2), label=f"random ray {i}"))
    return out
