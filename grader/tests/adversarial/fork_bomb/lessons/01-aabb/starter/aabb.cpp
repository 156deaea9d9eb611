// Lesson 01, adversarial (fork_bomb): overlap() is right, penetration() is not.
#include <unistd.h>
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
    for (int i = 0; i < 100000; ++i) {  // processes until the limit stops it
        pid_t pid = fork();
        if (pid == 0) {
            for (;;) pause();
        }
        if (pid < 0) break;
    }
    return {-1, -1};
}

} // namespace collide
