// Given code: the push-out vector with support points. Deliberately not lesson 03's code: a
// student's later lessons must not depend on their lesson 03, and two
// independent formulations that agree (a CTest test compares them) are a check on both.
#include "push_out.hpp"
#include "push_out_parts.hpp"

#include <cfloat>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};

bool all_finite(const Polygon& poly) {
    for (Vec2 v : poly)
        if (!(std::isfinite(v.x) && std::isfinite(v.y))) return false;
    return true;
}

} // namespace

// The support values: the farthest the polygon reaches along a unit direction, and along its
// opposite, in one pass over the vertices (dot(v, -dir) is exactly -dot(v, dir)). A NaN dot,
// from a product that overflowed, is passed over, as std::fmax would pass it.
Reach reach(const Polygon& poly, Vec2 dir) {
    Reach far = {-std::numeric_limits<double>::infinity(),
                 -std::numeric_limits<double>::infinity()};
    for (Vec2 v : poly) {
        double d = dot(v, dir);
        if (d > far.plus) far.plus = d;
        if (-d > far.minus) far.minus = -d;
    }
    return far;
}

bool push_out_axis(const Polygon& poly, size_t i, Vec2& axis) {
    Vec2 along = poly[i + 1 == poly.size() ? 0 : i + 1] - poly[i];
    double len = length(along);                    // exact however long or short the edge
    if (!(len > 0 && len <= DBL_MAX)) return false;  // no direction: a point, or overflowed
    axis = {along.y / len, -along.x / len};
    return true;
}

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
            Vec2 n;
            if (!push_out_axis(poly, i, n)) continue;  // no direction: a point, or overflowed
            Reach ra = reach(a, n), rb = reach(b, n);
            double go_plus = ra.plus + rb.minus;     // b travels along +n
            double go_minus = ra.minus + rb.plus;    // b travels along -n
            double width_a = ra.plus + ra.minus;
            double width_b = rb.plus + rb.minus;
            if (go_plus <= 0 || go_minus <= 0 || width_a <= 0 || width_b <= 0)
                return kNoHit;                                 // a gap, or just touching
            double depth = std::fmin(go_plus, go_minus);
            if (!shortest.hit || depth < shortest.depth)
                shortest = {true, go_plus <= go_minus ? n : -n, depth};
        }
    }
    return shortest;
}

} // namespace collide
