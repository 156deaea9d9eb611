// Mistake: the in-slab check for a zero component is strict: a ray sliding along an edge is missed.
#include "ray.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace collide {

namespace {

const double kInfinity = std::numeric_limits<double>::infinity();

bool all_finite(Vec2 o, Vec2 d, const Aabb& box) {
    return std::isfinite(o.x) && std::isfinite(o.y) && std::isfinite(d.x) &&
           std::isfinite(d.y) && std::isfinite(box.minx) && std::isfinite(box.miny) &&
           std::isfinite(box.maxx) && std::isfinite(box.maxy);
}

bool clip_to_slab(double o, double d, double lo, double hi, double& tmin, double& tmax) {
    if (d == 0)
        return lo < o && o < hi;
    double t1 = (lo - o) / d;
    double t2 = (hi - o) / d;
    if (d < 0) std::swap(t1, t2);
    tmin = std::max(tmin, t1);
    tmax = std::min(tmax, t2);
    return true;
}

} // namespace

RayHit ray_aabb(Vec2 o, Vec2 d, const Aabb& box) {
    const RayHit miss = {false, 0.0};
    if (!all_finite(o, d, box) || box.minx > box.maxx || box.miny > box.maxy)
        return miss;
    double tmin = -kInfinity;
    double tmax = kInfinity;
    if (!clip_to_slab(o.x, d.x, box.minx, box.maxx, tmin, tmax)) return miss;
    if (!clip_to_slab(o.y, d.y, box.miny, box.maxy, tmin, tmax)) return miss;
    double t = tmin > 0 ? tmin : 0.0;
    if (tmax >= t) return {true, t};
    return miss;
}

} // namespace collide
