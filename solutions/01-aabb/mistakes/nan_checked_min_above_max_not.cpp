// Mistake: NaN is rejected with std::isnan, but a box with min > max is still accepted.
#include "aabb.hpp"

#include <algorithm>
#include <cmath>

namespace collide {

static bool has_nan(const Aabb& box) {
    return std::isnan(box.minx) || std::isnan(box.miny) || std::isnan(box.maxx) ||
           std::isnan(box.maxy);
}

bool overlap(const Aabb& a, const Aabb& b) {
    if (has_nan(a) || has_nan(b)) return false;
    // A gap on either axis separates the boxes. Strict `<`: touching edges leave no gap.
    bool gap_x = a.maxx < b.minx || b.maxx < a.minx;
    bool gap_y = a.maxy < b.miny || b.maxy < a.miny;
    return !(gap_x || gap_y);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    if (!overlap(a, b)) return {0, 0};  // the one rule; without it the widths go negative
    double dx = std::min(a.maxx, b.maxx) - std::max(a.minx, b.minx);
    double dy = std::min(a.maxy, b.maxy) - std::max(a.miny, b.miny);
    return {dx, dy};
}

} // namespace collide
