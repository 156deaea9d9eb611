// Mistake: coordinates are not checked for NaN or infinity, so a broken polygon gives whatever the arithmetic makes of it.
#include "sat.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace collide {

namespace {

// [interval]
// The shadow of a polygon on an axis: every vertex projected with a dot product.
struct Interval {
    double min;
    double max;
};

Interval project(const Polygon& p, Vec2 axis) {
    Interval s = {dot(p[0], axis), dot(p[0], axis)};
    for (Vec2 v : p) {
        s.min = std::min(s.min, dot(v, axis));
        s.max = std::max(s.max, dot(v, axis));
    }
    return s;
}
// [end interval]

const Hit kNoHit = {false, {0, 0}, 0};

} // namespace

Hit sat_hit(const Polygon& a, const Polygon& b) {
    if (a.size() < 3 || b.size() < 3)
        throw std::invalid_argument("sat_hit: a polygon needs at least three vertices");

    Hit best = kNoHit;
    best.depth = std::numeric_limits<double>::infinity();
    // [axes]
    for (const Polygon* p : {&a, &b}) {             // the edges of a first, then of b
        const Polygon& poly = *p;
        for (size_t i = 0; i < poly.size(); ++i) {
            Vec2 edge = poly[(i + 1) % poly.size()] - poly[i];   // the last edge wraps round
            if (edge.x == 0 && edge.y == 0) continue;            // no normal to a point
            Vec2 axis = normalized({edge.y, -edge.x});
            // [end axes]
            // [depth]
            Interval sa = project(a, axis);
            Interval sb = project(b, axis);
            if (std::min(sa.max, sb.max) - std::max(sa.min, sb.min) <= 0)
                return kNoHit;                      // a separating axis: touching is no hit
            double forward = sa.max - sb.min;       // b leaves along +axis
            double backward = sb.max - sa.min;      // b leaves along -axis
            double depth = std::min(forward, backward);
            if (depth < best.depth)                 // strict: the first axis wins a tie
                best = {true, forward <= backward ? axis : -axis, depth};
            // [end depth]
        }
    }
    return best.hit ? best : kNoHit;                // no edge at all: nothing to test
}

} // namespace collide
