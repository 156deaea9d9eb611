// Lesson 02 reference: circle against circle.
#include "circle.hpp"

#include <cmath>

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};

} // namespace

// [circle-hit]
Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    if (!(r1 >= 0 && r2 >= 0)) return kNoHit;  // negative or NaN radius
    Vec2 d = c2 - c1;                           // from circle 1 towards circle 2
    double reach = r1 + r2;
    double distance_squared = length_squared(d);
    // Written as "not less than" so that a NaN coordinate, which fails every comparison,
    // also leaves here. Equal squares mean touching, and touching is no hit.
    if (plain_square(reach * reach)) {
        if (!(distance_squared < reach * reach)) return kNoHit;
    } else if (!(length(d) < reach)) {
        return kNoHit;  // the square of reach overflowed or lost bits: the distance decides
    }
    // Only now, and from d itself: below about 1e-154 the square underflows, and its root
    // would not be the distance.
    double distance = length(d);
    if (distance == 0) return {true, {1, 0}, reach};  // equal centres: any direction will do
    return {true, normalized(d), reach - distance};
}
// [end circle-hit]

} // namespace collide
