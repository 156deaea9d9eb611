// Given code: the push-out vector with support points. Deliberately not lesson 03's code: a
// student's later lessons must not depend on their lesson 03, and two
// independent formulations that agree (a CTest test compares them) are a check on both.
#include "push_out.hpp"

#include <cfloat>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};

// The support value: the farthest the polygon reaches along a unit direction.
double reach(const Polygon& poly, Vec2 dir) {
    double far = -std::numeric_limits<double>::infinity();
    for (Vec2 v : poly) far = std::fmax(far, dot(v, dir));
    return far;
}

bool all_finite(const Polygon& poly) {
    for (Vec2 v : poly)
        if (!(std::isfinite(v.x) && std::isfinite(v.y))) return false;
    return true;
}

} // namespace

Hit sat_push_out(const Polygon& a, const Polygon& b) {
    if (a.size() < 3 || b.size() < 3)
        throw std::invalid_argument("sat_push_out: each polygon needs three vertices or more");
    if (!all_finite(a) || !all_finite(b)) return kNoHit;

    Hit shortest = kNoHit;
    const Polygon* owners[2] = {&a, &b};
    for (const Polygon* owner : owners) {
        const Polygon& poly = *owner;
        size_t count = poly.size();
        for (size_t i = 0; i < count; ++i) {
            Vec2 along = poly[i + 1 == count ? 0 : i + 1] - poly[i];
            double len = length(along);             // exact however long or short the edge
            if (!(len > 0 && len <= DBL_MAX)) continue;  // no direction: a point, or overflowed
            Vec2 n = {along.y / len, -along.x / len};
            double go_plus = reach(a, n) + reach(b, -n);    // b travels along +n
            double go_minus = reach(a, -n) + reach(b, n);   // b travels along -n
            double width_a = reach(a, n) + reach(a, -n);
            double width_b = reach(b, n) + reach(b, -n);
            if (std::fmin(std::fmin(go_plus, go_minus), std::fmin(width_a, width_b)) <= 0)
                return kNoHit;                                 // a gap, or just touching
            double depth = std::fmin(go_plus, go_minus);
            if (!shortest.hit || depth < shortest.depth)
                shortest = {true, go_plus <= go_minus ? n : -n, depth};
        }
    }
    return shortest;
}

} // namespace collide
