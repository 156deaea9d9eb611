// Lesson 06: each rule of ray_aabb, on rays whose answers can be worked out by hand.
#include <cmath>

#include "ray_checks.hpp"
#include "special_values.hpp"

using course::kInf;
using course::kNaN;

using collide::Aabb;
using collide::Vec2;
using course::check_hit;
using course::check_miss;

namespace {

const Aabb kBox = {-1, -1, 1, 1};
const double kNan = kNaN;

} // namespace

TEST_CASE("a ray pointing at the box hits where it enters", "[reread:The slab idea]") {
    check_hit({-3, 0}, {1, 0}, kBox, 2);          // from the left
    check_hit({0.5, 5}, {0, -1}, kBox, 4);        // from above, straight down
    check_hit({-3, -1.5}, {2, 1}, kBox, 1);       // slanted: enters at (-1, -0.5)
    check_hit({2, 3}, {-1, -2}, {0, 0, 4, 4}, 0); // another box, origin inside
}

TEST_CASE("negative direction components swap the slab's near and far planes",
          "[reread:The slab idea]") {
    check_hit({3, 0}, {-1, 0}, kBox, 2);          // from the right, going left
    check_hit({0.5, 4}, {0, -2}, kBox, 1.5);      // t in units of d = (0, -2)
    check_hit({3, 2.5}, {-1, -1}, kBox, 2);       // x: [2, 4], y: [1.5, 3.5], enters at (1, 0.5)
    check_hit({-0.5, -3}, {0.25, 1}, kBox, 2);    // x: [-2, 6], y: [2, 4]
    check_miss({3, 2.5}, {-1, 1}, kBox);          // going left and up, passes above
}

TEST_CASE("t is measured in units of d, which need not be unit length", "[reread:Conventions]") {
    check_hit({-3, 0}, {2, 0}, kBox, 1);
    check_hit({-3, 0}, {0.5, 0}, kBox, 4);
    check_hit({-3, 0}, {1e-3, 0}, kBox, 2000);
    check_hit({-3, -1.5}, {4, 2}, kBox, 0.5);     // twice the d of a test above: half the t
}

TEST_CASE("a box behind the ray is a miss, not a hit at negative t", "[reread:Conventions]") {
    check_miss({3, 0}, {1, 0}, kBox);             // the driver's fifth ray
    check_miss({0, -5}, {0, -1}, kBox);
    check_miss({3, 3}, {1, 1}, kBox);
    check_miss({-2, 0.5}, {-1, 0}, kBox);
}

TEST_CASE("an origin inside the box, or on its boundary, gives t = 0", "[reread:Conventions]") {
    check_hit({0, 0}, {1, 0}, kBox, 0);
    check_hit({0.5, -0.3}, {-1, 2}, kBox, 0);
    check_hit({1, 0}, {1, 0}, kBox, 0);           // on the right edge, leaving
    check_hit({1, 1}, {1, 1}, kBox, 0);           // on a corner, leaving
    check_hit({-1, 0.5}, {1, 0}, kBox, 0);        // on the left edge, entering
}

TEST_CASE("a zero direction component: inside the slab the ray can hit",
          "[reread:A zero component]") {
    check_hit({0.5, -4}, {0, 1}, kBox, 3);
    check_hit({-4, 0.99}, {1, 0}, kBox, 3);
    check_hit({0.5, 4}, {0, -0.5}, kBox, 6);
}

TEST_CASE("a zero direction component: outside the slab the ray misses",
          "[reread:A zero component]") {
    check_miss({1.5, -4}, {0, 1}, kBox);
    check_miss({-4, -1.01}, {1, 0}, kBox);
    check_miss({-1.5, 4}, {0, -1}, kBox);
}

TEST_CASE("a component of -0, as negating (0, 1) gives, is a zero component too",
          "[reread:A zero component]") {
    Vec2 down = -Vec2{0, 1};                      // (-0, -1): x is negative zero
    REQUIRE(std::signbit(down.x));
    check_hit({0.5, 4}, down, kBox, 3);
    check_hit({0, 4}, down, kBox, 3);
    check_miss({1.5, 4}, down, kBox);
    Vec2 left = -Vec2{1, 0};                      // (-1, -0)
    check_hit({4, 0.25}, left, kBox, 3);
    check_miss({4, -1.25}, left, kBox);
}

TEST_CASE("an origin exactly on a slab's line with a zero component grazes along the edge",
          "[reread:A zero component]") {
    check_hit({-4, 1}, {1, 0}, kBox, 3);          // slides along the top edge
    check_hit({-4, -1}, {1, 0}, kBox, 3);         // along the bottom edge
    check_hit({1, -5}, {0, 1}, kBox, 4);          // up the right edge
    check_hit({-1, -5}, {0, 2}, kBox, 2);         // up the left edge, t in units of d
    check_hit({1, 5}, {-0.0, -1}, kBox, 4);       // down the right edge with d.x = -0
    check_hit({1, 0}, {0, 1}, kBox, 0);           // starts on the edge
    check_miss({-4, 1 + 1.0 / 1024}, {1, 0}, kBox);  // just above the top edge
    check_miss({1, 5}, {0, 1}, kBox);             // on the edge's line, going away
}

TEST_CASE("d = (0, 0) hits only from inside, with t = 0", "[reread:A zero component]") {
    check_hit({0, 0}, {0, 0}, kBox, 0);
    check_hit({0.5, -0.5}, {-0.0, 0}, kBox, 0);
    check_hit({1, 1}, {0, 0}, kBox, 0);           // on a corner: the box is closed
    check_miss({2, 0}, {0, 0}, kBox);
    check_miss({0, -1.5}, {0, -0.0}, kBox);
    check_miss({5, 5}, {0, 0}, kBox);
}

TEST_CASE("grazing a corner is a hit; passing just beside it is a miss",
          "[reread:Conventions]") {
    check_hit({0, 2}, {1, -1}, kBox, 1);          // touches (1, 1) and nothing else
    check_hit({-2, 0}, {1, 1}, kBox, 1);          // touches (-1, 1)
    check_hit({-3, -3}, {1, 1}, kBox, 2);         // through the box corner to corner
    check_miss({0, 2.25}, {1, -1}, kBox);         // passes 0.25 beyond (1, 1)
}

TEST_CASE("NaN anywhere is a miss", "[reread:Conventions]") {
    Vec2 o = {-3, 0}, d = {1, 0};                 // this ray hits kBox at t = 2
    check_hit(o, d, kBox, 2);
    check_miss({kNan, 0}, d, kBox);
    check_miss({-3, kNan}, d, kBox);
    check_miss(o, {kNan, 0}, kBox);
    check_miss(o, {1, kNan}, kBox);
    check_miss(o, {kNan, kNan}, kBox);
    check_miss(o, d, {kNan, -1, 1, 1});
    check_miss(o, d, {-1, kNan, 1, 1});
    check_miss(o, d, {-1, -1, kNan, 1});
    check_miss(o, d, {-1, -1, 1, kNan});
    check_miss({0, 0}, {0, 0}, {-1, -1, 1, kNan}); // even from "inside"
}

TEST_CASE("an infinity anywhere is a miss", "[reread:Conventions]") {
    Vec2 o = {-3, 0}, d = {1, 0};
    check_miss({-kInf, 0}, d, kBox);
    check_miss({-3, kInf}, d, kBox);
    check_miss(o, {kInf, 0}, kBox);
    check_miss(o, {1, -kInf}, kBox);
    check_miss(o, d, {-kInf, -1, 1, 1});
    check_miss(o, d, {-1, -1, kInf, 1});
    check_miss(o, d, {-1, -kInf, 1, kInf});
}

TEST_CASE("a box of zero width or height is a segment and can be hit",
          "[reread:Conventions]") {
    const Aabb wall = {0, -1, 0, 1};              // the segment x = 0, -1 <= y <= 1
    check_hit({-3, 0}, {1, 0}, wall, 3);
    check_hit({3, 0.5}, {-2, 0}, wall, 1.5);
    check_hit({0, -5}, {0, 1}, wall, 4);          // along the segment
    check_hit({-1, -2}, {1, 1}, wall, 1);         // touches its end (0, -1)
    check_miss({0.25, -5}, {0, 1}, wall);
    check_miss({-3, 1.5}, {1, 0}, wall);
    const Aabb dot = {0.5, 0.5, 0.5, 0.5};        // a single point
    check_hit({-1.5, -1.5}, {1, 1}, dot, 2);
    check_hit({0.5, 0.5}, {0, 0}, dot, 0);
    check_miss({-1.5, -1.25}, {1, 1}, dot);
}

TEST_CASE("a box with min > max is empty: every ray misses it", "[reread:Conventions]") {
    const Aabb flipped_x = {1, -1, -1, 1};
    const Aabb flipped_y = {-1, 1, 1, -1};
    for (const Aabb& box : {flipped_x, flipped_y}) {
        check_miss({-3, 0}, {1, 0}, box);
        check_miss({3, 0}, {-1, 0}, box);
        check_miss({0, -3}, {0, 1}, box);
        check_miss({0, 0}, {1, 1}, box);
        check_miss({0, 0}, {0, 0}, box);
    }
}

TEST_CASE("a hit always has a finite t: a direction too short to reach the box misses",
          "[precision][reread:The ends of the double range]") {
    collide::RayHit big = collide::ray_aabb({-3, 0}, {1e-300, 0}, kBox);
    INFO("ray o=(-3, 0) d=(1e-300, 0) gave {" << big.hit << ", " << big.t << "}");
    CHECK(big.hit);
    CHECK(std::fabs(big.t / 2e300 - 1) < course::kRoundoff);  // large, but a finite double
    check_miss({-3, 0}, {1e-320, 0}, kBox);        // t = 2e320 is beyond every double
    // o = (-3, -5) along (1, 4) passes the box: the slabs give [2, 4] on x and [1, 1.5] on y.
    // Along (1e-320, 4e-320) both overflow to [inf, inf], which must not make it a hit.
    check_miss({-3, -5}, {1, 4}, kBox);
    check_miss({-3, -5}, {1e-320, 4e-320}, kBox);
    check_miss({-3, -5}, {0x1p-1070, 0x1p-1068}, kBox);
    check_hit({-3, 0}, {0x1p-1000, 0}, kBox, 0x1p1001);  // a subnormal-scale d that hits
    // Beyond DBL_MAX / 2 the answer is not reliable, but a hit's t is still finite.
    collide::RayHit far = collide::ray_aabb({1.7e308, 1.7e308}, {-1, -0.5},
                                            {-1.7e308, -1.7e308, -1.6e308, -1.6e308});
    INFO("far ray gave {" << far.hit << ", " << far.t << "}");
    CHECK((!far.hit || std::isfinite(far.t)));
}
