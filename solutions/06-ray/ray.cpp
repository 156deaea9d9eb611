// Lesson 06, reference solution: the slab method.
#include "ray.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace collide {

namespace {

const double kInfinity = std::numeric_limits<double>::infinity();
const RayHit kNoHit = {false, 0.0};

bool all_finite(Vec2 o, Vec2 d, const Aabb& box) {
    return std::isfinite(o.x) && std::isfinite(o.y) && std::isfinite(d.x) &&
           std::isfinite(d.y) && std::isfinite(box.minx) && std::isfinite(box.miny) &&
           std::isfinite(box.maxx) && std::isfinite(box.maxy);
}

// [clip-to-slab]
// Narrows [tmin, tmax] to the t at which o + t d lies between the slab's lines lo and hi
// (one axis: o, d, lo, hi are that axis's coordinates). False when the ray is never in it.
bool clip_to_slab(double o, double d, double lo, double hi, double& tmin, double& tmax) {
    if (d == 0)                         // parallel (also -0): in the slab always or never
        return lo <= o && o <= hi;
    double t1 = (lo - o) / d;
    double t2 = (hi - o) / d;
    if (d < 0) std::swap(t1, t2);       // going towards -x, the ray meets hi first
    tmin = std::max(tmin, t1);
    tmax = std::min(tmax, t2);
    return true;
}
// [end clip-to-slab]

} // namespace

// [ray-aabb]
RayHit ray_aabb(Vec2 o, Vec2 d, const Aabb& box) {
    if (!all_finite(o, d, box) || !box_is_valid(box))
        return kNoHit;                  // NaN, infinity or an empty box
    double tmin = -kInfinity;           // before any slab, the whole line
    double tmax = kInfinity;
    if (!clip_to_slab(o.x, d.x, box.minx, box.maxx, tmin, tmax)) return kNoHit;
    if (!clip_to_slab(o.y, d.y, box.miny, box.maxy, tmin, tmax)) return kNoHit;
    double t = tmin > 0 ? tmin : 0.0;   // max(tmin, 0): the ray starts at t = 0
    // >=: grazing an edge or a corner is a hit. A hit has a finite t: a t that overflowed
    // (a direction too short to reach the box within DBL_MAX of it) is a miss.
    if (tmax >= t && t < kInfinity) return {true, t};
    return kNoHit;
}
// [end ray-aabb]

} // namespace collide
