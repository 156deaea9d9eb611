// Mistake: min and max swapped in penetration(): the width of the union, not of the shared part.
#include "aabb.hpp"

#include <algorithm>

namespace collide {

// Written as "min <= max" so that NaN, which fails every comparison, is invalid too.
static bool valid(const Aabb& box) { return box.minx <= box.maxx && box.miny <= box.maxy; }

bool overlap(const Aabb& a, const Aabb& b) {
    if (!valid(a) || !valid(b)) return false;
    // A gap on either axis separates the boxes. Strict `<`: touching edges leave no gap.
    bool gap_x = a.maxx < b.minx || b.maxx < a.minx;
    bool gap_y = a.maxy < b.miny || b.maxy < a.miny;
    return !(gap_x || gap_y);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    if (!overlap(a, b)) return {0, 0};  // the one rule; without it the widths go negative
    double dx = std::max(a.maxx, b.maxx) - std::min(a.minx, b.minx);
    double dy = std::max(a.maxy, b.maxy) - std::min(a.miny, b.miny);
    return {dx, dy};
}

} // namespace collide
