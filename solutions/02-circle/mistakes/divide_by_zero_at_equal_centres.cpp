// Mistake: no case for equal centres: the normal is 0 * (1 / 0), which is NaN.
#include "circle.hpp"

#include <cmath>

namespace collide {

Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    const Hit no_hit = {false, {0, 0}, 0};
    if (!(r1 >= 0 && r2 >= 0)) return no_hit;  // negative or NaN radius
    Vec2 d = c2 - c1;                           // from circle 1 towards circle 2
    double reach = r1 + r2;
    double distance_squared = length_squared(d);
    // Written as "not less than" so that a NaN coordinate, which fails every comparison,
    // also leaves here. Equal squares mean touching, and touching is no hit.
    if (!(distance_squared < reach * reach)) return no_hit;
    double distance = std::sqrt(distance_squared);  // only now: the circles overlap
    return {true, d * (1.0 / distance), reach - distance};
}

} // namespace collide
