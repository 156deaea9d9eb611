"""What every lesson's hidden cases share: the seed (here only: the student edition has no
solutions/) and the random draws built on it."""

import math
import random

SEED = 20261130          # the random cases' seed: changing it changes every random case
NAN, INF = float("nan"), float("inf")


def rng(lesson_id):
    """The lesson's own random stream (Python's random: the same on every platform)."""
    return random.Random(f"{SEED}/{lesson_id}")


def grid(r, lo, hi, step=0.5):
    """A coordinate on a coarse grid, so touching and equal values come up often."""
    return r.randint(int(lo / step), int(hi / step)) * step


def box(r, lo=-4, hi=4):
    """A valid axis-aligned box (minx, miny, maxx, maxy) on the grid."""
    x0, x1 = sorted((grid(r, lo, hi), grid(r, lo, hi)))
    y0, y1 = sorted((grid(r, lo, hi), grid(r, lo, hi)))
    return (x0, y0, x1, y1)


def convex_polygon(r, center, radius, count, clockwise=False):
    """@p count vertices on a circle at sorted random angles: convex by construction."""
    angles = sorted(r.uniform(0, 2 * math.pi) for _ in range(count))
    pts = [(center[0] + radius * math.cos(a), center[1] + radius * math.sin(a)) for a in angles]
    return pts[::-1] if clockwise else pts
