/// @file box2d_shapes.hpp
/// @brief Lesson 03's random polygon pairs, also as Box2D shapes (for the check against
/// Box2D and the benchmark; both need libbox2d-dev).
#pragma once

#include <box2d/box2d.h>

#include <vector>

#include "random_polygons.hpp"
#include "sat.hpp"

namespace course {

/// A pair of convex polygons, as the course and as Box2D hold them.
struct EnginePair {
    collide::Polygon a;  ///< the first polygon, counter-clockwise
    collide::Polygon b;  ///< the second polygon, counter-clockwise
    b2PolygonShape box2d_a; ///< a, in float, with Box2D's skin b2_polygonRadius
    b2PolygonShape box2d_b; ///< b, likewise
};

/// The Box2D shape of a polygon (Box2D recomputes the hull and the edge normals once, here,
/// as an engine does when a body is created).
inline b2PolygonShape to_box2d(const collide::Polygon& p) {
    std::vector<b2Vec2> v;
    for (collide::Vec2 q : p) v.push_back(b2Vec2(float(q.x), float(q.y)));
    b2PolygonShape shape;
    shape.Set(v.data(), int32(v.size()));
    return shape;
}

/// @p count random pairs (a near the origin, b anywhere in [-3,3]^2), from @p seed.
inline std::vector<EnginePair> random_engine_pairs(std::uint64_t seed, int count) {
    Random rng(seed);
    std::vector<EnginePair> pairs;
    for (int i = 0; i < count; ++i) {
        EnginePair p;
        p.a = random_convex_polygon(rng, random_point(rng, 0.5), b2_maxPolygonVertices);
        p.b = random_convex_polygon(rng, random_point(rng, 3.0), b2_maxPolygonVertices);
        p.box2d_a = to_box2d(p.a);
        p.box2d_b = to_box2d(p.b);
        pairs.push_back(p);
    }
    return pairs;
}

} // namespace course
