// Mistake: the one-line gap test with no validity check: a NaN box overlaps everything, and so does min > max.
#include "aabb.hpp"

#include <algorithm>

namespace collide {

bool overlap(const Aabb& a, const Aabb& b) {
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    if (!overlap(a, b)) return {0, 0};  // the one rule; without it the widths go negative
    double dx = std::min(a.maxx, b.maxx) - std::max(a.minx, b.minx);
    double dy = std::min(a.maxy, b.maxy) - std::max(a.miny, b.miny);
    return {dx, dy};
}

} // namespace collide
