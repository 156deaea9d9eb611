// Lesson 05: brute force and sort and sweep, against an independent oracle.
#include <algorithm>
#include <cmath>
#include <sstream>
#include <string>

#include "broad.hpp"
#include "course_test.hpp"
#include "special_values.hpp"

using course::kNaN;

using collide::Aabb;
using collide::PairScan;
using Pairs = std::vector<std::pair<int, int>>;

namespace {

// The six boxes of the README's worked example (index: x range, y range).
std::vector<Aabb> worked_example() {
    return {
        {4, 0, 6, 2},      // 0
        {0, 0, 3, 2},      // 1
        {2, 1, 5, 3},      // 2
        {6, 1, 7, 3},      // 3: touches 0 along x = 6
        {8, 0, 9, 1},      // 4
        {4.5, 5, 5.5, 6},  // 5: above 0 and 2, apart in y
    };
}

// Every pair i < j that overlaps, by definition.
Pairs oracle_pairs(const std::vector<Aabb>& boxes) {
    Pairs out;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i)
        for (int j = i + 1; j < static_cast<int>(boxes.size()); ++j)
            if (collide::boxes_overlap(boxes[i], boxes[j])) out.push_back({i, j});
    return out;
}

// The sweep's checks, counted without sorting: box j is checked by box i when j comes after
// i in the (minx, index) order and starts no further right than i ends.
long long oracle_sweep_checks(const std::vector<Aabb>& boxes) {
    long long checks = 0;
    for (int i = 0; i < static_cast<int>(boxes.size()); ++i) {
        if (!collide::box_is_valid(boxes[i])) continue;
        for (int j = 0; j < static_cast<int>(boxes.size()); ++j) {
            if (j == i || !collide::box_is_valid(boxes[j])) continue;
            bool after = boxes[j].minx > boxes[i].minx ||
                         (boxes[j].minx == boxes[i].minx && j > i);
            if (after && boxes[j].minx <= boxes[i].maxx) ++checks;
        }
    }
    return checks;
}

std::string show(const std::pair<int, int>& p) {
    std::ostringstream s;
    s << "(" << p.first << ", " << p.second << ")";
    return s.str();
}

// Where two pair lists first differ, in words, for the failure message.
std::string first_difference(const Pairs& got, const Pairs& want) {
    for (size_t k = 0; k < got.size() && k < want.size(); ++k)
        if (got[k] != want[k])
            return "at position " + std::to_string(k) + ": got " + show(got[k]) + ", expected " +
                   show(want[k]);
    if (got.size() < want.size())
        return "missing from position " + std::to_string(got.size()) + ": " +
               show(want[got.size()]);
    if (got.size() > want.size())
        return "extra from position " + std::to_string(want.size()) + ": " + show(got[want.size()]);
    return "none";
}

// @p pairs each written (smaller, larger) and sorted: for the checks of which pairs a walk
// finds, so that the order and orientation of the list, which have their own check, do not
// fail them.
Pairs as_set(Pairs pairs) {
    for (auto& p : pairs)
        if (p.first > p.second) std::swap(p.first, p.second);
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

// Random boxes in a small world, so that many overlap. With snap, every coordinate is
// rounded down to a whole number: many equal minx (ties), touching edges and zero-size boxes.
std::vector<Aabb> random_boxes(int n, std::uint64_t seed, double world, bool snap) {
    std::vector<Aabb> boxes = collide::generate_boxes(n, seed, world);
    if (snap)
        for (Aabb& b : boxes) b = {std::floor(b.minx), std::floor(b.miny), std::floor(b.maxx),
                                   std::floor(b.maxy)};
    return boxes;
}


} // namespace

TEST_CASE("brute force: the worked example's pairs, and 15 checks for 6 boxes",
          "[reread:Brute force]") {
    PairScan scan = collide::brute_force_pairs(worked_example());
    Pairs want = {{0, 2}, {0, 3}, {1, 2}};
    CHECK(first_difference(scan.pairs, want) == "none");
    CHECK(scan.checks == 15);
}

TEST_CASE("brute force: checks = n(n-1)/2 for every n", "[reread:Brute force]") {
    for (int n : {0, 1, 2, 3, 200}) {
        INFO("n = " << n);
        long long checks = collide::brute_force_pairs(collide::generate_boxes(n, 1, 20)).checks;
        long long every_pair = static_cast<long long>(n) * (n - 1) / 2;
        CHECK(checks == every_pair);
    }
}




TEST_CASE("sort and sweep: each walk tests the boxes that start before its box ends, then stops",
          "[reread:The idea]") {
    // In input order: 0 = [0,2], 1 = [3,4], 2 = [1,5] (a long box that starts inside box 0
    // and ends beyond it), all on y [0,1]. By minx: 0, 2, 1. The walk from 0 tests 2 and stops
    // at 1 (3 > 2); the walk from 2 tests 1; the walk from 1 has nothing left. Two tests.
    std::vector<Aabb> boxes = {{0, 0, 2, 1}, {3, 0, 4, 1}, {1, 0, 5, 1}};
    PairScan scan = collide::sort_and_sweep_pairs(boxes);
    Pairs found = as_set(scan.pairs);
    INFO("the walks: box 0 tests box 2, then stops at box 1; box 2 tests box 1");
    CHECK(first_difference(found, Pairs{{0, 2}, {1, 2}}) == "none");
    CHECK(scan.checks == 2);
}

TEST_CASE("sort and sweep: boxes that only touch along x are found (the stop is strict)",
          "[reread:The idea]") {
    // B starts exactly where A ends: the walk from A must reach B, not stop at it.
    std::vector<Aabb> boxes = {{1, 0, 2, 1}, {0, 0, 1, 1}};
    PairScan scan = collide::sort_and_sweep_pairs(boxes);
    CHECK(first_difference(as_set(scan.pairs), Pairs{{0, 1}}) == "none");
    CHECK(scan.checks == 1);
    SECTION("and at a corner") {
        std::vector<Aabb> corner = {{0, 0, 1, 1}, {1, 1, 2, 2}};
        Pairs found = collide::sort_and_sweep_pairs(corner).pairs;
        CHECK(first_difference(as_set(found), Pairs{{0, 1}}) == "none");
    }
}

TEST_CASE("sort and sweep: pairs are (smaller index, larger index), sorted",
          "[reread:Sort and sweep]") {
    // In x order the boxes come as 2, 1, 0: every pair is found "backwards".
    std::vector<Aabb> boxes = {{2, 0, 3, 1}, {1, 0, 2.5, 1}, {0, 0, 1.5, 1}};
    PairScan scan = collide::sort_and_sweep_pairs(boxes);
    Pairs want = {{0, 1}, {1, 2}};
    CHECK(first_difference(scan.pairs, want) == "none");
}

TEST_CASE("sort and sweep: the worked example, walk by walk", "[reread:A worked example]") {
    PairScan scan = collide::sort_and_sweep_pairs(worked_example());
    Pairs want = {{0, 2}, {0, 3}, {1, 2}};
    CHECK(first_difference(scan.pairs, want) == "none");
    INFO("walks: box 1 checks 2; box 2 checks 0 and 5; box 0 checks 5 and 3; boxes 5, 3, 4 "
         "check nothing. The box that stops a walk is not counted.");
    CHECK(scan.checks == 5);
}

TEST_CASE("sort and sweep: same pairs as brute force, and the exact checks, on random boxes",
          "[reread:Sort and sweep]") {
    // Stops at the first failing case: one clear message rather than twenty-four.
    bool all_same = true;
    for (std::uint64_t seed = 1; seed <= 12 && all_same; ++seed) {
        for (bool snap : {false, true}) {
            int n = 20 + static_cast<int>(seed) * 15;
            double world = snap ? 8.0 : 6.0 + seed;
            std::vector<Aabb> boxes = random_boxes(n, seed, world, snap);
            PairScan scan = collide::sort_and_sweep_pairs(boxes);
            INFO("seed " << seed << ", " << n << " boxes in a " << world << " world"
                         << (snap ? ", whole-number coordinates (ties and touching)" : ""));
            std::string difference = first_difference(scan.pairs, oracle_pairs(boxes));
            long long want_checks = oracle_sweep_checks(boxes);
            CHECK(difference == "none");
            CHECK(scan.checks == want_checks);
            all_same = all_same && difference == "none" && scan.checks == want_checks;
            if (!all_same) break;
        }
    }
}

TEST_CASE("sort and sweep: far fewer checks than brute force on the lesson's boxes",
          "[reread:Sort and sweep]") {
    std::vector<Aabb> boxes = collide::lesson_boxes();
    REQUIRE(boxes.size() == 200);
    PairScan sweep = collide::sort_and_sweep_pairs(boxes);
    CHECK(first_difference(sweep.pairs, oracle_pairs(boxes)) == "none");
    CHECK(sweep.checks == oracle_sweep_checks(boxes));
    long long every_pair = 200LL * 199 / 2;
    CHECK(sweep.checks * 4 < every_pair);
}

TEST_CASE("no boxes, one box: no pairs and no checks", "[reread:Brute force]") {
    for (int n : {0, 1}) {
        INFO(n << " boxes");
        std::vector<Aabb> boxes = collide::generate_boxes(n, 3, 10);
        CHECK(collide::brute_force_pairs(boxes).pairs.empty());
        CHECK(collide::brute_force_pairs(boxes).checks == 0);
        CHECK(collide::sort_and_sweep_pairs(boxes).pairs.empty());
        CHECK(collide::sort_and_sweep_pairs(boxes).checks == 0);
    }
}

TEST_CASE("invalid boxes overlap nothing: brute force tests them, the sweep leaves them out",
          "[reread:Sort and sweep]") {
    // Boxes 1 (NaN) and 3 (min > max) sit on top of the valid ones.
    std::vector<Aabb> boxes = {{0, 0, 2, 2}, {kNaN, 0, 1, 1}, {1, 1, 3, 3}, {2, 2, 0, 0},
                               {0.5, 0.5, kNaN, 1}};
    PairScan brute = collide::brute_force_pairs(boxes);
    CHECK(first_difference(brute.pairs, Pairs{{0, 2}}) == "none");
    CHECK(brute.checks == 10);
    PairScan sweep = collide::sort_and_sweep_pairs(boxes);
    CHECK(first_difference(sweep.pairs, Pairs{{0, 2}}) == "none");
    INFO("only the two valid boxes are sorted and walked: box 0 checks box 2, once");
    CHECK(sweep.checks == 1);
}
