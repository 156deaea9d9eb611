// Randomized property tests with fixed seeds: circle_hit() against the distance computed
// another way (std::hypot), and the push-out rule checked by moving the second circle.
#include "circle_checks.hpp"
#include "course_random.hpp"

#include <cmath>
#include "special_values.hpp"

using course::kNaN;

using collide::Hit;
using collide::Vec2;
using course::describe;

namespace {

// Pairs whose centre distance is within this of r1 + r2 are too near touching for the
// std::hypot oracle, whose rounding differs from the lesson's squares; they are left out.
const double kUndecided = 1e-9;
// A push this much longer than normal * depth must separate, this much shorter must not.
const double kNudge = 1e-6;

struct Pair {
    Vec2 c1;
    double r1;
    Vec2 c2;
    double r2;
};

std::string describe(const Pair& p) {
    std::ostringstream s;
    s.precision(17);
    s << "c1 " << course::describe(p.c1) << ", r1 " << p.r1 << ", c2 " << course::describe(p.c2)
      << ", r2 " << p.r2;
    return s.str();
}

// The oracle's distance: std::hypot, which neither squares nor shares code with the lesson.
double oracle_distance(Vec2 a, Vec2 b) { return std::hypot(b.x - a.x, b.y - a.y); }

// A pair of circles that overlap: the second centre at a random direction and distance less
// than the radius sum from the first.
Pair overlapping_pair(course::Random& rng) {
    Pair p;
    p.c1 = {rng.uniform(-50, 50), rng.uniform(-50, 50)};
    p.r1 = rng.uniform(0.1, 20);
    p.r2 = rng.uniform(0.1, 20);
    double angle = rng.uniform(0, 6.283185307179586);
    double distance = rng.uniform(0.001, 0.999) * (p.r1 + p.r2);
    p.c2 = {p.c1.x + distance * std::cos(angle), p.c1.y + distance * std::sin(angle)};
    return p;
}

} // namespace

TEST_CASE("random circles: hit, normal and depth agree with the distance from std::hypot",
          "[reread:The test]") {
    course::Random rng(201);
    int hits = 0, misses = 0;
    for (int i = 0; i < 20000; ++i) {
        Pair p = {{rng.uniform(-50, 50), rng.uniform(-50, 50)}, rng.uniform(0, 30),
                  {rng.uniform(-50, 50), rng.uniform(-50, 50)}, rng.uniform(0, 30)};
        double distance = oracle_distance(p.c1, p.c2);
        double reach = p.r1 + p.r2;
        if (std::fabs(distance - reach) < kUndecided) continue;
        Hit h = collide::circle_hit(p.c1, p.r1, p.c2, p.r2);
        bool ok;
        if (distance < reach) {
            ++hits;
            Vec2 towards = {(p.c2.x - p.c1.x) / distance, (p.c2.y - p.c1.y) / distance};
            ok = h.hit && course::near(h.normal.x, towards.x) &&
                 course::near(h.normal.y, towards.y) && course::near(h.depth, reach - distance);
        } else {
            ++misses;
            ok = !h.hit && h.normal.x == 0 && h.normal.y == 0 && h.depth == 0;
        }
        if (!ok) {
            INFO("pair " << i << ": " << describe(p) << ", hypot distance " << distance
                         << ", r1 + r2 " << reach << ": got " << course::describe(h));
            REQUIRE(ok);
        }
    }
    CHECK(hits > 2000);   // both answers must be exercised, or this proves little
    CHECK(misses > 2000);
}

TEST_CASE("random overlaps: moving circle 2 by normal * depth leaves the circles touching",
          "[reread:Which way the normal points]") {
    course::Random rng(202);
    for (int i = 0; i < 20000; ++i) {
        Pair p = overlapping_pair(rng);
        Hit h = collide::circle_hit(p.c1, p.r1, p.c2, p.r2);
        INFO("pair " << i << ": " << describe(p) << ": got " << course::describe(h));
        REQUIRE(h.hit);
        REQUIRE(course::near(std::hypot(h.normal.x, h.normal.y), 1, course::kRoundoff));
        Vec2 moved = {p.c2.x + h.normal.x * h.depth, p.c2.y + h.normal.y * h.depth};
        double after = oracle_distance(p.c1, moved);
        INFO("after the push the centres are " << after << " apart; r1 + r2 = " << p.r1 + p.r2);
        REQUIRE(course::near(after, p.r1 + p.r2));
        // A slightly longer push separates them; a slightly shorter one does not.
        Vec2 further = {moved.x + h.normal.x * kNudge, moved.y + h.normal.y * kNudge};
        REQUIRE_FALSE(collide::circle_hit(p.c1, p.r1, further, p.r2).hit);
        Vec2 shorter = {moved.x - h.normal.x * kNudge, moved.y - h.normal.y * kNudge};
        REQUIRE(collide::circle_hit(p.c1, p.r1, shorter, p.r2).hit);
    }
}

TEST_CASE("random overlaps: swapping the circles flips the normal and keeps the depth",
          "[reread:Which way the normal points]") {
    course::Random rng(203);
    for (int i = 0; i < 20000; ++i) {
        Pair p = overlapping_pair(rng);
        Hit ab = collide::circle_hit(p.c1, p.r1, p.c2, p.r2);
        Hit ba = collide::circle_hit(p.c2, p.r2, p.c1, p.r1);
        bool ok = ab.hit && ba.hit && course::near(ab.normal.x, -ba.normal.x, course::kRoundoff) &&
                  course::near(ab.normal.y, -ba.normal.y, course::kRoundoff) &&
                  course::near(ab.depth, ba.depth);
        if (!ok) {
            INFO("pair " << i << ": " << describe(p) << ": 1 against 2 " << course::describe(ab)
                         << ", 2 against 1 " << course::describe(ba));
            REQUIRE(ok);
        }
    }
}

TEST_CASE("random bad input never hits", "[reread:Bad radii and NaN]") {
    course::Random rng(204);
    for (int i = 0; i < 5000; ++i) {
        Pair p = overlapping_pair(rng);  // would hit, but for the damage below
        switch (rng.integer(0, 5)) {
        case 0: p.r1 = -rng.uniform(0.001, 5); break;
        case 1: p.r2 = -rng.uniform(0.001, 5); break;
        case 2: p.r1 = kNaN; break;
        case 3: p.r2 = kNaN; break;
        case 4: p.c1.x = kNaN; break;
        default: p.c2.y = kNaN; break;
        }
        Hit h = collide::circle_hit(p.c1, p.r1, p.c2, p.r2);
        bool ok = !h.hit && h.normal.x == 0 && h.normal.y == 0 && h.depth == 0;
        if (!ok) {
            INFO("pair " << i << ": " << describe(p) << ": got " << course::describe(h));
            REQUIRE(ok);
        }
    }
}
