/// @file box2d_pairs.hpp
/// @brief Lesson 12's random polygon pairs, as the course and as Box2D 2.4 hold them, for the
/// check against Box2D and the benchmark (both need libbox2d-dev).
///
/// Every coordinate is a float, so that both sides start from the same numbers: Box2D keeps
/// float vertices, and the course's polygon holds the same values in double. A Box2D polygon
/// is given no skin (m_radius = 0 after Set()): b2PolygonShape::Set leaves m_radius at
/// b2_polygonRadius, and every Box2D test then treats the polygon as its outline grown by
/// that radius. The course's polygons have none, so both sides test the same shapes.
#pragma once

#include <box2d/box2d.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "manifold.hpp"
#include "random_polygons.hpp"

namespace course {

/// The kinds of pairs, each from its own seed.
enum PairKind { kRandom, kRotated, kParallel, kTouching, kContained, kPairKinds };

inline const char* kind_name(int kind) {
    static const char* names[] = {"random", "rotated", "parallel faces", "touching",
                                  "contained"};
    return names[kind];
}

/// One pair: the course's polygons in world coordinates, and Box2D's shapes in their own
/// frames with the transforms that place them (the identity except for rotated pairs).
struct EnginePair {
    int kind = kRandom;
    collide::Polygon a, b;            ///< world coordinates, in double, either winding
    collide::Polygon local_a, local_b;  ///< the vertices Box2D was given, in the same order
    b2PolygonShape box2d_a, box2d_b;  ///< no skin: m_radius = 0
    b2Transform xf_a, xf_b;
};

inline double to_float(double x) { return double(float(x)); }

inline collide::Polygon to_float(const collide::Polygon& p) {
    collide::Polygon q;
    for (collide::Vec2 v : p) q.push_back({to_float(v.x), to_float(v.y)});
    return q;
}

/// The Box2D shape of a polygon, without skin (Box2D recomputes the hull and the edge
/// normals once, here, as an engine does when a body is created).
inline b2PolygonShape to_box2d(const collide::Polygon& p) {
    std::vector<b2Vec2> v;
    for (collide::Vec2 q : p) v.push_back(b2Vec2(float(q.x), float(q.y)));
    b2PolygonShape shape;
    shape.Set(v.data(), int32(v.size()));
    shape.m_radius = 0;
    return shape;
}

/// A pair given in world coordinates (identity transforms), both rounded to float.
inline EnginePair world_pair(int kind, const collide::Polygon& a, const collide::Polygon& b) {
    EnginePair p;
    p.kind = kind;
    p.a = p.local_a = to_float(a);
    p.b = p.local_b = to_float(b);
    p.box2d_a = to_box2d(p.a);
    p.box2d_b = to_box2d(p.b);
    p.xf_a.SetIdentity();
    p.xf_b.SetIdentity();
    return p;
}

/// The world polygon of @p local placed by @p xf, in double from Box2D's float rotation.
inline collide::Polygon place(const collide::Polygon& local, const b2Transform& xf) {
    collide::Polygon world;
    double c = xf.q.c, s = xf.q.s;
    for (collide::Vec2 v : local)
        world.push_back({c * v.x - s * v.y + xf.p.x, s * v.x + c * v.y + xf.p.y});
    return world;
}

inline collide::Polygon reversed(collide::Polygon p) { return {p.rbegin(), p.rend()}; }

inline collide::Polygon box(double x0, double y0, double x1, double y1) {
    return {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
}

inline collide::Polygon turned(const collide::Polygon& p, double angle, collide::Vec2 shift) {
    double c = std::cos(angle), s = std::sin(angle);
    collide::Polygon q;
    for (collide::Vec2 v : p)
        q.push_back({c * v.x - s * v.y + shift.x, s * v.x + c * v.y + shift.y});
    return q;
}

/// Pair @p i's windings: both counter-clockwise, a clockwise, b clockwise, both clockwise.
inline void wind(int i, collide::Polygon& a, collide::Polygon& b) {
    if (i & 1) a = reversed(a);
    if (i & 2) b = reversed(b);
}

/// @p count pairs of kind @p kind, from @p seed.
inline std::vector<EnginePair> engine_pairs(int kind, std::uint64_t seed, int count) {
    const double two_pi = 6.283185307179586;
    const int n = b2_maxPolygonVertices;
    Random rng(seed);
    std::vector<EnginePair> pairs;
    for (int i = 0; i < count; ++i) {
        collide::Polygon a, b;
        if (kind == kRandom) {            // a near the origin, b anywhere within reach
            a = random_convex_polygon(rng, random_point(rng, 0.5), n);
            b = random_convex_polygon(rng, random_point(rng, 2.5), n);
        } else if (kind == kRotated) {    // Box2D's shapes in their own frames, then placed
            a = to_float(random_convex_polygon(rng, random_point(rng, 0.3), n));
            b = to_float(random_convex_polygon(rng, random_point(rng, 0.3), n));
            wind(i, a, b);
            EnginePair p;
            p.kind = kind;
            p.local_a = a;
            p.local_b = b;
            p.box2d_a = to_box2d(a);
            p.box2d_b = to_box2d(b);
            collide::Vec2 at = random_point(rng, 0.5), bt = random_point(rng, 2.5);
            p.xf_a.Set(b2Vec2(float(at.x), float(at.y)), float(rng.uniform(0, two_pi)));
            p.xf_b.Set(b2Vec2(float(bt.x), float(bt.y)), float(rng.uniform(0, two_pi)));
            p.a = place(a, p.xf_a);
            p.b = place(b, p.xf_b);
            pairs.push_back(p);
            continue;
        } else if (kind == kParallel) {   // a face of b against a face of a, slightly in
            if (i % 2 == 0) {             // a box resting on a box, the pair turned
                double w = rng.uniform(0.5, 2), h = rng.uniform(0.3, 1);
                double bw = rng.uniform(0.3, 2), bh = rng.uniform(0.3, 1);
                double x = rng.uniform(-w - bw * 0.9, w + bw * 0.9);
                double y = h - rng.uniform(1e-3, 0.05);
                a = box(-w, -h, w, h);
                b = box(x - bw, y, x + bw, y + 2 * bh);
                double turn = rng.uniform(0, two_pi);
                a = turned(a, turn, {0, 0});
                b = turned(b, turn, {0, 0});
            } else {                      // any two polygons, face to face
                a = random_convex_polygon(rng, {0, 0}, n);
                b = random_convex_polygon(rng, {0, 0}, n);
                int ea = int(rng.integer(0, long(a.size()) - 1));
                int eb = int(rng.integer(0, long(b.size()) - 1));
                collide::Vec2 a0 = a[ea], a1 = a[(ea + 1) % a.size()];
                collide::Vec2 b0 = b[eb], b1 = b[(eb + 1) % b.size()];
                // Turn b so that its edge runs against a's (both counter-clockwise: the
                // edges point opposite ways), and slide it onto a's edge, a little in.
                double ta = std::atan2(a1.y - a0.y, a1.x - a0.x);
                double tb = std::atan2(b1.y - b0.y, b1.x - b0.x);
                // Every other time tilted a little, so that one end of b's edge is in front
                // of a's face and the other behind it: one point.
                double tilt = i % 4 == 3 ? rng.uniform(-0.05, 0.05) : 0;
                b = turned(b, ta + two_pi / 2 - tb + tilt, {0, 0});
                b0 = b[eb];
                b1 = b[(eb + 1) % b.size()];
                collide::Vec2 t = collide::normalized(a1 - a0), out = {t.y, -t.x};
                double slide = rng.uniform(-0.6, 0.6) * collide::length(a1 - a0);
                double in = rng.uniform(1e-3, 0.05);
                collide::Vec2 target = (a0 + a1) * 0.5 + t * slide - out * in;
                collide::Vec2 from = (b0 + b1) * 0.5;
                b = turned(b, 0, target - from);
            }
        } else if (kind == kTouching) {   // exactly touching: sharing part of a face, or a
            // corner on a face (float coordinates in eighths, so every sum is exact)
            auto eighth = [&](double lo, double hi) {
                return std::round(rng.uniform(lo, hi) * 8) / 8;
            };
            double w = eighth(0.5, 2), h = eighth(0.5, 2);
            a = box(-w, -h, w, h);
            if (i % 3 == 2) {             // b's lowest vertex exactly on a's top face
                b = to_float(random_convex_polygon(rng, {eighth(-w, w), h + 2.5}, n));
                size_t low = 0;
                for (size_t k = 1; k < b.size(); ++k)
                    if (b[k].y < b[low].y) low = k;
                double down = b[low].y - h;
                for (collide::Vec2& v : b) v.y = to_float(v.y - down);
                b[low].y = h;
            } else {
                double bw = eighth(0.25, 2), bh = eighth(0.25, 2), x = eighth(-3, 3);
                if (i % 3 == 1) x = w + bw;   // only the corners meet
                b = box(x - bw, h, x + bw, h + 2 * bh);
            }
            if (i % 5 == 4) {             // the same, turned by a quarter: still exact
                for (collide::Vec2& v : a) v = {-v.y, v.x};
                for (collide::Vec2& v : b) v = {-v.y, v.x};
            }
        } else {                          // kContained: b small, well inside a
            a = random_convex_polygon(rng, random_point(rng, 0.3), n);
            collide::Vec2 centre = {0, 0};
            for (collide::Vec2 v : a) centre = centre + v * (1.0 / double(a.size()));
            collide::Polygon small = random_convex_polygon(rng, {0, 0}, n);
            double scale = rng.uniform(0.05, 0.15);
            for (collide::Vec2& v : small) v = centre + v * scale;
            b = small;
        }
        wind(i / 2, a, b);
        pairs.push_back(world_pair(kind, a, b));
    }
    return pairs;
}

/// Every kind, @p each pairs of each, from seeds @p seed, @p seed + 1, ...
inline std::vector<EnginePair> all_engine_pairs(std::uint64_t seed, int each) {
    std::vector<EnginePair> all;
    for (int kind = 0; kind < kPairKinds; ++kind)
        for (EnginePair& p : engine_pairs(kind, seed + std::uint64_t(kind), each))
            all.push_back(p);
    return all;
}

} // namespace course
