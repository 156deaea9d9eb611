// Helpers shared by lesson 06's tests: a ray in failure messages (describe.hpp's words) and
// checking a result against a rule.
#pragma once

#include <ostream>

#include "course_test.hpp"
#include "describe.hpp"
#include "ray.hpp"

namespace course {

/// "o=(..) d=(..) box=(minx,miny,maxx,maxy) gave {hit, t}", for INFO messages.
struct Shot {
    collide::Vec2 o;
    collide::Vec2 d;
    collide::Aabb box;
};

inline std::ostream& operator<<(std::ostream& os, const Shot& s) {
    os.precision(17);
    collide::RayHit h = collide::ray_aabb(s.o, s.d, s.box);
    return os << "ray o=" << describe(s.o) << " d=" << describe(s.d) << " against box "
              << describe(s.box) << " gave {" << (h.hit ? "true" : "false") << ", " << h.t << "}";
}

} // namespace course

namespace course {

/// Checks that the ray hits @p box with this t (within the course's tolerance). The failure
/// message shows the ray, the box, the result and what was expected.
inline void check_hit(collide::Vec2 o, collide::Vec2 d, collide::Aabb box, double t) {
    INFO((Shot{o, d, box}) << ", expected {true, " << t << "}");
    collide::RayHit h = collide::ray_aabb(o, d, box);
    CHECK(h.hit);
    CHECK(near(h.t, t));
}

/// Checks that the ray misses @p box, and that the miss is exactly {false, 0}.
inline void check_miss(collide::Vec2 o, collide::Vec2 d, collide::Aabb box) {
    INFO((Shot{o, d, box}) << ", expected a miss {false, 0}");
    collide::RayHit h = collide::ray_aabb(o, d, box);
    CHECK_FALSE(h.hit);
    CHECK(h.t == 0.0);
}

} // namespace course
