// Helpers shared by the lesson 02 tests: the checks most tests make, on two circles or on a
// documented case of circle_cases.hpp by its name, with readable failure messages.
#pragma once

#include "circle.hpp"
#include "circle_cases.hpp"
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

/// Checks that the documented case @p name (circle_cases.hpp) is exactly the no-hit result.
inline void check_no_hit(const std::string& name) {
    INFO("the documented case " << name);
    collide::CircleCase c = collide::find_case(name);
    check_no_hit(c.c1, c.r1, c.c2, c.r2);
}

/// Checks that the documented case @p name (circle_cases.hpp) is a hit with this normal and
/// depth.
inline void check_hit(const std::string& name, collide::Vec2 normal, double depth) {
    INFO("the documented case " << name);
    collide::CircleCase c = collide::find_case(name);
    check_hit(c.c1, c.r1, c.c2, c.r2, normal, depth);
}

} // namespace course
