// Lesson 02: your file. Read lessons/02-circle/README.md, then replace the placeholder below.
#include "circle.hpp"

namespace collide {

Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    // TODO: refuse negative or NaN radii; compare the squared distance with the squared radius
    // sum first (no square root when apart); then the normal from c1 towards c2 and the depth.
    // Mind equal centres. The precision checks: README, "The range of doubles".
    return {false, {0, 0}, 0};
}

} // namespace collide
