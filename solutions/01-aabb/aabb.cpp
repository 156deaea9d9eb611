// Lesson 01 reference: overlap and penetration of axis-aligned boxes.
#include "aabb.hpp"

#include <algorithm>
#include <limits>

namespace collide {

namespace {

// [valid]
const double kInfinity = std::numeric_limits<double>::infinity();

// True when [lo, hi] holds a real number. Written as "lo <= hi" so that NaN, which fails
// every comparison, is empty too; and [inf, inf] or [-inf, -inf] holds no real number.
bool holds_a_point(double lo, double hi) { return lo <= hi && lo < kInfinity && hi > -kInfinity; }

bool valid(const Aabb& box) {
    return holds_a_point(box.minx, box.maxx) && holds_a_point(box.miny, box.maxy);
}
// [end valid]

} // namespace

// [overlap]
bool overlap(const Aabb& a, const Aabb& b) {
    if (!valid(a) || !valid(b)) return false;
    // A gap on either axis separates the boxes. Strict `<`: touching edges leave no gap.
    bool gap_x = a.maxx < b.minx || b.maxx < a.minx;
    bool gap_y = a.maxy < b.miny || b.maxy < a.miny;
    return !(gap_x || gap_y);
}
// [end overlap]

// [penetration]
Vec2 penetration(const Aabb& a, const Aabb& b) {
    if (!overlap(a, b)) return {0, 0};  // the one rule; without it the widths go negative
    double dx = std::min(a.maxx, b.maxx) - std::max(a.minx, b.minx);
    double dy = std::min(a.maxy, b.maxy) - std::max(a.miny, b.miny);
    return {dx, dy};
}
// [end penetration]

} // namespace collide
