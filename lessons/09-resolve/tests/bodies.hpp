/// @file bodies.hpp
/// @brief Test helpers for lesson 09: bodies made by hand, their centres, bit-for-bit
/// comparison, and random piles from a fixed seed (the random polygons of lessons/common).
#pragma once

#include <cstring>
#include <vector>

#include "random_polygons.hpp"
#include "resolve.hpp"
#include "scene.hpp"

namespace course {

/// A square of half-side @p half centred at @p centre, counter-clockwise.
inline collide::Body square(collide::Vec2 centre, double half, double inv_mass) {
    return {collide::box_shape(centre, {half, half}), inv_mass};
}

/// The mass-weighted centre of two dynamic bodies (mass = 1 / inv_mass).
inline collide::Vec2 mass_centre(const collide::Body& a, const collide::Body& b) {
    double ma = 1 / a.inv_mass, mb = 1 / b.inv_mass;
    return (collide::centroid(a.shape) * ma + collide::centroid(b.shape) * mb) * (1 / (ma + mb));
}

/// True when the two bodies hold the same bytes: -0.0 and +0.0 differ, NaN equals itself.
inline bool same_bits(const collide::Body& p, const collide::Body& q) {
    return p.shape.size() == q.shape.size() &&
           std::memcmp(&p.inv_mass, &q.inv_mass, sizeof(double)) == 0 &&
           (p.shape.empty() ||
            std::memcmp(p.shape.data(), q.shape.data(),
                        p.shape.size() * sizeof(collide::Vec2)) == 0);
}

/// A random pile: a static wall whose corner coordinates are -0.0 (to catch a static body
/// moved by zero), then 2 to 8 of lesson 03's random convex polygons with centres in a 6 x 6
/// square, so that many overlap; about one in four static (inv_mass 0), the others of
/// inv_mass 0.1 to 4.
inline std::vector<collide::Body> random_pile(Random& rng) {
    const double nz = -0.0;
    std::vector<collide::Body> pile = {{{{nz, nz}, {0.8, nz}, {0.8, 0.8}, {nz, 0.8}}, 0}};
    int n = int(rng.integer(2, 8));
    for (int k = 0; k < n; ++k) {
        collide::Polygon shape = random_convex_polygon(rng, random_point(rng, 3));
        double inv_mass = rng.integer(0, 3) == 0 ? 0 : rng.uniform(0.1, 4);
        pile.push_back({shape, inv_mass});
    }
    return pile;
}

} // namespace course
