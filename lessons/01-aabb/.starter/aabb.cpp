// Lesson 01: your file. Read lessons/01-aabb/README.md, then replace the placeholders below.
#include "aabb.hpp"

namespace collide {

bool overlap(const Aabb& a, const Aabb& b) {
    // TODO: false when either box is invalid (a NaN, or min > max on an axis; the precision
    // checks add an interval wholly at an infinity), and false when a gap separates the boxes
    // on x or on y (touching is no gap).
    return false;
}

Vec2 penetration(const Aabb& a, const Aabb& b) {
    // TODO: {0, 0} unless overlap(a, b); then the shared part's width on x and height on y.
    return {0, 0};
}

} // namespace collide
