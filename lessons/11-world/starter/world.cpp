// Lesson 11: your file. Read lessons/11-world/README.md, then replace the placeholders below.
// Given (pieces.hpp, push_out.hpp): circle_circle_hit, sat_push_out, first_touch, helpers. Yours
// to write again here: lesson 01's box overlap and lesson 05's sort and sweep (find_contacts),
// and lesson 09's push with its shares (step_world).
#include "world.hpp"

#include <cmath>
#include <stdexcept>

#include "pieces.hpp"

namespace collide {

Hit circle_polygon_hit(Vec2 c, double r, const Polygon& p) {
    // TODO: separating axes: every edge's normal, then the axis from the centre to the
    // nearest vertex. The placeholder says nothing ever overlaps.
    return {false, {0, 0}, 0};
}

Hit shape_hit(const Shape& a, const Shape& b) {
    // TODO: pick the rule by the kinds of a and b; one normal convention in both orders.
    return {false, {0, 0}, 0};
}

Aabb bounding_box(const Shape& s) {
    // TODO: the circle's or the polygon's box; an invalid shape's box is all NaN.
    return {0, 0, 0, 0};
}

ContactScan find_contacts(const std::vector<Body>& bodies) {
    // TODO: the boxes, lesson 05's sort and sweep, shape_hit on every candidate pair.
    return {{}, {0, 0, 0}};
}

Counts step_world(World& world, double dt) {
    // TODO: check, motion (swept bodies stopped), contacts, positions, gravity, velocities.
    return {0, 0, 0};
}

} // namespace collide
