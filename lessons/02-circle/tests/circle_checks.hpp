// Helpers shared by the lesson 02 tests: readable results in failure messages and the checks
// most tests make.
#pragma once

#include "circle.hpp"
#include "course_test.hpp"
#include "describe.hpp"

#include <sstream>
#include <string>

namespace course {

/// Checks that circle_hit(c1, r1, c2, r2) is exactly the no-hit result {false, {0, 0}, 0}.
inline void check_no_hit(collide::Vec2 c1, double r1, collide::Vec2 c2, double r2) {
    collide::Hit h = collide::circle_hit(c1, r1, c2, r2);
    INFO("circle_hit(" << describe(c1) << ", " << r1 << ", " << describe(c2) << ", " << r2
                       << ") = " << describe(h) << "; expected no hit {false, (0, 0), 0}");
    CHECK_FALSE(h.hit);
    CHECK(h.normal.x == 0);
    CHECK(h.normal.y == 0);
    CHECK(h.depth == 0);
}

/// Checks that circle_hit(c1, r1, c2, r2) is a hit with the given normal and depth.
inline void check_hit(collide::Vec2 c1, double r1, collide::Vec2 c2, double r2,
                      collide::Vec2 normal, double depth) {
    collide::Hit h = collide::circle_hit(c1, r1, c2, r2);
    INFO("circle_hit(" << describe(c1) << ", " << r1 << ", " << describe(c2) << ", " << r2
                       << ") = " << describe(h) << "; expected {true, " << describe(normal)
                       << ", " << depth << "}");
    CHECK(h.hit);
    CHECK(near(h.normal.x, normal.x));
    CHECK(near(h.normal.y, normal.y));
    CHECK(near(h.depth, depth));
}

} // namespace course
