"""Lesson 05's grade: both broad phases on the chapter's cases, their hidden cases (hidden.py)
and the driver's file. The answer is the pairs, in order, and the number of checks made."""

from grader.declare import function, hidden, integer, output, pair, struct, test, vector
from solutions.common.grading import Aabb

PairScan = struct("PairScan", pairs=vector(pair(integer, integer)), checks=integer)
brute_force_pairs = function("brute_force_pairs", PairScan, boxes=vector(Aabb))
sort_and_sweep_pairs = function("sort_and_sweep_pairs", PairScan, boxes=vector(Aabb))

SMALL = [(0, 0, 2, 2), (1, 1, 3, 3), (5, 5, 6, 6), (2, 0, 4, 1), (-1, -1, 0, 0), (10, 0, 11, 1)]


@test(2, "brute_force_pairs: the pairs and n(n-1)/2 checks")
def _():
    return [brute_force_pairs(SMALL, label="six boxes"),
            brute_force_pairs([], label="no boxes"),
            brute_force_pairs(SMALL[:1], label="one box")]


@test(2, "sort_and_sweep_pairs: the same pairs, fewer checks")
def _():
    return [sort_and_sweep_pairs(SMALL, label="six boxes"),
            sort_and_sweep_pairs(SMALL[::-1], label="six boxes, reversed"),
            sort_and_sweep_pairs([], label="no boxes")]


@test(1, "sort_and_sweep_pairs: touching counts, ties by index")
def _():
    touching = [(1, 0, 2, 1), (0, 0, 1, 1), (0, 5, 1, 6), (2, 0, 3, 1)]
    return [sort_and_sweep_pairs(touching, label="boxes touching along x"),
            sort_and_sweep_pairs([(0, 0, 1, 1)] * 3, label="three equal boxes")]


hidden(1, "both: hidden edge cases", "edges")
hidden(2, "both: random boxes (hidden seed)", "random")

output(1, "05-broad.txt")
output(1, "05-broad.png")
