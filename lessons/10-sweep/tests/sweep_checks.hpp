// Helpers shared by lesson 10's tests: readable calls and results in failure messages, the
// documented shots of sweep_cases.hpp by name, and the checks most tests make.
#pragma once

#include <cmath>
#include <sstream>
#include <string>

#include "course_test.hpp"
#include "describe.hpp"
#include "sweep.hpp"
#include "sweep_cases.hpp"

// describe() prints every number with 17 digits, which costs far more than a sweep, so the
// tests that make thousands of shots build a shot's description only when a check fails:
// `say` is a lambda in scope that returns it.
#define REQUIRE_SAYING(cond)                                                                 \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            INFO(say());                                                                     \
            REQUIRE(cond);                                                                   \
        }                                                                                    \
    } while (false)

namespace course {

inline std::string describe(const collide::Impact& i) {
    std::ostringstream s;
    s.precision(17);
    s << "{hit " << (i.hit ? "true" : "false") << ", t " << (std::signbit(i.t) ? "-" : "")
      << std::fabs(i.t) << ", normal " << describe(i.normal) << "}";
    return s.str();
}

/// Two moving circles, as swept_circles() takes them.
struct Circles {
    collide::Vec2 c1;
    double r1;
    collide::Vec2 v1;
    collide::Vec2 c2;
    double r2;
    collide::Vec2 v2;
};

inline std::string describe(const Circles& s) {
    std::ostringstream o;
    o.precision(17);
    o << "swept_circles(" << describe(s.c1) << ", " << s.r1 << ", " << describe(s.v1) << ", "
      << describe(s.c2) << ", " << s.r2 << ", " << describe(s.v2) << ")";
    return o.str();
}

/// The documented circle case named @p name (sweep_cases.hpp).
inline Circles circles(const std::string& name) {
    collide::CircleCase c = collide::find_circle_case(name);
    return {c.c1, c.r1, c.v1, c.c2, c.r2, c.v2};
}

inline collide::Impact sweep(const Circles& s) {
    return collide::swept_circles(s.c1, s.r1, s.v1, s.c2, s.r2, s.v2);
}

/// A moving box against a still one, as swept_aabb() takes them.
struct Boxes {
    collide::Aabb still;
    collide::Aabb moving;
    collide::Vec2 delta;
};

inline std::string describe(const Boxes& s) {
    return "swept_aabb(" + describe(s.still) + ", " + describe(s.moving) + ", " +
           describe(s.delta) + ")";
}

/// The documented box case named @p name (sweep_cases.hpp).
inline Boxes boxes(const std::string& name) {
    collide::BoxCase c = collide::find_box_case(name);
    return {c.still, c.moving, c.delta};
}

inline collide::Impact sweep(const Boxes& s) {
    return collide::swept_aabb(s.still, s.moving, s.delta);
}

/// Checks that the shot is an impact at @p t with @p normal. The sign of a zero t is the
/// precision checks' business ("t is never -0.0"), not this one's.
template <class Shot>
void check_impact(const Shot& shot, double t, collide::Vec2 normal) {
    collide::Impact i = sweep(shot);
    INFO(describe(shot) << " = " << describe(i) << "; expected {hit true, t " << t
                        << ", normal " << describe(normal) << "}");
    CHECK(i.hit);
    CHECK(near(i.t, t));
    CHECK(near(i.normal.x, normal.x));
    CHECK(near(i.normal.y, normal.y));
}

/// Checks that the shot is an impact with @p normal, whatever its t: a check of the normal
/// that a wrong t does not fail.
template <class Shot>
void check_normal(const Shot& shot, collide::Vec2 normal) {
    collide::Impact i = sweep(shot);
    INFO(describe(shot) << " = " << describe(i) << "; expected {hit true, normal "
                        << describe(normal) << "} (t is not checked here)");
    CHECK(i.hit);
    CHECK(near(i.normal.x, normal.x));
    CHECK(near(i.normal.y, normal.y));
}

/// Checks that the shot is exactly no impact, {false, 0, (0, 0)}.
template <class Shot>
void check_no_impact(const Shot& shot) {
    collide::Impact i = sweep(shot);
    INFO(describe(shot) << " = " << describe(i) << "; expected no impact {false, 0, (0, 0)}");
    CHECK_FALSE(i.hit);
    CHECK(i.t == 0);
    CHECK(i.normal.x == 0);
    CHECK(i.normal.y == 0);
}

} // namespace course
