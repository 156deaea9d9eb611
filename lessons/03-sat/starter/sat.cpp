// Lesson 03: your file. Read lessons/03-sat/README.md, then replace the placeholder below.
#include "sat.hpp"

namespace collide {

Hit sat_hit(const Polygon& a, const Polygon& b) {
    // TODO: for every edge normal of a, then of b: project both polygons, return no hit on
    // the first separating axis, otherwise keep the axis with the smallest depth (b's shorter
    // way out along it, with the direction of that way out as the normal).
    return {false, {0, 0}, 0};
}

} // namespace collide
