// Helpers shared by the lesson 08 tests: readable values in failure messages, and the checks
// most tests make.
#pragma once

#include <sstream>
#include <string>

#include "bounds3d.hpp"
#include "course_test.hpp"

namespace course {

inline std::string describe(collide::Vec3 v) {
    std::ostringstream s;
    s.precision(17);
    s << "(" << v.x << ", " << v.y << ", " << v.z << ")";
    return s.str();
}

inline std::string describe(const collide::Aabb3& b) {
    return "{min " + describe(b.min) + ", max " + describe(b.max) + "}";
}

inline std::string describe(const collide::Sphere& s) {
    std::ostringstream o;
    o.precision(17);
    o << "{centre " << describe(s.center) << ", radius " << s.radius << "}";
    return o.str();
}

inline std::string describe(const collide::Hit3& h) {
    std::ostringstream s;
    s.precision(17);
    s << "{hit " << (h.hit ? "true" : "false") << ", normal " << describe(h.normal) << ", depth "
      << h.depth << "}";
    return s.str();
}

/// Each component within @p eps.
inline bool near(collide::Vec3 a, collide::Vec3 b, double eps = kTolerance) {
    return near(a.x, b.x, eps) && near(a.y, b.y, eps) && near(a.z, b.z, eps);
}

/// True when @p h is exactly the no-hit result {false, {0, 0, 0}, 0}.
inline bool is_no_hit(const collide::Hit3& h) {
    return !h.hit && h.normal.x == 0 && h.normal.y == 0 && h.normal.z == 0 && h.depth == 0;
}

/// Checks that @p h (the result of @p call) is the no-hit result.
inline void check_no_hit(const collide::Hit3& h, const std::string& call) {
    INFO(call << " = " << describe(h) << "; expected no hit {false, (0, 0, 0), 0}");
    CHECK(is_no_hit(h));
}

/// Checks that @p h (the result of @p call) is a hit with this normal and depth.
inline void check_hit(const collide::Hit3& h, const std::string& call, collide::Vec3 normal,
                      double depth) {
    INFO(call << " = " << describe(h) << "; expected {true, " << describe(normal) << ", "
              << depth << "}");
    CHECK(h.hit);
    CHECK(near(h.normal, normal));
    CHECK(near(h.depth, depth));
}

} // namespace course
