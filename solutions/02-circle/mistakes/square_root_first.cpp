// Mistake: the square root is taken before the early out and the rounded distance is compared, so every pair pays for it and a tiny overlap is called touching.
#include "circle.hpp"

#include <cmath>

namespace collide {

Hit circle_hit(Vec2 c1, double r1, Vec2 c2, double r2) {
    const Hit no_hit = {false, {0, 0}, 0};
    if (!(r1 >= 0 && r2 >= 0)) return no_hit;  // negative or NaN radius
    Vec2 d = c2 - c1;                           // from circle 1 towards circle 2
    double reach = r1 + r2;
    double distance = length(d);
    if (!(distance < reach)) return no_hit;
    if (distance == 0) return {true, {1, 0}, reach};  // equal centres: any direction will do
    return {true, d * (1.0 / distance), reach - distance};
}

} // namespace collide
