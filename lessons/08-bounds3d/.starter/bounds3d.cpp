// Lesson 08: your file. Read lessons/08-bounds3d/README.md, then replace the placeholders below.
#include "bounds3d.hpp"

#include <cmath>
#include <stdexcept>

namespace collide {

bool aabb3_overlap(const Aabb3& a, const Aabb3& b) {
    // TODO: lesson 01's gap test with a z line; reject invalid boxes first.
    return false;
}

Hit3 sphere_hit(const Sphere& a, const Sphere& b) {
    // TODO: lesson 02 in 3D: squares first, then length() and normalized(); equal centres
    // give {1, 0, 0}.
    return {false, {0, 0, 0}, 0};
}

Vec3 closest_point(const Aabb3& box, Vec3 p) {
    // TODO: clamp each coordinate of p to the box's range.
    return {0, 0, 0};
}

Hit3 sphere_aabb_hit(const Aabb3& box, const Sphere& s) {
    // TODO: bad input first; then the closest point; a centre inside leaves through the
    // nearest face (ties: -x, +x, -y, +y, -z, +z).
    return {false, {0, 0, 0}, 0};
}

Aabb3 aabb_of(const Obb& box) {
    // TODO: the centre plus and minus the world half-extents (mind the absolute values).
    return {{0, 0, 0}, {0, 0, 0}};
}

Aabb3 bounding_aabb(const std::vector<Vec3>& points) {
    // TODO: start from the first point, not from zero; reject no points and NaN.
    return {{0, 0, 0}, {0, 0, 0}};
}

Sphere bounding_sphere(const std::vector<Vec3>& points) {
    // TODO: Ritter's algorithm, exactly as bounds3d.hpp says.
    return {{0, 0, 0}, 0};
}

} // namespace collide
