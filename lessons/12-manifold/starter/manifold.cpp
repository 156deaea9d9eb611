// Lesson 12: your file. Read lessons/12-manifold/README.md, then replace the placeholders below.
#include "manifold.hpp"

namespace collide {

Manifold polygon_manifold(const Polygon& a, const Polygon& b) {
    // TODO: the reference face (lesson 03's separating axes, a's face preferred within
    // kFacePreference), the incident edge, clipped by the face's two side planes, and the
    // points that lie behind the face, each with its depth. The normal points from a to b.
    return {};
}

Manifold circle_polygon_manifold(Vec2 center, double radius, const Polygon& polygon) {
    // TODO: lesson 11's normal and depth, from the circle towards the polygon, and one point.
    return {};
}

Manifold circle_manifold(Vec2 c1, double r1, Vec2 c2, double r2) {
    // TODO: lesson 02's normal and depth, and circle 2's point deepest in circle 1.
    return {};
}

} // namespace collide
