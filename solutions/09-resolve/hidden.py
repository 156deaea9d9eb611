"""Lesson 09's hidden cases: hand-picked edge cases and seeded random pairs and piles."""

import math

from solutions.common.hidden import INF, NAN, convex_polygon, rng

from .grading import FLOOR, BOX1, COLUMN, NZ, WALL, box, resolve, sat_push_out, separate, \
    square

DBL_MAX, DENORM_MIN, INT_MAX, INT_MIN = 1.7976931348623157e308, 5e-324, 2**31 - 1, -2**31


def separate_edges():
    # The dynamic bodies here have no zero coordinate, so that only a static one can lose the
    # sign of a zero (the check compares zeros with their sign).
    box_in = square(0.5, 0.5, 0.25, 1)
    r = math.sqrt(0.5)
    out = [separate(square(0, 0, 1, 1), square(1.5, 0.25, 1, INF), (False, (1, 0), 0.5),
                    label="an infinite inv_mass, no hit")]
    for normal in ((0, 1), (0, -1), (r, r), (-r, -r), (r, -r)):
        push = (True, normal, 0.25)
        out += [separate(WALL, box_in, push, label=f"the -0.0 wall first, normal {normal}"),
                separate(box_in, WALL, push, label=f"the -0.0 wall second, normal {normal}")]
    return out + [
        separate(WALL, box_in, (False, (-1, 0), 0.25), label="no hit beside a -0.0 wall"),
        separate(square(0, 0, 1, NZ), WALL, (True, (1, 0), 0.5), label="inv_mass -0.0 both"),
        separate(square(0, 0, 1, 1), WALL, (True, (-1, 0), NAN), label="a NaN depth"),
        separate(([(-1, -1), (INF, -1), (1, 1)], 1), square(1.5, 0.25, 1, 1),
                 (True, (0.6, 0.8), 0.5), label="an infinite vertex")]


def _separate_at_the_range_ends():
    a, b = square(0, 0, 1, 1e308), square(1.5, 0.25, 1, 1e-308)
    return [
        separate(square(0, 0, 1, -1e-300), square(1.5, 0.25, 1, 1), (True, (1, 0), 0.5),
                 label="inv_mass -1e-300"),
        separate(a, b, (True, (1, 0), 0.5), label="inv_mass 1e308 against 1e-308"),
        separate(square(0, 0, 1, 1e308), square(1.5, 0.25, 1, 1.5e308), (True, (0.6, 0.8), 0.5),
                 label="inv_mass 1e308 and 1.5e308, whose sum overflows"),
        separate(square(0, 0, 1, DENORM_MIN), square(1.5, 0.25, 1, 1), (True, (1, 0), 0.5),
                 label="a subnormal inv_mass against 1"),
        separate(square(0, 0, 1, 1), square(1.5, 0.25, 1, 3), (True, (0.6, 0.8), 1e300),
                 label="a depth of 1e300"),
        separate(square(0, 0, 1, 1), square(1.5, 0.25, 1, 1), (True, (0.6, 0.8), DENORM_MIN),
                 label="a subnormal depth")]


def resolve_edges():
    # A -0.0 wall (static) with boxes inside it from the left, right, below and above, listed
    # before it and after it: its corners keep their -0.0 whichever way it is pushed.
    around = [square(-0.2, 0.5, 0.35, 1), square(1.2, 0.45, 0.35, 0.5),
              square(0.45, -0.2, 0.3, 2), square(0.55, 1.15, 0.3, 1)]
    nan_body = ([(0, -0.25), (NAN, -0.25), (0, 0.5)], 1)
    inf_body = ([(1, -0.25), (INF, -0.25), (1, 0.5)], 1)
    return [
        resolve([WALL] + around, 10, 0.01, label="a -0.0 wall listed first"),
        resolve(around + [WALL], 10, 0.01, label="a -0.0 wall listed last"),
        resolve(COLUMN, INT_MAX, 0.01, label="max_passes INT_MAX, settles"),
        resolve([square(0, 0.5, 0.5, 1), FLOOR], INT_MAX, 0.01,
                label="max_passes INT_MAX, settled already"),
        resolve(COLUMN, INT_MIN, 0.01, label="max_passes INT_MIN"),
        resolve(COLUMN, 0, 0, label="max_passes 0, slop 0: nothing moves"),
        resolve([], -1, 0.01, label="no bodies, max_passes -1"),
        resolve([FLOOR, nan_body, inf_body], 10, 0.01, label="NaN and infinite coordinates"),
        resolve([FLOOR, nan_body, BOX1, inf_body], 10, 0.01,
                label="NaN and infinite coordinates beside a box to push"),
        resolve([FLOOR, square(2, 0.25, 0.5, 0), square(2, 0.5, 0.5, 0)], 10, 0.01,
                label="static bodies only, overlapping")]


def _resolve_at_the_range_ends():
    return [
        resolve(COLUMN, 10, DBL_MAX, label="slop the largest double"),
        resolve([FLOOR, BOX1], 10, DENORM_MIN, label="a subnormal slop"),
        resolve([FLOOR, BOX1], 10, NZ, label="slop -0.0"),
        resolve(COLUMN + [square(4, 4, 1, -1e-300)], 10, 0.01, label="inv_mass -1e-300"),
        resolve([square(0, 0, 1, 1e308), square(1.5, 0.25, 1, 1e-308), FLOOR], 10, 0.01,
                label="inv_mass 1e308 against 1e-308")]


def edges_at_the_range_ends():
    """The precision tier's edge cases: inverse masses, depths and slops of 1e300 and beyond,
    subnormal, or -0.0 (the static wall's -0.0 is the lesson's own subject, in the core)."""
    return _separate_at_the_range_ends() + _resolve_at_the_range_ends()


def _body(r, centre):
    shape = convex_polygon(r, centre, r.uniform(0.5, 1.5), r.randint(3, 8), r.random() < 0.5)
    return (shape, 0 if r.random() < 0.25 else r.uniform(0.1, 4))


def random_pairs():
    r = rng("09-resolve/pairs")
    out = []
    for i in range(60):
        (a, wa), (b, wb) = _body(r, (0, 0)), _body(r, (r.uniform(-2, 2), r.uniform(-2, 2)))
        out.append(separate((a, wa), (b, wb), sat_push_out(a, b), label=f"random pair {i}"))
    return out


def random_piles():
    # 3 to 9 polygons with centres in a 6 x 6 square and a static -0.0 wall among them; slop
    # never 0 (pushed to touching, a pair may count again or not as rounding decides).
    r = rng("09-resolve/piles")
    out = []
    for i in range(40):
        pile = [_body(r, (r.uniform(-3, 3), r.uniform(-3, 3))) for _ in range(r.randint(3, 9))]
        pile.insert(r.randint(0, len(pile)), WALL)
        out.append(resolve(pile, r.randint(1, 12), r.uniform(0.001, 0.1),
                           label=f"random pile {i}"))
    return out
