"""Lesson 05's hidden cases: hand-picked edge cases and seeded random boxes."""

from solutions.common.hidden import rng

from .grading import brute_force_pairs, sort_and_sweep_pairs


def edges():
    same_minx = [(0, i, 1, i + 0.5) for i in range(5)]
    chain = [(i, 0, i + 1, 1) for i in range(6)]
    out = []
    for fn in (brute_force_pairs, sort_and_sweep_pairs):
        out += [fn(same_minx, label="equal minx, apart in y"),
                fn(chain, label="a chain of touching boxes"),
                fn([(0, 0, 10, 10)] + [(i, i, i + 0.5, i + 0.5) for i in range(9)],
                   label="one big box over many small ones"),
                fn([(0, 0, 1, 1), (0.5, 0, 0.2, 1)], label="an inverted box")]
    return out


def random():
    r = rng("05-broad")
    out = []
    for n in (10, 40, 150):
        items = []
        for _ in range(n):
            x, y = r.uniform(0, 20), r.uniform(0, 20)
            items.append((x, y, x + r.uniform(0, 2), y + r.uniform(0, 2)))
        items += [items[r.randrange(n)] for _ in range(3)]          # exact duplicates
        for fn in (brute_force_pairs, sort_and_sweep_pairs):
            out.append(fn(items, label=f"{len(items)} random boxes"))
    return out
