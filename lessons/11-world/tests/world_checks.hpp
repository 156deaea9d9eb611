/// @file world_checks.hpp
/// @brief Test helpers for lesson 11: shapes and bodies made by hand, random ones from a
/// fixed seed, and oracles that share no code with the lesson (a circle's distance to a
/// polygon by std::hypot, and every pair of boxes tried).
#pragma once

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <ostream>
#include <utility>
#include <vector>

#include "course_random.hpp"
#include "course_test.hpp"
#include "describe.hpp"
#include "random_polygons.hpp"
#include "scene.hpp"
#include "world.hpp"

namespace course {

/// A value against the one it should have, within an absolute tolerance: a CHECK of it passes
/// when |got - want| <= allowed (NaN never does), and a failed one prints both values and the
/// difference allowed, where `CHECK(near(got, want))` would print only "false".
struct CloseTo {
    double got;      ///< the value computed
    double want;     ///< the value it should be
    double allowed;  ///< the absolute difference allowed
    /// True when the difference is within the one allowed.
    explicit operator bool() const { return std::fabs(got - want) <= allowed; }
};

/// @p got against @p want within @p allowed: `CHECK(close_to(got, want))`.
inline CloseTo close_to(double got, double want, double allowed = kTolerance) {
    return {got, want, allowed};
}

/// Both values with 17 digits, and the difference allowed (what a failed CHECK shows).
inline std::ostream& operator<<(std::ostream& out, const CloseTo& c) {
    const auto flags = out.flags();
    const auto precision = out.precision();
    out << std::defaultfloat << std::setprecision(17) << "got " << c.got << ", want " << c.want
        << std::setprecision(2) << " (within " << c.allowed << ")";
    out.flags(flags);
    out.precision(precision);
    return out;
}

/// Checks @p got against @p want: the same hit and normal, and the same depth (an infinite
/// one exactly; beyond 1, relative to it, for the huge cases).
inline void check_hit(const collide::Hit& got, const collide::Hit& want) {
    INFO("got " << describe(got) << "; expected " << describe(want));
    CHECK(got.hit == want.hit);
    CHECK(close_to(got.normal.x, want.normal.x));
    CHECK(close_to(got.normal.y, want.normal.y));
    if (std::isinf(want.depth))
        CHECK(got.depth == want.depth);
    else
        CHECK(close_to(got.depth, want.depth, kTolerance * std::fmax(1, std::fabs(want.depth))));
}

/// A circle shape.
inline collide::Shape circle(collide::Vec2 c, double r) { return {true, c, r, {}}; }

/// A polygon shape.
inline collide::Shape polygon(collide::Polygon p) { return {false, {0, 0}, 0, std::move(p)}; }

/// The box [x0, x1] x [y0, y1] as a polygon shape, counter-clockwise.
inline collide::Shape box(double x0, double y0, double x1, double y1) {
    return polygon({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}});
}

/// A body of shape @p s, at rest unless told, of inverse mass @p inv_mass.
inline collide::Body body(collide::Shape s, double inv_mass = 1, collide::Vec2 v = {0, 0},
                          bool swept = false) {
    return {std::move(s), v, inv_mass, swept};
}

/// The distance from @p p to the segment from @p a to @p b, by std::hypot.
inline double segment_distance(collide::Vec2 p, collide::Vec2 a, collide::Vec2 b) {
    double dx = b.x - a.x, dy = b.y - a.y, len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::fmin(1.0, std::fmax(0.0, t));
    return std::hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/// The distance from @p p to the boundary of @p poly.
inline double boundary_distance(collide::Vec2 p, const collide::Polygon& poly) {
    double best = INFINITY;
    for (std::size_t i = 0; i < poly.size(); ++i)
        best = std::fmin(best, segment_distance(p, poly[i], poly[(i + 1) % poly.size()]));
    return best;
}

/// True when @p p is strictly inside the convex polygon @p poly (either winding): every
/// edge's cross product has the same sign, none zero.
inline bool strictly_inside(collide::Vec2 p, const collide::Polygon& poly) {
    int positive = 0, negative = 0;
    for (std::size_t i = 0; i < poly.size(); ++i) {
        collide::Vec2 a = poly[i], b = poly[(i + 1) % poly.size()];
        double c = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        positive += c > 0;
        negative += c < 0;
    }
    int n = int(poly.size());
    return positive == n || negative == n;
}

/// The least distance the polygon must travel to clear the circle (0 when apart): r minus
/// the centre's distance when it is outside, r plus its distance to the boundary inside.
inline double oracle_depth(collide::Vec2 c, double r, const collide::Polygon& poly) {
    double d = boundary_distance(c, poly);
    return strictly_inside(c, poly) ? r + d : std::fmax(0.0, r - d);
}

/// @p poly moved by @p by.
inline collide::Polygon moved(collide::Polygon poly, collide::Vec2 by) {
    for (collide::Vec2& v : poly) v = {v.x + by.x, v.y + by.y};
    return poly;
}

/// A random shape centred in the square of half-side @p half: a circle of radius 0.2 to 1.5
/// or a convex polygon of 3 to 8 vertices (lessons/common/random_polygons.hpp), half each.
inline collide::Shape random_shape(Random& rng, double half) {
    collide::Vec2 at = random_point(rng, half);
    if (rng.integer(0, 1) == 0) return circle(at, rng.uniform(0.2, 1.5));
    return polygon(random_convex_polygon(rng, at));
}

/// The overlapping boxes' pairs, every pair tried (lesson 01's rule, touching counts): the
/// broad phase's candidates, found without sorting.
inline std::vector<std::pair<int, int>> brute_force_candidates(
    const std::vector<collide::Body>& bodies) {
    std::vector<std::pair<int, int>> out;
    std::vector<collide::Aabb> boxes;
    for (const collide::Body& b : bodies) boxes.push_back(collide::bounding_box(b.shape));
    for (int i = 0; i < int(bodies.size()); ++i)
        for (int j = i + 1; j < int(bodies.size()); ++j) {
            const collide::Aabb &p = boxes[i], &q = boxes[j];
            if (p.minx <= q.maxx && q.minx <= p.maxx && p.miny <= q.maxy && q.miny <= p.maxy)
                out.push_back({i, j});      // a NaN box fails every comparison: no pair
        }
    return out;
}

} // namespace course
