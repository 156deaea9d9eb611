// Lesson 06: the five rays the driver shoots, one test each, with the reasoning in the name.
#include <cmath>

#include "ray_checks.hpp"

using collide::Aabb;
using course::check_hit;
using course::check_miss;

namespace {

const Aabb kBox = {-1, -1, 1, 1};

} // namespace

TEST_CASE("r1: o=(-3,0) d=(1,0) enters the left edge at t = 2", "[reread:A worked example]") {
    check_hit({-3, 0}, {1, 0}, kBox, 2);
}

TEST_CASE("r2: o=(-3,3) d=(1,0) passes above the box", "[reread:A worked example]") {
    check_miss({-3, 3}, {1, 0}, kBox);
}

TEST_CASE("r3: o=(0,0) d=(1,0) starts inside, so t = 0", "[reread:A worked example]") {
    check_hit({0, 0}, {1, 0}, kBox, 0);
}

TEST_CASE("r4: o=(-3,-3) along the diagonal reaches the corner (-1,-1) at t = 2 sqrt 2",
          "[reread:A worked example]") {
    const double s = 0.7071067811865476;
    check_hit({-3, -3}, {s, s}, kBox, 2 * std::sqrt(2.0));
}

TEST_CASE("r5: o=(3,0) d=(1,0) has the box behind it: a miss", "[reread:A worked example]") {
    check_miss({3, 0}, {1, 0}, kBox);
}
