/// @file minkowski_oracle.hpp
/// @brief Test helper: an answer to "how far must b move" that does not use separating axes.
///
/// b moved by v overlaps a exactly when v lies inside the Minkowski difference
/// D = a - b = { p - q : p in a, q in b }. So the polygons overlap when the origin is inside D,
/// the shortest way out is the distance from the origin to D's boundary, and the push needed
/// along a direction u is how far a ray from the origin along u travels before leaving D.
/// D is built here as the convex hull of all the differences of vertices.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "vec2.hpp"
#include "special_values.hpp"

namespace course {

/// A convex polygon given as the half-planes n . x <= d of its edges (n unit, outward).
struct HalfPlanes {
    std::vector<collide::Vec2> normal; ///< outward unit normal of each edge
    std::vector<double> offset;        ///< n . x on that edge
};

/// The convex hull of @p pts as half-planes (Andrew's monotone chain, counter-clockwise).
inline HalfPlanes hull_half_planes(std::vector<collide::Vec2> pts) {
    using collide::Vec2;
    std::sort(pts.begin(), pts.end(),
              [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
    std::vector<Vec2> h(2 * pts.size());
    size_t k = 0;
    for (size_t i = 0; i < pts.size(); ++i) {                      // lower chain
        while (k >= 2 && cross(h[k - 1] - h[k - 2], pts[i] - h[k - 2]) <= 0) --k;
        h[k++] = pts[i];
    }
    for (size_t i = pts.size() - 1, t = k + 1; i-- > 0;) {         // upper chain
        while (k >= t && cross(h[k - 1] - h[k - 2], pts[i] - h[k - 2]) <= 0) --k;
        h[k++] = pts[i];
    }
    h.resize(k - 1);
    HalfPlanes out;
    for (size_t i = 0; i < h.size(); ++i) {
        Vec2 e = h[(i + 1) % h.size()] - h[i];
        Vec2 n = collide::normalized({e.y, -e.x});                 // outward for ccw
        out.normal.push_back(n);
        out.offset.push_back(dot(n, h[i]));
    }
    return out;
}

/// The Minkowski difference a - b as half-planes.
inline HalfPlanes minkowski_difference(const std::vector<collide::Vec2>& a,
                                       const std::vector<collide::Vec2>& b) {
    std::vector<collide::Vec2> pts;
    for (collide::Vec2 p : a)
        for (collide::Vec2 q : b) pts.push_back(p - q);
    return hull_half_planes(pts);
}

/// Signed distance-like value of point @p v to the polygon: max over edges of n . v - d.
/// Negative inside (minus the distance to the boundary), 0 on it, positive outside.
inline double signed_depth(const HalfPlanes& d, collide::Vec2 v) {
    double worst = -kInf;
    for (size_t i = 0; i < d.normal.size(); ++i)
        worst = std::max(worst, dot(d.normal[i], v) - d.offset[i]);
    return worst;
}

/// How far a ray from the origin (inside D) along the unit direction @p u goes before it
/// leaves D: the push b needs along u.
inline double exit_distance(const HalfPlanes& d, collide::Vec2 u) {
    double t = kInf;
    for (size_t i = 0; i < d.normal.size(); ++i) {
        double along = dot(d.normal[i], u);
        if (along > 0) t = std::min(t, d.offset[i] / along);
    }
    return t;
}

} // namespace course
