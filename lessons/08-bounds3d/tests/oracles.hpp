// Oracles for the lesson 08 tests: answers found another way than the lesson's, by sampling
// or by brute force, so that they share no code (and no mistake) with the student's file.
#pragma once

#include <algorithm>
#include <cmath>
#include <vector>

#include "bounds3d.hpp"

namespace course {

/// Points on the unit sphere, on a grid of kRings latitudes by 2 kRings longitudes (cell
/// centres). Every point of the sphere is within kSampleGap (an angle, so also a distance on
/// the unit sphere) of one of them: half a cell in latitude plus half a cell in longitude,
/// pi / kRings / 2 + pi / kRings / 2.
constexpr int kRings = 40;
constexpr double kSampleGap = 3.14159265358979323846 / kRings;

inline const std::vector<collide::Vec3>& sphere_samples() {
    static const std::vector<collide::Vec3> samples = [] {
        const double pi = 3.14159265358979323846;
        std::vector<collide::Vec3> s;
        for (int i = 0; i < kRings; ++i) {
            double theta = (i + 0.5) * pi / kRings;
            for (int j = 0; j < 2 * kRings; ++j) {
                double phi = (j + 0.5) * pi / kRings;
                s.push_back({std::sin(theta) * std::cos(phi), std::sin(theta) * std::sin(phi),
                             std::cos(theta)});
            }
        }
        return s;
    }();
    return samples;
}

/// How far @p p lies inside the box (> 0 inside, < 0 outside; the smallest margin to a face).
inline double inside_margin(const collide::Aabb3& b, collide::Vec3 p) {
    return std::min(
        {p.x - b.min.x, b.max.x - p.x, p.y - b.min.y, b.max.y - p.y, p.z - b.min.z, b.max.z - p.z});
}

/// The distance from @p p to the box, written as the length of the way out on each axis
/// (0 inside), not with a clamp.
inline double distance_to_box(const collide::Aabb3& b, collide::Vec3 p) {
    double dx = std::max({b.min.x - p.x, 0.0, p.x - b.max.x});
    double dy = std::max({b.min.y - p.y, 0.0, p.y - b.max.y});
    double dz = std::max({b.min.z - p.z, 0.0, p.z - b.max.z});
    return std::hypot(dx, dy, dz);
}

/// What sampling says about a ball against a box: the ball meets the box when its centre is in
/// the box, when its surface crosses the box, or when the whole box is inside it (all eight
/// corners). Only clear answers are given: a sample inside by more than @p margin is a clear
/// hit; no sample within the sampling gap plus @p margin of the box is a clear miss.
enum class Sampled { hit, miss, unclear };

inline Sampled sample_ball_against_box(const collide::Aabb3& box, const collide::Sphere& s,
                                       double margin) {
    using collide::Vec3;
    double centre_margin = inside_margin(box, s.center);
    if (centre_margin > margin) return Sampled::hit;
    bool all_corners_inside = true, corners_clear_outside = false;
    for (int k = 0; k < 8; ++k) {
        Vec3 corner = {(k & 1) ? box.max.x : box.min.x, (k & 2) ? box.max.y : box.min.y,
                       (k & 4) ? box.max.z : box.min.z};
        double d = std::hypot(corner.x - s.center.x, corner.y - s.center.y, corner.z - s.center.z);
        all_corners_inside = all_corners_inside && d < s.radius - margin;
        corners_clear_outside = corners_clear_outside || d > s.radius + margin;
    }
    if (all_corners_inside) return Sampled::hit;
    double gap = kSampleGap * s.radius + margin;
    bool near_box = centre_margin >= -margin || !corners_clear_outside;
    for (Vec3 u : sphere_samples()) {
        double m = inside_margin(box, s.center + u * s.radius);
        if (m > margin) return Sampled::hit;
        if (m > -gap) near_box = true;  // this sample may hide a crossing nearby
    }
    return near_box ? Sampled::unclear : Sampled::miss;
}

/// The sphere through @p a and @p b (a diameter), or the circumsphere of the triangle or the
/// tetrahedron (centre in their plane or space), for the brute force below. Returns false for
/// points too close to collinear or coplanar to have one.
inline bool circumsphere(const std::vector<collide::Vec3>& p, collide::Sphere& out) {
    using namespace collide;
    Vec3 a = p[0];
    if (p.size() == 1) {
        out = {a, 0};
        return true;
    }
    if (p.size() == 2) {
        out = {(a + p[1]) * 0.5, std::hypot(p[1].x - a.x, p[1].y - a.y, p[1].z - a.z) * 0.5};
        return true;
    }
    Vec3 u = p[1] - a, v = p[2] - a;
    if (p.size() == 3) {
        Vec3 w = cross(u, v);
        double ww = dot(w, w);
        if (ww < 1e-18 * dot(u, u) * dot(v, v)) return false;
        Vec3 offset = (cross(w, u) * dot(v, v) + cross(v, w) * dot(u, u)) * (1 / (2 * ww));
        out = {a + offset, std::sqrt(dot(offset, offset))};
        return true;
    }
    Vec3 t = p[3] - a;
    double det = dot(u, cross(v, t));
    if (std::fabs(det) < 1e-12 * std::sqrt(dot(u, u) * dot(v, v) * dot(t, t))) return false;
    // Solve 2 u.x = |u|^2, 2 v.x = |v|^2, 2 t.x = |t|^2 by Cramer's rule.
    Vec3 offset = (cross(v, t) * dot(u, u) + cross(t, u) * dot(v, v) + cross(u, v) * dot(t, t)) *
                  (1 / (2 * det));
    out = {a + offset, std::sqrt(dot(offset, offset))};
    return true;
}

/// The smallest sphere holding every point, by brute force: the smallest of the spheres
/// through 1 to 4 of the points (the smallest enclosing sphere is always one of them) that
/// holds them all, up to a relative 1e-9. For small sets only: it tries every subset.
inline collide::Sphere smallest_sphere_brute_force(const std::vector<collide::Vec3>& points) {
    using namespace collide;
    const int n = static_cast<int>(points.size());
    Sphere best = {{0, 0, 0}, INFINITY};
    std::vector<Vec3> subset;
    for (int mask = 1; mask < (1 << n); ++mask) {
        if (__builtin_popcount(mask) > 4) continue;
        subset.clear();
        for (int i = 0; i < n; ++i)
            if (mask & (1 << i)) subset.push_back(points[i]);
        Sphere s;
        if (!circumsphere(subset, s) || !(s.radius < best.radius)) continue;
        bool holds_all = true;
        for (Vec3 q : points)
            holds_all = holds_all && std::hypot(q.x - s.center.x, q.y - s.center.y,
                                                q.z - s.center.z) <= s.radius * (1 + 1e-9) + 1e-12;
        if (holds_all) best = s;
    }
    return best;
}

} // namespace course
