// Lesson 03: sat_hit on random convex polygons, against an oracle that uses no separating
// axes at all (the Minkowski difference, see minkowski_oracle.hpp).
#include <algorithm>
#include <cmath>

#include "course_test.hpp"
#include "minkowski_oracle.hpp"
#include "random_polygons.hpp"
#include "sat.hpp"

using collide::Hit;
using collide::Polygon;
using collide::sat_hit;
using collide::Vec2;

namespace {

const int kPairs = 1500;
const int kDirections = 1440;        // the brute-force search looks every 0.25 degrees
// Pairs whose Minkowski depth is within this of 0 are too close to touching for the oracle,
// whose own rounding could call them either way; they are left out.
const double kUndecided = 1e-6;
// Two normals of one pair computed with the axes in another order (other winding, a and b
// swapped) agree to this: the order only changes which of two equal depths rounds lower.
const double kSameNormal = 1e-6;
const double kTwoPi = 6.283185307179586;

struct Pair {
    Polygon a, b;
};

Pair random_pair(course::Random& rng) {
    Polygon a = course::random_convex_polygon(rng, course::random_point(rng, 0.5));
    Polygon b = course::random_convex_polygon(rng, course::random_point(rng, 3.0));
    return {a, b};
}

Polygon reversed(const Polygon& p) { return Polygon(p.rbegin(), p.rend()); }

} // namespace

TEST_CASE("random pairs: a hit exactly when the polygons overlap", "[reread:Separating axes]") {
    course::Random rng(2024);
    int overlapping = 0, apart = 0, wrong = 0;
    for (int i = 0; i < kPairs; ++i) {
        Pair p = random_pair(rng);
        course::HalfPlanes d = course::minkowski_difference(p.a, p.b);
        double inside = course::signed_depth(d, {0, 0});   // < 0 when they overlap
        if (std::fabs(inside) < kUndecided) continue;
        Hit h = sat_hit(p.a, p.b);
        bool overlap = inside < 0;
        (overlap ? overlapping : apart)++;
        if (h.hit != overlap && ++wrong <= 3) {
            INFO("pair " << i << ": the polygons " << (overlap ? "overlap" : "are apart")
                         << " by " << std::fabs(inside) << " but hit = " << h.hit);
            CHECK(h.hit == overlap);
        }
        if (!overlap && !h.hit) {
            CHECK(h.depth == 0);
        }
    }
    INFO(overlapping << " overlapping and " << apart << " apart pairs");
    CHECK(wrong == 0);
    CHECK(overlapping > kPairs / 5);   // the generator really makes both kinds
    CHECK(apart > kPairs / 5);
}

TEST_CASE("random pairs: the depth is the shortest way out, no direction gets out sooner",
          "[reread:Containment: when one shadow holds the other]") {
    course::Random rng(77);
    int checked = 0, wrong = 0;
    for (int i = 0; i < kPairs && wrong < 3; ++i) {
        Pair p = random_pair(rng);
        course::HalfPlanes d = course::minkowski_difference(p.a, p.b);
        double inside = course::signed_depth(d, {0, 0});
        if (inside > -kUndecided) continue;                 // apart, or nearly touching
        Hit h = sat_hit(p.a, p.b);
        INFO("pair " << i << ": the shortest way out is " << -inside << "; got hit=" << h.hit
                     << " depth=" << h.depth);
        REQUIRE(h.hit);
        ++checked;
        // No direction of the brute-force search gets out with a shorter push.
        double shortest_found = course::exit_distance(d, {1, 0});
        for (int k = 0; k < kDirections; ++k) {
            double angle = kTwoPi * k / kDirections;
            Vec2 direction = {std::cos(angle), std::sin(angle)};
            shortest_found = std::min(shortest_found, course::exit_distance(d, direction));
        }
        INFO("the shortest push among " << kDirections << " directions: " << shortest_found);
        bool ok = std::fabs(h.depth + inside) < course::kTolerance &&
                  shortest_found > h.depth - course::kTolerance;
        if (!ok) ++wrong;
        CHECK(ok);
    }
    CHECK(checked > kPairs / 5);
}

TEST_CASE("random pairs: the normal is a unit vector along which b has its shortest way out",
          "[reread:Conventions]") {
    course::Random rng(78);
    int checked = 0, wrong = 0;
    for (int i = 0; i < kPairs && wrong < 3; ++i) {
        Pair p = random_pair(rng);
        course::HalfPlanes d = course::minkowski_difference(p.a, p.b);
        double inside = course::signed_depth(d, {0, 0});
        if (inside > -kUndecided) continue;                 // apart, or nearly touching
        Hit h = sat_hit(p.a, p.b);
        INFO("pair " << i << ": the shortest way out is " << -inside << "; got hit=" << h.hit
                     << " normal=(" << h.normal.x << ", " << h.normal.y << ")");
        REQUIRE(h.hit);
        ++checked;
        // Judged against the oracle's shortest way out, not against h.depth: a wrong depth
        // fails the depth's own check, not this one.
        double along_normal = course::exit_distance(d, collide::normalized(h.normal));
        INFO("normal's length " << collide::length(h.normal) << " (want 1); b leaves along it "
                                << "after " << along_normal << " (want " << -inside << ")");
        bool ok = std::fabs(collide::length(h.normal) - 1) < course::kTolerance &&
                  std::fabs(along_normal + inside) < course::kTolerance;
        if (!ok) ++wrong;
        CHECK(ok);
    }
    CHECK(checked > kPairs / 5);
}

TEST_CASE("random pairs: winding does not matter and swapping a and b turns the normal",
          "[reread:Ties and winding]") {
    course::Random rng(99);
    int wrong = 0;
    for (int i = 0; i < kPairs / 3 && wrong < 3; ++i) {
        Pair p = random_pair(rng);
        Hit h = sat_hit(p.a, p.b);
        Hit cw = sat_hit(reversed(p.a), reversed(p.b));
        Hit swapped = sat_hit(p.b, p.a);
        INFO("pair " << i << ": normal (" << h.normal.x << ", " << h.normal.y << ") depth "
                     << h.depth << "; clockwise (" << cw.normal.x << ", " << cw.normal.y
                     << ") " << cw.depth << "; swapped (" << swapped.normal.x << ", "
                     << swapped.normal.y << ") " << swapped.depth);
        bool ok = h.hit == cw.hit && h.hit == swapped.hit &&
                  course::near(h.depth, cw.depth) && course::near(h.depth, swapped.depth) &&
                  collide::length(h.normal - cw.normal) < kSameNormal &&
                  collide::length(h.normal + swapped.normal) < kSameNormal;
        if (!ok) ++wrong;
        CHECK(ok);
    }
}
