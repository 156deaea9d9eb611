// Lesson 06, going further: the branchless slab test (see ray_branchless.hpp).
#include "ray_branchless.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace collide {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kUnitRoundoff = 0x1.0p-53;
constexpr double gamma(int n) { return n * kUnitRoundoff / (1 - n * kUnitRoundoff); }

} // namespace

const double kSlabRobustness = 1 + 2 * gamma(3);

PreparedRay prepare_ray(Vec2 o, Vec2 d) {
    bool valid = std::isfinite(o.x) && std::isfinite(o.y) && std::isfinite(d.x) &&
                 std::isfinite(d.y);
    Vec2 inv_d = {1 / d.x, 1 / d.y};         // 1 / 0 = +inf and 1 / -0 = -inf, by IEEE 754
    bool tiny = (d.x != 0 && std::isinf(inv_d.x)) || (d.y != 0 && std::isinf(inv_d.y));
    return {o, d, inv_d, valid, tiny};
}

// [branchless]
RayHit ray_aabb_branchless(const PreparedRay& ray, const Aabb& box) {
    if (ray.tiny) return ray_aabb(ray.o, ray.d, box);   // (line - o) * inf is not (line - o) / d
    // Going towards -x (sign bit of 1/d set, -0 included), the ray meets maxx first.
    bool neg_x = std::signbit(ray.inv_d.x), neg_y = std::signbit(ray.inv_d.y);
    double tx_near = ((neg_x ? box.maxx : box.minx) - ray.o.x) * ray.inv_d.x;
    double tx_far = ((neg_x ? box.minx : box.maxx) - ray.o.x) * ray.inv_d.x;
    double ty_near = ((neg_y ? box.maxy : box.miny) - ray.o.y) * ray.inv_d.y;
    double ty_far = ((neg_y ? box.miny : box.maxy) - ray.o.y) * ray.inv_d.y;
    // 0 x inf = NaN when the origin is on a slab's line and that component is 0: that slab
    // then limits nothing. std::max(a, b) and std::min(a, b) return a when b is NaN, so the
    // running value goes first and a NaN is skipped.
    double tmin = std::max(std::max(0.0, tx_near), ty_near);   // starts at 0: max(tmin, 0)
    double tmax = std::min(std::min(kInfinity, tx_far), ty_far);
    bool hit = ray.valid & (box.minx <= box.maxx) & (box.miny <= box.maxy) &
               (tmax * kSlabRobustness >= tmin) & (tmin < kInfinity);   // see the header
    return {hit, hit ? tmin : 0.0};
}
// [end branchless]

} // namespace collide
