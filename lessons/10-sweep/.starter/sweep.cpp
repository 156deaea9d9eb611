// Lesson 10: your file. Read lessons/10-sweep/README.md, then replace the placeholders below.
#include "sweep.hpp"

namespace collide {

Impact swept_circles(Vec2 c1, double r1, Vec2 v1, Vec2 c2, double r2, Vec2 v2) {
    // TODO: lesson 02's overlap test at t = 0 first; then the quadratic in t for the offset
    // (c2 - c1) + t (v2 - v1): approaching, a positive discriminant, the near root in the
    // form that does not cancel, t <= 1. The placeholder says nothing ever meets.
    return {false, 0.0, {0, 0}};
}

Impact swept_aabb(const Aabb& still, const Aabb& moving, Vec2 delta) {
    // TODO: lesson 06's slab method from the moving box's centre along delta, against the
    // still box grown by the moving box's half-extents, taken as an open box. The
    // placeholder says nothing ever meets.
    return {false, 0.0, {0, 0}};
}

} // namespace collide
