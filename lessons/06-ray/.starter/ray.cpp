// Lesson 06: your file. Read lessons/06-ray/README.md, then replace the placeholder below.
#include "ray.hpp"

namespace collide {

RayHit ray_aabb(Vec2 o, Vec2 d, const Aabb& box) {
    // TODO: narrow the interval of t slab by slab (README.md, "The steps"), then decide.
    // The placeholder says every ray misses.
    return {false, 0.0};
}

} // namespace collide
