// Randomized property tests with fixed seeds: overlap() and penetration() against oracles
// written a different way.
#include "aabb_checks.hpp"
#include "course_random.hpp"

#include <algorithm>
#include <cmath>
#include "special_values.hpp"

using course::kNaN;

using collide::Aabb;
using collide::Vec2;
using course::describe;

namespace {

// Pairs whose edges are this close are too near touching for the interval oracles, whose own
// rounding could call them either way; they are left to the grid tests, which are exact.
const double kUndecided = 1e-9;

// A box with whole-number corners on a small grid, so touching and zero sizes happen often.
Aabb grid_box(course::Random& rng) {
    double x = rng.integer(0, 8), y = rng.integer(0, 8);
    return {x, y, x + rng.integer(0, 4), y + rng.integer(0, 4)};
}

// Oracle 1: two closed boxes with whole-number corners overlap exactly when some whole-number
// point lies in both (their common part is again such a box, maybe a single point).
bool contains(const Aabb& box, double x, double y) {
    return box.minx <= x && x <= box.maxx && box.miny <= y && y <= box.maxy;
}
bool share_a_grid_point(const Aabb& a, const Aabb& b) {
    for (int x = 0; x <= 12; ++x)
        for (int y = 0; y <= 12; ++y)
            if (contains(a, x, y) && contains(b, x, y)) return true;
    return false;
}
// The shared width on one axis, counted in grid steps: the whole numbers in both, minus one.
double shared_steps(double amin, double amax, double bmin, double bmax) {
    int count = 0;
    for (int v = 0; v <= 12; ++v)
        if (amin <= v && v <= amax && bmin <= v && v <= bmax) ++count;
    return count - 1;
}

// Oracle 2: two intervals overlap when their centres are no further apart than the sum of
// their half widths; the shared part lies between the middle two of the four sorted ends.
bool intervals_meet(double amin, double amax, double bmin, double bmax) {
    double centres = std::fabs((amin + amax) - (bmin + bmax));  // twice the centre distance
    return centres <= (amax - amin) + (bmax - bmin);             // twice the half widths
}
double middle_gap(double amin, double amax, double bmin, double bmax) {
    double ends[] = {amin, amax, bmin, bmax};
    std::sort(ends, ends + 4);
    return ends[2] - ends[1];
}

} // namespace

TEST_CASE("random grid boxes: overlap agrees with a search for a shared point",
          "[reread:Looking for a gap]") {
    course::Random rng(101);
    int overlapping = 0, touching = 0;
    for (int i = 0; i < 20000; ++i) {
        Aabb a = grid_box(rng), b = grid_box(rng);
        bool expected = share_a_grid_point(a, b);
        bool got = collide::overlap(a, b);
        overlapping += expected;
        touching += expected && (a.maxx == b.minx || b.maxx == a.minx || a.maxy == b.miny ||
                                 b.maxy == a.miny);
        if (got != expected) {
            INFO("pair " << i << ": a = " << describe(a) << ", b = " << describe(b));
            REQUIRE(got == expected);
        }
    }
    // The generator must exercise both answers and the touching case, or this proves little.
    CHECK(overlapping > 2000);
    CHECK(touching > 500);
}

TEST_CASE("random grid boxes: penetration counts the shared grid steps",
          "[reread:How deep they overlap]") {
    course::Random rng(102);
    int compared = 0;
    for (int i = 0; i < 20000; ++i) {
        Aabb a = grid_box(rng), b = grid_box(rng);
        // A pair overlap() gets wrong is the overlap test's failure, not this one's.
        if (collide::overlap(a, b) != share_a_grid_point(a, b)) continue;
        compared += share_a_grid_point(a, b);
        Vec2 got = collide::penetration(a, b);
        Vec2 expected = {0, 0};
        if (share_a_grid_point(a, b))
            expected = {shared_steps(a.minx, a.maxx, b.minx, b.maxx),
                        shared_steps(a.miny, a.maxy, b.miny, b.maxy)};
        if (!course::near(got.x, expected.x) || !course::near(got.y, expected.y)) {
            INFO("pair " << i << ": a = " << describe(a) << ", b = " << describe(b)
                         << ", penetration " << describe(got) << ", expected "
                         << describe(expected));
            REQUIRE(false);
        }
    }
    INFO("overlapping pairs on which overlap() was right, so that penetration() was compared");
    CHECK(compared > 1000);
}

TEST_CASE("random boxes anywhere: overlap and penetration agree with interval oracles",
          "[reread:How deep they overlap]") {
    course::Random rng(103);
    for (int i = 0; i < 20000; ++i) {
        Aabb box[2];
        for (Aabb& b : box) {
            double x = rng.uniform(-100, 100), y = rng.uniform(-100, 100);
            b = {x, y, x + rng.uniform(0, 60), y + rng.uniform(0, 60)};
        }
        const Aabb& a = box[0];
        const Aabb& b = box[1];
        if (std::fabs(a.maxx - b.minx) < kUndecided || std::fabs(b.maxx - a.minx) < kUndecided ||
            std::fabs(a.maxy - b.miny) < kUndecided || std::fabs(b.maxy - a.miny) < kUndecided)
            continue;
        bool expected = intervals_meet(a.minx, a.maxx, b.minx, b.maxx) &&
                        intervals_meet(a.miny, a.maxy, b.miny, b.maxy);
        Vec2 want = {0, 0};
        if (expected)
            want = {middle_gap(a.minx, a.maxx, b.minx, b.maxx),
                    middle_gap(a.miny, a.maxy, b.miny, b.maxy)};
        Vec2 got = collide::penetration(a, b);
        Vec2 got_ba = collide::penetration(b, a);
        bool ok = collide::overlap(a, b) == expected && collide::overlap(b, a) == expected &&
                  course::near(got.x, want.x) && course::near(got.y, want.y) &&
                  course::near(got_ba.x, want.x) && course::near(got_ba.y, want.y);
        if (!ok) {
            INFO("pair " << i << ": a = " << describe(a) << ", b = " << describe(b)
                         << ": overlap " << collide::overlap(a, b) << " (expected " << expected
                         << "), penetration " << describe(got) << " (expected "
                         << describe(want) << ")");
            REQUIRE(ok);
        }
    }
}

TEST_CASE("random invalid boxes overlap nothing", "[reread:Invalid boxes]") {
    course::Random rng(104);
    for (int i = 0; i < 5000; ++i) {
        Aabb good = grid_box(rng);
        Aabb bad = grid_box(rng);
        switch (rng.integer(0, 5)) {
        case 0: bad.minx = kNaN; break;
        case 1: bad.miny = kNaN; break;
        case 2: bad.maxx = kNaN; break;
        case 3: bad.maxy = kNaN; break;
        case 4: bad.maxx = bad.minx - rng.integer(1, 4); break;  // min above max on x
        default: bad.maxy = bad.miny - rng.integer(1, 4); break;  // min above max on y
        }
        Vec2 p = collide::penetration(good, bad);
        Vec2 q = collide::penetration(bad, good);
        bool ok = !collide::overlap(good, bad) && !collide::overlap(bad, good) &&
                  p.x == 0 && p.y == 0 && q.x == 0 && q.y == 0;
        if (!ok) {
            INFO("pair " << i << ": valid " << describe(good) << ", invalid " << describe(bad)
                         << ": penetration " << describe(p) << " and " << describe(q));
            REQUIRE(ok);
        }
    }
}
