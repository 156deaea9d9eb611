// Lesson 01, adversarial (crash_segfault): overlap() is right, penetration() is not.
#include <cmath>
#include "aabb.hpp"

namespace collide {

static bool valid(const Aabb& b) {
    return !std::isnan(b.minx) && !std::isnan(b.miny) && !std::isnan(b.maxx) &&
           !std::isnan(b.maxy) && b.minx <= b.maxx && b.miny <= b.maxy;
}

bool overlap(const Aabb& a, const Aabb& b) {
    if (!valid(a) || !valid(b)) return false;
    return !(a.maxx < b.minx || b.maxx < a.minx || a.maxy < b.miny || b.maxy < a.miny);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    volatile int* p = nullptr;
    if (a.minx == a.minx) *p = 1;  // a segfault on every call
    return {0, 0};
}

} // namespace collide
