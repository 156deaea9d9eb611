// Mistake: a negative radius is not rejected, so it shrinks the other circle and can still hit.
#include "circle.hpp"

#include <cmath>

namespace collide {

Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    const Hit no_hit = {false, {0, 0}, 0};
    Vec2 d = c2 - c1;                           // from circle 1 towards circle 2
    double reach = r1 + r2;
    double distance_squared = length_squared(d);
    // Written as "not less than" so that a NaN coordinate, which fails every comparison,
    // also leaves here. Equal squares mean touching, and touching is no hit.
    if (!(distance_squared < reach * reach)) return no_hit;
    double distance = std::sqrt(distance_squared);  // only now: the circles overlap
    if (distance == 0) return {true, {1, 0}, reach};  // equal centres: any direction will do
    return {true, d * (1.0 / distance), reach - distance};
}

} // namespace collide
