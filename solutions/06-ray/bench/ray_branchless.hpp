/// @file ray_branchless.hpp
/// @brief Lesson 06, going further: the slab test without branches, for one ray against many
/// boxes. An alternative answer to the exercise, so it lives with the solutions.
#pragma once

#include "ray.hpp"

namespace collide {

/// A ray made ready for many box tests: the division is done once, here.
struct PreparedRay {
    Vec2 o;      ///< the origin
    Vec2 inv_d;  ///< 1 / d per component: +infinity for a 0, -infinity for a -0
    bool valid;  ///< false when o or d holds a NaN or an infinity: every test then misses
};

/// Prepares the ray o + t d, t >= 0, for ray_aabb_branchless().
PreparedRay prepare_ray(Vec2 o, Vec2 d);

/// The same answer as ray_aabb() for a finite box, with no branch: the near and far sides
/// are chosen by the sign bit of 1/d, and a NaN from 0 x infinity (the origin exactly on a
/// slab's line with a zero component) is skipped by the order of the max and min operands.
/// A box with min > max or a NaN misses; an infinite box is not supported (use ray_aabb()).
/// At an exact graze (a corner) t may differ from ray_aabb()'s in its last bits, so tmax is
/// widened by kSlabRobustness before the comparison. Where ray_aabb() reports a hit at
/// t = infinity (a direction so short that t overflows), this reports a miss: a first t of
/// infinity is how `d = (0, 0)` from outside shows up here (both slabs give [inf, inf]).
RayHit ray_aabb_branchless(const PreparedRay& ray, const Aabb& box);

/// How much tmax is widened: 1 + 2 gamma(3), gamma(n) = n u / (1 - n u) with u = 2^-53, the
/// bound on three roundings (the subtraction, 1/d, the product). From Ize, "Robust BVH Ray
/// Traversal" (JCGT 2013).
extern const double kSlabRobustness;

} // namespace collide
