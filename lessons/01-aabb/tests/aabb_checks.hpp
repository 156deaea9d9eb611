// Helpers shared by the lesson 01 tests: the checks every test makes in both argument orders
// (overlap and penetration are symmetric), on two boxes or on a documented case of
// aabb_cases.hpp by its name, their failure messages in describe.hpp's words.
#pragma once

#include "aabb.hpp"
#include "aabb_cases.hpp"
#include "course_test.hpp"
#include "describe.hpp"

#include <string>

namespace course {

/// Checks overlap(a, b) and overlap(b, a) against @p expected.
inline void check_overlap(const collide::Aabb& a, const collide::Aabb& b, bool expected) {
    INFO("a = " << describe(a) << ", b = " << describe(b));
    CHECK(collide::overlap(a, b) == expected);
    CHECK(collide::overlap(b, a) == expected);
}

/// Checks penetration(a, b) and penetration(b, a) against {dx, dy}.
inline void check_penetration(const collide::Aabb& a, const collide::Aabb& b, double dx,
                              double dy) {
    INFO("a = " << describe(a) << ", b = " << describe(b) << ", expected "
                << describe(collide::Vec2{dx, dy}));
    collide::Vec2 ab = collide::penetration(a, b);
    collide::Vec2 ba = collide::penetration(b, a);
    INFO("penetration(a, b) = " << describe(ab) << ", penetration(b, a) = " << describe(ba));
    CHECK(near(ab.x, dx));
    CHECK(near(ab.y, dy));
    CHECK(near(ba.x, dx));
    CHECK(near(ba.y, dy));
}

/// Checks overlap() on the documented case @p name (aabb_cases.hpp) against @p expected.
inline void check_overlap(const std::string& name, bool expected) {
    INFO("the documented case " << name);
    collide::AabbCase c = collide::find_case(name);
    check_overlap(c.a, c.b, expected);
}

/// Checks penetration() on the documented case @p name (aabb_cases.hpp) against {dx, dy}.
inline void check_penetration(const std::string& name, double dx, double dy) {
    INFO("the documented case " << name);
    collide::AabbCase c = collide::find_case(name);
    check_penetration(c.a, c.b, dx, dy);
}

} // namespace course
