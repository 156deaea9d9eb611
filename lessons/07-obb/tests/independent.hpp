/// @file independent.hpp
/// @brief Checks that do not use the separating axis test: the tests compare obb_hit() with
/// them.
#pragma once

#include <algorithm>
#include <cmath>

#include "make_obb.hpp"

namespace course {

/// True when the segment p0-p1 meets the closed box (slab clipping in the box's own frame).
inline bool segment_meets_box(collide::Vec3 p0, collide::Vec3 p1, const collide::Obb& box) {
    const double h[3] = {box.half.x, box.half.y, box.half.z};
    double t0 = 0, t1 = 1;
    for (int k = 0; k < 3; ++k) {
        double start = collide::dot(p0 - box.center, box.axis[k]);
        double step = collide::dot(p1 - p0, box.axis[k]);
        if (step == 0) {
            if (std::fabs(start) > h[k]) return false;
            continue;
        }
        double ta = (-h[k] - start) / step, tb = (h[k] - start) / step;
        if (ta > tb) std::swap(ta, tb);
        t0 = std::max(t0, ta);
        t1 = std::min(t1, tb);
        if (t0 > t1) return false;
    }
    return true;
}

/// True when the closed boxes share a point. Two convex polyhedra meet exactly when an edge
/// of one meets the other (a vertex inside counts: its edges meet the box), so the 12 edges
/// of each box against the other decide it, with no axis in sight.
inline bool boxes_meet(const collide::Obb& a, const collide::Obb& b) {
    collide::Vec3 ca[8], cb[8];
    collide::obb_corners(a, ca);
    collide::obb_corners(b, cb);
    for (const auto& e : collide::kObbEdges) {
        if (segment_meets_box(ca[e[0]], ca[e[1]], b)) return true;
        if (segment_meets_box(cb[e[0]], cb[e[1]], a)) return true;
    }
    return false;
}

/// b with every half-extent scaled by @p factor.
inline collide::Obb scaled(collide::Obb b, double factor) {
    b.half = b.half * factor;
    return b;
}

/// The gap between the boxes' shadows on @p axis (any length but not zero), found from the
/// 16 corners: > 0 separated, < 0 overlapping, in units of the unit axis.
inline double shadow_gap(const collide::Obb& a, const collide::Obb& b, collide::Vec3 axis) {
    collide::Vec3 L = collide::normalized(axis), ca[8], cb[8];
    collide::obb_corners(a, ca);
    collide::obb_corners(b, cb);
    double a_min = 1e300, a_max = -1e300, b_min = 1e300, b_max = -1e300;
    for (int i = 0; i < 8; ++i) {
        a_min = std::min(a_min, collide::dot(ca[i], L));
        a_max = std::max(a_max, collide::dot(ca[i], L));
        b_min = std::min(b_min, collide::dot(cb[i], L));
        b_max = std::max(b_max, collide::dot(cb[i], L));
    }
    return std::max(b_min - a_max, a_min - b_max);
}

} // namespace course
