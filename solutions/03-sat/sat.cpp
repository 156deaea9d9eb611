// Lesson 03, reference solution: the separating axis theorem with the minimum translation
// vector. The normal points the way b leaves a: moving b by normal * depth separates them.
#include "sat.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace collide {

namespace {

const Hit kNoHit = {false, {0, 0}, 0};

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

bool finite(const Polygon& p) {
    for (Vec2 v : p)
        if (!std::isfinite(v.x) || !std::isfinite(v.y)) return false;
    return true;
}

// [axes]
// The candidate axis of edge i: the unit normal (ey, -ex) of the edge from vertex i to vertex
// i + 1. False for an edge with no direction: of length zero, or so long that its vector
// overflowed (then normalized() gives NaN).
bool edge_normal(const Polygon& p, size_t i, Vec2& axis) {
    Vec2 edge = p[(i + 1) % p.size()] - p[i];   // the last edge wraps round
    if (edge.x == 0 && edge.y == 0) return false;
    axis = normalized({edge.y, -edge.x});       // unit, however long or short the edge
    return std::isfinite(axis.x);
}
// [end axes]

// [depth]
// b's shorter way out of a along one axis, or no hit when the axis separates them.
Hit push_along(const Polygon& a, const Polygon& b, Vec2 axis) {
    Interval sa = project(a, axis);
    Interval sb = project(b, axis);
    if (std::min(sa.max, sb.max) - std::max(sa.min, sb.min) <= 0)
        return kNoHit;                      // a separating axis: touching is no hit
    double forward = sa.max - sb.min;       // b leaves along +axis
    double backward = sb.max - sa.min;      // b leaves along -axis
    return {true, forward <= backward ? axis : -axis, std::min(forward, backward)};
}
// [end depth]

} // namespace

// [sat-hit]
Hit sat_hit(const Polygon& a, const Polygon& b) {
    if (a.size() < 3 || b.size() < 3)
        throw std::invalid_argument("sat_hit: a polygon needs at least three vertices");
    if (!finite(a) || !finite(b)) return kNoHit;

    Hit best = {false, {0, 0}, std::numeric_limits<double>::infinity()};
    for (const Polygon* p : {&a, &b}) {             // the edges of a first, then of b
        for (size_t i = 0; i < p->size(); ++i) {
            Vec2 axis;
            if (!edge_normal(*p, i, axis)) continue;    // no normal to a point
            Hit push = push_along(a, b, axis);
            if (!push.hit) return kNoHit;               // the first separating axis decides
            if (push.depth < best.depth) best = push;   // strict: the first axis wins a tie
        }
    }
    return best.hit ? best : kNoHit;                // no edge at all: nothing to test
}
// [end sat-hit]

} // namespace collide
