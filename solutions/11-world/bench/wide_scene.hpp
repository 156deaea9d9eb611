/// @file wide_scene.hpp
/// @brief The chapter's scene widened to @p n bodies: the benchmark's worlds, and those of the
/// measurement of sweeping every moving body (measured/sweep_cost.cpp), one scene for both.
#pragma once

#include "course_random.hpp"
#include "scene.hpp"
#include "world.hpp"

namespace collide {

/// A floor and two walls as wide as n / 10 columns, and n - 3 circles, boxes and triangles
/// in rows above the floor, each nudged sideways by a seeded random amount.
inline World wide_scene(int n) {
    int columns = n / 10;
    double half = 0.6 * columns;
    World world = {{}, kGravity, kPasses, kSlop, {}};
    world.bodies.push_back(made_static(box_body({0, -0.5}, {half + 1, 0.5})));
    world.bodies.push_back(made_static(box_body({-half - 0.5, 7}, {0.5, 7})));
    world.bodies.push_back(made_static(box_body({half + 0.5, 7}, {0.5, 7})));
    course::Random rng(11);
    for (int k = 0; int(world.bodies.size()) < n; ++k) {
        Vec2 at = {-half + 0.6 + 1.2 * (k % columns) + rng.uniform(-0.1, 0.1),
                   1.5 + 1.2 * (k / columns)};
        if (k % 3 == 0) world.bodies.push_back(circle_body(at, 0.45));
        if (k % 3 == 1) world.bodies.push_back(box_body(at, {0.4, 0.4}));
        if (k % 3 == 2) world.bodies.push_back(triangle_body(at));
    }
    return world;
}

} // namespace collide
