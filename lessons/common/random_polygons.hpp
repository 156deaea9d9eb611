/// @file random_polygons.hpp
/// @brief Test helper: random convex polygons from a fixed seed, the same on every machine
/// and standard library (the course's course::Random and plain arithmetic).
#pragma once

#include <cmath>
#include <vector>

#include "course_random.hpp"
#include "vec2.hpp"

namespace course {

/// A random convex polygon, counter-clockwise, with 3 to @p max_vertices vertices on an
/// ellipse (semi-axes 0.5 to 2, any rotation) centred at @p centre. Neighbouring vertices
/// are at least 2*pi/(3n) apart in angle on the ellipse, so no edge is degenerate.
inline std::vector<collide::Vec2> random_convex_polygon(Random& rng, collide::Vec2 centre,
                                                        int max_vertices = 8) {
    const double two_pi = 6.283185307179586;
    int n = rng.integer(3, max_vertices);
    std::vector<double> gaps(n);
    double total = 0;
    for (double& g : gaps) {
        g = rng.uniform(1.0, 2.0);       // the widest gap is at most twice the narrowest
        total += g;
    }
    double rx = rng.uniform(0.5, 2.0), ry = rng.uniform(0.5, 2.0);
    double turn = rng.uniform(0, two_pi), c = std::cos(turn), s = std::sin(turn);
    double angle = rng.uniform(0, two_pi);
    std::vector<collide::Vec2> poly;
    for (double g : gaps) {
        double ex = rx * std::cos(angle), ey = ry * std::sin(angle);
        poly.push_back({centre.x + c * ex - s * ey, centre.y + s * ex + c * ey});
        angle += two_pi * g / total;
    }
    return poly;
}

/// A random point in the square [-half, half] x [-half, half].
inline collide::Vec2 random_point(Random& rng, double half) {
    double x = rng.uniform(-half, half);
    return {x, rng.uniform(-half, half)};
}

} // namespace course
