// Lesson 06: your file. Read lessons/06-ray/README.md, then replace the placeholder below.
#include "ray.hpp"

namespace collide {

RayHit ray_aabb(Vec2 o, Vec2 d, const Aabb& box) {
    // TODO: clip [tmin, tmax] to the x slab, then to the y slab, and decide with
    // tmax >= max(tmin, 0). The placeholder says every ray misses.
    return {false, 0.0};
}

} // namespace collide
