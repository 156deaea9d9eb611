// Lesson 01: your file. Read lessons/01-aabb/README.md, then replace the placeholders below.
#include "aabb.hpp"

namespace collide {

bool overlap(const Aabb& a, const Aabb& b) {
    // TODO: false when a gap separates the boxes on x or on y (touching is no gap),
    // and false when either box is invalid (NaN, min > max, or an interval at an infinity).
    return false;
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    // TODO: the overlap width on x and on y, when overlap(a, b) says they overlap.
    return {0, 0};
}

} // namespace collide
