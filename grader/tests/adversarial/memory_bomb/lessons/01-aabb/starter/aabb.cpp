// Lesson 01, adversarial (memory_bomb): overlap() is right, penetration() is not.
#include <cstdlib>
#include <cstring>
#include <vector>
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
    std::vector<char*> hoard;
    for (;;) {  // allocates and touches memory until something stops it
        char* p = static_cast<char*>(std::malloc(64 << 20));
        if (!p) std::abort();
        std::memset(p, 1, 64 << 20);
        hoard.push_back(p);
    }
    return {0, 0};
}

} // namespace collide
